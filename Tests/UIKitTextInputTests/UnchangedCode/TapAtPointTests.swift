import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// Issue 24, item 9: a tap inside the text hit-tests it with the client's own geometry, as UIKit's text
/// interaction does (`closestPositionToPoint:`), puts the caret there, and asks `caretRectForPosition:` and
/// `firstRectForRange:`.
@MainActor
@Suite struct TapAtPointTests {
    func records(_ s: Simulator, _ names: Set<String>) -> [LogRecord] {
        s.log.records.filter { names.contains($0.name) }
    }

    @Test("a trace's tapText on a text field puts the caret at the client's closest position and logs the three answers")
    func traceTapOnReferenceField() throws {
        let trace = """
        {"event": "field", "id": "name", "kind": "textField", "text": "hello world", "t": 0}
        {"event": "tapText", "field": "name", "point": [52, 10], "t": 100}
        {"event": "type", "text": "X", "t": 200}
        """
        let s = try Simulator()
        try Replayer(simulator: s).replay(TraceReader(string: trace, name: "tap.jsonl"))
        // The reference metrics give every narrow character 10 points: 52 is nearest the offset 5.
        #expect(s.text(of: "name") == "helloX world")
        let asked = records(s, ["closestPositionToPoint:", "caretRectForPosition:", "firstRectForRange:"])
        #expect(asked.map(\.name) == ["closestPositionToPoint:", "caretRectForPosition:", "firstRectForRange:"])
        #expect(asked.first?.jsonLine.contains("\"result\":5") == true)
    }

    @Test("Swift's tapText on a user's UITextInput view asks its closestPosition(to:), caretRect(for:) and firstRect(for:), and the caret moves there")
    func swiftTapOnUserView() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let view = SimpleTextView(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        window.addSubview(view)
        s.add(view, named: "simple")
        try s.focus("simple")
        try s.type("abcdef")
        try s.tapText(at: CGPoint(x: 2 * view.advance + 1, y: 5), in: "simple")
        try s.type("Z")
        #expect(String(view.storage) == "abZcdef")
        #expect(records(s, ["caretRectForPosition:", "firstRectForRange:"]).count == 2)
    }

    /// A client whose hit testing answers a position past the end of its text.
    final class BrokenHitTesting: SimpleTextView {
        override func closestPosition(to point: CGPoint) -> UITextPosition? { APLIndexedPosition(10_000) }
    }

    @Test("a client that answers closestPosition(to:) outside its text is reported as a violation, and the caret stays")
    func brokenHitTestingIsReported() throws {
        let s = try Simulator()
        let view = BrokenHitTesting(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        s.add(view, named: "broken")
        try s.focus("broken")
        try s.type("abc")
        try s.tapText(at: CGPoint(x: 5, y: 5), in: "broken")
        let violations = records(s, ["violation"])
        #expect(violations.count == 1)
        #expect(violations.first?.jsonLine.contains("outside the text") == true)
        try s.type("d")
        #expect(String(view.storage) == "abcd")
    }
}
