import Foundation

/// A button (`UIButton`): titles, title colors and images per control state, its title label and image
/// view, and actions (``UIControl/addAction(_:for:)``, ``init(type:primaryAction:)``).
///
/// Inert: kept, not drawn. Touches are not simulated: a test taps the button with
/// ``UIControl/sendActions(for:)`` and `.touchUpInside` or `.primaryActionTriggered`. The title label's
/// text follows the title for the current ``UIControl/state`` (falling back to `.normal`, as UIKit does).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button it was made as.
    public private(set) var buttonType = ButtonType.custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private lazy var label = UILabel()
    private lazy var imageViewStorage = UIImageView()

    /// Creates a custom button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a button of `buttonType` (a system button's titles are tinted).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of `buttonType` whose primary action is `primaryAction` (iOS 14): its title is the
    /// action's title, and the action runs for ``UIControl/Event/primaryActionTriggered`` and
    /// ``UIControl/Event/touchUpInside``.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: [.primaryActionTriggered, .touchUpInside])
        }
    }

    private func value<T>(_ table: [UInt: T], for state: State) -> T? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    private func refreshTitle() {
        label.text = currentTitle
        if let color = currentTitleColor { label.textColor = color }
    }

    /// Sets the title for `state` (nil removes it).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refreshTitle()
    }

    /// The title for `state` (the `.normal` title when none is set for it).
    open func title(for state: State) -> String? { value(titles, for: state) }

    /// Sets the attributed title for `state`.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
    }

    /// The attributed title for `state`.
    open func attributedTitle(for state: State) -> NSAttributedString? { value(attributedTitles, for: state) }

    /// Sets the title color for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refreshTitle()
    }

    /// The title color for `state` (the tint color for a system button with none set, else white).
    open func titleColor(for state: State) -> UIColor? {
        value(titleColors, for: state) ?? (buttonType == .system ? tintColor : .white)
    }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        imageViewStorage.image = currentImage
    }

    /// The image for `state`.
    open func image(for state: State) -> UIImage? { value(images, for: state) }

    /// Sets the background image for `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
    }

    /// The background image for `state`.
    open func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, for: state) }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The title color for the current state.
    open var currentTitleColor: UIColor! { titleColor(for: state) }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// The label that shows the title (its text follows ``currentTitle``).
    open var titleLabel: UILabel? { refreshTitle(); return label }
    /// The image view that shows the image.
    open var imageView: UIImageView? { imageViewStorage }

    /// The title's size plus the image's width (deterministic, as ``UILabel`` measures).
    open override var intrinsicContentSize: CGSize {
        refreshTitle()
        let t = label.intrinsicContentSize, i = currentImage?.size ?? .zero
        return CGSize(width: t.width + i.width, height: max(t.height, i.height))
    }

    /// The ``intrinsicContentSize``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The kind of a button (`UIButton.ButtonType`), with UIKit's raw values.
    ///
    /// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
    /// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
    public enum ButtonType: RawRepresentable, Hashable, Sendable {
        /// A custom button (0).
        case custom
        /// A system button (tinted title) (1).
        case system
        /// A detail disclosure button (2).
        case detailDisclosure
        /// An information button for a dark background (3).
        case infoLight
        /// An information button for a light background (4).
        case infoDark
        /// An add-contact button (5).
        case contactAdd
        /// A plain button (tvOS) (6).
        case plain
        /// A close button (7).
        case close
        /// A raw value UIKit defines no case for.
        case unknownValue(Int)

        /// A rounded-rectangle button (deprecated; the same raw value as ``system``).
        public static let roundedRect: ButtonType = .system

        /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .custom
            case 1: self = .system
            case 2: self = .detailDisclosure
            case 3: self = .infoLight
            case 4: self = .infoDark
            case 5: self = .contactAdd
            case 6: self = .plain
            case 7: self = .close
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .custom: 0
            case .system: 1
            case .detailDisclosure: 2
            case .infoLight: 3
            case .infoDark: 4
            case .contactAdd: 5
            case .plain: 6
            case .close: 7
            case .unknownValue(let value): value
            }
        }

        /// Whether the two have the same raw value.
        public static func == (lhs: ButtonType, rhs: ButtonType) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the raw value.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }
}
