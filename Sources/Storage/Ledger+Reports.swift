import GRDB
import ShoeboxCore

/// A receipt transaction with its image and the bank charge it is linked to.
public struct ReceiptRecord: Sendable, Equatable {
    public var id: Int64
    public var date: String
    public var payee: String
    public var description: String
    /// The receipt transaction's amount (the total, negated).
    public var amount: Money
    public var category: String?
    /// Archived image, relative to the book.
    public var archivePath: String
    public var originalName: String
    /// The linked bank charge (`duplicate_of` with `merge_reason = 'receipt_linked'`), if any.
    public var chargeID: Int64?
    public var chargeDate: String?
    public var chargePayee: String?
    public var chargeAmount: Money?
}

/// One trip row of `mileage_trips`.
public struct MileageTripRow: Sendable, Equatable {
    public var date: String
    public var purpose: String
    public var milesTenths: Int64
    public var odometerStartTenths: Int64?
    public var odometerEndTenths: Int64?
    public var kind: String
    public var vehicle: String
    public var sourceLine: Int64
    public var dedupKey: String
    public var sourceFile: String

    public init(
        date: String, purpose: String, milesTenths: Int64, odometerStartTenths: Int64?, odometerEndTenths: Int64?,
        kind: String, vehicle: String, sourceLine: Int64, dedupKey: String, sourceFile: String = ""
    ) {
        self.date = date
        self.purpose = purpose
        self.milesTenths = milesTenths
        self.odometerStartTenths = odometerStartTenths
        self.odometerEndTenths = odometerEndTenths
        self.kind = kind
        self.vehicle = vehicle
        self.sourceLine = sourceLine
        self.dedupKey = dedupKey
        self.sourceFile = sourceFile
    }
}

extension Ledger {
    /// Receipts dated in `from...to` (linked or not), oldest first.
    public func receipts(from: LocalDate?, to: LocalDate?) throws -> [ReceiptRecord] {
        try writer.read { db in
            var sql = """
                SELECT r.id, r.date, r.payee, r.description, r.amount_cents, r.currency, r.category, d.archive_path,
                       d.original_name, b.id AS charge_id, b.date AS charge_date, b.payee AS charge_payee,
                       b.amount_cents AS charge_amount_cents, b.currency AS charge_currency
                FROM transactions r JOIN documents d ON d.id = r.document_id
                LEFT JOIN transactions b ON b.id = r.duplicate_of AND r.merge_reason = 'receipt_linked'
                WHERE r.kind = 'receipt'
                """
            var arguments: StatementArguments = []
            if let from { sql += " AND r.date >= ?"; arguments += [from.description] }
            if let to { sql += " AND r.date <= ?"; arguments += [to.description] }
            sql += " ORDER BY r.date, r.id"
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                ReceiptRecord(
                    id: row["id"], date: row["date"], payee: row["payee"], description: row["description"],
                    amount: row.storedAmount, category: row["category"], archivePath: row["archive_path"],
                    originalName: row["original_name"], chargeID: row["charge_id"], chargeDate: row["charge_date"],
                    chargePayee: row["charge_payee"],
                    chargeAmount: (row["charge_id"] as Int64?) == nil
                        ? nil : row.storedMoney(Column("charge_amount_cents"), currency: Column("charge_currency")))
            }
        }
    }

    /// Canonical mileage trips dated in `from...to`, oldest first.
    public func mileageTrips(from: LocalDate?, to: LocalDate?) throws -> [MileageTripRow] {
        try writer.read { db in
            var sql = """
                SELECT m.date, m.purpose, m.miles_tenths, m.odometer_start_tenths, m.odometer_end_tenths, m.kind, m.vehicle,
                       m.source_line, m.dedup_key, d.original_name
                FROM mileage_trips m JOIN documents d ON d.id = m.document_id WHERE m.duplicate_of IS NULL
                """
            var arguments: StatementArguments = []
            if let from { sql += " AND m.date >= ?"; arguments += [from.description] }
            if let to { sql += " AND m.date <= ?"; arguments += [to.description] }
            sql += " ORDER BY m.date, m.id"
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                MileageTripRow(
                    date: row["date"], purpose: row["purpose"], milesTenths: row["miles_tenths"],
                    odometerStartTenths: row["odometer_start_tenths"], odometerEndTenths: row["odometer_end_tenths"],
                    kind: row["kind"], vehicle: row["vehicle"], sourceLine: row["source_line"],
                    dedupKey: row["dedup_key"], sourceFile: row["original_name"])
            }
        }
    }

    /// Stores a mileage log atomically. A trip whose `dedupKey` the book already holds (from another
    /// log) is kept as a duplicate of it; the n-th repeat of a key within one log matches the n-th
    /// stored trip, so two identical trips on one day stay two trips.
    public func importMileage(_ document: NewDocument, _ trips: [MileageTripRow], runID: Int64) throws -> ImportCounts {
        try importDocument(document, runID: runID, dialect: "mileage log", count: trips.count) { db, documentID, now in
            var counts = ImportCounts()
            var seen: [String: Int] = [:]
            for trip in trips {
                let occurrence = seen[trip.dedupKey, default: 0]
                seen[trip.dedupKey] = occurrence + 1
                let match = try Int64.fetchOne(
                    db,
                    sql: """
                        SELECT id FROM mileage_trips WHERE dedup_key = ? AND duplicate_of IS NULL ORDER BY id LIMIT 1 OFFSET ?
                        """, arguments: [trip.dedupKey, occurrence])
                if match == nil { counts.added += 1 } else { counts.merged += 1 }
                try db.execute(
                    sql: """
                        INSERT INTO mileage_trips (document_id, source_line, date, purpose, miles_tenths, odometer_start_tenths,
                            odometer_end_tenths, kind, vehicle, dedup_key, duplicate_of, created_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        documentID, trip.sourceLine, trip.date, trip.purpose, trip.milesTenths,
                        trip.odometerStartTenths,
                        trip.odometerEndTenths, trip.kind, trip.vehicle, trip.dedupKey, match, now,
                    ])
            }
            return counts
        }
    }
}
