/// `text` as an error message shows input it echoes: on one line, whatever the input holds. Line breaks
/// and the other control characters but tab (C0, DEL, C1, and the Unicode line and paragraph separators)
/// are written as escapes (`\n`, `\r`, `\u{85}`), and a backslash as `\\`, so one error stays one line;
/// input longer than `limit` characters is cut with `…`.
func shown(_ text: String, limit: Int = 80) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
        if count == limit { return out + "…" }
        count += 1
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\t"
        case "\\": out += "\\\\"
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
