extension LayoutCatalog {
    /// The device catalog as text, one device a line: name, screen, status bar and keyboard heights.
    public var deviceListing: String {
        var lines = ["name            idiom  screen     status  keyboard portrait (letters/pad/bar)  landscape (letters/pad/bar)"]
        for device in devices {
            func f(_ value: Double) -> String { LogValue.format(value) }
            let p = device.keyboard.portrait, l = device.keyboard.landscape
            let name = device.name.padding(toLength: 16, withPad: " ", startingAt: 0)
            let idiom = device.idiom.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let screen = "\(f(device.screen[0]))x\(f(device.screen[1]))".padding(toLength: 11, withPad: " ", startingAt: 0)
            let status = f(device.statusBarHeight).padding(toLength: 8, withPad: " ", startingAt: 0)
            let portrait = "\(f(p.letters))/\(f(p.pad))/\(f(p.predictiveBar))".padding(toLength: 37, withPad: " ", startingAt: 0)
            lines.append(name + idiom + screen + status + portrait + "\(f(l.letters))/\(f(l.pad))/\(f(l.predictiveBar))"
                         + "  " + device.displayName)
        }
        lines.append("profiles: " + profiles.map { $0.name == defaultProfileName ? "\($0.name) (default)" : $0.name }
            .joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }
}
