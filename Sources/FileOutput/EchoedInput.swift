/// Input an error message echoes, written so that one error stays one line whatever the input holds: line
/// breaks and the other control characters (C0, DEL, C1, the Unicode line and paragraph separators) as
/// escapes (`\n`, `\r`, `\u{85}`). Shared by every reader's and command's errors (KanaKanji's tables,
/// InputSystem's traces, kbsim's options).
public enum EchoedInput {
    /// `text` on one line: the escapes above; a tab as `\t` when `escapingTabs`, else kept; a backslash as
    /// `\\` when `escapingBackslashes` (so that an escape in the input cannot pass for one of ours); cut with
    /// `…` after `limit` characters when there is a limit.
    public static func oneLine<S: StringProtocol>(_ text: S, limit: Int? = nil, escapingTabs: Bool = false,
                                                  escapingBackslashes: Bool = false) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if let limit, count == limit { return out + "…" }
            count += 1
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += escapingTabs ? "\\t" : "\t"
            case "\\": out += escapingBackslashes ? "\\\\" : "\\"
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 {
                    out += "\\u{" + String(v, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
