import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

/// Cold-start knowledge that is not a merchant list: kind words, descriptor grammar, the bank's
/// category, the book's context and book-wide patterns. Merchants here are invented.
@Suite struct ColdStartTests {
    func cold(_ context: BookContext = BookContext()) -> Categorizer {
        Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog(),
            context: context)
    }

    func decide(
        _ categorizer: Categorizer, _ description: String, _ cents: Int64, account: String = "acct:1",
        name: String = "", bankCategory: String? = nil
    ) -> CategoryDecision {
        categorizer.decide(
            TransactionFacts(
                description: description, amountCents: cents, account: account, accountName: name,
                bankCategory: bankCategory))
    }

    @Test(arguments: [
        ("SQ *MARISOL'S TAQUERIA OAKLAND CA", -4_800, "meals", "taqueria"),
        ("TST* HARBORVIEW BISTRO 0042", -12_650, "meals", "bistro"),
        ("GOGOAIR INFLIGHT WIFI", -2_199, "travel", "inflight"),
        ("RIVERTOWN METRO TRANSIT 554", -275, "travel", "transit"),
        ("ELK RIVER CAMERA RENTALS", -18_900, "rent_equipment", "rentals"),
        ("QUILLPOINT ADS 4411", -25_000, "advertising", "ads"),
        ("NORTHSIDE ART SUPPLY", -6_420, "supplies", "art supply"),
        ("KESTREL COWORKING DAY PASS", -3_500, "rent_property", "coworking"),
        (
            "ORIG CO NAME:BRIGHTLINE EQUIPMENT FINANCE CO ENTRY DESCR:ACH PMT", -41_200, "rent_equipment",
            "equipment finance"
        ),
        ("OHIO SECRETARY OF STAT", -3_900, "taxes_licenses", "secretary of stat"),
    ])
    func kindWordsDecideUnseenMerchants(_ description: String, _ cents: Int64, _ category: String, _ word: String) {
        let decision = decide(cold(), description, Int64(cents))
        #expect(decision.category == category)
        #expect(decision.explanation.lowercased().contains(word))
    }

    @Test func aMealForOneIsTheOwnersOwnAndALargerTabIsABusinessMeal() {
        let small = decide(cold(), "SQ *CORNER DELI 12", -1_150)
        let large = decide(cold(), "SQ *CORNER DELI 12", -8_640)
        #expect(small.category == "personal")
        #expect(large.category == "meals")
        #expect(small.needsReview && large.needsReview)
    }

    @Test func grammarFindsTheCounterpartyAndTheNote() {
        let zelle = DescriptorGrammar("ZELLE FROM OLU ADEYEMI ON 06/26 REF # BACrr8pvk4xn SUMMER TUTORING")
        #expect(zelle.rail == .p2p)
        #expect(zelle.counterparty == ["OLU", "ADEYEMI"])
        #expect(zelle.counterpartyIsPerson)
        #expect(zelle.note.contains("TUTORING"))
        let ach = DescriptorGrammar("ORIG CO NAME:ACME WIDGETS ORIG ID:123 CO ENTRY DESCR:PAYROLL SEC:PPD")
        #expect(ach.rail == .ach)
        #expect(ach.counterparty == ["ACME", "WIDGETS"])
        #expect(ach.entry == ["PAYROLL"])
        let square = DescriptorGrammar("SQ *BLUE HERON BAKERY")
        #expect(square.processor == "SQUARE")
        #expect(square.counterparty == ["BLUE", "HERON", "BAKERY"])
        let firm = DescriptorGrammar("ZELLE INSTANT PMT TO KLINE AND ASSOCIATES")
        #expect(!firm.counterpartyIsPerson)
    }

    @Test func peoplePaidFromABusinessAccountAreContractorsAndNotesDecideMoneyIn() {
        let paid = decide(cold(), "ZELLE INSTANT PMT TO DANA OKAFOR", -60_000, name: "biz-checking")
        #expect(paid.category == "contract_labor")
        #expect(paid.needsReview)
        let lesson = decide(cold(), "Payment from Sam Ortiz: piano lessons", 9_000)
        #expect(lesson.category == "income")
        let dinner = decide(cold(), "Payment from Sam Ortiz: my half of dinner", 2_600)
        #expect(dinner.category == "personal")
    }

    @Test func thePersonalAccountLeansPersonal() {
        let personal = decide(
            cold(), "Card Purchase 05/26 Lumber Barn Springfield OH Card 3390", -9_641, account: "acct:6614",
            name: "chase-personal-chk")
        #expect(personal.category == "personal")
        #expect(personal.explanation.contains("personal"))
        let business = decide(cold(), "LUMBER BARN SPRINGFIELD", -9_641, account: "acct:3307", name: "biz-checking")
        #expect(business.category == "supplies")
    }

    @Test func theVehicleMethodDecidesCarRunningCosts() {
        var standard = BookContext()
        standard.vehicleMethod = .standardMileage
        var actual = BookContext()
        actual.vehicleMethod = .actual
        let fuel = "HILLTOP FUEL STOP 0042"
        #expect(decide(cold(standard), fuel, -4_200).category == "personal")
        #expect(decide(cold(standard), fuel, -4_200).explanation.contains("standard mileage"))
        #expect(decide(cold(actual), fuel, -4_200).category == "car_truck")
        #expect(!decide(cold(actual), fuel, -4_200).needsReview)
        #expect(decide(cold(), fuel, -4_200).needsReview)  // the method decides; unknown, it is asked
        #expect(decide(cold(standard), "MIDTOWN PARKING GARAGE", -1_200).category == "car_truck")
        // The bank's "Automotive" covers tolls too: it does not make a toll a running cost.
        #expect(
            decide(cold(standard), "MIDTOWN PARKING GARAGE", -1_200, bankCategory: "Automotive").category == "car_truck"
        )
        #expect(decide(cold(standard), "NCTA 877-769-7277 NC", -735, bankCategory: "Automotive").needsReview)
    }

    @Test func underTheStandardMileageRateABareInsurerOffABusinessAccountIsTheCarsOrTheHouseholds() {
        var standard = BookContext()
        standard.vehicleMethod = .standardMileage
        var actual = BookContext()
        actual.vehicleMethod = .actual
        let policy = "ACH Withdrawal PINECONE MUTUAL TYPE: PREM COLL CO: PINECONE MUTUAL"
        let household = decide(cold(standard), policy, -21_840, account: "acct:7741", name: "cu-checking")
        #expect(household.category == "personal")
        #expect(household.needsReview)
        #expect(household.explanation.contains("standard mileage"))
        // The method is a fact about the car: under actual expenses, or with no method set, the policy stays one.
        #expect(
            decide(cold(actual), policy, -21_840, account: "acct:7741", name: "cu-checking").category == "insurance")
        #expect(decide(cold(), policy, -21_840, account: "acct:7741", name: "cu-checking").category == "insurance")
        // A business account's policy, and a policy that names its business cover, keep line 15.
        #expect(
            decide(cold(standard), policy, -21_840, account: "acct:2291", name: "business-checking").category
                == "insurance")
        #expect(
            decide(cold(standard), "PINECONE GENERAL LIABILITY 4411", -9_000, account: "acct:7741", name: "cu-checking")
                .category == "insurance")
    }

    @Test func processorPayoutsAreTransfersWhenTheProcessorLedgerIsInTheBook() {
        var withLedger = BookContext()
        withLedger.processorLedgers = ["SQUARE"]
        #expect(decide(cold(), "ELECTRONIC DEPOSIT SQUARE INC", 37_484).category == "income")
        let payout = decide(cold(withLedger), "ELECTRONIC DEPOSIT SQUARE INC", 37_484)
        #expect(payout.category == "transfer")
        #expect(payout.explanation.contains("ledger"))
    }

    @Test func theBanksOwnCategoryAndMCCCodesMapOntoLines() {
        #expect(BankCategoryMap.lookup("Food & Drink")?.category == "meals")
        #expect(BankCategoryMap.lookup("Restaurant-Bar & Café")?.category == "meals")
        #expect(BankCategoryMap.lookup("Gas/Automotive")?.vehicleOperating == true)
        #expect(BankCategoryMap.lookup("Supermarkets")?.category == "personal")
        #expect(BankCategoryMap.lookup("4511")?.category == "travel")
        #expect(BankCategoryMap.lookup("7311")?.category == "advertising")
        #expect(BankCategoryMap.lookup("Merchandise") == nil)
        #expect(BankCategoryMap.lookup("Travel/ Entertainment") == nil)
        #expect(BankCategoryMap.lookup("Business Services-Internet Services")?.category == "office")
        let decision = decide(cold(), "KWIKSTOP 4411 SPRINGFIELD", -4_100, bankCategory: "Gasoline")
        #expect(decision.category == "car_truck")
        #expect(decision.explanation.contains("Gasoline"))
    }

    @Test func bookPatternsPairTransfersAndFindRecurringPayments() {
        let rows =
            [
                BookPatterns.Row(id: 1, date: "2025-03-02", amountCents: -250_000, account: "a", payeeKey: ["OWNER"]),
                BookPatterns.Row(id: 2, date: "2025-03-03", amountCents: 250_000, account: "b", payeeKey: ["OWNER"]),
                BookPatterns.Row(id: 3, date: "2025-03-03", amountCents: 250_000, account: "a", payeeKey: ["CLIENT"]),
            ]
            + (1...4).map {
                BookPatterns.Row(
                    id: Int64(10 + $0), date: "2025-0\($0)-15", amountCents: -65_000, account: "a",
                    payeeKey: ["FLEX", "SPACE"])
            }
        let pairs = BookPatterns.transferPairs(rows)
        #expect(pairs[1] == 2 && pairs[2] == 1)
        #expect(pairs[3] == nil)
        #expect(BookPatterns.recurringMonths(rows)[11] == 4)
        var facts = TransactionFacts(description: "ZELLE INSTANT PMT TO RAY SMITH", amountCents: -250_000, account: "a")
        facts.transferLeg = "2500.00 on b 'Zelle payment from RAY SMITH'"
        #expect(cold().decide(facts).category == "transfer")
    }

    @Test func vocabularyEntriesNameTheirLineAndABookMayOverrideThem() throws {
        for kind in KindVocabulary.shipped.kinds {
            let expected = ScheduleCForm(taxYear: 2025).line(for: kind.category)?.number ?? "none"
            #expect(kind.line == expected, "kind \(kind.kind)")
        }
        let own = """
            kinds:
              - { kind: coffee, words: [COFFEE, CAFE], category: personal, line: none, confidence: 0.8 }
              - { kind: studio, words: [POTTERY STUDIO], category: rent_property, line: "20b" }
            """
        let merged = try KindVocabulary.merged(override: own, file: "vocabulary.yaml")
        #expect(merged.hits(["HILL", "POTTERY", "STUDIO"]).first?.kind.category == "rent_property")
        #expect(merged.hits(["CAFE", "LUNA"]).first?.kind.category == "personal")
        #expect(merged.kinds.filter { $0.kind == "coffee" }.count == 1)
        #expect(throws: RulesFileError.self) {
            try KindVocabulary.parse(
                "kinds:\n  - { kind: x, words: [X], category: meals, line: \"9\" }\n", file: "v.yaml")
        }
    }

    @Test func contextIsReadFromTheRulesFile() throws {
        let file = try RulesFile.parse(
            """
            context:
              vehicle_method: standard_mileage
              home_office: true
              personal_accounts: [acct:1234]
            """, file: "rules.yaml")
        #expect(file.context.vehicleMethod == .standardMileage)
        #expect(file.context.homeOffice == true)
        #expect(file.context.accountLean(key: "acct:1234", name: "Checking")?.personal == true)
        #expect(throws: RulesFileError.self) {
            try RulesFile.parse("context:\n  vehicle_method: bicycle\n", file: "rules.yaml")
        }
    }
}

/// A payroll provider's fee is a service bought, and a bare insurer names no policy.
@Suite struct PayrollFeeAndInsurerTests {
    @Test func payrollProviderFeeIsProfessionalServiceNotWages() {
        let categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog())
        let fee = categorizer.decide(
            TransactionFacts(description: "ELECTRONIC WITHDRAWAL ADP PAYROLL FEES", amountCents: -7_900))
        #expect(fee.category == "legal_professional")
        let wages = categorizer.decide(
            TransactionFacts(description: "ELECTRONIC WITHDRAWAL ADP WAGE PAY", amountCents: -120_000))
        #expect(wages.category == "wages")
    }

    @Test func bareInsurerGoesToReviewAPolicyKindDoesNot() {
        let categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog())
        let bare = categorizer.decide(
            TransactionFacts(
                description: "ACH DEBIT MIDWEST MUTUAL INSURANCE", amountCents: -48_620, account: "acct:2291",
                accountName: "Business Checking 2291"))
        #expect(bare.category == "insurance")
        #expect(bare.confidence < Categorizer.reviewThreshold)
        let liability = categorizer.decide(
            TransactionFacts(
                description: "KESTREL GENERAL LIABILITY PREMIUM", amountCents: -9_100, account: "acct:2291",
                accountName: "Business Checking 2291"))
        #expect(liability.category == "insurance")
        #expect(liability.confidence >= Categorizer.reviewThreshold)
    }
}

/// Rows of a payment processor's own ledger: billing, payouts, customers.
@Suite struct ProcessorLedgerRowTests {
    let categorizer = Categorizer(
        rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog())

    func decide(_ description: String, _ cents: Int64, ledger: String, returned: Bool = false) -> CategoryDecision {
        var facts = TransactionFacts(
            description: description, amountCents: cents, account: "acct:\(ledger)", accountName: ledger)
        facts.returnOfPurchase = returned
        return categorizer.decide(facts)
    }

    @Test func cardProcessorBillingIsAFee() {
        let plan = decide("Invoicing (2025-02): Invoicing Starter", -500, ledger: "harbor-stripe-balance")
        #expect(plan.category == "commissions_fees")
        #expect(plan.confidence >= Categorizer.reviewThreshold)
        #expect(decide("STRIPE PAYOUT", -140_735, ledger: "harbor-stripe-balance").category == "transfer")
    }

    @Test func moneyIntoABusinessPayPalLedgerIsACustomerUnlessItIsARefund() {
        let payer = decide("Quinn Alvarado", 28_923, ledger: "harbor-paypal-biz")
        #expect(payer.category == "income")
        #expect(payer.confidence >= Categorizer.reviewThreshold)
        let refund = decide("Harbor Lane Goods", 4_500, ledger: "harbor-paypal-biz", returned: true)
        #expect(refund.category != "income" || refund.confidence < Categorizer.reviewThreshold)
        #expect(decide("General Withdrawal", -100_000, ledger: "harbor-paypal-biz").category == "transfer")
        // A PayPal purchase is not the processor billing: it is decided like any card row.
        #expect(decide("Harbor Lane Goods", -4_500, ledger: "harbor-paypal-biz").category != "commissions_fees")
    }
}

/// A company's ACH credit is a customer's payment; sure enough to skip review on an account not known as
/// personal only when the company is named.
@Suite struct AchCreditTests {
    @Test func achCreditIsSureOnlyFromANamedCompanyOnAnAccountNotKnownAsPersonal() {
        let categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog())
        let description = "ORIG CO NAME:LARKSPUR DESIGN CO ENTRY DESCR:ACH PMT SEC:CCD"
        let business = categorizer.decide(
            TransactionFacts(
                description: description, amountCents: 180_000, account: "acct:2291",
                accountName: "Business Checking 2291"))
        #expect(business.category == "income")
        #expect(business.confidence >= Categorizer.reviewThreshold)
        let unknown = categorizer.decide(
            TransactionFacts(description: description, amountCents: 180_000, account: "acct:7120", accountName: "7120"))
        #expect(unknown.category == "income")
        #expect(unknown.confidence >= Categorizer.reviewThreshold)
        let unnamed = categorizer.decide(
            TransactionFacts(description: "ACH CREDIT 7120", amountCents: 180_000, account: "acct:7120"))
        #expect(unnamed.category == "income")
        #expect(unnamed.confidence < Categorizer.reviewThreshold)
        let personal = categorizer.decide(
            TransactionFacts(
                description: description, amountCents: 180_000, account: "acct:6614", accountName: "Personal 6614"))
        #expect(personal.category == "personal")
    }
}

/// The note of a person-to-person payment: a lesson's subject is work, paying a friend back is not.
@Suite struct PaymentNoteTests {
    @Test(arguments: [
        ("Payment from Dara Quillen: precalc x2", 9_000, "income"),
        ("Payment from Dara Quillen: SAT math", 15_000, "income"),
        ("Payment from Teo Marsh: cabin weekend venmo back", 6_000, "personal"),
    ])
    func noteDecidesOnAWallet(description: String, cents: Int64, expected: String) {
        var context = BookContext()
        context.processorLedgers = ["VENMO"]
        let categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog(),
            context: context)
        let decision = categorizer.decide(
            TransactionFacts(
                description: description, amountCents: cents, account: "acct:venmo", accountName: "venmo-personal"))
        #expect(decision.category == expected)
    }
}

/// Repair trades name what they fix: a small-engine shop, an overhead-door company, a drain rooter (review: the
/// owner's or the business's).
@Suite struct RepairTradeKindTests {
    @Test func repairTradesAreRepairsForReview() {
        let cold = learnedCategorizer([])
        for description in [
            "MILLBROOK SMALL ENGINE", "WEB AUTHORIZED PMT CEDAR OVERHEAD DR", "QUICK ROOTER 555-0101 TX",
            "ALDER SMALL ENG 12345",
        ] {
            let decision = decide(cold, description, -18_600)
            #expect(decision.category == "repairs", "\(description): \(decision.explanation)")
            #expect(decision.needsReview)
        }
    }
}
