import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

/// Generic kinds any sole proprietor's books have, in shapes banks print: food-service words in
/// other languages, lease and utility abbreviations in ACH entries, ACH company names cut at 16
/// characters, a city billing a utility it runs, a state revenue office taking a tax payment.
/// Merchants here are invented.
@Suite struct GenericKindsTests {
    func cold() -> Categorizer {
        Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog())
    }

    func decide(_ description: String, _ cents: Int64, name: String = "Business Checking 4410") -> CategoryDecision {
        cold().decide(
            TransactionFacts(description: description, amountCents: cents, account: "acct:1", accountName: name))
    }

    @Test(arguments: [
        ("SQ *PANADERIA LA ROSITA", "panaderia"),
        ("SQ *PUPUSERIA EL VOLCAN", "pupuseria"),
        ("MARISCOS LA PLAYA 0042 FRESNO CA", "mariscos"),
        ("TST* CEVICHERIA MIRAFLORES", "cevicheria"),
        ("SQ *YAKITORI NIGHT", "yakitori"),
        ("SQ *DOSA CORNER", "dosa"),
    ])
    func foodWordsInOtherLanguagesAreMeals(_ description: String, _ word: String) {
        let decision = decide(description, -4_250, name: "Business Card 2201")
        #expect(decision.category == "meals")
        #expect(decision.explanation.lowercased().contains(word))
        #expect(decision.needsReview)
    }

    @Test func aLeaseAbbreviatedInTheACHEntryIsAnEquipmentLease() {
        let decision = decide("ORIG CO NAME:PINEHURST FINANCIAL CO ENTRY DESCR:COPIER LSE SEC:CCD", -13_400)
        #expect(decision.category == "rent_equipment")
        #expect(decision.explanation.contains("'lse'"))
    }

    @Test func anACHCompanyNameCutAt16CharactersStillNamesItsKind() {
        let cut = decide("ORIG CO NAME:NORTHRIDGE UTILI CO ENTRY DESCR:WEB PMT SEC:WEB", -9_900)
        #expect(cut.category == "utilities")
        // A short company name was not cut: its last word is not read as the start of a longer one.
        let whole = decide("ORIG CO NAME:BLUE ENER CO ENTRY DESCR:WEB PMT SEC:WEB", -9_900)
        #expect(whole.category != "utilities")
    }

    @Test func aCityBillingAUtilityItRunsIsAUtilityNotAFee() {
        let utility = decide("ORIG CO NAME:CITY OF RIVERBEND CO ENTRY DESCR:UTIL PMT SEC:PPD", -14_122)
        #expect(utility.category == "utilities")
        #expect(utility.explanation.contains("not a fee"))
        #expect(!utility.needsReview)
        // The same city's licence is still a fee; a bare city payment stays a fee for review.
        #expect(decide("CITY OF RIVERBEND BUSINESS LICENSE", -5_500).category == "taxes_licenses")
        let bare = decide("CITY OF RIVERBEND PAYMENT", -5_500)
        #expect(bare.category == "taxes_licenses" && bare.needsReview)
    }

    @Test func aPublicUtilityDistrictIsAUtility() {
        #expect(decide("GREENFIELD COUNTY PUD 555-0100 WA", -8_800, name: "Business Card 2201").category == "utilities")
    }

    @Test func aTaxPaymentToARevenueOfficeInAStateWithoutIncomeTaxIsABusinessTax() {
        let decision = decide("ORIG CO NAME:WA DEPT REVENUE CO ENTRY DESCR:TAX PYMT SEC:CCD", -32_000)
        #expect(decision.category == "taxes_licenses")
        // Where the state taxes income, the same shape is most often the owner's own tax: review.
        let ohio = decide("ORIG CO NAME:OH DEPT REVENUE CO ENTRY DESCR:TAX PYMT SEC:CCD", -32_000)
        #expect(ohio.category == "personal" && ohio.needsReview)
    }
}
