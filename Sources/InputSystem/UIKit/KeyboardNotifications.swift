import Foundation

extension UIResponder {
    /// Posted before the keyboard appears.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (iOS 5).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed (iOS 5).
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame at the start of the change: an `NSValue` holding a `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame at the end of the change: an `NSValue` holding a `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds: an `NSNumber` holding a `Double`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve: an `NSNumber` holding a ``UIView/AnimationCurve`` raw value.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` holding a `Bool` (iOS 9).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// The keyboard's center at the start (deprecated in iOS 3.2): an `NSValue` holding a `CGPoint`.
    nonisolated public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    /// The keyboard's center at the end (deprecated in iOS 3.2): an `NSValue` holding a `CGPoint`.
    nonisolated public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    /// The keyboard's bounds (deprecated in iOS 3.2): an `NSValue` holding a `CGRect`.
    nonisolated public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
}

extension UITextField {
    /// Posted when a text field begins editing (object: the field).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when a text field ends editing (object: the field).
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when a text field's text changed (object: the field).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

extension UITextView {
    /// Posted when a text view begins editing (object: the view).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when a text view ends editing (object: the view).
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    /// Posted when a text view's text changed (object: the view).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}

/// Reposts a simulation's keyboard and text-object notifications on an app's notification center (usually
/// `NotificationCenter.default`) as UIKit posts them: userInfo frames and centers as `NSValue`, durations,
/// curves and flags as `NSNumber`, text-object notifications with the UIKit view as their object.
///
/// Opt-in and one simulation per center at a time (``InputSystem/Simulator/postNotifications(to:)``);
/// ``detach()`` (or releasing the relay) stops it. The notifications are posted synchronously, as the
/// simulation's keyboard posts them, on the thread that drives the simulation.
@preconcurrency @MainActor
public final class NotificationRelay {
    /// The center notifications are reposted on.
    public let center: NotificationCenter
    private var tokens: [any NSObjectProtocol] = []
    private let source: NotificationCenter
    private static var attached: [ObjectIdentifier: String] = [:]
    private let label: String

    init(source: NotificationCenter, center: NotificationCenter, label: String, views: ViewRegistry) throws {
        let key = ObjectIdentifier(center)
        if let other = Self.attached[key] {
            throw NotificationRelayError.centerInUse(by: other)
        }
        self.source = source
        self.center = center
        self.label = label
        Self.attached[key] = label
        for n in KeyboardNotification.allCases {
            tokens.append(source.addObserver(forName: n.name, object: nil, queue: nil) { [center] note in
                center.post(name: note.name, object: nil, userInfo: Self.uikitUserInfo(note.userInfo))
            })
        }
        let textNames = ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidEndEditingNotification",
                         "UITextFieldTextDidChangeNotification", "UITextViewTextDidBeginEditingNotification",
                         "UITextViewTextDidEndEditingNotification", "UITextViewTextDidChangeNotification"]
        for name in textNames {
            tokens.append(source.addObserver(forName: Notification.Name(name), object: nil, queue: nil) { [center, views] note in
                let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
                let name = note.name
                MainActor.assumeIsolated {
                    guard let id, let view = views.view(for: id) else { return }
                    center.post(name: name, object: view)
                }
            })
        }
    }

    /// Posts a UIKit text object's own notification (`UITextField.textDidChangeNotification` …) on
    /// `NotificationCenter.default` with the object, as UIKit posts it there whatever the app observes,
    /// unless a relay already reposts the simulation's notifications on that center.
    static func postOnDefaultCenter(_ name: String, object: AnyObject?) {
        guard attached[ObjectIdentifier(NotificationCenter.default)] == nil else { return }
        NotificationCenter.default.post(name: Notification.Name(name), object: object)
    }

    /// Stops reposting; the center is free for another simulation.
    public func detach() {
        for t in tokens { source.removeObserver(t) }
        tokens = []
        Self.attached[ObjectIdentifier(center)] = nil
    }

    isolated deinit {
        detach()
    }

    /// A simulation userInfo (`CGRect`, `CGPoint`, `Double`, `Int`, `Bool`) as UIKit's (`NSValue`, `NSNumber`).
    nonisolated static func uikitUserInfo(_ info: [AnyHashable: Any]?) -> [AnyHashable: Any]? {
        guard let info else { return nil }
        var out: [AnyHashable: Any] = [:]
        for (key, value) in info {
            switch value {
            case let r as CGRect: out[key] = NSValue(cgRect: r)
            case let p as CGPoint: out[key] = NSValue(cgPoint: p)
            case let b as Bool: out[key] = NSNumber(value: b)
            case let i as Int: out[key] = NSNumber(value: i)
            case let d as Double: out[key] = NSNumber(value: d)
            default: out[key] = value
            }
        }
        return out
    }
}

/// Why a relay could not be attached.
public enum NotificationRelayError: Error, Equatable, CustomStringConvertible {
    /// Another simulation already posts on that center; detach its relay first.
    case centerInUse(by: String)

    /// A readable message.
    public var description: String {
        switch self {
        case .centerInUse(let other):
            return "the notification center already receives the notifications of \(other); detach that relay first (one simulation at a time)"
        }
    }
}

/// The UIKit views of a simulation, by the InputSystem responder that stands for each.
@MainActor
final class ViewRegistry: Sendable {
    private var views: [ObjectIdentifier: WeakView] = [:]

    private struct WeakView {
        weak var view: UIResponder?
    }

    func register(_ view: UIResponder, for responder: ObjectIdentifier) {
        views[responder] = WeakView(view: view)
    }

    func unregister(_ responder: ObjectIdentifier) {
        views[responder] = nil
    }

    func view(for responder: ObjectIdentifier) -> UIResponder? {
        views[responder]?.view
    }

    /// The registered responders still alive.
    var responders: [UIResponder] {
        views.values.compactMap(\.view)
    }
}
