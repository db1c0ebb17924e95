import Foundation
@_spi(Engine) import InputSystem

/// A system keyboard with its clock, log and notification center, plus an observer that records what
/// the notification center delivered.
final class KeyboardScenario {
    let catalog: LayoutCatalog
    let clock = Clock()
    let log: EventLog
    let center = NotificationCenter()
    let keyboard: SystemKeyboard
    private let recorder = Recorder()
    var delivered: [(name: String, userInfo: [AnyHashable: Any])] { recorder.delivered }
    private var observers: [NSObjectProtocol] = []

    init(device: String, orientation: InterfaceOrientation = .portrait, profile: String) throws {
        catalog = try LayoutCatalog.bundled()
        log = EventLog(clock: clock)
        keyboard = SystemKeyboard(device: try catalog.device(named: device), orientation: orientation,
                                  profile: try catalog.profile(named: profile), catalog: catalog,
                                  center: center, clock: clock, log: log)
        for notification in KeyboardNotification.allCases {
            observers.append(center.addObserver(forName: notification.name, object: nil, queue: nil) { [recorder] note in
                recorder.delivered.append((note.name.rawValue, note.userInfo ?? [:]))
            })
        }
    }

    isolated deinit {
        for observer in observers { center.removeObserver(observer) }
    }

    /// Lets every pending animation finish.
    func settle() { clock.advance(by: 1000) }

    var notificationNames: [String] {
        log.records.filter { $0.kind == .notification }.map(\.name)
    }
}

/// Collects delivered notifications. A center with a nil queue delivers synchronously on the posting
/// thread, and each scenario runs on one task, so the mutable state is never shared across threads.
private nonisolated final class Recorder: @unchecked Sendable {
    var delivered: [(name: String, userInfo: [AnyHashable: Any])] = []
}
