import Foundation

/// A tap inside a text object's text, as UIKit's text interaction makes it: the system hit-tests the tap
/// with the client's `closestPositionToPoint:`, puts the caret there, and asks the client for the caret's
/// rectangle (`caretRectForPosition:`, to draw it) and the first rectangle of the selection
/// (`firstRectForRange:`, where the edit menu and candidate windows anchor). Each answer is logged as a
/// `textInput` record with its `result`, so a view whose geometry is wrong shows it in the log.
extension Simulator {
    /// The user taps the text object `id` at `point`, in the object's own coordinates. A tap on an object
    /// that is not first responder first makes it first responder (as ``focus(_:)``); a composition in
    /// progress is committed as for a selection the user makes. An answer outside the text is a contract
    /// violation, logged as `state violation`, and the caret does not move.
    public func tapText(at point: CGPoint, in id: String) throws {
        guard let responder = field(named: id) else { throw SimulatorError.unknownField(id, known: fieldNames) }
        guard let client = responder as? any UITextInput else { throw SimulatorError.notSelectable(id) }
        guard point.x.isFinite, point.y.isFinite else {
            throw SimulatorError.unsupported("tapText: the point must be finite, not [\(point.x), \(point.y)]")
        }
        let pointValue = LogValue.array([.double(Double(point.x)), .double(Double(point.y))])
        log.record(.input, "tapText", [("field", .string(id)), ("point", pointValue)])
        if !responder.isFirstResponder {
            try focus(id)
            guard responder.isFirstResponder else { return }
        }
        guard let position = client.closestPosition(to: point) else {
            log.record(.textInput, "closestPositionToPoint:", [("object", .string(id)), ("point", pointValue), ("result", .null)])
            return
        }
        let length = client.offset(from: client.beginningOfDocument, to: client.endOfDocument)
        let offset = client.offset(from: client.beginningOfDocument, to: position)
        log.record(.textInput, "closestPositionToPoint:", [("object", .string(id)), ("point", pointValue), ("result", .int(offset))])
        guard offset >= 0, offset <= length else {
            log.record(.state, "violation", [("object", .string(id)),
                                             ("message", .string("closestPositionToPoint: answered offset \(offset), outside the text (0…\(length))"))])
            return
        }
        try select(NSRange(location: offset, length: 0), in: id)
        if let caretAt = client.selectedTextRange?.start {
            log.record(.textInput, "caretRectForPosition:", [("object", .string(id)), ("result", .rect(client.caretRect(for: caretAt)))])
        }
        if let selection = client.selectedTextRange {
            log.record(.textInput, "firstRectForRange:", [("object", .string(id)), ("result", .rect(client.firstRect(for: selection)))])
        }
    }
}
