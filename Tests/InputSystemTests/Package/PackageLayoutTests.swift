import Foundation
@_spi(Engine) import InputSystem
import InputSystemData
import Testing

/// The package as its users get it (issue 16): the `Layouts/` data bundle and the release version.
@Suite("Package: data bundle and release version")
struct PackageLayoutTests {
    /// The repository root, from this file's path (Tests/InputSystemTests/Package/…).
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("every data entry of Layouts/ is in the InputSystemData bundle, byte for byte (Package.swift lists them)")
    func layoutsBundleShipsEveryEntry() throws {
        let bundle = try #require(InputSystemData.layoutsURL)
        let source = Self.root.appendingPathComponent("Layouts")
        let files = FileManager.default
        let entries = try files.subpathsOfDirectory(atPath: source.path)
            .filter { $0 != "InputSystemData.swift" }
            .filter { var isFolder: ObjCBool = false
                      return files.fileExists(atPath: source.appendingPathComponent($0).path, isDirectory: &isFolder)
                          && !isFolder.boolValue }
        #expect(entries.count > 10)
        for entry in entries.sorted() {
            let shipped = try? Data(contentsOf: bundle.appendingPathComponent(entry))
            #expect(shipped == (try Data(contentsOf: source.appendingPathComponent(entry))),
                    "Layouts/\(entry) is not in the bundle as it is: add it to InputSystemData's resources")
        }
        #expect(!files.fileExists(atPath: bundle.appendingPathComponent("InputSystemData.swift").path))
    }

    @Test("the bundled catalog loads from the bundle: the default device and profile are there")
    func bundledCatalogLoads() throws {
        let catalog = try LayoutCatalog.bundled()
        #expect(!catalog.devices.isEmpty)
    }

    /// Semantic versioning (semver.org): MAJOR.MINOR.PATCH, each a number without leading zeros.
    @Test("the version is MAJOR.MINOR.PATCH (semver.org, clause 2)")
    func versionIsSemantic() {
        let parts = InputSystemInfo.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        for part in parts {
            #expect(!part.isEmpty && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                    && (part == "0" || !part.hasPrefix("0")), "\(InputSystemInfo.version)")
        }
    }

    @Test("kbsim --version, the CHANGELOG's latest release and the README's .package(url:from:) line agree")
    func releaseVersionsAgree() throws {
        let version = InputSystemInfo.version
        let changelog = try Self.text("CHANGELOG.md").split(separator: "\n").map(String.init)
        // Keep a Changelog: "## Unreleased" first, then the releases, newest first: "## 0.2.0 — 2026-11-23".
        let releases = changelog.filter { $0.hasPrefix("## ") && $0 != "## Unreleased" }
        let latest = try #require(releases.first)
        #expect(latest.hasPrefix("## \(version) — "), "CHANGELOG's latest release is \(latest), kbsim says \(version)")
        let readme = try Self.text("README.md")
        #expect(readme.contains(".package(url: \"<this repository>\", from: \"\(version)\")"),
                "README's dependency line does not name \(version)")
    }
}
