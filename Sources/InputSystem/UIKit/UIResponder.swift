import Foundation

/// An object that can respond to events and become first responder (`UIResponder`), as far as text
/// input needs: first-responder status, the input and accessory views, the responder chain (`next`),
/// key commands and hardware key presses.
///
/// A responder takes part in a simulation once added to one (``InputSystem/Simulator/add(_:named:)-(UIResponder,_)``):
/// ``becomeFirstResponder()`` is then the simulator's `focus`, and the system keyboard, input methods
/// and log follow it. A responder in no simulation is like a view in no
/// window: it cannot become first responder.
///
/// As in UIKit, a responder is an `NSObject`: views and other responders are `Equatable` and `Hashable`
/// by identity (`==`, `contains(_:)`, `firstIndex(of:)`, sets and dictionary keys) and convert to `NSObject`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The simulation window this responder is in, if any (set when it is added to a simulation).
    weak var simulationWindow: Window?
    /// The name this responder has in the simulation's logs and traces (a trace's field id).
    var identifier = ""

    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The simulation this responder is in, if any.
    var owningSimulator: Simulator? { simulationWindow?.simulator }

    /// The name this responder has in the simulation's logs and traces (empty while it is in none).
    @_spi(Engine) public var simulationIdentifier: String { identifier }

    // MARK: Nib loading (UINibLoading)

    /// Called on each object loaded from a nib or storyboard once all are connected; override to finish
    /// setting up, calling super. Inert: this module loads no nibs (``UIView/init(coder:)`` gives nil), so it
    /// is never called by itself; a test or an initializer may call it.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it renders a designable view; override to set up sample content.
    /// Inert: never called here (there is no Interface Builder).
    open func prepareForInterfaceBuilder() {}

    /// The next responder in the chain (nil for a plain responder; a view's superview).
    open var next: UIResponder? { nil }

    /// Whether the responder accepts first-responder status (false, as in UIKit; text objects say true).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked (true).
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is first responder in its simulation.
    open var isFirstResponder: Bool { simulationWindow?.firstResponder === self }

    /// Asks to become first responder: in a simulation this is what a tap on the text object does (the
    /// simulator's `focus` calls it), running the delegate sequence and bringing up the keyboard. Returns
    /// whether the responder is first responder afterwards; false when it is in no simulation.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        joinWindowSimulation()
        guard let window = simulationWindow else { return false }
        if window.firstResponder === self { return true }
        owningSimulator?.firstResponderWillChange()
        return window.makeFirstResponder(self)
    }

    /// Gives up first-responder status (marked text is committed first). Returns false when the responder
    /// refuses (a text field whose delegate's `textFieldShouldEndEditing(_:)` says no); true when it was
    /// not first responder, as UIKit answers.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = simulationWindow, window.firstResponder === self else { return true }
        owningSimulator?.firstResponderWillChange()
        return window.resignFirstResponder(self, force: false)
    }

    /// A view in the window of a simulation (``InputSystem/Simulator/makeWindow()``) takes part in it as
    /// a view on an iOS screen does, without ``InputSystem/Simulator/add(_:named:)-(UIResponder,_)``: the first time it is
    /// asked to become first responder it is added under the log name `TypeName-N` (N counts the views
    /// its window added so, from 1). A control that hands focus to a private subview works so.
    private func joinWindowSimulation() {
        guard simulationWindow == nil, let view = self as? UIView, let window = view.window, let simulator = window.simulator else { return }
        window.autoNamedViews += 1
        simulator.add(self, named: "\(type(of: self))-\(window.autoNamedViews)")
    }

    // MARK: The simulation's hooks (the first-responder transition, the keyboard's questions)

    /// Why ``canBecomeFirstResponder`` is false, for the log's `refused` record.
    var cannotBecomeFirstResponderReason: String { "canBecomeFirstResponder is NO" }
    /// Whether the responder takes text (a `UIKeyInput`): the system keyboard serves only these.
    var isTextResponder: Bool { self is any UIKeyInput }
    /// Whether the keyboard moves for this responder (its will-change-frame and will-show) before
    /// ``didBecomeFirstResponder()`` runs: true for a text view, false for a text field (IQKeyboardManager
    /// issue #271, maintainer; craiggrummitt.com 2016, "Keyboards, text views and first responders").
    var keyboardMovesBeforeDidBegin: Bool { false }
    /// Asked just before the responder becomes first responder (`textFieldShouldBeginEditing:`).
    func shouldBeginFirstResponder() -> Bool { true }
    /// Told just after the responder became first responder (`textFieldDidBeginEditing:`).
    func didBecomeFirstResponder() {}
    /// Asked just before the responder resigns (`textFieldShouldEndEditing:`); not asked when forced.
    func shouldResignFirstResponder() -> Bool { canResignFirstResponder }
    /// Told just after the responder resigned (`textFieldDidEndEditing:`), forced or not.
    func didResignFirstResponder() {}
    /// Whether the responder (or a superview) is hidden: a hidden view cannot become first responder.
    var isHiddenForInput: Bool { (self as? UIView)?.isHiddenInHierarchy ?? false }
    /// ``inputView`` as the keyboard sees it (its name and height).
    var inputViewDescription: InputViewDescription? { Self.describe(inputView) }
    /// ``inputAccessoryView`` as the keyboard sees it.
    var inputAccessoryViewDescription: InputViewDescription? { Self.describe(inputAccessoryView) }

    /// Whether the edit menu offers `action` now: the responder's own `canPerformAction(_:withSender:)`.
    func canPerformStandardEdit(_ action: EditAction) -> Bool {
        canPerformAction(Self.selector(of: action), withSender: nil)
    }

    /// Performs the edit menu's `action` through the responder's own edit action (`paste(_:)` …, undo and
    /// redo through its undo manager); called only when ``canPerformStandardEdit(_:)`` said yes.
    func performStandardEdit(_ action: EditAction) {
        Self.perform(action, on: self)
    }

    /// A hardware key event reached the first responder before the text input system: the responder chain
    /// gets it first (key commands, `pressesBegan`). Returns true when it consumed it, so that it is not typed.
    func consumeHardwareKey(_ result: HardwareKeyResult) -> Bool {
        if hasNoPressHandlers { return false }
        return deliverPresses(result)
    }

    /// Whether no responder can take a hardware key before the text input system: a text object the
    /// simulation made (a trace's field, not subclassed, so with UIKit's own `pressesBegan`) with no
    /// superview, no next responder and no key commands. The presses are not built for it: nothing would see them.
    private var hasNoPressHandlers: Bool {
        let kind = ObjectIdentifier(type(of: self))
        guard kind == ObjectIdentifier(UITextField.self) || kind == ObjectIdentifier(UITextView.self)
            || kind == ObjectIdentifier(KeyInputView.self) || kind == ObjectIdentifier(WebInputElement.self)
            || kind == ObjectIdentifier(ClientResponder.self) else { return false }
        return next == nil && keyCommands == nil
    }

    // MARK: Standard edit actions (UIResponderStandardEditActions)

    /// The edit menu's and the key commands' standard actions, by their Objective-C names.
    public enum StandardEditAction: String, Sendable, CaseIterable {
        /// In order: `cut:`, `copy:`, `paste:`, `select:`, `selectAll:`, `delete:`.
        case cut = "cut:", copy = "copy:", paste = "paste:", select = "select:", selectAll = "selectAll:", delete = "delete:"
    }

    /// Whether the responder can perform `action` now (what the edit menu offers). The default asks
    /// ``next``, and answers false at the end of the chain; text objects answer for their text.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        next?.canPerformAction(action, withSender: sender) ?? false
    }

    /// The responder that performs `action`: this one when it can, else the first in the chain that can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    /// Removes the selection to the pasteboard. Does nothing by default; text objects cut their selection.
    open func cut(_ sender: Any?) {}
    /// Puts the selection on the pasteboard. Does nothing by default; text objects copy their selection.
    open func copy(_ sender: Any?) {}
    /// Replaces the selection with the pasteboard's contents. Does nothing by default.
    open func paste(_ sender: Any?) {}
    /// Selects the word at the caret. Does nothing by default.
    open func select(_ sender: Any?) {}
    /// Selects everything. Does nothing by default.
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection without putting it on the pasteboard. Does nothing by default.
    open func delete(_ sender: Any?) {}

    /// The undo manager of the responder: a text object's own (its typing, pastes and cuts); otherwise the
    /// next responder's.
    open var undoManager: UndoManager? { next?.undoManager }

    /// The input mode of the keyboard serving this responder (its language): the simulation's current
    /// mode for a responder in a simulation, nil otherwise.
    open var textInputMode: UITextInputMode? {
        guard let simulator = owningSimulator else { return nil }
        if simulator.isDictating { return UITextInputMode(primaryLanguage: "dictation") }
        return UITextInputMode(primaryLanguage: UITextInputMode.primaryLanguage(ofSimulatorMode: simulator.inputMode))
    }

    /// The responder's shortcuts-bar items on iPad (one per responder, made when first asked).
    open var inputAssistantItem: UITextInputAssistantItem {
        if let item = storedInputAssistantItem { return item }
        let item = UITextInputAssistantItem()
        storedInputAssistantItem = item
        return item
    }
    private var storedInputAssistantItem: UITextInputAssistantItem?

    /// Whether the responder emptied its shortcuts bar (both groups), for the simulation's keyboard.
    var hasEmptyInputAssistantItem: Bool { storedInputAssistantItem?.isEmpty ?? false }

    /// Empties both groups of the shortcuts bar (a trace's `inputAssistantItem` with no groups), or gives
    /// them back one group each.
    func setInputAssistantItemEmpty(_ empty: Bool) {
        let item = inputAssistantItem
        item.leadingBarButtonGroups = empty ? [] : [UIBarButtonItemGroup(barButtonItems: [], representativeItem: nil)]
        item.trailingBarButtonGroups = empty ? [] : [UIBarButtonItemGroup(barButtonItems: [], representativeItem: nil)]
    }

    /// A custom view shown instead of the system keyboard while this responder is first responder.
    open var inputView: UIView? { nil }

    /// A view shown on top of the keyboard while this responder is first responder.
    open var inputAccessoryView: UIView? { nil }

    /// Tells the system that ``inputView`` or ``inputAccessoryView`` changed (the keyboard's frame follows).
    open func reloadInputViews() {
        guard let window = simulationWindow, window.firstResponder === self else { return }
        window.inputViewsDidReload(for: self)
    }

    /// The key commands this responder handles (hardware keyboard shortcuts); none by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Touches (not simulated: the simulator taps text objects through the text input system)

    /// Touches began in the responder. The default passes them to ``next``, as UIKit does. Inert: the
    /// simulation delivers no touches by itself; a test may call it with a ``UITouch``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. The default passes them to ``next``. Inert, as ``touchesBegan(_:with:)``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches ended. The default passes them to ``next``. Inert, as ``touchesBegan(_:with:)``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled. The default passes them to ``next``. Inert, as ``touchesBegan(_:with:)``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Hardware keys went down. The default passes them to ``next``; the simulator hands presses that no
    /// responder in the chain consumed to the text input system.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { event?.reachedEndOfChain = true }
    }

    /// Hardware keys went up. The default passes them to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesEnded(presses, with: event) } else { event?.reachedEndOfChain = true }
    }

    /// Hardware key presses changed. The default passes them to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Hardware key presses were cancelled. The default passes them to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesCancelled(presses, with: event) } else { event?.reachedEndOfChain = true }
    }
}
