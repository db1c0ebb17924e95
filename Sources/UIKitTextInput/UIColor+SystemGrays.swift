import Foundation

extension UIColor {
    /// The system gray scale's second step (light mode: 174, 174, 178).
    public static let systemGray2 = UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
    /// The system gray scale's third step (light mode: 199, 199, 204).
    public static let systemGray3 = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    /// The system gray scale's fourth step (light mode: 209, 209, 214).
    public static let systemGray4 = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    /// The system gray scale's fifth step (light mode: 229, 229, 234).
    public static let systemGray5 = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
}
