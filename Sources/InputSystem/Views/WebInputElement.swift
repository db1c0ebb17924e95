import Foundation

/// A text input element of a web page (`<input>`), as the system keyboard sees it: a single-line text
/// object whose traits come from its HTML attributes (``HTMLInputTraits``). A web view's element has no
/// UITextField delegate and posts no UITextField notifications, so none are logged; the keyboard's
/// notifications are posted as for any first responder. Return submits the form rather than inserting a
/// line break, so it changes no text.
@_spi(Engine)
open class WebInputElement: TextEditingView {
    /// The element's HTML attributes.
    public let attributes: [String: String]

    /// Creates an element with `attributes`; its traits follow them.
    public init(identifier: String, attributes: [String: String], text: String = "",
                frame: CGRect = CGRect(x: 0, y: 0, width: 280, height: 31)) {
        self.attributes = attributes
        super.init(identifier: identifier, text: text, frame: frame, traits: HTMLInputTraits.traits(forAttributes: attributes))
    }

    open override var wrapsLines: Bool { false }

    open override func insertText(_ text: String) {
        if text.count == 1, let c = text.first, TextMetrics.isLineBreak(c) { return }
        super.insertText(text)
    }
}
