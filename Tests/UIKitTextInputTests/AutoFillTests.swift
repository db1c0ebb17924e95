import Foundation
import InputSystem
import Testing
import UIKitTextInput

/// AutoFill suggestions from the QuickType bar (system-edits.md F8.3: Stripe's STPTextFieldDelegateProxy
/// comment — UIKit "*first* calls [shouldChangeCharactersInRange] with range:{0, 0} replacementString:@" "",
/// and only if that returns YES calls it again with the actual content to insert (and a space at the end)";
/// PhoneNumberKit #426: from iOS 14.2 the first string is "" not " "; suggestions only for an empty field).
@MainActor
@Suite struct AutoFillTests {
    final class Recorder: UITextFieldDelegate {
        var replacements: [String] = []
        var allowProbe = true
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            replacements.append(string)
            return string.trimmingCharacters(in: .whitespaces).isEmpty ? allowProbe : true
        }
    }

    func field(_ s: Simulator, contentType: UITextContentType?) -> (UITextField, Recorder) {
        let f = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        f.textContentType = contentType
        let d = Recorder()
        f.delegate = d
        s.add(f, named: "f")
        return (f, d)
    }

    @Test("the probe is \" \" under iOS 11 and 13, \"\" from iOS 14.2 (the iOS 15 and later profiles); then the suggestion with a trailing space")
    func probeByProfile() throws {
        for (device, profile, probe) in [(DeviceName.iPhone4_7Inch, SystemProfileName.ios11, " "), (.iPhone4_7Inch, .ios13, " "),
                                         (.iPhone4_7Inch, .ios15, ""), (.iPhone16, .ios18, "")] {
            let s = try Simulator(device: device, profile: profile)
            let (f, d) = field(s, contentType: .telephoneNumber)
            #expect(f.becomeFirstResponder())
            try s.autofill("555-1234")
            #expect(d.replacements == [probe, "555-1234 "], "\(profile)")
            #expect(f.text == "555-1234 ")
        }
    }

    @Test("a delegate that refuses the probe gets no second call and the field stays empty")
    func refusedProbe() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        let (f, d) = field(s, contentType: .emailAddress)
        d.allowProbe = false
        #expect(f.becomeFirstResponder())
        try s.autofill("ada@example.com")
        #expect(d.replacements == [""])
        #expect(f.text == "")
    }

    @Test("refused with the reason: before iOS 11, one-time codes before iOS 12, no content type, a field with text")
    func refusals() throws {
        let old = try Simulator(device: .iPhone4_7Inch, profile: .ios9)
        let (f9, _) = field(old, contentType: .telephoneNumber)
        #expect(f9.becomeFirstResponder())
        #expect(throws: SimulatorError.unsupported("autofill: the QuickType bar's AutoFill came with iOS 11; profile ios9 has none")) {
            try old.autofill("1")
        }
        let s11 = try Simulator(device: .iPhone4_7Inch, profile: .ios11)
        let (code, _) = field(s11, contentType: .oneTimeCode)
        #expect(code.becomeFirstResponder())
        #expect(throws: SimulatorError.unsupported("autofill: one-time codes came with iOS 12; profile ios11 has none")) {
            try s11.autofill("123456")
        }
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        let (plain, _) = field(s, contentType: nil)
        #expect(plain.becomeFirstResponder())
        #expect(throws: SimulatorError.unsupported("autofill: f has no textContentType; the bar offers it no AutoFill")) {
            try s.autofill("x")
        }
        plain.textContentType = .name
        plain.text = "Ada"
        #expect(throws: SimulatorError.unsupported("autofill: the bar offers AutoFill only while the field is empty; f holds text")) {
            try s.autofill("Ada Lovelace")
        }
    }

    @Test("a one-time code fills the field with no trailing space")
    func oneTimeCode() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        let (f, d) = field(s, contentType: .oneTimeCode)
        #expect(f.becomeFirstResponder())
        try s.autofill("482913")
        #expect(d.replacements == ["", "482913"])
        #expect(f.text == "482913")
    }
}

/// Password AutoFill "may fill both the username and the password fields"; a view that is not first
/// responder and is zero-sized is ignored (system-edits.md F8.1, Flutter's AutoFill notes).
@MainActor
@Suite struct PasswordAutoFillTests {
    func form(_ s: Simulator, passwordFrame: CGRect = CGRect(x: 20, y: 130, width: 280, height: 31)) -> (UITextField, UITextField) {
        let user = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        user.textContentType = .username
        let password = UITextField(frame: passwordFrame)
        password.textContentType = .password
        password.isSecureTextEntry = true
        s.add(user, named: "user")
        s.add(password, named: "password")
        return (user, password)
    }

    @Test("a saved credential fills the username and the password field, whichever is focused")
    func fillsBoth() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        let (user, password) = form(s)
        #expect(password.becomeFirstResponder())
        try s.autofillCredential(user: "ada", password: "s3cret")
        #expect(user.text == "ada")
        #expect(password.text == "s3cret")
        let record = try #require(s.log.records.first { $0.name == "autofillCredential" })
        #expect(!record.jsonLine.contains("s3cret"))
    }

    @Test("a zero-sized password field that is not first responder is left out; a field of another kind is refused")
    func zeroSizedAndRefusals() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        let (user, password) = form(s, passwordFrame: .zero)
        #expect(user.becomeFirstResponder())
        try s.autofillCredential(user: "ada", password: "s3cret")
        #expect(user.text == "ada")
        #expect(password.text == "")
        let other = UITextField(frame: CGRect(x: 20, y: 180, width: 280, height: 31))
        s.add(other, named: "other")
        #expect(other.becomeFirstResponder())
        #expect(throws: SimulatorError.unsupported("autofill: other is neither a username nor a password field (textContentType username or password, or secure entry)")) {
            try s.autofillCredential(user: "ada", password: "s3cret")
        }
    }
}
