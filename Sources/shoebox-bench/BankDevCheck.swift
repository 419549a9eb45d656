import ArgumentParser
import Foundation
import ShoeboxCore
import Statements

/// Imports every file of a folder of real bank exports and compares each with ground truth
/// (transaction count, signed sum in cents, first and last date).
struct BankDevCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bank-dev", abstract: "Compare statement import with ground truth on a folder of real exports.")

    @Option(help: "Folder of bank exports.") var data = "../shared/data/bank-dev"
    @Option(help: "Ground-truth JSON.") var truth = "Tests/Fixtures/bank-dev-truth.json"

    struct Truth: Decodable {
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

    func run() throws {
        let truthFile = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: URL(fileURLWithPath: truth)))
        var passed = 0
        print(pad("file", 44) + pad("rows", 6) + pad("sum", 12) + pad("first", 11) + pad("last", 11) + "result / dialect")
        for expected in truthFile.files {
            let url = URL(fileURLWithPath: data).appendingPathComponent(expected.file)
            let context = StatementContext(fileName: expected.file, today: LocalDate(year: 2026, month: 11, day: 22)!)
            do {
                let parsed = try StatementReader.read(Data(contentsOf: url), context: context)
                let sum = parsed.transactions.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
                let dates = parsed.transactions.map(\.date).sorted()
                let first = dates.first?.description ?? "-", last = dates.last?.description ?? "-"
                var problems: [String] = []
                if parsed.transactions.count != expected.count { problems.append("count \(parsed.transactions.count)≠\(expected.count)") }
                if sum != expected.sum_cents { problems.append("sum \(sum)≠\(expected.sum_cents)") }
                if first != expected.first_date || last != expected.last_date { problems.append("dates \(first)..\(last)≠\(expected.first_date)..\(expected.last_date)") }
                if let currency = expected.currency, parsed.transactions.first?.amount.currency.code != currency {
                    problems.append("currency \(parsed.transactions.first?.amount.currency.code ?? "-")≠\(currency)")
                }
                if problems.isEmpty { passed += 1 }
                print(pad(expected.file, 44) + pad("\(parsed.transactions.count)", 6) + pad("\(sum)", 12) + pad(first, 11) + pad(last, 11)
                      + (problems.isEmpty ? "ok  " : "FAIL " + problems.joined(separator: "; ") + "  ") + parsed.dialectSummary)
            } catch {
                print(pad(expected.file, 44) + "QUARANTINED \(error)")
            }
        }
        print("\(passed)/\(truthFile.files.count) files match ground truth")
        if passed != truthFile.files.count { throw ExitCode(1) }
    }

    func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
