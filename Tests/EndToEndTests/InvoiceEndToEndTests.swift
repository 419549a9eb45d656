import Foundation
import Testing

/// `shoebox run` on invoice specs and a bank export, then `shoebox invoice ...`, with the built binary.
@Suite(.serialized) struct InvoiceEndToEndTests {
    static let spec = """
        client: Acme Studio
        issue_date: 2024-03-01
        terms_days: 30
        tax_rate_bps: 825
        items:
          - description: Design
            quantity: 3
            unit_price: "333.33"
        """
    // 3 × 333.33 = 999.99; tax 8.25 % = 82.499175 → 82.50; total 1,082.49

    @Test func specToPaidInvoiceWithPDF() throws {
        let dirs = try TempDirs()
        try dirs.write("business.yaml", "name: Juniper Lane Design\nemail: hi@example.com\n")
        try dirs.write("acme.invoice.yaml", Self.spec)
        try dirs.write(
            "broken.invoice.yaml", "client: Acme\nitems:\n  - description: x\n    quantity: 0\n    unit_price: \"5\"\n")
        try dirs.write(
            "checking.csv",
            "Date,Description,Amount\n2024-03-20,ACH CREDIT ACME STUDIO,1082.49\n2024-03-21,COFFEE,-4.50\n")
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(run.status == 3, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("broken.invoice.yaml:4: key `items[1].quantity`"))

        let list = try ShoeboxBinary.run(["invoice", "list", "--book", dirs.book])
        #expect(list.status == 0)
        #expect(list.stdout.contains("INV-0001") && list.stdout.contains("paid") && list.stdout.contains("$1,082.49"))
        #expect(list.stdout.lines.filter { $0.hasPrefix("INV-") }.count == 1)  // the broken spec stored nothing

        let show = try ShoeboxBinary.run(["invoice", "show", "INV-0001", "--book", dirs.book])
        #expect(show.stdout.contains("Amount due: $0.00"))
        #expect(show.stdout.contains("bank transaction"))

        let export = try ShoeboxBinary.run(["export", "--book", dirs.book])
        let deposit = export.stdout.lines.first { $0.contains("ACME STUDIO") } ?? ""
        #expect(deposit.contains(",income,1,"))

        let pdf = URL(fileURLWithPath: dirs.book).appendingPathComponent("output/invoices/INV-0001.pdf")
        let bytes = try Data(contentsOf: pdf)
        #expect(bytes.starts(with: Data("%PDF".utf8)))
        let modified = try FileManager.default.attributesOfItem(atPath: pdf.path)[.modificationDate] as? Date

        // Nothing changed: the PDF is not rewritten.
        _ = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(try FileManager.default.attributesOfItem(atPath: pdf.path)[.modificationDate] as? Date == modified)
        #expect(try Data(contentsOf: pdf) == bytes)
    }

    @Test func editedSpecUpdatesAndCopiesDoNotDuplicate() throws {
        let dirs = try TempDirs()
        try dirs.write("acme.invoice.yaml", Self.spec)
        _ = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        // The same spec under another path: skipped by content.
        let other = dirs.root.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: other.appendingPathComponent("acme.invoice.yaml"))
        _ = try ShoeboxBinary.run(["run", "--book", dirs.book, other.path])
        // An edit of the same spec: updates INV-0001.
        try dirs.write("acme.invoice.yaml", Self.spec.replacingOccurrences(of: "quantity: 3", with: "quantity: 4"))
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let list = try ShoeboxBinary.run(["invoice", "list", "--book", dirs.book])
        #expect(list.stdout.lines.filter { $0.hasPrefix("INV-") }.count == 1)
        let show = try ShoeboxBinary.run(["invoice", "show", "INV-0001", "--book", dirs.book])
        #expect(show.stdout.contains("Total:      $1,443.32"))  // 1,333.32 + 110.00 (109.9989)
        #expect(show.stdout.contains("1 revision(s)"))

        let pay = try ShoeboxBinary.run(["invoice", "pay", "INV-0001", "--amount", "2000.00", "--book", dirs.book])
        #expect(pay.status != 0)
        #expect(pay.stderr.contains("exceeds the amount due"))
        let partial = try ShoeboxBinary.run([
            "invoice", "pay", "INV-0001", "--amount", "443.32", "--date", "2024-03-05",
            "--method", "check", "--book", dirs.book,
        ])
        #expect(partial.stdout.contains("INV-0001: "))
        let overdue = try ShoeboxBinary.run(["invoice", "list", "--status", "overdue", "--book", dirs.book])
        #expect(overdue.stdout.contains("INV-0001"))  // due 2024-03-31, long past
    }

    @Test func businessProfileInTheBookSetsPrefixAndCurrency() throws {
        let dirs = try TempDirs()
        try FileManager.default.createDirectory(atPath: dirs.book, withIntermediateDirectories: true)
        try Data("name: Juniper Lane\ninvoice_prefix: JL\ndefault_currency: EUR\n".utf8)
            .write(to: URL(fileURLWithPath: dirs.book).appendingPathComponent("business.yaml"))
        try dirs.write("acme.invoice.yaml", InvoiceEndToEndTests.spec)
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let list = try ShoeboxBinary.run(["invoice", "list", "--book", dirs.book])
        #expect(list.stdout.contains("JL-0001"))
        #expect(list.stdout.contains("€1,082.49"))
        #expect(FileManager.default.fileExists(atPath: dirs.book + "/output/invoices/JL-0001.pdf"))
    }

    @Test func convertAnEstimateFromTheCommandLine() throws {
        let dirs = try TempDirs()
        try dirs.write(
            "site.estimate.yaml",
            """
            client: Globex
            issue_date: 2099-01-10
            valid_until: 2099-02-10
            items:
              - {description: Pages, quantity: 8, unit_price: "310.00"}
            """)
        _ = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        let convert = try ShoeboxBinary.run(["invoice", "convert", "EST-0001", "--book", dirs.book])
        #expect(convert.status == 0, "\(convert.stderr)")
        #expect(convert.stdout.contains("EST-0001 converted to INV-0001"))
        let again = try ShoeboxBinary.run(["invoice", "convert", "EST-0001", "--book", dirs.book])
        #expect(again.status != 0)
        #expect(again.stderr.contains("already converted to INV-0001"))
        let show = try ShoeboxBinary.run(["invoice", "show", "INV-0001", "--book", dirs.book])
        #expect(show.stdout.contains("From:       EST-0001"))
        #expect(show.stdout.contains("Pages  8 × $310.00 = $2,480.00"))
        #expect(FileManager.default.fileExists(atPath: dirs.book + "/output/invoices/INV-0001.pdf"))
    }

    @Test(.enabled(if: SamplesFolder.hasFiles)) func samplesInvoiceIsPaidByTheSampleDeposit() throws {
        let dirs = try TempDirs()
        _ = try ShoeboxBinary.run(["run", "--book", dirs.book, SamplesFolder.url.path])
        let list = try ShoeboxBinary.run(["invoice", "list", "--book", dirs.book]).stdout.lines
        #expect(list.first { $0.hasPrefix("INV-0001") }?.contains(" paid ") == true, "\(list)")
        #expect(list.first { $0.hasPrefix("EST-0001") }?.contains(" converted ") == true)
        let show = try ShoeboxBinary.run(["invoice", "show", "INV-0002", "--book", dirs.book])
        #expect(show.stdout.contains("From:       EST-0001"))
        #expect(show.stdout.contains("Total:      $4,213.25"))
        let export = try ShoeboxBinary.run(["export", "--book", dirs.book]).stdout.lines
        #expect(export.filter { $0.contains("ST-Z1M8C5 ACME STUDIO") && $0.contains(",income,1,") }.count == 1)
    }
}
