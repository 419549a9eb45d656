import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// An English, decimal-point, month/day export that names no currency is a US or a Canadian
/// account's: the merchants' state or province codes say which, and a Canadian card in a USD
/// book is refused instead of read as USD.
struct PlaceCodesTests {
    static let canadianCard = """
        Transaction Date,Description,Amount
        03/02/2024,TIM HORTONS #1234 TORONTO ON,-4.25
        03/03/2024,SHOPPERS DRUG MART 55 VANCOUVER BC,-18.40
        03/05/2024,PETRO-CANADA 8821 OTTAWA ON,-61.02
        03/08/2024,LOBLAWS 1001 MONTREAL QC,-92.13
        03/09/2024,AMAZON.COM SEATTLE WA,-25.00
        03/12/2024,PAYMENT - THANK YOU,300.00

        """

    static let usCardWithATrip = """
        Transaction Date,Description,Amount
        03/02/2024,STARBUCKS 1234 SEATTLE WA,-4.25
        03/03/2024,SHELL OIL 5521 SAN JOSE CA,-38.40
        03/05/2024,WHOLE FOODS 10 OAKLAND CA,-61.02
        03/08/2024,TIM HORTONS #12 TORONTO ON,-3.13
        03/09/2024,HOTEL LE GERMAIN MONTREAL QC,-225.00
        03/10/2024,UBER TRIP HELP.UBER.COM CA,-12.00
        03/12/2024,PAYMENT - THANK YOU,300.00

        """

    @Test func canadianDescriptorsRefuseUSDNamingTheKey() {
        let error = readError(Data(Self.canadianCard.utf8), file: "card.csv")
        #expect(error?.errorCode == .unknownCurrency)
        #expect(error?.message.contains("Canadian province code") == true)
        #expect(error?.message.contains("`currency: CAD`") == true)
    }

    @Test func canadianDescriptorsReadInACADBook() throws {
        let statement = try read(Self.canadianCard, file: "card.csv", currency: CurrencyCode("CAD")!)
        #expect(statement.transactions.allSatisfy { $0.amount.currency.code == "CAD" })
    }

    @Test func aUSCardWithATripInACADBookIsNotPlaced() throws {
        // 4 US rows against 2 Canadian: not more than twice, so nothing contradicts CAD either.
        let statement = try read(Self.usCardWithATrip, file: "card.csv", currency: CurrencyCode("CAD")!)
        #expect(statement.dialectSummary.contains("CAD assumed"))
    }

    @Test func aUSCardWithAFewCanadianRowsStaysUSDAssumed() throws {
        let statement = try read(Self.usCardWithATrip, file: "card.csv")
        #expect(statement.transactions.count == 7)
        #expect(statement.transactions.allSatisfy { $0.amount.currency == .usd })
        #expect(statement.dialectSummary.contains("USD assumed"))
    }

    @Test func aUSCardInACADBookIsRefused() {
        // Without the trip: 4 US rows, no Canadian one.
        let usOnly = Self.usCardWithATrip.split(separator: "\n").filter { !$0.contains(" ON,") && !$0.contains(" QC,") }
        let error = readError(
            Data(usOnly.joined(separator: "\n").utf8 + [10]), file: "card.csv", currency: CurrencyCode("CAD")!)
        #expect(error?.errorCode == .unknownCurrency)
        #expect(error?.message.contains("US state code") == true)
        #expect(error?.message.contains("`currency: USD`") == true)
    }

    @Test func countsTheLastWordOfDescriptionsOfThreeWordsOrMore() {
        let places = PlaceCodes(texts: [
            "TIM HORTONS TORONTO ON M5V", "ON", "PAID ON", "COSTCO CALGARY AB", "KEEP GOING ON", "SAFEWAY DENVER CO",
        ])
        #expect(places.canadian == 3)
        #expect(places.us == 1)
        #expect(places.contradiction(of: "USD") != nil)
        #expect(places.contradiction(of: "EUR") == nil)
    }
}
