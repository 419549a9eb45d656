import Book
import Categorize
import Foundation
import GRDB
import Pipeline
import Storage

/// One business of a categorize-dev style set imported end to end: its raw exports run
/// through `shoebox run` into a fresh book, the stored rows matched back to the labels.
struct CategorizeDevBook {
    /// A stored transaction as the book has it after a pass.
    struct Stored {
        var id: Int64
        var date: String
        var amountCents: Int64
        var description: String
        var account: String
        var category: String
        var confidence: Double
        var source: String
        var explanation: String
    }

    let business: String
    let root: URL
    /// Label id → stored transaction id (labels without a stored row are missing).
    var match: [String: Int64] = [:]
    /// Files the importer refused, with the reason.
    var refused: [String] = []

    /// Copies `exports` into an inbox, writes `context` as the book's rules.yaml and runs `shoebox run`.
    static func importBusiness(_ business: String, exports: URL, context: URL?, under dir: URL) throws
        -> CategorizeDevBook
    {
        let inbox = dir.appendingPathComponent("inbox-\(business)")
        let root = dir.appendingPathComponent("book-\(business)")
        let files = FileManager.default
        try files.createDirectory(at: inbox, withIntermediateDirectories: true)
        try files.createDirectory(at: root, withIntermediateDirectories: true)
        for name in try files.contentsOfDirectory(atPath: exports.path).sorted() {
            try files.copyItem(at: exports.appendingPathComponent(name), to: inbox.appendingPathComponent(name))
        }
        if let context { try files.copyItem(at: context, to: root.appendingPathComponent("rules.yaml")) }
        _ = try BenchProcess.time(["run", "--quiet", "--book", root.path, inbox.path])
        var book = CategorizeDevBook(business: business, root: root)
        let quarantine = Book(root: root).quarantineDirectory
        for name in (try? files.contentsOfDirectory(atPath: quarantine.path))?.sorted() ?? []
        where name.hasSuffix(".reason.json") {
            let text = (try? String(contentsOf: quarantine.appendingPathComponent(name), encoding: .utf8)) ?? ""
            book.refused.append("\(name.replacingOccurrences(of: ".reason.json", with: "")): \(text.prefix(160))")
        }
        return book
    }

    /// Every stored transaction (merged duplicates included: they carry their canonical row's category).
    static func read(_ root: URL) throws -> [Stored] {
        let queue = try DatabaseQueue(path: Book(root: root).databasePath)
        return try queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.date, t.amount_cents, t.description, a.name, t.category, t.confidence,
                           t.category_source,
                           COALESCE(t.category_explanation,
                                    (SELECT e.text FROM explanations e WHERE e.id = t.explanation_id))
                    FROM transactions t JOIN accounts a ON a.id = t.account_id WHERE t.kind = 'bank' ORDER BY t.id
                    """
            ).map { row in
                Stored(
                    id: row[0], date: row[1], amountCents: row[2], description: row[3], account: row[4],
                    category: row[5] ?? "uncategorized", confidence: row[6] ?? 0, source: row[7] ?? "",
                    explanation: row[8] ?? "")
            }
        }
    }

    /// Pairs each label with one stored row: same amount, date within 4 days, then the closest
    /// description. Rows of the label's own account are matched first, for every label, so a label
    /// whose own file was refused (a processor ledger's sale) cannot take the bank row of the other
    /// leg (its payout) from that row's own label; then the rest may match across accounts.
    mutating func matchLabels(_ labels: [DevSetRow], stored: [Stored]) {
        var byAmount: [Int64: [Stored]] = [:]
        for row in stored { byAmount[row.amountCents, default: []].append(row) }
        var used = Set<Int64>()
        for ownAccountOnly in [true, false] {
            for label in labels where match[label.id] == nil {
                let candidates = (byAmount[label.amountCents] ?? []).filter { !used.contains($0.id) }
                    .compactMap { row -> (Stored, Double)? in
                        guard let days = Self.days(label.date, row.date), days <= 4 else { return nil }
                        let same = UnmatchedLabels.sameAccount(label.account, Self.squash(row.account))
                        if ownAccountOnly && !same { return nil }
                        return (
                            row,
                            Double(days) + (same ? 0 : 3) + 5
                                * (1 - Self.similarity(label.description, row.description))
                        )
                    }
                guard let best = candidates.min(by: { $0.1 < $1.1 }) else { continue }
                used.insert(best.0.id)
                match[label.id] = best.0.id
            }
        }
    }

    static func squash(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }

    static func similarity(_ a: String, _ b: String) -> Double {
        let left = Set(a.uppercased().split { !$0.isLetter && !$0.isNumber })
        let right = Set(b.uppercased().split { !$0.isLetter && !$0.isNumber })
        guard !left.isEmpty || !right.isEmpty else { return 1 }
        return Double(left.intersection(right).count) / Double(left.union(right).count)
    }

    static func days(_ a: String, _ b: String) -> Int? {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        guard let x = formatter.date(from: String(a.prefix(10))), let y = formatter.date(from: String(b.prefix(10)))
        else { return nil }
        return Int((abs(x.timeIntervalSince(y)) / 86_400).rounded())
    }

    /// A copy of the book in which `corrections` (label description, key) are given one at a
    /// time through `CategorizationService.correct`, each on the first stored row with that exact
    /// description (the protocol's handle built from the description alone; `byDate`: the earliest by date).
    func corrected(
        _ corrections: [(description: String, category: String)], into copy: URL, byDate: Bool = false,
        log: (String) -> Void = { _ in }
    ) throws -> [Stored] {
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: root, to: copy)
        let book = Book(root: copy)
        let service = CategorizationService(book: book, ledger: try Ledger(path: book.databasePath))
        var stored = try Self.read(copy)
        for correction in corrections {
            let rows = stored.filter { $0.description == correction.description }
            // `byDate`: the earliest row by date (the in-memory measure's handle); otherwise the first stored, which
            // for an export listed newest first is the latest row.
            guard let handle = byDate ? rows.min(by: { ($0.date, $0.id) < ($1.date, $1.id) }) : rows.first else {
                log("  correction '\(correction.description)' -> \(correction.category): no stored row (refused file)")
                continue
            }
            let result = try service.correct(transactionID: handle.id, category: correction.category)
            log(
                "  correct '\(correction.description)' -> \(correction.category): "
                    + "\(result.othersChanged) other row(s) changed"
            )
            for change in result.changes.prefix(8) { log("      \(change)") }
            stored = try Self.read(copy)
        }
        return stored
    }
}
