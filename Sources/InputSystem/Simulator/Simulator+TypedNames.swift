import Foundation

/// A device of the catalog (`Layouts/devices.json`), named as Swift code names it: `.iPhone16`,
/// `.iPadPro13`. Traces and the command line name devices by their catalog names (`iphone-16`); these
/// values carry the same names, so a test cannot misspell one.
public struct DeviceName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The catalog name (`iphone-16`).
    public var rawValue: String

    /// The device with catalog name `rawValue` (whether the catalog has it is checked when a simulation
    /// is made).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The catalog name.
    public var description: String { rawValue }

    /// The 3.5-inch iPhone (iPhone 4S and earlier).
    public static let iPhone3_5Inch = DeviceName(rawValue: "iphone-3.5")
    /// The 4-inch iPhone (iPhone 5, 5s, SE).
    public static let iPhone4Inch = DeviceName(rawValue: "iphone-4")
    /// The 4.7-inch iPhone (iPhone 6, 7, 8).
    public static let iPhone4_7Inch = DeviceName(rawValue: "iphone-4.7")
    /// The 5.5-inch iPhone (iPhone 6 Plus, 7 Plus, 8 Plus).
    public static let iPhone5_5Inch = DeviceName(rawValue: "iphone-5.5")
    /// The first notched iPhone (iPhone X, XS, 11 Pro).
    public static let iPhoneNotched = DeviceName(rawValue: "iphone-notched")
    /// The 9.7-inch iPad.
    public static let iPad = DeviceName(rawValue: "ipad")
    /// The 12.9-inch iPad Pro.
    public static let iPadPro12_9 = DeviceName(rawValue: "ipad-pro-12.9")
    /// iPhone 12.
    public static let iPhone12 = DeviceName(rawValue: "iphone-12")
    /// iPhone 12 Pro Max.
    public static let iPhone12ProMax = DeviceName(rawValue: "iphone-12-pro-max")
    /// iPhone SE (2nd generation).
    public static let iPhoneSE2 = DeviceName(rawValue: "iphone-se-2")
    /// iPhone 16.
    public static let iPhone16 = DeviceName(rawValue: "iphone-16")
    /// iPhone 16 Plus.
    public static let iPhone16Plus = DeviceName(rawValue: "iphone-16-plus")
    /// iPhone 16 Pro.
    public static let iPhone16Pro = DeviceName(rawValue: "iphone-16-pro")
    /// iPhone 16 Pro Max.
    public static let iPhone16ProMax = DeviceName(rawValue: "iphone-16-pro-max")
    /// iPad (10th generation).
    public static let iPad10 = DeviceName(rawValue: "ipad-10")
    /// 11-inch iPad Pro.
    public static let iPadPro11 = DeviceName(rawValue: "ipad-pro-11")
    /// 13-inch iPad Pro.
    public static let iPadPro13 = DeviceName(rawValue: "ipad-pro-13")
    /// iPad mini.
    public static let iPadMini = DeviceName(rawValue: "ipad-mini")
    /// iPad Pro 11-inch (M4 and M5; from iOS 17).
    public static let iPadPro11M4 = DeviceName(rawValue: "ipad-pro-11-m4")
    /// iPhone 17 (from iOS 26).
    public static let iPhone17 = DeviceName(rawValue: "iphone-17")
    /// iPhone 17 Pro (from iOS 26).
    public static let iPhone17Pro = DeviceName(rawValue: "iphone-17-pro")
    /// iPhone 17 Pro Max (from iOS 26).
    public static let iPhone17ProMax = DeviceName(rawValue: "iphone-17-pro-max")
    /// iPhone Air (from iOS 26).
    public static let iPhoneAir = DeviceName(rawValue: "iphone-air")

    /// Every device of the catalog, in its order.
    public static let all: [DeviceName] = [
        .iPhone3_5Inch, .iPhone4Inch, .iPhone4_7Inch, .iPhone5_5Inch, .iPhoneNotched, .iPad, .iPadPro12_9, .iPhone12,
        .iPhone12ProMax, .iPhoneSE2, .iPhone16, .iPhone16Plus, .iPhone16Pro, .iPhone16ProMax, .iPad10, .iPadPro11,
        .iPadPro13, .iPadMini, .iPhone17, .iPhone17Pro, .iPhone17ProMax, .iPhoneAir, .iPadPro11M4,
    ]
}

/// A system profile of the catalog (`Layouts/profiles.json`), named as Swift code names it: `.ios18`.
public struct SystemProfileName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The catalog name (`ios18`).
    public var rawValue: String

    /// The profile with catalog name `rawValue` (checked when a simulation is made).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The catalog name.
    public var description: String { rawValue }

    /// iPhone OS 3.
    public static let iPhoneOS3 = SystemProfileName(rawValue: "iphoneos3")
    /// iOS 3.2 (the first iPad).
    public static let ios3_2 = SystemProfileName(rawValue: "ios3.2")
    /// iOS 5.
    public static let ios5 = SystemProfileName(rawValue: "ios5")
    /// iOS 7.
    public static let ios7 = SystemProfileName(rawValue: "ios7")
    /// iOS 8.
    public static let ios8 = SystemProfileName(rawValue: "ios8")
    /// iOS 9.
    public static let ios9 = SystemProfileName(rawValue: "ios9")
    /// iOS 11.
    public static let ios11 = SystemProfileName(rawValue: "ios11")
    /// iOS 13.
    public static let ios13 = SystemProfileName(rawValue: "ios13")
    /// iOS 15.
    public static let ios15 = SystemProfileName(rawValue: "ios15")
    /// iOS 16.
    public static let ios16 = SystemProfileName(rawValue: "ios16")
    /// iOS 17.
    public static let ios17 = SystemProfileName(rawValue: "ios17")
    /// iOS 18.
    public static let ios18 = SystemProfileName(rawValue: "ios18")
    /// iOS 26 (the Liquid Glass keyboard).
    public static let ios26 = SystemProfileName(rawValue: "ios26")

    /// Every profile of the catalog, oldest first.
    public static let all: [SystemProfileName] = [
        .iPhoneOS3, .ios3_2, .ios5, .ios7, .ios8, .ios9, .ios11, .ios13, .ios15, .ios16, .ios17, .ios18, .ios26,
    ]
}

extension Simulator {
    /// Creates an empty simulation of `device` in `orientation` under `profile` (default: the catalog's
    /// default profile), named with typed values: `try Simulator(device: .iPhone16, profile: .ios18)`.
    public convenience init(device: DeviceName, orientation: InterfaceOrientation = .portrait,
                            profile: SystemProfileName? = nil) throws {
        try self.init(device: device.rawValue, orientation: orientation.name, profile: profile?.rawValue)
    }

    /// Creates an empty simulation of the default device under `profile`, in `orientation`.
    public convenience init(profile: SystemProfileName, orientation: InterfaceOrientation = .portrait) throws {
        try self.init(device: nil, orientation: orientation.name, profile: profile.rawValue)
    }
}
