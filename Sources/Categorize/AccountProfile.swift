import ShoeboxCore

/// What an account's rows usually are, from the book itself: per account and direction, how many rows named
/// evidence filed under each category (a rule, a kind word, the bank's category, the grammar, the owner's
/// corrections; at 0.5 or more; transfers say nothing about a payee and are left out). A payee nothing names
/// takes the account's usual category as a guess for review: an unknown name on a builder's card is most often
/// materials, on a software consultant's card most often software. Filled by `CategorizationService` from the
/// stored decisions (`Ledger.categorizerAccountTallies()`), before and after a pass.
public struct AccountProfile: Sendable, Equatable {
    /// How many rows of one account and direction were filed under one category.
    public struct Tally: Sendable, Equatable {
        public var account: String
        public var moneyIn: Bool
        public var category: String
        public var count: Int

        public init(account: String, moneyIn: Bool, category: String, count: Int) {
            self.account = account
            self.moneyIn = moneyIn
            self.category = category
            self.count = count
        }
    }

    /// The account's usual answer for one row.
    public struct Usual: Sendable, Equatable {
        public var category: String
        public var count: Int
        public var total: Int
        public var share: Double { Double(count) / Double(max(total, 1)) }
    }

    /// "account|in" or "account|out" → category → rows.
    var counts: [String: [String: Int]] = [:]

    /// Fewer named rows than this on the account and direction say nothing.
    static let minimumRows = 5
    /// The usual category must hold at least this share of them (and 3 rows), and be the most frequent.
    static let minimumShare = 0.3
    /// The answer's confidence; `sureConfidence` when the usual holds `sureShare` or more. Always review.
    static let confidence = 0.3
    static let sureConfidence = 0.35
    static let sureShare = 0.6

    public init(_ tallies: [Tally] = []) {
        for tally in tallies where tally.count > 0 && Self.counts(category: tally.category) {
            counts[Self.key(tally.account, moneyIn: tally.moneyIn), default: [:]][tally.category, default: 0] +=
                tally.count
        }
    }

    /// Tallies the decisions of a set of rows (the in-memory bench, tests); only those `counts(_:)` keeps.
    public init(decided: [(facts: TransactionFacts, decision: CategoryDecision)]) {
        var tallies: [String: Tally] = [:]
        for (facts, decision) in decided
        where Self.counts(source: decision.source, confidence: decision.confidence) {
            let key = "\(Self.key(facts.account, moneyIn: facts.direction == .in))|\(decision.category)"
            tallies[
                key,
                default: Tally(
                    account: facts.account, moneyIn: facts.direction == .in, category: decision.category, count: 0)
            ]
            .count += 1
        }
        self.init(Array(tallies.values))
    }

    public var isEmpty: Bool { counts.isEmpty }

    static func key(_ account: String, moneyIn: Bool) -> String { "\(account)|\(moneyIn ? "in" : "out")" }

    /// Categories that say what a payee is: not `transfer` (between the owner's accounts) nor `uncategorized`.
    static func counts(category: String) -> Bool { category != "transfer" && category != "uncategorized" }

    /// Decisions that count: named evidence (a rule, a kind word, the bank's category, a correction) at 0.5 or
    /// more; guesses (`learned:nearest`, `learned:unknown`, this profile's own answers) never do.
    public static func counts(source: String, confidence: Double) -> Bool {
        guard confidence >= minimumConfidence else { return false }
        return !guessSources.contains(source)
    }

    /// The least confidence a stored decision needs to count.
    public static let minimumConfidence = 0.5
    /// Sources that are guesses about a payee nothing names.
    public static let guessSources: Set<String> = ["default", "learned:nearest", "learned:unknown", source]
    /// The source of this profile's answers.
    public static let source = "rule:context:account-usual"

    /// The account's usual category in this row's direction, when enough rows agree.
    public func usual(_ facts: TransactionFacts) -> Usual? {
        guard let categories = counts[Self.key(facts.account, moneyIn: facts.direction == .in)] else { return nil }
        let total = categories.values.reduce(0, +)
        guard total >= Self.minimumRows,
            let (winner, count) = categories.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
            count >= 3, Double(count) / Double(total) >= Self.minimumShare,
            Categorizer.fitsCapitalization(winner, facts)
        else { return nil }
        return Usual(category: winner, count: count, total: total)
    }

    /// A guess for a payee nothing names, for review, naming the account's rows it came from.
    public func guess(_ facts: TransactionFacts) -> CategoryDecision? {
        guard let usual = usual(facts) else { return nil }
        return CategoryDecision(
            category: usual.category, source: Self.source,
            confidence: usual.share >= Self.sureShare ? Self.sureConfidence : Self.confidence,
            explanation: "nothing names this payee; \(usual.count) of \(usual.total) named rows of money "
                + "\(facts.direction == .in ? "into" : "out of") this account are \(usual.category) "
                + "(the account's usual, a guess, review)")
    }

    /// The tallies as text (one `account TAB in|out TAB category TAB count` line each), to keep between passes.
    public var encoded: String {
        counts.keys.sorted().flatMap { key -> [String] in
            let cut = key.lastIndex(of: "|")!
            let account = key[..<cut]
            let direction = key[key.index(after: cut)...]
            return counts[key]!.sorted { $0.key < $1.key }.map { "\(account)\t\(direction)\t\($0.key)\t\($0.value)" }
        }
        .joined(separator: "\n")
    }

    /// The tallies read back from `encoded`; nil for text that is not in that form.
    public init?(encoded: String) {
        var tallies: [Tally] = []
        for line in encoded.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, fields[1] == "in" || fields[1] == "out", let count = Int(fields[3]) else {
                return nil
            }
            tallies.append(
                Tally(account: String(fields[0]), moneyIn: fields[1] == "in", category: String(fields[2]), count: count)
            )
        }
        self.init(tallies)
    }

    /// A stable text of the tallies: when it changes, rows guessed from the profile are decided again.
    public var signature: String {
        counts.keys.sorted().map { key in
            key + ":" + counts[key]!.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        }
        .joined(separator: ";")
    }
}
