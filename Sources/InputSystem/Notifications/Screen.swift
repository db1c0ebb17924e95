import Foundation

/// The screen the keyboard appears on, mirroring the `UIScreen` that is the keyboard notifications'
/// object from iOS 16.1 (Apple's keyboardWillHideNotification reference); before that the object is nil.
public final class Screen: Sendable {
    /// The device's catalog name.
    public let deviceName: String
    /// The screen's size in portrait, in points.
    public let portraitSize: CGSize

    /// Creates the screen of `device`.
    public init(device: Device) {
        deviceName = device.name
        portraitSize = device.portraitScreenSize
    }
}
