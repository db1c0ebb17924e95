import Foundation

extension Simulator {
    /// The simulated time between two taps of a `type` event, in ms (the trace reader's pace for it).
    public static var typingInterval: Int { TraceReader.typingInterval }

    /// Carries out the on-screen keyboard's events of a trace.
    func perform(_ kind: TraceEvent.Kind) throws {
        runLoopTurn?()
        switch kind {
        case .scene(let device, let orientation, let profile):
            try setScene(device: device, orientation: orientation, profile: profile)
        case .rotate(let to):
            try rotate(to: to)
        case .formSheet(let presented, let disables):
            var fields: [(String, LogValue)] = [("presented", .bool(presented))]
            if !disables { fields.append(("disablesAutomaticKeyboardDismissal", .bool(false))) }
            log.record(.input, "formSheet", fields)
            keyboard.presentingFormSheet = presented
            keyboard.disablesAutomaticKeyboardDismissal = disables
            if !presented, window.firstResponder == nil { keyboard.dismissKeyboard() }
        case .keyboardGesture(let action, let y):
            switch action {
            case "undock": keyboard.undock()
            case "split": keyboard.split()
            case "merge": keyboard.merge()
            case "float": keyboard.float()
            case "collapsePredictiveBar": keyboard.setPredictiveBarCollapsed(true)
            case "expandPredictiveBar": keyboard.setPredictiveBarCollapsed(false)
            case "dock": keyboard.dock()
            case "beginDrag": keyboard.beginDrag()
            case "otherAppShows": keyboard.otherAppKeyboard(show: true)
            case "otherAppHides": keyboard.otherAppKeyboard(show: false)
            case "interactiveDismiss": interactivelyDismissKeyboard(completes: true)
            case "interactiveReturn": interactivelyDismissKeyboard(completes: false)
            default: keyboard.endDrag(toY: y ?? 0)
            }
        case .tap(let key):
            try tap(key)
        case .type(let text):
            for (i, c) in text.enumerated() {
                if i > 0 {
                    advance(to: Clock.later(now, Self.typingInterval))
                    runLoopTurn?()
                }
                try type(c)
            }
        case .flick(let key, let direction):
            try flickKana(key, direction: direction)
        case .candidate(let index):
            guard let session, index < session.inputMethod.candidates.count,
                  session.inputMethod.selectCandidate(at: index, in: session) else {
                throw SimulatorError.unsupported("candidate \(index): the candidate bar has \(session?.inputMethod.candidates.count ?? 0) candidates")
            }
        default:
            break
        }
    }

    /// Types one character with the taps the current on-screen keyboard needs (plane switches and Shift
    /// included); a character no plane of the keyboard has is an error that names it.
    func type(_ c: Character) throws {
        if inputMode == "emoji" { return try tapEmoji(String(c)) }
        // The 12-key kana keyboard types by tapping its kana keys.
        guard inputMode != "ja-JP-kana", var keys = onScreenKeyboard else { return try tap(String(c)) }
        guard let taps = keys.taps(for: c) else {
            let scalars = c.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
            throw SimulatorError.unsupported("the \(keys.typeName) keyboard has no key for \"\(c)\" (\(scalars))")
        }
        for t in taps {
            let shifted = keys.shifted
            keys.apply(t)
            perform(t, shifted: shifted)
        }
        onScreenKeyboard = keys
        updateAutoShift()
    }

    /// A tap on an on-screen key by label or name (shift, delete, return, space, more, globe, dismiss).
    /// A key of the emoji keyboard: an emoji types itself, `delete` deletes; anything else is not on it.
    func tapEmoji(_ key: String) throws {
        if key == "delete" {
            log.record(.input, "tap", [("key", .string(key)), ("action", .string("deleteBackward"))])
            return handle(.deleteBackward)
        }
        guard let c = key.first, key.count == 1, c.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) else {
            let scalars = key.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
            throw SimulatorError.unsupported("the emoji keyboard has no key for \"\(key)\" (\(scalars)); switch the input mode back first")
        }
        log.record(.input, "tap", [("key", .string(key))])
        handle(.insertText(key))
    }

    func tap(_ key: String) throws {
        if inputMode == "emoji", key != "dismiss" { return try tapEmoji(key) }
        if key == "dismiss" || onScreenKeyboard?.key(key)?.action == "dismissKeyboard" {
            // The iPad keyboard's dismiss key (only the iPad keyboards have one).
            guard keyboard.device.idiom == .pad else {
                throw SimulatorError.unsupported("tap \"\(key)\": the dismiss key exists only on the iPad keyboard; "
                    + "\(keyboard.device.name) is a phone (end editing with {\"event\": \"resign\"} or a return key that resigns)")
            }
            // It resigns the first responder, as the user ending editing does: should/did-end-editing, the
            // end-editing notification, then the keyboard goes down, form sheet or not.
            log.record(.input, "tap", [("key", .string("dismiss"))])
            endEditing(force: false)
            // A delegate that refuses to end editing keeps the responder, and the keyboard stays up for it.
            if window.firstResponder == nil { keyboard.dismissKeyboard() }
            return
        }
        if try tapKana(key) { return }
        guard var keys = onScreenKeyboard else {
            throw SimulatorError.unsupported("no keyboard is up: tap \"\(key)\" needs a first responder that takes text")
        }
        let named = key == "more" ? keys.currentLabels.first { ["123", ".?123", "ABC", "#+="].contains($0) } : key
        guard let label = named, let t = keys.key(label) else {
            throw SimulatorError.unsupported("no key \"\(key)\" on the \(keys.typeName) keyboard's \(keys.plane) plane; keys: \(keys.currentLabels.joined(separator: " "))")
        }
        let shifted = keys.shifted
        keys.apply(t)
        onScreenKeyboard = keys
        perform(t, shifted: shifted)
        if t.action.map({ !$0.hasPrefix("plane:") && $0 != "shift" && $0 != "nextKeyboard" }) ?? true { updateAutoShift() }
    }

    /// What a tapped key does; a letter key types its capital while Shift is on.
    private func perform(_ t: OnScreenKeyboard.Tap, shifted: Bool) {
        switch t.action {
        case nil: handle(.insertText(shifted ? t.label.uppercased() : t.label))
        case "space"?: tapSpaceBar()
        case "return"?:
            // With enablesReturnKeyAutomatically the Return key is disabled while the text is empty
            // (Apple's UITextInputTraits enablesReturnKeyAutomatically reference): the tap does nothing.
            if let client = window.firstResponder as? any UIKeyInput, !client.isReturnKeyEnabled {
                log.record(.state, "keyDisabled", [("key", .string(t.label)), ("object", .string(window.firstResponder?.identifier ?? "")),
                                                   ("reason", .string("enablesReturnKeyAutomatically and no text"))])
                return
            }
            handle(.return)
        case "deleteBackward"?: handle(.deleteBackward)
        case let a? where a.hasPrefix("text:"): handle(.insertText(String(a.dropFirst("text:".count))))
        case let a? where a.hasPrefix("alternate:"):
            // A long press on a letter key, then a slide to one of its alternates (é on e).
            let alternate = String(a.dropFirst("alternate:".count))
            log.record(.input, "longPress", [("key", .string(t.label)), ("alternate", .string(alternate))])
            handle(.insertText(alternate))
        case let a?: log.record(.input, "tap", [("key", .string(t.label)), ("action", .string(a))])
        }
    }
}

extension Simulator {
    /// The user drags the docked keyboard down through a scroll view whose `keyboardDismissMode` is
    /// `.interactive` (iOS 7 and later) and lets go: with `completes` past the point of no return, so the
    /// keyboard is dismissed; else short of it, so the keyboard goes back up.
    ///
    /// No keyboard notification is posted while the finger moves the keyboard: "No notification is being
    /// triggered until the keyboard is dragged completely off screen" (openradar 15341512, iOS 7); on iOS 12
    /// `keyboardWillChangeFrameNotification` does not fire "until the pan gesture ends" (freshOS/KeyboardLayoutGuide
    /// issue #17, "since at least iOS 9"; again in #35, 2022). A completed drag makes the first responder resign,
    /// as the scroll view does, so the delegate's end-editing messages and the hide notifications follow as for
    /// any resign (a delegate that refuses keeps the keyboard: it goes back up). A drag that goes back posts
    /// nothing (chosen: no source describes it; logged `keyboardReturned`). Refused (logged) with no docked
    /// keyboard up for a text object.
    public func interactivelyDismissKeyboard(completes: Bool) {
        log.record(.input, completes ? "interactiveDismiss" : "interactiveReturn")
        guard let first = window.firstResponder, first.isTextResponder, keyboard.frame != nil,
              keyboard.placement == .docked else {
            log.record(.state, "refused", [("request", .string(completes ? "interactiveDismiss" : "interactiveReturn")),
                                           ("object", window.firstResponder.map { .string($0.identifier) } ?? .null),
                                           ("reason", .string("no docked keyboard up"))])
            return
        }
        guard completes else {
            log.record(.state, "keyboardReturned")
            return
        }
        first.resignFirstResponder()
    }
}

extension Simulator {
    /// The edit action a hardware keyboard's Command shortcut stands for on iPad (Apple's "Keyboard
    /// shortcuts on iPad": ⌘C copy, ⌘X cut, ⌘V paste, ⌘A select all, ⌘Z undo, ⇧⌘Z redo), or nil.
    static func standardKeyCommand(input: String, modifiers: KeyModifierFlags) -> EditAction? {
        let held = modifiers.intersection([.command, .shift, .control, .alternate])
        switch (input.lowercased(), held) {
        case ("c", [.command]): return .copy
        case ("x", [.command]): return .cut
        case ("v", [.command]): return .paste
        case ("a", [.command]): return .selectAll
        case ("z", [.command]): return .undo
        case ("z", [.command, .shift]): return .redo
        default: return nil
        }
    }

    /// A hardware key with Command or Control held that no key command of the responder chain took (those
    /// run first, in ``UIResponder/consumeHardwareKey(_:)``): a standard shortcut performs its edit action
    /// through the first responder's own `canPerformAction(_:withSender:)` and action method, as UIKit's
    /// responder chain does; logged `keyCommand` with what it did (`performed`, or `notOffered` when the
    /// responder says no: Paste with an empty pasteboard, Copy with no selection); any other is logged
    /// `unhandled` and changes nothing (the discoverability overlay of a held Command key is not modeled).
    func performKeyCommand(input: String, modifiers: KeyModifierFlags, in session: TextInputSession) {
        guard let first = window.firstResponder else { return }
        var fields: [(String, LogValue)] = [("input", .string(input)), ("modifiers", .string(modifiers.description)),
                                            ("object", .string(first.identifier))]
        guard let action = Self.standardKeyCommand(input: input, modifiers: modifiers) else {
            fields.append(("outcome", .string("unhandled")))
            log.record(.state, "keyCommand", fields)
            return
        }
        fields.append(("action", .string(UIResponder.selector(of: action).description)))
        guard first.canPerformStandardEdit(action) else {
            fields.append(("outcome", .string("notOffered")))
            log.record(.state, "keyCommand", fields)
            return
        }
        fields.append(("outcome", .string("performed")))
        log.record(.state, "keyCommand", fields)
        if action == .paste { session.inputMethod.commitComposition(in: session) }
        if action != .copy && action != .paste { session.inputMethod.resetComposition() }
        first.performStandardEdit(action)
        updateAutoShift()
    }
}

extension Simulator {
    /// How long the Command key is held alone before the iPad shows the key commands it can use (chosen:
    /// Apple says "touch and hold the Command key" without a duration).
    static let keyCommandsOverlayDelay = 1000

    /// Follows the Command key for the overlay of key commands: held alone for ``keyCommandsOverlayDelay``
    /// on an iPad (iOS 9 and later: "touch and hold the Command key to see the shortcuts available in an
    /// app", Apple's iPad User Guide), the overlay shows the key commands of the first responder's chain —
    /// logged `keyCommandsShown` with their discoverability titles (or titles), and `style` `overlay` up to
    /// iOS 14, `menu` from iPadOS 15, whose shortcuts appear as a menu. Another key pressed meanwhile makes
    /// it a shortcut, not a look.
    func noteCommandKey(_ code: EvdevKeyCode, state: HardwareKeyState) {
        let isCommand = code == .leftMeta || code.rawValue == 126
        switch (isCommand, state) {
        case (true, .down):
            if commandHeldSince == nil { commandHeldSince = now }
        case (true, .up):
            defer { commandHeldSince = nil }
            guard let since = commandHeldSince, now - since >= Self.keyCommandsOverlayDelay,
                  keyboard.device.idiom == .pad, keyboard.profile.release.major >= 9 else { return }
            var titles: [LogValue] = []
            var responder = window.firstResponder
            while let current = responder {
                for command in current.keyCommands ?? [] {
                    let title = command.discoverabilityTitle ?? command.title
                    if !title.isEmpty { titles.append(.string(title)) }
                }
                responder = current.next
            }
            log.record(.state, "keyCommandsShown", [("style", .string(keyboard.profile.release.major >= 15 ? "menu" : "overlay")),
                                                    ("held", .int(now - since)), ("commands", .array(titles))])
        case (false, .down):
            commandHeldSince = nil
        default:
            break
        }
    }
}
