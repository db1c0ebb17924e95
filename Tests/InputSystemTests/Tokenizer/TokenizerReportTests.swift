import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// `kbsim tokenize` output (issue 5, item 4): units as (UTF-16 offset, length, text) JSON Lines, and the
/// four answers at an offset.
@Suite struct TokenizerReportTests {
    @Test func unitsAsJSONLines() throws {
        let view = TokenizerReport.view("Hello, world. 👍 Bye", width: 320)
        let lines = try TokenizerReport.units(view, .word).map(TokenizerReport.jsonLine)
        #expect(lines == [#"{"length":5,"offset":0,"text":"Hello"}"#, #"{"length":5,"offset":7,"text":"world"}"#,
                          #"{"length":3,"offset":17,"text":"Bye"}"#])
    }

    @Test func fourAnswersWithNulls() throws {
        let view = TokenizerReport.view("Hello, world", width: 320)
        let a = try #require(TokenizerReport.answers(view, at: 6, .word, .forward))
        #expect(try TokenizerReport.jsonLine(a) == #"{"at":6,"direction":"forward","granularity":"word","#
                + #""isAtBoundary":false,"isWithinTextUnit":false,"positionToBoundary":7,"rangeEnclosingPosition":null}"#)
        #expect(TokenizerReport.answers(view, at: 99, .word, .forward) == nil)
    }
}
