import Foundation

extension UIView {
    /// The size to ask ``systemLayoutSizeFitting(_:)`` for the smallest fitting size (zero).
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero
    /// The size to ask ``systemLayoutSizeFitting(_:)`` for the largest fitting size (10,000,000 points
    /// each way; UIKit's value is a very large size too).
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size that fits `targetSize`: here ``sizeThatFits(_:)`` of `targetSize`, since Auto Layout is not
    /// solved (constraints are recorded, not solved, so UIKit's answer from the constraints cannot be
    /// computed; labels, buttons, text views and stacks measure themselves in `sizeThatFits`).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        sizeThatFits(targetSize)
    }

    /// The size that fits `targetSize` with the priorities given for each axis: here
    /// ``sizeThatFits(_:)`` of `targetSize`, with an axis at ``UILayoutPriority/required`` kept at the
    /// target's length (the priorities are otherwise ignored: Auto Layout is not solved).
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        var size = sizeThatFits(targetSize)
        if horizontalFittingPriority == .required { size.width = targetSize.width }
        if verticalFittingPriority == .required { size.height = targetSize.height }
        return size
    }
}
