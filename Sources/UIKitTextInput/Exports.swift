// `import UIKit` makes Foundation's names visible (CGRect, CGFloat, NSValue, NSRange, Notification, NSObject,
// TimeInterval …); `import UIKitTextInput` does the same, so that code written for UIKit needs no other import.
@_exported import Foundation
// UIKit's text objects (`UITextField`, `UITextView`, `UIResponder`, `UITextInput` …) are the simulation's own
// text objects and live in InputSystem, beside the simulator that drives them: this module is the import
// block's name for them (`#if canImport(UIKit) import UIKit #else import UIKitTextInput #endif`).
@_exported import InputSystem
