/// Typed names for the keys a test presses most (``Simulator/pressHardwareKey(_:modifiers:)``); any other
/// key is `EvdevKeyCode(name: "KEY_…")` or its number.
extension EvdevKeyCode {
    /// `KEY_A` (30).
    public static let a = EvdevKeyCode(30)
    /// `KEY_B` (48).
    public static let b = EvdevKeyCode(48)
    /// `KEY_C` (46).
    public static let c = EvdevKeyCode(46)
    /// `KEY_D` (32).
    public static let d = EvdevKeyCode(32)
    /// `KEY_E` (18).
    public static let e = EvdevKeyCode(18)
    /// `KEY_F` (33).
    public static let f = EvdevKeyCode(33)
    /// `KEY_G` (34).
    public static let g = EvdevKeyCode(34)
    /// `KEY_H` (35).
    public static let h = EvdevKeyCode(35)
    /// `KEY_I` (23).
    public static let i = EvdevKeyCode(23)
    /// `KEY_J` (36).
    public static let j = EvdevKeyCode(36)
    /// `KEY_K` (37).
    public static let k = EvdevKeyCode(37)
    /// `KEY_L` (38).
    public static let l = EvdevKeyCode(38)
    /// `KEY_M` (50).
    public static let m = EvdevKeyCode(50)
    /// `KEY_N` (49).
    public static let n = EvdevKeyCode(49)
    /// `KEY_O` (24).
    public static let o = EvdevKeyCode(24)
    /// `KEY_P` (25).
    public static let p = EvdevKeyCode(25)
    /// `KEY_Q` (16).
    public static let q = EvdevKeyCode(16)
    /// `KEY_R` (19).
    public static let r = EvdevKeyCode(19)
    /// `KEY_S` (31).
    public static let s = EvdevKeyCode(31)
    /// `KEY_T` (20).
    public static let t = EvdevKeyCode(20)
    /// `KEY_U` (22).
    public static let u = EvdevKeyCode(22)
    /// `KEY_V` (47).
    public static let v = EvdevKeyCode(47)
    /// `KEY_W` (17).
    public static let w = EvdevKeyCode(17)
    /// `KEY_X` (45).
    public static let x = EvdevKeyCode(45)
    /// `KEY_Y` (21).
    public static let y = EvdevKeyCode(21)
    /// `KEY_Z` (44).
    public static let z = EvdevKeyCode(44)
    /// `KEY_1` (2).
    public static let digit1 = EvdevKeyCode(2)
    /// `KEY_2` (3).
    public static let digit2 = EvdevKeyCode(3)
    /// `KEY_3` (4).
    public static let digit3 = EvdevKeyCode(4)
    /// `KEY_4` (5).
    public static let digit4 = EvdevKeyCode(5)
    /// `KEY_5` (6).
    public static let digit5 = EvdevKeyCode(6)
    /// `KEY_6` (7).
    public static let digit6 = EvdevKeyCode(7)
    /// `KEY_7` (8).
    public static let digit7 = EvdevKeyCode(8)
    /// `KEY_8` (9).
    public static let digit8 = EvdevKeyCode(9)
    /// `KEY_9` (10).
    public static let digit9 = EvdevKeyCode(10)
    /// `KEY_0` (11).
    public static let digit0 = EvdevKeyCode(11)
    /// `KEY_ESC` (1).
    public static let escape = EvdevKeyCode(1)
    /// `KEY_BACKSPACE` (14).
    public static let backspace = EvdevKeyCode(14)
    /// `KEY_TAB` (15).
    public static let tab = EvdevKeyCode(15)
    /// `KEY_ENTER` (28).
    public static let enter = EvdevKeyCode(28)
    /// `KEY_SPACE` (57).
    public static let space = EvdevKeyCode(57)
    /// `KEY_MINUS` (12).
    public static let minus = EvdevKeyCode(12)
    /// `KEY_COMMA` (51).
    public static let comma = EvdevKeyCode(51)
    /// `KEY_DOT` (52).
    public static let dot = EvdevKeyCode(52)
    /// `KEY_SLASH` (53).
    public static let slash = EvdevKeyCode(53)
    /// `KEY_GRAVE` (41).
    public static let grave = EvdevKeyCode(41)
    /// `KEY_LEFT` (105).
    public static let leftArrow = EvdevKeyCode(105)
    /// `KEY_RIGHT` (106).
    public static let rightArrow = EvdevKeyCode(106)
    /// `KEY_UP` (103).
    public static let upArrow = EvdevKeyCode(103)
    /// `KEY_DOWN` (108).
    public static let downArrow = EvdevKeyCode(108)
    /// `KEY_HOME` (102).
    public static let home = EvdevKeyCode(102)
    /// `KEY_END` (107).
    public static let end = EvdevKeyCode(107)
    /// `KEY_DELETE` (111).
    public static let delete = EvdevKeyCode(111)
    /// `KEY_ZENKAKUHANKAKU` (85).
    public static let zenkakuHankaku = EvdevKeyCode(85)
    /// `KEY_HENKAN` (92).
    public static let henkan = EvdevKeyCode(92)
    /// `KEY_KATAKANAHIRAGANA` (93).
    public static let katakanaHiragana = EvdevKeyCode(93)
    /// `KEY_MUHENKAN` (94).
    public static let muhenkan = EvdevKeyCode(94)
}
