// swift-tools-version:6.2
import PackageDescription

// The simulation's text objects and simulator belong to the main actor (as UIKit's objects do): the
// benchmarks that drive them are main-actor code.
let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

// Speed and memory benchmarks for InputSystem (see README.md). A package of its own, depending on the
// project by path, so that a plain `swift build` of the project and its documentation and man-page plugins
// never build them. Run one from the repository root with
//   swift run -c release --package-path Benchmarks InputSystemBenchmarks --quick
//
// The raw baselines (libxkbcommon for HardwareBenchmarks, ICU's word iterator for TokenizerBenchmarks)
// call those libraries through this package's own modules, `RawXKBCommon` and `RawICU`: the project's C
// wrappers (`CXKBCommon`, `CICU`) are internal targets, not products, and stay so.

let package = Package(
    name: "InputSystemBenchmarks",
    platforms: [.macOS("10.15.4")],
    dependencies: [.package(name: "InputSystem", path: "..")],
    targets: [
        // libxkbcommon, found through pkg-config (Debian: libxkbcommon-dev).
        .systemLibrary(
            name: "RawXKBCommon", path: "RawXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]
        ),
        // ICU's word break iterator behind unversioned names (ICU renames its symbols per release).
        .target(name: "RawICU", path: "RawICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // `swift run -c release InputSystemBenchmarks`: text view edits and caret geometry at 0 B to 10 MB.
        .executableTarget(
            name: "InputSystemBenchmarks",
            dependencies: [
                .product(name: "InputSystem", package: "InputSystem"),
                .product(name: "KanaKanji", package: "InputSystem"),
                .product(name: "UIKitTextInput", package: "InputSystem"),
            ],
            path: "InputSystemBenchmarks",
            swiftSettings: mainActor
        ),
        // `swift run -c release HardwareBenchmarks`: raw libxkbcommon against HardwareKeyboard.
        .executableTarget(
            name: "HardwareBenchmarks",
            dependencies: ["RawXKBCommon", .product(name: "InputSystem", package: "InputSystem")],
            path: "HardwareBenchmarks",
            swiftSettings: mainActor
        ),
        // `swift run -c release TokenizerBenchmarks`: raw ICU word boundaries against StringTokenizer.
        .executableTarget(
            name: "TokenizerBenchmarks",
            dependencies: ["RawICU", .product(name: "InputSystem", package: "InputSystem")],
            path: "TokenizerBenchmarks",
            swiftSettings: mainActor
        ),
        // `Benchmarks/spell-benchmark.sh` (or `swift run -c release SpellBenchmarks`): UITextChecker's engine
        // against GNU Aspell on the same words.
        .executableTarget(
            name: "SpellBenchmarks",
            dependencies: [.product(name: "Spelling", package: "InputSystem"), .product(name: "InputSystem", package: "InputSystem")],
            path: "SpellBenchmarks"
        ),
        // `swift run -c release KanaKanjiBenchmarks`: building, opening and converting with the dictionary.
        .executableTarget(
            name: "KanaKanjiBenchmarks",
            dependencies: [.product(name: "KanaKanji", package: "InputSystem")],
            path: "KanaKanjiBenchmarks"
        ),
    ]
)
