// A text view written the way Apple's SimpleTextInput sample writes one (APLEditableCoreTextView and
// APLSimpleCoreTextView, "Text, Web, and Editing Programming Guide for iOS", listings 5-3 to 5-16):
// an NSMutableString, an NSRange selection, an NSRange marked range, positions and ranges as indices.
// It is app code: it compiles unchanged against UIKit on iOS and against UIKitTextInput on Linux.
// Drawing (Core Text) is left out; geometry uses a fixed advance, as a monospaced layout would.

#if canImport(UIKit)
import UIKit
#else
import Foundation
import UIKitTextInput
#endif

/// A position in the text: an index into the NSString (UTF-16), as the sample's APLIndexedPosition.
final class APLIndexedPosition: UITextPosition {
    let index: Int

    init(_ index: Int) {
        self.index = index
        super.init()
    }
}

/// A range of the text: an NSRange, as the sample's APLIndexedRange.
final class APLIndexedRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var start: UITextPosition { APLIndexedPosition(range.location) }
    override var end: UITextPosition { APLIndexedPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
}

class SimpleTextView: UIView, UITextInput {
    /// The text, as the sample keeps it (its `APLSimpleCoreTextView.text`).
    let storage = NSMutableString(string: "")
    /// The selection (the caret when empty).
    var selectedNSRange = NSRange(location: 0, length: 0)
    /// The marked text; location NSNotFound when there is none.
    var markedNSRange = NSRange(location: NSNotFound, length: 0)

    weak var inputDelegate: UITextInputDelegate?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    /// The advance of one UTF-16 unit and the line height of the fixed layout.
    let advance: CGFloat = 8
    let lineHeight: CGFloat = 20

    override var canBecomeFirstResponder: Bool { true }

    // MARK: UIKeyInput

    var hasText: Bool { storage.length > 0 }

    func insertText(_ string: String) {
        let insert = string as NSString
        if markedNSRange.location != NSNotFound {
            storage.replaceCharacters(in: markedNSRange, with: string)
            selectedNSRange = NSRange(location: markedNSRange.location + insert.length, length: 0)
            markedNSRange = NSRange(location: NSNotFound, length: 0)
        } else if selectedNSRange.length > 0 {
            storage.replaceCharacters(in: selectedNSRange, with: string)
            selectedNSRange = NSRange(location: selectedNSRange.location + insert.length, length: 0)
        } else {
            storage.insert(string, at: selectedNSRange.location)
            selectedNSRange.location += insert.length
        }
    }

    func deleteBackward() {
        if markedNSRange.location != NSNotFound {
            storage.deleteCharacters(in: markedNSRange)
            selectedNSRange = NSRange(location: markedNSRange.location, length: 0)
            markedNSRange = NSRange(location: NSNotFound, length: 0)
        } else if selectedNSRange.length > 0 {
            storage.deleteCharacters(in: selectedNSRange)
            selectedNSRange.length = 0
        } else if selectedNSRange.location > 0 {
            // As the sample: one unit back (an emoji's surrogate pair is split here).
            selectedNSRange = NSRange(location: selectedNSRange.location - 1, length: 1)
            storage.deleteCharacters(in: selectedNSRange)
            selectedNSRange.length = 0
        }
    }

    // MARK: UITextInput — text

    func text(in range: UITextRange) -> String? {
        guard let r = (range as? APLIndexedRange)?.range, r.location >= 0, r.location + r.length <= storage.length else { return nil }
        return storage.substring(with: r)
    }

    func replace(_ range: UITextRange, withText string: String) {
        guard let r = (range as? APLIndexedRange)?.range else { return }
        // As the sample: the selection moves only when the replaced range lies before it ("overlapping
        // ranges are not addressed in this simplified sample").
        if r.location + r.length <= selectedNSRange.location {
            selectedNSRange.location -= r.length - (string as NSString).length
        }
        storage.replaceCharacters(in: r, with: string)
    }

    var selectedTextRange: UITextRange? {
        get { APLIndexedRange(selectedNSRange) }
        set {
            guard let r = (newValue as? APLIndexedRange)?.range else { return }
            selectedNSRange = r
        }
    }

    var markedTextRange: UITextRange? {
        markedNSRange.location == NSNotFound || markedNSRange.length == 0 ? nil : APLIndexedRange(markedNSRange)
    }

    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let marked = markedText ?? ""
        let length = (marked as NSString).length
        if markedNSRange.location != NSNotFound {
            storage.replaceCharacters(in: markedNSRange, with: marked)
            markedNSRange.length = length
        } else if selectedNSRange.length > 0 {
            storage.replaceCharacters(in: selectedNSRange, with: marked)
            markedNSRange = NSRange(location: selectedNSRange.location, length: length)
        } else {
            storage.insert(marked, at: selectedNSRange.location)
            markedNSRange = NSRange(location: selectedNSRange.location, length: length)
        }
        selectedNSRange = NSRange(location: selectedRange.location + markedNSRange.location, length: selectedRange.length)
    }

    func unmarkText() {
        markedNSRange = NSRange(location: NSNotFound, length: 0)
    }

    // MARK: UITextInput — positions

    var beginningOfDocument: UITextPosition { APLIndexedPosition(0) }
    var endOfDocument: UITextPosition { APLIndexedPosition(storage.length) }

    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = (fromPosition as? APLIndexedPosition)?.index, let b = (toPosition as? APLIndexedPosition)?.index else { return nil }
        return APLIndexedRange(NSRange(location: min(a, b), length: abs(b - a)))
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let p = position as? APLIndexedPosition else { return nil }
        let end = p.index + offset
        if end > storage.length || end < 0 { return nil }
        return APLIndexedPosition(end)
    }

    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let p = position as? APLIndexedPosition else { return nil }
        var new = p.index
        switch direction {
        case .right: new += offset
        case .left: new -= offset
        default: break
        }
        return APLIndexedPosition(min(max(new, 0), storage.length))
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        guard let a = (position as? APLIndexedPosition)?.index, let b = (other as? APLIndexedPosition)?.index else { return .orderedSame }
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let a = (from as? APLIndexedPosition)?.index, let b = (toPosition as? APLIndexedPosition)?.index else { return 0 }
        return b - a
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let r = (range as? APLIndexedRange)?.range else { return nil }
        switch direction {
        case .up, .left: return APLIndexedPosition(r.location)
        default: return APLIndexedPosition(r.location + r.length)
        }
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let p = (position as? APLIndexedPosition)?.index else { return nil }
        switch direction {
        case .up, .left: return p > 0 ? APLIndexedRange(NSRange(location: p - 1, length: 1)) : nil
        default: return p < storage.length ? APLIndexedRange(NSRange(location: p, length: 1)) : nil
        }
    }

    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        .leftToRight
    }

    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    // MARK: UITextInput — geometry (a fixed advance on one line)

    func firstRect(for range: UITextRange) -> CGRect {
        guard let r = (range as? APLIndexedRange)?.range else { return .null }
        return CGRect(x: CGFloat(r.location) * advance, y: 0, width: CGFloat(r.length) * advance, height: lineHeight)
    }

    func caretRect(for position: UITextPosition) -> CGRect {
        guard let p = (position as? APLIndexedPosition)?.index else { return .null }
        return CGRect(x: CGFloat(p) * advance, y: 0, width: 2, height: lineHeight)
    }

    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }

    func closestPosition(to point: CGPoint) -> UITextPosition? {
        APLIndexedPosition(min(max(0, Int((point.x / advance).rounded())), storage.length))
    }

    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let r = (range as? APLIndexedRange)?.range else { return nil }
        let i = Int((point.x / advance).rounded())
        return APLIndexedPosition(min(max(r.location, i), r.location + r.length))
    }

    func characterRange(at point: CGPoint) -> UITextRange? {
        let i = Int(point.x / advance)
        guard i >= 0, i < storage.length else { return nil }
        return APLIndexedRange(NSRange(location: i, length: 1))
    }

    // MARK: The user's tap (the sample's tap gesture handler)

    /// A tap (a caret) or a drag (a range) in UTF-16 offsets: marked text ends and the selection moves,
    /// the input delegate is told.
    func userSelected(_ range: NSRange) {
        inputDelegate?.selectionWillChange(self)
        markedNSRange = NSRange(location: NSNotFound, length: 0)
        let start = min(max(0, range.location), storage.length)
        selectedNSRange = NSRange(location: start, length: min(max(0, range.length), storage.length - start))
        inputDelegate?.selectionDidChange(self)
    }
}
