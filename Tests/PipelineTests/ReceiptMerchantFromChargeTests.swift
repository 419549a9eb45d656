import Foundation
import Pipeline
import Receipts
import ShoeboxCore
import Storage
import Testing

/// Once a receipt is linked to its card charge, the charge's payee is evidence for the merchant:
/// agreement clears the flag, a nearly-equal name takes the bank's spelling, another name keeps
/// the merchant flagged and review.csv shows both, a receipt without a name takes the payee.
@Suite struct ReceiptMerchantFromChargeTests {
    /// A receipt read on 2024-11-18 paying `cents` by card, with `merchant` at `confidence`.
    func store(
        _ space: Workspace, _ name: String, merchant: String?, confidence: Double, cents: Int64,
        paid: Receipts.PaymentMethod = .card
    ) throws {
        var fields = ExtractedReceipt(currency: ExtractedField(value: .usd, confidence: 0.9, line: nil))
        fields.merchant = merchant.map { ExtractedField(value: $0, confidence: confidence, line: 0) }
        fields.date = ExtractedField(value: LocalDate(iso: "2024-11-18")!, confidence: 0.95, line: 1)
        fields.total = ExtractedField(value: cents, confidence: 0.95, line: 2)
        fields.paymentMethod = ExtractedField(value: paid, confidence: 0.9, line: 3)
        let hash =
            String(repeating: String(name.count % 10), count: 8)
            + name.utf8.map { String($0, radix: 16) }
            .joined().padding(toLength: 56, withPad: "0", startingAt: 0)
        let document = NewDocument(
            sha256: hash, originalName: name, originalPath: "/elsewhere/\(name)", size: 10,
            mtimeNanoseconds: 1, kind: "receipt", archivePath: "archive/\(hash).jpg", configFingerprint: "fp")
        let run = try space.ledger.beginRun(command: "test")
        _ = try space.ledger.importReceipt(
            document,
            NewReceipt(
                fields: fields, ocrText: merchant ?? "", ocrConfidence: 70, variant: "warped", rotationDegrees: 0),
            runID: run)
    }

    func bank(_ space: Workspace) throws {
        _ = try space.write(
            "bank.csv",
            """
            Date,Description,Amount
            2024-11-19,SQ *BLUE BOTTLE COFFE #12 OAKLAND CA,-4.50
            2024-11-19,AMANO CAFE #0412 SPRINGFIELD IL,-23.10
            2024-11-20,SHELL OIL 5744,-31.00
            2024-11-18,STAPLES 0042,-12.99
            2024-11-18,CORNER BOOKS,-8.00

            """)
        let report = try space.run()
        #expect(report.quarantined.isEmpty, "\(report.quarantined.map(\.reason))")
    }

    func merchant(_ space: Workspace, paying cents: Int64) throws -> (String, Bool) {
        let row = try #require(
            try space.ledger.exportRows().first { $0.kind == "receipt" && $0.amount.minorUnits == -cents })
        return (row.description, row.mergeReason == "receipt_linked")
    }

    @Test func theChargesPayeeConfirmsRespellsOrContradictsTheMerchant() throws {
        let space = try Workspace()
        try bank(space)
        try store(space, "coffee.jpg", merchant: "Blue Bottle Coffee", confidence: 0.54, cents: 450)
        try store(space, "lunch.jpg", merchant: "AMAND CAFE", confidence: 0.4, cents: 2_310)
        try store(space, "fuel.jpg", merchant: "Goods Corner", confidence: 0.5, cents: 3_100)
        try store(space, "paper.jpg", merchant: nil, confidence: 0, cents: 1_299)
        try store(space, "cash.jpg", merchant: "Newsstand", confidence: 0.4, cents: 800, paid: .cash)

        #expect(try merchant(space, paying: 450) == ("Blue Bottle Coffee", true))
        #expect(try merchant(space, paying: 2_310) == ("AMANO CAFE", true))
        #expect(try merchant(space, paying: 3_100) == ("Goods Corner", true))
        #expect(try merchant(space, paying: 1_299) == ("STAPLES", true))
        #expect(try merchant(space, paying: 800) == ("Newsstand", false))  // cash: no card charge paid it

        let rows = try space.ledger.receiptReviewRows()
        let byValue = Dictionary(rows.map { ($0.value, $0) }) { first, _ in first }
        #expect(byValue["Blue Bottle Coffee"] == nil && byValue["AMANO CAFE"] == nil)
        let contradicted = try #require(byValue["Goods Corner"])
        #expect(contradicted.field == .merchant && contradicted.evidence?.contains("'SHELL OIL'") == true)
        #expect(rows.filter { $0.description == "Goods Corner" }.count == 1)  // total and date are settled
        let payeeOnly = try #require(byValue["STAPLES"])
        #expect(payeeOnly.field == .merchant && payeeOnly.evidence?.contains("amount and date") == true)
        #expect(rows.contains { $0.value == "Newsstand" && $0.field == .merchant })

        let coffee = try #require(
            try space.ledger.exportRows().first { $0.amount.minorUnits == -450 && $0.kind == "receipt" })
        let json = try #require(try space.ledger.receiptFieldsJSON(transactionID: coffee.id))
        #expect(json.contains("merchant_source") && json.contains("names the same shop"))
    }

    @Test func aMerchantConfirmedByItsChargeIsAKnownPayeeAMisreadingIsNot() throws {
        let space = try Workspace()
        try bank(space)
        try store(space, "coffee.jpg", merchant: "Blue Bottle Coffee", confidence: 0.54, cents: 450)
        try store(space, "fuel.jpg", merchant: "Goods Corner", confidence: 0.5, cents: 3_100)
        let known = try space.ledger.knownPayees()
        #expect(known.contains("Blue Bottle Coffee") && known.contains("SHELL OIL"))
        #expect(!known.contains("Goods Corner"))
    }

    @Test func theUsersAnswerOnAContradictedMerchantRelinksOrUnlinksIt() throws {
        let space = try Workspace()
        try bank(space)
        try store(space, "fuel.jpg", merchant: "Goods Corner", confidence: 0.5, cents: 3_100)
        try store(space, "lunch.jpg", merchant: "Tea House", confidence: 0.45, cents: 800)
        let fuel = try #require(try space.ledger.receiptReviewRows().first { $0.value == "Goods Corner" })
        let lunch = try #require(try space.ledger.receiptReviewRows().first { $0.value == "Tea House" })
        #expect(try merchant(space, paying: 800) == ("Tea House", true))  // CORNER BOOKS, by amount and date

        // The user says it was the petrol station: the receipt stays linked, nothing is left to ask.
        try space.ledger.correctReceipt(transactionID: fuel.id, .merchant("Shell"))
        #expect(try merchant(space, paying: 3_100) == ("Shell", true))
        // The user says it was the tea house after all: another shop than the charge's, so no link.
        try space.ledger.correctReceipt(transactionID: lunch.id, .merchant("Tea House"))
        #expect(try merchant(space, paying: 800) == ("Tea House", false))
        #expect(try space.ledger.receiptReviewRows().allSatisfy { $0.field != .merchant })
    }
}
