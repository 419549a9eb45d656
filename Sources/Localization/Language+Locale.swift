import ShoeboxCore

extension Language {
    /// The ICU locale whose conventions format numbers, money and dates in this language.
    public var localeIdentifier: String {
        switch self {
        case .english: "en_US"
        case .spanish: "es_ES"
        case .french: "fr_FR"
        case .german: "de_DE"
        case .simplifiedChinese: "zh_Hans_CN"
        case .traditionalChinese: "zh_Hant_TW"
        }
    }

    /// The font family that draws this language's Han characters (nil: the Latin font covers it).
    /// Named explicitly: left to fontconfig, Chinese falls back to Japanese glyph forms.
    public var hanFontFamily: String? {
        switch self {
        case .simplifiedChinese: "Noto Sans CJK SC"
        case .traditionalChinese: "Noto Sans CJK TC"
        default: nil
        }
    }

    /// Whether the language is written in Han characters (line breaks between characters, 万 grouping).
    public var isChinese: Bool { hanFontFamily != nil }
}
