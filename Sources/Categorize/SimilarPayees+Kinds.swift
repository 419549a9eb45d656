import ShoeboxCore

/// What one correction teaches beyond its payee: the payee's *kind*. A row named by a kind word (`DELI`,
/// `SUPPLY`, `COWORKING`) that the owner files somewhere the cold evidence did not say is a lesson about
/// that family of kinds (the kinds the vocabulary files under one category: deli, taco, grill and coffee are
/// all food) on that account and in that direction: other payees of the family whose cold evidence is weak
/// follow, named, below the review threshold until the lesson is clear.
extension SimilarPayees {
    /// A correction of a payee named by a kind word: which kind, and what the owner said.
    struct KindLesson: Sendable {
        var example: LearnedExample
        var label: String
        var phrase: String
    }

    /// The first kind word of a row's name, nil for text that names no shop (person-to-person payments to a
    /// person, checks, cash, deposits).
    static func nameKind(_ facts: TransactionFacts, view: DescriptorView, vocabulary: KindVocabulary)
        -> KindVocabulary.Hit?
    {
        let grammar = view.grammar
        if let rail = grammar.rail, bareRails.contains(rail) { return nil }
        if grammar.rail == .p2p, grammar.counterpartyIsPerson { return nil }
        let words = grammar.rail == .p2p ? grammar.counterparty : view.tokens
        return view.kindHits(
            vocabulary, words, direction: facts.direction, truncated: KindVocabulary.mayBeCut(facts.description)
        ).first
    }

    static func kindKey(_ facts: TransactionFacts, family: String) -> String {
        "\(facts.account)|\(facts.direction.rawValue)|\(family)"
    }

    /// The family a kind belongs to: the Schedule C category it files under (a repair shop, HVAC and a garage door
    /// are all repairs), or the kind alone when its category is no line but a catch-all (`personal` holds
    /// retirement, health, taxes and groceries; `transfer` loans and card payments: nothing alike).
    static func family(_ kind: KindVocabulary.Kind) -> String {
        Categorizer.expenseCategories.contains(kind.category) ? kind.category : "kind \(kind.kind)"
    }

    /// Files each correction whose cold answer (`cold[i]`, nil when nothing knew the row) differs from the
    /// owner's, under the family of the kind word its name carries.
    mutating func indexKinds(_ examples: [LearnedExample], cold: [String?], vocabulary: KindVocabulary) {
        for (example, coldCategory) in zip(examples, cold) {
            guard let coldCategory, coldCategory != example.category else { continue }
            let view = DescriptorView(example.facts.description)
            guard let hit = Self.nameKind(example.facts, view: view, vocabulary: vocabulary) else { continue }
            let lesson = KindLesson(example: example, label: example.key.joined(separator: " "), phrase: hit.phrase)
            byKind[Self.kindKey(example.facts, family: Self.family(hit.kind)), default: []].append(lesson)
        }
    }

    /// What the owner's corrections of other payees of this row's kind family (same account and direction) say,
    /// when the row's cold evidence is weak and they agree by majority on something else.
    func kindLesson(_ facts: TransactionFacts, view: DescriptorView, cold: CategoryDecision, vocabulary: KindVocabulary)
        -> CategoryDecision?
    {
        guard !byKind.isEmpty, cold.confidence < Categorizer.reviewThreshold,
            let hit = Self.nameKind(facts, view: view, vocabulary: vocabulary),
            let all = byKind[Self.kindKey(facts, family: Self.family(hit.kind))]
        else { return nil }
        let label = view.payeeKey.joined(separator: " ")
        let lessons = all.filter { $0.label != label }
        guard !lessons.isEmpty else { return nil }
        var votes: [String: Int] = [:]
        for lesson in lessons { votes[lesson.example.category, default: 0] += 1 }
        let (winner, count) = votes.max { ($0.value, $1.key) < ($1.value, $0.key) }!
        guard count * 2 > lessons.count, winner != cold.category, Categorizer.fitsCapitalization(winner, facts)
        else { return nil }
        let payees = Set(lessons.filter { $0.example.category == winner }.map(\.label)).count
        let confidence = payees >= 3 ? 0.55 : (payees == 2 ? 0.5 : 0.45)
        let example = lessons.first { $0.example.category == winner }!
        return CategoryDecision(
            category: winner, source: "learned:kind", confidence: confidence,
            explanation: "kind word '\(hit.phrase.lowercased())' (\(Self.family(hit.kind)) family): you filed "
                + "\(payees) other such payee(s) on this account as \(winner) (e.g. '\(example.label)', kind word "
                + "'\(example.phrase.lowercased())'); overrides weaker: \(cold.explanation) (review)")
    }
}
