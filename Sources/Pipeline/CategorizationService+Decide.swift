import Categorize
import Dispatch
import Foundation
import ShoeboxCore
import Storage

extension CategorizationService {
    /// What deciding a run of candidates gave: the rows to store and the categories that changed.
    struct DecidedChunk: Sendable {
        var updates: [CategoryUpdate] = []
        var changed = 0
        var changes: [String] = []
    }

    /// Decides `candidates` with `categorizer`, in `parts` contiguous runs decided side by side
    /// (each decision depends on its own row and the book-wide evidence only), joined in order: the
    /// same updates, in the same order, as one loop over the rows.
    static func decide(
        _ candidates: [CategorizationCandidate], with categorizer: Categorizer, patterns: BookEvidence,
        bankCategories: [Int64: String], parts: Int
    ) -> DecidedChunk {
        let count = max(1, min(parts, candidates.count / 5_000))
        let size = (candidates.count + count - 1) / max(count, 1)
        let results = ChunkResults(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { part in
            let range = (part * size)..<min(candidates.count, (part + 1) * size)
            results.set(
                part,
                decideRun(
                    candidates[range], with: categorizer, patterns: patterns, bankCategories: bankCategories))
        }
        var joined = DecidedChunk()
        joined.updates.reserveCapacity(candidates.count)
        for part in results.values {
            joined.updates += part.updates
            joined.changed += part.changed
            joined.changes += part.changes
        }
        return joined
    }

    /// One run of rows, in order; descriptor views are worked out once per description.
    static func decideRun(
        _ rows: ArraySlice<CategorizationCandidate>, with categorizer: Categorizer, patterns: BookEvidence,
        bankCategories: [Int64: String]
    ) -> DecidedChunk {
        var views: [String: DescriptorView] = [:]
        var lines: [LineKey: String?] = [:]
        var chunk = DecidedChunk()
        chunk.updates.reserveCapacity(rows.count)
        for row in rows {
            var facts = TransactionFacts(
                description: row.description, amountCents: row.amount.minorUnits, account: row.accountKey,
                kind: row.kind, accountName: row.accountName)
            facts.transferLeg = patterns.legs[row.id]
            facts.recurringMonths = patterns.recurring[row.id] ?? 0
            facts.returnOfPurchase = patterns.returns.contains(row.id)
            facts.bankCategory = bankCategories[row.id]
            let evidence = patterns.evidence(row.id)
            let view = views[row.description] ?? DescriptorView(row.description, payee: row.payee)
            if views.count < 200_000 { views[row.description] = view }
            let decision = categorizer.decide(facts, view: view)
            if let old = row.category, old == decision.category, row.source == decision.source,
                row.confidence == decision.confidence, row.explanation == decision.explanation,
                row.evidence == evidence
            {
                continue
            }
            if let old = row.category, old != decision.category {
                chunk.changed += 1
                chunk.changes.append(
                    "#\(row.id) '\(row.description)' \(old) -> \(decision.category) (\(decision.explanation))")
            } else if row.category != nil, decision.needsReview,
                (row.confidence ?? 0) >= Categorizer.reviewThreshold
            {
                // Same category, but a correction doubted its evidence: say so, the row now goes to review.
                chunk.changes.append(
                    "#\(row.id) '\(row.description)' \(decision.category): now for review (\(decision.explanation))")
            }
            let year = Int(row.date.prefix(4)) ?? ScheduleCForm.firstKnownYear
            let lineKey = LineKey(category: decision.category, year: year)
            let line = lines[lineKey] ?? categorizer.catalog.scheduleCLine(for: decision.category, taxYear: year)
            lines[lineKey] = .some(line)
            chunk.updates.append(
                CategoryUpdate(
                    id: row.id, category: decision.category, scheduleCLine: line,
                    source: decision.source, confidence: decision.confidence,
                    explanation: decision.explanation, payeeName: decision.payeeName,
                    business: decision.business, evidence: evidence))
        }
        return chunk
    }

    /// A category in a tax year: its Schedule C line is looked up once per run of rows.
    struct LineKey: Hashable {
        var category: String
        var year: Int
    }
}

/// One slot per part, each written by exactly one worker of `concurrentPerform` and read after it returns.
private final class ChunkResults: @unchecked Sendable {
    private var slots: [CategorizationService.DecidedChunk]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: .init(), count: count) }

    func set(_ index: Int, _ value: CategorizationService.DecidedChunk) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [CategorizationService.DecidedChunk] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
