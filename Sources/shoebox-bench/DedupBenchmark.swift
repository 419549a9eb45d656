import ArgumentParser
import Dedup
import Foundation
import ShoeboxCore
import Statements

/// `shoebox-bench dedup`: duplicate pairs and look-alikes built by transformation from real
/// exports; precision and recall per kind, on a development part and a held-out part of the
/// source files (split by a stable hash of the file name, before any tuning).
struct DedupBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dedup",
        abstract: "Duplicate detection precision/recall per kind on pairs built from real exports.")

    @Option(help: "Folders of real exports (comma-separated).")
    var data = "../shared/data/bank-dev,../shared/data/categorize-dev/exports"
    @Flag(help: "Print every false merge and missed pair.") var verbose = false
    @Flag(help: "Measure the detection before issue 18 (exact keys and bank ids only) for comparison.") var baseline =
        false

    struct Tally {
        var pairs = 0, merged = 0, missed = 0, asked = 0, falseMerges = 0, kept = 0, rows = 0
    }

    func run() throws {
        let sources = try loadSources()
        let held = sources.filter { Self.isHeldOut($0.name) }
        let dev = sources.filter { !Self.isHeldOut($0.name) }
        for (title, part) in [("development", dev), ("held-out (never tuned on)", held)] {
            print("\n== \(title): \(part.count) source files, \(part.reduce(0) { $0 + $1.rows.count }) rows ==")
            var tallies: [String: Tally] = [:]
            for source in part {
                for kind in DedupScenarioBuilder.duplicateKinds + Array(DedupScenarioBuilder.lookAlikeKinds.dropLast())
                {
                    guard let scenario = try? DedupScenarioBuilder.scenario(kind, source) else { continue }
                    evaluate(scenario, source: source.name, into: &tallies)
                }
            }
            printTable(tallies)
            printTransfers(part)
            printIdentity(part)
        }
    }

    /// About a third of the files, chosen by name only, are never looked at while tuning.
    static func isHeldOut(_ name: String) -> Bool { StableHash.of(name) % 3 == 0 }

    func loadSources() throws -> [DedupSource] {
        var sources: [DedupSource] = []
        var unreadable = 0
        var small = 0
        defer {
            print(
                "sources: \(sources.count) exports used; \(unreadable) not read as a statement, \(small) with fewer than 6 rows"
            )
        }
        for folder in data.split(separator: ",").map(String.init) {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            let paths = enumerator.compactMap { $0 as? String }.sorted()
            for path in paths {
                let ext = (path as NSString).pathExtension.lowercased()
                guard ["csv", "ofx", "qfx", "txt", "tsv"].contains(ext) else { continue }
                let name = (path as NSString).lastPathComponent
                guard let bytes = FileManager.default.contents(atPath: folder + "/" + path),
                    let parsed = try? StatementReader.read(
                        bytes,
                        context: StatementContext(
                            fileName: name, today: LocalDate(year: 2026, month: 1, day: 1)!))
                else {
                    unreadable += 1
                    continue
                }
                // One account per source: the largest.
                let groups = Dictionary(grouping: parsed.transactions) { (row: StatementTransaction) in row.account.key
                }
                guard let rows = groups.values.max(by: { $0.count < $1.count }), rows.count >= 6 else {
                    small += 1
                    continue
                }
                let ordered = rows.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
                sources.append(
                    DedupSource(
                        name: name,
                        rows: ordered.enumerated().map { index, pair in
                            DedupSource.Row(
                                index: index, date: pair.element.date, amount: pair.element.amount,
                                description: pair.element.description)
                        }, hint: rows[0].account))
            }
        }
        return sources
    }

    func evaluate(_ scenario: DedupScenario, source: String, into tallies: inout [String: Tally]) {
        let planned =
            baseline
            ? LegacyDeduplicator.plan(incoming: scenario.incoming, stored: scenario.stored).map {
                PlannedRow(decision: $0, score: nil)
            }
            : StatementDeduplicator.plannedRows(incoming: scenario.incoming, stored: scenario.stored)
        for (index, (plan, truth)) in zip(planned, scenario.truth).enumerated() {
            var tally = tallies[truth.kind, default: Tally()]
            tally.rows += 1
            var mergedInto: Int64?
            switch plan.decision {
            case .duplicate(let id, _), .posts(let id): mergedInto = id
            case .possibleDuplicate: tally.asked += 1
            case .new: break
            }
            let row = scenario.incoming[index]
            if let expected = truth.duplicateOf {
                tally.pairs += 1
                if let id = mergedInto, let stored = scenario.storedSource[id],
                    stored.index == expected || Self.alike(stored, scenario.storedSource[Int64(expected + 1)])
                {
                    tally.merged += 1
                } else if let id = mergedInto {
                    tally.falseMerges += 1
                    if verbose {
                        print(
                            "FALSE MERGE [\(truth.kind)] \(source): \(row.date) \(row.canonicalDescription) → #\(id) \(plan.score?.description ?? "")"
                        )
                    }
                } else {
                    tally.missed += 1
                    if verbose {
                        print(
                            "missed [\(truth.kind)] \(source): \(row.date) \(row.minorUnits) \(row.canonicalDescription)"
                        )
                    }
                }
            } else if let id = mergedInto {
                tally.falseMerges += 1
                if verbose {
                    let stored = scenario.storedSource[id].map { "\($0.date) \($0.description)" } ?? "?"
                    print(
                        "FALSE MERGE [\(truth.kind)] \(source): \(row.date) \(row.minorUnits) \(row.canonicalDescription) → \(stored) "
                            + (plan.score?.description ?? ""))
                }
            } else {
                tally.kept += 1
            }
            tallies[truth.kind] = tally
        }
    }

    /// Identical source rows (two real coffees): merging with either is right.
    static func alike(_ a: DedupSource.Row, _ b: DedupSource.Row?) -> Bool {
        guard let b else { return false }
        return a.date == b.date && a.amount == b.amount && a.description == b.description
    }

    func printTable(_ tallies: [String: Tally]) {
        print(
            pad("kind", 16) + pad("rows", 7) + pad("pairs", 7) + pad("merged", 8) + pad("missed", 8) + pad("asked", 7)
                + pad("false", 7) + pad("precision", 11) + "recall / kept apart")
        var all = Tally()
        for kind in DedupScenarioBuilder.duplicateKinds + DedupScenarioBuilder.lookAlikeKinds {
            guard let t = tallies[kind] else { continue }
            all.pairs += t.pairs
            all.merged += t.merged
            all.falseMerges += t.falseMerges
            all.rows += t.rows
            all.missed += t.missed
            all.asked += t.asked
            all.kept += t.kept
            let precision = t.merged + t.falseMerges == 0 ? "—" : percent(t.merged, t.merged + t.falseMerges)
            let recall = t.pairs > 0 ? percent(t.merged, t.pairs) : "kept \(percent(t.kept, t.rows))"
            print(
                pad(kind, 16) + pad("\(t.rows)", 7) + pad("\(t.pairs)", 7) + pad("\(t.merged)", 8)
                    + pad("\(t.missed)", 8)
                    + pad("\(t.asked)", 7) + pad("\(t.falseMerges)", 7) + pad(precision, 11) + recall)
        }
        print(
            pad("all", 16) + pad("\(all.rows)", 7) + pad("\(all.pairs)", 7) + pad("\(all.merged)", 8)
                + pad("\(all.missed)", 8)
                + pad("\(all.asked)", 7) + pad("\(all.falseMerges)", 7)
                + pad(percent(all.merged, all.merged + all.falseMerges), 11) + percent(all.merged, all.pairs))
    }

    /// Transfer legs added between consecutive source accounts of one currency, among their real rows.
    func printTransfers(_ part: [DedupSource]) {
        var made = 0
        var correct = 0
        var wrong = 0
        var unlabelled = 0
        for (first, second) in zip(part, part.dropFirst()) where first.hint.currency == second.hint.currency {
            var rows: [TransferCandidate] = []
            var next: Int64 = 1
            for row in first.rows {
                rows.append(
                    .init(id: next, accountID: 1, date: row.date, amount: row.amount, description: row.description))
                next += 1
            }
            for row in second.rows {
                rows.append(
                    .init(id: next, accountID: 2, date: row.date, amount: row.amount, description: row.description))
                next += 1
            }
            var truth: [Int64: Int64] = [:]
            for row in first.rows where row.index % 7 == 3 && row.amount.minorUnits != 0 {
                let amount = Money(minorUnits: -abs(row.amount.minorUnits) - 1_000_00, currency: row.amount.currency)
                let out = next
                let into = next + 1
                next += 2
                rows.append(
                    .init(
                        id: out, accountID: 1, date: row.date, amount: amount,
                        description: "ONLINE TRANSFER TO SAV XXXXXX4412"))
                rows.append(
                    .init(
                        id: into, accountID: 2, date: row.date.adding(days: row.index % 4),
                        amount: Money(minorUnits: -amount.minorUnits, currency: amount.currency),
                        description: "ONLINE TRANSFER FROM CHK XXXXXX7310"))
                truth[out] = into
                made += 1
            }
            for link in TransferPairer.links(rows) {
                if truth[link.outgoing] == link.incoming {
                    correct += 1
                } else if truth[link.outgoing] != nil || truth.values.contains(link.incoming) {
                    wrong += 1
                } else {
                    unlabelled += 1
                }
            }
        }
        print(
            "transfer pairs: \(made) built, \(correct) linked, \(wrong) wrong links; precision "
                + "\(percent(correct, correct + wrong)), recall \(percent(correct, made)); \(unlabelled) links between real rows (unlabelled)"
        )
    }

    /// The CSV source and the same rows as a QFX named by the bank (`<source>_20260101.qfx`): one account?
    func printIdentity(_ part: [DedupSource]) {
        var same = 0
        var ask = 0
        var different = 0
        for source in part {
            let csv = AccountIdentity.derive(
                key: source.hint.key, displayName: source.hint.displayName,
                currency: source.hint.currency.code, fileName: source.name)
            let stem = (source.name as NSString).deletingPathExtension
            let qfx = AccountIdentity.derive(
                key: "ofx:4417001234" + (csv.last4 ?? "0000"), displayName: "Card …",
                currency: source.hint.currency.code, fileName: stem + "_20260101.qfx")
            switch csv.match(qfx) {
            case .same: same += 1
            case .ask: ask += 1
            case .different: different += 1
            }
        }
        print(
            "account identity, CSV vs QFX of the same account: \(same) same, \(ask) asked, \(different) kept apart "
                + "(no last 4 in the CSV)")
    }

    func percent(_ a: Int, _ b: Int) -> String { b == 0 ? "—" : String(format: "%.1f %%", Double(a) * 100 / Double(b)) }
    func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
