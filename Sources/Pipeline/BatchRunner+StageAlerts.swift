import ShoeboxCore
import Storage

/// Alerts the invoices and receipts stages add at the end of a pass: invoices unpaid past
/// their due date (plus `overdue_after_days`), receipts with no matching charge after
/// `unmatched_after_days` (default 14; cash receipts never alert).
extension BatchRunner {
    static let defaultUnmatchedReceiptDays = 14

    func appendStageAlerts(into report: inout RunReport) {
        do {
            if options.stages.contains(.invoices) { report.alerts += try overdueInvoiceAlerts() }
            if options.stages.contains(.receipts) { report.alerts += try unmatchedReceiptAlerts() }
            if options.stages.contains(.rentals) { report.alerts += try rentAlerts() }
            if options.stages.contains(.statements) { report.alerts += try shiftAlerts(runID: report.runID) }
        } catch {
            logger.error("could not list alerts: \(error)")
        }
    }

    func overdueInvoiceAlerts() throws -> [Alert] {
        let grace = options.stageOptions.invoices.overdueAfterDays ?? 0
        return try ledger.invoiceList(status: .overdue)
            .filter { $0.dueDate.adding(days: grace) < options.today }
            .map { invoice in
                var alert = Alert(
                    kind: .overdueInvoice,
                    message:
                        "\(invoice.number) to \(invoice.client): \(invoice.amountDue.formatted()) due since \(invoice.dueDate)",
                    code: invoice.number, amount: invoice.amountDue, date: invoice.dueDate)
                alert.subject = invoice.client
                return alert
            }
    }

    func unmatchedReceiptAlerts() throws -> [Alert] {
        let days = options.stageOptions.receipts.unmatchedAfterDays ?? Self.defaultUnmatchedReceiptDays
        return try ledger.unmatchedReceipts(datedOnOrBefore: options.today.adding(days: -days)).map { receipt in
            var alert = Alert(
                kind: .unmatchedReceipt,
                message:
                    "\(receipt.merchant) \(receipt.total.formatted()) of \(receipt.date): no card or bank charge after \(days) days",
                file: receipt.sourceFile, amount: receipt.total, date: receipt.date)
            alert.subject = receipt.merchant
            return alert
        }
    }
}
