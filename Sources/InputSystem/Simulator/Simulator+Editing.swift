import Foundation

/// What an app and a user do to a text object besides typing: programmatic changes, the edit menu, the
/// clear button, property changes and `reloadInputViews`. Each is logged as an `input` record, then the
/// delegate messages, notifications and input-delegate messages UIKit produces for it.
extension Simulator {
    /// The text-editing view named `id` (or the first responder for nil); throws for an unknown name or an
    /// object with no editable text.
    private func editingView(_ id: String?, for what: String) throws -> any TextEditorHost {
        guard let responder = try responderOrFirst(id) else { throw SimulatorError.unsupported("\(what): no first responder; name a \"field\"") }
        guard let view = responder as? any TextEditorHost else {
            throw SimulatorError.unsupported("\(what): \(responder.identifier) has no text the app can set (a key-input view)")
        }
        return view
    }

    /// The app assigns the whole text (`text =`). UIKit sends no `should…`/did-change delegate message and
    /// posts no change notification for it (UITextViewDelegate `textViewDidChange:`: "not called in response
    /// to programmatically initiated changes"); the view tells its input delegate (TWPG, "Informing the
    /// Text Input Delegate of Changes"), so the keyboard forgets a composition in progress.
    public func setText(_ text: String, in id: String? = nil) throws {
        let view = try editingView(id, for: "setText")
        log.record(.input, "setText", [("field", .string(view.identifier)), ("text", .string(text))])
        switch view {
        case let field as UITextField: field.text = text
        case let textView as UITextView: textView.text = text
        default: view.editor.text = text
        }
        updateAutoShift()
    }

    /// The app sets the selection (`selectedRange =`): the input delegate is told and the delegate's
    /// did-change-selection message is sent as for a selection the user makes. Throws for a range outside
    /// the text.
    public func setSelection(_ range: NSRange, in id: String? = nil) throws {
        let view = try editingView(id, for: "setSelection")
        let length = view.editor.length
        guard range.location >= 0, range.length >= 0, range.location <= length - range.length else {
            throw SimulatorError.rangeOutsideText(range, length: length)
        }
        log.record(.input, "setSelection", [("field", .string(view.identifier)), ("range", .array([.int(range.location), .int(range.length)]))])
        view.editor.userSelect(range)
        updateAutoShift()
    }

    /// An edit-menu command or its key command (`UIResponderStandardEditActions`) on the first responder.
    /// `pasting` puts text on the pasteboard first (as another app's Copy would). A command the edit menu
    /// would not offer (Paste with an empty pasteboard, Copy or Cut with no selection or in a secure text
    /// field, Undo with nothing to undo) is an error that says why.
    public func edit(_ action: EditAction, in id: String? = nil, pasting: String? = nil) throws {
        guard let first = window.firstResponder else {
            throw SimulatorError.unsupported("\(action.rawValue): the edit menu acts on the first responder, and there is none")
        }
        if let id, first.identifier != id {
            guard field(named: id) != nil else { throw SimulatorError.unknownField(id, known: fieldNames) }
            throw SimulatorError.unsupported("\(action.rawValue): the edit menu acts on the first responder, which is \(first.identifier), not \(id)")
        }
        let pasteboardBefore = pasteboard
        if let pasting { pasteboard = pasting }
        var fields: [(String, LogValue)] = [("action", .string(action.rawValue)), ("field", .string(first.identifier))]
        if action == .paste, let text = pasteboard { fields.append(("text", .string(text))) }
        guard let view = first as? any TextEditorHost else {
            // A user's view: its own canPerformAction(_:withSender:) says what the menu offers, and its own
            // edit actions do the work.
            if action == .paste, pasteboard?.isEmpty ?? true {
                throw SimulatorError.unsupported("paste: the pasteboard is empty; give \"text\" to put something on it")
            }
            if first is KeyInputView {
                pasteboard = pasteboardBefore  // a view with no edit menu: the event changes nothing
                throw SimulatorError.unsupported("\(action.rawValue): \(first.identifier) has no edit menu (a key-input view)")
            }
            guard first.canPerformStandardEdit(action) else {
                throw SimulatorError.unsupported("\(action.rawValue): \(first.identifier) does not offer it now (its canPerformAction(_:withSender:) says NO)")
            }
            log.record(.input, "edit", fields)
            if action == .paste, let session { session.inputMethod.commitComposition(in: session) }
            if action != .copy && action != .paste { session?.inputMethod.resetComposition() }
            first.performStandardEdit(action)
            updateAutoShift()
            return
        }
        // UITextInputTraits `isSecureTextEntry`: secure text can be neither copied nor cut.
        let secure = view.isSecureTextEntry
        let editor = view.editor
        // The text object (a UITextField subclass that refuses Paste, say) answers for its own menu, and
        // its own edit actions run.
        let ownMenu = view.canPerformStandardEdit(action)
        func refusedByOwnMenu() throws {
            if !ownMenu {
                throw SimulatorError.unsupported("\(action.rawValue): \(view.identifier) does not offer it now (its canPerformAction(_:withSender:) says NO)")
            }
        }
        switch action {
        case .paste:
            guard let text = pasteboard, !text.isEmpty else {
                throw SimulatorError.unsupported("paste: the pasteboard is empty; give \"text\" to put something on it")
            }
            try refusedByOwnMenu()
            log.record(.input, "edit", fields)
            if let session { session.inputMethod.commitComposition(in: session) }
            _ = text
            view.performStandardEdit(action)
        case .cut, .copy:
            guard !secure else { throw SimulatorError.unsupported("\(action.rawValue): a secure text field cannot be copied or cut") }
            guard editor.selectedText != nil else {
                throw SimulatorError.unsupported("\(action.rawValue): nothing is selected in \(view.identifier)")
            }
            try refusedByOwnMenu()
            log.record(.input, "edit", fields)
            view.performStandardEdit(action)
        case .selectAll:
            try refusedByOwnMenu()
            log.record(.input, "edit", fields)
            session?.inputMethod.resetComposition()
            view.performStandardEdit(action)
        case .undo, .redo:
            guard action == .undo ? editor.canUndo : editor.canRedo else {
                throw SimulatorError.unsupported("\(action.rawValue): \(view.identifier) has nothing to \(action.rawValue)")
            }
            try refusedByOwnMenu()
            log.record(.input, "edit", fields)
            session?.inputMethod.resetComposition()
            view.performStandardEdit(action)
        }
        updateAutoShift()
    }

    /// The user taps the clear button of the text field `id`. The button must be on screen for the field's
    /// `clearButtonMode` and text; tapping it in a field that is not editing first makes the field first
    /// responder (a tap on the field), then asks `textFieldShouldClear:`.
    public func tapClearButton(of id: String) throws {
        guard let r = field(named: id) else { throw SimulatorError.unknownField(id, known: fieldNames) }
        guard let textField = r as? UITextField else { throw SimulatorError.unsupported("clear: \(id) is not a text field; only text fields have a clear button") }
        guard textField.isClearButtonShowing else {
            let state = textField.hasText ? (textField.isEditing ? "while editing" : "while not editing") : "with no text"
            throw SimulatorError.unsupported("clear: \(id) shows no clear button \(state) (clearButtonMode \(textField.clearButtonMode.traceName))")
        }
        log.record(.input, "clear", [("field", .string(id))])
        if !textField.isFirstResponder {
            try focus(id)
            guard textField.isFirstResponder else { return }
        }
        if let session { session.inputMethod.commitComposition(in: session) }
        textField.tapClearButton()
        updateAutoShift()
    }

    /// The app changes properties of the text object `id`. Traits and input views take effect on the
    /// keyboard when the object next becomes first responder, or at once after `reloadInputViews` (UIKit's
    /// `reloadInputViews`: "use this method to refresh the custom input view or input accessory view
    /// associated with the current first responder"). Disabling the first responder, or making it
    /// non-editable, ends its editing.
    public func update(_ id: String, _ update: FieldUpdate) throws {
        guard let r = field(named: id) else { throw SimulatorError.unknownField(id, known: fieldNames) }
        if update.isEnabled != nil, !(r is UITextField) {
            throw SimulatorError.unsupported("update: \"enabled\" is a text field's property; \(id) is not a text field")
        }
        if update.isEditable != nil, !(r is UITextView) {
            throw SimulatorError.unsupported("update: \"editable\" is a text view's property; \(id) is not a text view")
        }
        if update.traits != nil, !(r is any UIKeyInput) {
            throw SimulatorError.unsupported("update: \(id) has no text input traits")
        }
        var fields: [(String, LogValue)] = [("field", .string(id))]
        let current = (r as? any UIKeyInput)?.textInputTraits ?? TextInputTraits()
        let traits = update.traits.map { $0.applied(to: current) }
        if let traits {
            fields.append(("keyboardType", .string(traits.keyboardType.name)))
            fields.append(("returnKeyType", .string(traits.returnKeyType.traceName)))
        }
        if let accessory = update.accessory { fields.append(("accessory", accessory.map { .string($0.name) } ?? .null)) }
        if let inputView = update.inputView { fields.append(("inputView", inputView.map { .string($0.name) } ?? .null)) }
        if let v = update.isEnabled { fields.append(("enabled", .bool(v))) }
        if let v = update.isEditable { fields.append(("editable", .bool(v))) }
        if let v = update.isHidden { fields.append(("hidden", .bool(v))) }
        log.record(.input, "update", fields)
        if let traits, let view = r as? any UIKeyInput { TraitMapping.apply(traits, to: view) }
        if let accessory = update.accessory { (r as? any InputViewsSettable)?.inputAccessoryView = UIResponder.view(for: accessory) }
        if let inputView = update.inputView { (r as? any InputViewsSettable)?.inputView = UIResponder.view(for: inputView) }
        if let v = update.isHidden { (r as? UIView)?.isHidden = v }
        let ends = (update.isEnabled == false || update.isEditable == false) && r.isFirstResponder
        if ends { session?.end() }
        if let v = update.isEnabled, let f = r as? UITextField { f.isEnabled = v }
        if let v = update.isEditable, let t = r as? UITextView { t.isEditable = v }
    }

    /// The app calls `reloadInputViews` on the first responder (or the named object, which must be first
    /// responder for anything to happen): the keyboard takes the object's current traits and views, and
    /// posts the notifications a change of height brings.
    public func reloadInputViews(of id: String? = nil) throws {
        let target = try responderOrFirst(id)
        guard let target, target.isFirstResponder else {
            // The keyboard logs a reload it carries out; one that does nothing is logged here.
            log.record(.input, "reloadInputViews", [("field", target.map { .string($0.identifier) } ?? .null)])
            log.record(.state, "refused", [("request", .string("reloadInputViews")),
                                           ("object", target.map { .string($0.identifier) } ?? .null),
                                           ("reason", .string("not first responder"))])
            return
        }
        target.reloadInputViews()
    }
}
