// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for InputSystem's readers and text engines (see README.md). A separate package, so
// that a normal `swift build` / `swift test` of the project never builds them. Build one with
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address --product FuzzTraceReplay
// or run them all with ../scripts/fuzz.sh.

let targets = ["FuzzTraceReplay", "FuzzLibinputRecord", "FuzzDictionaryLoader", "FuzzConverter", "FuzzTokenizer",
               "FuzzComposers", "FuzzTables", "FuzzSpelling", "FuzzDictionarySources"]

let package = Package(
    name: "InputSystemFuzz",
    products: targets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "InputSystem", path: "..")],
    targets: [.target(name: "FuzzDriver")] + targets.map {
        .executableTarget(
            name: $0,
            dependencies: ["FuzzDriver", .product(name: "InputSystem", package: "InputSystem"),
                           .product(name: "KanaKanji", package: "InputSystem"),
                           .product(name: "Spelling", package: "InputSystem")],
            // One file, no top-level code: its `<Target>_main` entry point starts libFuzzer's driver.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    }
)
