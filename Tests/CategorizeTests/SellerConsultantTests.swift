import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

/// Kinds a software consultant or an online seller meets (shipping labels, marketplace charges, business-only
/// insurers, event tickets, processor ledgers' disputes and payments to people), and what one correction teaches
/// about its payee's kind. Merchants and people here are invented.
@Suite struct SellerConsultantTests {
    func decide(
        _ description: String, _ cents: Int64, name: String = "Business Checking 7730", account: String = "acct:1",
        bank: String? = nil, corrections: [(String, Int64, String)] = []
    ) -> CategoryDecision {
        let examples = corrections.enumerated().map { index, item in
            LearnedExample(
                id: Int64(index + 1),
                facts: TransactionFacts(
                    description: item.0, amountCents: item.1, account: "acct:1", accountName: name),
                category: item.2)
        }
        let categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: examples, catalog: CategoryCatalog())
        return categorizer.decide(
            TransactionFacts(
                description: description, amountCents: cents, account: account, accountName: name,
                bankCategory: bank))
    }

    @Test func aShippingLabelIsPostageWhoeverSoldIt() {
        let marketplace = decide("ETSY.COM - SHIPPING LABELS BROOKLYN NY", -1_844, name: "Ink Business Card 4418")
        #expect(marketplace.category == "office")
        #expect(marketplace.confidence >= Categorizer.reviewThreshold)
        #expect(decide("USPS.COM CLICKNSHIP 800-344-7779 DC", -935).category == "office")
    }

    @Test func aMarketplaceChargeWithoutAFeeWordIsForReview() {
        let bare = decide("EBAY O*04-12345-67890 SAN JOSE CA", -1_350, name: "Ink Business Card 4418")
        #expect(bare.confidence < Categorizer.reviewThreshold)
        let fee = decide("ETSY.COM - LISTING FEES BROOKLYN NY", -620, name: "Ink Business Card 4418")
        #expect(fee.category == "commissions_fees")
        #expect(fee.confidence >= Categorizer.reviewThreshold)
    }

    @Test func anInsurerSellingOnlyBusinessPoliciesIsInsuranceEvenWithAPremiumWord() {
        let policy = decide("NEXT INSURANCE DES:PREMIUM ID:NX4418 INDN:MARA QUILL CO ID:1800000000 WEB", -2_900)
        #expect(policy.category == "insurance")
        // A bare insurer still names no policy: review.
        #expect(decide("STATE FARM INSURANCE 800-5550100", -9_100).confidence < Categorizer.reviewThreshold)
    }

    @Test func aTicketingProcessorSellsEventRegistrationsForReview() {
        let ticket = decide("EB *DEVOPS DAYS PDX 801-5550100 CA", -9_500, name: "Ink Business Card 4418")
        #expect(ticket.category == "other_expenses")
        #expect(ticket.confidence < Categorizer.reviewThreshold)
        #expect(ticket.explanation.contains("event-registration"))
    }

    @Test func aDisputedSaleTakenBackIsASaleReversedNotATransfer() {
        let dispute = decide("adjustment: Chargeback withdrawal for ch_3Kx9", -6_500, name: "Stripe Balance")
        #expect(dispute.category == "income")
        #expect(decide("payout: STRIPE PAYOUT", -221_055, name: "Stripe Balance").category == "transfer")
    }

    @Test func aPaymentToAPersonFromAPayPalLedgerIsAContractorForReview() {
        let person = decide("General Payment: Tomasz Wierzbicki", -64_000, name: "PayPal Business")
        #expect(person.category == "contract_labor")
        #expect(person.confidence < Categorizer.reviewThreshold)
        // A company is no person.
        #expect(decide("General Payment: Harbor Finch LLC", -64_000, name: "PayPal Business").source != person.source)
    }

    @Test func oneCorrectionTeachesItsPayeesKindFamilyOnThatAccount() {
        // The owner files a repair shop (rule 'repairs', weak) as personal: the household's, paid from this account.
        let taught = [("QUICKFIX APPLIANCE REPAIR", Int64(-18_000), "personal")]
        // Another payee of the same family, named by another kind word ('heating') and no rule.
        let other = decide("SUMMIT HEATING & AIR 614-5550100", -22_000, corrections: taught)
        #expect(other.category == "personal")
        #expect(other.source == "learned:kind")
        #expect(other.confidence < Categorizer.reviewThreshold)
        #expect(other.explanation.contains("repairs family"))
        #expect(other.explanation.contains("QUICKFIX APPLIANCE REPAIR"))
        // Other kinds are not taught, and neither is another account.
        #expect(decide("CEDAR LANE COWORKING", -32_500, corrections: taught).category == "rent_property")
        let elsewhere = decide("SUMMIT HEATING & AIR 614-5550100", -22_000, account: "acct:2", corrections: taught)
        #expect(elsewhere.category == "repairs")
    }

    @Test func kindLessonsThatDisagreeTeachNothing() {
        let split = [
            ("QUICKFIX APPLIANCE REPAIR", Int64(-18_000), "personal"),
            ("NORTHSIDE GARAGE DOOR CO", Int64(-42_000), "rent_property"),
        ]
        #expect(decide("SUMMIT HEATING & AIR 614-5550100", -22_000, corrections: split).source != "learned:kind")
    }

    /// The seller-consultant probe (invented merchants, written for this suite's kinds): cold, most rows right and
    /// what is not flagged for review right.
    @Test func theSellerConsultantProbeIsMostlyRightAndCalibrated() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/categorizer/seller-consultant-probe.csv")
        let rows = try Evaluation.parseProbeSet(try String(contentsOf: url, encoding: .utf8), file: url.path)
        let categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog())
        let decisions = rows.map { (categorizer.decide($0.facts), $0.expected) }
        let right = decisions.filter { $0.1.contains($0.0.category) }.count
        let sure = decisions.filter { !$0.0.needsReview }
        #expect(rows.count >= 90)
        #expect(Double(right) >= 0.9 * Double(rows.count))
        #expect(Double(sure.filter { $0.1.contains($0.0.category) }.count) >= 0.95 * Double(sure.count))
    }
}
