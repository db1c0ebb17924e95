#if canImport(UIKit)
import UIKit
#else
import UIKitTextInput
#endif
import Testing

// Text components as they are written against UIKit: a placeholder text view that draws and measures its
// placeholder with TextKit 1, a one-time-code field that hides its own text and spaces its digits with
// kerning, a label-like view that places its caret by measuring prefixes, and an input-mask listener that
// forwards every delegate member. They must compile unchanged against UIKitTextInput on Linux.

/// A text view that shows a gray placeholder while it is empty, measured by a layout manager of its own.
final class HintTextView: UITextView {
    var hint: String? { didSet { setNeedsDisplay() } }
    var hintColor = UIColor.systemGray3
    private let hintContainer = NSTextContainer()
    private let hintLayoutManager = NSLayoutManager()

    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        hintLayoutManager.addTextContainer(hintContainer)
        font = .systemFont(ofSize: 17)
        textAlignment = .natural
        dataDetectorTypes = [.link, .phoneNumber]
        linkTextAttributes = [.foregroundColor: UIColor.systemBlue, .underlineStyle: 1]
        isSelectable = true
        allowsEditingTextAttributes = false
    }

    required init?(coder: NSCoder) { nil }

    var hintAttributes: [NSAttributedString.Key: Any] {
        let paragraph = (NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = .byTruncatingTail
        var attributes = typingAttributes
        attributes[.foregroundColor] = hintColor
        attributes[.paragraphStyle] = paragraph
        if let font { attributes[.font] = font }
        return attributes
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard text.isEmpty, let hint else { return }
        let x = textContainerInset.left + textContainer.lineFragmentPadding
        let area = CGRect(x: x, y: textContainerInset.top, width: rect.width - x - textContainerInset.right,
                          height: rect.height - textContainerInset.top - textContainerInset.bottom)
        hint.draw(in: area, withAttributes: hintAttributes)
        NSAttributedString(string: hint, attributes: hintAttributes).draw(in: area)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard text.isEmpty, let hint, !hint.isEmpty else { return super.sizeThatFits(size) }
        let storage = NSTextStorage(attributedString: NSAttributedString(string: hint, attributes: hintAttributes))
        storage.addLayoutManager(hintLayoutManager)
        hintContainer.lineFragmentPadding = textContainer.lineFragmentPadding
        hintContainer.size = CGSize(width: size.width - textContainerInset.left - textContainerInset.right, height: .greatestFiniteMagnitude)
        hintLayoutManager.ensureLayout(for: hintContainer)
        let used = hintLayoutManager.usedRect(for: hintContainer)
        return CGSize(width: used.width + textContainerInset.left + textContainerInset.right,
                      height: used.height + textContainerInset.top + textContainerInset.bottom)
    }
}

/// A one-time-code field: its own text is invisible; the digits are spaced with kerning and centered.
final class CodeField: UITextField {
    let digitCount = 6
    var spacing: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        textColor = .clear
        tintColor = .clear
        borderStyle = .none
        textAlignment = .center
        contentVerticalAlignment = .center
        contentHorizontalAlignment = .fill
        adjustsFontSizeToFitWidth = false
        minimumFontSize = 12
        font = .monospacedDigitSystemFont(ofSize: 34, weight: .regular)
        attributedPlaceholder = NSAttributedString(string: "••••••", attributes: [.foregroundColor: UIColor.placeholderText, .kern: spacing])
    }

    required init?(coder: NSCoder) { nil }

    var digitAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        return [.paragraphStyle: paragraph, .font: font ?? UIFont.preferredFont(forTextStyle: .headline), .kern: spacing]
    }

    /// The width the digits take, as the field lays out its boxes.
    var digitsWidth: CGFloat {
        let sample = String(repeating: "0", count: digitCount) as NSString
        return sample.boundingRect(with: bounds.size, options: .usesLineFragmentOrigin, attributes: digitAttributes, context: nil).width
    }
}

/// A label-like view that answers caret rectangles by measuring the text before the caret.
struct CaretMeasurer {
    let font = UIFont.systemFont(ofSize: 17)
    var attributes: [NSAttributedString.Key: Any] { [.font: font] }

    func caretX(in line: String, at offset: Int) -> CGFloat {
        NSAttributedString(string: String(line.prefix(offset)), attributes: attributes).size().width
    }

    func lineHeight() -> CGFloat { ("Xg" as NSString).size(withAttributes: attributes).height }
}

/// An input-mask listener that forwards every delegate member of a field and a text view.
final class MaskListener: NSObject, UITextFieldDelegate, UITextViewDelegate {
    weak var forwardField: (any UITextFieldDelegate)?
    weak var forwardView: (any UITextViewDelegate)?
    var menuAsked = 0

    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        menuAsked += 1
        return forwardField?.textField(textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        forwardView?.textView(textView, shouldInteractWith: URL, in: characterRange, interaction: interaction) ?? true
    }

    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        forwardView?.textView(textView, shouldInteractWith: textAttachment, in: characterRange, interaction: interaction) ?? true
    }

    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        forwardView?.textView(textView, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }
}

final class PlainFieldDelegate: UITextFieldDelegate {}
final class PlainViewDelegate: UITextViewDelegate {}

@MainActor
@Suite struct TextAttributesTests {
    @Test("string measurement: 10 points a narrow character, 20 a wide one, lines 20 tall, scaled by the font's point size / 17, plus kern")
    func stringSizes() {
        #expect("abc".size(withAttributes: nil) == CGSize(width: 30, height: 20))
        #expect(("abc" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 34)]) == CGSize(width: 60, height: 40))
        #expect(NSAttributedString(string: "日本").size() == CGSize(width: 40, height: 20))
        #expect(NSAttributedString(string: "ab", attributes: [.kern: 2]).size() == CGSize(width: 24, height: 20))
        #expect(NSAttributedString(string: "ab", attributes: [.kern: CGFloat(1.5)]).size() == CGSize(width: 23, height: 20))
        #expect(NSAttributedString(string: "ab\ncde").size() == CGSize(width: 30, height: 40))
        #expect(NSAttributedString(string: "").size() == .zero)
        let mixed = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        mixed.append(NSAttributedString(string: "c", attributes: [.font: UIFont.systemFont(ofSize: 34)]))
        #expect(mixed.size() == CGSize(width: 40, height: 40))
        let measurer = CaretMeasurer()
        #expect(measurer.caretX(in: "hello", at: 3) == 30)
        #expect(measurer.lineHeight() == 20)
    }

    @Test("boundingRect wraps at the width with usesLineFragmentOrigin (trailing spaces of a wrapped line not counted), else measures one line")
    func boundingRects() {
        let text = "hello world" as NSString
        let limit = CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)
        #expect(text.boundingRect(with: limit, options: .usesLineFragmentOrigin, attributes: nil, context: nil) == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(text.boundingRect(with: limit, options: [], attributes: nil, context: nil) == CGRect(x: 0, y: 0, width: 110, height: 20))
        #expect("hello world".boundingRect(with: CGSize(width: 0, height: 0), options: .usesLineFragmentOrigin, attributes: nil, context: nil).size
            == CGSize(width: 110, height: 20))
        let context = NSStringDrawingContext()
        let truncated = NSAttributedString(string: "hello world").boundingRect(with: CGSize(width: 60, height: 30),
                                                                             options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: context)
        #expect(truncated == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(context.totalBounds == truncated && context.actualScaleFactor == 1)
        #expect("二二二".boundingRect(with: CGSize(width: 45, height: 100), options: NSString.DrawingOptions.usesLineFragmentOrigin,
                                     attributes: nil, context: nil).size == CGSize(width: 40, height: 40))

        let field = CodeField(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        // Six digits at 34 points (20 each) with 12 points of kern after each.
        #expect(field.digitsWidth == CGFloat(6 * 20 + 6 * 12))
        "x".draw(at: .zero, withAttributes: nil)
        NSAttributedString(string: "x").draw(at: .zero)
        NSAttributedString(string: "x").draw(with: .zero, options: .usesLineFragmentOrigin, context: nil)
    }

    @Test("font defaults: a text field's is the 17-point body font and setting nil resets it; a text view's is the same and keeps nil")
    func fontDefaults() {
        let field = UITextField(frame: .zero)
        #expect(field.font?.pointSize == 17)
        field.font = .boldSystemFont(ofSize: 20)
        #expect(field.font?.pointSize == 20)
        field.font = nil
        #expect(field.font == UIFont.preferredFont(forTextStyle: .body))
        let view = UITextView(frame: .zero)
        #expect(view.font?.pointSize == 17)
        view.font = nil
        #expect(view.font == nil)
        #expect(field.textColor == nil && field.textAlignment == .natural && field.borderStyle == .none)
        #expect(view.textColor == nil && view.textAlignment == .natural && view.dataDetectorTypes.isEmpty && view.isSelectable)
    }

    @Test("inert appearance is kept: colors, alignment, border style, placeholder with attributes, default text attributes, content alignments")
    func appearanceKept() throws {
        let field = CodeField(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(field.textColor == .clear && field.borderStyle == .none && field.textAlignment == .center)
        #expect(field.contentVerticalAlignment == .center && field.contentHorizontalAlignment == .fill)
        #expect(field.effectiveContentHorizontalAlignment == .fill)
        #expect(field.placeholder == "••••••")
        let kern = try #require(field.attributedPlaceholder?.attribute(.kern, at: 0, effectiveRange: nil) as? CGFloat)
        #expect(kern == 12)
        field.placeholder = "code"
        #expect(field.attributedPlaceholder?.string == "code")
        field.borderStyle = .roundedRect
        #expect(field.borderStyle.rawValue == 3 && UITextField.BorderStyle(rawValue: 9) == .unknownValue(9))

        let centered = NSMutableParagraphStyle()
        centered.alignment = .right
        field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red, .paragraphStyle: centered]
        #expect(field.font?.pointSize == 12 && field.textColor == .red && field.textAlignment == .right)
        #expect((field.defaultTextAttributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .right)

        let button = UIButton(frame: .zero)
        #expect(button.contentVerticalAlignment == .center)
        button.contentHorizontalAlignment = .leading
        #expect(button.contentHorizontalAlignment == .leading && button.effectiveContentHorizontalAlignment == .left)
        #expect(UIControl.ContentVerticalAlignment(rawValue: 7)?.rawValue == 7)
    }

    @Test("paragraph styles: UIKit's defaults, mutable copies keep the values, equality by value; UIKit's attribute keys have its raw strings")
    func paragraphStyles() throws {
        let base = NSParagraphStyle.default
        #expect(base.alignment == .natural && base.lineBreakMode == .byWordWrapping && base.baseWritingDirection == .natural)
        #expect(base.lineSpacing == 0 && base.lineHeightMultiple == 0 && base.minimumLineHeight == 0 && base.maximumLineHeight == 0)
        let style = try #require(base.mutableCopy() as? NSMutableParagraphStyle)
        style.alignment = .center
        style.lineSpacing = 4
        style.paragraphSpacing = 8
        style.firstLineHeadIndent = 10
        style.headIndent = 5
        style.tailIndent = -5
        style.minimumLineHeight = 18
        style.maximumLineHeight = 30
        style.lineHeightMultiple = 1.2
        style.baseWritingDirection = .rightToLeft
        style.lineBreakMode = .byTruncatingMiddle
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.isEqual(style) && !(copy is NSMutableParagraphStyle) && !copy.isEqual(base))
        let again = NSMutableParagraphStyle()
        again.setParagraphStyle(copy)
        #expect(again.isEqual(style) && again.lineSpacing == 4 && again.baseWritingDirection == .rightToLeft)

        let keys: [NSAttributedString.Key] = [.paragraphStyle, .kern, .baselineOffset, .strikethroughStyle, .link, .attachment, .shadow,
                                              .ligature, .obliqueness, .expansion, .strokeColor, .strokeWidth, .underlineColor,
                                              .textEffect, .writingDirection, .verticalGlyphForm, .strikethroughColor]
        #expect(Set(keys).count == keys.count)
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle" && NSAttributedString.Key.kern.rawValue == "NSKern")
        let linked = NSAttributedString(string: "site", attributes: [.link: URL(string: "https://example.com")!, .attachment: NSTextAttachment()])
        #expect(linked.attribute(.link, at: 0, effectiveRange: nil) is URL)
    }

    @Test("a standalone layout manager measures its storage at its container's width less the padding; glyph answers are UTF-16 offsets")
    func standaloneLayoutManager() {
        let storage = NSTextStorage(string: "hello world")
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 70, height: 1000))
        #expect(NSTextContainer().size == .zero && container.lineFragmentPadding == 5)
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        storage.beginEditing()
        storage.endEditing()
        #expect(manager.textStorage === storage && storage.layoutManagers.count == 1 && manager.textContainers.count == 1)
        manager.ensureLayout(for: container)
        #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 11) && manager.numberOfGlyphs == 11)
        var line = NSRange()
        #expect(manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: &line, withoutAdditionalLayout: true) == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(line == NSRange(location: 0, length: 6))
        #expect(manager.lineFragmentRect(forGlyphAt: 7, effectiveRange: nil) == CGRect(x: 0, y: 20, width: 70, height: 20))
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container) == CGRect(x: 5, y: 20, width: 50, height: 20))
        var fraction: CGFloat = -1
        #expect(manager.characterIndex(for: CGPoint(x: 30, y: 25), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction) == 8)
        #expect(fraction == 0.5)
        var fragments: [NSRange] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 11)) { _, _, _, range, _ in fragments.append(range) }
        #expect(fragments == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 5)])

        let view = HintTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: nil)
        view.hint = "Write a message"
        view.draw(view.bounds)
        // 15 characters (150 points) fit 200 − 10 padding: one line, plus the padding and the 8-point insets.
        #expect(view.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 160, height: 36))
    }

    @Test("a text view's layout manager and text storage report the view's own text and layout, in text-container coordinates")
    func textViewLayoutManager() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        view.text = "hello world"
        let manager = view.layoutManager
        #expect(manager === view.layoutManager && manager.textContainers.first === view.textContainer)
        #expect(view.textStorage.string == "hello world" && view.textStorage === view.textStorage)
        #expect(manager.textStorage === view.textStorage)
        #expect(view.textLayoutManager == nil)
        #expect(manager.usedRect(for: view.textContainer) == CGRect(x: 0, y: 0, width: 60, height: 40))
        let world = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: view.textContainer)
        let start = try #require(view.position(from: view.beginningOfDocument, offset: 6))
        let end = try #require(view.position(from: view.beginningOfDocument, offset: 11))
        let range = try #require(view.textRange(from: start, to: end))
        #expect(world.offsetBy(dx: view.textContainerInset.left, dy: view.textContainerInset.top) == view.firstRect(for: range))
        let inset = view.textContainerInset
        let point = CGPoint(x: 22, y: 25)
        let index = manager.characterIndex(for: point, in: view.textContainer, fractionOfDistanceBetweenInsertionPoints: nil)
        #expect(index == 8)
        let closest = try #require(view.closestPosition(to: CGPoint(x: point.x + inset.left, y: point.y + inset.top)))
        #expect(view.offset(from: view.beginningOfDocument, to: closest) == 8)
        view.text = "changed"
        #expect(view.textStorage.string == "changed")
    }

    @Test("TextKit 2: a content storage's text in a layout manager gives one fragment per paragraph and usage bounds without padding")
    func textKit2() {
        let layoutManager = NSTextLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 100, height: 0))
        layoutManager.textContainer = container
        let content = NSTextContentStorage()
        content.attributedString = NSAttributedString(string: "ab\ncdef")
        content.addTextLayoutManager(layoutManager)
        layoutManager.ensureLayout(for: layoutManager.documentRange)
        #expect(container.textLayoutManager === layoutManager && layoutManager.textContentManager === content)
        #expect(layoutManager.usageBoundsForTextContainer == CGRect(x: 0, y: 0, width: 40, height: 40))
        var frames: [CGRect] = []
        layoutManager.enumerateTextLayoutFragments(from: nil) { fragment in
            frames.append(fragment.layoutFragmentFrame)
            return true
        }
        #expect(frames == [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 0, y: 20, width: 50, height: 20)])
        var first: CGRect?
        layoutManager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
            first = fragment.layoutFragmentFrame
            return false
        }
        #expect(first == frames.first)
        #expect(!layoutManager.documentRange.isEmpty && content.textStorage?.string == "ab\ncdef")
    }

    @Test("the link, attachment and edit-menu delegate members have UIKit's defaults and forward as written")
    func delegateDefaults() {
        let field = UITextField(frame: .zero)
        let view = UITextView(frame: .zero)
        let listener = MaskListener()
        let plainField = PlainFieldDelegate()
        let plainView = PlainViewDelegate()
        listener.forwardField = plainField
        listener.forwardView = plainView
        let range = NSRange(location: 0, length: 1)
        #expect(listener.textField(field, editMenuForCharactersIn: range, suggestedActions: []) == nil && listener.menuAsked == 1)
        #expect(listener.textView(view, shouldInteractWith: URL(string: "https://example.com")!, in: range, interaction: .invokeDefaultAction))
        #expect(listener.textView(view, shouldInteractWith: NSTextAttachment(image: UIImage()), in: range, interaction: .presentActions))
        #expect(listener.textView(view, editMenuForTextIn: range, suggestedActions: []) == nil)
        #expect(UITextItemInteraction(rawValue: 2) == .preview && UITextItemInteraction(rawValue: 5)?.rawValue == 5)
        field.delegate = listener
        view.delegate = listener
        #expect(field.delegate?.textField(field, editMenuForCharactersIn: range, suggestedActions: []) == nil)
    }
}
