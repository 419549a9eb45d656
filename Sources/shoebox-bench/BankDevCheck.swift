import ArgumentParser
import Crypto
import Foundation
import ShoeboxCore
import Statements

/// Imports every file of a folder of real bank exports and compares each with ground truth:
/// the original files' truth in `Tests/Fixtures/bank-dev-truth.json` and every later file's own
/// `<file>.truth.json`. Each file is **exact** (count, signed sum and date range match the truth or
/// one of its acceptable alternative readings), **refused** (quarantined with a reason) or
/// **SILENTLY WRONG** (imported, but not as the truth reads it).
///
/// The files with a `.truth.json` are split once, by SHA-1 of the file name: the first half in
/// hash order joins the original files as the development part, the rest is held back and only
/// measured (its rows print without the dialect, so it is not debugged against).
struct BankDevCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bank-dev", abstract: "Compare statement import with ground truth on a folder of real exports.")

    @Option(help: "Folder of bank exports.") var data = "../shared/data/bank-dev"
    @Option(help: "Ground-truth JSON of the original files.") var truth = "Tests/Fixtures/bank-dev-truth.json"
    @Option(help: "Which part of the split to run: dev, held or all.") var part = "all"

    enum Verdict: String { case exact, refused, wrong = "SILENTLY WRONG" }

    func run() throws {
        let expectations = try loadExpectations()
        var totals: [String: [Verdict: Int]] = [:]
        for partName in ["dev", "held"] where part == "all" || part == partName {
            let files = expectations.filter { $0.part == partName }
            print("== \(partName == "dev" ? "development part" : "held-back part") (\(files.count) files)")
            print(pad("file", 44) + pad("verdict", 16) + "detail")
            for expected in files {
                let (verdict, detail) = check(expected)
                totals[partName, default: [:]][verdict, default: 0] += 1
                print(pad(expected.file, 44) + pad(verdict.rawValue, 16) + (partName == "held" ? "" : detail))
            }
        }
        for (partName, counts) in totals.sorted(by: { $0.key < $1.key }) {
            let total = counts.values.reduce(0, +)
            print(
                "\(partName): \(counts[.exact, default: 0]) exact, \(counts[.refused, default: 0]) refused, "
                    + "\(counts[.wrong, default: 0]) silently wrong (of \(total))")
        }
        if totals.values.contains(where: { $0[.wrong, default: 0] > 0 }) { throw ExitCode(1) }
    }

    // MARK: - Truth

    /// One accepted reading: count and signed sum (dates as in the main truth unless given).
    struct Reading {
        var count: Int
        var sum: Int64
        /// The reading's own date range, when it differs from the main truth's.
        var dates: (String, String)? = nil
    }

    struct Expectation {
        var file: String
        var part: String
        var readings: [Reading]
        var dateRanges: [(String, String)]
        var currency: String?
        var samples: [(date: String, cents: Int64)]
    }

    struct OriginalTruth: Decodable {
        struct File: Decodable {
            var file: String
            var count: Int
            var sum_cents: Int64
            var first_date: String
            var last_date: String
            var currency: String?
        }
        var files: [File]
    }

    struct FileTruth: Decodable {
        struct Sample: Decodable {
            var date: String
            var amount_cents: Int64
        }
        struct Alternative: Decodable {
            var transactions: Int?
            var sum_cents: Int64?
            var min_date: String?
            var max_date: String?
        }
        struct DateAlternative: Decodable {
            var basis: String?
            var min_date: String?
            var max_date: String?
        }
        var file: String
        var currency: String?
        var transactions: Int
        var sum_cents: Int64
        var min_date: String
        var max_date: String
        var samples: [Sample]?
        var alternatives: [String: Alternative]?
        var date_alternatives: DateAlternative?
    }

    func loadExpectations() throws -> [Expectation] {
        let original = try JSONDecoder().decode(OriginalTruth.self, from: Data(contentsOf: URL(fileURLWithPath: truth)))
        var result = original.files.map { file in
            Expectation(
                file: file.file, part: "dev", readings: [Reading(count: file.count, sum: file.sum_cents)],
                dateRanges: [(file.first_date, file.last_date)], currency: file.currency, samples: [])
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: data)
            .filter { $0.hasSuffix(".truth.json") }.map { String($0.dropLast(".truth.json".count)) }
        let ordered = names.sorted { Self.sha1($0) < Self.sha1($1) }
        for (rank, name) in ordered.enumerated() {
            let url = URL(fileURLWithPath: data).appendingPathComponent(name + ".truth.json")
            let truth = try JSONDecoder().decode(FileTruth.self, from: Data(contentsOf: url))
            var readings = [Reading(count: truth.transactions, sum: truth.sum_cents)]
            for alternative in (truth.alternatives ?? [:]).values {
                var reading = Reading(
                    count: alternative.transactions ?? truth.transactions,
                    sum: alternative.sum_cents ?? truth.sum_cents)
                if let low = alternative.min_date, let high = alternative.max_date { reading.dates = (low, high) }
                readings.append(reading)
            }
            var ranges = [(truth.min_date, truth.max_date)]
            // Another date column (value vs booking date) is an acceptable reading; the other
            // day/month order is not.
            if let other = truth.date_alternatives, let low = other.min_date, let high = other.max_date,
                !(other.basis ?? "").contains("/")
            {
                ranges.append((low, high))
            }
            result.append(
                Expectation(
                    file: name, part: rank < (ordered.count + 1) / 2 ? "dev" : "held", readings: readings,
                    dateRanges: ranges, currency: truth.currency,
                    samples: (truth.samples ?? []).map { ($0.date, $0.amount_cents) }))
        }
        return result
    }

    static func sha1(_ name: String) -> String {
        Insecure.SHA1.hash(data: Data(name.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    // MARK: - Check

    func check(_ expected: Expectation) -> (Verdict, String) {
        let url = URL(fileURLWithPath: data).appendingPathComponent(expected.file)
        let context = StatementContext(fileName: expected.file, today: LocalDate(year: 2026, month: 11, day: 22)!)
        let parsed: ParsedStatement
        do {
            parsed = try StatementReader.read(Data(contentsOf: url), context: context)
        } catch {
            return (.refused, "\(error)")
        }
        var sum: Int64 = 0
        for transaction in parsed.transactions { sum = sum &+ transaction.amount.minorUnits }
        let dates = parsed.transactions.map(\.date).sorted()
        let first = dates.first?.description ?? "-", last = dates.last?.description ?? "-"
        var problems: [String] = []
        let count = parsed.transactions.count
        let reading = expected.readings.first { $0.count == count && $0.sum == sum }
        if reading == nil {
            let main = expected.readings[0]
            problems.append("rows \(count) sum \(sum) ≠ \(main.count) / \(main.sum)")
        }
        let ranges = reading?.dates.map { [$0] } ?? expected.dateRanges
        if !ranges.contains(where: { $0.0 == first && $0.1 == last }) {
            problems.append("dates \(first)..\(last) ≠ \(expected.dateRanges[0].0)..\(expected.dateRanges[0].1)")
        }
        if let currency = expected.currency, let got = parsed.transactions.first?.amount.currency.code, got != currency
        {
            problems.append("currency \(got) ≠ \(currency)")
        }
        if problems.isEmpty {
            let found = Set(parsed.transactions.map { "\($0.date) \($0.amount.minorUnits)" })
            let missing = expected.samples.filter { !found.contains("\($0.date) \($0.cents)") }
            if !missing.isEmpty, expected.readings.count == 1 {
                problems.append("samples missing: " + missing.map { "\($0.date) \($0.cents)" }.joined(separator: ", "))
            }
        }
        if problems.isEmpty { return (.exact, parsed.dialectSummary) }
        return (.wrong, problems.joined(separator: "; ") + "  [" + parsed.dialectSummary + "]")
    }

    func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
