import Book
import Foundation
import Logging
import Rendering
import Reports
import ShoeboxCore

/// The book's output language from `settings.yaml` (`language:`, `number_grouping:`), for what a
/// run writes besides the reports (the summary on stdout, `run-summary.pdf`).
enum BookLanguage {
    /// The settings' language; a `settings.yaml` that does not read is a warning naming its file,
    /// line and key, and the summary is written in English (it must be written).
    static func load(_ book: Book, logger: Logger) -> PDFLanguage {
        do {
            let settings = try ReportSettings.load(book.root.appendingPathComponent("settings.yaml"))
            return PDFLanguage(settings.language, myriadGrouping: settings.myriadGrouping)
        } catch {
            logger.warning("run summary in English: \(error)")
            return .english
        }
    }
}
