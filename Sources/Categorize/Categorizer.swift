/// Decides a category for a transaction from, in order: the user's rules, payee memory
/// learned from corrections (evidence from another account does not beat a confident
/// default rule), the other leg of a transfer between the owner's accounts, a learned personal
/// account, then cold-start knowledge — shipped rules, kind words (`KindVocabulary`), the bank's
/// own category and the descriptor's grammar, adjusted by the book's context (`BookContext`) —
/// with alike payees' corrections and the word model able to overrule weak cold evidence, and
/// finally `uncategorized`. Every decision says which evidence decided and why.
public struct Categorizer: Sendable {
    public let rules: RuleSet
    public let memory: PayeeMemory
    public let model: TokenModel
    public let accounts: AccountMemory
    public let catalog: CategoryCatalog
    public let vocabulary: KindVocabulary
    public let context: BookContext
    public private(set) var similar: SimilarPayees
    /// Cold rules the owner's corrections overrode, per account and direction.
    public private(set) var overrides = RuleOverrides()
    /// What each account's rows usually are (from the book's stored decisions): the guess for a payee nothing
    /// names, before the nearest corrected rows.
    public var profile = AccountProfile()

    /// Below this confidence a decision goes to review.csv.
    public static let reviewThreshold = 0.6
    /// A cold decision at or below this confidence yields to a confident word model.
    static let weakRule = 0.7
    /// Cold evidence below this confidence yields to a learned personal account (money out only).
    static let accountOverride = 0.75
    /// The most a payee's corrections from other accounts are trusted on an account that leans the other way
    /// (a business answer on a personal card, `personal` on a business one).
    static let otherLeanCap = 0.58
    /// A cold decision below this confidence yields to an alike payee's correction.
    static let similarOverride = 0.75

    public init(
        rules: RuleSet, corrections: [LearnedExample], catalog: CategoryCatalog,
        vocabulary: KindVocabulary = .shipped, context: BookContext = BookContext()
    ) {
        self.rules = rules
        self.memory = PayeeMemory(corrections)
        self.model = TokenModel(corrections)
        self.accounts = AccountMemory(corrections)
        self.catalog = catalog
        self.vocabulary = vocabulary
        self.context = context
        self.similar = SimilarPayees(corrections, vocabulary: vocabulary)
        guard !corrections.isEmpty else { return }
        // What the evidence said before each correction: corrections overriding a habit category teach the habit,
        // corrections of payees nothing knew teach what this owner's unknown payees usually are.
        var unknown: [Bool] = []
        var overrides = RuleOverrides()
        var coldAnswers: [String?] = []
        let cold = corrections.map { example -> String? in
            let view = DescriptorView(example.facts.description)
            let rule = firstRule(example.facts, view)
            let decision = rule?.origin == .user ? nil : coldDecision(example.facts, view: view, rule: rule)
            unknown.append(rule == nil && decision == nil)
            overrides.record(example, cold: decision)
            coldAnswers.append(decision?.category)
            guard let decision, decision.confidence < Self.reviewThreshold else { return nil }
            return decision.category
        }
        self.overrides = overrides
        similar.indexHabits(corrections, cold: cold)
        similar.indexUnknown(corrections, unknown: unknown)
        similar.indexKinds(corrections, cold: coldAnswers, vocabulary: vocabulary)
        similar.indexNeighbours(corrections, unknown: unknown)
    }

    /// Words that say "paid automatically", which card payments and billers' autopays share.
    static let autopayPhrases: Set<[String]> = [
        ["AUTOPAY"], ["AUTOMATIC", "PAYMENT"], ["EPAYMENT"], ["E", "PAYMENT"],
    ]

    /// The first matching rule; a shipped card-payment rule that matched only an autopay word yields to a
    /// biller the text also names (`T-MOBILE *AUTOPAY` is the phone bill, `AMEX AUTOPAY` the card payment).
    func firstRule(_ facts: TransactionFacts, _ view: DescriptorView) -> RuleSet.Match? {
        let rule = rules.firstMatch(facts, view)
        guard let rule, rule.origin == .defaults, rule.rule.name == "card-payment", facts.transferLeg == nil,
            let phrase = rule.phrase, Self.autopayPhrases.contains(phrase),
            let biller = rules.firstMatch(facts, view, skipping: ["card-payment", "own-transfer"]),
            biller.origin == .defaults, biller.rule.category != "transfer"
        else { return rule }
        return biller
    }

    /// Payee evidence that is not close (other account, other direction, or an amount more
    /// than 5× off) yields to a fairly sure default rule; and `personal` learned on another
    /// account says something about that account, not the merchant.
    static func ruleBeats(_ found: PayeeMemory.Finding, _ rule: RuleSet.Match?) -> Bool {
        guard let rule, !found.close, rule.rule.category != found.category else { return false }
        return rule.rule.confidence >= 0.75 || (found.category == "personal" && !found.sameAccount)
    }

    /// Payee evidence that is not close (other account, direction or size) yields to the other leg
    /// of a transfer and to fairly sure cold evidence: a correction on the card's fee does not
    /// make the bank's card payment a fee, nor the business meter's bill the household's.
    static func coldBeats(_ found: PayeeMemory.Finding, _ cold: CategoryDecision?, transferLeg: String?) -> Bool {
        if found.firstWordOnly, let cold, cold.category != found.category, cold.confidence >= 0.5 { return true }
        guard !found.close else { return false }
        if let cold, cold.category != found.category, cold.confidence >= 0.5 { return true }
        if transferLeg != nil && found.category != "transfer" { return true }
        guard let cold, cold.category != found.category else { return false }
        return cold.confidence >= reviewThreshold
    }

    /// A shop the shipped knowledge itself leaves for review (a store that sells many things: a shipped rule whose
    /// answer is below the threshold). One correction there is sure only for the same charge (within 2 %).
    static func soldManyThings(_ cold: CategoryDecision) -> Bool {
        cold.confidence < reviewThreshold && cold.confidence >= 0.5 && cold.source.hasPrefix("rule:")
            && !cold.source.hasPrefix("rule:context:") && !cold.source.hasPrefix("rule:kind:")
            && cold.source != "rule:bank-category"
    }

    /// Items over the de minimis safe harbor are capitalized; cheaper ones never are. A correction
    /// saying `depreciation` teaches about this payee's large items only.
    static let deMinimisCents: UInt64 = 250_000

    static func fitsCapitalization(_ category: String, _ facts: TransactionFacts) -> Bool {
        category != "depreciation" || facts.amountCents.magnitude > deMinimisCents
    }

    public func decide(_ facts: TransactionFacts) -> CategoryDecision {
        decide(facts, view: DescriptorView(facts.description))
    }

    public func decide(_ facts: TransactionFacts, view: DescriptorView) -> CategoryDecision {
        let rule = firstRule(facts, view)
        if let rule, rule.origin == .user { return .init(rule: rule) }
        var cold = coldDecision(facts, view: view, rule: rule)
        if let found = memory.lookup(facts, payeeKey: view.payeeKey), !Self.ruleBeats(found, rule),
            !Self.coldBeats(found, cold, transferLeg: facts.transferLeg),
            Self.fitsCapitalization(found.category, facts)
        {
            if let cold, cold.category != found.category, !found.sameAmount,
                found.kind == "payee" || found.kind == "vote" && found.confidence < Self.reviewThreshold,
                cold.confidence >= 0.5, cold.source.hasPrefix("rule:"), !cold.source.hasPrefix("rule:context:"),
                cold.source != "rule:bank-category"
            {
                // A store that sells many things: corrections at another amount (or a split vote) do not overrule
                // the shop's kind, they send the row to review.
                return CategoryDecision(
                    category: cold.category, source: cold.source, confidence: min(cold.confidence, 0.5),
                    explanation: cold.explanation + "; but \(found.because) at another amount (review)")
            }
            var decision = CategoryDecision(
                category: found.category, source: "learned:\(found.kind)", confidence: found.confidence,
                explanation: found.because)
            if let cold, Self.soldManyThings(cold), cold.category != found.category, !found.sameCharge,
                decision.confidence > PayeeMemory.farAmountCap
            {
                // A store that sells many things, corrected at a near but not the same price: likely, not sure.
                decision.confidence = PayeeMemory.farAmountCap
                decision.explanation += "; a store that sells many things, corrected at another price (review)"
            }
            if !found.sameAccount, decision.confidence > Self.otherLeanCap,
                let lean = context.accountLean(key: facts.account, name: facts.accountName),
                lean.personal ? Self.expenseCategories.contains(found.category) : found.category == "personal"
            {
                // Corrections from other accounts only, and this account leans the other way: the owner commingles.
                decision.confidence = Self.otherLeanCap
                decision.explanation += "; taught on other accounts, but \(lean.because) (review)"
            }
            return decision
        }
        if let leg = facts.transferLeg {
            return CategoryDecision(
                category: "transfer", source: "rule:transfer-pair", confidence: 0.9,
                explanation: "one leg of a transfer between your accounts; the other leg: \(leg)")
        }
        if facts.direction == .out, let personal = accounts.personal(facts.account),
            (cold?.confidence ?? 0) < Self.accountOverride, cold?.category != "transfer", cold?.category != "personal"
        {
            let overriding = cold.map { " (\($0.source) overridden)" } ?? ""
            return CategoryDecision(
                category: "personal", source: "learned:account", confidence: 0.8 * personal.share,
                explanation: personal.because + overriding)
        }
        // The owner overrode this row's cold rule for other payees on this account: doubt it here too.
        if let found = cold, !overrides.isEmpty {
            let business = context.accountLean(key: facts.account, name: facts.accountName)?.personal == false
            cold = overrides.doubt(found, facts: facts, payeeKey: view.payeeKey, businessAccount: business) ?? found
        }
        if let (alike, strength) = similar.lookup(facts, view: view, vocabulary: vocabulary),
            Self.fitsCapitalization(alike.category, facts),
            (cold?.confidence ?? 0) < min(Self.similarOverride, strength) || cold?.category == alike.category
        {
            if let cold, cold.category != alike.category {
                var decision = alike
                decision.explanation += " (overrides weaker: \(cold.explanation))"
                return decision
            }
            if let cold, cold.confidence > alike.confidence {
                // The alike payee agrees with the cold evidence, which is the surer of the two.
                var decision = cold
                decision.explanation += "; agrees: " + alike.explanation
                return decision
            }
            return alike
        }
        if let cold, let habit = similar.habit(facts, cold: cold) { return habit }
        if let cold,
            let lesson = similar.kindLesson(facts, view: view, cold: cold, vocabulary: vocabulary)
        {
            return lesson
        }
        let prediction = model.predict(facts, tokens: view.payeeWords)
        if let cold {
            if let prediction, cold.confidence <= Self.weakRule, prediction.posterior >= 0.85, model.exampleCount >= 10,
                model.hasSeen(account: facts.account, in: prediction.category),
                prediction.category != cold.category
            {
                return .init(prediction: prediction, overriding: cold.source)
            }
            return cold
        }
        if let prediction, prediction.probability >= 0.5, model.exampleCount >= 5 {
            return .init(prediction: prediction, overriding: nil)
        }
        let accountUsual = SimilarPayees.isBare(view.grammar) ? nil : profile.usual(facts)
        if let usual = similar.usualForUnknown(facts, grammar: view.grammar, usual: accountUsual) { return usual }
        if let prediction, prediction.probability >= 0.35, model.exampleCount >= 3 {
            // Better a guess for review than nothing: a word shared with corrected rows, below the threshold.
            var guess = CategoryDecision(prediction: prediction, overriding: nil)
            guess.confidence = min(guess.confidence, 0.45)
            guess.explanation += " (a guess, review)"
            return guess
        }
        if !profile.isEmpty, !SimilarPayees.isBare(view.grammar), let usual = profile.guess(facts) { return usual }
        if let nearest = similar.nearestGuess(facts, grammar: view.grammar) { return nearest }
        return CategoryDecision(
            category: "uncategorized", source: "default", confidence: 0,
            explanation: "no rule, kind word, bank category or correction applies")
    }
}

/// A category with where it came from and how sure it is.
public struct CategoryDecision: Sendable, Equatable {
    public var category: String
    /// `rule:<name>`, `learned:payee`, `learned:vote`, `learned:tokens` or `default`.
    public var source: String
    /// 0...1, rounded to two decimals.
    public var confidence: Double
    /// One line in plain words.
    public var explanation: String
    /// A display payee name set by the rule, if any.
    public var payeeName: String?
    /// Business (true) or personal (false), when the rule says.
    public var business: Bool?

    public init(
        category: String, source: String, confidence: Double, explanation: String,
        payeeName: String? = nil, business: Bool? = nil
    ) {
        self.category = category
        self.source = source
        self.confidence = (confidence * 100).rounded() / 100
        self.explanation = explanation
        self.payeeName = payeeName
        self.business = business
    }

    init(rule match: RuleSet.Match) {
        let rule = match.rule
        self.init(
            category: rule.category, source: "rule:\(rule.name)", confidence: rule.confidence,
            explanation: "\(match.origin == .user ? "your" : "default") rule '\(rule.name)' (\(rule.origin)) matched: "
                + match.because,
            payeeName: rule.payeeName, business: rule.business)
    }

    init(prediction: TokenModel.Prediction, overriding rule: String?) {
        var text =
            "learned from your corrections: " + prediction.evidence.map { "'\($0)'" }.joined(separator: ", ")
            + " point to \(prediction.category)"
        if let rule { text += " (weaker '\(rule)' overridden)" }
        self.init(
            category: prediction.category, source: "learned:tokens", confidence: prediction.probability,
            explanation: text)
    }

    /// True when the decision should be confirmed by the user in review.csv.
    public var needsReview: Bool { category == "uncategorized" || confidence < Categorizer.reviewThreshold }

    /// Sources the categorizer may re-decide; `user` and `invoice:*` are never touched.
    public static func isRedecidable(source: String?) -> Bool {
        guard let source else { return true }
        return source == "default" || source.hasPrefix("rule:") || source.hasPrefix("learned:")
    }
}
