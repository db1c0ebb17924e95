import Foundation

/// A date and time picker (`UIDatePicker`), the usual custom `inputView` of a date field.
///
/// Live: the date, clamped to ``minimumDate`` … ``maximumDate``, and `.valueChanged` actions when the user
/// picks (``userSetDate(_:)`` stands for the user's spin; setting ``date`` is the app's call and sends no
/// action, as in UIKit). As an input view its wheels are as tall as UIKit's (216 points) unless its frame
/// says otherwise. Drawing, calendars and the compact and inline styles' pop-ups are inert.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker picks (UIKit's default: date and time).
    open var datePickerMode = Mode.dateAndTime
    /// The style the app asks for (UIKit's default: automatic).
    open var preferredDatePickerStyle = Style.automatic
    /// The style in use: wheels for an automatic style in this model (the style that replaces a keyboard).
    open var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle }
    /// The earliest date the picker offers (nil: none).
    open var minimumDate: Date? { didSet { date = clamped(date) } }
    /// The latest date the picker offers (nil: none).
    open var maximumDate: Date? { didSet { date = clamped(date) } }
    /// The locale of the wheels. Inert: kept.
    open var locale: Locale?
    /// The calendar of the wheels. Inert: kept.
    open var calendar: Calendar = Calendar(identifier: .gregorian)
    /// The time zone of the wheels. Inert: kept.
    open var timeZone: TimeZone?
    /// The minutes wheel's step, 1…30 (UIKit's default: 1).
    open var minuteInterval = 1
    /// The countdown's duration in seconds for ``Mode/countDownTimer``.
    open var countDownDuration: TimeInterval = 0

    private var storedDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The picked date, within ``minimumDate`` … ``maximumDate``. Setting it is the app's call: no action
    /// is sent. The default is a fixed date (2001-01-01 00:00 UTC) rather than the wall clock, so that
    /// simulations are deterministic; set it as an app does.
    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue) }
    }

    /// Sets the date (the animation is not simulated).
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// The user picks `date`: it is clamped into the range, and the `.valueChanged` actions run.
    open func userSetDate(_ date: Date) {
        self.date = date
        sendActions(for: .valueChanged)
    }

    /// The wheels' height in UIKit (216 points), the picker's intrinsic height for the wheels style.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: datePickerStyle == .wheels ? UIPickerView.standardHeight : 50)
    }

    private func clamped(_ date: Date) -> Date {
        var d = date
        if let minimumDate, d < minimumDate { d = minimumDate }
        if let maximumDate, d > maximumDate { d = maximumDate }
        return d
    }

    /// What a date picker picks (`UIDatePicker.Mode`), with UIKit's raw values.
    public enum Mode: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// The time (0).
        case time
        /// The date (1).
        case date
        /// Date and time (2).
        case dateAndTime
        /// A countdown in hours and minutes (3).
        case countDownTimer
        /// The year and month (iOS 17.4) (4).
        case yearAndMonth
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .time
            case 1: self = .date
            case 2: self = .dateAndTime
            case 3: self = .countDownTimer
            case 4: self = .yearAndMonth
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .time: return 0
            case .date: return 1
            case .dateAndTime: return 2
            case .countDownTimer: return 3
            case .yearAndMonth: return 4
            case .unknownValue(let value): return value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [Mode] = [.time, .date, .dateAndTime, .countDownTimer, .yearAndMonth]
    }

    /// How a date picker shows (`UIDatePickerStyle`), with UIKit's raw values.
    public enum Style: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// The system chooses (0).
        case automatic
        /// Spinning wheels, as an input view (1).
        case wheels
        /// A compact label that opens a calendar (2).
        case compact
        /// An inline calendar (3).
        case inline
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .automatic
            case 1: self = .wheels
            case 2: self = .compact
            case 3: self = .inline
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .automatic: return 0
            case .wheels: return 1
            case .compact: return 2
            case .inline: return 3
            case .unknownValue(let value): return value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [Style] = [.automatic, .wheels, .compact, .inline]
    }
}

/// How a date picker shows (`UIDatePickerStyle`, iOS 13.4), UIKit's top-level name for ``UIDatePicker/Style``.
public typealias UIDatePickerStyle = UIDatePicker.Style
