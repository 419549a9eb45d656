import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// Imports every real export in `../shared/data/bank-dev/` (present beside the repository in
/// development and CI) and compares with the hand-established ground truth in
/// `Tests/Fixtures/bank-dev-truth.json`. Skipped when the data folder is absent.
struct BankDevGroundTruthTests {
    struct Truth: Decodable {
        struct File: Decodable {
            var file: String
            var count: Int
            var sum_cents: Int64
            var first_date: String
            var last_date: String
            var currency: String?
        }
        var files: [File]
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let data = root.deletingLastPathComponent().appendingPathComponent("shared/data/bank-dev")

    static func truth() throws -> [Truth.File] {
        let url = root.appendingPathComponent("Tests/Fixtures/bank-dev-truth.json")
        return try JSONDecoder().decode(Truth.self, from: Data(contentsOf: url)).files
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: BankDevGroundTruthTests.data.path)))
    func everyDevelopmentExportMatchesGroundTruth() throws {
        let files = try Self.truth()
        #expect(files.count == 28)
        for expected in files {
            let bytes = try Data(contentsOf: Self.data.appendingPathComponent(expected.file))
            var context = StatementContext(fileName: expected.file, today: LocalDate(year: 2026, month: 11, day: 22)!)
            let parsed: ParsedStatement
            do {
                parsed = try StatementReader.read(bytes, context: context)
            } catch let error as StatementError where error.errorCode == .unknownCurrency {
                // A file that names no currency and contradicts the USD default is refused; declaring
                // its currency in a profile (what the refusal says to do) reads it.
                let currency = try #require(expected.currency.flatMap(CurrencyCode.init), "\(expected.file)")
                #expect(currency != .usd, "\(expected.file): refused but USD")
                var profile = StatementProfile(name: "declared.yaml", columns: [:])
                profile.currency = currency
                context.profile = profile
                parsed = try StatementReader.read(bytes, context: context)
            }
            if let currency = expected.currency {
                #expect(parsed.transactions.allSatisfy { $0.amount.currency.code == currency }, "\(expected.file)")
            }
            let dates = parsed.transactions.map(\.date).sorted()
            #expect(parsed.transactions.count == expected.count, "\(expected.file)")
            #expect(
                parsed.transactions.reduce(0) { $0 + $1.amount.minorUnits } == expected.sum_cents, "\(expected.file)")
            #expect(dates.first?.description == expected.first_date, "\(expected.file)")
            #expect(dates.last?.description == expected.last_date, "\(expected.file)")
        }
    }
}
