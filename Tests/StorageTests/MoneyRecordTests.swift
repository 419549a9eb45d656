import Foundation
import Pipeline
import ShoeboxCore
import Storage
import Testing

/// Amounts leave the ledger as `Money` in the currency stored beside them, whatever the record.
@Suite struct MoneyRecordTests {
    static let yen = AccountHint(key: "acct:jp", displayName: "Yen", currency: CurrencyCode("JPY")!, source: "column")

    /// A ledger holding a euro charge, a yen charge and a dollar deposit, on three days.
    func ledger() throws -> Ledger {
        let (ledger, run) = try Fixture.ledger()
        let rows = [
            Fixture.row("2024-03-01", -1_999, "BAKERY", line: 2, account: Fixture.savings),
            Fixture.row("2024-03-02", -1_500, "RAMEN", line: 3, account: Self.yen),
            Fixture.row("2024-03-03", 42_000, "CLIENT PAYMENT", line: 4),
        ]
        _ = try ledger.importStatement(Fixture.document("mixed.csv"), Fixture.statement(rows), runID: run)
        return ledger
    }

    @Test func transactionRecordsCarryTheStoredCurrency() throws {
        let ledger = try ledger()
        let dates = LocalDate(iso: "2024-03-01")!...LocalDate(iso: "2024-03-31")!
        try ledger.write { tx in
            let charges = try tx.unlinkedCharges(datedIn: dates).sorted { $0.date < $1.date }
            let yen = Self.yen.currency
            #expect(
                charges.map(\.amount) == [
                    Money(minorUnits: -1_999, currency: .eur), Money(minorUnits: -1_500, currency: yen),
                ])
            #expect(charges.map(\.description) == ["BAKERY", "RAMEN"])
            let byAmount = try tx.unlinkedCharges(paying: [1_500])
            #expect(byAmount.map(\.amount.currency.code) == ["JPY"])
            let deposits = try tx.unmatchedDeposits(from: LocalDate(iso: "2024-03-01")!)
            #expect(deposits.map(\.amount) == [Money(minorUnits: 42_000, currency: .usd)])
            let one = try #require(try tx.canonicalTransaction(id: charges[1].id))
            #expect(one.amount.formatted() == "-1500 JPY" && one.accountID == charges[1].accountID)
            #expect(try tx.transferCandidates().map(\.amount.currency.code).sorted() == ["EUR", "JPY", "USD"])
        }
    }

    @Test func categorizationCandidatesCarryMoney() throws {
        let candidates = try ledger().categorizationCandidates(all: true).sorted { $0.date < $1.date }
        #expect(candidates.map { $0.amount.formatted() } == ["-19.99 EUR", "-1500 JPY", "420.00 USD"])
        #expect(candidates.map(\.accountName) == ["Savings 9999", "Yen", "Checking 1234"])
    }

    /// The export keeps its three amount columns (decimal text, minor units, code) in CSV and JSON,
    /// and JSON leaves out the keys of empty values, as before the amount became `Money`.
    @Test func exportWritesTheAmountAsThreeColumns() throws {
        let rows = try ledger().exportRows()
        let yen = try #require(rows.first { $0.description == "RAMEN" })
        let columns = Dictionary(uniqueKeysWithValues: zip(ExportRow.csvColumns, yen.csvFields))
        #expect(columns["amount"] == "-1500" && columns["amount_cents"] == "-1500" && columns["currency"] == "JPY")
        let json = try #require(
            try JSONSerialization.jsonObject(with: try JSONEncoder().encode(yen)) as? [String: Any])
        #expect(json["amount"] as? String == "-1500")
        #expect((json["amount_cents"] as? NSNumber)?.int64Value == -1_500)
        #expect(json["currency"] as? String == "JPY")
        #expect(json["category"] == nil && json["duplicate_of"] == nil)
        #expect(json["source_line"] as? Int == 3 && json["pending"] as? Bool == false)
    }

    /// A euro receipt: stored, read back unlinked, linked to its euro charge, and listed for the
    /// reports with both amounts in euros.
    @Test func receiptRecordsCarryTheirCurrencyAndTheirCharges() throws {
        let ledger = try ledger()
        let run = try ledger.beginRun(command: "test")
        let day = LocalDate(iso: "2024-03-01")!
        let euros = Money(minorUnits: 1_999, currency: .eur)
        try ledger.write { tx in
            let documentID = try tx.storeDocument(Fixture.document("bakery.jpg"), runID: run, dialect: nil, count: 1)
            var receipt = StoredReceiptRow(
                date: day, total: euros, description: "BAKERY", payee: "BAKERY", confidence: 0.9,
                currencyConfidence: 0.9, fieldsJSON: "{}", ocrText: "BAKERY 19,99", ocrConfidence: 90, variant: "gray",
                rotationDegrees: 0, needsReview: false)
            receipt.receiptDate = day
            receipt.merchant = "BAKERY"
            let id = try tx.insertReceipt(receipt, documentID: documentID)
            let unlinked = try tx.unlinkedReceipts(datedIn: day...day)
            #expect(unlinked.map(\.total) == [euros] && unlinked.map(\.id) == [id])
            let charge = try #require(try tx.unlinkedCharges(datedIn: day...day).first)
            try tx.linkReceipt(id, toCharge: charge.id)
        }
        let stored = try #require(try ledger.receipts(from: day, to: day).first)
        #expect(stored.amount == euros.negated && stored.chargeAmount == euros.negated)
        #expect(try ledger.exportRows().first { $0.kind == "receipt" }?.amount == euros.negated)
    }
}
