import ShoeboxCore
import Testing

@testable import Receipts

/// Where a receipt names its shop: above its items, never on a city-and-state line; and when a
/// name's word read unclearly is printed again clearly, letter for letter, its spelling is confirmed.
@Suite struct MerchantStructureTests {
    let threshold = ExtractedReceipt.flagThresholds[.merchant]!
    let options = ExtractionOptions(today: date("2026-11-22"))

    @Test func aCityAndStateWithAMisreadZipIsAnAddress() {
        for line in ["Troutdale, OR 978686", "Springfield, IL 6270", "Austin, TX. 787011"] {
            #expect(
                MerchantLineFilter.isNeverAName(
                    line, normalized: ReceiptKeywords.normalized(line), isLegalEntity: false),
                "\(line)")
        }
        // Without the comma after the city a name may be followed by a number.
        let name = "ROUTE AB 6655"
        #expect(
            !MerchantLineFilter.isNeverAName(name, normalized: ReceiptKeywords.normalized(name), isLegalEntity: false))
        let receipt = extract(["Troutdale, OR 978686", "1 Coffee 3.50", "TOTAL 3.50"].joined(separator: "\n"))
        #expect(receipt.merchant == nil)
    }

    @Test func aWordBelowTheFirstAmountIsAnItemNotTheShop() {
        // `Medium` is printed twice, as a second source would be; it is an item's size, not the shop.
        let lines = receiptPage([
            "2290 Broadway", "Table: 41 Guests: 2", "1 Pastrami Burger 15.25", "Medium", "1 Supreme Burger 16.95",
            "Medium", "TOTAL 32.20",
        ])
        #expect(ReceiptExtractor.extract(lines, options: options).merchant == nil)
        // The same lines under a shop's name: the name, not the item.
        let named = ReceiptExtractor.extract(receiptPage(["ARTIES DELICATESSEN"] + lines.map(\.text)), options: options)
        #expect(named.merchant?.value == "ARTIES DELICATESSEN")
        // A registered company is named wherever it is printed (a footer).
        let footer = ReceiptExtractor.extract(
            receiptPage(["1 Coffee 4.50", "TOTAL 4.50", "Thank you", "BEAN HOUSE TRADING SDN BHD"]), options: options)
        #expect(footer.merchant?.value == "BEAN HOUSE TRADING SDN BHD")
    }

    @Test func anUnclearWordPrintedAgainClearlyIsConfirmed() {
        let texts = [
            "NANDOS CHICKENLAND MALAYSIA SDN BHD", "Lot 5 Jalan Kiara", "Tel 03-1234 5678", "1 Chicken 25.90",
            "TOTAL 25.90", "NANDOS CHICKENLAND MALAYSIA",
        ]
        // `CHICKENLAND` read at 0.70 in the header, at 0.92 in the footer: the two printings agree.
        let unclearHeader: [Int: [Double]] = [0: [0.92, 0.70, 0.92, 0.92, 0.92]]
        let confirmed = ReceiptExtractor.extract(receiptPage(texts, words: unclearHeader), options: options)
        #expect(confirmed.merchant?.value == "NANDOS CHICKENLAND MALAYSIA SDN BHD")
        #expect((confirmed.merchant?.confidence ?? 0) >= threshold)
        // The footer spells it one letter off: the unclear word takes the clear printing's spelling
        // (`MerchantRespelling`), and a respelled name is never cleared.
        var slipped = texts
        slipped[5] = "NANDOS CHICKENLANB MALAYSIA"
        let unconfirmed = ReceiptExtractor.extract(receiptPage(slipped, words: unclearHeader), options: options)
        #expect(unconfirmed.merchant?.value == "NANDOS CHICKENLANB MALAYSIA SDN BHD")
        #expect((unconfirmed.merchant?.confidence ?? 1) < threshold)
        // Read unclearly in the footer too: nothing is confirmed.
        let bothUnclear = ReceiptExtractor.extract(
            receiptPage(texts, words: [0: [0.92, 0.70, 0.92, 0.92, 0.92], 5: [0.92, 0.70, 0.92]]), options: options)
        #expect((bothUnclear.merchant?.confidence ?? 1) < threshold)
    }
}
