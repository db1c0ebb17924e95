/// A simulated clock in whole milliseconds that only moves when it is told to.
///
/// Animations, timeouts and log timestamps all read this clock, so a simulation gives the same output
/// every time it runs. Work scheduled for a moment runs, in the order it was scheduled, when
/// ``advance(by:)`` or ``advance(to:)`` passes that moment; ``now`` reads that moment while it runs.
public final class Clock {
    /// The current simulated time, in milliseconds since the simulation started.
    public private(set) var now: Int

    private struct Entry {
        let time: Int
        let sequence: Int
        let action: () -> Void
    }

    private var pending: [Entry] = []
    private var nextSequence = 0

    /// A handle to scheduled work, used to cancel it.
    public struct Token: Hashable, Sendable {
        fileprivate let sequence: Int
    }

    /// Creates a clock reading `start` milliseconds.
    public init(start: Int = 0) {
        self.now = start
    }

    /// Whether any scheduled work has not run yet.
    public var hasPendingWork: Bool { !pending.isEmpty }

    /// The time of the earliest scheduled work, if any.
    public var nextDeadline: Int? { pending.map(\.time).min() }

    /// Schedules `action` to run `delay` milliseconds from now (a negative delay counts as zero; a time past
    /// `Int.max` counts as `Int.max`).
    @discardableResult
    public func schedule(after delay: Int, _ action: @escaping () -> Void) -> Token {
        let entry = Entry(time: Self.later(now, delay), sequence: nextSequence, action: action)
        nextSequence += 1
        pending.append(entry)
        return Token(sequence: entry.sequence)
    }

    /// Cancels scheduled work; returns false when it already ran or was cancelled.
    @discardableResult
    public func cancel(_ token: Token) -> Bool {
        guard let index = pending.firstIndex(where: { $0.sequence == token.sequence }) else { return false }
        pending.remove(at: index)
        return true
    }

    /// Moves the clock forward by `milliseconds` (negative values are ignored; the clock stops at `Int.max`
    /// rather than overflowing), running due work in order.
    public func advance(by milliseconds: Int) {
        advance(to: Self.later(now, milliseconds))
    }

    /// `time` moved on by `milliseconds` (a negative amount counts as zero), stopping at `Int.max`
    /// rather than overflowing: a huge delay from input means "never" instead of a trap.
    static func later(_ time: Int, _ milliseconds: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(max(0, milliseconds))
        return overflow ? Int.max : sum
    }

    /// Moves the clock forward to `time`, running every piece of work due by then in time order.
    ///
    /// Work scheduled while running is run too if it falls due by `time`. A `time` in the past is ignored.
    public func advance(to time: Int) {
        guard time >= now else { return }
        while let next = earliestDue(by: time) {
            let entry = pending.remove(at: next)
            now = entry.time
            entry.action()
        }
        now = time
    }

    /// Runs all scheduled work, however far ahead, and leaves the clock at the last deadline.
    public func runUntilIdle() {
        while let deadline = nextDeadline {
            advance(to: deadline)
        }
    }

    private func earliestDue(by time: Int) -> Int? {
        var best: Int?
        for (index, entry) in pending.enumerated() where entry.time <= time {
            if let current = best {
                let other = pending[current]
                if (entry.time, entry.sequence) < (other.time, other.sequence) { best = index }
            } else {
                best = index
            }
        }
        return best
    }
}
