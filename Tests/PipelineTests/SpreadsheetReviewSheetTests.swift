import Categorize
import Foundation
import Pipeline
import ShoeboxCore
import Storage
import Testing

/// Issue 19, class 1: `review.csv` saved again by a spreadsheet is still our sheet — applied as
/// corrections, never imported as a bank export; a sheet that cannot be applied is quarantined.
@Suite struct SpreadsheetReviewSheetTests {
    static let business = """
        Date,Description,Amount,Account
        2025-02-03,PAPER SOURCE 8122 BROOKLYN NY,-46.00,Biz Card 1111
        2025-02-09,PAPER SOURCE 4745 OAKLAND CA,-79.19,Biz Card 1111
        2025-02-11,"=HYPERLINK(""http://evil.example"",""PAPER SOURCE"")",-113.01,Biz Card 1111
        2025-02-12,STARBUCKS STORE 10529 BROOKLYN NY,-6.45,Biz Card 1111

        """

    enum Saved: String, CaseIterable {
        case semicolonEuropean, utf16Tabs, utf16Commas, everyFieldQuoted, apostrophePrefixed, crlfUTF8BOM
    }

    /// The sheet's rows as a spreadsheet would save them, answering the first row with `answer`.
    static func resave(_ sheet: Data, bookID: String, as saved: Saved, answer: String) throws -> Data {
        let items = try ReviewSheet.parse(sheet, bookID: bookID)
        var rows = [ReviewSheet.columns]
        for (index, item) in items.enumerated() {
            rows.append([
                bookID, item.kind, item.reason, String(item.transactionID), item.date, item.account,
                CSVCell.neutralized(item.description), item.amount, item.currency, item.suggestion, item.source,
                item.confidence, item.explanation, index == 0 ? answer : "",
            ])
        }
        func quoted(_ field: String, _ separator: String) -> String {
            field.contains(separator) || field.contains("\"")
                ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }
        func lines(_ separator: String, _ transform: (Int, String) -> String = { $1 }) -> String {
            rows.map {
                $0.enumerated().map { quoted(transform($0.offset, $0.element), separator) }.joined(separator: separator)
            }
            .joined(separator: "\r\n") + "\r\n"
        }
        func utf16(_ text: String) -> Data {
            var data = Data([0xFF, 0xFE])
            for unit in text.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
            return data
        }
        switch saved {
        case .semicolonEuropean:
            // Decimal commas and day-first dates, as a German or French Excel writes them.
            let text = lines(";") { column, value in
                guard rows.count > 1, !ReviewSheet.columns.contains(value) else { return value }
                if column == 7 { return value.replacingOccurrences(of: ".", with: ",") }
                if column == 4, value.count == 10 {
                    let parts = value.split(separator: "-")
                    return "\(parts[2]).\(parts[1]).\(parts[0])"
                }
                return value
            }
            return Data(text.utf8)
        case .utf16Tabs: return utf16(lines("\t"))
        case .utf16Commas: return utf16(lines(","))
        case .everyFieldQuoted:
            return Data(
                rows.map {
                    $0.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: ",")
                }
                .joined(separator: "\n").utf8)
        case .apostrophePrefixed:
            return Data(
                lines(",") { column, value in
                    [3, 4, 7, 11].contains(column) && !ReviewSheet.columns.contains(value) && !value.isEmpty
                        ? "'" + value : value
                }.utf8)
        case .crlfUTF8BOM: return Data([0xEF, 0xBB, 0xBF]) + Data(lines(",").utf8)
        }
    }

    @Test(arguments: Saved.allCases)
    func aSheetSavedAgainByASpreadsheetIsApplied(_ saved: Saved) throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        let before = try space.ledger.exportRows().count
        let sheet = try Data(contentsOf: space.book.outputDirectory.appendingPathComponent("review.csv"))
        let bookID = try space.ledger.bookIdentity()
        let items = try ReviewSheet.parse(sheet, bookID: bookID)
        #expect(items.count >= 2)
        let resaved = try Self.resave(sheet, bookID: bookID, as: saved, answer: "supplies")
        #expect(ReviewSheet.isReviewSheet(resaved))
        try space.write(saved == .utf16Tabs ? "review.txt" : "review (2).csv", resaved)
        let report = try space.run()
        #expect(report.quarantined.isEmpty, "\(report.quarantined.map(\.reason))")
        #expect(report.summary.transactions.added == 0)
        #expect(try space.ledger.exportRows().count == before)
        let corrected = try space.ledger.exportRows().first { $0.id == items[0].transactionID }
        #expect(corrected?.category == "supplies")
        #expect(corrected?.categorySource == "user")
    }

    @Test func aSheetWithOurHeaderThatCannotBeAppliedIsQuarantinedNotImported() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        let before = try space.ledger.exportRows().count
        let sheet = try Data(contentsOf: space.book.outputDirectory.appendingPathComponent("review.csv"))
        var resaved = try Self.resave(
            sheet, bookID: try space.ledger.bookIdentity(), as: .semicolonEuropean, answer: "supplies")
        resaved = Data(
            String(decoding: resaved, as: UTF8.self).replacingOccurrences(of: "PAPER SOURCE", with: "PAPER SAUCE").utf8)
        try space.write("review.csv", resaved)
        let report = try space.run()
        #expect(report.quarantined.count == 1)
        #expect(report.quarantined.first?.reason.contains("bad_review_sheet") == true)
        #expect(try space.ledger.exportRows().count == before)
        #expect(try space.ledger.storedCorrections().isEmpty)
    }

    @Test func twoDifferentAnswersForOneRowAreRefused() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        var lines = try String(
            contentsOf: space.book.outputDirectory.appendingPathComponent("review.csv"), encoding: .utf8
        ).lines
        let row = lines[1]
        lines[1] = row + "supplies"
        lines.insert(row + "office", at: 2)
        try space.write("review.csv", lines.joined(separator: "\n") + "\n")
        let report = try space.run()
        #expect(report.quarantined.first?.reason.contains("listed twice") == true)
        #expect(try space.ledger.storedCorrections().isEmpty)
    }

    @Test func theWrittenSheetNeutralizesFormulas() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        let text = try String(
            contentsOf: space.book.outputDirectory.appendingPathComponent("review.csv"), encoding: .utf8)
        #expect(text.contains("\"'=HYPERLINK("))
        #expect(!text.contains(",=HYPERLINK") && !text.contains(",\"=HYPERLINK"))
        #expect(text.contains(",-113.01,"))  // numbers stay numbers
    }
}
