import Pipeline
import ShoeboxCore
import Storage
import Testing

@testable import Receipts

@Suite struct ReceiptLedgerTests {
    static let today = LocalDate(iso: "2026-11-22")!

    func receipt(_ text: String) -> NewReceipt {
        let fields = ReceiptExtractor.extract(
            ReceiptLine.lines(fromText: text), options: ExtractionOptions(today: Self.today))
        return NewReceipt(fields: fields, ocrText: text, ocrConfidence: 88, variant: "original", rotationDegrees: 0)
    }

    static let coffee = """
        BLUE BOTTLE COFFEE
        01/03/2024 08:15
        Latte 12.50
        TOTAL 12.50
        VISA ****4821 12.50
        """

    func receiptDocument(_ name: String) -> NewDocument {
        var document = Fixture.document(name)
        document.kind = "receipt"
        return document
    }

    @Test func statementFirstThenReceiptLinksToTheCharge() throws {
        let (ledger, run) = try Fixture.ledger()
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        let counts = try ledger.importReceipt(receiptDocument("coffee.jpg"), receipt(Self.coffee), runID: run)
        #expect(counts == ImportCounts(merged: 1))
        let rows = try ledger.exportRows()
        let bank = try #require(rows.first { $0.kind == "bank" && $0.amount.minorUnits == -1_250 })
        let slip = try #require(rows.first { $0.kind == "receipt" })
        #expect(slip.duplicateOf == bank.id)
        #expect(slip.mergeReason == "receipt_linked")
        #expect(slip.linkedID == bank.id)
        #expect(bank.linkedID == slip.id)
        #expect(slip.payee == "BLUE BOTTLE COFFEE")
        #expect(slip.date == "2024-01-03")  // month first: a US-dollar receipt
        // Counted once: the receipts account holds no canonical row.
        #expect(try ledger.accountSummaries().allSatisfy { !$0.name.hasPrefix("Receipts") })
    }

    @Test func receiptFirstThenStatementLinksWhenTheStatementArrives() throws {
        let (ledger, run) = try Fixture.ledger()
        let dated = Self.coffee.replacingOccurrences(of: "01/03/2024", with: "2024-01-02")
        #expect(
            try ledger.importReceipt(receiptDocument("coffee.jpg"), receipt(dated), runID: run)
                == ImportCounts(added: 1))
        #expect(try ledger.exportRows().first?.linkedID == nil)
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        let rows = try ledger.exportRows()
        let slip = try #require(rows.first { $0.kind == "receipt" })
        let bank = try #require(rows.first { $0.kind == "bank" && $0.amount.minorUnits == -1_250 })
        #expect(slip.duplicateOf == bank.id && bank.linkedID == slip.id)
    }

    @Test func cashReceiptStaysItsOwnTransactionAndIsSearchable() throws {
        let (ledger, run) = try Fixture.ledger()
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        let market = "GREENFIELD FARMERS MARKET\n2024-01-05\nHoney 9.00\nTOTAL 9.00\nCASH 10.00\nCHANGE 1.00"
        #expect(
            try ledger.importReceipt(receiptDocument("market.png"), receipt(market), runID: run)
                == ImportCounts(added: 1))
        let slip = try #require(try ledger.exportRows().first { $0.kind == "receipt" })
        #expect(slip.duplicateOf == nil && slip.linkedID == nil)
        #expect(slip.amount.minorUnits == -900 && slip.account == "Receipts (USD)" && slip.date == "2024-01-05")
        let hits = try ledger.searchReceipts("honey")
        #expect(hits.map(\.transactionID) == [slip.id])
        #expect(hits.first?.snippet.contains("[Honey]") == true)
        #expect(try ledger.searchReceipts("saffron").isEmpty)
    }

    @Test func unreadableFieldsAreStoredAndFlaggedForReview() throws {
        let (ledger, run) = try Fixture.ledger()
        #expect(
            try ledger.importReceipt(receiptDocument("blur.jpg"), receipt("~~ ,. ee\n|||"), runID: run)
                == ImportCounts(added: 1))
        // No date was read: nothing is invented, the receipt waits for its date with no transaction.
        #expect(try ledger.exportRows().isEmpty)
        #expect(try ledger.receiptsAwaitingDateCount() == 1)
        let rows = try ledger.receiptReviewRows()
        #expect(rows.count == 1 && rows[0].awaitingDate && rows[0].description == "Receipt blur.jpg")
        #expect(try ledger.appliedMigrations().contains("v10-receipts2"))
    }

    @Test func aDatedButWeakReceiptIsStoredAndFlaggedForReview() throws {
        let (ledger, run) = try Fixture.ledger()
        _ = try ledger.importReceipt(receiptDocument("blur.jpg"), receipt("~~ ,. ee\n2024-01-09\n|||"), runID: run)
        let slip = try #require(try ledger.exportRows().first)
        #expect(slip.amount.minorUnits == 0 && slip.date == "2024-01-09" && slip.description == "Receipt blur.jpg")
        #expect(try ledger.receiptsNeedingReview() == 1)
        let fields = Set(try ledger.receiptReviewRows().map(\.field))
        #expect(fields == [.merchant, .total])
    }

    @Test func aDateGivenByTheUserMakesTheTransactionAndLinksIt() throws {
        let (ledger, run) = try Fixture.ledger()
        // Two charges pay exactly 12.50 at this merchant: the undated receipt cannot take either's date.
        let twice = Fixture.january + [Fixture.row("2023-12-20", -1_250, "SQ *BLUE BOTTLE COFFE", line: 5)]
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(twice), runID: run)
        let undated = Self.coffee.replacingOccurrences(of: "01/03/2024 08:15", with: "")
        #expect(
            try ledger.importReceipt(receiptDocument("coffee.jpg"), receipt(undated), runID: run)
                == ImportCounts(added: 1))
        let waiting = try #require(try ledger.receiptReviewRows().first { $0.awaitingDate })
        let id = try ledger.dateAwaitingReceipt(id: waiting.id, date: LocalDate(iso: "2024-01-03")!)
        #expect(try ledger.receiptsAwaitingDateCount() == 0)
        let slip = try #require(try ledger.exportRows().first { $0.id == id })
        #expect(slip.date == "2024-01-03" && slip.duplicateOf != nil && slip.mergeReason == "receipt_linked")
    }

    @Test func aCorrectedTotalRelinksTheReceipt() throws {
        let (ledger, run) = try Fixture.ledger()
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        let misread = "BLUE BOTTLE COFFEE\n01/03/2024 08:15\nTOTAL 18.50"
        #expect(
            try ledger.importReceipt(receiptDocument("coffee.jpg"), receipt(misread), runID: run)
                == ImportCounts(added: 1))
        let row = try #require(try ledger.receiptReviewRows().first { $0.field == .total })
        #expect(row.value == "18.50" && row.file == "coffee.jpg")
        try ledger.correctReceipt(transactionID: row.id, .total(1_250))
        let slip = try #require(try ledger.exportRows().first { $0.id == row.id })
        #expect(slip.amount.minorUnits == -1_250 && slip.mergeReason == "receipt_linked")
        #expect(try ledger.receiptReviewRows().allSatisfy { $0.field != .total })
    }

    @Test func anUndatedReceiptTakesTheDateOfItsOnlyChargeAndSaysWhy() throws {
        let (ledger, run) = try Fixture.ledger()
        let undated = Self.coffee.replacingOccurrences(of: "01/03/2024 08:15", with: "")
        #expect(
            try ledger.importReceipt(receiptDocument("coffee.jpg"), receipt(undated), runID: run)
                == ImportCounts(added: 1))
        #expect(try ledger.receiptsAwaitingDateCount() == 1)
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        #expect(try ledger.receiptsAwaitingDateCount() == 0)
        let rows = try ledger.exportRows()
        let bank = try #require(rows.first { $0.kind == "bank" && $0.amount.minorUnits == -1_250 })
        let slip = try #require(rows.first { $0.kind == "receipt" })
        #expect(slip.date == "2024-01-03" && slip.duplicateOf == bank.id && slip.mergeReason == "receipt_linked")
        let json = try #require(try ledger.receiptFieldsJSON(transactionID: slip.id))
        #expect(json.contains("\"date_source\":\"date of the only charge paying exactly this total: #\(bank.id)"))
    }

    @Test func anUndatedReceiptWithoutItsMerchantOnTheChargeKeepsWaiting() throws {
        let (ledger, run) = try Fixture.ledger()
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        let other = "CORNER NEWSSTAND\nLatte 12.50\nTOTAL 12.50"
        #expect(
            try ledger.importReceipt(receiptDocument("news.jpg"), receipt(other), runID: run)
                == ImportCounts(added: 1))
        #expect(try ledger.receiptsAwaitingDateCount() == 1)
        #expect(try ledger.exportRows().allSatisfy { $0.kind == "bank" })
    }
}

@Suite struct UnmatchedReceiptTests {
    let helper = ReceiptLedgerTests()

    @Test func cardReceiptWithoutChargeIsListedAfterTheCutoffAndCashOrLinkedOnesAreNot() throws {
        let (ledger, run) = try Fixture.ledger()
        let card = ReceiptLedgerTests.coffee.replacingOccurrences(of: "01/03/2024", with: "2024-02-10")
        let cash = """
            GRAND LAKE FARMERS MARKET
            2024-02-11
            TOTAL 15.00
            CASH 20.00
            CHANGE 5.00
            """
        _ = try ledger.importReceipt(helper.receiptDocument("coffee.jpg"), helper.receipt(card), runID: run)
        _ = try ledger.importReceipt(helper.receiptDocument("market.png"), helper.receipt(cash), runID: run)
        let linked = ReceiptLedgerTests.coffee  // 2024-01-03, matches the January statement's charge
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        _ = try ledger.importReceipt(helper.receiptDocument("linked.jpg"), helper.receipt(linked), runID: run)

        #expect(try ledger.unmatchedReceipts(datedOnOrBefore: LocalDate(iso: "2024-02-09")!).isEmpty)
        let late = try ledger.unmatchedReceipts(datedOnOrBefore: LocalDate(iso: "2024-03-01")!)
        #expect(late.map(\.merchant) == ["BLUE BOTTLE COFFEE"])
        #expect(late.first?.total == Money(minorUnits: 1_250, currency: .usd))
        #expect(late.first?.sourceFile == "coffee.jpg")
    }
}
