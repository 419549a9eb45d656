import GRDB
import ShoeboxCore

/// A receipt transaction with its image and the bank charge it is linked to.
public struct ReceiptRecord: Sendable, Equatable {
    public var id: Int64
    public var date: String
    public var payee: String
    public var description: String
    public var amountCents: Int64
    public var category: String?
    /// Archived image, relative to the book.
    public var archivePath: String
    public var originalName: String
    /// The linked bank charge (`duplicate_of` with `merge_reason = 'receipt_linked'`), if any.
    public var chargeID: Int64?
    public var chargeDate: String?
    public var chargePayee: String?
    public var chargeAmountCents: Int64?
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

    public init(date: String, purpose: String, milesTenths: Int64, odometerStartTenths: Int64?, odometerEndTenths: Int64?,
                kind: String, vehicle: String, sourceLine: Int64, dedupKey: String, sourceFile: String = "") {
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
                SELECT r.id, r.date, r.payee, r.description, r.amount_cents, r.category, d.archive_path, d.original_name,
                       b.id, b.date, b.payee, b.amount_cents
                FROM transactions r JOIN documents d ON d.id = r.document_id
                LEFT JOIN transactions b ON b.id = r.duplicate_of AND r.merge_reason = 'receipt_linked'
                WHERE r.kind = 'receipt'
                """
            var arguments: StatementArguments = []
            if let from { sql += " AND r.date >= ?"; arguments += [from.description] }
            if let to { sql += " AND r.date <= ?"; arguments += [to.description] }
            sql += " ORDER BY r.date, r.id"
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                ReceiptRecord(id: row[0], date: row[1], payee: row[2], description: row[3], amountCents: row[4], category: row[5],
                              archivePath: row[6], originalName: row[7], chargeID: row[8], chargeDate: row[9],
                              chargePayee: row[10], chargeAmountCents: row[11])
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
                MileageTripRow(date: row[0], purpose: row[1], milesTenths: row[2], odometerStartTenths: row[3],
                               odometerEndTenths: row[4], kind: row[5], vehicle: row[6], sourceLine: row[7], dedupKey: row[8],
                               sourceFile: row[9])
            }
        }
    }

    /// Stores a mileage log atomically. A trip whose `dedupKey` the book already holds (from another
    /// log) is kept as a duplicate of it; the n-th repeat of a key within one log matches the n-th
    /// stored trip, so two identical trips on one day stay two trips.
    public func importMileage(_ document: NewDocument, _ trips: [MileageTripRow], runID: Int64) throws -> ImportCounts {
        try writer.write { db in
            if try Ledger.rememberIfAlreadyImported(db, document) { return ImportCounts() }
            let documentID = try Ledger.upsertDocument(db, document, status: "processed", runID: runID,
                                                       dialect: "mileage log", count: trips.count)
            let now = Ledger.timestamp()
            var counts = ImportCounts()
            var seen: [String: Int] = [:]
            for trip in trips {
                let occurrence = seen[trip.dedupKey, default: 0]
                seen[trip.dedupKey] = occurrence + 1
                let match = try Int64.fetchOne(db, sql: """
                    SELECT id FROM mileage_trips WHERE dedup_key = ? AND duplicate_of IS NULL ORDER BY id LIMIT 1 OFFSET ?
                    """, arguments: [trip.dedupKey, occurrence])
                if match == nil { counts.added += 1 } else { counts.merged += 1 }
                try db.execute(sql: """
                    INSERT INTO mileage_trips (document_id, source_line, date, purpose, miles_tenths, odometer_start_tenths,
                        odometer_end_tenths, kind, vehicle, dedup_key, duplicate_of, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [documentID, trip.sourceLine, trip.date, trip.purpose, trip.milesTenths, trip.odometerStartTenths,
                                     trip.odometerEndTenths, trip.kind, trip.vehicle, trip.dedupKey, match, now])
            }
            try Ledger.rememberPath(db, path: document.originalPath, size: document.size, mtime: document.mtimeNanoseconds, documentID: documentID)
            return counts
        }
    }
}
