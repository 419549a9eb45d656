import CSV
import ShoeboxCore

/// A transaction with its right category, from a labeled set
/// (`id,account,kind,date,amount,description,category,note`).
public struct LabeledTransaction: Sendable, Equatable {
    public var id: Int
    public var facts: TransactionFacts
    public var category: String
    public var note: String
}

/// Accuracy of the categorizer on a labeled set, before and after corrections.
public enum Evaluation {
    /// Parses a labeled set.
    /// - Throws: `RulesFileError`-style message naming the line of a malformed row.
    public static func parseLabeledSet(_ text: String, file: String) throws -> [LabeledTransaction] {
        let reader = try CSVReader(string: text, hasHeaderRow: true)
        guard reader.headerRow == ["id", "account", "kind", "date", "amount", "description", "category", "note"] else {
            throw RulesFileError(
                file: file, line: 1, key: nil,
                message: "expected header id,account,kind,date,amount,description,category,note")
        }
        var rows: [LabeledTransaction] = []
        var line = 1
        while let row = reader.next() {
            line += 1
            guard row.count == 8, let id = Int(row[0]), let cents = DecimalCents.parse(row[4]) else {
                throw RulesFileError(file: file, line: line, key: nil, message: "malformed labeled row")
            }
            rows.append(
                LabeledTransaction(
                    id: id,
                    facts: TransactionFacts(
                        description: row[5], amountCents: cents, account: row[1],
                        kind: row[2], accountName: row[1]),
                    category: row[6], note: row[7]))
        }
        return rows
    }

    /// Share of `rows` the categorizer gets right.
    public static func accuracy(_ categorizer: Categorizer, on rows: [LabeledTransaction]) -> Double {
        guard !rows.isEmpty else { return 0 }
        return Double(rows.filter { categorizer.decide($0.facts).category == $0.category }.count) / Double(rows.count)
    }

    /// One point of a learning curve.
    public struct Point: Sendable {
        public var corrections: Int
        public var accuracy: Double
        public var evaluated: Int
    }

    /// Simulates a user who corrects, one at a time, a transaction the categorizer currently
    /// gets wrong (in a seeded random order), and measures accuracy on the transactions not
    /// corrected after each K in `checkpoints`.
    public static func learningCurve(
        _ rows: [LabeledTransaction], rules: RuleSet, catalog: CategoryCatalog = CategoryCatalog(),
        checkpoints: [Int], seed: UInt64
    ) -> [Point] {
        var generator = SeededGenerator(state: seed)
        let order = rows.indices.shuffled(using: &generator)
        var corrected = Set<Int>()
        var examples: [LearnedExample] = []
        var points: [Point] = []
        for k in 0...(checkpoints.max() ?? 0) {
            let categorizer = Categorizer(rules: rules, corrections: examples, catalog: catalog)
            if checkpoints.contains(k) {
                let remaining = rows.indices.filter { !corrected.contains($0) }.map { rows[$0] }
                points.append(
                    Point(corrections: k, accuracy: accuracy(categorizer, on: remaining), evaluated: remaining.count))
            }
            guard
                let wrong = order.first(where: {
                    !corrected.contains($0) && categorizer.decide(rows[$0].facts).category != rows[$0].category
                })
            else { continue }  // nothing left to correct: later checkpoints repeat this accuracy
            corrected.insert(wrong)
            examples.append(
                LearnedExample(id: Int64(rows[wrong].id), facts: rows[wrong].facts, category: rows[wrong].category))
        }
        return points
    }
}
