/// Learns which accounts are personal: when (almost) every correction on an account says
/// `personal`, the categorizer stops trusting weak default guesses there — the same Costco
/// or Amazon descriptor that is `supplies` on the business card is `personal` on this one.
public struct AccountMemory: Sendable {
    public struct Finding: Sendable {
        public var share: Double
        public var count: Int
        public var because: String
    }

    var counts: [String: (personal: Int, total: Int)] = [:]
    /// Corrections needed before an account is judged.
    static let minimum = 4
    /// Share of them that must be `personal`.
    static let share = 0.8

    public init(_ examples: [LearnedExample] = []) {
        for example in examples {
            var entry = counts[example.facts.account] ?? (0, 0)
            entry.total += 1
            if example.category == "personal" { entry.personal += 1 }
            counts[example.facts.account] = entry
        }
    }

    /// A finding when `account` looks personal from its corrections.
    public func personal(_ account: String) -> Finding? {
        guard let entry = counts[account], entry.total >= Self.minimum else { return nil }
        let share = Double(entry.personal) / Double(entry.total)
        guard share >= Self.share else { return nil }
        return Finding(
            share: share, count: entry.total,
            because: "\(entry.personal) of \(entry.total) corrections on account \(account) were personal: "
                + "treated as a personal account")
    }
}
