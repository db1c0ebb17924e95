import Foundation
@_spi(Engine) import InputSystem
import Testing
#if canImport(UIKit)
import UIKit
#else
import UIKitTextInput
#endif

// Scene-based window lookup, accessibility, haptics, self-sizing, visual effects, table views and
// navigation controllers as apps write them around text input, and the UIKit behavior each relies on.

/// A PIN field that shakes its user's hand on a wrong PIN, as PIN-entry components do.
final class HapticPINField: UITextField {
    let expected: String
    private let feedback = UINotificationFeedbackGenerator()
    init(expected: String) {
        self.expected = expected
        super.init(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        isAccessibilityElement = true
        accessibilityLabel = "PIN"
        accessibilityTraits = [.keyboardKey, .updatesFrequently]
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Checks the PIN: a success haptic, or an error haptic and a VoiceOver announcement.
    func verify() -> Bool {
        feedback.prepare()
        if text == expected {
            feedback.notificationOccurred(.success)
            return true
        }
        feedback.notificationOccurred(.error)
        UIAccessibility.post(notification: .announcement, argument: "Wrong PIN")
        return false
    }
}

/// A form cell with a text field, as settings screens build them.
final class FieldCell: UITableViewCell {
    static let reuseID = "FieldCell"
    let field = UITextField()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.frame = contentView.bounds.insetBy(dx: 16, dy: 6)
        field.autoresizingMask = [.flexibleWidth]
        contentView.addSubview(field)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A form's data source: 20 rows, a text field in row 12.
final class FormDataSource: UITableViewDataSource, UITableViewDelegate {
    let fieldRow = 12
    var fieldCell: FieldCell?
    var displayed: [Int] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == fieldRow {
            let cell = tableView.dequeueReusableCell(withIdentifier: FieldCell.reuseID) as? FieldCell
                ?? FieldCell(style: .default, reuseIdentifier: FieldCell.reuseID)
            fieldCell = cell
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath.row)
    }
}

@MainActor
@Suite struct ScenesAndAccessibilityTests {
    // MARK: Scenes

    @Test("UIApplication.connectedScenes → UIWindowScene.windows finds the key window a simulation made (the iOS 13+ idiom replacing UIApplication.keyWindow); the scene's orientation and screen follow the simulation")
    func keyWindowThroughScenes() throws {
        let s = try Simulator(device: "iphone-4.7")
        let window = s.makeWindow()
        window.makeKeyAndVisible()
        let key = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
        #expect(key === window)
        let scene = try #require(window.windowScene)
        #expect(UIApplication.shared.connectedScenes.contains(scene))
        #expect(scene.windows.contains(window) && scene.keyWindow === window)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
        #expect(scene.screen.bounds.size == window.bounds.size)
        #expect(scene.interfaceOrientation == .portrait)
        try s.rotate(to: .landscapeLeft)
        #expect(scene.interfaceOrientation.isLandscape)
        #expect(UIScene.ActivationState(rawValue: 42) == .unknownValue(42))
    }

    @Test("UIWindow(windowScene:) makes a window in the scene, sized to its screen, that joins the scene's windows (a SceneDelegate's scene(_:willConnectTo:options:))")
    func windowFromScene() throws {
        let s = try Simulator(device: "iphone-4.7")
        let first = s.makeWindow()
        let scene = try #require(first.windowScene)
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        #expect(window.windowScene === scene)
        #expect(scene.windows.contains(window) && scene.keyWindow === window)
        #expect(window.frame.size == first.frame.size)
        #expect(window.safeAreaInsets == first.safeAreaInsets)
        let other = try Simulator(device: "iphone-4.7")
        #expect(other.makeWindow().windowScene !== scene, "each simulation has its own scene")
    }

    // MARK: Accessibility and haptics

    @Test("A PIN field's accessibility properties are kept; a wrong PIN gives UINotificationFeedbackGenerator's error haptic and posts a VoiceOver announcement (both inert, recorded)")
    func pinFieldVibratesOnError() {
        let field = HapticPINField(expected: "1234")
        #expect(field.isAccessibilityElement && field.accessibilityLabel == "PIN")
        #expect(field.accessibilityTraits.contains(.keyboardKey) && !field.accessibilityTraits.contains(.button))
        #expect(UIAccessibilityTraits.button.rawValue == 1 && UIAccessibilityTraits.header.rawValue == 1 << 16)
        #expect(UIAccessibilityTraits.searchField.rawValue == 1 << 10 && UIAccessibilityTraits.adjustable.rawValue == 1 << 12)
        field.accessibilityIdentifier = "pin"
        field.accessibilityHint = "Four digits"
        field.accessibilityValue = "two digits entered"
        field.accessibilityViewIsModal = true
        field.shouldGroupAccessibilityChildren = true
        field.accessibilityElements = [field]
        #expect(field.accessibilityIdentifier == "pin" && field.accessibilityHint == "Four digits")
        #expect(field.accessibilityViewIsModal && field.shouldGroupAccessibilityChildren && field.accessibilityElements?.count == 1)
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)

        let haptics = UIFeedbackGenerator.occurredFeedback.count
        let announcements = UIAccessibility.postedNotifications.count
        field.text = "1111"
        #expect(!field.verify())
        #expect(UIFeedbackGenerator.occurredFeedback.count == haptics + 1)
        #expect(UIFeedbackGenerator.occurredFeedback.last == .notification(.error))
        #expect(UIAccessibility.postedNotifications.count == announcements + 1)
        #expect(UIAccessibility.postedNotifications.last?.notification == .announcement)
        #expect(UIAccessibility.postedNotifications.last?.argument as? String == "Wrong PIN")
        field.text = "1234"
        #expect(field.verify())
        #expect(UIFeedbackGenerator.occurredFeedback.last == .notification(.success))
    }

    @Test("UIImpactFeedbackGenerator and UISelectionFeedbackGenerator record impacts (style, intensity) and selection ticks; the styles and types have UIKit's raw values")
    func impactAndSelection() {
        let before = UIFeedbackGenerator.occurredFeedback.count
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(Array(UIFeedbackGenerator.occurredFeedback.dropFirst(before)) ==
                [.impact(.heavy, intensity: 1), .impact(.heavy, intensity: 0.5), .selectionChanged])
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
        #expect(UINotificationFeedbackGenerator.FeedbackType(rawValue: 9) == .unknownValue(9))
    }

    // MARK: Self-sizing and visual effects

    @Test("systemLayoutSizeFitting(_:) answers sizeThatFits (Auto Layout is not solved): a label's compressed size is its text's; a required horizontal priority keeps the target width")
    func systemLayoutSizeFitting() {
        let label = UILabel()
        label.text = "Enter the code we sent you"
        let compressed = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == label.sizeThatFits(.zero))
        #expect(compressed.width > 0 && compressed.height > 0)
        let fitted = label.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.width == 300 && fitted.height == label.sizeThatFits(CGSize(width: 300, height: 0)).height)
        #expect(UIView.layoutFittingExpandedSize.width > 10_000)
    }

    @Test("UIVisualEffectView's contentView fills it and holds the content (a blurred keyboard accessory bar); the effect is kept, not drawn")
    func visualEffectView() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let bar = UIVisualEffectView(effect: blur)
        bar.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        bar.contentView.addSubview(vibrancy)
        let done = UIButton(type: .system)
        bar.contentView.addSubview(done)
        #expect(bar.contentView.superview === bar && bar.contentView.frame == bar.bounds)
        #expect(done.isDescendant(of: bar))
        #expect((bar.effect as? UIBlurEffect)?.style == .systemMaterial)
        #expect((vibrancy.effect as? UIVibrancyEffect)?.blurEffect === blur)
        #expect(UIBlurEffect.Style(rawValue: 4) == .regular)
    }

    // MARK: Table views

    @Test("UITableView stacks rows at rowHeight (44), makes cells only for the rows on screen, reuses a registered UITableViewCell, and answers numberOfRows, cellForRow, indexPath(for:) and rectForRow")
    func tableViewRows() throws {
        let s = try Simulator(device: "iphone-4.7")
        let window = s.makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        let source = FormDataSource()
        table.dataSource = source
        table.delegate = source
        table.reloadData()
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 20)
        #expect(table.rowHeight == 44)
        let contentHeight: CGFloat = table.contentSize.height
        #expect(contentHeight == 880, "20 rows of 44 points")
        let path = IndexPath(row: 3, section: 0)
        #expect(path.row == 3 && path.section == 0)
        #expect(table.rectForRow(at: path) == CGRect(x: 0, y: 132, width: window.bounds.width, height: 44))
        let cell = try #require(table.cellForRow(at: path))
        #expect(cell.textLabel?.text == "Row 3" && cell.reuseIdentifier == "plain")
        #expect(table.indexPath(for: cell) == path)
        #expect(table.cellForRow(at: IndexPath(row: 19, section: 0)) == nil, "row 19 (y 836) is below the 667-point screen")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == IndexPath(row: 1, section: 0))
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 20 * 44 - window.bounds.height)
        #expect(table.cellForRow(at: IndexPath(row: 19, section: 0))?.textLabel?.text == "Row 19")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "row 0 scrolled out and went back to the reuse queue")
        #expect(source.displayed.contains(19))
        #expect(UITableView.ScrollPosition.middle.rawValue == 2 && UITableView.Style.insetGrouped.rawValue == 2)
    }

    @Test("Keyboard avoidance in a form table: the focused field's row, scrolled with scrollToRow(at:at:animated:) inside the keyboard's inset, converts to a rect above the keyboard's frame")
    func tableViewKeyboardAvoidance() throws {
        let s = try Simulator(device: "iphone-4.7")
        let center = NotificationCenter()
        let relay = try s.postNotifications(to: center)
        defer { relay.detach() }
        var keyboardFrame: CGRect?
        let token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { keyboardFrame = end }
        }
        defer { center.removeObserver(token) }

        let window = s.makeWindow()
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds)
        window.addSubview(table)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        let source = FormDataSource()
        table.dataSource = source
        let row = IndexPath(row: source.fieldRow, section: 0)
        let cell = try #require(table.cellForRow(at: row) as? FieldCell)
        s.add(cell.field, named: "field")
        #expect(cell.field.becomeFirstResponder())
        s.settle()
        let keyboard = try #require(keyboardFrame)
        let before = cell.field.convert(cell.field.bounds, to: window)
        #expect(before.maxY > keyboard.minY, "row 12 (y 528…572) is under the keyboard")

        // What keyboard-avoiding table controllers do on keyboardWillShow.
        table.contentInset.bottom = keyboard.height
        table.scrollToRow(at: row, at: .none, animated: true)
        #expect(table.cellForRow(at: row) === cell)
        let after = cell.field.convert(cell.field.bounds, to: window)
        #expect(after.maxY <= keyboard.minY)
        #expect(after.minY >= 0)
        #expect(cell.field.isFirstResponder)
        #expect(table.indexPath(for: cell) == row)
    }

    // MARK: Navigation

    @Test("UINavigationController pushes and pops: the top controller's view is shown, navigationController finds the stack, the bar is an inert view that isNavigationBarHidden hides")
    func navigationStack() throws {
        let s = try Simulator(device: "iphone-4.7")
        let window = s.makeWindow()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(nav.viewControllers == [root] && nav.topViewController === root)
        #expect(root.navigationController === nav)
        #expect(root.view.superview === nav.view)
        #expect(nav.navigationBar.superview === nav.view)

        let detail = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        detail.view.addSubview(field)
        nav.pushViewController(detail, animated: true)
        #expect(nav.viewControllers == [root, detail] && nav.topViewController === detail)
        #expect(detail.navigationController === nav)
        #expect(detail.view.superview === nav.view && root.view.superview == nil)
        #expect(field.window === window)

        nav.isNavigationBarHidden = true
        #expect(nav.navigationBar.isHidden)
        #expect(nav.popViewController(animated: true) === detail)
        #expect(nav.viewControllers == [root] && detail.navigationController == nil)
        #expect(root.view.superview === nav.view && detail.view.superview == nil)
        #expect(nav.popViewController(animated: true) == nil, "the root is never popped")
    }
}
