import Localization
import ShoeboxCore
import Testing

/// The catalogs are complete and well formed: the same keys in every language, the same
/// placeholders, no line the parser refuses, and no untranslated English left behind.
@Suite struct CatalogTests {
    @Test(arguments: Language.allCases)
    func everyCatalogReadsWithoutProblems(_ language: Language) {
        let parsed = Catalog.parse(Catalog.text(language), language: language)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(parsed.entries.count > 40)
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyLanguageHasExactlyTheEnglishKeys(_ language: Language) {
        let english = Catalog.parse(Catalog.text(.english), language: .english).entries
        let other = Catalog.parse(Catalog.text(language), language: language).entries
        let missing = Set(english.keys).subtracting(other.keys).sorted()
        let extra = Set(other.keys).subtracting(english.keys).sorted()
        #expect(missing.isEmpty, "\(language.rawValue) lacks \(missing)")
        #expect(extra.isEmpty, "\(language.rawValue) has keys English does not: \(extra)")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func placeholdersMatchEnglish(_ language: Language) {
        let english = Catalog.parse(Catalog.text(.english), language: .english).entries
        let other = Catalog.parse(Catalog.text(language), language: language).entries
        for (key, template) in english {
            guard let translated = other[key] else { continue }
            #expect(
                Strings.placeholders(translated) == Strings.placeholders(template),
                "\(language.rawValue) \(key): \(translated)")
        }
    }

    /// A value identical to English is either a word the language shares with English (listed
    /// here on purpose) or a label somebody forgot to translate.
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func nothingIsLeftInEnglish(_ language: Language) {
        let english = Catalog.parse(Catalog.text(.english), language: .english).entries
        let other = Catalog.parse(Catalog.text(language), language: language).entries
        let shared = Self.sharedWords[language] ?? []
        let untranslated = english.keys.filter { key in
            guard let value = other[key], value == english[key] else { return false }
            let letters = Self.withoutPlaceholders(value).filter(\.isLetter)
            return letters.count > 2 && !shared.contains(value)
        }
        #expect(untranslated.isEmpty, "\(language.rawValue) still English: \(untranslated.sorted())")
    }

    /// Words spelled the same in English and the language (cognates, names such as Medicare).
    static let sharedWords: [Language: Set<String>] = [
        .french: [
            "Date", "Description", "Total", "page {number}", "Source", "Transactions", "transactions", "Miles",
            "Medicare {percent}", "Shoebox · {title} · {subtitle} · page {number}", "{title} — page {number}",
        ],
        .spanish: ["Total", "Subtotal", "personal", "Medicare {percent}"],
        .german: ["Details", "Medicare {percent}"],
    ]

    static func withoutPlaceholders(_ template: String) -> String {
        var out = ""
        var inside = false
        for character in template {
            if character == "{" {
                inside = true
            } else if character == "}" {
                inside = false
            } else if !inside {
                out.append(character)
            }
        }
        return out
    }

    @Test func lookupFillsNamedPlaceholdersInTheLanguagesOrder() {
        let french = Strings(.french)
        #expect(french["invoice.title.invoice"] == "FACTURE")
        #expect(
            french["invoice.terms.due", ["date": "4 avr. 2026", "number": "INV-0007"]]
                == "Paiement dû au plus tard le 4 avr. 2026. Merci d’indiquer INV-0007 avec votre règlement.")
        #expect(Strings(.simplifiedChinese)["common.page", ["number": "2"]] == "第 2 页")
        #expect(Strings(.english)["invoice.bill_to"] == "BILL TO")
    }

    @Test func parserNamesTheLineOfABadEntry() {
        let parsed = Catalog.parse("a.b = one\nno separator\na.b = two\nc = ", language: .german)
        #expect(parsed.entries == ["a.b": "one"])
        #expect(parsed.problems.map(\.line) == [2, 3, 4])
        #expect(parsed.problems[1].description == "Catalog/de.swift line 3: key 'a.b' appears twice")
    }

    @Test func languageCodesAreTheSupportedSixAndNothingElse() {
        #expect(Language(code: "zh-Hans") == .simplifiedChinese)
        #expect(Language(code: "zh_hant") == .traditionalChinese)
        #expect(Language(code: "FR") == .french)
        #expect(Language(code: "pt") == nil)
        #expect(Language(code: "zh") == nil)
        #expect(Language.unsupportedMessage("pt").contains("en, es, fr, de, zh-Hans, zh-Hant"))
    }
}
