import Foundation

/// A view that shows an image (`UIImageView`).
///
/// Inert: kept, not drawn. Its intrinsic size is the image's size.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view is highlighted.
    open var isHighlighted = false

    /// Creates an image view with no image (user interaction off, as UIKit's image view).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates an image view showing `image`, sized to it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image's size (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }
}
