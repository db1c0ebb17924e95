/// KanaKanji: the dictionary format, its builder, and the kana-to-kanji converter.
public enum KanaKanjiInfo {
    /// The compiled dictionary format version this build reads and writes.
    public static let formatVersion: UInt32 = 1
}
