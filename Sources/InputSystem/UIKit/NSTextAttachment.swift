import Foundation

/// An attachment in attributed text (`NSTextAttachment`): an image or data shown in the text, the value of
/// the `.attachment` attribute. Inert: kept, not drawn or measured.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The attachment's data.
    open var contents: Data?
    /// The uniform type identifier of ``contents``.
    open var fileType: String?
    /// The image shown.
    open var image: UIImage?
    /// The rectangle the attachment takes in the line (zero: the image's size).
    open var bounds = CGRect.zero

    /// Creates an attachment with `contentData` of type `uti`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Creates an empty attachment.
    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// Creates an attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}
