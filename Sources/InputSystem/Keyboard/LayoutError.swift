/// An error in the layout data or in a name asked of it: says which file, entry and value were wrong,
/// and what was expected.
public enum LayoutError: Error, CustomStringConvertible, Equatable {
    /// A data file is missing.
    case missingFile(path: String)
    /// A data file is not the JSON expected; `location` names the entry (a coding path) and, when known, the line.
    case malformed(file: String, location: String, detail: String)
    /// A value in a data file is out of its allowed range.
    case invalidValue(file: String, entry: String, field: String, value: String, expected: String)
    /// A name (device, orientation, keyboard type, profile…) that the catalog does not know.
    case unknownName(kind: String, name: String, valid: [String])
    /// A device asked for under a profile older than the device (no iPhone X on iOS 5): names the device,
    /// the profile, and the first profile that has the device.
    case deviceNotInProfile(device: String, profile: String, firstProfile: String)

    /// The message: what was wrong, where, and what was expected.
    public var description: String {
        switch self {
        case .missingFile(let path):
            return "layout data file not found: \(path)"
        case .malformed(let file, let location, let detail):
            return "\(file): \(location): \(detail)"
        case .invalidValue(let file, let entry, let field, let value, let expected):
            return "\(file): \(entry): field '\(field)' is \(value); expected \(expected)"
        case .unknownName(let kind, let name, let valid):
            return "unknown \(kind) '\(name)'; valid \(kind)s: \(valid.joined(separator: ", "))"
        case .deviceNotInProfile(let device, let profile, let first):
            return "device '\(device)' does not exist in profile '\(profile)': it first appears in profile '\(first)'; "
                + "choose that profile or a later one, or an older device"
        }
    }
}
