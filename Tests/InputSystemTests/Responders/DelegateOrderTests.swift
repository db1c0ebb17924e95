import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 12, "Behaviors the current model gets wrong": the order of delegate messages, text-object
/// notifications and keyboard notifications, through the whole simulator.
@Suite struct DelegateOrderTests {
    static func names(_ s: Simulator) -> [String] {
        s.log.records.map { "\($0.kind.rawValue) \($0.name)" }
    }

    /// A should… message is logged when it is sent, before anything its delegate does inside it, then its
    /// answer: textFieldShouldReturn: whose delegate resigns the field comes before the resign it caused
    /// (record shape: a `delegate` record, then a `delegateResult` record with `result`).
    @Test func shouldMessageIsLoggedBeforeWhatItsDelegateDoes() throws {
        let s = try Simulator(device: "iphone-4.7", profile: "ios18")
        s.addField(FieldSpec(id: "name", kind: .textField, text: "Ann", delegate: DelegateBehavior(resignOnReturn: true)))
        try s.focus("name")
        s.settle()
        s.log.removeAll()
        try s.tap("return")
        let names = Self.names(s)
        let sent = try #require(names.firstIndex(of: "delegate textFieldShouldReturn:"))
        let answered = try #require(names.firstIndex(of: "delegateResult textFieldShouldReturn:"))
        let resigned = try #require(names.firstIndex(of: "delegate textFieldDidEndEditing:"))
        let shouldEnd = try #require(names.firstIndex(of: "delegate textFieldShouldEndEditing:"))
        #expect(sent < shouldEnd && shouldEnd < resigned && resigned < answered)
        #expect(s.log.records[answered].jsonLine.hasSuffix("\"object\":\"name\",\"result\":true}"))
        #expect(!s.log.records[sent].jsonLine.contains("result"))
    }

    /// Apple's UITextInputTraits enablesReturnKeyAutomatically: the keyboard disables Return while the text
    /// is empty; a tap then does nothing (logged), and works once there is text.
    @Test func enablesReturnKeyAutomaticallyDisablesReturnOnEmptyText() throws {
        let s = try Simulator(device: "iphone-4.7", profile: "ios18")
        s.addField(FieldSpec(id: "search", kind: .textField, traits: TextInputTraits(enablesReturnKeyAutomatically: true)))
        try s.focus("search")
        s.settle()
        s.log.removeAll()
        try s.tap("return")
        #expect(!Self.names(s).contains("delegate textFieldShouldReturn:"))
        let disabled = try #require(s.log.records.first { $0.name == "keyDisabled" })
        #expect(disabled.jsonLine.contains("\"key\":\"return\""))
        try s.type("a")
        s.log.removeAll()
        try s.tap("return")
        #expect(Self.names(s).contains("delegate textFieldShouldReturn:"))
        #expect(!Self.names(s).contains("state keyDisabled"))
    }

    /// IQKeyboardManager issue #271 (maintainer) and craiggrummitt.com (2016): a UITextView gets the
    /// keyboard's WillChangeFrame/WillShow before textViewDidBeginEditing: and its notification; a
    /// UITextField gets textFieldDidBeginEditing: and its notification first.
    @Test(arguments: ["ios5", "ios9", "ios18"])
    func textViewGetsTheKeyboardFirstTextFieldAfter(profile: String) throws {
        let s = try Simulator(device: "iphone-4", profile: profile)
        s.addField(FieldSpec(id: "field", kind: .textField))
        s.addField(FieldSpec(id: "notes", kind: .textView))
        try s.focus("notes")
        var names = Self.names(s)
        let willShow = try #require(names.firstIndex(of: "notification UIKeyboardWillShowNotification"))
        let didBegin = try #require(names.firstIndex(of: "delegate textViewDidBeginEditing:"))
        let notification = try #require(names.firstIndex(of: "notification UITextViewTextDidBeginEditingNotification"))
        #expect(willShow < didBegin && didBegin < notification)
        if let change = names.firstIndex(of: "notification UIKeyboardWillChangeFrameNotification") { #expect(change < didBegin) }

        try s.resign()
        s.settle()
        s.log.removeAll()
        try s.focus("field")
        names = Self.names(s)
        let fieldBegin = try #require(names.firstIndex(of: "delegate textFieldDidBeginEditing:"))
        let fieldNotification = try #require(names.firstIndex(of: "notification UITextFieldTextDidBeginEditingNotification"))
        let fieldShow = try #require(names.firstIndex(of: "notification UIKeyboardWillShowNotification"))
        #expect(fieldBegin < fieldNotification && fieldNotification < fieldShow)
    }

    /// Apple's UITextFieldDelegate reference: textFieldDidChangeSelection: is iOS 13.0+; it must not be
    /// sent under an earlier profile.
    @Test(arguments: [("ios11", false), ("ios13", true), ("ios18", true)])
    func textFieldDidChangeSelectionFromIOS13(profile: String, sent: Bool) throws {
        let s = try Simulator(device: "iphone-4.7", profile: profile)
        s.addField(FieldSpec(id: "name", kind: .textField))
        try s.focus("name")
        try s.type("a")
        #expect(Self.names(s).contains("delegate textFieldDidChangeSelection:") == sent)
    }
}
