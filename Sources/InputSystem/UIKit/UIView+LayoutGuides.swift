import Foundation

extension UIView {
    /// The value of an ``intrinsicContentSize`` dimension the view has no size for (−1).
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
}

/// The guide of ``UIView/safeAreaLayoutGuide``: the owning view's bounds inset by its safe area.
@MainActor
final class SafeAreaLayoutGuide: UILayoutGuide {
    override var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        return view.bounds.inset(by: view.safeAreaInsets)
    }
}

/// The guide of ``UIView/layoutMarginsGuide``: the owning view's bounds inset by its layout margins.
@MainActor
final class MarginsLayoutGuide: UILayoutGuide {
    override var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        return view.bounds.inset(by: view.layoutMargins)
    }
}
