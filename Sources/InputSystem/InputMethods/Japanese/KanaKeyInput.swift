/// One input to the 12-key kana composer, as the on-screen keyboard reports it.
public enum KanaKeyInput: Equatable, Hashable, Sendable {
    /// A tap on a key (by id: あ, か, …, わ, 、): its first character, or the next one in its toggle cycle.
    case tap(String)
    /// A flick on a key; ``FlickDirection/center`` is a release on the key after sliding away and back.
    case flick(String, FlickDirection)
    /// The ゛゜小 key: voiced, semi-voiced or small form of the character before the caret.
    case modifier
    /// The undo key (reverse cycle): the previous character in the last key's toggle cycle.
    case undo
    /// The → key: ends the running toggle cycle so the next tap of the same key starts a new character.
    case endCycle
    /// Backspace inside the composition.
    case backspace
}
