/// One keyboard's key planes, read from a file in `Layouts/keyboards/`.
///
/// A plane is a list of rows; a row lists keys (or gaps) with widths in key units, scaled to the
/// keyboard's width when frames are computed (``KeyboardGeometry``). A row written as `"bottom"` is
/// replaced by the bottom row chosen for the keyboard type (URL, email, twitter…).
public struct KeyboardLayout: Equatable, Sendable, Decodable {
    /// A key, or an empty gap, in a row.
    public struct KeySpec: Equatable, Sendable, Decodable {
        /// The key's label; nil for a gap.
        public var label: String?
        /// The width in key units (1 when absent).
        public var width: Double
        /// What the key does: `space`, `return`, `shift`, `deleteBackward`, `nextKeyboard`,
        /// `plane:<name>`, `text:<string>`; nil for a key that types its label.
        public var action: String?
        /// How many rows the key spans downwards (1 when absent; the 12-key pad's return key spans 2); the
        /// rows below leave a gap where it reaches.
        public var rows: Int = 1

        enum CodingKeys: String, CodingKey { case label, width, action, gap, rows }

        /// Decodes a key (`label`, `width`, `action`) or a gap (`gap`).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let gap = try container.decodeIfPresent(Double.self, forKey: .gap) {
                label = nil
                width = gap
                action = nil
            } else {
                label = try container.decode(String.self, forKey: .label)
                width = try container.decodeIfPresent(Double.self, forKey: .width) ?? 1
                action = try container.decodeIfPresent(String.self, forKey: .action)
                rows = try container.decodeIfPresent(Int.self, forKey: .rows) ?? 1
                guard (1...4).contains(rows) else {
                    throw DecodingError.dataCorruptedError(forKey: .rows, in: container,
                        debugDescription: "a key spans 1 to 4 rows, not \(rows)")
                }
            }
        }
    }

    /// A row: keys, or the placeholder for the type's bottom row.
    public enum Row: Equatable, Sendable, Decodable {
        /// A row of keys.
        case keys([KeySpec])
        /// The keyboard type's bottom row.
        case bottom

        /// Decodes a list of keys or the string `"bottom"`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let marker = try? container.decode(String.self) {
                guard marker == "bottom" else {
                    throw DecodingError.dataCorruptedError(in: container,
                        debugDescription: "a row is a list of keys or \"bottom\", not \"\(marker)\"")
                }
                self = .bottom
            } else {
                self = .keys(try container.decode([KeySpec].self))
            }
        }
    }

    /// A plane: rows from top to bottom.
    public struct Plane: Equatable, Sendable, Decodable {
        /// The rows, top first.
        public var rows: [Row]
    }

    /// The layout's name (its file name without `.json`).
    public var name: String
    /// What the layout is.
    public var description: String
    /// Planes by name (`letters`, `numbers`, `symbols`).
    public var planes: [String: Plane]
    /// Bottom rows by variant name (`default`, `url`, `emailAddress`, `twitter`, `webSearch`).
    public var bottomRows: [String: [KeySpec]]
    /// Where the layout comes from.
    public var sources: String
}

/// Which layout, plane and bottom row a keyboard type shows, read from `Layouts/keyboards/types.json`.
public struct KeyboardTypeLayout: Equatable, Sendable, Decodable {
    /// Whether a keyboard is a letters keyboard (with a predictive bar where the profile has one) or a pad.
    public enum Kind: String, Sendable, Decodable {
        /// Letters, numbers and symbols planes.
        case letters
        /// Number, phone or decimal pad.
        case pad
    }

    /// The layout's name.
    public var layout: String
    /// The plane shown first.
    public var plane: String
    /// The bottom-row variant, for layouts with a `"bottom"` row.
    public var bottomRow: String?
    /// Letters or pad: chooses the height.
    public var kind: Kind
}

struct KeyboardTypesFile: Decodable {
    var types: [String: KeyboardTypeLayout]
    var padIdiomPads: KeyboardTypeLayout
    var sources: String
}
