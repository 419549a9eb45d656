import ShoeboxCore

/// Puts bank rows on properties by the payee/memo rules of the property specs, with plain values
/// in and out. A row whose description holds a rule's words in order (case and punctuation
/// ignored) goes on that property's line; a row that rules of two different properties (or two
/// lines) match is left undecided and counted, never guessed.
public enum PropertyExpenseMatcher {
    public struct Rule: Hashable, Sendable {
        public var propertyID: Int64
        public var match: String
        public var line: ScheduleELine

        public init(propertyID: Int64, match: String, line: ScheduleELine) {
            self.propertyID = propertyID
            self.match = match
            self.line = line
        }
    }

    public struct Row: Hashable, Sendable {
        public var id: Int64
        public var description: String

        public init(id: Int64, description: String) {
            self.id = id
            self.description = description
        }
    }

    public struct Result: Hashable, Sendable {
        public var assigned: [(id: Int64, propertyID: Int64, line: ScheduleELine)]
        /// Rows two rules disagree on.
        public var conflicting: [Int64]

        public static func == (a: Self, b: Self) -> Bool {
            a.conflicting == b.conflicting && a.assigned.map(\.id) == b.assigned.map(\.id)
                && a.assigned.map(\.propertyID) == b.assigned.map(\.propertyID)
                && a.assigned.map(\.line) == b.assigned.map(\.line)
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(conflicting) }
    }

    public static func match(_ rows: [Row], rules: [Rule]) -> Result {
        let phrases = rules.map {
            (rule: $0, words: " " + RentDepositMatcher.Words($0.match).tokens.joined(separator: " ") + " ")
        }
        var result = Result(assigned: [], conflicting: [])
        for row in rows {
            let text = " " + RentDepositMatcher.Words(row.description).tokens.joined(separator: " ") + " "
            let hits = phrases.filter { text.contains($0.words) }.map(\.rule)
            let targets = Set(hits.map { "\($0.propertyID):\($0.line.rawValue)" })
            if targets.count == 1, let hit = hits.first {
                result.assigned.append((row.id, hit.propertyID, hit.line))
            } else if targets.count > 1 {
                result.conflicting.append(row.id)
            }
        }
        return result
    }
}
