import Foundation

/// One keyboard notification as a value: what ``Simulator/keyboardNotifications()`` yields.
public struct KeyboardNotificationEvent: Equatable, Sendable {
    /// Which notification.
    public var notification: KeyboardNotification
    /// When it was posted, in ms of simulated time.
    public var time: Int
    /// The frame at the start (`UIKeyboardFrameBeginUserInfoKey`), if the profile carries it.
    public var frameBegin: CGRect?
    /// The frame at the end (`UIKeyboardFrameEndUserInfoKey`), if the profile carries it.
    public var frameEnd: CGRect?
    /// The animation's duration in seconds, if carried.
    public var animationDuration: Double?
    /// The animation's curve (a `UIView.AnimationCurve` raw value), if carried.
    public var animationCurve: Int?

    /// Creates an event.
    public init(notification: KeyboardNotification, time: Int, frameBegin: CGRect? = nil, frameEnd: CGRect? = nil,
                animationDuration: Double? = nil, animationCurve: Int? = nil) {
        self.notification = notification
        self.time = time
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
    }
}

extension Simulator {
    /// The keyboard notifications this simulation posts from now on, as an asynchronous sequence of
    /// values (Sendable, so a test can consume them in another task), read from the log as the keyboard
    /// posts (so not while the log streams to a buffer).
    public func keyboardNotifications() -> AsyncStream<KeyboardNotificationEvent> {
        let (stream, continuation) = AsyncStream<KeyboardNotificationEvent>.makeStream()
        log.observe { record in
            guard record.kind == .notification, let n = KeyboardNotification(rawValue: record.name) else { return }
            var event = KeyboardNotificationEvent(notification: n, time: record.time)
            for (field, value) in record.fields where field == "userInfo" {
                guard case .object(let entries) = value else { continue }
                for (key, v) in entries {
                    switch (KeyboardUserInfoKey(rawValue: key), v) {
                    case (.frameBegin?, .rect(let r)): event.frameBegin = r
                    case (.frameEnd?, .rect(let r)): event.frameEnd = r
                    case (.animationDuration?, .double(let d)): event.animationDuration = d
                    case (.animationDuration?, .int(let i)): event.animationDuration = Double(i)
                    case (.animationCurve?, .int(let c)): event.animationCurve = c
                    default: break
                    }
                }
            }
            continuation.yield(event)
        }
        return stream
    }

    /// The log records this simulation writes from now on, as an asynchronous sequence (records written
    /// while the log streams to a buffer are not observed).
    public func logRecords() -> AsyncStream<LogRecord> {
        let (stream, continuation) = AsyncStream<LogRecord>.makeStream()
        log.observe { continuation.yield($0) }
        return stream
    }
}
