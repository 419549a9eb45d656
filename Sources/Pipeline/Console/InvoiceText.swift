import Invoicing
import Storage

/// The terminal view of one invoice or estimate (`shoebox invoice show`).
public enum InvoiceText {
    public static func describe(_ stored: StoredInvoice, pdf: String) -> String {
        let d = stored.document
        let money = { (units: Int64) in CurrencyFormat.format(units, d.currency) }
        var lines = ["\(d.type.title) \(d.number)  [\(d.status.rawValue)]", "Client:     \(d.client.name)",
                     "Issued:     \(d.issueDate)", "\(d.type == .invoice ? "Due:" : "Valid until:")\(d.type == .invoice ? "        " : " ")\(d.dueDate)"]
        if let from = d.convertedFrom { lines.append("From:       \(from)") }
        lines.append("")
        for item in d.items {
            lines.append("  \(item.description)  \(item.quantity.trimmed) × \(money(item.unitPrice)) = \(money(item.amount))")
        }
        lines.append("")
        lines.append("Subtotal:   \(money(d.totals.subtotal))")
        if d.totals.discount > 0 { lines.append("Discount:   -\(money(d.totals.discount))") }
        lines.append("Tax:        \(money(d.totals.tax)) (\(CurrencyFormat.percent(basisPoints: d.taxRateBasisPoints)))")
        lines.append("Total:      \(money(d.totals.total))")
        if d.type == .invoice {
            lines.append("Paid:       \(money(d.amountPaid))")
            lines.append("Amount due: \(money(d.amountDue))")
            for row in stored.paymentRows {
                let link = row.transactionID.map { ", bank transaction \($0)" } ?? ""
                lines.append("  payment \(row.id): \(row.payment.date) \(money(row.payment.amount)) \(row.payment.method.rawValue) (\(row.source)\(link))")
            }
        }
        if let notes = d.notes { lines.append("Notes:      \(notes)") }
        lines.append("Spec:       \(stored.specName); \(stored.revisionCount) revision(s)")
        lines.append("PDF:        \(pdf)")
        return lines.joined(separator: "\n")
    }
}
