import Receipts
import ShoeboxCore

/// What `shoebox extract` prints for one receipt (without --json).
public enum ReceiptText {
    public static func describe(_ path: String, _ r: ExtractedReceipt) -> String {
        let digits = r.currency.value.minorUnitDigits
        func money(_ f: ExtractedField<Int64>?) -> String {
            f.map { Money.decimalString($0.value, digits: digits) } ?? "-"
        }
        return """
            \(path)
              merchant  \(r.merchant?.value ?? "-")
              date      \(r.date?.value.description ?? "-") \(r.time?.value ?? "")
              total     \(money(r.total)) \(r.currency.value.code)   subtotal \(money(r.subtotal))   tax \(money(r.tax))   tip \(money(r.tip))
              payment   \(r.paymentMethod?.value.rawValue ?? "-") \(r.cardBrand ?? "") \(r.cardLast4.map { "…" + $0.value } ?? "")
              items     \(r.items.count)\(r.needsReview ? "\n  needs review (low confidence)" : "")
            """
    }
}
