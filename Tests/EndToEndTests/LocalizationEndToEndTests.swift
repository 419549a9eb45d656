import Foundation
import Testing

/// The book's language through the built binary: the run summary on stdout and in its PDF,
/// `--language` on `report` and `invoice render`, and log lines that stay English.
@Suite(.serialized) struct LocalizationEndToEndTests {
    static let spec = """
        client: {name: Atelier Nord, language: fr}
        issue_date: 2026-03-01
        terms_days: 30
        currency: EUR
        tax_rate_bps: 825
        items:
          - {description: Audit, unit_price: "3892.15"}
        """

    func book(language: String) throws -> TempDirs {
        let dirs = try TempDirs()
        try FileManager.default.createDirectory(atPath: dirs.book, withIntermediateDirectories: true)
        try Data("language: \(language)\n".utf8).write(
            to: URL(fileURLWithPath: dirs.book).appendingPathComponent("settings.yaml"))
        try dirs.write("business.yaml", "name: Studio Lumen\n")
        try dirs.write("atelier.invoice.yaml", Self.spec)
        try dirs.writeExports()
        return dirs
    }

    @Test func summaryFollowsTheBookLanguageWhileJSONLogsStayEnglish() throws {
        let dirs = try book(language: "de")
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, "--log-format", "json", dirs.inbox.path])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("Lauf 1 beendet"), "\(run.stdout)")
        #expect(run.stdout.contains("Buchungen:"), "\(run.stdout)")
        #expect(!run.stdout.contains("transactions:"))
        #expect(run.stderr.contains("\"message\""), "JSON log lines")
        #expect(!run.stderr.contains("Buchungen"), "logs stay English")
        let summary = URL(fileURLWithPath: dirs.book).appendingPathComponent("output/run-summary.pdf")
        #expect(try ShoeboxBinary.pdfText(summary.path).contains("Shoebox-Laufbericht"))
        // The client's own language wins over the book's.
        let invoice = URL(fileURLWithPath: dirs.book).appendingPathComponent("output/invoices/INV-0001.pdf").path
        #expect(try ShoeboxBinary.pdfText(invoice).contains("FACTURE"))
    }

    @Test func languageFlagsOverrideAndRefuseUnknownCodes() throws {
        let dirs = try book(language: "en")
        _ = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        let out = dirs.root.appendingPathComponent("pnl.pdf").path
        let report = try ShoeboxBinary.run([
            "report", "--book", dirs.book, "--kind", "pnl", "--period", "2024-03", "--out", out, "--language",
            "zh-Hant",
        ])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(try ShoeboxBinary.pdfText(out).contains("損益表"))
        let bad = try ShoeboxBinary.run([
            "report", "--book", dirs.book, "--kind", "pnl", "--period", "2024", "--language", "xx",
        ])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--language \"xx\" is not a supported language"), "\(bad.stderr)")

        let render = try ShoeboxBinary.run(["invoice", "render", "INV-0001", "--book", dirs.book, "--language", "es"])
        #expect(render.status == 0, "\(render.stderr)")
        let path = render.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(path.hasSuffix("INV-0001.es.pdf"))
        let text = try ShoeboxBinary.pdfText(path).replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(text.contains("FACTURA") && text.contains("4213,25 €"), "\(text)")
        let badCode = try ShoeboxBinary.run(["invoice", "render", "INV-0001", "--book", dirs.book, "--language", "pt"])
        #expect(badCode.status == 64)
    }
}
