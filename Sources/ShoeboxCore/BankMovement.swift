/// A bank or card row a matcher may pair with a document (an invoice, rent, a receipt), as plain
/// values: deposits positive, charges negative.
public struct BankMovement: Hashable, Sendable {
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
