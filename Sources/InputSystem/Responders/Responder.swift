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

extension UIResponder {
    /// The selector of an edit-menu action.
    static func selector(of action: EditAction) -> Selector {
        switch action {
        case .paste: return .paste
        case .cut: return .cut
        case .copy: return .copy
        case .selectAll: return .selectAll
        case .undo: return .undo
        case .redo: return .redo
        }
    }

    /// Runs a responder's own edit action for `action`.
    static func perform(_ action: EditAction, on responder: UIResponder) {
        switch action {
        case .paste: responder.paste(nil)
        case .cut: responder.cut(nil)
        case .copy: responder.copy(nil)
        case .selectAll: responder.selectAll(nil)
        case .undo: responder.undoManager?.undo()
        case .redo: responder.undoManager?.redo()
        }
    }

    /// What the keyboard needs of an input or accessory view: its name and height.
    static func describe(_ view: UIView?) -> InputViewDescription? {
        guard let view else { return nil }
        if let stand = view as? DescribedInputView { return InputViewDescription(name: stand.name, height: view.frame.height) }
        // A view given with no height (a picker made with `UIPickerView()`) is as tall as its content, as the
        // system sizes an input view by its intrinsic height then.
        let intrinsic = view.intrinsicContentSize.height
        let height = view.frame.height > 0 || intrinsic <= 0 ? view.frame.height : intrinsic
        return InputViewDescription(name: String(describing: type(of: view)), height: height)
    }

    /// A view standing for a trace's input or accessory view (its name and height).
    static func view(for description: InputViewDescription?) -> UIView? {
        description.map { DescribedInputView(name: $0.name, height: $0.height) }
    }
}

/// A view standing for an input or accessory view a trace describes by name and height.
@MainActor
final class DescribedInputView: UIView {
    let name: String

    init(name: String, height: CGFloat) {
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: height))
    }

    required init?(coder: NSCoder) { nil }
}

/// A responder whose input and accessory views can be set (the simulation's text objects), so that a
/// trace's `field` can give them.
@MainActor
protocol InputViewsSettable: UIResponder {
    var inputView: UIView? { get set }
    var inputAccessoryView: UIView? { get set }
}
