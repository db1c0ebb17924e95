import Foundation

/// The source of a TextKit 2 layout's text (`NSTextContentManager`): holds its layout managers.
@preconcurrency @MainActor
open class NSTextContentManager: NSObject {
    /// The layout managers that lay this content out.
    open private(set) var textLayoutManagers: [NSTextLayoutManager] = []

    /// Creates a content manager.
    public override init() {
        super.init()
    }

    /// Adds `textLayoutManager` and makes this its ``NSTextLayoutManager/textContentManager``.
    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        textLayoutManager.textContentManager?.removeTextLayoutManager(textLayoutManager)
        textLayoutManagers.append(textLayoutManager)
        textLayoutManager.textContentManager = self
    }

    /// Removes `textLayoutManager`.
    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        textLayoutManagers.removeAll { $0 === textLayoutManager }
        if textLayoutManager.textContentManager === self { textLayoutManager.textContentManager = nil }
    }

    /// The whole content's range (empty here; ``NSTextContentStorage`` gives its text's).
    open var documentRange: NSTextRange { NSTextRange(location: TextOffsetLocation(0)) }
}

/// A TextKit 2 content manager backed by an attributed string (`NSTextContentStorage`).
@preconcurrency @MainActor
open class NSTextContentStorage: NSTextContentManager {
    /// The text (nil: empty).
    open var attributedString: NSAttributedString?

    /// The text as a text storage (a new ``NSTextStorage`` holding ``attributedString`` when read).
    open var textStorage: NSTextStorage? {
        attributedString.map { NSTextStorage(attributedString: $0) }
    }

    /// The whole text's range, in UTF-16 offsets.
    open override var documentRange: NSTextRange {
        NSTextRange(location: TextOffsetLocation(0), end: TextOffsetLocation(attributedString?.length ?? 0))
            ?? NSTextRange(location: TextOffsetLocation(0))
    }
}
