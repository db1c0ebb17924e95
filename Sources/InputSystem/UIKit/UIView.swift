import Foundation

/// A rectangle on screen in a view hierarchy (`UIView`), as far as text input and keyboard avoidance
/// need: frame, bounds, the hierarchy with UIKit's move callbacks (`willMove(toSuperview:)` …
/// `didAddSubview(_:)`), coordinate conversion, hit testing (`hitTest(_:with:)`), safe area, the keyboard
/// layout guide, `endEditing(_:)`, traits from the simulated device (`traitCollection`), and a layout pass
/// (`setNeedsLayout`, `layoutIfNeeded`, `layoutSubviews`, `intrinsicContentSize`).
///
/// Inert by design (the API exists so that a view's code compiles; nothing observable happens): drawing
/// (`draw(_:)`, `setNeedsDisplay`), layers, colors, fonts, gesture recognizers, touches (not simulated),
/// `transform` (kept, not applied to the geometry), Auto Layout constraints (recorded, not solved).
/// `animate…`, `animateKeyframes…` and `transition…` run their changes at once and call the completion with
/// true (the simulation has no frames to draw).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The frame in the superview's bounds coordinates (resized with the superview as
    /// ``UIView/autoresizingMask`` says).
    open var frame: CGRect {
        get { autoresized(storedFrame) }
        set { storedFrame = newValue; storedBounds.size = newValue.size; superviewSizeAtLayout = superview?.bounds.size; setNeedsLayout() }
    }
    /// The view's own coordinate space: its size, and an origin that scroll views move.
    open var bounds: CGRect {
        get { CGRect(origin: storedBounds.origin, size: frame.size) }
        set { storedBounds = newValue; storedFrame.size = newValue.size; superviewSizeAtLayout = superview?.bounds.size; setNeedsLayout() }
    }
    /// How the view resizes when its superview's size changes (`UIView.AutoresizingMask`): flexible width
    /// and height follow the superview's change; margins are not modeled.
    open var autoresizingMask: AutoresizingMask = []

    /// How a view resizes with its superview (`UIView.AutoresizingMask`), with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width follows the superview's.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height follows the superview's.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    var superviewSizeAtLayout: CGSize?

    private func autoresized(_ frame: CGRect) -> CGRect {
        guard !autoresizingMask.isEmpty, let base = superviewSizeAtLayout, let size = superview?.bounds.size else { return frame }
        var f = frame
        if autoresizingMask.contains(.flexibleWidth) { f.size.width += size.width - base.width }
        if autoresizingMask.contains(.flexibleHeight) { f.size.height += size.height - base.height }
        return f
    }
    /// The center of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Whether the view is hidden (a hidden text object cannot become first responder).
    open var isHidden = false
    /// The view's superview.
    open internal(set) weak var superview: UIView?
    /// The view's subviews, back to front.
    open internal(set) var subviews: [UIView] = []

    private var storedFrame: CGRect
    private var storedBounds: CGRect
    private var guide: UIKeyboardLayoutGuide?
    private var needsLayout = false

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        storedFrame = frame
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The next responder: the view controller whose root view this is, else the superview (UIKit's rule).
    open override var next: UIResponder? { viewController ?? superview }

    /// The view controller whose root view this is (``UIViewController/view``).
    weak var viewController: UIViewController?

    // MARK: Traits and layout direction

    /// The traits of the view's environment: the simulated device's in its current orientation (see
    /// ``UITraitCollection``) — its window's simulation, else the current one.
    open var traitCollection: UITraitCollection {
        UITraitCollection.current(for: window?.simulator)
    }

    /// Tells the view its traits changed; override to restyle, calling super. Not called by the simulation
    /// (a rotation does not send it); a test may call it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// How the view's content follows the layout direction (``UISemanticContentAttribute/unspecified``).
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// The layout direction of the view's content: right to left with
    /// ``UISemanticContentAttribute/forceRightToLeft``, else left to right (the simulation has no
    /// right-to-left locale).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The window the view is in.
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }

    // MARK: Hierarchy
    //
    // The view hierarchy: adding, ordering and removing subviews, and the callbacks UIKit sends around a move.
    //
    // Live. A move sends, in this order: the old superview's `willRemoveSubview(_:)` (when the view had one),
    // the view's `willMove(toSuperview:)`, `willMove(toWindow:)` to the view and each view below it (only when
    // the window changes), the change itself, `didMoveToWindow()` to the same views, the view's
    // `didMoveToSuperview()`, and the new superview's `didAddSubview(_:)`. Reordering subviews of the same
    // superview sends none.

    /// Adds a subview on top of the others, moving it from its old superview (a subview of this view
    /// moves to the front). Sends the move callbacks (see ``willMove(toSuperview:)``).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a subview at `index` of ``subviews`` (clamped to the end), moving it from its old superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        let oldWindow = view.window
        let newWindow = (view as? UIWindow) ?? window
        if oldWindow !== newWindow, let first = view.firstResponderBelow() { _ = first.resignFirstResponder() }
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        view.superview?.subviews.removeAll { $0 === view }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.superviewSizeAtLayout = bounds.size
        if oldWindow !== newWindow { view.forEachInSubtree { $0.didMoveToWindow() } }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Inserts a subview just above `siblingSubview` (on top when `siblingSubview` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: adjusted(index, moving: view))
    }

    /// Inserts a subview just below `siblingSubview` (at the back when `siblingSubview` is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview } ?? 0
        insertSubview(view, at: adjusted(index, moving: view))
    }

    /// An insertion index counted before `view` leaves its place among the subviews, counted after.
    private func adjusted(_ index: Int, moving view: UIView) -> Int {
        guard let current = subviews.firstIndex(where: { $0 === view }), current < index else { return index }
        return index - 1
    }

    /// Moves a subview to the front (the end of ``subviews``). Does nothing for a view that is not a subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back (the start of ``subviews``). Does nothing for a view that is not a subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indexes of ``subviews``.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview, sending the move callbacks (with nil); if it or a view below
    /// it is first responder, that view resigns first, as UIKit does.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        if let first = firstResponderBelow() { _ = first.resignFirstResponder() }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let windowChanges = oldWindow != nil && !(self is UIWindow)
        if windowChanges { forEachInSubtree { $0.willMove(toWindow: nil) } }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if windowChanges { forEachInSubtree { $0.didMoveToWindow() } }
        didMoveToSuperview()
    }

    /// Runs `body` on this view and every view below it, parents first.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for view in subviews { view.forEachInSubtree(body) }
    }

    // MARK: Callbacks (override to observe; the defaults do nothing)

    /// Tells the view its superview is about to become `newSuperview` (nil when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Tells the view its superview changed (``superview`` is the new one, nil after a removal).
    open func didMoveToSuperview() {}
    /// Tells the view it is about to move to `newWindow` (nil when it leaves its window); sent to every
    /// view of a subtree that changes window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Tells the view it moved to another window (``window`` is the new one, nil after leaving).
    open func didMoveToWindow() {}
    /// Tells the view a subview was added (by ``addSubview(_:)`` or an `insertSubview` method).
    open func didAddSubview(_ subview: UIView) {}
    /// Tells the view a subview is about to be removed (by ``removeFromSuperview()`` or a move elsewhere).
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether the view or one of its superviews is hidden (a view in a hidden hierarchy cannot become
    /// first responder).
    var isHiddenInHierarchy: Bool {
        var v: UIView? = self
        while let current = v {
            if current.isHidden { return true }
            v = current.superview
        }
        return false
    }

    /// Whether `view` is this view or below it.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// Makes the first responder among this view and its subviews resign; with `force`, it resigns even
    /// if it would refuse. Returns whether it resigned (true when there was none).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let first = firstResponderBelow() else { return true }
        guard let simulator = first.owningSimulator else { return true }
        if force {
            simulator.endEditing(force: true)
            return !first.isFirstResponder
        }
        return first.resignFirstResponder()
    }

    func firstResponderBelow() -> UIView? {
        if isFirstResponder { return self }
        for v in subviews { if let f = v.firstResponderBelow() { return f } }
        return nil
    }

    // MARK: Hit testing (live: by frames, as UIKit's)

    /// Whether `point` (in this view's coordinates) is inside the view: inside ``bounds``, as in UIKit.
    /// Override to enlarge or shrink the touch area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The frontmost view at `point` (in this view's coordinates) among this view and the views below it,
    /// as UIKit finds the view a touch goes to: nil when this view is hidden, does not take touches
    /// (``isUserInteractionEnabled``), is almost transparent (``alpha`` 0.01 or less) or the point is not
    /// inside it (``point(inside:with:)``); else the deepest subview that answers, front to back, else this
    /// view. Subviews outside the bounds are found only where they overlap them. ``transform`` is not applied.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    // MARK: Coordinates

    /// The origin of this view's bounds space in window coordinates.
    private var originInWindow: CGPoint {
        guard let superview, !(self is UIWindow) else { return CGPoint(x: -bounds.origin.x, y: -bounds.origin.y) }
        let parent = superview.originInWindow
        return CGPoint(x: parent.x + frame.origin.x - bounds.origin.x, y: parent.y + frame.origin.y - bounds.origin.y)
    }

    /// Converts a rectangle from `view`'s coordinates (the window's when nil) into this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let from = view?.originInWindow ?? .zero
        let to = originInWindow
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Converts a rectangle from this view's coordinates into `view`'s (the window's when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let from = originInWindow
        let to = view?.originInWindow ?? .zero
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) into this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: view).origin
    }

    /// Converts a point from this view's coordinates into `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    // MARK: Safe area and keyboard

    /// The part of the view the window's safe area insets cover (status bar, home indicator).
    open var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return (self as? UIWindow)?.windowSafeAreaInsets ?? .zero }
        let w = window.safeAreaInsets
        let inWindow = convert(bounds, to: nil)
        let safe = window.bounds.inset(by: w)
        return UIEdgeInsets(top: max(0, safe.minY - inWindow.minY), left: max(0, safe.minX - inWindow.minX),
                            bottom: max(0, inWindow.maxY - safe.maxY), right: max(0, inWindow.maxX - safe.maxX))
    }

    /// The layout guide that follows the keyboard (iOS 15): see ``UIKeyboardLayoutGuide``.
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide { return guide }
        let g = UIKeyboardLayoutGuide(owningView: self)
        guide = g
        return g
    }

    // MARK: Layout (no drawing)

    /// Marks the view as needing layout.
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out now the views that need it, this one first and then those below it (each gets
    /// ``layoutSubviews()``), as UIKit's layout pass does. A layout pass started inside another one (a
    /// `layoutSubviews` that changes a text view's text) lays out nothing more: the outer pass goes on.
    open func layoutIfNeeded() {
        guard !UIView.isInLayoutPass else { return }
        UIView.isInLayoutPass = true
        defer { UIView.isInLayoutPass = false }
        layOutSubtree(passes: 0)
    }

    private static var isInLayoutPass = false

    private func layOutSubtree(passes: Int) {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layOutSubtree(passes: passes) }
        // A subview whose intrinsic size changed asked this view for layout again: one more round, bounded.
        if needsLayout, passes < 8 { layOutSubtree(passes: passes + 1) }
    }

    /// Lays out subviews; override to position them. The default does nothing.
    open func layoutSubviews() {}

    /// The size the view's content needs (``noIntrinsicMetric`` in both dimensions for a plain view); views
    /// with content (``UILabel``, ``UIButton``, ``UIStackView``) override it, and a text view that does not
    /// scroll answers its text's height.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells the layout that ``intrinsicContentSize`` changed: the view and its superview need layout (Auto
    /// Layout is not solved here; the superview's `layoutSubviews` runs in the next layout pass).
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The size that best fits `size` (the view's own size by default).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Runs `animations` at once and then `completion` with true: the simulation draws no frames, so
    /// only the end state of an animation exists (the keyboard notifications carry its duration and curve).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation` (the simulation never animates).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// An animation's timing curve (`UIView.AnimationCurve`), with UIKit's raw values; the keyboard
    /// notifications' `keyboardAnimationCurveUserInfoKey` holds one of these raw values, or 7 on iOS 7 and
    /// later, which UIKit declares no case for: `AnimationCurve(rawValue: 7)` is `.unknownValue(7)`, not nil,
    /// as an imported `NS_ENUM` is on iOS (keyboard-avoidance code passes it on as `rawValue << 16` options).
    public enum AnimationCurve: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Ease in and out.
        case easeInOut
        /// Ease in.
        case easeIn
        /// Ease out.
        case easeOut
        /// Linear.
        case linear
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .easeInOut
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .easeInOut: return 0
            case .easeIn: return 1
            case .easeOut: return 2
            case .linear: return 3
            case .unknownValue(let value): return value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
    }

    /// Options of an animation (`UIView.AnimationOptions`), with UIKit's raw values; the curve bits are
    /// the curve's raw value shifted left by 16, as apps build them from the keyboard notification.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt

        /// Creates options from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lay out subviews during the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow touches during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Ease in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    // MARK: Appearance, Auto Layout, gestures, interactions and drawing (inert: kept, not drawn or solved)

    /// The class of the view's ``layer``; override to back the view with a ``CAShapeLayer`` or another
    /// ``CALayer`` subclass (a class that is not a `CALayer` gives a plain layer).
    open class var layerClass: AnyClass { CALayer.self }

    private lazy var backingLayer: CALayer = (type(of: self).layerClass as? CALayer.Type)?.init() ?? CALayer()
    private var storedTintColor: UIColor?
    private var storedConstraints: [NSLayoutConstraint] = []
    private var storedGestureRecognizers: [UIGestureRecognizer] = []
    private var storedInteractions: [any UIInteraction] = []
    private var storedLayoutGuides: [UILayoutGuide] = []
    private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private lazy var safeAreaGuide = SafeAreaLayoutGuide(owningView: self)
    private lazy var marginsGuide = MarginsLayoutGuide(owningView: self)

    /// The view's Core Animation layer, one per view, made from ``layerClass`` on first use; its frame is
    /// the view's frame each time it is read from here. Inert: kept, not drawn.
    open var layer: CALayer {
        let layer = backingLayer
        layer.frame = frame
        return layer
    }
    /// The background color (also the layer's ``CALayer/backgroundColor``). Inert: kept, not drawn.
    open var backgroundColor: UIColor? {
        didSet { backingLayer.backgroundColor = backgroundColor?.cgColor }
    }
    /// The tint color: the one set here, else the superview's, else ``UIColor/systemBlue``. Setting it
    /// calls ``tintColorDidChange()``.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set { storedTintColor = newValue; tintColorDidChange() }
    }
    /// Called when ``tintColor`` is set; override to restyle. The default does nothing.
    open func tintColorDidChange() {}
    /// The view's opacity, 0…1 (1). Inert: kept, not drawn.
    open var alpha: CGFloat = 1
    /// The view's transform (``CGAffineTransform/identity``), as keyboard avoidance and shake animations set
    /// it. Kept, not applied: the view's ``frame``, ``bounds`` and ``center``, coordinate conversion and hit
    /// testing stay those of the untransformed view (UIKit leaves ``frame`` undefined under a non-identity
    /// transform; code that moves a view with a translation sees it move only in the value it set).
    open var transform = CGAffineTransform.identity
    /// Whether the view is opaque (true). Inert.
    open var isOpaque = true
    /// Whether subviews are clipped to the bounds (the layer's ``CALayer/masksToBounds``). Inert.
    open var clipsToBounds: Bool {
        get { backingLayer.masksToBounds }
        set { backingLayer.masksToBounds = newValue }
    }
    /// How the content is laid out when the bounds change (``ContentMode/scaleToFill``). Inert.
    open var contentMode = ContentMode.scaleToFill
    /// Whether the view takes touches (true; a label and an image view say false). Kept: touches are not
    /// simulated.
    open var isUserInteractionEnabled = true
    /// A number that identifies the view to ``viewWithTag(_:)`` (0).
    open var tag = 0
    /// Whether Auto Layout makes constraints from the autoresizing mask (true; false for views laid out
    /// with constraints). Inert: kept.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The margins of ``layoutMarginsGuide`` (8 pt on each side, UIKit's default for a plain view).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The first view with `tag` among this view and its subviews, depth first (this view first).
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// The constraints installed on this view (by ``addConstraint(_:)`` or by activating them).
    open var constraints: [NSLayoutConstraint] { storedConstraints }

    /// Installs `constraint` on this view (it becomes active). Inert: recorded, not solved.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.container === self { return }
        constraint.container?.removeConstraint(constraint)
        storedConstraints.append(constraint)
        constraint.container = self
    }

    /// Installs each constraint on this view.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes `constraint` from this view (it becomes inactive).
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        storedConstraints.removeAll { $0 === constraint }
        constraint.container = nil
    }

    /// Removes each constraint from this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// Asks for ``updateConstraints()`` before the next layout (inert: it is not called by itself).
    open func setNeedsUpdateConstraints() {}
    /// Updates the view's constraints; override to change them. The default does nothing.
    open func updateConstraints() {}
    /// Calls ``updateConstraints()`` (there is no pending-update flag here).
    open func updateConstraintsIfNeeded() { updateConstraints() }

    /// The guide of the safe area: its ``UILayoutGuide/layoutFrame`` is the bounds inset by
    /// ``safeAreaInsets``.
    open var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
    /// The guide of the layout margins: its ``UILayoutGuide/layoutFrame`` is the bounds inset by
    /// ``layoutMargins``.
    open var layoutMarginsGuide: UILayoutGuide { marginsGuide }
    /// The layout guides added with ``addLayoutGuide(_:)``.
    open var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

    /// Adds a layout guide owned by this view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        storedLayoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a layout guide added with ``addLayoutGuide(_:)``.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        storedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }


    /// The priority with which the view resists growing beyond its intrinsic size on `axis` (250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }
    /// Sets the content hugging priority on `axis`. Inert: kept.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
    }
    /// The priority with which the view resists shrinking below its intrinsic size on `axis` (750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionPriorities[axis] ?? .defaultHigh
    }
    /// Sets the compression resistance priority on `axis`. Inert: kept.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionPriorities[axis] = priority
    }

    /// The gesture recognizers attached to the view (nil when there are none, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for g in storedGestureRecognizers { g.view = nil }
            storedGestureRecognizers = []
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }

    /// Attaches a gesture recognizer (moving it from its old view). Kept: touches are not simulated, so it
    /// fires only when code calls its handler (see ``UIGestureRecognizer``).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// The interactions added to the view (``UIEditMenuInteraction`` …).
    open var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for i in storedInteractions { removeInteraction(i) }
            for i in newValue { addInteraction(i) }
        }
    }

    /// Adds an interaction: calls its `willMove(to:)` and `didMove(to:)` with this view.
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction: calls its `willMove(to:)` and `didMove(to:)` with nil.
    open func removeInteraction(_ interaction: any UIInteraction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// Draws the view's content in `rect`; override to draw. Inert: never called (nothing is drawn).
    open func draw(_ rect: CGRect) {}
    /// Marks the whole view as needing redisplay. Inert: ``draw(_:)`` is not called.
    open func setNeedsDisplay() {}
    /// Marks `rect` as needing redisplay. Inert: ``draw(_:)`` is not called.
    open func setNeedsDisplay(_ rect: CGRect) {}

    // MARK: Accessibility (inert: kept for code that sets it; no assistive technology reads it)

    /// Whether the view is an element assistive technologies reach (UIKit: false for a plain view). Inert: kept.
    open var isAccessibilityElement = false
    /// The element's label, read by VoiceOver. Inert: kept.
    open var accessibilityLabel: String?
    /// What activating the element does. Inert: kept.
    open var accessibilityHint: String?
    /// The element's value (a field's text, a slider's position). Inert: kept.
    open var accessibilityValue: String?
    /// An identifier for UI tests (`XCUIElement` queries). Inert: kept.
    open var accessibilityIdentifier: String?
    /// What the element is and how it behaves. Inert: kept.
    open var accessibilityTraits = UIAccessibilityTraits.none
    /// The container's elements, in reading order (nil: its subviews). Inert: kept.
    open var accessibilityElements: [Any]?
    /// Whether VoiceOver ignores the view's siblings (a modal view). Inert: kept.
    open var accessibilityViewIsModal = false
    /// Whether VoiceOver reads the view's children as a group. Inert: kept.
    open var shouldGroupAccessibilityChildren = false
}
