#if canImport(UIKit)
import UIKit
#else
import UIKitTextInput
#endif
import Testing

/// What the trial of real components still needed (issue 24, "Done means"): each written as such code
/// writes it, with the behavior it relies on.
@MainActor
@Suite struct ComponentIdiomsTests {
    /// A label subclass that forwards its appearance, as sizing containers of growing text views do.
    final class InsetLabel: UILabel {
        override var shadowColor: UIColor? { get { super.shadowColor } set { super.shadowColor = newValue } }
        override var shadowOffset: CGSize { get { super.shadowOffset } set { super.shadowOffset = newValue } }
        override var allowsDefaultTighteningForTruncation: Bool {
            get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue }
        }
        override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 4, dy: 4)) }
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            super.textRect(forBounds: bounds.insetBy(dx: 4, dy: 4), limitedToNumberOfLines: numberOfLines)
        }
    }

    @Test("UILabel's overridable drawing members exist (drawText(in:), textRect(forBounds:limitedToNumberOfLines:), shadow, tightening): UIKit's label API that label subclasses override")
    func labelSubclass() {
        let label = InsetLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "abc"
        #expect(label.shadowOffset == CGSize(width: 0, height: -1), "UIKit's default shadow offset")
        label.shadowColor = .black
        label.drawText(in: label.bounds)
        let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 4, y: 4))
        #expect(rect.width > 0 && rect.width <= 192 && rect.height <= 32)
    }

    @Test("UISearchBar.setShowsCancelButton(_:animated:) keeps the flag; NSLayoutConstraint.constraints(withVisualFormat:…) exists and is inert (Auto Layout is not solved)")
    func searchBarAndVisualFormat() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.setShowsCancelButton(true, animated: true)
        #expect(bar.showsCancelButton)
        let label = UILabel(frame: .zero)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[label]", options: [], metrics: nil, views: ["label": label])
        #expect(made.isEmpty)
        #expect(UI_USER_INTERFACE_IDIOM() == UIDevice.current.userInterfaceIdiom)
    }
}

/// Restyling part of an attributed string with UIKit colors and fonts (PIN fields color the focused
/// token): two different colors or fonts in adjacent runs. swift-corelibs-foundation traps on that when the
/// values are `NSObject`s, so `UIColor` and `UIFont` are plain Swift classes here (found by the trial:
/// KAPinField crashed on its first key).
@MainActor
@Test("an attributed string restyled run by run with different UIColor, UIFont and NSParagraphStyle values (adjacent runs compared by Foundation) keeps each run's attributes")
func restyledRuns() {
    let s = NSMutableAttributedString(string: "")
    let base: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 17), .kern: CGFloat(12)]
    for _ in 0..<4 { s.append(NSAttributedString(string: "•", attributes: base)) }
    var focused = s.attributes(at: 1, effectiveRange: nil)
    focused[.foregroundColor] = UIColor.gray
    focused[.font] = UIFont.boldSystemFont(ofSize: 17)
    s.setAttributes(focused, range: NSRange(location: 1, length: 1))
    #expect(s.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == UIColor.gray)
    #expect(s.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == UIColor.black)
    #expect((s.attribute(.font, at: 1, effectiveRange: nil) as? UIFont)?.pointSize == 17)
    // Two different paragraph styles in adjacent runs, as a restyled placeholder has.
    let centered = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
    centered?.alignment = .center
    let right = NSMutableParagraphStyle()
    right.alignment = .right
    s.addAttribute(.paragraphStyle, value: centered as Any, range: NSRange(location: 0, length: 2))
    s.addAttribute(.paragraphStyle, value: right, range: NSRange(location: 2, length: 2))
    s.setAttributes([.paragraphStyle: right], range: NSRange(location: 1, length: 1))
    #expect((s.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
    let copy = s.mutableCopy() as? NSMutableAttributedString
    #expect(copy?.length == 4)
    #expect(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)) || UIColor.red == UIColor.red)
}
