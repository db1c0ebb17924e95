import Foundation

/// What an undo step undoes, as the edit menu names it ("Undo Typing", "Undo Paste" …).
public enum UndoAction: String, Sendable, CaseIterable {
    /// A run of keyboard input (typing, deleting, marked text): one step until the user does something else.
    case typing
    /// The edit menu's Paste.
    case paste
    /// The edit menu's Cut.
    case cut
    /// The text field's clear button.
    case clear
    /// A Writing Tools rewrite (iOS 18).
    case writingTools

    /// The name the edit menu shows after "Undo" ("Undo Typing", "Undo Writing Tools").
    public var menuName: String {
        switch self {
        case .typing: return "Typing"
        case .paste: return "Paste"
        case .cut: return "Cut"
        case .clear: return "Clear"
        case .writingTools: return "Writing Tools"
        }
    }
}

/// One replacement of an undo step: `inserted` UTF-16 units at `location` that replaced `removed`.
struct UndoEdit: Equatable {
    var location: Int
    var removed: String
    var inserted: Int
}

/// The edits of one undo step, in the order they were made, and the selection before them.
struct UndoGroup: Equatable {
    var action: UndoAction
    var edits: [UndoEdit]
    var selection: NSRange
}

/// A text view's undo and redo stacks (the part of `NSUndoManager` a text object uses).
///
/// Keyboard edits coalesce into one `typing` step until the run is broken (a selection the user makes, a
/// change of first responder, any other kind of edit), as UIKit's "Undo Typing" does; every other edit
/// is a step of its own. A new edit clears the redo stack. The history keeps at most ``levels`` steps.
struct UndoHistory {
    /// How many steps are kept (chosen: UIKit's default `levelsOfUndo` is unlimited; a bound keeps memory
    /// bounded on hostile traces).
    static let levels = 100

    private(set) var undoStack: [UndoGroup] = []
    private(set) var redoStack: [UndoGroup] = []
    /// The kind of step the next recorded edit belongs to.
    private var pending: UndoAction = .typing
    /// Whether the next keyboard edit may join the last typing step.
    private var typingContinues = false
    /// Set while an undo or redo applies its edits, which are not recorded.
    var isApplying = false

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    var nextUndo: UndoAction? { undoStack.last?.action }

    /// The next edit starts a step of its own named `action`.
    mutating func begin(_ action: UndoAction) {
        pending = action
        typingContinues = false
    }

    /// The next keyboard edit starts a new typing step.
    mutating func breakTyping() {
        typingContinues = false
        pending = .typing
    }

    /// Records an edit made with `selection` as the selection before it.
    mutating func record(_ edit: UndoEdit, selection: NSRange) {
        guard !isApplying, edit.inserted > 0 || !edit.removed.isEmpty else { return }
        redoStack.removeAll()
        // The last group's action is read in place: binding the group (`let last = undoStack.last`) would keep a
        // second reference to its edits while they are appended to, copying them on every keystroke (quadratic
        // typing in a debug build, issue 27).
        if pending == .typing, typingContinues, undoStack.last?.action == .typing {
            undoStack[undoStack.count - 1].edits.append(edit)
        } else {
            pushUndo(UndoGroup(action: pending, edits: [edit], selection: selection))
        }
        typingContinues = pending == .typing
    }

    mutating func pushUndo(_ group: UndoGroup) {
        undoStack.append(group)
        if undoStack.count > Self.levels { undoStack.removeFirst(undoStack.count - Self.levels) }
        typingContinues = false
    }

    mutating func pushRedo(_ group: UndoGroup) {
        redoStack.append(group)
        typingContinues = false
    }

    mutating func popUndo() -> UndoGroup? { undoStack.popLast() }
    mutating func popRedo() -> UndoGroup? { redoStack.popLast() }

    /// Forgets every step (a programmatic `text =`).
    mutating func removeAll() {
        undoStack.removeAll()
        redoStack.removeAll()
        typingContinues = false
        pending = .typing
    }
}
