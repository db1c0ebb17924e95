import Testing
@testable import KanaKanji

@Test func formatVersionIsSet() { #expect(KanaKanjiInfo.formatVersion >= 1) }
