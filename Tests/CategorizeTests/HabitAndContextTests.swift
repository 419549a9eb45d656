import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

/// Corrections that teach the owner's habits on an account, bare rail rows learned by amount,
/// state revenue offices by whether the state taxes income, and bank categories read with care.
@Suite struct HabitAndContextTests {
    @Test func correctingOneOwnMealMovesOtherRestaurantsOnThatAccountToReview() {
        let learned = learnedCategorizer([("HARBOR NOODLE HOUSE", -2_790, "acct:card", "personal")])
        let other = decide(learned, "MAPLE STREET BISTRO", -3_450, "acct:card")
        #expect(other.category == "personal")
        #expect(other.source == "learned:similar")
        #expect(other.confidence < Categorizer.reviewThreshold)
        #expect(other.explanation.contains("your habit on this account"))
        // Another account keeps the cold answer: the habit is the account's.
        #expect(decide(learned, "MAPLE STREET BISTRO", -3_450, "acct:other").category == "meals")
    }

    @Test func aHabitNeedsItsCorrectionsToAgree() {
        let learned = learnedCategorizer([
            ("HARBOR NOODLE HOUSE", -2_790, "acct:card", "personal"),
            ("CEDAR GRILL", -8_400, "acct:card", "meals"),
        ])
        // The second correction confirmed the cold answer, so it is no habit override: one of one still says personal.
        #expect(decide(learned, "MAPLE STREET BISTRO", -3_450, "acct:card").category == "personal")
        let split = learnedCategorizer([
            ("HARBOR NOODLE HOUSE", -2_790, "acct:card", "personal"),
            ("LAKESIDE TAVERN", -8_400, "acct:card", "travel"),
        ])
        #expect(decide(split, "MAPLE STREET BISTRO", -3_450, "acct:card").category == "meals")
    }

    @Test func ownMealsCorrectedOnAnAccountLeanItsWeakTripsPersonalForReview() {
        let learned = learnedCategorizer([("HARBOR NOODLE HOUSE", -2_790, "acct:card", "personal")])
        let cold = decide(learnedCategorizer([]), "BLUEWING AIRLINES 800-5550199", -21_258, "acct:card")
        #expect(cold.category == "travel")
        #expect(cold.needsReview)
        // A meal filed as the household's says who spends on this card: its weak trip leans personal, for review.
        let trip = decide(learned, "BLUEWING AIRLINES 800-5550199", -21_258, "acct:card")
        #expect(trip.category == "personal")
        #expect(trip.source == "learned:similar")
        #expect(trip.confidence == 0.45)
        #expect(trip.explanation.contains("1 of 1 correction(s) of meals, trips, policies, interest or car costs"))
        // Another account keeps its cold answer; so does the card when its habit corrections say business.
        #expect(decide(learned, "BLUEWING AIRLINES 800-5550199", -21_258, "acct:other").category == "travel")
        let business = learnedCategorizer([
            ("HARBOR NOODLE HOUSE", -2_790, "acct:card", "personal"),
            ("LAKESIDE TAVERN", -8_400, "acct:card", "travel"),
        ])
        #expect(decide(business, "BLUEWING AIRLINES 800-5550199", -21_258, "acct:card").category == "travel")
    }

    @Test func theHouseholdHabitNamesTheSameExampleWhateverTheHashSeed() {
        // Two habit categories corrected to personal on one card: the reason's example must not depend on the
        // order a dictionary of this process happens to iterate its keys in (it did: 'e.g.' named either).
        let corrections = [
            ("HARBOR NOODLE HOUSE", Int64(-2_790), "acct:card", "personal"),
            ("STATE FARM INSURANCE", Int64(-14_200), "acct:card", "personal"),
        ]
        let reasons = Set(
            (0..<12).map { _ in
                decide(learnedCategorizer(corrections), "BLUEWING AIRLINES 800-5550199", -21_258, "acct:card")
                    .explanation
            })
        #expect(reasons.count == 1)
        #expect(reasons.first?.contains("2 of 2 correction(s)") == true)
        // Habit keys are taken in order: the insurer's ("…|insurance") before the meal's ("…|meals").
        #expect(reasons.first?.contains("(e.g. 'STATE FARM INSURANCE')") == true)
    }

    @Test func anAccountNameIsReadInTheOrderItPrintsItsWords() {
        // `Ink` and `Business` both say business; the reason names the first one printed, on every run.
        #expect(BookContext.nameLean(key: "card-1", name: "Ink Business Cash")?.because.contains("'ink'") == true)
        #expect(BookContext.nameLean(key: "card-2", name: "Business Ink")?.because.contains("'business'") == true)
    }

    @Test func aFairlySureColdAnswerIsNoHabit() {
        let learned = learnedCategorizer([("HARROW MUTUAL INS", -48_620, "acct:biz", "car_truck")])
        // Workers' comp names its policy (0.7): the truck's insurer correction does not move it.
        #expect(decide(learned, "WEB AUTHORIZED PMT STATE WORKERS COMP", -21_000).category == "insurance")
    }

    @Test func bareChecksLearnFromCorrectedChecksOfASimilarAmount() {
        let learned = learnedCategorizer([("CHECK 2203", -135_000, "acct:biz", "contract_labor")])
        let near = decide(learned, "CHECK 2211", -97_500)
        #expect(near.category == "contract_labor")
        #expect(near.confidence < Categorizer.reviewThreshold)
        #expect(near.explanation.contains("bare check row"))
        // A check 8x smaller, or on another account, is not taught: only the last-resort guess, well below review.
        for far in [decide(learned, "CHECK 2208", -16_500), decide(learned, "CHECK 2208", -97_500, "acct:other")] {
            #expect(far.source == "learned:nearest")
            #expect(far.confidence <= 0.35)
            #expect(far.explanation.contains("a guess, review"))
        }
    }

    @Test func oneCorrectedDepositDoesNotOverruleTheCustomerPrior() {
        let learned = learnedCategorizer([("MOBILE CHECK DEPOSIT", 8_437, "acct:biz", "supplies")])
        #expect(decide(learned, "MOBILE CHECK DEPOSIT", 9_000).category == "income")
    }

    @Test func stateRevenueOfficesFollowTheStatesIncomeTax() {
        let cold = learnedCategorizer([])
        let income = decide(cold, "WEB AUTHORIZED PMT OHIO DEPT TAX", -31_000)
        #expect(income.category == "personal")
        #expect(income.confidence < Categorizer.reviewThreshold)
        #expect(decide(cold, "ACH WITHDRAWAL NC DEPT OF REVEN TYPE: TAX PYMT", -24_000).category == "personal")
        let excise = decide(cold, "TX COMPTROLLER SALES TAX", -41_200)
        #expect(excise.category == "taxes_licenses")
        let business = decide(cold, "WA DEPT OF REVENUE", -41_200)
        #expect(business.category == "taxes_licenses")
        #expect(business.confidence >= Categorizer.reviewThreshold)
        #expect(business.explanation.contains("WA has no individual income tax"))
    }

    @Test func stateNamesAreFoundOnlyNextToARevenueOffice() {
        #expect(StateIncomeTax.state(in: ["NC", "DEPT", "OF", "REVEN"]) == "NC")
        #expect(StateIncomeTax.state(in: ["STATE", "OF", "NEW", "YORK", "TAX"]) == "NY")
        #expect(StateIncomeTax.state(in: ["WASHINGTON", "DEPT", "OF", "LICENSING"]) == nil)
        #expect(StateIncomeTax.state(in: ["IN", "N", "OUT", "TAX"]) == nil)
    }

    @Test func bankCategoriesThatMixKindsSayNothing() {
        #expect(BankCategoryMap.lookup("Merchandise & Supplies-Internet Purchase") == nil)
        #expect(BankCategoryMap.lookup("Fee/Interest Charge") == nil)
        #expect(BankCategoryMap.lookup("Communications-Cable & Internet Comm")?.category == "utilities")
        #expect(BankCategoryMap.lookup("Entertainment-Associations")?.category == "other_expenses")
    }

    @Test func aSmallMealByTheBanksCategoryIsTheOwners() {
        let cold = learnedCategorizer([])
        var facts = TransactionFacts(description: "COOKHOUSE 114 CHARLOTTE NC", amountCents: -835, account: "acct:card")
        facts.bankCategory = "Restaurants"
        #expect(cold.decide(facts).category == "personal")
        facts.amountCents = -6_400
        #expect(cold.decide(facts).category == "meals")
    }

    @Test func aWebAddressGluesTheWordsOfAPhrase() {
        let cold = learnedCategorizer([])
        let decision = decide(cold, "HOMEDEPOT.COM 800-430-", -32_999)
        #expect(decision.category == "supplies")
        #expect(decision.explanation.contains("HOME DEPOT"))
        #expect(decide(cold, "HOMEWORKS 800-430-", -32_999).category == "uncategorized")
    }

    @Test func aOneWordBrandInsideALongerNameYieldsToAKindPhrase() {
        let cold = learnedCategorizer([])
        let wash = decide(cold, "TIDAL WAVE AUTO SPA 44 CHARLOTTE NC", -1_500)
        #expect(wash.category == "car_truck")
        #expect(wash.explanation.contains("one word inside a longer name"))
        #expect(decide(cold, "WAVE ACCOUNTING PAYROLL", -2_000, "acct:biz").category != "car_truck")
    }
}
