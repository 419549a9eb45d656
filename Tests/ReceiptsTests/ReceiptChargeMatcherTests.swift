import ShoeboxCore
import Testing

@testable import Receipts

@Suite struct ReceiptChargeMatcherTests {
    func receipt(_ id: Int64, _ day: String, _ total: Int64, _ merchant: String, tip: Bool = false) -> LinkableReceipt {
        LinkableReceipt(
            id: id, date: date(day), total: Money(minorUnits: total, currency: .usd), merchant: merchant,
            tipMayFollow: tip)
    }

    func charge(_ id: Int64, _ day: String, _ amount: Int64, _ text: String, currency: CurrencyCode = .usd)
        -> LinkableCharge
    {
        LinkableCharge(
            id: id, date: date(day), amount: Money(minorUnits: amount, currency: currency), description: text)
    }

    func pairs(_ receipts: [LinkableReceipt], _ charges: [LinkableCharge]) -> [[Int64]] {
        ReceiptChargeMatcher.match(receipts: receipts, charges: charges).map { [$0.receiptID, $0.chargeID] }
    }

    @Test func sameAmountSimilarMerchant() {
        #expect(
            pairs(
                [receipt(1, "2024-03-01", 450, "Blue Bottle Coffee")],
                [charge(10, "2024-03-02", -450, "SQ *BLUE BOTTLE COFFE #12 OAKLAND CA")]) == [[1, 10]])
    }

    @Test func restaurantChargeMayAddATipUpToThirtyPercent() {
        let dinner = receipt(1, "2024-03-01", 4_000, "Trattoria Roma", tip: true)
        #expect(pairs([dinner], [charge(10, "2024-03-03", -4_800, "TST* TRATTORIA ROMA")]) == [[1, 10]])
        #expect(pairs([dinner], [charge(10, "2024-03-03", -5_300, "TST* TRATTORIA ROMA")]).isEmpty)  // 32.5 %
        let shop = receipt(2, "2024-03-01", 4_000, "Hardware Depot")
        #expect(pairs([shop], [charge(11, "2024-03-01", -4_800, "HARDWARE DEPOT")]).isEmpty)
    }

    @Test(arguments: [(-1, false), (0, true), (3, true), (4, false)])
    func bankDateWithinThreeDaysOnOrAfterTheReceipt(offset: Int, links: Bool) {
        let bankDay = date("2024-03-10").adding(days: offset).description
        #expect(
            pairs([receipt(1, "2024-03-10", 999, "Corner Books")], [charge(10, bankDay, -999, "CORNER BOOKS")]).isEmpty
                == !links)
    }

    @Test func twoIdenticalCoffeesTakeTwoDifferentCharges() {
        let receipts = [
            receipt(1, "2024-03-01", 450, "Blue Bottle Coffee"), receipt(2, "2024-03-01", 450, "Blue Bottle Coffee"),
        ]
        let charges = [
            charge(10, "2024-03-01", -450, "SQ *BLUE BOTTLE COFFE"),
            charge(11, "2024-03-02", -450, "SQ *BLUE BOTTLE COFFE"),
        ]
        let links = pairs(receipts, charges)
        #expect(links.count == 2)
        #expect(Set(links.map { $0[1] }) == [10, 11])
    }

    @Test func assignmentIsGlobalNotGreedy() {
        // Receipt 1 prefers charge 10 (same day) but can use 11; receipt 2 can only use 10.
        let receipts = [
            receipt(1, "2024-03-01", 450, "Blue Bottle Coffee"), receipt(2, "2024-03-03", 450, "Blue Bottle Coffee"),
        ]
        let charges = [
            charge(10, "2024-03-03", -450, "BLUE BOTTLE COFFEE"), charge(11, "2024-03-04", -450, "BLUE BOTTLE COFFEE"),
        ]
        #expect(pairs(receipts, charges).count == 2)
        let onlyTen = [
            receipt(1, "2024-03-02", 450, "Blue Bottle Coffee"), receipt(2, "2024-03-03", 450, "Blue Bottle Coffee"),
        ]
        let tenAndLate = [
            charge(10, "2024-03-03", -450, "BLUE BOTTLE COFFEE"), charge(11, "2024-03-05", -450, "BLUE BOTTLE COFFEE"),
        ]
        // Receipt 1 (03-02) reaches both; receipt 2 (03-03) reaches both too; each gets one.
        #expect(Set(pairs(onlyTen, tenAndLate).map { $0[1] }) == [10, 11])
    }

    @Test func differentMerchantCurrencyOrSignNeverLinks() {
        let coffee = receipt(1, "2024-03-01", 450, "Blue Bottle Coffee")
        #expect(pairs([coffee], [charge(10, "2024-03-01", -450, "SHELL OIL 5744")]).isEmpty)
        #expect(pairs([coffee], [charge(10, "2024-03-01", -450, "BLUE BOTTLE COFFEE", currency: .eur)]).isEmpty)
        #expect(pairs([coffee], [charge(10, "2024-03-01", 450, "BLUE BOTTLE COFFEE")]).isEmpty)
    }

    @Test func cashReceiptWithoutAChargeStaysUnlinked() {
        #expect(pairs([receipt(1, "2024-03-01", 1_250, "Farmers Market")], []).isEmpty)
    }

    func doubtful(_ id: Int64, _ day: String, _ total: Int64, _ merchant: String, cash: Bool = false)
        -> LinkableReceipt
    {
        LinkableReceipt(
            id: id, date: date(day), total: Money(minorUnits: total, currency: .usd), merchant: merchant,
            tipMayFollow: false, merchantConfidence: merchant.isEmpty ? 0 : 0.4, paidInCash: cash)
    }

    @Test func aDoubtfulMerchantLinksByAmountAndDateWhenThePairIsUnique() throws {
        // "AMAND" shares no word with "AMANO #0412": only the amount and the date tie them.
        let misread = doubtful(1, "2024-03-01", 2_310, "AMAND")
        let links = ReceiptChargeMatcher.match(
            receipts: [misread],
            charges: [charge(10, "2024-03-02", -2_310, "AMANO #0412"), charge(11, "2024-03-02", -2_311, "SHELL")])
        let link = try #require(links.first)
        #expect(links.count == 1 && link.chargeID == 10 && link.byAmountAndDate)
        #expect(
            pairs([doubtful(2, "2024-03-01", 2_310, "")], [charge(10, "2024-03-01", -2_310, "STAPLES")]) == [[2, 10]])
    }

    @Test func amountAndDateAloneLinkNothingWhenAnythingElseFits() {
        let paper = doubtful(1, "2024-03-01", 2_310, "")
        let two = [charge(10, "2024-03-01", -2_310, "STAPLES"), charge(11, "2024-03-03", -2_310, "SHELL OIL")]
        #expect(pairs([paper], two).isEmpty)  // two charges pay it
        let rival = doubtful(2, "2024-02-28", 2_310, "")
        #expect(pairs([paper, rival], [two[0]]).isEmpty)  // two receipts could take the charge
        #expect(pairs([doubtful(3, "2024-03-01", 2_310, "", cash: true)], [two[0]]).isEmpty)  // paid in cash
        // A merchant read with confidence names the shop: another shop's charge is another purchase.
        #expect(pairs([receipt(4, "2024-03-01", 2_310, "Corner Books")], [two[0]]).isEmpty)
    }

    @Test func merchantSimilarityIgnoresProcessorPrefixesAndSpaces() {
        #expect(ReceiptChargeMatcher.merchantSimilarity("Blue Bottle Coffee", "SQ *BLUE BOTTLE COFFE") >= 90)
        #expect(ReceiptChargeMatcher.merchantSimilarity("BLUEBOTTLE", "SQ *BLUE BOTTLE COFFEE") >= 90)
        #expect(ReceiptChargeMatcher.merchantSimilarity("Blue Bottle Coffee", "SAFEWAY #1234") < 25)
    }
}

@Suite struct UndatedReceiptMatcherTests {
    func undated(_ id: Int64, _ total: Int64, _ merchant: String) -> UndatedReceipt {
        UndatedReceipt(id: id, total: Money(minorUnits: total, currency: .usd), merchant: merchant)
    }

    func charge(_ id: Int64, _ day: String, _ amount: Int64, _ text: String, currency: CurrencyCode = .usd)
        -> LinkableCharge
    {
        LinkableCharge(
            id: id, date: LocalDate(iso: day)!, amount: Money(minorUnits: amount, currency: currency), description: text
        )
    }

    @Test func theOnlyChargeOfExactlyTheTotalAtTheMerchantGivesTheDate() throws {
        let links = UndatedReceiptMatcher.match(
            receipts: [undated(1, 2_310, "Staples")],
            charges: [
                charge(10, "2024-11-20", -2_310, "STAPLES 0042"), charge(11, "2024-11-20", -2_310, "SHELL OIL"),
                charge(12, "2024-11-21", -2_311, "STAPLES 0042"),
                charge(13, "2024-11-22", -2_310, "STAPLES", currency: .eur),
            ])
        let link = try #require(links.first)
        #expect(links.count == 1 && link.receiptID == 1 && link.chargeID == 10)
        #expect(link.date == LocalDate(iso: "2024-11-20")! && link.reason.contains("#10 2024-11-20 'STAPLES 0042'"))
    }

    @Test func twoFittingChargesOrTwoFittingReceiptsLinkNothing() {
        let staples = [
            charge(10, "2024-11-20", -2_310, "STAPLES 0042"), charge(11, "2024-10-02", -2_310, "STAPLES 0042"),
        ]
        #expect(UndatedReceiptMatcher.match(receipts: [undated(1, 2_310, "Staples")], charges: staples).isEmpty)
        #expect(
            UndatedReceiptMatcher.match(
                receipts: [undated(1, 2_310, "Staples"), undated(2, 2_310, "STAPLES")], charges: [staples[0]]
            ).isEmpty)
    }

    @Test func noMerchantOrNoTotalLinksNothing() {
        let charges = [charge(10, "2024-11-20", -2_310, "STAPLES 0042")]
        #expect(UndatedReceiptMatcher.match(receipts: [undated(1, 2_310, "")], charges: charges).isEmpty)
        #expect(UndatedReceiptMatcher.match(receipts: [undated(1, 0, "Staples")], charges: charges).isEmpty)
        #expect(UndatedReceiptMatcher.match(receipts: [undated(1, 2_310, "Corner Books")], charges: charges).isEmpty)
    }
}
