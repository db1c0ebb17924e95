// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "InputSystem",
    products: [
        .library(name: "InputSystem", targets: ["InputSystem"]),
        .library(name: "InputSystemTesting", targets: ["InputSystemTesting"]),
        .library(name: "KanaKanji", targets: ["KanaKanji"]),
        .library(name: "UIKitTextInput", targets: ["UIKitTextInput"]),
        .executable(name: "kbsim", targets: ["kbsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `_RopeModule` is not public API: pinned to the minor release it is tested with.
        .package(url: "https://github.com/apple/swift-collections", .upToNextMinor(from: "1.6.0")),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // libxkbcommon, found through pkg-config (Debian: libxkbcommon-dev).
        .systemLibrary(
            name: "CXKBCommon",
            pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev"])]
        ),
        // A small C wrapper over ICU's break iterators, so that ICU's versioned
        // symbol names (ubrk_open_72 …) never reach Swift.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc")]
        ),
        // Writing output files without damaging what their paths point at (atomic replacement of regular
        // files only); used by KanaKanji, InputSystem and kbsim alike, so it depends on nothing.
        .target(name: "FileOutput"),
        // Dictionary format, builder, lattice and converter; knows nothing of UIKit.
        .target(name: "KanaKanji", dependencies: ["FileOutput"], resources: [.copy("Resources/mozc-subset.kkdic"), .copy("Resources/weights-mozc.tsv"), .copy("Resources/weights-mozc-subset.tsv"), .copy("Resources/weights-ipadic.tsv"), .copy("Resources/weights-ipadic-subset.tsv"), .copy("Resources/mozc-id.def"), .copy("Resources/MOZC-LICENSE"), .copy("Resources/MOZC-README.txt"), .copy("Resources/IPADIC-COPYING"), .copy("Resources/README.md"), .copy("Resources/joyo-kanji.txt"), .copy("Resources/word-frequencies.tsv"), .copy("Resources/word-frequencies-LICENSE.md")]),
        // The `Layouts/` data as a resource bundle: rooted at the package so that the canonical data in
        // `Layouts/` ships as it is, without a copy or a symlink.
        .target(
            name: "InputSystemData",
            path: ".",
            exclude: [
                ".ci", "Benchmarks", "CHANGELOG.md", "Evaluation", "Fuzz", "README.md", "Tests", "Traces", "docs", "scripts",
                "Sources/CICU", "Sources/CXKBCommon", "Sources/FileOutput", "Sources/InputSystem", "Sources/InputSystemTesting",
                "Sources/KanaKanji", "Sources/kbsim", "Sources/UIKitTextInput",
            ],
            sources: ["Sources/InputSystemData"],
            resources: [.copy("Layouts")]
        ),
        .target(
            name: "InputSystem",
            dependencies: [
                "CICU",
                "CXKBCommon",
                "FileOutput",
                "KanaKanji",
                "InputSystemData",
                .product(name: "_RopeModule", package: "swift-collections"),
                .product(name: "Yams", package: "Yams"),
            ],

        ),
        // The conformance checker that users run against their own text views.
        .target(name: "InputSystemTesting", dependencies: ["InputSystem"]),
        .executableTarget(
            name: "kbsim",
            dependencies: [
                "InputSystem",
                "InputSystemTesting",
                "KanaKanji",
                "FileOutput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift run -c release InputSystemBenchmarks` (see Benchmarks/README.md).
        .executableTarget(
            name: "InputSystemBenchmarks",
            dependencies: ["InputSystem", "KanaKanji"],
            path: "Benchmarks/InputSystemBenchmarks"
        ),
        // `swift run -c release HardwareBenchmarks`: raw libxkbcommon against HardwareKeyboard.
        .executableTarget(
            name: "HardwareBenchmarks",
            dependencies: ["InputSystem", "CXKBCommon"],
            path: "Benchmarks/HardwareBenchmarks"
        ),
        // `swift run -c release TokenizerBenchmarks`: raw ICU word boundaries against StringTokenizer.
        .executableTarget(
            name: "TokenizerBenchmarks",
            dependencies: ["InputSystem", "CICU"],
            path: "Benchmarks/TokenizerBenchmarks"
        ),
        .testTarget(
            name: "InputSystemTests",
            dependencies: ["InputSystem", "FileOutput"],
            // Golden logs are read through #filePath, not shipped as resources.
            exclude: ["Keyboard/Golden", "Replay/Golden", "JapaneseInputMethod/Golden"],
            resources: [.copy("Hardware/Golden")]
        ),
        // `swift run -c release KanaKanjiBenchmarks` (see Benchmarks/README.md).
        .executableTarget(
            name: "KanaKanjiBenchmarks",
            dependencies: ["KanaKanji"],
            path: "Benchmarks/KanaKanjiBenchmarks"
        ),
        .testTarget(name: "InputSystemTestingTests", dependencies: ["InputSystemTesting", "InputSystem"]),
        .testTarget(name: "KanaKanjiTests", dependencies: ["KanaKanji"], exclude: ["Fixtures"]),
        // UIKit-spelled text input on Linux: `#if canImport(UIKit) import UIKit #else import UIKitTextInput #endif`.
        .target(name: "UIKitTextInput", dependencies: ["InputSystem"]),
        .testTarget(name: "UIKitTextInputTests", dependencies: ["UIKitTextInput", "InputSystem", "InputSystemTesting"],
                    exclude: ["Golden"]),
    ]
)
