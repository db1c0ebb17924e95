// swift-tools-version:6.2
import PackageDescription

// The simulation's text objects, responders and simulator belong to the main actor, as UIKit's objects do;
// the tests that drive them are main-actor code by default, as an app's UIKit code is.
let mainActorTests: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "InputSystem",
    // Linux needs no entry. macOS 10.15.4: AsyncStream and Swift concurrency (10.15), and the throwing
    // FileHandle.read(upToCount:) / close() the trace readers use (10.15.4).
    platforms: [.macOS("10.15.4")],
    products: [
        .library(name: "InputSystem", targets: ["InputSystem"]),
        .library(name: "InputSystemTesting", targets: ["InputSystemTesting"]),
        .library(name: "KanaKanji", targets: ["KanaKanji"]),
        .library(name: "UIKitTextInput", targets: ["UIKitTextInput"]),
        .library(name: "Spelling", targets: ["Spelling"]),
        .executable(name: "kbsim", targets: ["kbsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `_RopeModule` is not public API: pinned to the minor release it is tested with.
        .package(url: "https://github.com/apple/swift-collections", .upToNextMinor(from: "1.6.0")),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `swift package generate-documentation --target InputSystem` (see scripts/check-docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libxkbcommon, found through pkg-config (Debian: libxkbcommon-dev).
        .systemLibrary(
            name: "CXKBCommon",
            pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev"]), .brew(["libxkbcommon"])]
        ),
        // ICU's common library, found through pkg-config (Debian: libicu-dev; macOS: Homebrew's icu4c, keg-only,
        // so PKG_CONFIG_PATH must name its lib/pkgconfig: see the README's platforms section).
        .systemLibrary(
            name: "CICUSystem",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // libhunspell, found through pkg-config (Debian: libhunspell-dev): affix-aware word validity.
        .systemLibrary(
            name: "CHunspell",
            pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]
        ),
        // The spell checker behind UITextChecker and `kbsim spell` (Hunspell dictionaries, word frequencies,
        // keyboard-aware ranking); knows nothing of UIKit.
        .target(name: "Spelling", dependencies: ["CHunspell", "FileOutput"],
                resources: [.copy("Resources/english-frequencies.tsv"), .copy("Resources/english-frequencies-LICENSE.md")]),
        // A small C wrapper over ICU's break iterators, so that ICU's versioned
        // symbol names (ubrk_open_72 …) never reach Swift.
        .target(
            name: "CICU",
            dependencies: ["CICUSystem"]
        ),
        // Writing output files without damaging what their paths point at (atomic replacement of regular
        // files only); used by KanaKanji, InputSystem and kbsim alike, so it depends on nothing.
        .target(name: "FileOutput"),
        // Dictionary format, builder, lattice and converter; knows nothing of UIKit.
        .target(name: "KanaKanji", dependencies: ["FileOutput"], resources: [.copy("Resources/mozc-subset.kkdic"), .copy("Resources/weights-mozc.tsv"), .copy("Resources/weights-mozc-subset.tsv"), .copy("Resources/weights-ipadic.tsv"), .copy("Resources/weights-ipadic-subset.tsv"), .copy("Resources/mozc-id.def"), .copy("Resources/MOZC-LICENSE"), .copy("Resources/MOZC-README.txt"), .copy("Resources/IPADIC-COPYING"), .copy("Resources/README.md"), .copy("Resources/joyo-kanji.txt"), .copy("Resources/word-frequencies.tsv"), .copy("Resources/word-frequencies-LICENSE.md")]),
        // The `Layouts/` data as a resource bundle. The target is rooted at `Layouts/` (its one source file,
        // `Layouts/InputSystemData.swift`, gives the bundle's location), and each data entry of the folder is
        // copied as it is; `PackageLayoutTests` fails when an entry of `Layouts/` is missing here.
        .target(
            name: "InputSystemData",
            path: "Layouts",
            sources: ["InputSystemData.swift"],
            resources: [
                .copy("README.md"), .copy("devices.json"), .copy("devices.md"), .copy("profiles.json"),
                .copy("keyboards"), .copy("japanese"),
            ]
        ),
        .target(
            name: "InputSystem",
            dependencies: [
                "CICU",
                "CXKBCommon",
                "FileOutput",
                "KanaKanji",
                "InputSystemData",
                "Spelling",
                .product(name: "_RopeModule", package: "swift-collections"),
                .product(name: "Yams", package: "Yams"),
            ],

        ),
        // The conformance checker's core: the checker, its model, scenarios and reports. It imports neither
        // Testing nor XCTest, so `kbsim` (which runs it for `kbsim check`) links no test library.
        .target(name: "InputSystemConformance", dependencies: ["InputSystem"]),
        // The conformance checker that users run against their own text views: re-exports
        // InputSystemConformance and reports findings as Swift Testing issues or XCTest failures.
        .target(name: "InputSystemTesting", dependencies: ["InputSystemConformance", "InputSystem"]),
        .executableTarget(
            name: "kbsim",
            dependencies: [
                "InputSystem",
                "InputSystemConformance",
                "KanaKanji",
                "FileOutput",
                "Spelling",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "InputSystemTests",
            dependencies: ["InputSystem", "InputSystemData", "FileOutput"],
            // Golden logs are read through #filePath, not shipped as resources.
            exclude: ["Keyboard/Golden", "Replay/Golden", "JapaneseInputMethod/Golden"],
            resources: [.copy("Hardware/Golden")],
            swiftSettings: mainActorTests
        ),
        .testTarget(name: "InputSystemTestingTests", dependencies: ["InputSystemTesting", "InputSystem"],
                    swiftSettings: mainActorTests),
        .testTarget(name: "SpellingTests", dependencies: ["Spelling", "InputSystem"]),
        .testTarget(name: "KanaKanjiTests", dependencies: ["KanaKanji"], exclude: ["Fixtures"]),
        // UIKit-spelled text input on Linux: `#if canImport(UIKit) import UIKit #else import UIKitTextInput #endif`.
        .target(name: "UIKitTextInput", dependencies: ["InputSystem"]),
        .testTarget(name: "UIKitTextInputTests", dependencies: ["UIKitTextInput", "InputSystem", "InputSystemTesting"],
                    exclude: ["Golden"]),
        // Swift 5 language mode, as most apps' UIKit code: main-actor UIKit classes used from nonisolated code.
        .testTarget(name: "UIKitSwift5Tests", dependencies: ["UIKitTextInput", "InputSystem"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
