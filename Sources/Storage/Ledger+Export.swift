import Foundation
import GRDB
import ShoeboxCore

/// One transaction as `shoebox export` writes it.
public struct ExportRow: Sendable, Equatable, Encodable {
    public var id: Int64
    public var date: String
    public var account: String
    public var description: String
    public var payee: String
    /// Signed from the account holder's view: money out is negative. The export writes it as
    /// three columns: `amount` (decimal text), `amount_cents` and `currency`.
    public var amount: Money
    public var pending: Bool
    public var category: String?
    public var scheduleCLine: String?
    public var kind: String
    public var sourceFile: String
    public var sourceLine: Int64?
    public var duplicateOf: Int64?
    public var mergeReason: String?
    /// The partner of a receipt ↔ card-charge link, on both rows (see `Ledger.receiptLinkedReason`).
    public var linkedID: Int64? = nil
    /// What decided the category: `rule:<name>`, `learned:<kind>`, `user`, `invoice:<number>`, `default`.
    public var categorySource: String? = nil
    /// Confidence (0...1) of the category decision.
    public var confidence: Double? = nil
    /// The export's own category for the row (`bank_category`), as the bank wrote it.
    public var bankCategory: String? = nil
    /// The rental property the row is on (rent received or a property expense), if any.
    public var property: String? = nil
    /// Its Schedule E line (3 rent, 5–19 expenses), with `property`.
    public var scheduleELine: Int? = nil

    /// Column names of the CSV export, in order.
    public static let csvColumns = [
        "id", "date", "account", "description", "payee", "amount", "amount_cents", "currency",
        "pending", "category", "schedule_c_line", "kind", "source_file", "source_line",
        "duplicate_of", "merge_reason", "linked_id", "category_source", "confidence",
        "bank_category", "property", "schedule_e_line",
    ]

    public var csvFields: [String] {
        [
            String(id), date, account, description, payee, amount.decimalString, String(amount.minorUnits),
            amount.currency.code,
            pending ? "true" : "false",
            category ?? "", scheduleCLine ?? "", kind, sourceFile, sourceLine.map(String.init) ?? "",
            duplicateOf.map(String.init) ?? "", mergeReason ?? "", linkedID.map(String.init) ?? "",
            categorySource ?? "",
            confidence.map { String(format: "%.2f", $0) } ?? "", bankCategory ?? "", property ?? "",
            scheduleELine.map(String.init) ?? "",
        ]
    }

    enum CodingKeys: String, CodingKey {
        case id, date, account, description, payee, amount, currency, pending, category, kind
        case amountCents = "amount_cents", scheduleCLine = "schedule_c_line", sourceFile = "source_file"
        case sourceLine = "source_line", duplicateOf = "duplicate_of", mergeReason = "merge_reason", linkedID =
            "linked_id"
        case categorySource = "category_source", confidence, bankCategory = "bank_category"
        case property, scheduleELine = "schedule_e_line"
    }

    /// The JSON export: the CSV's columns as keys (`amount` as decimal text), absent when empty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(date, forKey: .date)
        try container.encode(account, forKey: .account)
        try container.encode(description, forKey: .description)
        try container.encode(payee, forKey: .payee)
        try container.encode(amount.decimalString, forKey: .amount)
        try container.encode(amount.minorUnits, forKey: .amountCents)
        try container.encode(amount.currency.code, forKey: .currency)
        try container.encode(pending, forKey: .pending)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encodeIfPresent(scheduleCLine, forKey: .scheduleCLine)
        try container.encode(kind, forKey: .kind)
        try container.encode(sourceFile, forKey: .sourceFile)
        try container.encodeIfPresent(sourceLine, forKey: .sourceLine)
        try container.encodeIfPresent(duplicateOf, forKey: .duplicateOf)
        try container.encodeIfPresent(mergeReason, forKey: .mergeReason)
        try container.encodeIfPresent(linkedID, forKey: .linkedID)
        try container.encodeIfPresent(categorySource, forKey: .categorySource)
        try container.encodeIfPresent(confidence, forKey: .confidence)
        try container.encodeIfPresent(bankCategory, forKey: .bankCategory)
        try container.encodeIfPresent(property, forKey: .property)
        try container.encodeIfPresent(scheduleELine, forKey: .scheduleELine)
    }
}

extension Ledger {
    /// All transactions (canonical rows and merged duplicates), ordered by date then id.
    /// `from`/`to` are inclusive. With `canonicalOnly`, merged duplicates and linked receipts
    /// (`duplicate_of` set) are left out: the rows to add up, as the reports do.
    public func exportRows(from: LocalDate? = nil, to: LocalDate? = nil, canonicalOnly: Bool = false) throws
        -> [ExportRow]
    {
        try writer.read { db in
            var sql = """
                SELECT t.id, t.date, a.name AS account, t.description, COALESCE(t.payee_name, t.payee) AS payee, t.amount_cents,
                       t.currency, t.pending, t.category, t.schedule_c_line, t.kind, d.original_name AS source_file, t.source_line,
                       t.duplicate_of, t.merge_reason,
                       COALESCE(t.linked_id, CASE WHEN t.merge_reason = 'receipt_linked' THEN t.duplicate_of ELSE (SELECT MIN(r.id)
                           FROM transactions r WHERE r.duplicate_of = t.id AND r.merge_reason = 'receipt_linked') END) AS linked_id,
                       t.category_source, t.confidence, t.bank_category, p.name AS property, pt.schedule_e_line
                FROM transactions t JOIN accounts a ON a.id = t.account_id JOIN documents d ON d.id = t.document_id
                LEFT JOIN property_transactions pt ON pt.transaction_id = t.id
                LEFT JOIN properties p ON p.id = pt.property_id
                WHERE 1 = 1
                """
            var arguments: StatementArguments = []
            if let from { sql += " AND t.date >= ?"; arguments += [from.description] }
            if let to { sql += " AND t.date <= ?"; arguments += [to.description] }
            // Expired pending rows (never posted) are kept for provenance but not added up.
            if canonicalOnly { sql += " AND t.duplicate_of IS NULL AND t.expired_at IS NULL" }
            sql += " ORDER BY t.date, t.id"
            return try ExportRow.fetchAll(db, sql: sql, arguments: arguments)
        }
    }
}

extension ExportRow: FetchableRecord {
    /// The columns of the export query (`Ledger.exportRows`), by name.
    enum Columns {
        static let id = Column("id"), date = Column("date"), account = Column("account")
        static let description = Column("description"), payee = Column("payee"), amountCents = Column("amount_cents")
        static let currency = Column("currency"), pending = Column("pending"), category = Column("category")
        static let scheduleCLine = Column("schedule_c_line"), kind = Column("kind"), sourceFile = Column("source_file")
        static let sourceLine = Column("source_line"), duplicateOf = Column("duplicate_of"),
            mergeReason = Column("merge_reason")
        static let linkedID = Column("linked_id"), categorySource = Column("category_source"),
            confidence = Column("confidence")
        static let bankCategory = Column("bank_category")
        static let property = Column("property"), scheduleELine = Column("schedule_e_line")
    }

    public init(row: Row) {
        self.init(
            id: row[Columns.id], date: row[Columns.date], account: row[Columns.account],
            description: row[Columns.description], payee: row[Columns.payee],
            amount: row.storedMoney(Columns.amountCents, currency: Columns.currency),
            pending: row[Columns.pending], category: row[Columns.category],
            scheduleCLine: row[Columns.scheduleCLine], kind: row[Columns.kind], sourceFile: row[Columns.sourceFile],
            sourceLine: row[Columns.sourceLine], duplicateOf: row[Columns.duplicateOf],
            mergeReason: row[Columns.mergeReason], linkedID: row[Columns.linkedID],
            categorySource: row[Columns.categorySource], confidence: row[Columns.confidence],
            bankCategory: row[Columns.bankCategory], property: row[Columns.property],
            scheduleELine: row[Columns.scheduleELine])
    }
}
