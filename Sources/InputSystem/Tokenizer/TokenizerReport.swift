import Foundation

/// The command line's view of a tokenizer: text units and the four answers as JSON-ready records, asked
/// of a text view holding the text (a ``UITextView``).
@MainActor
public enum TokenizerReport {
    /// One text unit: its UTF-16 offset and length and its text.
    public struct Unit: Codable, Equatable {
        /// The UTF-16 offset of the unit's start.
        public var offset: Int
        /// The unit's length in UTF-16 code units.
        public var length: Int
        /// The unit's text.
        public var text: String
    }

    /// The four answers at one position.
    public struct Answers: Encodable {
        /// The UTF-16 offset asked about.
        public var at: Int
        /// The granularity's name.
        public var granularity: String
        /// The direction's name.
        public var direction: String
        /// `rangeEnclosingPosition(_:with:inDirection:)`, or nil.
        public var rangeEnclosingPosition: Unit?
        /// `isPosition(_:atBoundary:inDirection:)`.
        public var isAtBoundary: Bool
        /// `position(from:toBoundary:inDirection:)` as a UTF-16 offset, or nil.
        public var positionToBoundary: Int?
        /// `isPosition(_:withinTextUnit:inDirection:)`.
        public var isWithinTextUnit: Bool

        /// Encodes every answer, writing nil answers as JSON null.
        public func encode(to encoder: any Encoder) throws {
            enum Key: String, CodingKey {
                case at, granularity, direction, rangeEnclosingPosition, isAtBoundary, positionToBoundary
                case isWithinTextUnit
            }
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(at, forKey: .at)
            try c.encode(granularity, forKey: .granularity)
            try c.encode(direction, forKey: .direction)
            try c.encode(rangeEnclosingPosition, forKey: .rangeEnclosingPosition)  // null when nil
            try c.encode(isAtBoundary, forKey: .isAtBoundary)
            try c.encode(positionToBoundary, forKey: .positionToBoundary)
            try c.encode(isWithinTextUnit, forKey: .isWithinTextUnit)
        }
    }

    /// A text view holding `text`, `width` points wide (line granularity wraps to it).
    @_spi(Engine) public static func view(_ text: String, width: Double) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        view.text = text
        return view
    }

    /// The units of `granularity` in `view`'s text, in storage order.
    @_spi(Engine) public static func units(_ view: UITextView, _ granularity: UITextGranularity) -> [Unit] {
        view.tokenizer.units(of: granularity, in: view).compactMap { unit(view, $0) }
    }

    /// The four answers at UTF-16 offset `at` (nil when `at` is outside the text).
    @_spi(Engine) public static func answers(_ view: UITextView, at: Int, _ granularity: UITextGranularity,
                               _ direction: UITextDirection) -> Answers? {
        guard at >= 0, at <= view.editor.length else { return nil }
        let t = view.tokenizer, p = IndexedPosition(at)
        return Answers(
            at: at, granularity: granularity.description, direction: direction.description,
            rangeEnclosingPosition: t.rangeEnclosingPosition(p, with: granularity, inDirection: direction)
                .flatMap { unit(view, $0) },
            isAtBoundary: t.isPosition(p, atBoundary: granularity, inDirection: direction),
            positionToBoundary: t.position(from: p, toBoundary: granularity, inDirection: direction)
                .flatMap { view.editor.index($0) },
            isWithinTextUnit: t.isPosition(p, withinTextUnit: granularity, inDirection: direction))
    }

    private static func unit(_ view: UITextView, _ range: UITextRange) -> Unit? {
        guard let r = view.editor.nsRange(range), let text = view.text(in: range) else { return nil }
        return Unit(offset: r.location, length: r.length, text: text)
    }

    /// One JSON line: keys sorted, slashes unescaped, so equal records print byte-identical lines.
    public static func jsonLine<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
