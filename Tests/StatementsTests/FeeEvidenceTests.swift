import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// A sales export's fee column proves its sign convention: fees are money out of the holder.
struct FeeEvidenceTests {
    /// Mostly positive sales, one negative refund: alone this looks like a card issuer's view.
    static func salesExport(fee: (Int) -> String, net: (Int) -> String) -> String {
        let gross = ["250.00", "1200.00", "80.00", "-40.00", "310.00", "95.00"]
        let kinds = ["Payment", "Payment", "Payment", "Refund", "Payment", "Payment"]
        var lines = ["Date,Event Type,Description,Gross Sales,Fees,Net Total"]
        for i in gross.indices {
            lines.append(
                "2024-03-\(String(format: "%02d", i + 1)),\(kinds[i]),Custom Amount,\(gross[i]),\(fee(i)),\(net(i))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let fees = ["6.80", "31.50", "2.38", "0.00", "8.36", "2.77"]
    static let nets = ["243.20", "1168.50", "77.62", "-40.00", "301.64", "92.23"]

    @Test func negativeFeesProveTheHoldersView() throws {
        let text = Self.salesExport(
            fee: { i in Self.fees[i] == "0.00" ? "0.00" : "-" + Self.fees[i] }, net: { Self.nets[$0] })
        let statement = try read(text, file: "sales.csv")
        #expect(statement.transactions.count == 6)
        #expect(statement.cents.filter { $0 < 0 }.count == 1)
        #expect(statement.evidence.contains { $0.contains("money out is written negative") })
    }

    @Test func positiveSignedFeesProveTheIssuersView() throws {
        // Every amount written the other way round: sales negative, the refund and the fees positive.
        let flip = { (text: String) in
            text.hasPrefix("-") ? String(text.dropFirst()) : text == "0.00" ? text : "-" + text
        }
        let text = Self.salesExport(fee: { Self.fees[$0] }, net: { flip(Self.nets[$0]) })
            .replacingOccurrences(of: ",250.00,", with: ",-250.00,")
            .replacingOccurrences(of: ",1200.00,", with: ",-1200.00,")
            .replacingOccurrences(of: ",80.00,", with: ",-80.00,")
            .replacingOccurrences(of: ",-40.00,0.00", with: ",40.00,0.00")
            .replacingOccurrences(of: ",310.00,", with: ",-310.00,")
            .replacingOccurrences(of: ",95.00,", with: ",-95.00,")
        let piece = FeeEvidence.piece(
            header: ["Date", "Event Type", "Description", "Gross Sales", "Fees", "Net Total"],
            rows: DelimitedRecords.read(text, delimiter: ",").dropFirst().map { $0 }, mark: .dot, digits: 2)
        #expect(piece?.weight == 8)
    }

    @Test func feesWrittenAsMagnitudesDecideNothing() {
        let text = Self.salesExport(fee: { Self.fees[$0] }, net: { Self.nets[$0] })
        let piece = FeeEvidence.piece(
            header: ["Date", "Event Type", "Description", "Gross Sales", "Fees", "Net Total"],
            rows: DelimitedRecords.read(text, delimiter: ",").dropFirst().map { $0 }, mark: .dot, digits: 2)
        #expect(piece?.weight == 0)
    }

    @Test func columnsThatDoNotAddUpAreNoEvidence() {
        let text = Self.salesExport(fee: { _ in "-1.00" }, net: { Self.nets[$0] })
        let piece = FeeEvidence.piece(
            header: ["Date", "Event Type", "Description", "Gross Sales", "Fees", "Net Total"],
            rows: DelimitedRecords.read(text, delimiter: ",").dropFirst().map { $0 }, mark: .dot, digits: 2)
        #expect(piece == nil)
    }

    /// The amount of a sales export is its net (what the payout adds up to), and a column of
    /// links is never the description.
    @Test func salesExportReadsTheNetAndNotTheLinks() throws {
        let text = """
            Date,Gross Sales,Fees,Net Total,Details,Description
            2024-03-01,250.00,-6.80,243.20,https://pay.example.com/t/1,Custom Amount
            2024-03-02,1200.00,-31.50,1168.50,https://pay.example.com/t/2,Invoice #0001
            2024-03-03,-40.00,0.00,-40.00,https://pay.example.com/t/3,Refund

            """
        let statement = try read(text, file: "sales.csv")
        #expect(statement.cents == [24_320, 116_850, -4_000])
        #expect(statement.descriptions == ["Custom Amount", "Invoice #0001", "Refund"])
        #expect(statement.evidence.contains { $0.hasPrefix("amount: 'Net Total'") })
    }
}
