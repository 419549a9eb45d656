import Book
import Foundation
import Logging
import PipelineDefinition
import Reports
import ShoeboxCore
import Storage

/// Renders the reports a pipeline asks for, once per pass, each for the period around `today`:
/// Schedule C, budget and receipts for the current year, P&L for the current month, the tax
/// estimate for the current quarter. A report that cannot be written is logged, never fatal.
/// When the pass changed nothing, a report already written for the same period (and newer
/// than `settings.yaml`) is kept as it is, so an idle nightly run stays cheap.
public enum PipelineReports {
    public static func render(
        _ kinds: [PipelineReport], report: RunReport, ledger: Ledger, book: Book, today: LocalDate,
        logger: Logger
    ) {
        var generator = ReportGenerator(book: book, ledger: ledger) {
            logger.warning("\($0)", metadata: ["stage.name": "reports"])
        }
        generator.today = today
        for kind in kinds {
            do {
                if kind == .runSummary {
                    let url = try RunSummaryReport.write(
                        report, ledger: ledger, book: book, language: BookLanguage.load(book, logger: logger))
                    logger.debug("wrote \(url.path)", metadata: ["stage.name": "reports"])
                    continue
                }
                guard let (reportKind, period) = scheduled(kind, today: today) else { continue }
                // The rental reports are for landlords: a book without properties gets none.
                if [.rentRoll, .property, .scheduleE].contains(kind), try ledger.properties().isEmpty { continue }
                let existing = book.outputDirectory.appendingPathComponent(reportKind.fileName(for: period))
                if report.changedNothing, isNewer(existing, than: generator.settingsURL) {
                    logger.debug("unchanged: \(existing.lastPathComponent)", metadata: ["stage.name": "reports"])
                    continue
                }
                for url in try generator.generate(kinds: [reportKind], period: period) {
                    logger.debug("wrote \(url.path)", metadata: ["stage.name": "reports"])
                }
            } catch {
                logger.warning(
                    "could not write the \(kind.rawValue) report: \(error)", metadata: ["stage.name": "reports"])
            }
        }
    }

    /// True when `file` exists and `other` is missing or older.
    static func isNewer(_ file: URL, than other: URL) -> Bool {
        let manager = FileManager.default
        guard let written = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date else {
            return false
        }
        guard let changed = (try? manager.attributesOfItem(atPath: other.path))?[.modificationDate] as? Date else {
            return true
        }
        return written > changed
    }

    /// The report kind and period a pipeline report stands for on `today`.
    public static func scheduled(_ kind: PipelineReport, today: LocalDate) -> (ReportKind, ReportPeriod)? {
        switch kind {
        case .runSummary: return nil
        case .scheduleC: return (.scheduleC, .containing(today, .year))
        case .pnl: return (.pnl, .containing(today, .month))
        case .tax: return (.tax, .containing(today, .quarter))
        case .budget: return (.budget, .containing(today, .year))
        case .receipts: return (.receipts, .containing(today, .year))
        case .rentRoll: return (.rentRoll, .containing(today, .month))
        case .property: return (.property, .containing(today, .year))
        case .scheduleE: return (.scheduleE, .containing(today, .year))
        }
    }
}
