// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "InputSystem",
    products: [
        .library(name: "InputSystem", targets: ["InputSystem"]),
        .library(name: "InputSystemTesting", targets: ["InputSystemTesting"]),
        .library(name: "KanaKanji", targets: ["KanaKanji"]),
        .executable(name: "kbsim", targets: ["kbsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
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
        // Dictionary format, builder, lattice and converter; knows nothing of UIKit.
        .target(name: "KanaKanji"),
        // The target's path is the package root so that the canonical layout data in `Layouts/`
        // ships as the target's resource bundle (`Bundle.module`) without a copy or a symlink.
        .target(
            name: "InputSystem",
            dependencies: [
                "CICU",
                "CXKBCommon",
                "KanaKanji",
                .product(name: "_RopeModule", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
            ],
            path: ".",
            // Everything at the root other than the sources and Layouts belongs to other targets or to no
            // target; listed so that SwiftPM does not report it as unhandled resources.
            exclude: [
                ".ci", "Benchmarks", "CHANGELOG.md", "README.md", "Tests", "Traces", "docs", "scripts",
                "Sources/CICU", "Sources/CXKBCommon", "Sources/InputSystemTesting", "Sources/KanaKanji", "Sources/kbsim",
            ],
            sources: ["Sources/InputSystem"],
            resources: [.copy("Layouts")]
        ),
        // The conformance checker that users run against their own text views.
        .target(name: "InputSystemTesting", dependencies: ["InputSystem"]),
        .executableTarget(
            name: "kbsim",
            dependencies: [
                "InputSystem",
                "KanaKanji",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift run -c release InputSystemBenchmarks` (see Benchmarks/README.md).
        .executableTarget(
            name: "InputSystemBenchmarks",
            dependencies: ["InputSystem", "KanaKanji"],
            path: "Benchmarks/InputSystemBenchmarks"
        ),
        .testTarget(
            name: "InputSystemTests",
            dependencies: ["InputSystem"],
            // Golden logs are read through #filePath, not shipped as resources.
            exclude: ["Keyboard/Golden"]
        ),
        .testTarget(name: "InputSystemTestingTests", dependencies: ["InputSystemTesting", "InputSystem"]),
        .testTarget(name: "KanaKanjiTests", dependencies: ["KanaKanji"]),
    ]
)
