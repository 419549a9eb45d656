import GRDB
import ShoeboxCore

extension Row {
    /// A `YYYY-MM-DD` date the ledger wrote (every stored date is valid, so this cannot fail).
    func storedDate(_ column: Column) -> LocalDate {
        LocalDate(iso: self[column] as String)!
    }

    /// Minor units and their ISO 4217 code, stored side by side, as `Money`.
    func storedMoney(_ minorUnits: Column, currency: Column) -> Money {
        Money(minorUnits: self[minorUnits], currency: CurrencyCode(self[currency] as String) ?? .usd)
    }

    /// A `transactions` row's `amount_cents` in its `currency`, as `Money`.
    var storedAmount: Money { storedMoney(TransactionColumns.amount, currency: TransactionColumns.currency) }
}

/// Columns of the `transactions` table most queries select (under their own names).
enum TransactionColumns {
    static let id = Column("id")
    static let accountID = Column("account_id")
    static let date = Column("date")
    static let amount = Column("amount_cents")
    static let currency = Column("currency")
    static let description = Column("description")
    static let payee = Column("payee")
    static let pending = Column("pending")
    static let category = Column("category")
    static let kind = Column("kind")
}
