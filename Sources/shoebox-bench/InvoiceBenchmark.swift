import ArgumentParser
import Foundation
import Invoicing
import Rendering
import ShoeboxCore
import Storage

/// Renders many invoices of 10 items each and times estimate → invoice conversion in a book.
struct InvoiceBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "invoices", abstract: "Invoice PDF rendering and conversion speed.")

    @Option(help: "Invoices to render.") var count = 1_000
    @Option(help: "Items per invoice.") var items = 10
    @Option(help: "Estimates to convert.") var conversions = 200
    @Option(help: "Keep the PDFs in this directory (default: a temporary one, removed).") var output: String?

    func run() throws {
        let dir = URL(fileURLWithPath: output ?? NSTemporaryDirectory()).appendingPathComponent(
            output == nil ? "shoebox-invoice-bench-\(getpid())" : "")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { if output == nil { try? FileManager.default.removeItem(at: dir) } }
        var business = BusinessProfile(name: "Juniper Lane Design")
        business.addressLines = ["1428 Alcatraz Ave, Studio 3"]
        business.city = "Berkeley"; business.state = "CA"; business.postalCode = "94702"
        business.email = "hello@juniperlane.example"
        let documents = try (1...count).map { try Self.document($0, items: items) }

        _ = InvoicePDF.render(documents[0], business: business, logoPath: nil)  // fonts loaded once, as in a run
        var bytes = 0
        let cpuStart = Self.cpuSeconds()
        let start = DispatchTime.now()
        for document in documents {
            let data = InvoicePDF.render(document, business: business, logoPath: nil)
            try data.write(to: dir.appendingPathComponent("\(document.number).pdf"))
            bytes += data.count
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let cpu = Self.cpuSeconds() - cpuStart
        print(
            String(
                format:
                    "rendered %d invoices of %d items: %.2f s, %.2f ms per invoice (goal <= 20 ms), %.1f KB average",
                count, items, seconds, seconds * 1000 / Double(count), Double(bytes) / Double(count) / 1024))
        print(
            String(
                format:
                    "  CPU time of this process: %.2f ms per invoice (wall time above includes waiting for a busy machine)",
                cpu * 1000 / Double(count)))
        try conversionTiming(dir: dir)
    }

    /// Stores `conversions` estimates in a new book, then converts each to an invoice.
    func conversionTiming(dir: URL) throws {
        let path = dir.appendingPathComponent("bench.sqlite").path
        let ledger = try Ledger(path: path)
        let today = LocalDate(iso: "2026-06-01")!
        var yaml =
            "client: Globex Corporation\nissue_date: 2026-05-01\nvalid_until: 2026-06-30\ntax_rate_bps: 825\nitems:\n"
        for i in 1...items {
            yaml += "  - {description: \"Task \(i)\", quantity: \(i).25, unit_price: \"\(100 + i).50\"}\n"
        }
        for i in 1...conversions {
            let spec = try SpecParser.parse(
                yaml: yaml, file: "e\(i).estimate.yaml", type: .estimate, defaultCurrency: .usd)
            _ = try ledger.importInvoiceSpec(spec, document: nil, runID: nil, today: today)
        }
        let start = DispatchTime.now()
        for i in 1...conversions {
            _ = try ledger.convertEstimate(
                number: DocumentNumbering.format(prefix: "EST", counter: Int64(i)), today: today)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        print(
            String(
                format:
                    "converted %d estimates of %d items to invoices: %.3f ms per conversion (one SQLite transaction each)",
                conversions, items, seconds * 1000 / Double(conversions)))
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    static func cpuSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// A deterministic invoice with varied descriptions, quantities and prices.
    static func document(_ n: Int, items: Int) throws -> InvoiceDocument {
        let lines = (0..<items).map { i -> (quantity: ExactDecimal, unitPrice: Int64) in
            (
                ExactDecimal(significand: Int64(1 + (n * 7 + i * 13) % 40) * 25, scale: 2),
                Int64(1_500 + (n * 31 + i * 17) % 20_000)
            )
        }
        let discount: Discount? = n % 3 == 0 ? .percentage(basisPoints: 500) : nil
        let totals = try InvoiceMath.totals(lines: lines, discount: discount, taxRateBasisPoints: 825)
        let lineItems = lines.indices.map { i in
            LineItem(
                description: "Consulting block \(i + 1) — design review and implementation notes for sprint \(n % 52)",
                quantity: lines[i].quantity, unitPrice: lines[i].unitPrice, amount: totals.lineAmounts[i])
        }
        let issue = LocalDate(iso: "2026-01-01")!.adding(days: n % 300)
        return InvoiceDocument(
            type: .invoice, number: DocumentNumbering.format(prefix: "INV", counter: Int64(n)), status: .sent,
            client: ClientDetails(
                name: "Client \(n % 97)", email: "ap\(n % 97)@example.com",
                address: ["\(n) Market St", "San Francisco, CA 94105"]),
            issueDate: issue, dueDate: issue.adding(days: 30), currency: .usd, items: lineItems,
            taxRateBasisPoints: 825, discount: discount, totals: totals, notes: "Thank you for your business.")
    }
}
