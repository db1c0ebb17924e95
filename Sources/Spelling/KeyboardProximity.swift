/// Where each letter's key is on a keyboard, so that a slip to a neighbouring key can be told from a
/// distant one. Distances are measured between key centers in key pitches — across in key widths, up
/// and down in row heights — so the keys beside, above and below a key are all one key away (a touch
/// misses by a share of the key's size in each direction).
public struct KeyboardProximity: Sendable, Equatable {
    /// Each lowercase letter's key center, in points.
    public private(set) var centers: [Unicode.Scalar: Point]
    /// The width of one letter key, in points: the horizontal unit of ``distance(_:_:)``.
    public let keyWidth: Double
    /// The height of one row of keys, in points: the vertical unit of ``distance(_:_:)``.
    public let keyHeight: Double

    /// A key center.
    public struct Point: Sendable, Equatable {
        /// Horizontal position, in points.
        public var x: Double
        /// Vertical position, in points.
        public var y: Double
        /// A point.
        public init(x: Double, y: Double) { self.x = x; self.y = y }
    }

    /// A keyboard whose letter keys (single lowercase characters) are centered at `centers`, with letter
    /// keys `keyWidth` points wide in rows `keyHeight` points high (default: as high as wide). Keys whose
    /// label is not one scalar are left out.
    public init(centers: [String: Point], keyWidth: Double, keyHeight: Double? = nil) {
        var table: [Unicode.Scalar: Point] = [:]
        for (label, point) in centers {
            let scalars = label.lowercased().unicodeScalars
            if scalars.count == 1, let scalar = scalars.first { table[scalar] = point }
        }
        self.centers = table
        self.keyWidth = keyWidth > 0 ? keyWidth : 1
        self.keyHeight = (keyHeight ?? keyWidth) > 0 ? (keyHeight ?? keyWidth) : self.keyWidth
    }

    /// The distance between the keys of `a` and `b` in key pitches (lowercase letters), or nil when
    /// either has no key.
    public func distance(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Double? {
        guard let p = centers[a], let q = centers[b] else { return nil }
        let dx = (p.x - q.x) / keyWidth, dy = (p.y - q.y) / keyHeight
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The letters whose keys are within `radius` key pitches of `letter`'s key (itself excluded), nearest first.
    public func neighbours(of letter: Unicode.Scalar, within radius: Double = 1.25) -> [Unicode.Scalar] {
        centers.keys.compactMap { other -> (Unicode.Scalar, Double)? in
            guard other != letter, let d = distance(letter, other), d <= radius else { return nil }
            return (other, d)
        }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.value < $1.0.value }.map(\.0)
    }

    /// No keyboard: every substitution is as likely as any other.
    public static let none = KeyboardProximity(centers: [:], keyWidth: 1)
}
