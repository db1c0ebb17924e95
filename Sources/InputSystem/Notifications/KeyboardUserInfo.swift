import Foundation

/// The userInfo of one keyboard notification: the keys the profile carries, with frames in the
/// profile's coordinate space.
public struct KeyboardUserInfo {
    /// The entries in the profile's key order, as logged.
    public private(set) var entries: [(KeyboardUserInfoKey, LogValue)] = []
    /// The entries as a notification's userInfo: `CGRect`, `CGPoint`, `Double`, `Int` and `Bool` values.
    public private(set) var dictionary: [AnyHashable: Any] = [:]

    /// Builds the userInfo for a transition from `begin` to `end` (interface coordinates); a nil `end`
    /// (the start of a drag) leaves out the end frame and end center. `isLocal` is false when another app's
    /// text object brought the keyboard up (iPad multitasking).
    public init(profile: SystemProfile, geometry: KeyboardGeometry, begin: CGRect, end: CGRect?, isLocal: Bool = true) {
        let beginFrame = geometry.toProfileSpace(begin)
        let endFrame = end.map(geometry.toProfileSpace)
        let sized = end ?? begin
        for name in profile.userInfoKeys {
            guard let key = KeyboardUserInfoKey(rawValue: name) else { continue }
            switch key {
            case .animationCurve:
                add(key, .int(profile.animationCurve), profile.animationCurve)
            case .animationDuration:
                add(key, .double(profile.animationDuration), profile.animationDuration)
            case .bounds:
                let bounds = CGRect(x: 0, y: 0, width: sized.size.width, height: sized.size.height)
                add(key, .rect(bounds), bounds)
            case .centerBegin:
                let center = CGPoint(x: beginFrame.midX, y: beginFrame.midY)
                add(key, .array([.double(Double(center.x)), .double(Double(center.y))]), center)
            case .centerEnd:
                guard let endFrame else { continue }
                let center = CGPoint(x: endFrame.midX, y: endFrame.midY)
                add(key, .array([.double(Double(center.x)), .double(Double(center.y))]), center)
            case .frameBegin:
                add(key, .rect(beginFrame), beginFrame)
            case .frameEnd:
                guard let endFrame else { continue }
                add(key, .rect(endFrame), endFrame)
            case .isLocal:
                add(key, .bool(isLocal), isLocal)
            }
        }
    }

    private mutating func add(_ key: KeyboardUserInfoKey, _ logged: LogValue, _ value: Any) {
        entries.append((key, logged))
        dictionary[key.rawValue] = value
    }

    /// The entries as a log object, keys in the profile's order.
    public var logValue: LogValue { .object(entries.map { ($0.0.rawValue, $0.1) }) }
}
