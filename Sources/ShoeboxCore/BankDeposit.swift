/// A bank deposit a matcher may pair with what is owed (an invoice, rent), as plain values.
public struct BankDeposit: Hashable, Sendable {
    /// The transaction's id in the book.
    public var id: Int64
    public var date: LocalDate
    public var amount: Money
    /// Description and memo as the bank wrote them: where a number or a name is looked for.
    public var description: String

    public init(id: Int64, date: LocalDate, amount: Money, description: String) {
        self.id = id
        self.date = date
        self.amount = amount
        self.description = description
    }
}
