import Foundation
@_spi(Engine) import InputSystem
import Testing
#if canImport(UIKit)
import UIKit
#else
import UIKitTextInput
#endif

// App code as it is written against UIKit: a PIN field (a UIKeyInput view styled through its layer, with
// a title label and a stack of digit boxes laid out with anchors) and a keyboard-avoidance helper that
// reads the screen and the key window. It must compile unchanged against UIKitTextInput on Linux.

/// A four-digit PIN entry: the digits typed show in boxes; the border turns blue while editing.
final class PINField: UIView, UIKeyInput {
    let titleLabel = UILabel()
    let stack = UIStackView()
    private(set) var boxes: [UILabel] = []
    private(set) var digits = ""
    var keyboardType = UIKeyboardType.numberPad
    var onComplete: ((String) -> Void)?

    init(length: Int) {
        super.init(frame: CGRect(x: 0, y: 0, width: 280, height: 96))
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray.cgColor
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        layer.shadowOpacity = 0.1
        layer.shadowOffset = CGSize(width: 0, height: 2)
        clipsToBounds = true
        backgroundColor = .systemBackground
        tag = 100

        titleLabel.text = "Enter your PIN"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)

        stack.axis = .horizontal
        stack.spacing = 8
        stack.alignment = .center
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        for i in 0..<length {
            let box = UILabel()
            box.font = .monospacedDigitSystemFont(ofSize: 28, weight: .semibold)
            box.textColor = .label
            box.textAlignment = .center
            box.layer.borderWidth = 1
            box.layer.borderColor = UIColor.lightGray.cgColor
            box.layer.cornerRadius = 6
            box.tag = i + 1
            box.widthAnchor.constraint(equalToConstant: 44).isActive = true
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 1.2).isActive = true
            stack.addArrangedSubview(box)
            boxes.append(box)
        }
        addSubview(stack)

        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            stack.centerXAnchor.constraint(equalTo: centerXAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -8),
        ])
        let low = stack.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 1, constant: -32)
        low.priority = .defaultHigh + 1
        low.identifier = "stack.width"
        low.isActive = true

        let tap = UITapGestureRecognizer { [weak self] _ in _ = self?.becomeFirstResponder() }
        tap.numberOfTapsRequired = 1
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    @discardableResult
    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { layer.borderColor = tintColor.cgColor }
        return became
    }

    var hasText: Bool { !digits.isEmpty }

    func insertText(_ text: String) {
        for c in text where c.isNumber && digits.count < boxes.count { digits.append(c) }
        refresh()
        if digits.count == boxes.count { onComplete?(digits) }
    }

    func deleteBackward() {
        if !digits.isEmpty { digits.removeLast() }
        refresh()
    }

    private func refresh() {
        for (i, box) in boxes.enumerated() {
            box.text = i < digits.count ? "•" : nil
            let color: UIColor = i == digits.count ? tintColor : .lightGray
            box.layer.borderColor = color.cgColor
        }
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {}
}

/// Keeps a view above the keyboard: how far the keyboard's frame (screen coordinates) overlaps the view,
/// and a bottom constraint that follows it.
@MainActor
final class KeyboardAvoider {
    let bottomConstraint: NSLayoutConstraint

    init(content: UIView, in container: UIView) {
        content.translatesAutoresizingMaskIntoConstraints = false
        bottomConstraint = content.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor)
        bottomConstraint.isActive = true
    }

    /// The part of `view` the keyboard covers, from the keyboard's end frame in screen coordinates.
    static func overlap(of keyboardFrame: CGRect, with view: UIView) -> CGFloat {
        let screen = UIScreen.main.bounds
        guard keyboardFrame.intersects(screen) else { return 0 }
        let window = view.window ?? UIApplication.shared.keyWindow
        guard let window else { return 0 }
        let inWindow = window.convert(keyboardFrame, from: UIScreen.main.coordinateSpace)
        let inView = view.convert(inWindow, from: window)
        return max(0, view.bounds.maxY - inView.minY)
    }

    func keyboardWillChange(to keyboardFrame: CGRect, in view: UIView) {
        bottomConstraint.constant = -Self.overlap(of: keyboardFrame, with: view)
        UIView.animate(withDuration: 0.25) { view.layoutIfNeeded() }
    }

    /// Dismisses the keyboard from anywhere (UIKit: `sendAction(#selector(UIResponder.resignFirstResponder), …)`).
    static func dismissKeyboard() -> Bool {
        UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
    }
}

/// A text view that offers an edit menu with a custom action (iOS 16 `UIEditMenuInteraction`) and, for
/// older systems, `UIMenuController` with a custom item.
final class MenuHost: UIView, UIEditMenuInteractionDelegate {
    private(set) var interaction: UIEditMenuInteraction?
    private(set) var chosen: [String] = []

    func install() {
        let interaction = UIEditMenuInteraction(delegate: self)
        addInteraction(interaction)
        self.interaction = interaction
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Define") { [weak self] in self?.chosen.append("Define") }]
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        let define = UIAction(title: "Define", image: UIImage(systemName: "book")) { [weak self] _ in self?.chosen.append("Define") }
        let delete = UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.chosen.append("Delete") }
        return UIMenu(children: suggestedActions + [define, UIMenu(title: "More", options: .displayInline, children: [delete])])
    }
}

@MainActor
@Suite struct InertAPITests {
    @Test("a PIN field styled through UIKit's layer, font, color, label, stack view and anchors compiles and keeps what it set (UIKit: layer border/corner properties, UILabel/UIStackView properties, activated constraints installed on the common ancestor)")
    func pinFieldCompilesAndKeeps() throws {
        let s = try Simulator(device: "iphone-16")
        let window = s.makeWindow()
        let pin = PINField(length: 4)
        window.addSubview(pin)
        s.add(pin, named: "pin")

        #expect(pin.layer.borderWidth == 1)
        #expect(pin.layer.borderColor == UIColor.systemGray.cgColor)
        #expect(pin.layer.cornerRadius == 12)
        #expect(pin.layer.masksToBounds, "clipsToBounds is the layer's masksToBounds")
        #expect(pin.layer.backgroundColor == UIColor.systemBackground.cgColor, "a view's background color is its layer's")
        #expect(pin.layer.frame == pin.frame)
        #expect(pin.titleLabel.font.pointSize == 17, "headline is 17 pt at the default content size")
        #expect(pin.titleLabel.font.lineHeight == 17 * 1.2)
        #expect(pin.titleLabel.textColor == .secondaryLabel)
        #expect(pin.titleLabel.textAlignment == .center)
        #expect(!pin.titleLabel.isUserInteractionEnabled, "a label takes no touches")
        #expect(pin.stack.arrangedSubviews.count == 4)
        #expect(pin.stack.subviews.count == 4, "arranged subviews are subviews")
        #expect(pin.stack.distribution == .fillEqually)
        #expect(pin.boxes[0].constraints.count == 2, "a box's width and aspect constraints are installed on the box")
        #expect(pin.constraints.count == 7, "the six activated constraints and the width limit are installed on the PIN field, their common ancestor")
        let limit = try #require(pin.constraints.first { $0.identifier == "stack.width" })
        #expect(limit.priority == UILayoutPriority(751))
        #expect(limit.relation == .lessThanOrEqual && limit.constant == -32 && limit.secondAttribute == .width)
        #expect(pin.gestureRecognizers?.count == 1)
        #expect(pin.frame == CGRect(x: 0, y: 0, width: 280, height: 96), "constraints are recorded, not solved")

        pin.gestureRecognizers?.first?.sendActions()
        #expect(pin.isFirstResponder, "the tap handler made the field first responder")
        #expect(pin.layer.borderColor == UIColor.systemBlue.cgColor, "tintColor defaults to systemBlue")
        var completed: String?
        pin.onComplete = { completed = $0 }
        try s.type("1234")
        #expect(completed == "1234")
        #expect(pin.boxes.map(\.text) == ["•", "•", "•", "•"])

        NSLayoutConstraint.deactivate(pin.constraints)
        #expect(pin.constraints.isEmpty)
    }

    @Test("UIScreen.main.bounds is the simulated device's screen once a simulation made a window, and follows a rotation (UIKit: the screen's bounds are interface-oriented)")
    func screenFollowsSimulatedDevice() throws {
        let s = try Simulator(device: "ipad-10")
        let window = s.makeWindow()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 820, height: 1180))
        #expect(UIScreen.main.bounds == window.bounds)
        #expect(UIScreen.main.scale == 2)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1640, height: 2360))
        try s.rotate(to: .landscapeLeft)
        #expect(UIScreen.main.bounds.size == CGSize(width: 1180, height: 820))
        _ = window
    }

    @Test("UIApplication.shared.keyWindow is the last window made key and visible, else the one window a simulation made; windows lists them (UIKit: makeKeyAndVisible makes the window key and the previous one resigns)")
    func keyWindow() throws {
        let s = try Simulator(device: "iphone-16")
        let made = s.makeWindow()
        #expect(UIApplication.shared.windows.contains { $0 === made })
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === other)
        made.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === made)
        #expect(made.isKeyWindow && !other.isKeyWindow, "the previous key window resigned key")
        #expect(UIApplication.shared.windows.contains { $0 === other })
    }

    @Test("the keyboard-avoidance helper reads UIScreen.main and the key window: the keyboard's overlap with a view, and its bottom constraint's constant (UIKit: keyboard frames are in screen coordinates)")
    func keyboardAvoidanceSnippet() throws {
        let s = try Simulator(device: "iphone-16")
        let window = s.makeWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 700, width: 353, height: 34))
        window.addSubview(field)
        s.add(field, named: "email")
        let avoider = KeyboardAvoider(content: field, in: window)
        #expect(avoider.bottomConstraint.isActive && window.constraints.contains { $0 === avoider.bottomConstraint })
        #expect(avoider.bottomConstraint.secondItem === window.safeAreaLayoutGuide)
        #expect(window.safeAreaLayoutGuide.layoutFrame == window.bounds.inset(by: window.safeAreaInsets))

        #expect(field.becomeFirstResponder())
        s.settle()
        let keyboard = try #require(s.keyboard.frame)
        avoider.keyboardWillChange(to: keyboard, in: window)
        #expect(avoider.bottomConstraint.constant == -(window.bounds.maxY - keyboard.minY))
        #expect(window.convert(CGPoint(x: 5, y: 5), to: UIScreen.main.coordinateSpace) == CGPoint(x: 5, y: 5))

        #expect(KeyboardAvoider.dismissKeyboard(), "there was a first responder to send the action to")
        #expect(!field.isFirstResponder, "the idiom's resignFirstResponder reached the first responder")
        #expect(!KeyboardAvoider.dismissKeyboard() || !field.isFirstResponder)
    }

    @Test("viewWithTag finds the view itself or the first subview with the tag, depth first (UIKit: viewWithTag searches the receiver and its subviews)")
    func viewWithTag() {
        let pin = PINField(length: 4)
        #expect(pin.viewWithTag(100) === pin)
        #expect(pin.viewWithTag(3) === pin.boxes[2])
        #expect(pin.viewWithTag(42) == nil)
        pin.boxes[2].removeFromSuperview()
        #expect(pin.viewWithTag(3) == nil)
        #expect(pin.stack.arrangedSubviews.count == 3, "a view removed from the stack view is no longer arranged")
    }

    @Test("UIPasteboard.general round-trips a string and is the simulation's pasteboard: the edit menu's Paste pastes what code copied (UIKit: one general pasteboard for the app)")
    func pasteboardRoundTrip() throws {
        let s = try Simulator(device: "iphone-16")
        let window = s.makeWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 353, height: 34))
        window.addSubview(field)
        s.add(field, named: "code")

        UIPasteboard.general.string = "482913"
        #expect(UIPasteboard.general.string == "482913")
        #expect(UIPasteboard.general.hasStrings)
        #expect(UIPasteboard.general.strings == ["482913"])
        #expect(UIPasteboard.general.items.first?["public.utf8-plain-text"] as? String == "482913")
        #expect(s.pasteboard == "482913", "one store: the simulator's pasteboard")

        #expect(field.becomeFirstResponder())
        try s.edit(.paste)
        #expect(field.text == "482913")
        try s.edit(.selectAll)
        try s.edit(.cut)
        #expect(UIPasteboard.general.string == "482913", "Cut put the text back on the general pasteboard")
        UIPasteboard.general.items = []
        #expect(!UIPasteboard.general.hasStrings)
    }

    @Test("the edit-menu API compiles and is inert: UIEditMenuInteraction asks its delegate for the menu, UIMenuController tracks visibility, UIMenuItem and UIAction run their closures (UIKit: iOS 16 edit menu, UIMenuController before)")
    func editMenu() throws {
        let host = MenuHost(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.install()
        let interaction = try #require(host.interaction)
        #expect(host.interactions.count == 1 && interaction.view === host)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 20)))
        let menu = try #require(interaction.presentedMenu)
        #expect(menu.children.map(\.title) == ["Define", "More"])
        let more = try #require(menu.children.last as? UIMenu)
        let delete = try #require(more.children.first as? UIAction)
        #expect(delete.attributes == .destructive && more.options == .displayInline)
        #expect(interaction.location(in: host) == CGPoint(x: 10, y: 20))
        interaction.dismissMenu()
        #expect(interaction.presentedMenu == nil)

        UIMenuController.shared.showMenu(from: host, rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIMenuController.shared.isMenuVisible)
        UIMenuController.shared.menuItems?.first?.perform()
        UIMenuController.shared.hideMenu()
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(host.chosen == ["Define"])

        let button = UIButton(type: .system)
        var taps = 0
        button.addAction(UIAction(title: "Go") { _ in taps += 1 }, for: .touchUpInside)
        button.setTitle("Go", for: .normal)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1 && button.titleLabel?.text == "Go" && button.currentTitle == "Go")
    }

    @Test("UIKit NS_ENUM mirrors accept any raw value, as an imported NS_ENUM's init(rawValue:) does, and keep UIKit's raw values")
    func enumsAcceptAnyRawValue() throws {
        #expect(NSTextAlignment(rawValue: 4) == .natural)
        let unknown = try #require(NSTextAlignment(rawValue: 99))
        #expect(unknown == .unknownValue(99) && unknown.rawValue == 99)
        #expect(NSLayoutConstraint.Attribute(rawValue: 5) == .leading)
        #expect(NSLayoutConstraint.Relation(rawValue: -1) == .lessThanOrEqual)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom.rawValue == 4)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIView.ContentMode(rawValue: 12) == .bottomRight)
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
    }

    @Test("UILabel and UIButton measure their text deterministically for sizeToFit (UIKit: sizeThatFits; here half the point size per narrow character, 1.2 × the point size per line)")
    func labelSizeToFit() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.bounds.size == CGSize(width: 50, height: 24))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 30, height: 0)) == CGSize(width: 30, height: 48))
        label.attributedText = NSAttributedString(string: "Hi")
        #expect(label.text == "Hi")
    }
}
