import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// What an app and a user do to a text object besides typing (issue 13): programmatic changes, the edit
/// menu, the clear button, enabled/editable/hidden, removal from the window, property changes with
/// `reloadInputViews`. Each test names the UIKit behaviour it checks; docs/Fidelity.md lists the sources.
@Suite struct AppAndUserEditingTests {
    func replay(_ trace: String, name: String = "t.jsonl") throws -> String {
        var out = ""
        try TraceReplay.run(TraceReader(string: trace, name: name), options: ReplayOptions(finalText: true, embeddedDictionary: true), output: { out += $0 })
        return out
    }

    func records(_ log: String, kind: String) -> [String] {
        log.split(separator: "\n").map(String.init).filter { $0.contains("\"kind\":\"\(kind)\"") }
    }

    /// The names of the records of `kinds`, leaving out keyboard notifications (their animations end at
    /// times of their own).
    func names(_ log: String, kinds: Set<String>) -> [String] {
        log.split(separator: "\n").compactMap { line -> String? in
            guard let data = line.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let kind = object["kind"] as? String, kinds.contains(kind), let name = object["name"] as? String,
                  !name.hasPrefix("UIKeyboard") else { return nil }
            return name
        }
    }

    nonisolated static let scene = """
    {"event": "scene", "device": "iphone-4.7", "profile": "ios8"}
    {"event": "field", "id": "f", "kind": "textField", "clearButtonMode": "whileEditing"}
    {"event": "field", "id": "v", "kind": "textView"}
    """

    @Test("setText: `text =` sends no should-change/did-change delegate message and posts no change notification; the input delegate is told (UITextViewDelegate textViewDidChange: 'not called in response to programmatically initiated changes'; TWPG 'Informing the Text Input Delegate of Changes')")
    func programmaticText() throws {
        let log = try replay(Self.scene + """

        {"event": "focus", "field": "v"}
        {"event": "setText", "field": "v", "text": "Set by the app"}
        """)
        let after = log.components(separatedBy: "\"name\":\"setText\"")[1]
        #expect(!after.contains("shouldChangeTextInRange"))
        #expect(!after.contains("textViewDidChange:"))
        #expect(!after.contains("UITextViewTextDidChangeNotification"))
        #expect(names(after, kinds: ["inputDelegate"]) == ["selectionWillChange:", "textWillChange:", "textDidChange:", "selectionDidChange:"])
        #expect(log.contains("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"v\",\"text\":\"Set by the app\""))
    }

    @Test("setText on an object that is not first responder needs no session: no input-delegate message (UIKit sets inputDelegate only on the keyboard's client)")
    func programmaticTextOffscreen() throws {
        let log = try replay(Self.scene + """

        {"event": "setText", "field": "f", "text": "prefilled"}
        """)
        #expect(records(log, kind: "inputDelegate").isEmpty)
        #expect(log.contains("\"field\":\"f\",\"text\":\"prefilled\""))
    }

    @Test("setSelection: the app's selection change tells the input delegate and sends textViewDidChangeSelection:")
    func programmaticSelection() throws {
        let log = try replay(Self.scene + """

        {"event": "setText", "field": "v", "text": "hello world"}
        {"event": "focus", "field": "v"}
        {"event": "setSelection", "field": "v", "range": [0, 5]}
        {"event": "type", "text": "J"}
        """)
        let after = log.components(separatedBy: "\"name\":\"setSelection\"")[1]
        #expect(names(after, kinds: ["inputDelegate", "delegate"]).prefix(3) == ["selectionWillChange:", "textViewDidChangeSelection:", "selectionDidChange:"])
        #expect(log.contains("\"field\":\"v\",\"text\":\"J world\""))
    }

    @Test("paste: shouldChangeCharactersInRange: gets the pasted string for the selection (UITextFieldDelegate: 'it may contain more characters if the user is pasting text'), then the change notification")
    func paste() throws {
        let log = try replay(Self.scene + """

        {"event": "focus", "field": "f"}
        {"event": "type", "text": "ab"}
        {"event": "edit", "action": "paste", "text": "XYZ"}
        """)
        let after = log.components(separatedBy: "\"name\":\"edit\"")[1]
        #expect(names(after, kinds: ["delegate", "notification", "inputDelegate"]) == [
            // No textFieldDidChangeSelection: under the iOS 8 profile (it exists from iOS 13).
            "textField:shouldChangeCharactersInRange:replacementString:", "selectionWillChange:", "textWillChange:",
            "UITextFieldTextDidChangeNotification", "textDidChange:", "selectionDidChange:",
        ])
        #expect(log.contains("\"field\":\"f\",\"text\":\"abXYZ\""))
    }

    @Test("paste is refused by a validating delegate (digits only): the text stays")
    func pasteRefused() throws {
        let log = try replay("""
        {"event": "field", "id": "ssn", "delegate": {"allowedCharacters": "0123456789"}}
        {"event": "focus", "field": "ssn"}
        {"event": "edit", "action": "paste", "text": "12a"}
        {"event": "edit", "action": "paste", "text": "123"}
        """)
        #expect(log.contains("\"result\":false"))
        #expect(log.contains("\"field\":\"ssn\",\"text\":\"123\""))
    }

    @Test("cut: the selection goes to the pasteboard and shouldChangeCharactersInRange: gets an empty replacement ('When the user deletes one or more characters, the replacement string is empty'); paste puts it back")
    func cutAndPaste() throws {
        let log = try replay(Self.scene + """

        {"event": "setText", "field": "v", "text": "one two"}
        {"event": "focus", "field": "v"}
        {"event": "setSelection", "range": [0, 4]}
        {"event": "edit", "action": "cut"}
        {"event": "setSelection", "range": [3, 0]}
        {"event": "edit", "action": "paste"}
        """)
        #expect(log.contains("\"kind\":\"input\",\"name\":\"edit\",\"action\":\"paste\",\"field\":\"v\",\"text\":\"one \""))
        #expect(log.contains("\"field\":\"v\",\"text\":\"twoone \""))
    }

    @Test("copy, then select all and paste: copying changes nothing; select all selects the whole text")
    func copySelectAll() throws {
        let log = try replay(Self.scene + """

        {"event": "setText", "field": "f", "text": "abc"}
        {"event": "focus", "field": "f"}
        {"event": "setSelection", "range": [1, 1]}
        {"event": "edit", "action": "copy"}
        {"event": "edit", "action": "selectAll"}
        {"event": "edit", "action": "paste"}
        """)
        #expect(log.contains("\"field\":\"f\",\"text\":\"b\""))
    }

    @Test("undo: a run of typing is one step (\"Undo Typing\"), a paste another; redo reapplies; undo does not ask the delegate")
    func undoRedo() throws {
        let log = try replay(Self.scene + """

        {"event": "focus", "field": "v"}
        {"event": "type", "text": "abc"}
        {"event": "edit", "action": "paste", "text": "XY"}
        {"event": "edit", "action": "undo"}
        {"event": "edit", "action": "undo"}
        {"event": "edit", "action": "redo"}
        """)
        let afterUndo = log.components(separatedBy: "\"action\":\"undo\"")[1]
        #expect(!afterUndo.split(separator: "\n").prefix(8).contains { $0.contains("shouldChangeTextInRange") })
        #expect(log.contains("\"field\":\"v\",\"text\":\"abc\""))
    }

    @Test("undo and redo restore text and selection exactly, through any mix of typing, paste, cut and deletes (property, seeded)")
    func undoProperty() throws {
        var rng = SplitMix64(seed: 0x13)
        for round in 0..<40 {
            let sim = try Simulator()
            sim.addField(FieldSpec(id: "v", kind: .textView, text: "seed text"))
            try sim.focus("v")
            guard let view = sim.field(named: "v") as? UITextView else { Issue.record("no view"); return }
            var states: [(String, NSRange)] = [(view.text, view.selectedRange)]
            for _ in 0..<12 {
                switch rng.next() % 4 {
                case 0: view.insertText(["a", "é", "😀", "\n"][Int(rng.next() % 4)]); view.userSelect(view.selectedRange)
                case 1: _ = view.editor.paste("P\(rng.next() % 10)")
                case 2:
                    let loc = Int(rng.next() % UInt64(view.editor.length + 1))
                    view.userSelect(NSRange(location: loc, length: min(2, view.editor.length - loc)))
                    if view.editor.cut() == nil { continue }
                default: view.deleteBackward(); view.userSelect(view.selectedRange)
                }
                if states.last?.0 != view.text { states.append((view.text, view.selectedRange)) }
            }
            let final = (view.text, view.selectedRange)
            var undone = 0
            while view.editor.undoLastChange() { undone += 1 }
            #expect(view.text == states[0].0, "round \(round): undo all gives the seed text")
            while view.editor.redoLastChange() {}
            #expect(view.text == final.0, "round \(round): redo all gives the final text")
            #expect(undone <= UndoHistory.levels)
        }
    }

    @Test("setText ends the undo history: there is nothing to undo afterwards")
    func setTextClearsUndo() throws {
        #expect(throws: TraceError(file: "t.jsonl", line: 7, message: "undo: v has nothing to undo")) {
            try replay(Self.scene + """

            {"event": "focus", "field": "v"}
            {"event": "type", "text": "abc"}
            {"event": "setText", "field": "v", "text": "new"}
            {"event": "edit", "action": "undo"}
            """)
        }
    }

    @Test("clear button: textFieldShouldClear: YES clears with the change notification and no shouldChangeCharactersInRange:; NO ignores the tap with no notification (UITextField.h: 'return NO to ignore (no notifications)')")
    func clearButton() throws {
        let log = try replay("""
        {"event": "field", "id": "a", "clearButtonMode": "always", "text": "keep me"}
        {"event": "field", "id": "b", "clearButtonMode": "whileEditing", "text": "x", "delegate": {"refuseClear": true}}
        {"event": "clear", "field": "a"}
        {"event": "focus", "field": "b"}
        {"event": "clear", "field": "b"}
        """)
        let clearA = log.components(separatedBy: "\"name\":\"clear\",\"field\":\"a\"")[1].components(separatedBy: "\"name\":\"textFieldShouldBeginEditing:\",\"object\":\"b\"")[0]
        // Not editing: the tap makes the field first responder first, then asks to clear.
        #expect(names(clearA, kinds: ["delegate"]).contains("textFieldShouldBeginEditing:"))
        #expect(names(clearA, kinds: ["delegate", "notification"]).suffix(3) == ["textFieldShouldClear:", "textFieldDidChangeSelection:", "UITextFieldTextDidChangeNotification"])
        #expect(!clearA.contains("shouldChangeCharactersInRange"))
        let clearB = log.components(separatedBy: "\"name\":\"clear\",\"field\":\"b\"")[1]
        #expect(names(clearB, kinds: ["delegate", "notification", "inputDelegate"]) == ["textFieldShouldClear:"])
        #expect(log.contains("\"field\":\"a\",\"text\":\"\""))
        #expect(log.contains("\"field\":\"b\",\"text\":\"x\""))
    }

    @Test("clear with no clear button on screen is an error naming the mode")
    func clearInvisible() {
        #expect(throws: TraceError(file: "t.jsonl", line: 2, message: "clear: f shows no clear button while not editing (clearButtonMode whileEditing)")) {
            try replay("""
            {"event": "field", "id": "f", "clearButtonMode": "whileEditing", "text": "abc"}
            {"event": "clear", "field": "f"}
            """)
        }
    }

    @Test("textFieldShouldReturn: NO ignores Return; YES with a 'Did End on Exit' action ends editing and the keyboard goes down")
    func returnKey() throws {
        let log = try replay("""
        {"event": "field", "id": "a", "delegate": {"refuseReturn": true}, "endsEditingOnReturn": true}
        {"event": "field", "id": "b", "endsEditingOnReturn": true}
        {"event": "focus", "field": "a"}
        {"event": "tap", "key": "return"}
        {"event": "focus", "field": "b"}
        {"event": "tap", "key": "return"}
        """)
        let afterA = log.components(separatedBy: "\"kind\":\"delegateResult\",\"name\":\"textFieldShouldReturn:\",\"object\":\"a\"")[1].components(separatedBy: "\"name\":\"textFieldShouldBeginEditing:\",\"object\":\"b\"")[0]
        #expect(!afterA.contains("textFieldShouldEndEditing:"))
        let afterB = log.components(separatedBy: "\"kind\":\"delegateResult\",\"name\":\"textFieldShouldReturn:\",\"object\":\"b\"")[1]
        #expect(names(afterB, kinds: ["delegate"]).prefix(2) == ["textFieldShouldEndEditing:", "textFieldDidEndEditing:"])
        #expect(afterB.contains("UIKeyboardWillHideNotification"))
    }

    @Test("a disabled text field, a non-editable text view and a hidden field do not become first responder and get no delegate message")
    func cannotBecomeFirstResponder() throws {
        let log = try replay("""
        {"event": "field", "id": "off", "enabled": false}
        {"event": "field", "id": "ro", "kind": "textView", "editable": false}
        {"event": "field", "id": "gone", "hidden": true}
        {"event": "focus", "field": "off"}
        {"event": "focus", "field": "ro"}
        {"event": "focus", "field": "gone"}
        """)
        #expect(records(log, kind: "delegate").isEmpty)
        #expect(!log.contains("UIKeyboardWillShowNotification"))
        #expect(log.contains("\"reason\":\"isEnabled is NO\""))
        #expect(log.contains("\"reason\":\"isEditable is NO\""))
        #expect(log.contains("\"reason\":\"hidden\""))
    }

    @Test("disabling the first responder ends its editing and the keyboard goes down")
    func disableWhileEditing() throws {
        let log = try replay(Self.scene + """

        {"event": "focus", "field": "f"}
        {"event": "update", "field": "f", "enabled": false}
        """)
        let after = log.components(separatedBy: "\"name\":\"update\"")[1]
        #expect(names(after, kinds: ["delegate"]).prefix(2) == ["textFieldShouldEndEditing:", "textFieldDidEndEditing:"])
        #expect(after.contains("UIKeyboardWillHideNotification"))
    }

    @Test("removing the first responder from the window forces the end of editing even when the delegate refuses it (UITextField.h: textFieldDidEndEditing: 'may be called if forced even if shouldEndEditing returns NO (e.g. view removed from window)'); the keyboard hides")
    func removeFromWindow() throws {
        let log = try replay("""
        {"event": "field", "id": "a", "delegate": {"refuseEndEditing": true}}
        {"event": "focus", "field": "a"}
        {"event": "remove", "field": "a"}
        """)
        let after = log.components(separatedBy: "\"name\":\"remove\"")[1]
        #expect(!after.contains("textFieldShouldEndEditing:"))
        #expect(after.contains("textFieldDidEndEditing:"))
        #expect(after.contains("UIKeyboardWillHideNotification"))
        #expect(!log.contains("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"a\""))
    }

    @Test("changing keyboardType or the accessory while first responder changes nothing until reloadInputViews, which brings the new keyboard and its height change (UIResponder reloadInputViews)")
    func updateThenReload() throws {
        let log = try replay(Self.scene + """

        {"event": "focus", "field": "f"}
        {"event": "update", "field": "f", "traits": {"keyboardType": "numberPad"}, "accessory": {"height": 44, "name": "Toolbar"}}
        {"event": "tap", "key": "q"}
        {"event": "reloadInputViews"}
        {"event": "tap", "key": "5"}
        """)
        let beforeReload = log.components(separatedBy: "\"name\":\"update\"")[1].components(separatedBy: "\"name\":\"reloadInputViews\"")[0]
        #expect(!beforeReload.contains("UIKeyboardWill"))
        let afterReload = log.components(separatedBy: "\"name\":\"reloadInputViews\"")[1]
        #expect(afterReload.contains("\"keyboardType\":\"UIKeyboardTypeNumberPad\",\"plane\":\"numbers\",\"returnKey\":\"return\",\"accessoryHeight\":44"))
        #expect(afterReload.contains("UIKeyboardWillChangeFrameNotification"))
        #expect(log.contains("\"field\":\"f\",\"text\":\"Q5\""))
    }

    @Test("the sample editing-menu session replays to its golden log")
    func editingMenuGolden() throws {
        let url = tracesFolder().appendingPathComponent("editing-menu.jsonl")
        let log = try replay(String(contentsOf: url, encoding: .utf8), name: "editing-menu.jsonl")
        assertGolden(log, named: "editing-menu.jsonl")
    }

    @Test("malformed and impossible forms of the new events are FILE:LINE errors, and the log before them is kept", arguments: [
        ("{\"event\": \"edit\"}", "t.jsonl:4: missing \"action\" (paste, cut, copy, selectAll, undo, redo)"),
        ("{\"event\": \"edit\", \"action\": \"delete\"}", "t.jsonl:4: unknown action \"delete\"; expected one of: paste, cut, copy, selectAll, undo, redo"),
        ("{\"event\": \"edit\", \"action\": \"copy\", \"text\": \"x\"}", "t.jsonl:4: \"text\" goes only with \"paste\" (what is on the pasteboard)"),
        ("{\"event\": \"edit\", \"action\": \"paste\"}", "t.jsonl:4: paste: the pasteboard is empty; give \"text\" to put something on it"),
        ("{\"event\": \"edit\", \"action\": \"copy\"}", "t.jsonl:4: copy: nothing is selected in f"),
        ("{\"event\": \"edit\", \"action\": \"paste\", \"text\": \"x\", \"field\": \"g\"}", "t.jsonl:4: paste: the edit menu acts on the first responder, which is f, not g"),
        ("{\"event\": \"setSelection\", \"range\": [2, 9]}", "t.jsonl:4: range [2, 9] is outside the text (2 UTF-16 units)"),
        ("{\"event\": \"setText\"}", "t.jsonl:4: missing \"text\" (a string)"),
        ("{\"event\": \"update\", \"field\": \"f\"}", "t.jsonl:4: \"update\" changes nothing; give one of traits, accessory, inputView, enabled, editable, hidden"),
        ("{\"event\": \"update\", \"field\": \"f\", \"editable\": false}", "t.jsonl:4: update: \"editable\" is a text view's property; f is not a text view"),
        ("{\"event\": \"update\", \"field\": \"f\", \"traits\": {\"keyboardType\": \"emoji\"}}", "t.jsonl:4: unknown keyboardType \"emoji\"; expected one of: \(UIKeyboardType.allCases.map(\.name).joined(separator: ", "))"),
        ("{\"event\": \"clear\", \"field\": \"nope\"}", "t.jsonl:4: no field \"nope\"; fields: f, g"),
        ("{\"event\": \"remove\"}", "t.jsonl:4: missing \"field\" (a string)"),
        ("{\"event\": \"field\", \"id\": \"h\", \"kind\": \"textView\", \"clearButtonMode\": \"always\"}", "t.jsonl:4: \"clearButtonMode\" is a text field's property; \"h\" is a textView"),
        ("{\"event\": \"field\", \"id\": \"h\", \"editable\": false}", "t.jsonl:4: \"editable\" is a text view's property; \"h\" is a textField"),
        ("{\"event\": \"field\", \"id\": \"h\", \"kind\": \"keyInput\", \"clearsOnInsertion\": true}", "t.jsonl:4: \"clearsOnInsertion\" is a text field's or text view's property; \"h\" is a keyInput"),
        ("{\"event\": \"field\", \"id\": \"h\", \"clearsOnInsertion\": 1}", "t.jsonl:4: \"clearsOnInsertion\" must be true or false, not 1"),
        ("{\"event\": \"dictate\"}", "t.jsonl:4: \"dictate\" needs one of \"text\" (what was recognized), \"phrases\" (a list of strings) or \"failed\": true"),
        ("{\"event\": \"dictate\", \"text\": \"a\", \"failed\": true}", "t.jsonl:4: \"dictate\" needs one of \"text\" (what was recognized), \"phrases\" (a list of strings) or \"failed\": true"),
        ("{\"event\": \"dictate\", \"phrases\": [\"a\", 3]}", "t.jsonl:4: \"phrases\" must be a list of strings, not a list holding a number"),
        ("{\"event\": \"dictate\", \"phrases\": []}", "t.jsonl:4: \"phrases\" must hold at least one phrase"),
        ("{\"event\": \"autofill\"}", "t.jsonl:4: missing \"text\" (a string)"),
        ("{\"event\": \"autofill\", \"user\": \"ada\"}", "t.jsonl:4: a saved credential needs a non-empty \"user\" and \"password\""),
        ("{\"event\": \"autofill\", \"text\": \"\"}", "t.jsonl:4: \"text\" must not be empty: it is the suggestion the bar shows"),
        ("{\"event\": \"autofill\", \"text\": \"x\"}", "t.jsonl:4: autofill: f has no textContentType; the bar offers it no AutoFill"),
        ("{\"event\": \"writingTools\", \"text\": 5}", "t.jsonl:4: \"text\" must be a string, not a number"),
        ("{\"event\": \"writingTools\", \"text\": \"x\"}", "t.jsonl:4: writingTools: f is not a UITextView (Writing Tools are modeled in text views)"),
        ("{\"event\": \"suggestion\", \"index\": 3}", "t.jsonl:4: \"index\" must be at most 2, not 3"),
        ("{\"event\": \"suggestion\", \"index\": -1}", "t.jsonl:4: \"index\" must be at least 0, not -1"),
    ])
    func badInput(line: String, message: String) {
        var out = ""
        let trace = """
        {"event": "field", "id": "f", "text": "ab"}
        {"event": "field", "id": "g"}
        {"event": "focus", "field": "f"}
        \(line)
        {"event": "type", "text": "never"}
        """
        do {
            try TraceReplay.run(TraceReader(string: trace, name: "t.jsonl"), options: ReplayOptions(), output: { out += $0 })
            Issue.record("no error for \(line)")
        } catch {
            #expect("\(error)" == message)
        }
        #expect(out.contains("\"kind\":\"state\",\"name\":\"firstResponder\""))
        #expect(!out.contains("never"))
    }

    @Test("a form sheet whose view controller overrides disablesAutomaticKeyboardDismissal to NO lets the keyboard go down when editing ends (UIViewController disablesAutomaticKeyboardDismissal: YES by default for form sheets)")
    func formSheetDismissal() throws {
        let trace = { (disables: Bool) in """
        {"event": "scene", "device": "ipad", "profile": "ios8"}
        {"event": "formSheet", "presented": true, "disablesAutomaticKeyboardDismissal": \(disables)}
        {"event": "field", "id": "a"}
        {"event": "focus", "field": "a"}
        {"event": "resign"}
        """ }
        let kept = try replay(trace(true))
        let dismissed = try replay(trace(false))
        #expect(!kept.contains("UIKeyboardWillHideNotification"))
        #expect(dismissed.contains("UIKeyboardWillHideNotification"))
        #expect(dismissed.contains("\"disablesAutomaticKeyboardDismissal\":false"))
    }

    @Test("the keyboard request record says what the keyboard shows: the Return key's title for returnKeyType, whether Return is enabled (enablesReturnKeyAutomatically with empty text), and a non-default keyboardAppearance (UITextInputTraits)")
    func keyboardShows() throws {
        let log = try replay("""
        {"event": "field", "id": "q", "traits": {"returnKeyType": "search", "enablesReturnKeyAutomatically": true, "keyboardAppearance": "dark"}}
        {"event": "field", "id": "n", "text": "x", "traits": {"returnKeyType": "next", "enablesReturnKeyAutomatically": true}}
        {"event": "focus", "field": "q"}
        {"event": "focus", "field": "n"}
        """)
        #expect(log.contains("\"owner\":\"q\",\"keyboardType\":\"UIKeyboardTypeDefault\",\"plane\":\"letters\",\"returnKey\":\"Search\",\"returnKeyEnabled\":false,\"keyboardAppearance\":\"UIKeyboardAppearanceDark\""))
        #expect(log.contains("\"owner\":\"n\",\"keyboardType\":\"UIKeyboardTypeDefault\",\"plane\":\"letters\",\"returnKey\":\"Next\"}"))
    }

    @Test("collapsing and expanding the predictive bar posts all four notifications with the new height: 375×225 collapsed, 375×258 expanded on the iPhone 6 under iOS 8 (stackoverflow.com/questions/25946121: WillChangeFrame, WillShow, DidChangeFrame, DidShow)")
    func predictiveBarToggle() throws {
        let log = try replay("""
        {"event": "scene", "device": "iphone-4.7", "profile": "ios8"}
        {"event": "field", "id": "a"}
        {"event": "focus", "field": "a"}
        {"event": "wait", "ms": 500}
        {"event": "keyboard", "action": "collapsePredictiveBar"}
        {"event": "wait", "ms": 500}
        {"event": "keyboard", "action": "expandPredictiveBar"}
        """)
        func keyboardNames(_ part: String) -> [String] {
            part.split(separator: "\n").compactMap { line -> String? in
                guard line.contains("\"kind\":\"notification\""), let r = line.range(of: "\"name\":\"UIKeyboard") else { return nil }
                return String(line[r.upperBound...].prefix { $0 != "\"" })
            }
        }
        let collapsed = log.components(separatedBy: "\"name\":\"collapsePredictiveBar\"")[1].components(separatedBy: "\"name\":\"expandPredictiveBar\"")[0]
        #expect(keyboardNames(collapsed) == ["WillChangeFrameNotification", "WillShowNotification", "DidChangeFrameNotification", "DidShowNotification"])
        #expect(collapsed.contains("\"UIKeyboardFrameBeginUserInfoKey\":[0,409,375,258],\"UIKeyboardFrameEndUserInfoKey\":[0,442,375,225]"))
        let expanded = log.components(separatedBy: "\"name\":\"expandPredictiveBar\"")[1]
        #expect(keyboardNames(expanded) == ["WillChangeFrameNotification", "WillShowNotification", "DidChangeFrameNotification", "DidShowNotification"])
        #expect(expanded.contains("\"UIKeyboardFrameBeginUserInfoKey\":[0,442,375,225],\"UIKeyboardFrameEndUserInfoKey\":[0,409,375,258]"))
    }

    @Test("type enters accented Latin letters by a long press on the base letter's key and a slide to the alternate (é on e, Ñ on n with Shift), as the iOS English keyboard offers them")
    func longPressAlternates() throws {
        let log = try replay("""
        {"event": "scene", "device": "iphone-16"}
        {"event": "field", "id": "a"}
        {"event": "focus", "field": "a"}
        {"event": "type", "text": "Café Ñandú Élan ß"}
        """)
        #expect(log.contains("\"name\":\"longPress\",\"key\":\"e\",\"alternate\":\"é\""))
        #expect(log.contains("\"name\":\"longPress\",\"key\":\"n\",\"alternate\":\"Ñ\""))
        #expect(log.contains("\"field\":\"a\",\"text\":\"Café Ñandú Élan ß\""))
        #expect(throws: TraceError(file: "t.jsonl", line: 4, message: "the default keyboard has no key for \"ő\" (U+0151)")) {
            try replay("""
            {"event": "scene", "device": "iphone-16"}
            {"event": "field", "id": "a"}
            {"event": "focus", "field": "a"}
            {"event": "type", "text": "ő"}
            """)
        }
    }

    @Test("the emoji keyboard is an input mode: switching to it changes the keyboard's height and posts the show notifications again (SCLAlertView-Swift PR #135); its keys type emoji; a letter is not on it")
    func emojiKeyboard() throws {
        let log = try replay("""
        {"event": "scene", "device": "iphone-4.7", "profile": "ios8"}
        {"event": "field", "id": "a", "traits": {"autocorrectionType": "no"}}
        {"event": "focus", "field": "a"}
        {"event": "inputMode", "mode": "emoji"}
        {"event": "type", "text": "😀👍🏽"}
        {"event": "tap", "key": "delete"}
        """)
        let after = log.components(separatedBy: "\"mode\":\"emoji\"")[1]
        #expect(after.contains("UIKeyboardWillShowNotification"))
        #expect(after.contains("\"UIKeyboardFrameEndUserInfoKey\":[0,409,375,258]"))
        #expect(log.contains("\"field\":\"a\",\"text\":\"😀\""))
        #expect(throws: TraceError(file: "t.jsonl", line: 5, message: "the emoji keyboard has no key for \"a\" (U+0061); switch the input mode back first")) {
            try replay("""
            {"event": "scene", "device": "iphone-4.7", "profile": "ios8"}
            {"event": "field", "id": "a"}
            {"event": "focus", "field": "a"}
            {"event": "inputMode", "mode": "emoji"}
            {"event": "type", "text": "a"}
            """)
        }
    }

    @Test("iPad with a hardware keyboard: a field whose inputAssistantItem has no bar button groups and no autocorrection leaves no shortcuts bar, so nothing of the keyboard is on screen (UITextInputAssistantItem: empty leading and trailing groups hide the shortcuts); a plain field keeps the bar")
    func emptyInputAssistantItem() throws {
        let log = try replay("""
        {"event": "scene", "device": "ipad", "profile": "ios11"}
        {"event": "field", "id": "plain"}
        {"event": "field", "id": "bare", "traits": {"autocorrectionType": "no"}, "inputAssistantItem": {"leadingBarButtonGroups": 0, "trailingBarButtonGroups": 0}}
        {"event": "hardware", "layout": "us"}
        {"event": "focus", "field": "plain"}
        {"event": "wait", "ms": 500}
        {"event": "resign"}
        {"event": "wait", "ms": 500}
        {"event": "focus", "field": "bare"}
        """)
        let plain = log.components(separatedBy: "\"owner\":\"plain\"")[1].components(separatedBy: "\"name\":\"resignFirstResponder\"")[0]
        #expect(plain.contains("UIKeyboardWillShowNotification"))
        let bare = log.components(separatedBy: "\"owner\":\"bare\"")[1]
        #expect(!bare.contains("UIKeyboardWillShowNotification"))
    }
}