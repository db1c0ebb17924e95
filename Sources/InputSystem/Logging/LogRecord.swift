/// One line of an ``EventLog``: something the simulated system did, at a simulated time.
///
/// Every record is written with the keys `t` (milliseconds), `kind`, `name`, then its fields in the
/// order given. Names are UIKit's: notification constants (`UIKeyboardWillShowNotification`), delegate
/// selectors (`textFieldShouldBeginEditing:`), text-input selectors (`insertText:`).
public struct LogRecord: Equatable, Sendable {
    /// What sort of event a record describes.
    public enum Kind: String, Sendable, CaseIterable {
        /// A notification posted on the notification center.
        case notification
        /// A delegate message sent to a text object's delegate, logged when it is sent (before anything
        /// the delegate does inside it).
        case delegate
        /// The answer of a `should…` delegate message, logged when the delegate returns; follows the
        /// message's ``delegate`` record and whatever the delegate did inside it.
        case delegateResult
        /// A call of the text-input protocol on a client.
        case textInput
        /// A state change of the system keyboard or responders that has no UIKit message.
        case state
        /// An input the simulation received (focus, rotation, hardware keyboard…).
        case input
        /// A message a client sent the system's input delegate about a change the system did not ask for
        /// (`textWillChange:`, `selectionDidChange:` …; TWPG, "Informing the Text Input Delegate of Changes").
        case inputDelegate
        /// The first record of a replayed trace's log: the tool, the trace and the scene it starts in.
        case header
        /// A text object's text when a replay ends (`--final-text`).
        case final
    }

    /// The simulated time in milliseconds.
    public var time: Int
    /// What sort of event this is.
    public var kind: Kind
    /// UIKit's name for the event.
    public var name: String
    /// Further fields, written in this order after `t`, `kind` and `name`.
    public var fields: [(String, LogValue)]

    /// Creates a record.
    public init(time: Int, kind: Kind, name: String, fields: [(String, LogValue)] = []) {
        self.time = time
        self.kind = kind
        self.name = name
        self.fields = fields
    }

    /// Records are equal when their JSON lines are.
    public static func == (lhs: LogRecord, rhs: LogRecord) -> Bool {
        lhs.jsonLine == rhs.jsonLine
    }

    /// The record as one line of JSON, without the newline.
    public var jsonLine: String {
        let buffer = LogBuffer(capacity: 256)
        write(to: buffer)
        return buffer.string
    }

    /// Appends the record as one line of JSON, without the newline.
    public func write(to buffer: LogBuffer) {
        buffer.appendRecordHead(time: time, kind: kind, name: name)
        buffer.append(fields: fields, leadingComma: true)
        buffer.append(byte: 0x7D)
    }
}
