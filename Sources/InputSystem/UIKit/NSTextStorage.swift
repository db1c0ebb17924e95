import Foundation

/// The text a TextKit 1 layout manager lays out (`NSTextStorage`): an `NSMutableAttributedString` that
/// knows its layout managers.
///
/// A text view's ``UITextView/textStorage`` holds the view's text (refreshed from it when read); edits made
/// to the storage stay in the storage and do not reach the text view (set ``UITextView/text`` or
/// ``UITextView/attributedText`` instead). Editing notifications and the delegate are not modeled.
open class NSTextStorage: NSMutableAttributedString {
    /// The layout managers that lay this text out.
    public private(set) var layoutManagers: [NSLayoutManager] = []

    /// Creates an empty text storage.
    public convenience init() {
        self.init(string: "")
    }

    /// Adds `layoutManager` and makes this its ``NSLayoutManager/textStorage``.
    @MainActor
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    /// Removes `layoutManager`.
    @MainActor
    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === layoutManager }
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }
}
