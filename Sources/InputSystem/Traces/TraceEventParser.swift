import Foundation

/// Turns one line's fields into a ``TraceEvent/Kind``.
enum TraceEventParser {
    static let events = ["scene", "formSheet", "keyboard", "field", "focus", "resign", "endEditing", "rotate", "tap", "flick", "type",
                         "inputMode", "candidate", "hardware", "key", "select", "tapText", "wait", "setText", "setSelection", "edit", "clear",
                         "remove", "update", "reloadInputViews", "dictate", "autofill", "writingTools", "settings", "suggestion", "revertCorrection", "layoutGuide"]

    static let keyStates = KeyState.allCases.map(\.rawValue)

    /// The largest coordinate or size, in points, a trace may give (a frame, a keyboard drag, an input
    /// view's height): far beyond any screen, small enough that geometry on it stays exact.
    static let maximumPoints = 1_000_000

    static func kind(_ event: String, _ f: inout TraceFields) throws -> TraceEvent.Kind {
        switch event {
        case "key":  // first: most lines of a long trace are key events
            let code: KeyCodeSpec
            switch f.value("code") {
            case .string(let s)?: code = .name(s)
            case .number(let n)? where n == n.rounded() && n >= 0 && n < 0x10000: code = .number(Int(n))
            case let v?: throw f.error("\"code\" must be an evdev key name such as \"KEY_A\" or a key code number, not \(v.brief())")
            case nil: throw f.error("missing \"code\" (an evdev key name such as \"KEY_A\" or a key code number)")
            }
            // As `optionalChoice("state", keyStates)` would, without the generic string switch of
            // `KeyState(rawValue:)`.
            let state: KeyState
            switch try f.optionalString("state") {
            case "down"?: state = .down
            case "up"?: state = .up
            case "repeat"?: state = .repeat
            case let s?: throw f.error("unknown state \(JSONValue.string(s).brief()); expected one of: \(keyStates.joined(separator: ", "))")
            case nil: throw f.error("missing \"state\" (down, up or repeat)")
            }
            return .key(code: code, state: state)
        case "scene":
            return .scene(device: try f.optionalString("device"), orientation: try f.optionalString("orientation"),
                          profile: try f.optionalString("profile"))
        case "formSheet":
            return .formSheet(presented: try f.optionalBool("presented") ?? true,
                              disablesAutomaticKeyboardDismissal: try f.optionalBool("disablesAutomaticKeyboardDismissal") ?? true)
        case "keyboard":
            guard let action = try f.optionalChoice("action", ["undock", "split", "merge", "float", "dock", "beginDrag", "endDrag",
                                                             "collapsePredictiveBar", "expandPredictiveBar",
                                                             "otherAppShows", "otherAppHides", "interactiveDismiss", "interactiveReturn"]) else {
                throw f.error("missing \"action\" (undock, split, merge, float, dock, beginDrag, endDrag, collapsePredictiveBar, expandPredictiveBar, otherAppShows, otherAppHides, interactiveDismiss or interactiveReturn)")
            }
            let y = try f.optionalInt("y", minimum: -maximumPoints, maximum: maximumPoints).map(Double.init)
            if action == "endDrag" && y == nil { throw f.error("\"endDrag\" needs \"y\", the keyboard's new top in points") }
            return .keyboardGesture(action: action, y: y)
        case "field":
            return .field(try field(&f))
        case "focus":
            return .focus(field: try f.string("field"))
        case "resign":
            return .resign(field: try f.optionalString("field"))
        case "endEditing":
            return .endEditing(force: try f.optionalBool("force") ?? false)
        case "rotate":
            return .rotate(to: try f.string("to"))
        case "tap":
            return .tap(key: try f.string("key"))
        case "flick":
            let key = try f.string("key")
            guard let direction = try f.optionalChoice("direction", ["up", "down", "left", "right"]) else {
                throw f.error("missing \"direction\" (up, down, left or right)")
            }
            return .flick(key: key, direction: direction)
        case "type":
            return .type(text: try f.string("text"))
        case "inputMode":
            return .inputMode(try f.string("mode"))
        case "candidate":
            return .candidate(index: try f.int("index", minimum: 0))
        case "hardware":
            if try f.optionalBool("detach") == true { return .hardware(nil) }
            guard let layout = try f.optionalString("layout") else {
                throw f.error("\"hardware\" needs \"layout\" (an XKB layout such as \"us\") or \"detach\": true")
            }
            return .hardware(HardwareSpec(layout: layout, variant: try f.optionalString("variant"),
                                          options: try f.optionalString("options"), model: try f.optionalString("model")))
        case "select":
            return .select(field: try f.optionalString("field"), range: try range(&f))
        case "tapText":
            let field = try f.string("field")
            guard let p = try f.optionalNumbers("point", count: 2, shape: "[x, y] in the field's points"),
                  p.allSatisfy({ $0.isFinite && abs($0) <= Double(maximumPoints) }) else {
                throw f.error("missing or invalid \"point\"; expected [x, y] in the field's points, each within ±1000000")
            }
            return .tapText(field: field, point: CGPoint(x: p[0], y: p[1]))
        case "setText":
            return .setText(field: try f.optionalString("field"), text: try f.string("text"))
        case "writingTools":
            return .writingTools(text: try f.string("text"))
        case "revertCorrection":
            return .revertCorrection
        case "layoutGuide":
            let follows = try f.optionalBool("followsUndockedKeyboard")
            let bottom = try f.optionalBool("usesBottomSafeArea")
            let padding = try f.optionalInt("keyboardDismissPadding", minimum: 0, maximum: maximumPoints)
            guard follows != nil || bottom != nil || padding != nil else {
                throw f.error("\"layoutGuide\" changes nothing; give \"followsUndockedKeyboard\", \"usesBottomSafeArea\" or \"keyboardDismissPadding\"")
            }
            return .layoutGuide(followsUndockedKeyboard: follows, usesBottomSafeArea: bottom, keyboardDismissPadding: padding.map(Double.init))
        case "suggestion":
            return .suggestion(index: try f.int("index", minimum: 0, maximum: 2))
        case "autofill":
            if let user = try f.optionalString("user") {
                guard let password = try f.optionalString("password"), !password.isEmpty, !user.isEmpty else {
                    throw f.error("a saved credential needs a non-empty \"user\" and \"password\"")
                }
                return .autofillCredential(user: user, password: password)
            }
            let text = try f.string("text")
            guard !text.isEmpty else { throw f.error("\"text\" must not be empty: it is the suggestion the bar shows") }
            return .autofill(text: text)
        case "dictate":
            let text = try f.optionalString("text")
            let phrases = try f.optionalStrings("phrases")
            let failed = try f.optionalBool("failed") ?? false
            switch (text, phrases, failed) {
            case (let t?, nil, false): return .dictate(phrases: [t])
            case (nil, let p?, false):
                guard !p.isEmpty else { throw f.error("\"phrases\" must hold at least one phrase") }
                return .dictate(phrases: p)
            case (nil, nil, true): return .dictate(phrases: nil)
            default:
                throw f.error("\"dictate\" needs one of \"text\" (what was recognized), \"phrases\" (a list of strings) or \"failed\": true")
            }
        case "setSelection":
            return .setSelection(field: try f.optionalString("field"), range: try range(&f))
        case "edit":
            guard let name = try f.optionalChoice("action", EditAction.allCases.map(\.rawValue)),
                  let action = EditAction(rawValue: name) else {
                throw f.error("missing \"action\" (\(EditAction.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            let text = try f.optionalString("text")
            if text != nil && action != .paste { throw f.error("\"text\" goes only with \"paste\" (what is on the pasteboard)") }
            return .edit(action: action, field: try f.optionalString("field"), text: text)
        case "clear":
            return .clear(field: try f.string("field"))
        case "remove":
            return .remove(field: try f.string("field"))
        case "update":
            return .update(field: try f.string("field"), try update(&f))
        case "reloadInputViews":
            return .reloadInputViews(field: try f.optionalString("field"))
        case "wait":
            return .wait(ms: try f.int("ms", minimum: 0))
        case "settings":
            var change = KeyboardSettingsChange()
            change.smartPunctuation = try f.optionalBool("smartPunctuation")
            change.periodShortcut = try f.optionalBool("periodShortcut")
            change.autoCorrection = try f.optionalBool("autoCorrection")
            change.inlinePredictions = try f.optionalBool("inlinePredictions")
            if let list = try f.optionalObject("textReplacements") {
                var pairs: [(shortcut: String, phrase: String)] = []
                for (shortcut, value) in list.pairs {
                    guard case .string(let phrase) = value else {
                        throw f.error("text replacement \(JSONValue.string(shortcut).brief()) must be a string (its phrase), not \(value.typeName)")
                    }
                    guard !shortcut.isEmpty, shortcut.allSatisfy({ $0.isLetter || $0.isNumber }), !phrase.isEmpty else {
                        throw f.error("text replacement \(JSONValue.string(shortcut).brief()): a shortcut is letters or digits and its phrase is not empty")
                    }
                    pairs.append((shortcut, phrase))
                }
                change.textReplacements = pairs
            }
            guard change.smartPunctuation != nil || change.periodShortcut != nil || change.autoCorrection != nil
                    || change.textReplacements != nil || change.inlinePredictions != nil else {
                throw f.error("\"settings\" changes nothing; give \"smartPunctuation\", \"periodShortcut\", \"autoCorrection\", \"inlinePredictions\" (true or false) or \"textReplacements\"")
            }
            return .settings(change)
        default:
            throw f.error("unknown event \(JSONValue.string(event).brief()); expected one of: \(events.joined(separator: ", "))")
        }
    }

    /// A `range` field: `[location, length]` in UTF-16 units.
    static func range(_ f: inout TraceFields) throws -> NSRange {
        guard let r = try f.optionalNumbers("range", count: 2, shape: "[location, length] in UTF-16 units"),
              r.allSatisfy({ $0 >= 0 && $0 == $0.rounded() && $0 <= Double(TraceFields.largestWholeNumber) }) else {
            throw f.error("missing or invalid \"range\"; expected [location, length] in UTF-16 units")
        }
        return NSRange(location: Int(r[0]), length: Int(r[1]))
    }

    static func update(_ f: inout TraceFields) throws -> FieldUpdate {
        var update = FieldUpdate()
        if var t = try f.optionalObject("traits") {
            update.traits = try traits(&t)
            try t.finish(event: "traits")
        }
        for key in ["accessory", "inputView"] {
            let view: InputViewDescription?? = f.isExplicitNull(key) ? .some(nil) : try inputView(key, &f).map { .some($0) }
            if key == "accessory" { update.accessory = view } else { update.inputView = view }
        }
        update.isEnabled = try f.optionalBool("enabled")
        update.isEditable = try f.optionalBool("editable")
        update.isHidden = try f.optionalBool("hidden")
        if update == FieldUpdate() {
            throw f.error("\"update\" changes nothing; give one of traits, accessory, inputView, enabled, editable, hidden")
        }
        return update
    }

    static func field(_ f: inout TraceFields) throws -> FieldSpec {
        let id = try f.string("id")
        let kindName = try f.optionalChoice("kind", FieldSpec.Kind.allCases.map(\.rawValue)) ?? "textField"
        var spec = FieldSpec(id: id, kind: FieldSpec.Kind(rawValue: kindName) ?? .textField)
        if let r = try f.optionalNumbers("frame", count: 4, shape: "[x, y, width, height]") {
            guard r.allSatisfy({ abs($0) <= Double(maximumPoints) }) else {
                throw f.error("\"frame\" values must be from \(-maximumPoints) to \(maximumPoints) points")
            }
            guard r[2] >= 0, r[3] >= 0 else { throw f.error("\"frame\" must have a non-negative width and height") }
            spec.frame = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
        }
        spec.text = try f.optionalString("text") ?? ""
        spec.clearsOnBeginEditing = try f.optionalBool("clearsOnBeginEditing") ?? false
        if let mode = try f.optionalChoice("clearButtonMode", UITextField.ViewMode.allCases.map(\.traceName)) {
            spec.clearButtonMode = UITextField.ViewMode.allCases.first { $0.traceName == mode } ?? .never
        }
        spec.endsEditingOnReturn = try f.optionalBool("endsEditingOnReturn") ?? false
        spec.clearsOnInsertion = try f.optionalBool("clearsOnInsertion") ?? false
        spec.isEnabled = try f.optionalBool("enabled") ?? true
        spec.isEditable = try f.optionalBool("editable") ?? true
        spec.isHidden = try f.optionalBool("hidden") ?? false
        if var item = try f.optionalObject("inputAssistantItem") {
            let leading = try item.int("leadingBarButtonGroups", minimum: 0, maximum: 100)
            let trailing = try item.int("trailingBarButtonGroups", minimum: 0, maximum: 100)
            try item.finish(event: "inputAssistantItem")
            spec.inputAssistantItemIsEmpty = leading == 0 && trailing == 0
        }
        if spec.kind != .textField {
            for (key, set) in [("clearButtonMode", spec.clearButtonMode != .never), ("endsEditingOnReturn", spec.endsEditingOnReturn),
                               ("enabled", !spec.isEnabled)] where set {
                throw f.error("\"\(key)\" is a text field's property; \"\(id)\" is a \(spec.kind.rawValue)")
            }
        }
        if spec.clearsOnInsertion, spec.kind != .textField, spec.kind != .textView {
            throw f.error("\"clearsOnInsertion\" is a text field's or text view's property; \"\(id)\" is a \(spec.kind.rawValue)")
        }
        if spec.kind != .textView, !spec.isEditable {
            throw f.error("\"editable\" is a text view's property; \"\(id)\" is a \(spec.kind.rawValue)")
        }
        if let h = try f.optionalObject("html") {
            guard spec.kind == .webField else { throw f.error("\"html\" goes with kind \"webField\"; \"\(id)\" is a \(spec.kind.rawValue)") }
            // HTML attribute names are case-insensitive, so `type` and `TYPE` are one attribute given twice:
            // refused, as the order of a JSON object's keys means nothing. Read in sorted order, so the
            // first problem reported is the same on every run.
            var seen: [String: String] = [:]
            for (key, value) in h.pairs.sorted(by: { $0.key < $1.key }) {
                guard case .string(let v) = value else { throw f.error("html attribute \"\(key)\" must be a string, not \(value.typeName)") }
                if let other = seen.updateValue(key, forKey: key.lowercased()) {
                    throw f.error("html attributes \"\(other)\" and \"\(key)\" are one attribute (HTML attribute names are case-insensitive); give it once")
                }
                spec.html[key] = v
            }
            if let problem = HTMLInputTraits.problem(withAttributes: spec.html) { throw f.error(problem) }
            if HTMLInputTraits.hidesKeyboard(spec.html) { throw f.error("inputmode \"none\" (no keyboard) is not modeled") }
            spec.traits = HTMLInputTraits.traits(forAttributes: spec.html)
        }
        if var t = try f.optionalObject("traits") {
            guard spec.kind != .webField else { throw f.error("a webField's traits come from its \"html\" attributes, not \"traits\"") }
            spec.traits = try traits(&t).applied(to: TextInputTraits())
            try t.finish(event: "traits")
        }
        if var d = try f.optionalObject("delegate") {
            guard spec.kind == .textField || spec.kind == .textView else {
                throw f.error("\"delegate\" is a text field's or text view's (UITextFieldDelegate, UITextViewDelegate); \"\(id)\" is a \(spec.kind.rawValue), which has none")
            }
            spec.delegate = DelegateBehavior(
                refuseBeginEditing: try d.optionalBool("refuseBeginEditing") ?? false,
                refuseEndEditing: try d.optionalBool("refuseEndEditing") ?? false,
                refuseChanges: try d.optionalBool("refuseChanges") ?? false,
                maxLength: try d.optionalInt("maxLength", minimum: 0),
                allowedCharacters: try d.optionalString("allowedCharacters"),
                resignOnReturn: try d.optionalBool("resignOnReturn") ?? false,
                refuseReturn: try d.optionalBool("refuseReturn") ?? false,
                refuseClear: try d.optionalBool("refuseClear") ?? false)
            try d.finish(event: "delegate")
        }
        spec.accessory = try inputView("accessory", &f)
        spec.inputView = try inputView("inputView", &f)
        return spec
    }

    static func inputView(_ key: String, _ f: inout TraceFields) throws -> InputViewDescription? {
        guard var o = try f.optionalObject(key) else { return nil }
        let height = try o.int("height", minimum: 0, maximum: maximumPoints)
        let name = try o.optionalString("name") ?? key
        try o.finish(event: key)
        return InputViewDescription(name: name, height: CGFloat(height))
    }

    /// The traits an object's `traits` names, as a patch over whatever traits it is applied to.
    static func traits(_ t: inout TraceFields) throws -> TraitsPatch {
        var patch = TraitsPatch()
        if let name = try t.optionalString("keyboardType") {
            guard let k = UIKeyboardType(name: name) else {
                throw t.error("unknown keyboardType \(JSONValue.string(name).brief()); expected one of: \(UIKeyboardType.allCases.map(\.name).joined(separator: ", "))")
            }
            patch.keyboardType = k
        }
        if let name = try t.optionalChoice("returnKeyType", UIReturnKeyType.allCases.map(\.traceName)) {
            patch.returnKeyType = UIReturnKeyType(name: name) ?? .default
        }
        let caps = ["none": UITextAutocapitalizationType.none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters]
        if let name = try t.optionalChoice("autocapitalizationType", caps.keys.sorted()) {
            patch.autocapitalizationType = caps[name] ?? .sentences
        }
        let tri = ["default": 0, "no": 1, "yes": 2]
        if let name = try t.optionalChoice("autocorrectionType", tri.keys.sorted()) {
            patch.autocorrectionType = UITextAutocorrectionType(rawValue: tri[name] ?? 0) ?? .default
        }
        if let name = try t.optionalChoice("spellCheckingType", tri.keys.sorted()) {
            patch.spellCheckingType = UITextSpellCheckingType(rawValue: tri[name] ?? 0) ?? .default
        }
        if let name = try t.optionalChoice("smartQuotesType", tri.keys.sorted()) {
            patch.smartQuotesType = UITextSmartQuotesType(rawValue: tri[name] ?? 0) ?? .default
        }
        if let name = try t.optionalChoice("smartDashesType", tri.keys.sorted()) {
            patch.smartDashesType = UITextSmartDashesType(rawValue: tri[name] ?? 0) ?? .default
        }
        let appearances = ["default": UIKeyboardAppearance.default, "dark": .dark, "light": .light, "alert": .dark]
        if let name = try t.optionalChoice("keyboardAppearance", appearances.keys.sorted()) {
            patch.keyboardAppearance = appearances[name] ?? .default
        }
        patch.isSecureTextEntry = try t.optionalBool("secureTextEntry")
        patch.enablesReturnKeyAutomatically = try t.optionalBool("enablesReturnKeyAutomatically")
        patch.textContentType = try t.optionalString("textContentType")
        return patch
    }
}

