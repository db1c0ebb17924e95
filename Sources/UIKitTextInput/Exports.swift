// `import UIKit` makes Foundation's names visible (CGRect, CGFloat, NSValue, NSRange, Notification, NSObject,
// TimeInterval …); `import UIKitTextInput` does the same, so that code written for UIKit needs no other import.
@_exported import Foundation
