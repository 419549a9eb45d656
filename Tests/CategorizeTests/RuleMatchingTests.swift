import Testing

@testable import Categorize

@Suite struct RuleMatchingTests {
    let defaults = Categorizer(
        rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog())

    @Test func defaultRulesParse() {
        #expect(DefaultRules.rules.count > 40)
        #expect(Set(DefaultRules.rules.map(\.name)).count == DefaultRules.rules.count)
    }

    @Test(arguments: [
        ("UBER *TRIP HELP.UBER.COM CA", -2_350, "travel"),
        // Food delivery and a one-person coffee are the owner's own meals (personal); a larger tab is a business meal.
        ("UBER *EATS PENDING HELP.UBER.COM CA", -3_100, "personal"),
        ("TST* NOPA - SAN FRANCISCO CA", -8_400, "meals"),
        ("SQ *SIGHTGLASS COFFEE SAN FRANCISCO CA", -650, "personal"),
        ("SQ *SIGHTGLASS COFFEE SAN FRANCISCO CA", -6_500, "meals"),
        ("PAYPAL *ADOBE SYSTEMS 4029357733 CA", -5_499, "office"),
        ("ORIG CO NAME:GUSTO ORIG ID:9 DESC DATE:240101 CO ENTRY DESCR:NET PAY SEC:CCD", -450_000, "wages"),
        ("ORIG CO NAME:GUSTO ORIG ID:9 DESC DATE:240101 CO ENTRY DESCR:TAX SEC:CCD", -90_000, "taxes_licenses"),
        ("STRIPE TRANSFER ST-K3J9X2 ACME STUDIO", 250_000, "income"),
        ("STRIPE BILLING 888-926-2289", -2_900, "commissions_fees"),
        ("Payment Thank You-Mobile", 150_000, "transfer"),
        ("DELTA AIR 0062345678901 ATLANTA GA", -41_200, "travel"),
        ("DELTA DENTAL OF CA DES:PREMIUM ID:12", -32_000, "employee_benefits"),
        ("VERIZON WRLS 12345-01 OAKLAND CA", -8_900, "utilities"),
        ("T-MOBILE*AUTO PAY 507-821-7994 WA", -7_000, "utilities"),
        ("CHEVRON 0209142 OAKLAND CA", -5_500, "car_truck"),
        ("STAPLES 00012345 OAKLAND CA", -3_210, "office"),
        ("CA SECRETARY OF STATE 916-657-5448 CA", -2_000, "taxes_licenses"),
        ("MONTHLY SERVICE FEE", -1_500, "other_expenses"),
        ("WHOLE FOODS #10234 SAN JOSE CA", -8_420, "personal"),
        ("UNITED RENTALS 123456 DENVER CO", -45_000, "rent_equipment"),
        ("WIRE TYPE:WIRE IN DATE: 823686 ORIG:LUMEN MEDIA GROUP LLC", 900_000, "income"),
        ("APPLE STORE #R123 OAKLAND CA", -349_900, "depreciation"),
        ("APPLE STORE #R123 OAKLAND CA", -27_900, "supplies"),
        ("APPLE STORE #R123 OAKLAND CA", 27_900, "supplies"),
        ("SOME UNKNOWN VENDOR", -1_000, "uncategorized"),
        ("SOME UNKNOWN CLIENT", 100_000, "income"),
    ])
    func defaultsDecideCommonDescriptors(_ description: String, _ cents: Int64, _ category: String) {
        let decision = defaults.decide(
            TransactionFacts(description: description, amountCents: cents, account: "acct:1"))
        #expect(decision.category == category, "\(description): \(decision.explanation)")
    }

    @Test func conditionsOnAccountDirectionAmountKindAndPattern() throws {
        let file = try RulesFile.parse(
            """
            rules:
              - name: costco-business
                payee: COSTCO
                account: [acct:biz, Business Card]
                direction: out
                amount: { min: 10, max: "2,500" }
                kind: bank
                category: supplies
              - name: refs
                pattern: "INV-[0-9]{4}"
                category: income
            """, file: "rules.yaml")
        let rule = file.rules[0], pattern = file.rules[1]
        func facts(_ cents: Int64, _ account: String = "acct:biz", kind: String = "bank", name: String = "")
            -> TransactionFacts
        {
            TransactionFacts(
                description: "COSTCO WHSE #123 SEATTLE WA", amountCents: cents, account: account, kind: kind,
                accountName: name)
        }
        let view = DescriptorView("COSTCO WHSE #123 SEATTLE WA")
        #expect(rule.matches(facts(-5_000), view))
        #expect(rule.matches(facts(-5_000, "acct:other", name: "business card"), view))
        #expect(!rule.matches(facts(-5_000, "acct:personal"), view))
        #expect(!rule.matches(facts(5_000), view))
        #expect(!rule.matches(facts(-999), view))
        #expect(rule.matches(facts(-250_000), view))
        #expect(!rule.matches(facts(-250_001), view))
        #expect(!rule.matches(facts(-5_000, kind: "receipt"), view))
        let invoice = TransactionFacts(description: "ACH CREDIT inv-2041 ACME", amountCents: 10_000)
        #expect(pattern.matches(invoice, DescriptorView(invoice.description)))
        #expect(!pattern.matches(facts(-5_000), view))
    }

    @Test func userRulesWinOverDefaults() throws {
        let user = try RulesFile.parse(
            """
            categories: { coffee_meetings: meals }
            rules:
              - { name: starbucks-is-personal, payee: STARBUCKS, category: personal }
            """, file: "rules.yaml")
        let categorizer = Categorizer(
            rules: RuleSet(user: user.rules, defaults: DefaultRules.rules), corrections: [],
            catalog: CategoryCatalog(custom: user.categories))
        let decision = categorizer.decide(TransactionFacts(description: "STARBUCKS STORE 1234", amountCents: -645))
        #expect(decision.category == "personal")
        #expect(decision.source == "rule:starbucks-is-personal")
        #expect(decision.explanation.contains("your rule"))
        #expect(categorizer.catalog.scheduleCLine(for: "coffee_meetings", taxYear: 2025) == "24b")
    }

    @Test func phraseGapsAndWildcards() {
        #expect(CategoryRule.contains(["ORIG", "GUSTO", "DESCR", "TAX"], phrase: ["GUSTO", CategoryRule.gap, "TAX"]))
        #expect(!CategoryRule.contains(["TAX", "GUSTO"], phrase: ["GUSTO", CategoryRule.gap, "TAX"]))
        #expect(CategoryRule.contains(["WEBSTAURANTSTORE"], phrase: ["WEBSTAURANT*"]))
        #expect(!CategoryRule.contains(["BLUE", "SHIELD"], phrase: ["BLUE", "BOTTLE"]))
    }

    @Test func scheduleCLineFollowsTheTaxYear() {
        let catalog = CategoryCatalog(custom: ["software": "other_expenses"])
        #expect(catalog.scheduleCLine(for: "software", taxYear: 2023) == "27a")
        #expect(catalog.scheduleCLine(for: "software", taxYear: 2025) == "27b")
        #expect(catalog.scheduleCLine(for: "transfer", taxYear: 2025) == nil)
        #expect(catalog.scheduleCLine(for: "income", taxYear: 2025) == "1")
    }
}
