import Foundation
import Spelling

extension KeyboardProximity {
    /// The letter keys of the English (QWERTY) letters plane as the simulator lays them out on `device`
    /// in portrait (default: the simulator's default iPhone), from the catalog's layout data.
    public static func letters(catalog: LayoutCatalog, device deviceName: String = Simulator.defaultDevice) throws -> KeyboardProximity {
        let device = try catalog.device(named: deviceName)
        let snapshot = KeyboardSnapshot(catalog: catalog, device: device, orientation: .portrait,
                                        profile: catalog.firstProfile(for: device))
        var centers: [String: KeyboardProximity.Point] = [:]
        var widths: [Double] = [], heights: [Double] = []
        for key in snapshot.keys where key.action == nil && key.label.count == 1 && key.label.first?.isLetter == true {
            let frame = key.frame
            centers[key.label] = .init(x: Double(frame.midX), y: Double(frame.midY))
            widths.append(Double(frame.width))
            heights.append(Double(frame.height))
        }
        guard !centers.isEmpty else {
            throw LayoutError.missingFile(path: "the letters plane of \(snapshot.typeLayout.layout) (no letter keys)")
        }
        return KeyboardProximity(centers: centers, keyWidth: widths.sorted()[widths.count / 2],
                                 keyHeight: heights.sorted()[heights.count / 2])
    }

    /// ``letters(catalog:device:)`` of the bundled catalog on the default iPhone, computed once.
    public static func iPhone() throws -> KeyboardProximity {
        try SpellCheckers.shared.iPhoneKeyboard()
    }
}
