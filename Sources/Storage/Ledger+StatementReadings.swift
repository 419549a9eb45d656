import GRDB

extension Ledger {
    /// How one stored statement was read: its name, row count and the recorded reading
    /// (`documents.dialect`: format, columns, date order, sign and its evidence, reconciliation).
    public struct StatementReading: Sendable {
        public var name: String
        public var transactions: Int
        public var dialect: String
    }

    /// The most recently processed statements and how each was read, newest first.
    public func statementReadings(limit: Int) throws -> [StatementReading] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT original_name, transaction_count, dialect FROM documents
                    WHERE kind = 'statement' AND status = 'processed' AND dialect IS NOT NULL
                    ORDER BY processed_at DESC, id DESC LIMIT ?
                    """, arguments: [limit]
            ).map { row in
                StatementReading(
                    name: row["original_name"], transactions: row["transaction_count"], dialect: row["dialect"])
            }
        }
    }
}
