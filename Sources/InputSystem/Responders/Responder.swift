import Foundation

/// A custom input or accessory view, described by what the keyboard needs of it.
public struct InputViewDescription: Equatable, Sendable, Codable {
    /// A name for logs (`"DoneToolbar"`).
    public var name: String
    /// Its height in points.
    public var height: CGFloat

    /// Creates a description.
    public init(name: String, height: CGFloat) {
        self.name = name
        self.height = height
    }
}

/// An object that can become first responder, mirroring the parts of `UIResponder` the text input system
/// uses: first-responder status, the input and accessory views, and the hooks a text object's delegate
/// sequence hangs on.
@MainActor
open class Responder {
    /// The name this responder has in logs and traces (a trace's field id).
    public let identifier: String
    /// The window the responder is in, if any.
    public internal(set) weak var window: Window?
    /// Whether the responder is hidden; a hidden responder cannot become first responder.
    open var isHidden = false
    /// A custom input view shown instead of the system keyboard (`inputView`).
    open var inputView: InputViewDescription?
    /// A view shown on top of the keyboard (`inputAccessoryView`).
    open var inputAccessoryView: InputViewDescription?
    /// Whether the responder's `inputAssistantItem` has empty leading and trailing bar button groups (no
    /// shortcuts on the iPad's shortcuts bar).
    open var inputAssistantItemIsEmpty = false

    /// Creates a responder named `identifier`.
    public init(identifier: String) {
        self.identifier = identifier
    }

    /// Whether the responder accepts first-responder status (false for a plain responder, as in UIKit).
    open var canBecomeFirstResponder: Bool { false }
    /// Why ``canBecomeFirstResponder`` is false, for the log's `refused` record.
    open var cannotBecomeFirstResponderReason: String { "canBecomeFirstResponder is NO" }
    /// Whether the responder gives up first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether the responder is its window's first responder.
    public var isFirstResponder: Bool { window?.firstResponder === self }
    /// Whether the responder takes text (a text object): the system keyboard serves only these.
    open var isTextResponder: Bool { false }
    /// Whether the keyboard moves for this responder (its will-change-frame and will-show) before
    /// ``didBecomeFirstResponder()`` runs: true for a text view, false for a text field (IQKeyboardManager
    /// issue #271, maintainer; craiggrummitt.com 2016, "Keyboards, text views and first responders").
    open var keyboardMovesBeforeDidBegin: Bool { false }

    /// Asks the window to make this the first responder. Returns whether it is first responder afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        window?.makeFirstResponder(self) ?? false
    }

    /// Gives up first-responder status. Returns false when the responder refuses (for a text object, its
    /// delegate's `…ShouldEndEditing:` returned NO) or is not first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        window?.resignFirstResponder(self, force: false) ?? false
    }

    /// Tells the system that the input or accessory view changed while the responder is first responder.
    open func reloadInputViews() {
        guard isFirstResponder, let window else { return }
        window.inputViewsDidReload(for: self)
    }

    // MARK: Hooks for the first-responder transition (overridden by text objects)

    /// Asked just before the responder becomes first responder (`textFieldShouldBeginEditing:`).
    open func shouldBeginFirstResponder() -> Bool { true }
    /// Told just after the responder became first responder (`textFieldDidBeginEditing:`).
    open func didBecomeFirstResponder() {}
    /// Asked just before the responder resigns (`textFieldShouldEndEditing:`); not asked when forced.
    open func shouldResignFirstResponder() -> Bool { canResignFirstResponder }
    /// Told just after the responder resigned (`textFieldDidEndEditing:`), forced or not.
    open func didResignFirstResponder() {}

    /// Whether the edit menu of a responder that is not a reference text view (a user's UIKit view, whose
    /// own `canPerformAction(_:withSender:)` answers) offers `action` now; nil when it has no edit menu
    /// (the default).
    open func canPerformStandardEdit(_ action: EditAction) -> Bool? { nil }

    /// Performs the edit menu's `action` through the responder's own edit action (`paste(_:)` …); called
    /// only when ``canPerformStandardEdit(_:)`` said yes.
    open func performStandardEdit(_ action: EditAction) {}

    /// A hardware key event reached the first responder before the text input system: return true when
    /// the responder consumed it (UIKit: a key command or `pressesBegan`), so that it is not typed. The
    /// default (the reference views) consumes nothing.
    open func consumeHardwareKey(_ result: HardwareKeyResult) -> Bool { false }
}
