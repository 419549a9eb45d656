import ShoeboxCore

/// Cold-start evidence: the shipped rules, kind words, the bank's own category and the
/// descriptor's grammar, combined; then the book's context (vehicle method, processor ledgers,
/// personal accounts, home office) adjusts the result. Sources are `rule:…` so the stored
/// decision stays re-decidable.
extension Categorizer {
    /// One piece of evidence for a category.
    struct Evidence {
        var category: String
        var confidence: Double
        var because: String
        var source: String
        /// `operating` or `registration` for vehicle costs the method decides.
        var vehicle: String?
    }

    static let vehicleRules: Set<String> = ["fuel", "auto-service"]
    /// Words of a platform paying out (`PAYMENTS`, `DRIVER PAY`, `PAYOUT`), not refunding a purchase.
    static let payoutWords: Set<String> = [
        "PAYMENTS", "PAYOUT", "PAYOUTS", "PAY", "EARNINGS", "DEPOSIT", "SETTLEMENT", "DISBURSEMENT",
        "WIRE",
    ]
    /// Processors that bill one kind of merchant: their prefix is a kind word.
    static let processorKinds: [String: [String]] = [
        "TOAST": ["RESTAURANT"], "PAYLEASE": ["RENT", "PAYMENT"],
        // Resellers of record for software publishers: what they bill is a software licence.
        "PADDLE": ["SOFTWARE"], "FASTSPRING": ["SOFTWARE"],
        // A ticketing processor sells registrations for events.
        "EVENTBRITE": ["EVENT", "REGISTRATION"],
    ]
    /// Processors whose balance only takes sales and pays them out (unlike PayPal or a wallet, which buy things too).
    static let merchantOnlyProcessors: Set<String> = ["STRIPE", "SQUARE"]
    static let expenseCategories = Set(BuiltInCategory.all).subtracting([
        "income", "transfer", "personal", "uncategorized",
    ])

    /// The decision from shipped knowledge and context, nil when nothing applies.
    func coldDecision(_ facts: TransactionFacts, view: DescriptorView, rule: RuleSet.Match?) -> CategoryDecision? {
        var grammar = view.grammar
        let (lean, ledger) = context.accountLeanAndLedger(key: facts.account, name: facts.accountName)
        if let ledger, let decision = processorLedgerRow(facts, view: view, ledger: ledger) { return decision }
        if let ledger, BookContext.walletLedgers.contains(ledger), grammar.rail == nil {
            // A wallet's own export: every row is a person-to-person payment and its text is the note.
            grammar.rail = .p2p
            grammar.note = view.tokens
        }
        var found = evidence(facts, view: view, grammar: grammar, rule: rule)
        if found.isEmpty, let fallback = grammarFallback(facts, grammar: grammar, lean: lean) { found = [fallback] }
        guard var pick = combine(found) else { return nil }
        if pick.category == "meals", pick.source.hasPrefix("rule:kind:") || pick.source == "rule:bank-category" {
            // A restaurant's kind (and the bank's "Restaurants") says a meal, not whose: the owner's own is personal.
            pick.confidence = min(pick.confidence, 0.58)
        }
        adjustForContext(&pick, facts: facts, view: view, grammar: grammar, lean: lean)
        if facts.recurringMonths >= 3, pick.confidence >= Categorizer.reviewThreshold,
            ["utilities", "office", "rent_property", "rent_equipment", "home_office"].contains(pick.category)
        {
            pick.confidence = min(0.93, pick.confidence + 0.05)
            pick.because += "; paid the same amount in \(facts.recurringMonths) months (recurring)"
        }
        return CategoryDecision(
            category: pick.category, source: pick.source, confidence: pick.confidence, explanation: pick.because)
    }

    /// Every piece of evidence the row's text and bank category give.
    func evidence(_ facts: TransactionFacts, view: DescriptorView, grammar: DescriptorGrammar, rule: RuleSet.Match?)
        -> [Evidence]
    {
        var found: [Evidence] = []
        if let rule {
            var category = rule.rule.category
            var note = ""
            if category == "meals", facts.direction == .out, facts.amountCents.magnitude < 2_000 {
                category = "personal"
                note = " (under $20: one person's meal, the owner's own is personal)"
            }
            found.append(
                Evidence(
                    // `default rule '<name>' (<origin>) matched: <because><note>`, `rule:<name>`.
                    category: category, confidence: rule.rule.confidence,
                    because: note.isEmpty ? rule.defaultRuleText : rule.defaultRuleText + note,
                    source: rule.ruleSource,
                    vehicle: Self.vehicleRules.contains(rule.rule.name) ? "operating" : nil))
        }
        var nameWords = grammar.rail == .p2p ? (grammar.counterpartyIsPerson ? [] : grammar.counterparty) : view.tokens
        // Cash, checks and deposits name a place or nothing: their words are no kind.
        switch grammar.rail {
        case .atm?, .check?, .deposit?: nameWords = []
        default: break
        }
        if let processor = grammar.processor, let kind = Self.processorKinds[processor] {
            nameWords = kind + nameWords
        }
        var hits = view.kindHits(
            vocabulary, nameWords, direction: facts.direction, truncated: KindVocabulary.mayBeCut(facts.description))
        if hits.isEmpty, grammar.rail == .ach, Self.mayBeCutCompanyName(grammar.counterparty) {
            // An ACH company name is cut at 16 characters (`PUGET SOUND ENER`): its last word may be cut short.
            hits = view.kindHits(vocabulary, grammar.counterparty, direction: facts.direction, truncated: true)
        }
        // A biller's autopay (`T-MOBILE *AUTOPAY`): the rule named the biller, the autopay word is no transfer.
        let billerAutopay = rule.map { $0.rule.category != "transfer" } ?? false
        if var hit = hits.first(where: {
            !(billerAutopay && $0.kind.kind == "own-transfer"
                && Self.autopayPhrases.contains(CategoryRule.phrase($0.phrase)))
        }) {
            if let rule, rule.origin == .defaults, let phrase = rule.phrase, phrase.count == 1,
                DescriptorGrammar.has(hit.phrase, " "),  // `hit.phrase.contains(" ")`
                view.payeeKey.count >= 3, view.payeeKey.first != phrase[0], !found.isEmpty
            {
                // A brand that is one ordinary word inside a longer name (`TIDAL WAVE AUTO SPA`) says less than
                // a kind phrase naming what the shop is.
                found[0].confidence = min(found[0].confidence, 0.5)
                found[0].because += " (one word inside a longer name)"
            }
            if let rule, rule.rule.name == "government-fees", let phrase = rule.phrase,
                Self.placesOfGovernment.contains(phrase), Self.kindsLocalGovernmentsSell.contains(hit.kind.kind),
                !found.isEmpty
            {
                // `CITY OF TACOMA UTILITIES`: a city that runs the utility or the transit bills what it sold, not a fee.
                hit.phrase +=
                    " (billed by '\(phrase.joined(separator: " ").lowercased()) …': a service it runs, not a fee)"
                found.removeFirst()
            }
            if hit.kind.category == "meals", facts.direction == .out, facts.amountCents.magnitude < 2_000 {
                hit.kind.category = "personal"
                hit.phrase += " (under $20: one person's meal, the owner's own is personal)"
            }
            found.append(
                Evidence(
                    category: hit.kind.category, confidence: hit.kind.confidence,
                    because:
                        "kind word '\(hit.phrase.lowercased())' → \(hit.kind.category) (vocabulary '\(hit.kind.kind)', line \(hit.kind.line))",
                    source: "rule:kind:\(hit.kind.kind)", vehicle: hit.kind.vehicle))
        }
        if grammar.rail == .p2p, let hit = view.kindHits(vocabulary, grammar.note, scope: "note").first {
            var category = hit.kind.category
            if category == "income" && facts.direction == .out { category = "contract_labor" }
            found.append(
                Evidence(
                    category: category, confidence: hit.kind.confidence,
                    because:
                        "payment note word '\(hit.phrase.lowercased())' → \(category) "
                        + "(vocabulary '\(hit.kind.kind)')",
                    source: "rule:kind:\(hit.kind.kind)"))
        }
        if var bank = BankCategoryMap.lookup(facts.bankCategory) {
            var note = ""
            if bank.category == "meals", facts.direction == .out, facts.amountCents.magnitude < 2_000 {
                bank.category = "personal"
                note = " (under $20: one person's meal, the owner's own is personal)"
            }
            found.append(
                Evidence(
                    category: bank.category, confidence: bank.confidence,
                    because: "\(bank.because) → \(bank.category)\(note)",
                    source: "rule:bank-category", vehicle: bank.vehicleOperating ? "operating" : nil))
        }
        return found
    }

    /// Phrases that name a local government only as the one billing (`CITY OF`), whatever it sold.
    static let placesOfGovernment: Set<[String]> = [["CITY", "OF"], ["TOWN", "OF"], ["COUNTY", "OF"]]
    /// Kinds a city, town or county runs and bills like any provider: the kind says the category.
    static let kindsLocalGovernmentsSell: Set<String> = ["utility", "telecom", "waste-disposal", "local-transit"]

    /// True when an ACH company name fills the 16-character field (NACHA's company-name width), so its last word
    /// may have been cut.
    static func mayBeCutCompanyName(_ words: [String]) -> Bool {
        words.count >= 2 && words.joined(separator: " ").count >= 14
    }

    /// The strongest evidence; agreement adds a little, a close disagreement sends the row to review.
    func combine(_ found: [Evidence]) -> Evidence? {
        guard var pick = found.max(by: { $0.confidence < $1.confidence }) else { return nil }
        let agreeing = found.filter { $0.category == pick.category && $0.source != pick.source }
        let other = found.filter { $0.category != pick.category }.max { $0.confidence < $1.confidence }
        if !agreeing.isEmpty {
            // Kind words often repeat the word a rule matched; only the bank's category is independent.
            let boost = agreeing.reduce(0.0) {
                $0 + ($1.source == "rule:bank-category" || pick.source == "rule:bank-category" ? 0.08 : 0.03)
            }
            pick.confidence = min(0.93, pick.confidence + boost)
            pick.because += "; agrees: " + agreeing.map(\.because).joined(separator: "; ")
            // A bank's "Automotive" covers parking and tolls too: only the row's own words say running cost.
            if pick.vehicle == nil {
                pick.vehicle = agreeing.filter { $0.source != "rule:bank-category" }.compactMap(\.vehicle).first
            }
        }
        if let other {
            // Two fairly sure answers that disagree: the row needs a look.
            pick.confidence =
                other.confidence >= min(pick.confidence - 0.15, 0.6)
                ? min(pick.confidence, 0.55) : pick.confidence - 0.05
            pick.because += "; but \(other.because)"
        }
        return pick
    }

    /// The book's context: money in that no purchase explains, processor payouts, the vehicle
    /// method, home rent, personal accounts.
    func adjustForContext(
        _ pick: inout Evidence, facts: TransactionFacts, view: DescriptorView, grammar: DescriptorGrammar,
        lean: (personal: Bool, because: String)?
    ) {
        if facts.direction == .in, Self.expenseCategories.contains(pick.category), !facts.returnOfPurchase,
            view.tokens.contains(where: Self.payoutWords.contains) || [.wire, .ach, .p2p].contains(grammar.rail)
        {
            pick = Evidence(
                category: "income", confidence: 0.6,
                because: "money in from a payee this account never paid (a payout, not a refund); \(pick.because)",
                source: "rule:context:payout")
        }
        if facts.direction == .in, pick.category == "income", !grammar.counterpartyIsPerson, grammar.note.isEmpty,
            let processor = namedProcessor(facts, grammar: grammar), context.processorLedgers.contains(processor),
            BookContext.processorLedger(accountKey: facts.account, name: facts.accountName) != processor
        {
            pick = Evidence(
                category: "transfer", confidence: 0.85,
                because: "payout from \(processor.lowercased()), whose own ledger (with the sales) is in this book",
                source: "rule:context:processor-payout")
            return
        }
        adjustForStateTax(&pick, facts: facts, view: view)
        if pick.category == "supplies", facts.direction == .out, facts.amountCents.magnitude > Self.deMinimisCents {
            pick = Evidence(
                category: "depreciation", confidence: 0.55,
                because: "over the $2,500 de minimis safe harbor: a capital item (Form 4562); \(pick.because)",
                source: "rule:context:capitalize")
        }
        let businessAccount = lean?.personal == false
        if pick.source == "rule:mortgage", businessAccount {
            pick = Evidence(
                category: "interest_mortgage", confidence: 0.55,
                because: "a mortgage paid from a business account: business property; \(pick.because)",
                source: pick.source)
        }
        if pick.source == "rule:meals-delivery", businessAccount {
            pick = Evidence(
                category: "meals", confidence: 0.55, because: "food delivery on a business account; \(pick.because)",
                source: pick.source)
        }
        if pick.category == "car_truck", let vehicle = pick.vehicle {
            switch (context.vehicleMethod, vehicle) {
            case (.standardMileage?, "operating"):
                let onlyBank = pick.source == "rule:bank-category"
                pick = Evidence(
                    category: "personal", confidence: onlyBank ? 0.55 : 0.8,
                    because:
                        "standard mileage rate (\(context.vehicleMethodSource)) already covers this car cost; "
                        + pick.because,
                    source: "rule:context:standard-mileage")
            case (.standardMileage?, _):
                pick = Evidence(
                    category: "taxes_licenses", confidence: 0.55,
                    because:
                        "standard mileage rate: only the tax part of a registration is deductible; \(pick.because)",
                    source: "rule:context:standard-mileage")
            case (.actual?, _):
                pick.because += "; actual-expense method (\(context.vehicleMethodSource))"
            default:
                // Under the standard mileage rate this cost is not deductible: unsure until the method is known.
                pick.confidence = min(pick.confidence, 0.58)
                pick.because += "; the vehicle method is not set (context: vehicle_method) (review)"
            }
        }
        if ["rule:energy-water", "rule:kind:utility"].contains(pick.source), let homeOffice = context.homeOffice,
            homeOffice || !businessAccount
        {
            // Power, gas and water are the home's when a home office is claimed (from any account: the business
            // card pays the home's bill too), and when not billed to a business account otherwise.
            pick =
                homeOffice
                ? Evidence(
                    category: "home_office", confidence: 0.55,
                    because: "a home utility with a home office claimed (context); "
                        + pick.because, source: "rule:context:home-office")
                : Evidence(
                    category: "personal", confidence: 0.55,
                    because: "a home utility and no home office (context); "
                        + pick.because, source: "rule:context:home-office")
        }
        adjustForMileagePolicy(&pick, facts: facts, businessAccount: businessAccount)
        if !businessAccount, ["travel", "insurance"].contains(pick.category), pick.source.hasPrefix("rule:") {
            // Trips and policies on a card or account that is not a business one are as often the household's.
            pick.confidence = min(pick.confidence, 0.58)
            pick.because += "; on an account not known as business (review)"
        }
        if !businessAccount, pick.category == "interest_other" {
            pick.confidence = min(pick.confidence, 0.55)
            pick.because += "; interest is a business expense only on a business account or loan"
        }
        if pick.source == "rule:kind:home-insurance", context.homeOffice == true {
            pick = Evidence(
                category: "home_office", confidence: 0.55,
                because: "home insurance with a home office claimed (context); "
                    + pick.because, source: "rule:context:home-office")
        }
        if pick.source == "rule:kind:home-rent", context.homeOffice == true {
            pick = Evidence(
                category: "home_office", confidence: 0.6,
                because: "home rent with a home office claimed (context); "
                    + pick.because, source: "rule:context:home-office")
        }
        guard let lean else { return }
        if lean.personal, facts.direction == .out, Self.expenseCategories.contains(pick.category) {
            pick = Evidence(
                category: "personal", confidence: 0.75,
                because: "\(lean.because); on a business account: \(pick.because)",
                source: "rule:context:personal-account")
        } else if !lean.personal, pick.category == "personal",
            pick.source.hasPrefix("rule:kind:") || pick.source == "rule:bank-category"
        {
            pick.confidence = min(pick.confidence, 0.55)
            pick.because += "; but \(lean.because)"
        }
    }

    /// A state revenue office: in a state without an individual income tax it collects sales, excise and
    /// business taxes (line 23); elsewhere the owner's own income tax is the usual payment (personal, review).
    func adjustForStateTax(_ pick: inout Evidence, facts: TransactionFacts, view: DescriptorView) {
        // `WA DEPT REVENUE … TAX PYMT`: a tax word paid to a state's revenue office is that state's tax.
        let toStateRevenue =
            pick.source == "rule:kind:income-tax"
            && view.kindHits(vocabulary, view.tokens, direction: .out).contains { $0.kind.kind == "state-revenue" }
        guard facts.direction == .out, pick.category == "taxes_licenses" || toStateRevenue,
            ["rule:kind:state-revenue", "rule:government-fees", "rule:bank-category"].contains(pick.source)
                || toStateRevenue,
            let state = StateIncomeTax.state(in: view.tokens)
        else { return }
        if StateIncomeTax.noIncomeTax.contains(state) {
            pick = Evidence(
                category: "taxes_licenses", confidence: 0.7,
                because: "\(state) has no individual income tax: its revenue office collects sales, excise and "
                    + "business taxes; \(pick.because)", source: "rule:context:state-tax")
        } else {
            pick = Evidence(
                category: "personal", confidence: 0.5,
                because: "\(state) taxes individual income: a sole proprietor's payment is usually the owner's "
                    + "income tax (personal), a sales tax would be line 23 (review); \(pick.because)",
                source: "rule:context:state-tax")
        }
    }
}
