import Foundation
import Testing

/// The command-line tests run the `kbsim` that `swift test` built with them (BuiltProducts): found beside the
/// test bundle whatever the build path, so that they run, not skip, under `--build-path` or `-c release`.
@Suite struct BuiltProductsTests {
    @Test("the kbsim built with the tests is found beside the test bundle")
    func kbsimIsBesideTheTests() throws {
        let directory = try #require(BuiltProducts.directory, "no test bundle or executable to find the build folder from")
        #expect(FileManager.default.isExecutableFile(atPath: BuiltProducts.kbsim),
                "no kbsim in \(directory.path), the folder of the test bundle; swift test builds it there")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("InputSystemPackageTests.xctest").path),
                "\(directory.path) is not the folder swift test built the tests into")
    }
}
