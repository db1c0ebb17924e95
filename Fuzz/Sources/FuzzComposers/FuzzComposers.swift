import Foundation
import FuzzDriver
@_spi(Engine) import InputSystem

/// Feeds arbitrary key sequences to the romaji and 12-key kana composers: each input byte is one key
/// (a character for the romaji composer; a tap, flick, modifier, undo, end-cycle or backspace on a table
/// key, with a time step, for the kana composer). Commits and reading replacements are mixed in. A trap,
/// a hang or a broken invariant (the caret past the display) is a finding.
private let romajiTable: RomajiTable = {
    guard let t = try? RomajiTable.bundled() else { fatalError("no romaji table") }
    return t
}()
private let kanaTable: KanaTable = {
    guard let t = try? KanaTable.bundled() else { fatalError("no kana table") }
    return t
}()
private let romajiKeys: [Character] = Array("abcdefghijklmnopqrstuvwxyz-,.!?[]~nn'xlAZ 1あー😀\u{301}")

@_cdecl("FuzzComposers_main")
func fuzzComposersMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzComposers(data, size)
    }
}

/// The input callback (also under libFuzzer's conventional name, which its runtime refers to).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzComposers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var romaji = RomajiComposer(table: romajiTable)
    var kana = KanaComposer(table: kanaTable, flickOnly: size % 2 == 1)
    var time = 0
    for byte in bytes {
        switch byte {
        case 0xF0: _ = romaji.deleteBackward()
        case 0xF1: romaji.resolvePending()
        case 0xF2: _ = romaji.commit()
        case 0xF3: romaji.replaceReading(kana.reading)
        case 0xF4: _ = kana.commit()
        case 0xF5: kana.replaceReading(romaji.reading)
        default: _ = romaji.type(romajiKeys[Int(byte) % romajiKeys.count])
        }
        precondition(romaji.caret == romaji.display.utf16.count)
        let keys = kanaTable.keys
        guard !keys.isEmpty else { continue }
        let key = keys[Int(byte >> 3) % keys.count].id
        let input: KanaKeyInput
        switch byte & 0x07 {
        case 0, 1: input = .tap(key)
        case 2: input = .flick(key, FlickDirection.allCases[Int(byte >> 3) % FlickDirection.allCases.count])
        case 3: input = .modifier
        case 4: input = .undo
        case 5: input = .endCycle
        case 6: input = .backspace
        default: input = .tap(byte & 0x80 == 0 ? key : "no such key")
        }
        time += Int(byte & 0x30) * 20
        _ = kana.handle(input, atMs: time)
        _ = kana.isCycling(atMs: time)
        precondition(kana.caret == kana.display.utf16.count)
    }
    return 0
}
