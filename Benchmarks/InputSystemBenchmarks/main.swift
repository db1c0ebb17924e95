// Editing cost of the reference clients against document size.
//
// For documents of 0 B, 1 MB and 10 MB (ASCII lines of 80 characters) it times insertText: and
// deleteBackward on a UITextView, with the caret at the end and in the middle, and reports the median cost
// per call and its ratio to the same operation on the empty document, measured in the same run.
// A second table times an edit followed by caretRectForPosition: (what an input method asks after each
// key), so the lazy layout's cost is visible too.
//
// Run: swift run -c release --package-path Benchmarks InputSystemBenchmarks [--quick]
//      swift run -c release --package-path Benchmarks InputSystemBenchmarks --type-event   (a long `type` event: linear typing)
import Foundation
@_spi(Engine) import InputSystem
import UIKitTextInput

let quick = CommandLine.arguments.contains("--quick")
let rounds = quick ? 5 : 15
let callsPerRound = quick ? 200 : 1000

func document(bytes: Int) -> String {
    guard bytes > 0 else { return "" }
    let line = String(repeating: "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor ", count: 1)
        .prefix(79) + "\n"
    var s = ""
    s.reserveCapacity(bytes)
    while s.utf8.count + line.utf8.count <= bytes { s += line }
    return s
}

/// Median nanoseconds per call of `body`, run `callsPerRound` times per round.
func medianNanos(_ body: () -> Void) -> Double {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        let elapsed = clock.measure { for _ in 0..<callsPerRound { body() } }
        let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        samples.append(ns / Double(callsPerRound))
    }
    samples.sort()
    return samples[samples.count / 2]
}

struct Row { var name: String; var nanos: Double }

func measure(size: Int, middle: Bool, withCaretRect: Bool) -> (insert: Double, delete: Double) {
    let view = UITextView(text: document(bytes: size), frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let at = middle ? view.editor.length / 2 : view.editor.length
    view.selectedTextRange = IndexedRange(location: at, length: 0)
    if withCaretRect { _ = view.caretRect(for: IndexedPosition(at)) }  // lay out once before timing
    var flip = false
    let insert = medianNanos {
        view.insertText(flip ? "a" : "b")
        flip.toggle()
        if withCaretRect, let caret = view.selectedTextRange?.start { _ = view.caretRect(for: caret) }
    }
    let delete = medianNanos {
        view.deleteBackward()
        if withCaretRect, let caret = view.selectedTextRange?.start { _ = view.caretRect(for: caret) }
    }
    return (insert, delete)
}

let sizes = [("0 B", 0), ("1 MB", 1 << 20), ("10 MB", 10 << 20)]

// `--type-event`: a trace's `type` event of 10,000 and 100,000 characters replayed whole (on-screen taps,
// auto-capitalization, the text view, the log), for text of short sentences and for one long sentence
// with no terminator. The cost per character at 100,000 against 10,000 in the same run is 1 when typing
// is linear in the text's length (issue 15: it was quadratic, minutes for 100,000 characters).
if CommandLine.arguments.contains("--type-event") {
    func replaySeconds(_ text: String) throws -> Double {
        let trace = [#"{"event": "field", "id": "f", "kind": "textView"}"#, #"{"event": "focus", "field": "f"}"#,
                     #"{"event": "type", "text": "\#(text)"}"#].joined(separator: "\n")
        var bytes = 0
        let elapsed = try ContinuousClock().measure {
            try TraceReplay.run(TraceReader(string: trace, name: "type.jsonl"), options: ReplayOptions(), chunkSize: 1 << 16,
                                write: { bytes += $0.count })
        }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    print("type event (seconds; per-character cost at 100,000 against 10,000 in this run)")
    print("text                          10,000      100,000     ratio")
    let texts: [(String, (Int) -> String)] = [
        ("sentences (\"hello world. \")", { String(String(repeating: "hello world. ", count: $0 / 13 + 1).prefix($0)) }),
        ("one sentence (\"word \")", { String(String(repeating: "word ", count: $0 / 5 + 1).prefix($0)) }),
    ]
    for (label, make) in texts {
        let small = try replaySeconds(make(10_000)), large = try replaySeconds(make(100_000))
        let ratio = (large / 100_000) / (small / 10_000)
        print(label.padding(toLength: 30, withPad: " ", startingAt: 0)
              + String(format: "%-12.3f%-12.3f%.2f", small, large, ratio))
    }
    exit(0)
}

// `--uikit`: the same edits on a `UITextView` that is first responder in a simulation's window, as the
// system makes them (`insertText:`, `deleteBackward`), with what the UIKit text view does after each: a
// layout pass, the caret scrolled into view. Ratios against the empty UITextView in the same run, and
// against the same edit at the same size and place on a UITextView in no UIWindow (no layout pass).
if CommandLine.arguments.contains("--uikit") {
    func measureUIKit(size: Int, middle: Bool) throws -> (insert: Double, delete: Double) {
        let simulator = try Simulator()
        let window = simulator.makeWindow()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.addSubview(view)
        simulator.add(view, named: "notes")
        view.text = document(bytes: size)
        _ = view.becomeFirstResponder()
        let length = (view.text as NSString).length
        view.selectedRange = NSRange(location: middle ? length / 2 : length, length: 0)
        var flip = false
        let insert = medianNanos { view.insertText(flip ? "a" : "b"); flip.toggle() }
        let delete = medianNanos { view.deleteBackward() }
        return (insert, delete)
    }
    /// A UITextView in no UIWindow, first responder of a simulation too (so both post the change
    /// notification and log the delegate messages): what the window's layout pass adds is the rest.
    func measureReference(size: Int, middle: Bool) throws -> (insert: Double, delete: Double) {
        let simulator = try Simulator()
        let view = UITextView(text: document(bytes: size), frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        simulator.add(view, named: "notes")
        try simulator.focus("notes")
        view.selectedTextRange = IndexedRange(location: middle ? view.editor.length / 2 : view.editor.length, length: 0)
        var flip = false
        let insert = medianNanos { view.insertText(flip ? "a" : "b"); flip.toggle() }
        let delete = medianNanos { view.deleteBackward() }
        return (insert, delete)
    }
    print("UITextView insertText: / deleteBackward (ns per call; ratio to the empty UITextView; ratio to a UITextView in a simulation)")
    print("size    place    insertText  ratio   vs UITextView  deleteBackward  ratio   vs UITextView")
    var baseline: (insert: Double, delete: Double)? = nil
    for (label, size) in sizes {
        for middle in [false, true] where !(size == 0 && middle) {
            let m = try measureUIKit(size: size, middle: middle)
            let reference = try measureReference(size: size, middle: middle)
            let base = baseline ?? m
            if baseline == nil { baseline = m }
            print(String(format: "%-7@ %-8@ %10.0f  %5.2fx  %10.2fx  %14.0f  %5.2fx  %10.2fx",
                         label as NSString, (middle ? "middle" : "end") as NSString, m.insert, m.insert / base.insert,
                         m.insert / reference.insert, m.delete, m.delete / base.delete, m.delete / reference.delete))
        }
    }
    print("\ngoal: the 10 MB cost at most 2x the empty-document cost")
    exit(0)
}

// `--profile-middle`: only 10 MB middle insert/delete pairs, long enough for a profiler (perf record).
if CommandLine.arguments.contains("--profile-middle") {
    let view = UITextView(text: document(bytes: 10 << 20))
    view.selectedTextRange = IndexedRange(location: view.editor.length / 2, length: 0)
    let start = ContinuousClock.now
    for _ in 0..<200_000 { view.insertText("a"); view.deleteBackward() }
    print("200000 insert+delete pairs:", ContinuousClock.now - start)
    exit(0)
}
let editsOnly = CommandLine.arguments.contains("--edits-only")
for withCaretRect in (editsOnly ? [false] : [false, true]) {
    print(withCaretRect ? "\nedit + caretRectForPosition: (ns per call; ratio to the empty document)"
                        : "insertText: / deleteBackward (ns per call; ratio to the empty document)")
    print("size    place    insertText  ratio   deleteBackward  ratio")
    var baseline: (insert: Double, delete: Double)? = nil
    for (label, size) in sizes {
        for middle in [false, true] where !(size == 0 && middle) {
            let m = measure(size: size, middle: middle, withCaretRect: withCaretRect)
            let base = baseline ?? m
            if baseline == nil { baseline = m }
            let line = String(format: "%-7@ %-8@ %10.0f  %5.2fx  %14.0f  %5.2fx",
                              label as NSString, (middle ? "middle" : "end") as NSString,
                              m.insert, m.insert / base.insert, m.delete, m.delete / base.delete)
            print(line)
        }
    }
}
print("\ngoal: the 10 MB cost at most 2x the empty-document cost")
