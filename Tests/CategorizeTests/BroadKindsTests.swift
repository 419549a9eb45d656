import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

/// Session 11: kinds of merchants any small business's bank lines carry (trades' supply houses, household
/// services, family health care, licensing boards, owner draws), and cut words that are whole words.
/// Merchants here are invented.
@Suite struct BroadKindsTests {
    func decide(_ description: String, _ cents: Int64, account: String = "Business Card 7310") -> CategoryDecision {
        Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog(),
            context: BookContext()
        )
        .decide(TransactionFacts(description: description, amountCents: cents, account: account, accountName: account))
    }

    @Test(arguments: [
        ("SQ *GRANITE CITY HOT DOGS", -2_450, "meals", "hot dogs"),
        ("TST* OKRA CAJUN KITCHEN", -6_120, "meals", "kitchen"),
        ("HARBOR LODGING 42 BANGOR ME", -15_800, "travel", "lodging"),
        ("NORTHGATE AUTO GLASS 88", -27_500, "car_truck", "auto glass"),
        ("ELMWOOD PAINT STORE", -9_240, "supplies", "paint store"),
        ("TRI COUNTY WELDING SUPPLY", -18_310, "supplies", "welding supply"),
        ("ORIG CO NAME:OAKTREE SALON SUITES CO ENTRY DESCR:BOOTH RENT SEC:CCD", -29_500, "rent_property", "booth rent"),
        ("HILLTOP PORTA POTTY SERVICE", -14_000, "rent_equipment", "porta potty"),
        ("LAKEVIEW VOIP SERVICE", -3_199, "utilities", "voip"),
        ("PINECREST ENROLLED AGENT", -35_000, "legal_professional", "enrolled agent"),
        ("STATE LICENSING BOARD ONLINE", -9_000, "taxes_licenses", "licensing board"),
        ("MAPLE CE CREDITS ONLINE", -4_900, "other_expenses", "ce credits"),
        ("WILLOW CREEK URGENT CARE", -17_500, "personal", "urgent care"),
        ("ONLINE TRANSFER OWNER DRAW", -150_000, "transfer", "owner draw"),
    ])
    func aKindWordDecidesAnUnseenMerchant(_ description: String, _ cents: Int, _ category: String, _ word: String) {
        let decision = decide(description, Int64(cents))
        #expect(decision.category == category)
        #expect(decision.explanation.lowercased().contains(word))
    }

    @Test func householdServicesAreThePersonalSideForReview() {
        let cleaners = decide("BRIGHTWAY DRY CLEANERS 12", -3_400)
        #expect(cleaners.category == "personal")
        #expect(cleaners.needsReview)
        // A repair word after what was repaired: a shoe repair is the household's, not the business's repairs line.
        #expect(decide("MAIN ST SHOE REPAIR", -2_200).category == "personal")
    }

    @Test func aTradeSupplyHouseIsNotTheTradeItself() {
        // `JANITORIAL` alone is a cleaning service (repairs); a janitorial supply house sells supplies.
        #expect(decide("BAYVIEW JANITORIAL SUPPLY", -21_000).category == "supplies")
        #expect(decide("BAYVIEW JANITORIAL", -21_000).category == "repairs")
    }

    @Test func aFuelTaxFilingIsATaxNotFuel() {
        #expect(decide("IFTA QUARTERLY FUEL TAX", -38_000).category == "taxes_licenses")
    }

    @Test func aWholeWordAtTheEndIsNotACutKindWord() {
        // `STATION` is a whole word, not `STATIONERY` cut short; before, this was office at 0.65.
        let station = decide("RIVERBEND RANGER STATION", -2_000)
        #expect(station.category != "office")
        // A real cut still reads (`SECRETARY OF STAT`).
        #expect(decide("OHIO SECRETARY OF STAT", -3_900).category == "taxes_licenses")
    }

    @Test func toolsOfServiceTradesAndSellersAreTheirLines() {
        // Booking and client-gallery software, stock media: office (line 18).
        #expect(decide("SQ *GLOSSGENIUS", -4_800).category == "office")
        #expect(decide("PIXIESET MEDIA 604-5550100", -2_800).category == "office")
        // A print-on-demand maker produces the goods sold: materials (line 22).
        #expect(decide("PRINTFUL INC 0042", -5_390).category == "supplies")
        // A resale marketplace's payout is sales; money out to it is not a payout.
        #expect(
            decide("ORIG CO NAME:MERCARI INC CO ENTRY DESCR:PAYOUT SEC:CCD", 9_120, account: "Business Checking 4410")
                .category == "income")
    }
}
