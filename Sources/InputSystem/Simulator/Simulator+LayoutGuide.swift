import Foundation

extension Simulator {
    /// The app sets its view's `keyboardLayoutGuide` (iOS 15 and later): `followsUndockedKeyboard`, and from
    /// iOS 17 `usesBottomSafeArea` and `keyboardDismissPadding` (nil leaves a setting as it is). Logged as an
    /// `input` record with the settings given, then the guide's frame (`state keyboardLayoutGuide`), which
    /// follows the keyboard from then on (Apple's UIKeyboardLayoutGuide reference). Refused in a profile
    /// without the guide, and for the iOS 17 settings before iOS 17.
    public func setLayoutGuide(followsUndockedKeyboard: Bool? = nil, usesBottomSafeArea: Bool? = nil,
                               keyboardDismissPadding: Double? = nil) throws {
        let profile = keyboard.profile
        guard profile.keyboardLayoutGuide else {
            throw SimulatorError.unsupported("layoutGuide: UIKeyboardLayoutGuide came with iOS 15; profile \(profile.name) has none")
        }
        if usesBottomSafeArea != nil || keyboardDismissPadding != nil, !profile.layoutGuideSafeAreaOptions {
            throw SimulatorError.unsupported("layoutGuide: usesBottomSafeArea and keyboardDismissPadding came with iOS 17; profile \(profile.name) has neither")
        }
        if let keyboardDismissPadding, !(keyboardDismissPadding.isFinite && keyboardDismissPadding >= 0) {
            throw SimulatorError.unsupported("layoutGuide: keyboardDismissPadding must be a finite number of points, at least 0")
        }
        var fields: [(String, LogValue)] = []
        var guide = keyboard.layoutGuide ?? KeyboardLayoutGuide()
        if let followsUndockedKeyboard {
            fields.append(("followsUndockedKeyboard", .bool(followsUndockedKeyboard)))
            guide.followsUndockedKeyboard = followsUndockedKeyboard
        }
        if let usesBottomSafeArea {
            fields.append(("usesBottomSafeArea", .bool(usesBottomSafeArea)))
            guide.usesBottomSafeArea = usesBottomSafeArea
        }
        if let keyboardDismissPadding {
            fields.append(("keyboardDismissPadding", .double(keyboardDismissPadding)))
            guide.keyboardDismissPadding = keyboardDismissPadding
        }
        log.record(.input, "layoutGuide", fields)
        keyboard.layoutGuide = guide
    }
}
