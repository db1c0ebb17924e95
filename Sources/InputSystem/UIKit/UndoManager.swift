import Foundation

/// Records changes so that they can be undone and redone (`UndoManager`, which Foundation on Linux does not
/// have). An app registers undo actions with ``registerUndo(withTarget:handler:)``; a text object's undo
/// manager (``UITextField``, ``UITextView``) undoes and redoes the object's own edits (typing, paste, cut,
/// the clear button) as the edit menu and ⌘Z do.
///
/// Grouping is by registration: each registered action is one step (`beginUndoGrouping`/`endUndoGrouping`
/// collect the actions between them into one step).
@preconcurrency @MainActor
open class UndoManager {
    private var undoStack: [[() -> Void]] = []
    private var redoStack: [[() -> Void]] = []
    private var openGroup: [() -> Void]?
    private var groupDepth = 0
    /// Whether an undo is running (actions registered now go on the redo stack).
    open private(set) var isUndoing = false
    /// Whether a redo is running.
    open private(set) var isRedoing = false
    /// The most undo steps kept (0: no limit).
    open var levelsOfUndo = 0
    private var actionName = ""

    /// Creates an empty undo manager.
    public init() {}

    /// Whether there is a step to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Registers `handler`, run with `target` to undo the change just made.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        let action: () -> Void = { [weak target] in if let target { handler(target) } }
        if groupDepth > 0, openGroup != nil {
            openGroup?.append(action)
        } else if isUndoing {
            redoStack.append([action])
        } else {
            undoStack.append([action])
            if !isRedoing { redoStack.removeAll() }
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        }
    }

    /// Starts a group: the actions registered until ``endUndoGrouping()`` are one step.
    open func beginUndoGrouping() {
        if groupDepth == 0 { openGroup = [] }
        groupDepth += 1
    }

    /// Ends the group ``beginUndoGrouping()`` began (an unmatched call does nothing).
    open func endUndoGrouping() {
        guard groupDepth > 0 else { return }
        groupDepth -= 1
        guard groupDepth == 0, let group = openGroup else { return }
        openGroup = nil
        if !group.isEmpty {
            undoStack.append(group)
            redoStack.removeAll()
        }
    }

    /// Undoes the last step (its actions in reverse order); nothing when there is none.
    open func undo() {
        guard let step = undoStack.popLast() else { return }
        isUndoing = true
        for action in step.reversed() { action() }
        isUndoing = false
    }

    /// Redoes the last undone step.
    open func redo() {
        guard let step = redoStack.popLast() else { return }
        isRedoing = true
        for action in step.reversed() { action() }
        isRedoing = false
    }

    /// Forgets every step.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Names the step being registered (the edit menu's "Undo Typing").
    open func setActionName(_ actionName: String) { self.actionName = actionName }
    /// The name of the step ``undo()`` would undo.
    open var undoActionName: String { canUndo ? actionName : "" }
}

/// The undo manager of a ``UITextField`` or ``UITextView``: its steps are the text object's own edits.
@preconcurrency @MainActor
final class TextObjectUndoManager: UndoManager {
    private weak var owner: (any TextObjectEditing)?

    init(owner: any TextObjectEditing) {
        self.owner = owner
        super.init()
    }

    override var canUndo: Bool { owner?.editor.canUndo ?? false }
    override var canRedo: Bool { owner?.editor.canRedo ?? false }
    /// The name the edit menu shows after "Undo" (`Typing`, `Paste`, `Cut`, `Clear`, `Writing Tools`).
    override var undoActionName: String { owner?.editor.undoActionName?.menuName ?? "" }
    override func undo() { _ = owner?.editor.undoLastChange() }
    override func redo() { _ = owner?.editor.redoLastChange() }
    override func removeAllActions() { owner?.editor.removeUndoHistory() }
}
