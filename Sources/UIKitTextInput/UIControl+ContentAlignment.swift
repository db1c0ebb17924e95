import Foundation

extension UIControl {
    /// How a control's content is placed vertically (`UIControl.ContentVerticalAlignment`), with UIKit's raw values.
    public enum ContentVerticalAlignment: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Centered (0).
        case center
        /// At the top (1).
        case top
        /// At the bottom (2).
        case bottom
        /// Stretched to the height (3).
        case fill
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .center
            case 1: self = .top
            case 2: self = .bottom
            case 3: self = .fill
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .center: return 0
            case .top: return 1
            case .bottom: return 2
            case .fill: return 3
            case .unknownValue(let value): return value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [ContentVerticalAlignment] = [.center, .top, .bottom, .fill]
    }

    /// How a control's content is placed horizontally (`UIControl.ContentHorizontalAlignment`), with UIKit's raw values.
    public enum ContentHorizontalAlignment: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Centered (0).
        case center
        /// At the left (1).
        case left
        /// At the right (2).
        case right
        /// Stretched to the width (3).
        case fill
        /// At the leading edge (4).
        case leading
        /// At the trailing edge (5).
        case trailing
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .center
            case 1: self = .left
            case 2: self = .right
            case 3: self = .fill
            case 4: self = .leading
            case 5: self = .trailing
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .center: return 0
            case .left: return 1
            case .right: return 2
            case .fill: return 3
            case .leading: return 4
            case .trailing: return 5
            case .unknownValue(let value): return value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [ContentHorizontalAlignment] = [.center, .left, .right, .fill, .leading, .trailing]
    }

    /// How the content is placed vertically (UIKit's default: ``ContentVerticalAlignment/center``). Kept, not drawn.
    public var contentVerticalAlignment: ContentVerticalAlignment {
        get { ContentAlignmentTable.entry(for: self)?.vertical ?? .center }
        set { ContentAlignmentTable.set(for: self) { $0.vertical = newValue } }
    }

    /// How the content is placed horizontally (UIKit's default: ``ContentHorizontalAlignment/center``). Kept, not drawn.
    public var contentHorizontalAlignment: ContentHorizontalAlignment {
        get { ContentAlignmentTable.entry(for: self)?.horizontal ?? .center }
        set { ContentAlignmentTable.set(for: self) { $0.horizontal = newValue } }
    }

    /// The horizontal alignment in effect: ``ContentHorizontalAlignment/leading`` and
    /// ``ContentHorizontalAlignment/trailing`` resolved for left-to-right layout (the simulation's direction).
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        case let other: return other
        }
    }
}

/// The content alignments of controls, kept beside them (UIControl's stored properties are declared with
/// the class); an entry whose control is gone is dropped.
@MainActor
enum ContentAlignmentTable {
    struct Entry {
        weak var control: UIControl?
        var vertical = UIControl.ContentVerticalAlignment.center
        var horizontal = UIControl.ContentHorizontalAlignment.center
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func entry(for control: UIControl) -> Entry? {
        guard let entry = entries[ObjectIdentifier(control)], entry.control === control else { return nil }
        return entry
    }

    static func set(for control: UIControl, _ change: (inout Entry) -> Void) {
        entries = entries.filter { $0.value.control != nil }
        var entry = entry(for: control) ?? Entry(control: control)
        change(&entry)
        entries[ObjectIdentifier(control)] = entry
    }
}
