import Foundation

/// The on-screen keyboard of the first responder's keyboard type: its key planes (from `Layouts/`), the
/// plane showing and the Shift state, and the taps that type a character.
struct OnScreenKeyboard {
    /// A key to tap: its label and what it does (`plane:numbers`, `shift`, `space`, `return`, …; nil for a
    /// key that types its label).
    struct Tap: Equatable {
        var label: String
        var action: String?
    }

    let typeName: String
    private let layout: KeyboardLayout
    private let bottomRow: [KeyboardLayout.KeySpec]
    private(set) var plane: String
    private(set) var shifted = false
    /// Whether Shift comes on by itself at the insertion point (auto-capitalization), as last worked out.
    private(set) var autoShift = false
    /// The letter keys' long-press alternates: lowercase letter → its alternates.
    private let alternates: [String: [String]]

    init?(catalog: LayoutCatalog, type: UIKeyboardType, device: Device) {
        let typeLayout = catalog.typeLayout(for: type, on: device)
        guard let layout = catalog.layouts[typeLayout.layout] else { return nil }
        self.alternates = catalog.alternates
        self.typeName = type.name
        self.layout = layout
        self.bottomRow = typeLayout.bottomRow.flatMap { layout.bottomRows[$0] } ?? []
        self.plane = typeLayout.plane
    }

    /// Whether the keyboard has a Shift key (letter keyboards; not the number and phone pads).
    var hasShift: Bool { layout.planes.keys.contains { keys(in: $0).contains { $0.action == "shift" } } }

    /// The keys of a plane, the bottom row included.
    func keys(in plane: String) -> [KeyboardLayout.KeySpec] {
        guard let p = layout.planes[plane] else { return [] }
        return p.rows.flatMap { row -> [KeyboardLayout.KeySpec] in
            switch row {
            case .keys(let keys): return keys.filter { $0.label != nil }
            case .bottom: return bottomRow
            }
        }
    }

    /// The labels of the current plane's keys, for error messages.
    var currentLabels: [String] { keys(in: plane).compactMap(\.label) }

    /// The key labelled `label` (or named by its action: `shift`, `space`, `return`, `delete`) on the
    /// current plane.
    func key(_ label: String) -> Tap? {
        let action = ["delete": "deleteBackward", "space": "space", "return": "return", "shift": "shift",
                      "globe": "nextKeyboard"][label]
        guard let k = keys(in: plane).first(where: { $0.label == label || (action != nil && $0.action == action) }),
              let l = k.label else { return nil }
        return Tap(label: l, action: k.action)
    }

    /// Sets Shift to what auto-capitalization asks for after the text or the insertion point changed
    /// (a Shift tapped by hand gives way to it, as on the device).
    mutating func setAutoShift(_ on: Bool) {
        autoShift = on
        shifted = on
    }

    /// Records that `tap` was tapped: plane switches and Shift change the state; a letter typed with
    /// Shift on turns it off again (Shift is one-shot). A plane switch brings Shift back to what
    /// auto-capitalization asks for.
    mutating func apply(_ tap: Tap) {
        if let action = tap.action {
            if action.hasPrefix("plane:") {
                plane = String(action.dropFirst("plane:".count))
                shifted = autoShift
            } else if action == "shift" {
                shifted.toggle()
            }
        } else if shifted, tap.label.count == 1, tap.label.first?.isLetter == true {
            shifted = false
        }
        if shifted, tap.action?.hasPrefix("alternate:") == true { shifted = false }
    }

    /// The taps that type `c` from the current state (plane switches and Shift included), or nil when no
    /// plane of this keyboard has it. The state is not changed; apply each tap as it is made.
    func taps(for c: Character) -> [Tap]? {
        let text = String(c)
        // The plane and key that type `c`, and whether Shift must be on.
        func find(in plane: String) -> (Tap, needsShift: Bool?)? {
            for k in keys(in: plane) {
                guard let label = k.label else { continue }
                switch k.action {
                case "space"? where text == " ": return (Tap(label: label, action: "space"), nil)
                case "return"? where text == "\n": return (Tap(label: label, action: "return"), nil)
                case let a? where a == "text:\(text)": return (Tap(label: label, action: a), nil)
                case nil:
                    if label == text {
                        return (Tap(label: label, action: nil), c.isLetter && c.isLowercase && label.count == 1 ? false : nil)
                    }
                    if c.isLetter, c.isUppercase, label == text.lowercased(), label.count == 1 {
                        return (Tap(label: label, action: nil), true)
                    }
                default: continue
                }
            }
            return nil
        }
        if let taps = directTaps(for: c, text: text, find: find) { return taps }
        // A letter with a diacritic: a long press on its base letter's key, then the alternate.
        let lower = text.lowercased()
        guard let base = alternates.first(where: { $0.value.contains(lower) })?.key, let baseChar = base.first,
              var taps = taps(for: c.isUppercase ? Character(baseChar.uppercased()) : baseChar),
              let last = taps.popLast() else { return nil }
        taps.append(Tap(label: last.label, action: "alternate:\(text)"))
        return taps
    }

    private func directTaps(for c: Character, text: String, find: (String) -> (Tap, needsShift: Bool?)?) -> [Tap]? {
        let planes = [plane] + layout.planes.keys.sorted().filter { $0 != plane }
        for target in planes {
            guard let (key, needsShift) = find(target), let route = route(to: target) else { continue }
            var taps = route
            let shiftedAfterRoute = route.isEmpty ? shifted : autoShift
            if let needsShift, needsShift != shiftedAfterRoute {
                guard let shift = keys(in: target).first(where: { $0.action == "shift" }), let l = shift.label else { continue }
                taps.append(Tap(label: l, action: "shift"))
            }
            taps.append(key)
            return taps
        }
        return nil
    }

    /// The plane-switch taps from the current plane to `target` (breadth first), or nil when unreachable.
    private func route(to target: String) -> [Tap]? {
        if target == plane { return [] }
        var queue: [(String, [Tap])] = [(plane, [])]
        var seen: Set<String> = [plane]
        while !queue.isEmpty {
            let (p, path) = queue.removeFirst()
            for k in keys(in: p) {
                guard let a = k.action, a.hasPrefix("plane:"), let l = k.label else { continue }
                let next = String(a.dropFirst("plane:".count))
                guard !seen.contains(next) else { continue }
                let newPath = path + [Tap(label: l, action: a)]
                if next == target { return newPath }
                seen.insert(next)
                queue.append((next, newPath))
            }
        }
        return nil
    }
}
