import Book
import Foundation
import Invoicing
import ShoeboxCore
import Storage

extension BatchRunner {
    /// Reads `<book>/business.yaml`, when present, before the inbox: the profile may live in the
    /// book instead of being dropped in. A broken file is reported and the stored profile kept.
    func loadBookBusinessProfile() {
        let url = book.root.appendingPathComponent("business.yaml")
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        do {
            let profile = try BusinessSpecParser.parse(yaml: String(decoding: data, as: UTF8.self), file: url.path)
            var stored = try ledger.businessProfile()
            stored?.nextInvoiceNumber = profile.nextInvoiceNumber
            stored?.nextEstimateNumber = profile.nextEstimateNumber
            if stored != profile { try ledger.saveBusinessProfile(profile, document: nil, runID: nil) }
        } catch {
            logger.error("business profile not updated: \(error)", metadata: ["document.path": "\(url.path)"])
        }
    }

    /// After the files of a run: overdue invoices and expired estimates marked for
    /// `options.today`, bank deposits matched to open invoices (clear matches paid, ambiguous
    /// ones left for review), and the PDFs of changed documents rendered.
    func invoiceUpkeep() {
        do {
            let changed = try ledger.refreshInvoiceStatuses(today: options.today)
            let matches = try ledger.matchDepositsToInvoices(today: options.today)
            for (number, transaction) in matches.paid {
                logger.info("bank deposit \(transaction) pays \(number)")
            }
            if matches.awaitingReview > 0 {
                logger.notice(
                    "\(matches.awaitingReview) deposit(s) could pay more than one invoice: see `shoebox invoice list`")
            }
            let logger = self.logger
            let rendered = try InvoiceRenderer.forBook(book, ledger: ledger) { logger.warning("\($0)") }.renderChanged()
            if changed + rendered.count > 0 {
                logger.info(
                    "invoices: \(changed) status change(s), \(rendered.count) PDF(s) written to output/invoices/")
            }
        } catch {
            logger.error("invoice upkeep failed: \(error)")
        }
    }
}
