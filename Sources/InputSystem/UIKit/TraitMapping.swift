import Foundation


/// A UIKit object's traits as the keyboard reads them (one set of enumerations: UIKit's).
@MainActor
enum TraitMapping {
    static func traits(of client: any UITextInputTraits) -> TextInputTraits {
        TextInputTraits(
            autocapitalizationType: client.autocapitalizationType,
            autocorrectionType: client.autocorrectionType,
            spellCheckingType: client.spellCheckingType,
            keyboardType: client.keyboardType,
            keyboardAppearance: client.keyboardAppearance,
            returnKeyType: client.returnKeyType,
            enablesReturnKeyAutomatically: client.enablesReturnKeyAutomatically,
            isSecureTextEntry: client.isSecureTextEntry,
            textContentType: client.textContentType?.rawValue,
            smartQuotesType: client.smartQuotesType,
            smartDashesType: client.smartDashesType,
            inlinePredictionType: client.inlinePredictionType,
            smartInsertDeleteType: client.smartInsertDeleteType)
    }

    /// Gives a UIKit text object the traits a trace's `field` or `update` (or the Swift API) set, so that
    /// the UIKit object stays the one place they live.
    @MainActor
    static func apply(_ traits: TextInputTraits, to client: any UITextInputTraits) {
        client.autocapitalizationType = traits.autocapitalizationType
        client.autocorrectionType = traits.autocorrectionType
        client.spellCheckingType = traits.spellCheckingType
        client.keyboardType = traits.keyboardType
        client.keyboardAppearance = traits.keyboardAppearance
        client.returnKeyType = traits.returnKeyType
        client.enablesReturnKeyAutomatically = traits.enablesReturnKeyAutomatically
        client.isSecureTextEntry = traits.isSecureTextEntry
        client.textContentType = traits.textContentType.map(UITextContentType.init(rawValue:))
        client.smartQuotesType = traits.smartQuotesType
        client.smartDashesType = traits.smartDashesType
        client.inlinePredictionType = traits.inlinePredictionType
        client.smartInsertDeleteType = traits.smartInsertDeleteType
    }
}
