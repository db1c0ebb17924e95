#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Decodes EUC-JP bytes with the C library's iconv.
///
/// Foundation on Linux does not decode `.japaneseEUC`, so IPADIC's EUC-JP sources go through iconv.
enum EUCJPDecoder {
    /// Decodes `data` to a string; on failure throws ``DictionaryError/badEncoding(path:line:)``
    /// naming the first line that did not decode.
    static func decode(_ data: Data, path: String) throws -> String {
        guard let cd = iconv_open("UTF-8", "EUC-JP"), Int(bitPattern: cd) != -1 else {
            throw DictionaryError.unreadable(path: path, reason: "iconv cannot convert from EUC-JP on this system")
        }
        defer { iconv_close(cd) }
        var output = [UInt8](repeating: 0, count: data.count * 3 / 2 + 16)
        let failedAt: Int? = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            output.withUnsafeMutableBufferPointer { out -> Int? in
                guard let inBase = raw.baseAddress, let outBase = out.baseAddress else { return nil }
                var inPtr: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(mutating: inBase.assumingMemoryBound(to: CChar.self))
                var inLeft = raw.count
                var outPtr: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBase).assumingMemoryBound(to: CChar.self)
                var outLeft = out.count
                let result = iconv(cd, &inPtr, &inLeft, &outPtr, &outLeft)
                if result == -1 || inLeft != 0 { return raw.count - inLeft }
                return -(out.count - outLeft) - 1
            }
        }
        guard let code = failedAt, code < 0 else {
            let offset = failedAt ?? 0
            let line = 1 + data.prefix(offset).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw DictionaryError.badEncoding(path: path, line: line)
        }
        let length = -code - 1
        return String(decoding: output[0..<length], as: UTF8.self)
    }
}
