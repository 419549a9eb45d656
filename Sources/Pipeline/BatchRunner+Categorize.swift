import Categorize
import Foundation
import ShoeboxCore
import Storage

extension BatchRunner {
    /// After the import loop: categorize what is new (everything weaker than a user
    /// decision when rules or corrections changed), then write `output/review.csv` with every
    /// stage's uncertain rows. A malformed rules file is reported like a quarantined file and
    /// leaves every stored category as it was.
    func categorizeAndWriteReview(into report: inout RunReport) {
        let service = CategorizationService(book: book, ledger: ledger)
        do {
            let outcome = try service.categorize()
            let review = try reviewItems(service, rowsAfterPass: outcome.rowsAfterPass)
            report.awaitingReview = review.count
            report.categorized = outcome.decided
            let url = try ReviewSheetWriter.write(
                review, bookID: try ledger.bookIdentity(),
                to: book.outputDirectory.appendingPathComponent("review.csv"))
            let changed = outcome.changed > 0 ? ", \(outcome.changed) changed" : ""
            let seconds = String(
                format: "%.2f s (read %.2f, decide %.2f, store %.2f)", outcome.seconds, outcome.phases.read,
                outcome.phases.decide, outcome.phases.write)
            logger.info(
                "categorized \(outcome.decided) transaction(s)\(changed) in \(seconds); \(review.count) to review in \(url.path)"
            )
        } catch let error as Diagnostic where error.code == .badConfig {
            let path = error.location.file ?? service.rulesURL.path
            report.quarantined.append(.init(path: path, reason: "[bad_rules] \(error.located)"))
            logger.error("rules not applied: \(error.located)")
        } catch {
            report.quarantined.append(.init(path: service.rulesURL.path, reason: "[categorize_failed] \(error)"))
            logger.error("categorization failed: \(error)")
        }
    }

    /// Rows for `review.csv`, stage by stage. Another stage adds its `ReviewItem`s (with its
    /// own `kind`) here and handles them in `applyReviewSheet`.
    /// `rowsAfterPass`: the book's canonical rows as the categorizing pass just left them, when it has them.
    func reviewItems(_ service: CategorizationService, rowsAfterPass: [CategorizationCandidate]? = nil) throws
        -> [ReviewItem]
    {
        try service.reviewItems(rowsAfterPass: rowsAfterPass) + paymentReviewItems() + rentReviewItems()
            + duplicateReviewItems()
            + receiptReviewItems()
            + accountReviewItems()
    }
}
