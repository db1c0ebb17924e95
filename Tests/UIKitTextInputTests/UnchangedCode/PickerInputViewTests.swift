import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// Pickers as a text field's `inputView`, as form code uses them (issue 24, items 8 and 9).
@MainActor
@Suite struct PickerInputViewTests {
    final class Sizes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let names = ["S", "M", "L", "XL"]
        weak var field: UITextField?
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { names.count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { names[row] }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { field?.text = names[row] }
    }

    final class Heights: @unchecked Sendable { var values: [CGFloat] = [] }

    @Test("a UIPickerView made with no frame as a text field's inputView replaces the keyboard at UIKit's picker height (216 pt, plus a 44-pt toolbar); the user's spin reaches the delegate, the app's selectRow does not")
    func pickerAsInputView() throws {
        let s = try Simulator()
        let center = NotificationCenter()
        let relay = try s.postNotifications(to: center)
        defer { relay.detach() }
        let heights = Heights()
        let token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { heights.values.append(end.height) }
        }
        defer { center.removeObserver(token) }
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        let picker = UIPickerView()
        let sizes = Sizes()
        sizes.field = field
        picker.dataSource = sizes
        picker.delegate = sizes
        field.inputView = picker
        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        field.inputAccessoryView = toolbar
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(heights.values == [216 + 44])
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2 && field.text == "")
        #expect(picker.userSelectRow(3, inComponent: 0))
        #expect(field.text == "XL" && picker.title(forRow: 3, forComponent: 0) == "XL")
        #expect(!picker.userSelectRow(9, inComponent: 0))
        #expect(picker.selectedRow(inComponent: 1) == -1)
    }

    @Test("a UIDatePicker input view: the user's pick sends .valueChanged (the app formats it into the field), the date stays within minimumDate…maximumDate, and setting date sends nothing")
    func datePicker() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = UIDatePickerStyle.wheels
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        var changes = 0
        picker.addAction(UIAction { _ in
            changes += 1
            field.text = formatter.string(from: picker.date)
        }, for: .valueChanged)
        field.inputView = picker
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(picker.intrinsicContentSize.height == 216)
        picker.minimumDate = Date(timeIntervalSince1970: 0)
        picker.maximumDate = Date(timeIntervalSince1970: 86_400 * 365)
        picker.date = Date(timeIntervalSince1970: 86_400 * 10)
        #expect(changes == 0)
        picker.userSetDate(Date(timeIntervalSince1970: 86_400 * 5000))
        #expect(changes == 1)
        #expect(field.text == "1971-01-01")
        #expect(UIDatePicker.Mode(rawValue: 9)?.rawValue == 9)
    }
}
