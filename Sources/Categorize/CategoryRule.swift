import Foundation
import ShoeboxCore

/// One human-readable rule: conditions on a transaction and the category it sets.
///
/// All given conditions must hold. `payee` phrases match whole words of the normalized
/// descriptor in order (`"BLUE BOTTLE"` matches `SQ *BLUE BOTTLE COFFE #12 OAKLAND CA`); a
/// word ending in `*` matches as a prefix (`"AMZN*"`), and `...` lets other words come
/// between (`"GUSTO ... TAX"` matches `ORIG CO NAME:GUSTO ... CO ENTRY DESCR:TAX`). `pattern` is a case-insensitive
/// regular expression over the raw description.
public struct CategoryRule: Sendable {
    public var name: String
    public var category: String
    /// Any of these phrases (upper-case words) must appear.
    public var payee: [[String]] = []
    public var pattern: NSRegularExpressionBox?
    /// Account keys or names (case-insensitive); any of them.
    public var accounts: [String] = []
    public var direction: TransactionFacts.Direction?
    /// Inclusive bounds on the amount's magnitude, in cents.
    public var minCents: Int64?
    public var maxCents: Int64?
    /// `bank`, `receipt`, `invoice`; any of them.
    public var kinds: [String] = []
    /// A display name for the payee, when set.
    public var payeeName: String?
    /// `true` business, `false` personal, nil unspecified.
    public var business: Bool?
    /// How sure a match makes us (0...1); below the review threshold it goes to review.csv.
    public var confidence: Double = 0.9
    /// Where the rule was written: `rules.yaml:12`, `defaults:40`.
    public var origin: String = ""

    public init(name: String, category: String) {
        self.name = name
        self.category = category
    }

    /// True when every condition holds for `facts` (whose descriptor view is `view`);
    /// with `payeeMatched`, the payee condition is known to hold already.
    public func matches(_ facts: TransactionFacts, _ view: DescriptorView, payeeMatched: Bool = false) -> Bool {
        if !Bounds(direction: direction, minCents: minCents, maxCents: maxCents).admit(facts) { return false }
        if !kinds.isEmpty, !kinds.contains(facts.kind) { return false }
        if !accounts.isEmpty,
            !accounts.contains(where: {
                $0.caseInsensitiveCompare(facts.account) == .orderedSame
                    || $0.caseInsensitiveCompare(facts.accountName) == .orderedSame
            })
        {
            return false
        }
        if !payee.isEmpty, !payeeMatched, !payee.contains(where: { Self.contains(view.tokens, phrase: $0) }) {
            return false
        }
        if let pattern, !pattern.matches(facts.description) { return false }
        return true
    }

    /// A rule's direction and amount conditions.
    struct Bounds: Sendable {
        var direction: TransactionFacts.Direction?
        var minCents: Int64?
        var maxCents: Int64?

        /// True when the row's direction and amount meet them.
        func admit(_ facts: TransactionFacts) -> Bool {
            if let direction, facts.direction != direction { return false }
            let magnitude = facts.amountCents.magnitude
            if let minCents, magnitude < minCents.magnitude { return false }
            if let maxCents, magnitude > maxCents.magnitude { return false }
            return true
        }
    }

    /// The conditions, for explanations: `payee "BLUE BOTTLE", out, amount >= 2500.00`.
    public var conditionSummary: String {
        var parts: [String] = []
        if !payee.isEmpty {
            parts.append("payee " + payee.map { "\"\($0.joined(separator: " "))\"" }.joined(separator: " or "))
        }
        if let pattern { parts.append("pattern /\(pattern.source)/") }
        if !accounts.isEmpty { parts.append("account " + accounts.joined(separator: " or ")) }
        if let direction { parts.append(direction == .in ? "money in" : "money out") }
        if let minCents { parts.append("amount >= \(Self.dollars(minCents))") }
        if let maxCents { parts.append("amount <= \(Self.dollars(maxCents))") }
        if !kinds.isEmpty { parts.append("kind " + kinds.joined(separator: " or ")) }
        return parts.isEmpty ? "always" : parts.joined(separator: ", ")
    }

    static func dollars(_ cents: Int64) -> String { Money.decimalString(cents, digits: 2) }

    /// The marker of `...` in a parsed phrase.
    static let gap = "..."

    /// A payee phrase as words, with `...` kept as `gap`.
    static func phrase(_ text: String) -> [String] {
        let segments: [[String]] = text.components(separatedBy: "...")
            .map { PayeeNormalizer.categoryTokens($0, keepingWildcards: true) }.filter { !$0.isEmpty }
        return Array(segments.joined(separator: [gap]))
    }

    /// True when `phrase` occurs in `tokens`: its words consecutive, `...` allowing a gap.
    static func contains(_ tokens: [String], phrase: [String]) -> Bool {
        guard phrase.contains(gap) else { return containsRun(tokens[...], phrase[...]) != nil }
        var rest = tokens[...]
        for segment in phrase.split(separator: gap) {
            guard let end = containsRun(rest, segment) else { return false }
            rest = tokens[end...]
        }
        return true
    }

    /// The index after the first consecutive occurrence of `phrase` in `tokens`.
    static func containsRun(_ tokens: ArraySlice<String>, _ phrase: ArraySlice<String>) -> Int? {
        guard !phrase.isEmpty, tokens.count >= phrase.count else { return nil }
        for start in tokens.startIndex...(tokens.endIndex - phrase.count) {
            var all = true
            for (offset, word) in phrase.enumerated() where !wordMatches(tokens[start + offset], word) {
                all = false
                break
            }
            if all { return start + phrase.count }
        }
        return nil
    }

    static func wordMatches(_ token: String, _ word: String) -> Bool {
        word.hasSuffix("*") ? token.hasPrefix(word.dropLast()) : token == word
    }
}

/// A compiled case-insensitive regular expression that can cross concurrency domains
/// (it is immutable after creation).
public final class NSRegularExpressionBox: @unchecked Sendable {
    public let source: String
    let regex: NSRegularExpression

    public init(_ source: String) throws {
        self.source = source
        regex = try NSRegularExpression(pattern: source, options: [.caseInsensitive])
    }

    func matches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
