import Invoicing
import ShoeboxCore
import Storage

/// `shoebox invoice pay|unpay|convert` as use cases: each returns the line the command prints;
/// a refusal is an `invoice_refused` `Diagnostic` (exit 64).
extension Ledger {
    /// Records a payment of invoice `number`: the bank deposit `transaction`, else `amount`
    /// received by `method` on `date` (nil: `today`).
    public func pay(
        invoice number: String, transaction: Int64?, amount: String?, method: PaymentMethod, date: LocalDate?,
        today: LocalDate
    ) throws -> String {
        let status =
            if let transaction {
                try payInvoice(number: number, withTransaction: transaction, today: today)
            } else {
                try recordPayment(number: number, amount: amount ?? "", method: method, date: date, today: today)
            }
        return "\(number): \(status.rawValue)"
    }

    /// Removes payment `id`.
    public func unpay(payment id: Int64, today: LocalDate) throws -> String {
        "payment \(id) removed; invoice is now \(try removePayment(id: id, today: today).rawValue)"
    }

    /// Turns `estimate` into a new invoice.
    public func convert(estimate: String, today: LocalDate) throws -> String {
        let result = try convertEstimate(number: estimate, today: today)
        return "\(estimate) converted to \(result.number) (\(result.status.rawValue))"
    }
}
