import Foundation

/// What a key shows in the drawing: a title, or a glyph drawn with paths (so it needs no symbol font).
enum KeyFace: Equatable, Sendable {
    /// A title at a font size in points.
    case text(String, size: Double)
    /// A drawn glyph.
    case glyph(KeyGlyph)
}

/// The glyphs iOS shows on function keys instead of words.
enum KeyGlyph: String, Equatable, Sendable, CaseIterable {
    /// Shift: an outlined arrow up (⇧).
    case shift
    /// Delete: a left-pointing tag with a cross (⌫).
    case delete
    /// Next keyboard: a globe (🌐).
    case globe
    /// The emoji keyboard: a smiling face (😀), where home-indicator iPhones put the globe below the keys.
    case emoji
    /// Dictation: a microphone (🎤).
    case dictation
    /// The iPad's dismiss key: a keyboard with a chevron down.
    case dismiss
}

extension KeyboardSnapshot {
    /// Whether function keys show words instead of glyphs: the large iPad layout (`tab`, `caps lock`,
    /// `shift`, `delete`, `return`), as iPadOS draws its full-size keyboard.
    var functionKeysShowWords: Bool { typeLayout.layout == "ipad-large" }

    /// The height of the strip under the keys of a home-indicator iPhone (where the globe and the
    /// microphone sit), 0 elsewhere.
    var bottomStripHeight: Double {
        guard geometry.device.idiom == .phone else { return 0 }
        return geometry.device.keyboardHeights(in: geometry.orientation).bottomStrip ?? 0
    }

    /// The return key's title in a Japanese input mode (`改行` for the default key; *check*: from published
    /// screenshots, not an Apple list); 確定 while composing.
    static func japaneseReturnTitle(_ type: UIReturnKeyType) -> String {
        switch type {
        case .default, .unknownValue: return "改行"
        case .go: return "開く"
        case .google, .search, .yahoo: return "検索"
        case .join: return "接続"
        case .next: return "次へ"
        case .route: return "経路"
        case .send: return "送信"
        case .done: return "完了"
        case .emergencyCall: return "緊急電話"
        case .continue: return "続ける"
        }
    }

    /// What `key` shows: glyphs for shift, delete, the globe (the emoji face on home-indicator iPhones,
    /// whose globe sits under the keys), dictation and dismiss; the return key's title for the field's
    /// return key type; 空白/改行 (次候補/確定 while composing) on the Japanese keyboards; ↺, 小゛゜ (^_^ when
    /// nothing is composed) and 、。?! on the 12-key pad.
    func face(of key: KeyboardKey) -> KeyFace {
        let phone = geometry.device.idiom == .phone
        let japanese = inputMode != "en-US"
        let composing = reading != nil
        let wordSize = phone ? 16.0 : 18.0
        switch key.action {
        case "shift":
            return functionKeysShowWords ? .text(key.label, size: wordSize) : .glyph(.shift)
        case "deleteBackward":
            return functionKeysShowWords ? .text(key.label, size: wordSize) : .glyph(.delete)
        case "nextKeyboard":
            return .glyph(bottomStripHeight > 0 ? .emoji : .globe)
        case "space":
            if japanese { return .text(composing ? "次候補" : "空白", size: 15) }
            return .text(phone ? key.label : "", size: wordSize)
        case "return":
            if japanese { return .text(composing ? "確定" : Self.japaneseReturnTitle(returnKeyType), size: 15) }
            return .text(returnKeyType.title, size: wordSize)
        case "undo" where typeLayout.layout == "japanese-kana":
            return .text("↺", size: 22)
        case "modifier":
            return .text(composing ? "小゛゜" : "^_^", size: 17)
        case "endCycle":
            return .text("→", size: 20)
        default:
            break
        }
        switch key.label {
        case "dictation": return .glyph(.dictation)
        case "dismiss": return .glyph(.dismiss)
        case "undo": return .text("↶", size: 22)
        case "redo": return .text("↷", size: 22)
        case "、" where typeLayout.layout == "japanese-kana": return .text("、。?!", size: 17)
        default:
            let single = key.label.count == 1
            return .text(key.label, size: single ? (phone ? 22 : 20) : wordSize)
        }
    }

    /// Whether the key is drawn white (a key that types visible text, the space bar, and the 12-key pad's
    /// middle columns) rather than grey (function keys such as tab, and the 12-key pad's side columns).
    func isCharacterKey(_ key: KeyboardKey) -> Bool {
        key.action == nil || key.action == "modifier"
            || (key.action?.hasPrefix("text:") == true && key.action?.dropFirst(5).allSatisfy({ !$0.isWhitespace }) == true)
            || (key.action == "space" && typeLayout.layout != "japanese-kana")
    }

    /// The letters under a digit key of the iPhone's number, phone and decimal pads (2 ABC … 9 WXYZ, the
    /// ITU E.161 keypad; none under 1, which sits as high as the others), or nil for other keys.
    func padLetters(_ key: KeyboardKey) -> String? {
        guard geometry.device.idiom == .phone, ["numberPad", "phonePad", "decimalPad"].contains(typeLayout.layout) else { return nil }
        let letters = ["1": "", "2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ"]
        return letters[key.label]
    }

    /// An SVG drawing, in interface coordinates, of the screen, status bar (where the orientation shows
    /// one), keyboard, bar and keys, with iOS's key glyphs (⇧ ⌫ 🌐 🎤) drawn as paths and titles in a font
    /// list that includes Japanese fonts. For a Japanese input mode with a ``reading``, the text field above
    /// the keyboard shows the reading as marked text and the candidate bar its candidates.
    public var svg: String {
        let n = KeyboardTimeline.n, esc = KeyboardTimeline.escape
        let screen = geometry.screenSize
        let width = Double(screen.width), height = Double(screen.height)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
        out += "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(KeyboardTimeline.fontFamily)\">\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\" stroke=\"#000000\"/>\n"
        // No status bar where the orientation has none (iPhones in landscape from iOS 8 on).
        let statusBar = geometry.device.statusBarHeight(in: geometry.orientation)
        if statusBar > 0 {
            out += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(statusBar))\" fill=\"#e5e5ea\"/>\n"
        }
        let k = interfaceFrame
        let kx = Double(k.origin.x), ky = Double(k.origin.y), kw = Double(k.size.width), kh = Double(k.size.height)

        // The text field, with the word being typed and the caret after it.
        if let typedWord {
            let fy = statusBar + 24
            out += "<rect x=\"16\" y=\"\(n(fy))\" width=\"\(n(width - 32))\" height=\"36\" rx=\"8\" fill=\"#ffffff\" stroke=\"#c7c7cc\"/>\n"
            let textWidth = KeyboardTimeline.textWidth(typedWord, size: 17)
            out += "<text x=\"26\" y=\"\(n(fy + 24))\" font-size=\"17\">\(esc(typedWord))</text>\n"
            out += "<rect x=\"\(n(27 + textWidth))\" y=\"\(n(fy + 7))\" width=\"2\" height=\"22\" fill=\"#007aff\"/>\n"
        }
        // The text field, with the reading as marked text (underlined) and the caret after it.
        if let reading {
            let fy = statusBar + 24
            out += "<rect x=\"16\" y=\"\(n(fy))\" width=\"\(n(width - 32))\" height=\"36\" rx=\"8\" fill=\"#ffffff\" stroke=\"#c7c7cc\"/>\n"
            let textWidth = KeyboardTimeline.textWidth(reading, size: 17)
            out += "<text x=\"26\" y=\"\(n(fy + 24))\" font-size=\"17\">\(esc(reading))</text>\n"
            out += "<line x1=\"26\" y1=\"\(n(fy + 29))\" x2=\"\(n(26 + textWidth))\" y2=\"\(n(fy + 29))\" stroke=\"#000000\" stroke-width=\"1.5\"/>\n"
            out += "<rect x=\"\(n(27 + textWidth))\" y=\"\(n(fy + 7))\" width=\"2\" height=\"22\" fill=\"#007aff\"/>\n"
        }

        out += "<rect x=\"\(n(kx))\" y=\"\(n(ky))\" width=\"\(n(kw))\" height=\"\(n(kh))\" fill=\"#d1d4d9\"/>\n"
        if barHeight > 0 { out += candidateBar(x: kx, y: ky, width: kw) }

        for key in keys {
            let f = key.frame.insetBy(dx: 3, dy: 5)
            let x = Double(f.origin.x), y = Double(f.origin.y), w = Double(f.size.width), h = Double(f.size.height)
            let face = face(of: key)
            let actionKey = key.action == "return" && returnKeyType != .default && reading == nil
            let fill = actionKey ? "#007aff" : isCharacterKey(key) ? "#ffffff" : "#adb3bc"
            let ink = actionKey ? "#ffffff" : "#000000"
            out += "<rect x=\"\(n(x))\" y=\"\(n(y + 1))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"5\" fill=\"#898a8d\"/>"
            out += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"5\" fill=\"\(fill)\"><title>\(esc(key.label))</title></rect>\n"
            if let letters = padLetters(key) {
                // The phone-keypad letters under the digit, as the iPhone's number and phone pads show them.
                out += "<text x=\"\(n(x + w / 2))\" y=\"\(n(y + h / 2 + 2))\" font-size=\"24\" text-anchor=\"middle\">\(esc(key.label))</text>\n"
                if !letters.isEmpty {
                    out += "<text x=\"\(n(x + w / 2))\" y=\"\(n(y + h / 2 + 15))\" font-size=\"10\" font-weight=\"bold\" letter-spacing=\"2\" text-anchor=\"middle\">\(letters)</text>\n"
                }
                continue
            }
            switch face {
            case .text(let title, let size):
                guard !title.isEmpty else { continue }
                let fitted = min(size, (w - 6) / max(KeyboardTimeline.textWidth(title, size: 1), 0.1))
                out += "<text x=\"\(n(x + w / 2))\" y=\"\(n(y + h / 2 + fitted * 0.36))\" font-size=\"\(n(fitted))\" text-anchor=\"middle\" fill=\"\(ink)\">\(esc(title))</text>\n"
            case .glyph(let glyph):
                out += Self.glyph(glyph, cx: x + w / 2, cy: y + h / 2, size: min(20, h * 0.5, w * 0.5), ink: ink)
            }
        }

        // Home-indicator iPhones: the globe and the microphone under the keys, and the home indicator.
        let strip = bottomStripHeight
        if strip > 0 {
            let cy = ky + kh - strip + min(strip / 2, 24)
            out += Self.glyph(.globe, cx: kx + 36, cy: cy, size: 22, ink: "#000000")
            out += Self.glyph(.dictation, cx: kx + kw - 36, cy: cy, size: 22, ink: "#000000")
            out += "<rect x=\"\(n(kx + kw / 2 - 67))\" y=\"\(n(ky + kh - 13))\" width=\"134\" height=\"5\" rx=\"2.5\" fill=\"#000000\"/>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// The bar above the keys: the Japanese candidate bar (candidates left to right, separated by thin
    /// lines, and the chevron that opens the full list), or the predictive bar's three cells.
    private func candidateBar(x: Double, y: Double, width: Double) -> String {
        let n = KeyboardTimeline.n
        var out = "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(barHeight))\" fill=\"#c7cad0\"/>\n"
        let mid = y + barHeight / 2
        if inputMode != "en-US" {
            guard !candidates.isEmpty else { return out }
            let size = min(18, barHeight * 0.45)
            var cursor = x + 8
            let limit = x + width - 44
            for (i, candidate) in candidates.enumerated() {
                let cell = KeyboardTimeline.textWidth(candidate, size: size) + 24
                guard cursor + cell <= limit else { break }
                if i > 0 {
                    out += "<line x1=\"\(n(cursor))\" y1=\"\(n(y + barHeight * 0.25))\" x2=\"\(n(cursor))\" y2=\"\(n(y + barHeight * 0.75))\" stroke=\"#8e8e93\"/>\n"
                }
                out += "<text x=\"\(n(cursor + 12))\" y=\"\(n(mid + size * 0.36))\" font-size=\"\(n(size))\">\(KeyboardTimeline.escape(candidate))</text>\n"
                cursor += cell
            }
            let cx = x + width - 22
            out += "<path d=\"M\(n(cx - 7)) \(n(mid - 3)) L\(n(cx)) \(n(mid + 4)) L\(n(cx + 7)) \(n(mid - 3))\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"><title>more candidates</title></path>\n"
        } else if barHeight > KeyboardGeometry.collapsedPredictiveBarHeight {
            for third in [1.0, 2.0] {
                let lx = x + width * third / 3
                out += "<line x1=\"\(n(lx))\" y1=\"\(n(y + barHeight * 0.25))\" x2=\"\(n(lx))\" y2=\"\(n(y + barHeight * 0.75))\" stroke=\"#8e8e93\"/>\n"
            }
            // The QuickType suggestions, one a cell: the word as typed in quotation marks, then the others.
            let size = min(17, barHeight * 0.4)
            for (i, suggestion) in suggestions.prefix(3).enumerated() {
                let shown = i == 0 ? "\u{201C}\(suggestion)\u{201D}" : suggestion
                let cx = x + width * (Double(i) + 0.5) / 3
                out += "<text x=\"\(n(cx))\" y=\"\(n(mid + size * 0.36))\" font-size=\"\(n(size))\" text-anchor=\"middle\">\(KeyboardTimeline.escape(shown))</text>\n"
            }
        }
        return out
    }

    /// A glyph drawn with paths, centred on (`cx`, `cy`), `size` points tall.
    static func glyph(_ glyph: KeyGlyph, cx: Double, cy: Double, size s: Double, ink: String) -> String {
        let n = KeyboardTimeline.n
        func p(_ dx: Double, _ dy: Double) -> String { "\(n(cx + dx * s)) \(n(cy + dy * s))" }
        let stroke = "fill=\"none\" stroke=\"\(ink)\" stroke-width=\"1.6\" stroke-linejoin=\"round\" stroke-linecap=\"round\""
        let title = "<title>\(glyph.rawValue)</title>"
        switch glyph {
        case .shift:
            return "<path d=\"M\(p(0, -0.5)) L\(p(0.5, 0.02)) L\(p(0.24, 0.02)) L\(p(0.24, 0.5)) L\(p(-0.24, 0.5)) L\(p(-0.24, 0.02)) L\(p(-0.5, 0.02)) Z\" \(stroke)>\(title)</path>\n"
        case .delete:
            return "<path d=\"M\(p(-0.62, 0)) L\(p(-0.26, -0.38)) L\(p(0.62, -0.38)) L\(p(0.62, 0.38)) L\(p(-0.26, 0.38)) Z M\(p(-0.02, -0.15)) L\(p(0.3, 0.15)) M\(p(0.3, -0.15)) L\(p(-0.02, 0.15))\" \(stroke)>\(title)</path>\n"
        case .globe:
            return "<g \(stroke)>\(title)<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(s / 2))\"/><ellipse cx=\"\(n(cx))\" cy=\"\(n(cy))\" rx=\"\(n(s * 0.22))\" ry=\"\(n(s / 2))\"/>"
                + "<path d=\"M\(p(-0.5, 0)) L\(p(0.5, 0)) M\(p(-0.43, -0.25)) L\(p(0.43, -0.25)) M\(p(-0.43, 0.25)) L\(p(0.43, 0.25))\"/></g>\n"
        case .emoji:
            return "<g \(stroke)>\(title)<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(s / 2))\"/><path d=\"M\(p(-0.25, 0.1)) Q\(p(0, 0.38)) \(p(0.25, 0.1))\"/>"
                + "<circle cx=\"\(n(cx - s * 0.17))\" cy=\"\(n(cy - s * 0.12))\" r=\"\(n(s * 0.05))\" fill=\"\(ink)\"/><circle cx=\"\(n(cx + s * 0.17))\" cy=\"\(n(cy - s * 0.12))\" r=\"\(n(s * 0.05))\" fill=\"\(ink)\"/></g>\n"
        case .dictation:
            return "<g \(stroke)>\(title)<rect x=\"\(n(cx - s * 0.15))\" y=\"\(n(cy - s * 0.5))\" width=\"\(n(s * 0.3))\" height=\"\(n(s * 0.58))\" rx=\"\(n(s * 0.15))\"/>"
                + "<path d=\"M\(p(-0.3, -0.05)) A\(n(s * 0.3)) \(n(s * 0.3)) 0 0 0 \(p(0.3, -0.05)) M\(p(0, 0.25)) L\(p(0, 0.45)) M\(p(-0.15, 0.45)) L\(p(0.15, 0.45))\"/></g>\n"
        case .dismiss:
            return "<g \(stroke)>\(title)<rect x=\"\(n(cx - s * 0.5))\" y=\"\(n(cy - s * 0.45))\" width=\"\(n(s))\" height=\"\(n(s * 0.55))\" rx=\"2\"/>"
                + "<path d=\"M\(p(-0.3, -0.25)) L\(p(0.3, -0.25)) M\(p(-0.3, -0.08)) L\(p(0.3, -0.08)) M\(p(-0.2, 0.25)) L\(p(0, 0.45)) L\(p(0.2, 0.25))\"/></g>\n"
        }
    }
}
