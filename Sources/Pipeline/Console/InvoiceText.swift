import Invoicing
import ShoeboxCore
import Storage

/// The terminal view of one invoice or estimate (`shoebox invoice show`).
public enum InvoiceText {
    /// `shoebox invoice list`: one line per document, then (for every status) what clients owe and
    /// the deposits awaiting review.
    public static func list(_ ledger: Ledger, status: DocumentStatus?) throws -> String {
        let rows = try ledger.invoiceList(status: status)
        var lines: [String] = []
        if rows.isEmpty {
            lines.append(status.map { "No documents with status \($0.rawValue)." } ?? "No invoices or estimates.")
        }
        for row in rows {
            lines.append(
                [
                    row.number.padding(toLength: 12, withPad: " ", startingAt: 0),
                    row.status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0),
                    row.issueDate.description, (row.type == .invoice ? "due   " : "until ") + row.dueDate.description,
                    String(row.client.prefix(28)).padding(toLength: 28, withPad: " ", startingAt: 0),
                    "total " + CurrencyFormat.format(row.total),
                    row.type == .invoice ? "due " + CurrencyFormat.format(row.amountDue) : "",
                ].joined(separator: "  "))
        }
        if status == nil {
            let owed = try ledger.clientOutstanding()
            if !owed.isEmpty {
                lines.append(
                    "\nOutstanding: "
                        + owed.map { "\($0.client) \(CurrencyFormat.format($0.amount))" }.joined(separator: "; "))
            }
        }
        let reviews = try ledger.paymentMatchesAwaitingReview()
        if !reviews.isEmpty {
            lines.append("\nDeposits awaiting review (pay with `shoebox invoice pay NUMBER --transaction ID`):")
            for item in reviews {
                lines.append(
                    "  transaction \(item.transactionID)  \(item.date)  \(CurrencyFormat.format(item.amount))  "
                        + "\(item.description)  → \(item.candidateNumbers.joined(separator: " or "))")
            }
        }
        return lines.joined(separator: "\n")
    }

    public static func describe(_ stored: StoredInvoice, pdf: String) -> String {
        let d = stored.document
        let money = { (units: Int64) in CurrencyFormat.format(units, d.currency) }
        var lines = [
            "\(d.type.title) \(d.number)  [\(d.status.rawValue)]", "Client:     \(d.client.name)",
            "Issued:     \(d.issueDate)",
            "\(d.type == .invoice ? "Due:" : "Valid until:")\(d.type == .invoice ? "        " : " ")\(d.dueDate)",
        ]
        if let from = d.convertedFrom { lines.append("From:       \(from)") }
        lines.append("")
        for item in d.items {
            lines.append(
                "  \(item.description)  \(item.quantity.trimmed) × \(money(item.unitPrice)) = \(money(item.amount))")
        }
        lines.append("")
        lines.append("Subtotal:   \(money(d.totals.subtotal))")
        if d.totals.discount > 0 { lines.append("Discount:   -\(money(d.totals.discount))") }
        lines.append(
            "Tax:        \(money(d.totals.tax)) (\(CurrencyFormat.percent(basisPoints: d.taxRateBasisPoints)))")
        lines.append("Total:      \(money(d.totals.total))")
        if d.type == .invoice {
            lines.append("Paid:       \(money(d.amountPaid))")
            lines.append("Amount due: \(money(d.amountDue))")
            for row in stored.paymentRows {
                let link = row.transactionID.map { ", bank transaction \($0)" } ?? ""
                lines.append(
                    "  payment \(row.id): \(row.payment.date) \(money(row.payment.amount)) \(row.payment.method.rawValue) (\(row.source)\(link))"
                )
            }
        }
        if let notes = d.notes { lines.append("Notes:      \(notes)") }
        lines.append("Spec:       \(stored.specName); \(stored.revisionCount) revision(s)")
        lines.append("PDF:        \(pdf)")
        return lines.joined(separator: "\n")
    }
}
