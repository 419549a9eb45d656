import Book
import Foundation
import Logging
import Reports
import ShoeboxCore
import Storage

/// The reports the end of a run leaves in `output/`. A report that cannot be written (no tax
/// table for the year, invalid settings.yaml) is logged as a warning; it never fails the run.
public enum EndOfRunReports {
    /// Writes `kinds` (default: `ReportGenerator.endOfRunDefaults(today:)`); returns the paths written.
    @discardableResult
    public static func write(book: Book, ledger: Ledger, today: LocalDate, logger: Logger,
                             reports: [(kind: ReportKind, period: ReportPeriod)]? = nil) -> [URL] {
        let generator = ReportGenerator(book: book, ledger: ledger)
        var written: [URL] = []
        for (kind, period) in reports ?? ReportGenerator.endOfRunDefaults(today: today) {
            do { written += try generator.generate(kinds: [kind], period: period) } catch {
                logger.warning("report \(kind.rawValue) \(period) not written: \(error)")
            }
        }
        return written
    }
}
