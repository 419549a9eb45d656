import Foundation
import Pipeline
import Reports
import ShoeboxCore
import ShoeboxTestSupport
import Testing

/// The Schedule C summary and the other reports of the known-answer book (`ScheduleCTests`) in
/// every language: translated title, totals formatted by the locale, fonts embedded, no English
/// label left, byte-identical output for identical input.
@Suite(.enabled(if: PDFTextExtractor.isAvailable && PDFFontList.isAvailable, "poppler-utils is not installed"))
struct LocalizedReportsTests {
    /// Title and line 31 net profit (6,425.00 USD) as each language prints them.
    static let expected: [Language: (title: String, netProfit: String)] = [
        .english: ("Schedule C summary", "$6,425.00"),
        .spanish: ("Resumen del Schedule C", "6425,00 US$"),
        .french: ("Synthèse Schedule C", "6 425,00 $US"),
        .german: ("Schedule-C-Übersicht", "6.425,00 $"),
        .simplifiedChinese: ("Schedule C 汇总", "US$6,425.00"),
        .traditionalChinese: ("Schedule C 彙總", "US$6,425.00"),
    ]

    func render(_ kind: ReportKind, _ language: Language, _ f: FixtureBook) throws -> Data {
        var generator = f.generator
        generator.language = language
        return try generator.render(
            kind, period: .year(2025), settings: try ReportSettings.load(f.generator.settingsURL))
    }

    @Test(arguments: Language.allCases)
    func scheduleCSummaryInEachLanguage(_ language: Language) throws {
        let f = try ScheduleCTests.fixture()
        let pdf = try render(.scheduleC, language, f)
        let text = try PDFTextExtractor.text(of: pdf, layout: false).normalizedSpaces
        let (title, net) = Self.expected[language]!
        #expect(text.contains(title), "\(language.rawValue): no title \(title)")
        #expect(text.contains(net), "\(language.rawValue): no net profit \(net)")
        if language != .english {
            // The official caption stays beside the translation on this US form.
            #expect(text.contains("(Deductible meals)"))
            #expect(
                EnglishLeaks.find(in: text, language: language, areas: ["schedc.", "report.", "common.", "trip."]) == []
            )
        }
        let fonts = try PDFFontList.fonts(of: pdf)
        #expect(!fonts.isEmpty && fonts.allSatisfy(\.embedded), "\(fonts)")
        #expect(fonts.contains { $0.name.contains("DejaVuSans") }, "Latin text keeps its font")
        if let han = language.isChinese ? (language == .simplifiedChinese ? "NotoSansCJKsc" : "NotoSansCJKtc") : nil {
            #expect(fonts.contains { $0.name.contains(han) }, "\(fonts)")
        }
        #expect(try render(.scheduleC, language, f) == pdf, "identical input, identical bytes")
    }

    @Test(arguments: [Language.french, .german, .simplifiedChinese])
    func everyOtherReportIsTranslatedToo(_ language: Language) throws {
        let f = try ScheduleCTests.fixture()
        try f.writeSettings("home_office_sq_ft: 200\nbudget:\n  office: \"150.00\"\n")
        let titles: [Language: [ReportKind: String]] = [
            .french: [.pnl: "Compte de résultat", .tax: "Impôt estimé", .budget: "Budget mensuel", .receipts: "Reçus"],
            .german: [
                .pnl: "Gewinn- und Verlustrechnung", .tax: "Geschätzte Steuer", .budget: "Monatsbudget",
                .receipts: "Belege",
            ],
            .simplifiedChinese: [.pnl: "损益表", .tax: "预估税款", .budget: "月度预算", .receipts: "收据"],
        ]
        for (kind, title) in titles[language]! {
            let text = try PDFTextExtractor.text(of: try render(kind, language, f), layout: false).normalizedSpaces
            #expect(text.contains(title), "\(kind.rawValue): no \(title)")
            let leaks = EnglishLeaks.find(
                in: text, language: language,
                areas: ["pnl.", "tax.", "budget.", "receipts.", "report.", "category.", "period.", "filing."])
            #expect(leaks == [], "\(kind.rawValue) in \(language.rawValue)")
        }
    }

    @Test func myriadGroupingShowsChineseHeadlineFiguresIn万() throws {
        let f = try ScheduleCTests.fixture()
        try f.add("2025-05-01", "BIG CLIENT", 5_000_000, "income")
        try f.writeSettings("home_office_sq_ft: 200\nlanguage: zh-Hans\nnumber_grouping: wan\n")
        let settings = try ReportSettings.load(f.generator.settingsURL)
        let text = try PDFTextExtractor.text(
            of: try f.generator.render(.scheduleC, period: .year(2025), settings: settings), layout: false)
        // Gross income 58,000.00 − 200.00 = 57,800.00: the headline figure in 万, the table exact.
        #expect(text.contains("US$5.78万"))
        #expect(text.contains("US$57,800.00"))
        try f.writeSettings("home_office_sq_ft: 200\nlanguage: zh-Hans\n")
        let standard = try PDFTextExtractor.text(
            of: try f.generator.render(
                .scheduleC, period: .year(2025), settings: try ReportSettings.load(f.generator.settingsURL)),
            layout: false)
        #expect(!standard.contains("万"))
    }

    @Test func settingsLanguageAndGroupingAreCheckedWithFileLineAndKey() throws {
        #expect(try ReportSettings.parse("language: fr\n", name: "s.yaml").language == .french)
        #expect(try ReportSettings.parse("language: zh-Hant\nnumber_grouping: wan\n", name: "s.yaml").myriadGrouping)
        #expect(throws: SettingsError.self) {
            try ReportSettings.parse("filing_status: single\nlanguage: pt\n", name: "s.yaml")
        }
        do {
            _ = try ReportSettings.parse("filing_status: single\nlanguage: pt\n", name: "book/settings.yaml")
            Issue.record("an unsupported language was accepted")
        } catch let error as SettingsError {
            #expect(error.description.hasPrefix("book/settings.yaml:2: key 'language':"), "\(error)")
            #expect(error.description.contains("\"pt\" is not a supported language"))
        }
        #expect(throws: SettingsError.self) { try ReportSettings.parse("number_grouping: myriad\n", name: "s.yaml") }
    }
}
