import GRDB
import ShoeboxCore

/// A canonical transaction row as the matching use cases see it: a deposit an invoice or a
/// lease payment may claim, a card charge a receipt may be linked to, one leg of a transfer.
public struct MovementRecord: Sendable, Hashable, FetchableRecord {
    public var id: Int64
    public var accountID: Int64
    public var date: LocalDate
    /// Signed from the account holder's view: a deposit is positive, a charge negative.
    public var amount: Money
    public var description: String

    /// The columns `init(row:)` reads, for a query on `transactions t`.
    static let selection = "t.id, t.account_id, t.date, t.amount_cents, t.currency, t.description"

    public init(row: Row) {
        id = row[TransactionColumns.id]
        accountID = row[TransactionColumns.accountID]
        date = row.storedDate(TransactionColumns.date)
        amount = row.storedAmount
        description = row[TransactionColumns.description]
    }

    /// A row of `SELECT \(selection)`, read by position (faster over a whole book).
    init(positional row: Row) {
        id = row[0]
        accountID = row[1]
        date = LocalDate(iso: row[2] as String)!
        amount = Money(minorUnits: row[3], currency: CurrencyCode(row[4] as String) ?? .usd)
        description = row[5]
    }
}

/// A posted bank deposit (a canonical bank row with a positive amount).
public typealias DepositRecord = MovementRecord
/// A canonical posted bank row that may be one leg of a transfer between own accounts.
public typealias TransferCandidateRecord = MovementRecord
/// A card or bank charge no receipt is linked to yet.
public typealias UnlinkedChargeRecord = MovementRecord

extension LedgerTransaction {
    /// A canonical row by id (any sign, any kind), for paying an invoice or a lease by hand.
    public func canonicalTransaction(id: Int64) throws -> MovementRecord? {
        try MovementRecord.fetchOne(
            db, sql: "SELECT \(MovementRecord.selection) FROM transactions t WHERE t.id = ? AND t.duplicate_of IS NULL",
            arguments: [id])
    }

    /// The same as `canonicalTransaction(id:)`, under the name the rental use cases call it by.
    public func bankRow(id: Int64) throws -> MovementRecord? { try canonicalTransaction(id: id) }

    /// Posted canonical bank deposits dated `from` or later that also meet `condition` (on `t`), by date.
    func postedDeposits(from: LocalDate, where condition: String) throws -> [MovementRecord] {
        try MovementRecord.fetchAll(
            db,
            sql: """
                SELECT \(MovementRecord.selection) FROM transactions t
                WHERE t.kind = 'bank' AND t.amount_cents > 0 AND t.duplicate_of IS NULL AND t.pending = 0 AND t.date >= ?
                  AND \(condition)
                ORDER BY t.date, t.id
                """, arguments: [from.description])
    }
}
