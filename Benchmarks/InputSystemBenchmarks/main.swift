// Editing cost of the reference clients against document size.
//
// For documents of 0 B, 1 MB and 10 MB (ASCII lines of 80 characters) it times insertText: and
// deleteBackward on a TextView, with the caret at the end and in the middle, and reports the median cost
// per call and its ratio to the same operation on the empty document, measured in the same run.
// A second table times an edit followed by caretRectForPosition: (what an input method asks after each
// key), so the lazy layout's cost is visible too.
//
// Run: swift run -c release InputSystemBenchmarks [--quick]
import Foundation
import InputSystem

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
    let view = TextView(text: document(bytes: size), frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let at = middle ? view.length / 2 : view.length
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

// `--profile-middle`: only 10 MB middle insert/delete pairs, long enough for a profiler (perf record).
if CommandLine.arguments.contains("--profile-middle") {
    let view = TextView(text: document(bytes: 10 << 20))
    view.selectedTextRange = IndexedRange(location: view.length / 2, length: 0)
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
