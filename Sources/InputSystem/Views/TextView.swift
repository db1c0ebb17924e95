import Foundation

/// The reference multi-line text client, modeled on `UITextView`: lines wrap to the frame's width and a
/// return key inserts a line break.
open class TextView: TextEditingView {
    open override var wrapsLines: Bool { true }
}
