import Testing
@_spi(Engine) @testable import InputSystem

/// Romaji → kana pairs every Japanese romaji keyboard accepts (the list: basic syllables, yoon,
/// Hepburn spellings, small kana, ー and punctuation), written independently of the table file.
nonisolated let romajiPairs: [(String, String)] = """
a あ|i い|u う|e え|o お|ka か|ki き|ku く|ke け|ko こ|ga が|gi ぎ|gu ぐ|ge げ|go ご|sa さ|si し|shi し|su す|se せ|so そ
za ざ|zi じ|ji じ|zu ず|ze ぜ|zo ぞ|ta た|ti ち|chi ち|tu つ|tsu つ|te て|to と|da だ|di ぢ|du づ|de で|do ど
na な|ni に|nu ぬ|ne ね|no の|ha は|hi ひ|hu ふ|fu ふ|he へ|ho ほ|ba ば|bi び|bu ぶ|be べ|bo ぼ
pa ぱ|pi ぴ|pu ぷ|pe ぺ|po ぽ|ma ま|mi み|mu む|me め|mo も|ya や|yu ゆ|yo よ|ra ら|ri り|ru る|re れ|ro ろ
wa わ|wo を|nn ん|n' ん|xn ん
kya きゃ|kyu きゅ|kyo きょ|gya ぎゃ|gyu ぎゅ|gyo ぎょ|sya しゃ|syu しゅ|syo しょ|sha しゃ|shu しゅ|sho しょ|she しぇ
zya じゃ|zyu じゅ|zyo じょ|ja じゃ|ju じゅ|jo じょ|je じぇ|jya じゃ|jyu じゅ|jyo じょ
tya ちゃ|tyu ちゅ|tyo ちょ|cha ちゃ|chu ちゅ|cho ちょ|che ちぇ|cya ちゃ|cyu ちゅ|cyo ちょ|dya ぢゃ|dyu ぢゅ|dyo ぢょ
nya にゃ|nyu にゅ|nyo にょ|hya ひゃ|hyu ひゅ|hyo ひょ|bya びゃ|byu びゅ|byo びょ|pya ぴゃ|pyu ぴゅ|pyo ぴょ
mya みゃ|myu みゅ|myo みょ|rya りゃ|ryu りゅ|ryo りょ
fa ふぁ|fi ふぃ|fe ふぇ|fo ふぉ|va ゔぁ|vi ゔぃ|vu ゔ|ve ゔぇ|vo ゔぉ|thi てぃ|dhi でぃ|twu とぅ|dwu どぅ|tsa つぁ|wi うぃ|we うぇ|ye いぇ
xa ぁ|xi ぃ|xu ぅ|xe ぇ|xo ぉ|la ぁ|li ぃ|lu ぅ|le ぇ|lo ぉ|xya ゃ|xyu ゅ|xyo ょ|lya ゃ|lyu ゅ|lyo ょ
xtu っ|ltu っ|xtsu っ|ltsu っ|xwa ゎ|xka ヵ|xke ヶ
- ー|, 、|. 。|[ 「|] 」
""".split(whereSeparator: { $0 == "|" || $0 == "\n" }).map {
    let parts = $0.split(separator: " ")
    return (String(parts[0]), String(parts[1]))
}

/// Sequences: typed romaji, the marked text shown after the last key (reading + pending), and the reading
/// committed once the pending input is resolved.
nonisolated let romajiSequences: [(String, String, String)] = [
    ("kyouha", "きょうは", "きょうは"),
    ("kitte", "きって", "きって"),
    ("konnnichiha", "こんにちは", "こんにちは"),
    ("konnichiha", "こんいちは", "こんいちは"),       // "nni" is ん + い: a second n is needed before a vowel
    ("shin'ya", "しんや", "しんや"),
    ("shinya", "しにゃ", "しにゃ"),
    ("tanni", "たんい", "たんい"),
    ("kanji", "かんじ", "かんじ"),                    // n before a consonant is ん
    ("kanpai", "かんぱい", "かんぱい"),
    ("hon", "ほn", "ほん"),                          // a final n stays pending, ん on commit
    ("n", "n", "ん"),
    ("kk", "っk", "っk"),
    ("k", "k", "k"),                                 // a lone consonant stays as typed
    ("ky", "ky", "ky"),
    ("kyz", "kyz", "kyz"),                           // letters that never complete an entry stay as typed
    ("matcha", "まっちゃ", "まっちゃ"),
    ("zasshi", "ざっし", "ざっし"),
    ("xtu", "っ", "っ"),
    ("ltu", "っ", "っ"),
    ("ra-men", "らーめn", "らーめん"),
    ("hai,sou.", "はい、そう。", "はい、そう。"),
    ("[kagi]", "「かぎ」", "「かぎ」"),
    ("Tokyo", "Tおきょ", "Tおきょ"),                 // an uppercase letter stays as typed
    ("ABC", "ABC", "ABC"),
    ("2gatsu", "2がつ", "2がつ"),                     // a digit stays as typed
    ("n1", "ん1", "ん1"),                            // pending n is resolved before a digit
    ("k1", "k1", "k1"),
    ("a@b", "あ@b", "あ@b"),                          // characters the table does not know stay as typed
    ("onna", "おんあ", "おんあ"),                     // nn is ん, so the a stands alone
    ("onnna", "おんな", "おんな"),
    ("annna", "あんな", "あんな"),
    ("kaxtuta", "かった", "かった"),
    ("vva", "っゔぁ", "っゔぁ"),
]

/// Rows of Mozc's romaji table (google/mozc `src/data/preedit/romanji-hiragana.tsv`, checked at commit
/// abe2577) that the table once lacked (issue 14, scope 7): typed romaji, marked text shown, committed reading.
nonisolated let mozcRomajiRows: [(String, String, String)] = [
    ("www", "www", "www"),          // www → w with ww pending: a web address stays as typed
    ("wwww", "wwww", "wwww"),
    ("wwwa", "wっわ", "wっわ"),      // a vowel after it: the pending ww resolves as っ + w
    ("www1", "www1", "www1"),
    ("ww", "ww", "っw"),            // ww alone: っ with w pending, as before
    ("wwa", "っわ", "っわ"),
    ("t'yu", "てゅ", "てゅ"), ("d'yu", "でゅ", "でゅ"), ("hwyu", "ふゅ", "ふゅ"), ("kwu", "くぅ", "くぅ"),
    ("gwa", "ぐぁ", "ぐぁ"), ("gwi", "ぐぃ", "ぐぃ"), ("gwu", "ぐぅ", "ぐぅ"), ("gwe", "ぐぇ", "ぐぇ"), ("gwo", "ぐぉ", "ぐぉ"),
    ("swa", "すぁ", "すぁ"), ("swi", "すぃ", "すぃ"), ("swu", "すぅ", "すぅ"), ("swe", "すぇ", "すぇ"), ("swo", "すぉ", "すぉ"),
    ("zwa", "ずぁ", "ずぁ"), ("zwi", "ずぃ", "ずぃ"), ("zwu", "ずぅ", "ずぅ"), ("zwe", "ずぇ", "ずぇ"), ("zwo", "ずぉ", "ずぉ"),
]

@Suite struct RomajiComposerTests {
    @Test("Mozc romaji rows: www stays www; t'yu d'yu hwyu kwu gw* sw* zw* (Mozc romanji-hiragana.tsv)",
          arguments: mozcRomajiRows)
    func mozcRow(_ typed: String, _ display: String, _ committed: String) throws {
        var composer = try romaji(typed)
        #expect(composer.display == display)
        #expect(composer.commit() == committed)
    }

    @Test("Romaji syllables compose to kana (issue scope 2)", arguments: romajiPairs)
    func pair(_ typed: String, _ expected: String) throws {
        var composer = try romaji(typed)
        #expect(composer.commit() == expected)
    }

    @Test("Romaji sequences: display while composing and committed reading", arguments: romajiSequences)
    func sequence(_ typed: String, _ display: String, _ committed: String) throws {
        var composer = try romaji(typed)
        #expect(composer.display == display)
        #expect(composer.caret == display.utf16.count)
        #expect(composer.commit() == committed)
        #expect(composer.isEmpty)
    }

    @Test("Pending romaji shows after the reading in the marked text, caret at the end")
    func pendingShows() throws {
        let composer = try romaji("kak")
        #expect(composer.reading == "か")
        #expect(composer.pending == "k")
        #expect(composer.display == "かk")
        #expect(composer.caret == 2)
    }

    @Test("Backspace removes the last pending letter first, then the last kana (issue scope 4)")
    func backspace() throws {
        var composer = try romaji("kyoky")
        #expect(composer.display == "きょky")
        #expect(composer.deleteBackward() == .changed)
        #expect(composer.display == "きょk")
        composer.deleteBackward()
        #expect(composer.display == "きょ")
        composer.deleteBackward()
        #expect(composer.display == "き")
        composer.type("a")
        #expect(composer.display == "きあ")
        composer.deleteBackward()
        composer.deleteBackward()
        #expect(composer.isEmpty)
        #expect(composer.deleteBackward() == .ignored(.nothingToDelete))
    }

    @Test("Backspace inside pending input lets composing continue from what is left")
    func backspaceThenContinue() throws {
        var composer = try romaji("sh")
        composer.deleteBackward()
        composer.type("a")
        #expect(composer.display == "さ")
    }

    @Test("Reset empties the composition")
    func reset() throws {
        var composer = try romaji("kan")
        composer.reset()
        #expect(composer.isEmpty)
        #expect(composer.display == "")
    }
}
