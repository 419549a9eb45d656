import Foundation
import PipelineDefinition
import ShoeboxCore
import Testing

@Suite struct PipelineDefinitionTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func parse(_ yaml: String) throws -> PipelineDefinition {
        try PipelineDefinition.parse(yaml: yaml, file: "test.yaml", baseDirectory: "/base")
    }

    func error(_ yaml: String) -> PipelineDefinitionError? {
        do { _ = try parse(yaml); return nil } catch let error as PipelineDefinitionError { return error } catch {
            return nil
        }
    }

    @Test func fullDefinitionIsRead() throws {
        let definition = try parse(
            """
            book: books/2026
            inputs: [inbox, "/abs/*.csv"]
            stages: [ingest, statements, reports]
            options:
              receipts: {ocr_languages: [eng, chi_sim], jobs: 3, date_order: day-first, review_threshold: 80%, unmatched_after_days: 14}
              statements: {currency: EUR, date_order: month-first, profiles: [profiles]}
              invoices: {currency: GBP, overdue_after_days: 5}
              categorize: {review_threshold: 0.6}
              reports: {tax_year: 2026}
            reports: [schedule-c, run-summary]
            processed_files: archive
            on_alert: cat > /tmp/alerts.json
            watch: {settle_delay: 200ms, rescan_interval: 5m, batch_window: 1.5}
            """)
        #expect(definition.book == "/base/books/2026")
        #expect(definition.inputs == ["/base/inbox", "/abs/*.csv"])
        #expect(definition.stages == [.ingest, .statements, .reports])
        #expect(definition.options.receipts.ocrLanguages == ["eng", "chi_sim"])
        #expect(definition.options.receipts.jobs == 3)
        #expect(definition.options.receipts.dateOrder == .dayFirst)
        #expect(definition.options.receipts.reviewThreshold == 0.8)
        #expect(definition.options.receipts.unmatchedAfterDays == 14)
        #expect(definition.options.statements.currency == CurrencyCode("EUR"))
        #expect(definition.options.statements.dateOrder == .monthFirst)
        #expect(definition.options.statements.profiles == ["/base/profiles"])
        #expect(definition.options.invoices.currency == CurrencyCode("GBP"))
        #expect(definition.options.invoices.overdueAfterDays == 5)
        #expect(definition.options.categorize.reviewThreshold == 0.6)
        #expect(definition.options.reports.taxYear == 2026)
        #expect(definition.reports == [.scheduleC, .runSummary])
        #expect(definition.processedFiles == .archive)
        #expect(definition.onAlert == "cat > /tmp/alerts.json")
        #expect(definition.watch.settleDelay == 0.2)
        #expect(definition.watch.rescanInterval == 300)
        #expect(definition.watch.batchWindow == 1.5)
    }

    @Test func emptyFileIsTheDefault() throws {
        var definition = try parse("")
        definition.source = PipelineDefinition().source
        #expect(definition == PipelineDefinition())
    }

    @Test func shippedDefaultMatchesTheBuiltInDefault() throws {
        var definition = try PipelineDefinition.load(
            path: Self.packageRoot.appendingPathComponent("pipelines/default.yaml").path)
        definition.source = PipelineDefinition().source
        #expect(definition == PipelineDefinition())
    }

    @Test(arguments: ["default.yaml", "inbox.yaml", "nightly.yaml"])
    func shippedDefinitionsAreValid(name: String) throws {
        let definition = try PipelineDefinition.load(
            path: Self.packageRoot.appendingPathComponent("pipelines/\(name)").path)
        #expect(definition.stages.contains(.ingest))
    }

    @Test(arguments: [
        ("stages: [ingest]\nstagez: [statements]\n", 2, "stagez", "unknown key"),
        (
            "options:\n  receipts:\n    jobs: many\n", 3, "options.receipts.jobs",
            "\"many\" is not a whole number from 1 to 64"
        ),
        ("options:\n  receipts:\n    jobs: 0\n", 3, "options.receipts.jobs", "from 1 to 64"),
        ("options:\n  statements:\n    currency: XX\n", 3, "options.statements.currency", "ISO 4217"),
        ("options:\n  statements:\n    colour: red\n", 3, "options.statements.colour", "unknown key"),
        ("options:\n  teleport: {}\n", 2, "options.teleport", "unknown key"),
        ("reports: [pnl, weather]\n", 1, "reports", "\"weather\" is not one of"),
        ("reports: [pnl, pnl]\n", 1, "reports", "listed twice"),
        ("processed_files: shred\n", 1, "processed_files", "\"shred\" is not one of: leave, archive"),
        ("watch:\n  settle_delay: soon\n", 2, "watch.settle_delay", "not a duration"),
        ("watch:\n  rescan_interval: 0\n", 2, "watch.rescan_interval", "not a duration"),
        ("stages: [statements]\n", 1, "stages", "need `ingest`"),
        (
            "options:\n  receipts:\n    ocr_languages: [English]\n", 3, "options.receipts.ocr_languages",
            "not a Tesseract language code"
        ),
        (
            "options:\n  categorize:\n    review_threshold: 1.5\n", 3, "options.categorize.review_threshold",
            "confidence from 0 to 1"
        ),
        ("inputs: {a: b}\n", 1, "inputs", "expected a list"),
        ("- just\n- a list\n", 1, "(top level)", "expected a mapping"),
    ])
    func invalidDefinitionNamesLineAndKey(yaml: String, line: Int, key: String, message: String) throws {
        let error = try #require(self.error(yaml))
        #expect(error.file == "test.yaml")
        #expect(error.line == line)
        #expect(error.key == key)
        #expect(error.message.contains(message), "\(error)")
        #expect(error.definitionText.hasPrefix("test.yaml:\(line): \(key): "))
    }

    @Test func brokenYAMLNamesTheLine() throws {
        let error = try #require(self.error("stages: [ingest\nreports: [pnl]\n"))
        #expect((error.line ?? 0) >= 1)
        #expect(error.message.contains("not valid YAML"))
    }

    @Test func missingFileIsAnError() {
        #expect(throws: PipelineDefinitionError.self) {
            try PipelineDefinition.load(path: "/nonexistent/pipeline.yaml")
        }
    }

    @Test func globInputsExpand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["b.csv", "a.csv", "c.ofx"] { try Data().write(to: folder.appendingPathComponent(name)) }
        let definition = try PipelineDefinition.parse(
            yaml: "inputs: ['*.csv', plain]\n", file: "t.yaml", baseDirectory: folder.path)
        #expect(
            definition.expandedInputs == [
                folder.appendingPathComponent("a.csv").path, folder.appendingPathComponent("b.csv").path,
                folder.appendingPathComponent("plain").path,
            ])
    }
}
