import FileOutput
/// `text` as an error message shows input it echoes: on one line, whatever the input holds. Line breaks
/// and the other control characters but tab (C0, DEL, C1, and the Unicode line and paragraph separators)
/// are written as escapes (`\n`, `\r`, `\u{85}`), and a backslash as `\\`, so one error stays one line;
/// input longer than `limit` characters is cut with `…`.
func shown(_ text: String, limit: Int = 80) -> String {
    EchoedInput.oneLine(text, limit: limit, escapingBackslashes: true)
}
