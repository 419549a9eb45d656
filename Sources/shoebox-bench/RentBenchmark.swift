import ArgumentParser
import Book
import Foundation
import Logging
import Pipeline
import Reports
import ShoeboxCore
import Storage

/// A landlord's book of `properties` properties with two units each over `years` years: specs, a
/// bank export with every month's rent (some late, some partial, some unnamed) and repairs put on
/// the properties by a rule. Prints the time of the import run, `rent status` and each rental report.
struct RentBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rent", abstract: "Rentals: import, rent status and report times for a landlord's book.")

    @Option(help: "Properties (two units each).") var properties = 20
    @Option(help: "Years of monthly rent.") var years = 5
    @Option(help: "Keep the book here (default: a temporary directory, removed).") var output: String?

    func run() throws {
        let root = output.map { URL(fileURLWithPath: $0) } ?? BenchDirectory.make("shoebox-rent-bench")
        defer { if output == nil { try? FileManager.default.removeItem(at: root) } }
        let inbox = root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let book = Book(root: root.appendingPathComponent("book"))
        try book.prepare()
        let firstYear = 2021
        let asOf = LocalDate(year: firstYear + years - 1, month: 12, day: 20)!
        let rows = try writeInbox(inbox, book: book, firstYear: firstYear)
        let ledger = try Ledger(path: book.databasePath)
        var options = BatchRunner.Options(today: asOf)
        options.reports = []
        let runner = try BatchRunner(
            book: book, ledger: ledger, options: options,
            logger: Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() })
        let importSeconds = try Self.seconds { _ = try runner.run(paths: [inbox.path]) }
        let leases = try ledger.leases().count
        let payments = try ledger.rentPaymentsByLease().values.reduce(0) { $0 + $1.count }
        print(
            "book: \(properties) properties, \(leases) leases, \(years) years, \(rows) bank rows; "
                + "\(payments) rent payments matched, \(try ledger.rentMatchesAwaitingReview().count) deposits in review"
        )
        print(String(format: "import run (specs + bank export + matching + categorize): %.2f s", importSeconds))
        // Every named deposit names its own tenant: a match to another lease would be wrong.
        var named = 0, wrong = 0
        let byLease = try ledger.rentPaymentsByLease()
        for lease in try ledger.leases() {
            for payment in byLease[lease.id] ?? [] where payment.source == "bank" {
                guard let memo = payment.notes, memo.contains("ZELLE FROM") else { continue }
                named += 1
                if !memo.contains(lease.tenants[0].name.uppercased()) { wrong += 1 }
            }
        }
        print("named deposits matched: \(named), to another tenant's lease: \(wrong)")
        var lines = 0
        let status = try Self.seconds { lines = try ledger.rentStatus(asOf: asOf).count }
        print(String(format: "rent status (%d leases): %.1f ms", lines, status * 1000))
        let generator = ReportGenerator(book: book, ledger: ledger)
        let out = root.appendingPathComponent("reports", isDirectory: true)
        for (kind, period) in [
            (ReportKind.rentRoll, ReportPeriod.month(asOf.year, 12)), (.property, .year(asOf.year)),
            (.scheduleE, .year(asOf.year)),
        ] {
            var bytes = 0
            let seconds = try Self.seconds {
                let urls = try generator.generate(kinds: [kind], period: period, out: out)
                bytes = try urls.reduce(0) { $0 + (try Data(contentsOf: $1)).count }
            }
            print(
                String(
                    format: "report %@ %@: %.1f ms, %.0f KB", kind.rawValue, "\(period)", seconds * 1000,
                    Double(bytes) / 1024))
        }
    }

    static func seconds(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now()
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// Writes the specs, the rules and one bank export; returns the number of bank rows.
    func writeInbox(_ inbox: URL, book: Book, firstYear: Int) throws -> Int {
        var csv = "Date,Description,Amount\n"
        var rows = 0
        var rules = "rules:\n"
        for p in 1...properties {
            let name = "Property \(p)"
            try "name: \(name)\naddress: \(p) Bench Street\ntype: residential\n".write(
                to: inbox.appendingPathComponent("p\(p).property.yaml"), atomically: true, encoding: .utf8)
            rules +=
                "  - name: repairs-\(p)\n    payee: HANDYMAN P\(p)X\n    category: repairs\n    property: \(name)\n"
            for unit in ["A", "B"] {
                let tenant = "Tenant \(Self.word(p * 2 + (unit == "A" ? 0 : 1)))"
                let rent = 100_000 + p * 1_000 + (unit == "A" ? 0 : 500)
                try """
                property: \(name)
                unit: \(unit)
                tenant: \(tenant)
                start: \(firstYear)-01-01
                end: \(firstYear + years - 1)-12-31
                rent: "\(Money.decimalString(Int64(rent), digits: 2))"
                deposit: "\(Money.decimalString(Int64(rent * 2), digits: 2))"
                late_fee: {rate_bps: 500, grace_days: 5}
                """.write(
                    to: inbox.appendingPathComponent("p\(p)\(unit).lease.yaml"), atomically: true, encoding: .utf8)
                for month in 0..<(years * 12) {
                    let year = firstYear + month / 12, m = month % 12 + 1
                    // Mostly on time; every 7th late, every 11th partial, every 13th without a name.
                    let day = month % 7 == 3 ? 12 : 2
                    let amount = month % 11 == 5 ? rent / 2 : rent
                    let memo = (month + p) % 13 == 0 ? "MOBILE DEPOSIT" : "ZELLE FROM \(tenant.uppercased())"
                    csv += String(
                        format: "%04d-%02d-%02d,%@,%@\n", year, m, day, memo,
                        Money.decimalString(Int64(amount), digits: 2))
                    rows += 1
                }
            }
            for month in stride(from: 0, to: years * 12, by: 3) {
                let year = firstYear + month / 12, m = month % 12 + 1
                csv += String(format: "%04d-%02d-15,HANDYMAN P%dX,-%d.00\n", year, m, p, 80 + month)
                rows += 1
            }
        }
        try csv.write(to: inbox.appendingPathComponent("bank.csv"), atomically: true, encoding: .utf8)
        try rules.write(to: book.root.appendingPathComponent("rules.yaml"), atomically: true, encoding: .utf8)
        return rows
    }

    /// Distinct surnames without digits (names with digits would never match a memo word-for-word).
    static func word(_ n: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return "Q" + String(letters[n % 26]) + String(letters[(n / 26) % 26]) + "son"
    }
}
