import ArgumentParser
import Categorize
import Foundation

/// The categorize-dev protocol end to end: per business a fresh book from its raw exports;
/// cold accuracy; then for N = 1, 5, 10, 20 a fresh copy given the first N wrong rows (date
/// order) as corrections, scored on the other rows; calibration and review rate of the cold pass.
struct DevSetBenchmark {
    let data: URL
    let only: [String]?
    let heldOut: String?
    let contextDir: URL?
    let showErrors: Bool
    let verbose: Bool
    /// Decide the labelled rows directly (no import): the categorizer alone, immune to importer problems.
    var inMemory = false
    /// Put each correction on the earliest row by date with its description (default: the first stored row).
    var handleByDate = false

    static let steps = [1, 5, 10, 20]

    /// What one business scored.
    struct Result {
        var business: String
        var heldOut: Bool
        var rows: Int
        var missing: Int
        var refused: [String]
        /// Label id → (truth, cold prediction).
        var cold: [(label: DevSetRow, stored: CategorizeDevBook.Stored?)]
        /// Unmatched labels per account and cause (aggregate counts).
        var unmatched: [String] = []
        /// N → (right, scored, fixed, broken, residual right, residual count, effective N).
        var curve:
            [Int: (right: Int, scored: Int, fixed: Int, broken: Int, residualRight: Int, residual: Int, n: Int)] = [:]
        /// N → rows at/above the review threshold (and right) and rows for review, on the scored rows.
        var reliability: [Int: Reliability] = [:]
        /// Development businesses: the rows still wrong after N=5 and N=10, with their class.
        var residual: [Int: [ResidualClasses.Row]] = [:]
    }

    /// Rows at or above the review threshold and how many are right; rows left for review. Rows set by a
    /// correction (the protocol's handle: the earliest row with the corrected description, which may be another
    /// label's row) are the user's answer, not a decision: counted apart.
    struct Reliability {
        var above = 0
        var aboveRight = 0
        var review = 0
        var scored = 0
        var setByUser = 0
        var setByUserRight = 0

        mutating func add(category: String?, confidence: Double, truth: String, source: String = "") {
            if source == "user" {
                setByUser += 1
                if category == truth { setByUserRight += 1 }
                return
            }
            scored += 1
            guard let category, category != "uncategorized", confidence >= Categorizer.reviewThreshold else {
                review += 1
                return
            }
            above += 1
            if category == truth { aboveRight += 1 }
        }

        var line: String {
            String(
                format: "above the threshold %d/%d right (%.1f%%), review rate %.1f%%", aboveRight, above,
                100 * Double(aboveRight) / Double(max(above, 1)), 100 * Double(review) / Double(max(scored, 1)))
                + (setByUser > 0 ? "; \(setByUser) handle row(s) set by a correction, \(setByUserRight) right" : "")
        }
    }

    func run() throws {
        let labels = try Evaluation.parseDevSet(
            String(contentsOf: data.appendingPathComponent("transactions.csv"), encoding: .utf8),
            file: data.appendingPathComponent("transactions.csv").path)
        let exports = data.appendingPathComponent("exports")
        let folders = try FileManager.default.contentsOfDirectory(atPath: exports.path).sorted()
        let held = heldOut ?? folders.last ?? ""
        let dir = BenchDirectory.make("categorize")
        try? FileManager.default.removeItem(at: dir)
        defer { try? FileManager.default.removeItem(at: dir) }
        var results: [Result] = []
        for folder in folders where only.map({ $0.contains { folder.hasPrefix($0) } }) ?? true {
            let letter = String(folder.prefix(1))
            let own = labels.filter { $0.account.hasPrefix(letter + "_") }
            let context = contextDir.map { $0.appendingPathComponent("\(folder).yaml") }
                .flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }
            if inMemory {
                results.append(
                    try InMemoryDevSet(labels: own, context: context).measure(
                        folder, heldOut: folder == held,
                        showErrors: showErrors, verbose: verbose))
            } else {
                results.append(
                    try measure(
                        folder, labels: own, exports: exports.appendingPathComponent(folder), context: context,
                        dir: dir, heldOut: folder == held))
            }
        }
        report(results)
    }

    func measure(_ folder: String, labels: [DevSetRow], exports: URL, context: URL?, dir: URL, heldOut: Bool) throws
        -> Result
    {
        var book = try CategorizeDevBook.importBusiness(folder, exports: exports, context: context, under: dir)
        let stored = try CategorizeDevBook.read(book.root)
        book.matchLabels(labels, stored: stored)
        let byID = Dictionary(uniqueKeysWithValues: stored.map { ($0.id, $0) })
        var result = Result(
            business: folder, heldOut: heldOut, rows: labels.count,
            missing: labels.filter { book.match[$0.id] == nil }.count,
            refused: book.refused, cold: labels.map { ($0, book.match[$0.id].flatMap { byID[$0] }) },
            unmatched: UnmatchedLabels.lines(UnmatchedLabels.causes(labels, matched: book.match, stored: stored)))
        let wrong = result.cold.filter { $0.stored?.category != $0.label.truth }.map(\.label)
        if showErrors && !heldOut {
            print("cold errors of \(folder):")
            for (label, row) in result.cold where row?.category != label.truth {
                print(
                    "  \(label.id) \(label.truth) <- \(row?.category ?? "MISSING") "
                        + "\(String(format: "%.2f", row?.confidence ?? 0)) "
                        + "\(label.account) \(label.amountCents) '\(label.description)' :: \(row?.explanation ?? "")")
            }
        }
        for n in Self.steps {
            let given = Array(wrong.prefix(n))
            let givenIDs = Set(given.map(\.id))
            if verbose { print("\(folder) N=\(n):") }
            let after = try book.corrected(
                given.map { ($0.description, $0.truth) }, into: dir.appendingPathComponent("copy-\(folder)"),
                byDate: handleByDate,
                log: { if verbose { print($0) } })
            let now = Dictionary(uniqueKeysWithValues: after.map { ($0.id, $0.category) })
            let nowRows = Dictionary(uniqueKeysWithValues: after.map { ($0.id, $0) })
            var reliability = Reliability()
            if !heldOut && ResidualClasses.steps.contains(n) {
                let byStored = Dictionary(uniqueKeysWithValues: after.map { ($0.id, $0) })
                for label in labels where !givenIDs.contains(label.id) {
                    let row = book.match[label.id].flatMap { byStored[$0] }
                    guard row?.category != label.truth else { continue }
                    result.residual[n, default: []].append(
                        ResidualClasses.Row(
                            label: label, category: row?.category ?? "MISSING", confidence: row?.confidence ?? 0,
                            source: row?.source ?? "", explanation: row?.explanation ?? "",
                            kind: ResidualClasses.kind(of: label, corrections: given)))
                }
            }
            var point = (right: 0, scored: 0, fixed: 0, broken: 0, residualRight: 0, residual: 0, n: given.count)
            let wrongIDs = Set(wrong.map(\.id))
            for (label, cold) in result.cold where !givenIDs.contains(label.id) {
                let right = book.match[label.id].flatMap { now[$0] } == label.truth
                let wasRight = cold?.category == label.truth
                let stored = book.match[label.id].flatMap { nowRows[$0] }
                reliability.add(
                    category: stored?.category, confidence: stored?.confidence ?? 0, truth: label.truth,
                    source: stored?.source ?? "")
                point.scored += 1
                if right { point.right += 1 }
                if right && !wasRight { point.fixed += 1 }
                if !right && wasRight {
                    point.broken += 1
                    if verbose && !heldOut {
                        print(
                            "    broken: \(label.id) \(label.truth) -> "
                                + "\(book.match[label.id].flatMap { now[$0] } ?? "?") '\(label.description)'"
                        )
                    }
                }
                if wrongIDs.contains(label.id) {
                    point.residual += 1
                    if right { point.residualRight += 1 }
                }
            }
            result.curve[n] = point
            result.reliability[n] = reliability
        }
        return result
    }

    func report(_ results: [Result]) {
        func pct(_ a: Int, _ b: Int) -> String {
            b == 0 ? "   -  " : String(format: "%5.1f%%", 100 * Double(a) / Double(b))
        }
        print(
            "categorize-dev "
                + (inMemory ? "in memory (labelled rows decided directly, no import) " : "end to end from exports/ ")
                + "(\(data.path)); context: \(contextDir == nil ? "none" : contextDir!.path)")
        print(
            "cold = no corrections; N = first N wrong rows (date order) given as corrections, scored on the other rows")
        print(
            "business                     rows  cold    clear   ambig.  N=1     N=5     N=10    N=20    "
                + "(fixed/broken at N=10)"
        )
        var totals = (rows: 0, right: 0, clear: 0, clearRight: 0, curve: [Int: (Int, Int)]())
        for result in results {
            let right = result.cold.filter { $0.stored?.category == $0.label.truth }.count
            let clear = result.cold.filter { !$0.label.ambiguous }
            let clearRight = clear.filter { $0.stored?.category == $0.label.truth }.count
            let ambiguous = result.cold.filter(\.label.ambiguous)
            let ambiguousRight = ambiguous.filter { $0.stored?.category == $0.label.truth }.count
            var line = (result.business + (result.heldOut ? " (HELD OUT)" : "")).padding(
                toLength: 28, withPad: " ", startingAt: 0)
            line +=
                String(format: "%4d  ", result.rows) + pct(right, result.rows) + "  " + pct(clearRight, clear.count)
                + "  "
                + pct(ambiguousRight, ambiguous.count)
            for n in Self.steps {
                let point = result.curve[n]!
                line += "  " + pct(point.right, point.scored)
                totals.curve[n, default: (0, 0)].0 += point.right
                totals.curve[n, default: (0, 0)].1 += point.scored
            }
            let ten = result.curve[10]!
            line += String(
                format: "  (%d/%d, residual %@)", ten.fixed, ten.broken, pct(ten.residualRight, ten.residual))
            print(line)
            totals.rows += result.rows
            totals.right += right
            totals.clear += clear.count
            totals.clearRight += clearRight
            if result.missing > 0 {
                print(
                    "    \(result.missing) labelled row(s) have no stored row (counted wrong); refused files: "
                        + (result.refused.isEmpty ? "none" : result.refused.joined(separator: " | ")))
                for line in result.unmatched { print("      unmatched \(line)") }
            }
        }
        var line =
            "overall".padding(toLength: 28, withPad: " ", startingAt: 0) + String(format: "%4d  ", totals.rows)
            + pct(totals.right, totals.rows) + "  " + pct(totals.clearRight, totals.clear) + "          "
        for n in Self.steps { line += "  " + pct(totals.curve[n]!.0, totals.curve[n]!.1) }
        print(line)
        print("after corrections, per business (scored rows):")
        for result in results {
            for n in [10, 20] {
                guard let reliability = result.reliability[n] else { continue }
                print("  \(result.business.prefix(24)) N=\(n): \(reliability.line)")
            }
        }
        for n in ResidualClasses.steps {
            let residual = results.filter { !$0.heldOut }.flatMap { $0.residual[n] ?? [] }
            if !residual.isEmpty { ResidualClasses.print(residual, n: n, rows: showErrors) }
        }
        calibration(results.filter { !$0.heldOut }, title: "development businesses")
        if showErrors { reliabilityBySource(results.filter { !$0.heldOut }) }
        calibration(results.filter(\.heldOut), title: "held-out business")
        calibration(results, title: "all")
    }

    /// Development businesses only: per evidence source, rows and share right at and below the threshold.
    func reliabilityBySource(_ results: [Result]) {
        let rows = results.flatMap(\.cold).compactMap { row in row.stored.map { (row.label, $0) } }
        let bySource = Dictionary(grouping: rows) { $0.1.source }
        print("evidence source (development businesses; cold): rows, right; at/above and below the threshold")
        for (source, group) in bySource.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
            let above = group.filter { $0.1.confidence >= Categorizer.reviewThreshold }
            let below = group.filter { $0.1.confidence < Categorizer.reviewThreshold }
            func share(_ part: [(DevSetRow, CategorizeDevBook.Stored)]) -> String {
                let right = part.filter { $0.0.truth == $0.1.category }.count
                return "\(right)/\(part.count)"
            }
            print(
                "  \(source.padding(toLength: 40, withPad: " ", startingAt: 0)) above \(share(above))  below \(share(below))"
            )
        }
    }

    /// Confidence bucket → share right, the review rate and the accuracy above the threshold (cold pass).
    func calibration(_ results: [Result], title: String) {
        let rows = results.flatMap(\.cold)
        guard !rows.isEmpty else { return }
        let bounds = [0.0, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.01]
        print("calibration, \(title) (cold; confidence -> share right):")
        for index in 0..<(bounds.count - 1) {
            let inBucket = rows.filter { row in
                let confidence = row.stored?.confidence ?? 0
                return confidence >= bounds[index] && confidence < bounds[index + 1]
            }
            guard !inBucket.isEmpty else { continue }
            let right = inBucket.filter { $0.stored?.category == $0.label.truth }.count
            print(
                String(
                    format: "  [%.2f, %.2f)  %4d rows  %5.1f%% right", bounds[index], min(1, bounds[index + 1]),
                    inBucket.count,
                    100 * Double(right) / Double(inBucket.count)))
        }
        let review = rows.filter { row in
            guard let stored = row.stored else { return true }
            return stored.category == "uncategorized" || stored.confidence < Categorizer.reviewThreshold
        }
        let above = rows.count - review.count
        let aboveRight = rows.filter { row in
            guard let stored = row.stored else { return false }
            return stored.category != "uncategorized" && stored.confidence >= Categorizer.reviewThreshold
                && stored.category == row.label.truth
        }.count
        print(
            String(
                format:
                    "  review rate %.1f%% (%d of %d below %.2f or uncategorized); "
                    + "above the threshold %d of %d right = %.1f%%",
                100 * Double(review.count) / Double(rows.count), review.count, rows.count, Categorizer.reviewThreshold,
                aboveRight, above, above == 0 ? 0 : 100 * Double(aboveRight) / Double(above)))
    }
}
