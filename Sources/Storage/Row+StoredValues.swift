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
}
