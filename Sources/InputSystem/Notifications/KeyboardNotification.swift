import Foundation

/// The keyboard notifications, named as UIKit's constants.
public enum KeyboardNotification: String, Sendable, CaseIterable {
    /// `UIKeyboardWillShowNotification`.
    case willShow = "UIKeyboardWillShowNotification"
    /// `UIKeyboardDidShowNotification`.
    case didShow = "UIKeyboardDidShowNotification"
    /// `UIKeyboardWillHideNotification`.
    case willHide = "UIKeyboardWillHideNotification"
    /// `UIKeyboardDidHideNotification`.
    case didHide = "UIKeyboardDidHideNotification"
    /// `UIKeyboardWillChangeFrameNotification` (iOS 5 and later).
    case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
    /// `UIKeyboardDidChangeFrameNotification` (iOS 5 and later).
    case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

    /// The Foundation notification name, UIKit's constant string.
    public var name: Notification.Name { Notification.Name(rawValue) }
}

/// The keys of a keyboard notification's userInfo, named as UIKit's constants.
///
/// Values: frames are `CGRect`, centers `CGPoint`, the duration a `Double` in seconds, the curve an `Int`,
/// and the local flag a `Bool`.
public enum KeyboardUserInfoKey: String, Sendable, CaseIterable {
    /// `UIKeyboardAnimationCurveUserInfoKey`.
    case animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIKeyboardAnimationDurationUserInfoKey`.
    case animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIKeyboardBoundsUserInfoKey` (iPhone OS 2-3.1; deprecated in 3.2 but still sent).
    case bounds = "UIKeyboardBoundsUserInfoKey"
    /// `UIKeyboardCenterBeginUserInfoKey` (deprecated in 3.2 but still sent).
    case centerBegin = "UIKeyboardCenterBeginUserInfoKey"
    /// `UIKeyboardCenterEndUserInfoKey` (deprecated in 3.2 but still sent).
    case centerEnd = "UIKeyboardCenterEndUserInfoKey"
    /// `UIKeyboardFrameBeginUserInfoKey` (iOS 3.2 and later).
    case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIKeyboardFrameEndUserInfoKey` (iOS 3.2 and later).
    case frameEnd = "UIKeyboardFrameEndUserInfoKey"
    /// `UIKeyboardIsLocalUserInfoKey` (iOS 9 and later).
    case isLocal = "UIKeyboardIsLocalUserInfoKey"
}
