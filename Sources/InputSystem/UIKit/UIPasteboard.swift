import Foundation

/// The pasteboard (`UIPasteboard.general`): its text, as app code copies and pastes it.
///
/// There is one store, not two: the general pasteboard is the current simulation's
/// `Simulator.pasteboard` (the one its edit menu's Copy, Cut and Paste use; the current
/// simulation is the one that most recently made a window, had its window made key, or was given a
/// responder), so `UIPasteboard.general.string = "x"`
/// followed by the simulator's Paste pastes "x". With no simulation the text is kept in this process.
/// Only text is modeled: one string at most, as the simulator's pasteboard holds.
@preconcurrency @MainActor
open class UIPasteboard {
    /// The general pasteboard.
    public static let general = UIPasteboard()
    private var detachedString: String?
    /// The number of times the pasteboard's contents were set through this object.
    open private(set) var changeCount = 0

    private init() {}

    /// The type identifier of plain text (`public.utf8-plain-text`), the key of a text item in ``items``.
    public nonisolated static let plainTextType = "public.utf8-plain-text"

    /// The text on the pasteboard, or nil.
    open var string: String? {
        get {
            if let simulator = UIApplication.shared.currentSimulator { return simulator.pasteboard }
            return detachedString
        }
        set {
            if let simulator = UIApplication.shared.currentSimulator { simulator.pasteboard = newValue } else { detachedString = newValue }
            changeCount += 1
        }
    }

    /// The texts on the pasteboard (at most one here); setting keeps the first.
    open var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether there is text on the pasteboard (iOS 10).
    open var hasStrings: Bool { string.map { !$0.isEmpty } ?? false }

    /// The items on the pasteboard, each a dictionary from type identifier to value: here one
    /// ``plainTextType`` item when there is text. Setting keeps the first item's text.
    open var items: [[String: Any]] {
        get { string.map { [[Self.plainTextType: $0]] } ?? [] }
        set { string = newValue.first.flatMap { $0[Self.plainTextType] as? String } }
    }

    /// The number of items (0 or 1).
    open var numberOfItems: Int { string == nil ? 0 : 1 }
}
