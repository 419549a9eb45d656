import ShoeboxCore

/// Corrections reaching payees that are not the same but alike: the same first identifying
/// word (`KATZ'S DELI #2` after `KATZ'S DELI`), or the same processor and kind word
/// (`SQ *SAL'S DELI` after `SQ *JOE'S DELI`). Weaker than the exact payee memory.
public struct SimilarPayees: Sendable {
    struct Entry: Sendable {
        var example: LearnedExample
        var head: String?
        var processorKind: String?
        var label: String
    }

    var byHead: [String: [Entry]] = [:]
    var byProcessorKind: [String: [Entry]] = [:]
    /// `account|direction` → corrections of person-to-person payments (people paying or paid on that account).
    var byPeople: [String: [Entry]] = [:]
    /// `account|direction|rail` → corrections of bare checks, cash withdrawals and deposits (text names no payee).
    var byRail: [String: [Entry]] = [:]
    /// `account|direction|cold category` → corrections that overrode weak cold evidence of a category whose
    /// business share is the owner's habit (see `SimilarPayees+Habits.swift`).
    var byHabit: [String: [Entry]] = [:]
    /// `account|direction` → corrections of payees no cold evidence knew (see `SimilarPayees+Unknown.swift`).
    var byUnknown: [String: [Entry]] = [:]
    /// `account|direction|kind family` → corrections of payees named by a kind word that the owner filed elsewhere
    /// than the cold evidence said (see `SimilarPayees+Kinds.swift`).
    var byKind: [String: [KindLesson]] = [:]
    /// Every correction, for the last-resort guess (see `SimilarPayees+Nearest.swift`).
    var neighbours: [Neighbour] = []

    /// Words too common to tie two payees together.
    static let common: Set<String> = [
        "THE", "AND", "OF", "INSTANT", "ELECTRONIC", "WEB", "AUTHORIZED", "RECURRING", "CARD", "PAYMENT",
        "PURCHASE", "DEBIT", "CREDIT", "WITHDRAWAL", "DEPOSIT", "ACH", "POS", "ONLINE", "BILL", "PAY",
        "NEW", "CITY", "NORTH", "SOUTH", "EAST", "WEST", "SAINT", "ST", "MOUNT", "LAKE", "PARK",
    ]

    public init(_ examples: [LearnedExample], vocabulary: KindVocabulary) {
        for example in examples {
            let grammar = DescriptorGrammar(example.facts.description)
            let entry = Self.entry(grammar, key: example.key, vocabulary: vocabulary, example: example)
            if let head = entry.head { byHead[head, default: []].append(entry) }
            if let pk = entry.processorKind { byProcessorKind[pk, default: []].append(entry) }
            if let people = Self.peopleKey(example.facts, grammar: grammar) {
                byPeople[people, default: []].append(entry)
            }
            if let rail = Self.railKey(example.facts, grammar: grammar) { byRail[rail, default: []].append(entry) }
        }
    }

    /// For a payment to or from a person (Zelle, Venmo, a wallet's own export): the account and direction.
    static func peopleKey(_ facts: TransactionFacts, grammar: DescriptorGrammar) -> String? {
        let wallet =
            BookContext.processorLedger(accountKey: facts.account, name: facts.accountName)
            .map(BookContext.walletLedgers.contains) ?? false
        guard grammar.rail == .p2p && grammar.counterpartyIsPerson || wallet && grammar.rail == nil else { return nil }
        return "\(facts.account)|\(facts.direction.rawValue)"
    }

    static func head(_ key: [String]) -> String? {
        key.first { $0.count >= 3 && !common.contains($0) && $0.allSatisfy { $0.isLetter || $0 == "&" || $0 == "'" } }
    }

    static func entry(
        _ grammar: DescriptorGrammar, key: [String], vocabulary: KindVocabulary, example: LearnedExample
    ) -> Entry {
        var processorKind: String?
        if let processor = grammar.processor, let kind = vocabulary.hits(grammar.counterparty).first?.kind.kind {
            processorKind = "\(processor)|\(kind)"
        }
        return Entry(example: example, head: head(key), processorKind: processorKind, label: key.joined(separator: " "))
    }

    /// One alike payee is a lead, not proof: its answer stays below the review threshold until a second alike
    /// payee agrees (it still overrides weaker cold evidence by its full strength).
    static let oneAlikePayeeCap = 0.58

    /// What corrections of alike payees say about this row, nil when none is alike; `strength` is what it
    /// weighs against cold evidence, the decision's confidence what it is shown with.
    public func lookup(_ facts: TransactionFacts, view: DescriptorView, vocabulary: KindVocabulary)
        -> (decision: CategoryDecision, strength: Double)?
    {
        guard !byHead.isEmpty || !byProcessorKind.isEmpty || !byPeople.isEmpty || !byRail.isEmpty else { return nil }
        let probe = Self.entry(
            view.grammar, key: view.payeeKey, vocabulary: vocabulary,
            example: LearnedExample(facts: facts, category: ""))
        var alike: [(Entry, String)] = []
        if let head = probe.head {
            for entry in byHead[head] ?? [] where entry.label != probe.label {
                alike.append((entry, "shares '\(head)'"))
            }
        }
        if let pk = probe.processorKind {
            for entry in byProcessorKind[pk] ?? []
            where entry.label != probe.label && !alike.contains(where: { $0.0.example == entry.example }) {
                let parts = pk.split(separator: "|")
                alike.append((entry, "same processor \(parts[0].lowercased()) and kind '\(parts[1])'"))
            }
        }
        if alike.isEmpty, let people = Self.peopleKey(facts, grammar: view.grammar), let entries = byPeople[people],
            entries.count >= 2
        {
            let categories = Set(entries.map(\.example.category))
            guard categories.count == 1, let only = categories.first else { return nil }
            let people = CategoryDecision(
                category: only, source: "learned:similar", confidence: 0.6,
                explanation: "people paying \(facts.direction == .in ? "into" : "from") this account: "
                    + "\(entries.count) corrections say \(only)")
            return (people, people.confidence)
        }
        if alike.isEmpty, let rail = Self.railKey(facts, grammar: view.grammar), let entries = byRail[rail] {
            return Self.nearestAmount(facts, entries, rail: view.grammar.rail!).map { ($0, $0.confidence) }
        }
        guard !alike.isEmpty else { return nil }
        var votes: [String: Int] = [:]
        for (entry, _) in alike { votes[entry.example.category, default: 0] += 1 }
        let (winner, count) = votes.max { ($0.value, $1.key) < ($1.value, $0.key) }!
        let sameAccount = alike.contains {
            $0.0.example.category == winner && $0.0.example.facts.account == facts.account
        }
        let sameDirection = alike.contains {
            $0.0.example.category == winner && $0.0.example.facts.direction == facts.direction
        }
        if alike.allSatisfy({ $0.1.hasPrefix("shares") }),
            let own = view.kindHits(
                vocabulary, view.tokens, direction: facts.direction,
                truncated: KindVocabulary.mayBeCut(facts.description)
            ).first,
            own.kind.category != winner
        {
            // Only a first word is shared (a place or family name) and the row's own kind word says otherwise.
            return nil
        }
        var confidence = votes.count == 1 ? (sameAccount ? 0.75 : 0.55) : 0.5
        if !sameDirection { confidence -= 0.15 }
        let (first, why) = alike.first { $0.0.example.category == winner }!
        let payees = Set(alike.filter { $0.0.example.category == winner }.map(\.0.label)).count
        var decision = CategoryDecision(
            category: winner, source: "learned:similar", confidence: confidence,
            explanation: "similar payee: \(why) with corrected '\(first.label)' (\(winner)); "
                + "\(count) of \(alike.count) alike correction(s) say \(winner)")
        if payees == 1, confidence > Self.oneAlikePayeeCap {
            decision.confidence = Self.oneAlikePayeeCap
            decision.explanation += " (one alike payee: review)"
        }
        return (decision, confidence)
    }
}
