import Foundation
import InputSystemData

/// Reads the Japanese tables shipped in the InputSystem target's resources.
enum JapaneseResources {
    /// The text of a bundled table (`Layouts/japanese/<name>`, shipped as the target's resources).
    static func text(named name: String) throws -> String {
        guard let folder = InputSystemData.layoutsURL?.appendingPathComponent("japanese") else {
            throw JapaneseTableError.missingResource(name: name)
        }
        let url = folder.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else {
            throw JapaneseTableError.missingResource(name: name)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw JapaneseTableError.malformedLine(
                file: name, line: 1, text: "<\(data.count) bytes>", expected: "UTF-8 text")
        }
        return text
    }

    /// The table's records: non-blank, non-comment lines split at tabs, with their 1-based line numbers.
    static func records(_ text: String) -> [(line: Int, fields: [String])] {
        var result: [(line: Int, fields: [String])] = []
        var number = 0
        // "\r\n" is a single Character, so lines are split at any newline character.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            result.append((number, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
        }
        return result
    }
}
