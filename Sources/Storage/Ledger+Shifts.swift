import Foundation
import GRDB
import ShoeboxCore

/// One row of `shifts`, as stored (the use case decides `duplicateOf`, `rejectedReason`, `overlapWarning`).
public struct ShiftRecordRow: Sendable, Equatable {
    public var id: Int64 = 0
    public var sourceLine: Int64
    public var sourceFile: String = ""
    public var employer: String
    public var employerKey: String
    public var date: String
    public var startTime: String?
    public var endTime: String?
    public var endDate: String?
    public var breakMinutes: Int64
    public var startAt: Int64?
    public var endAt: Int64?
    public var minutes: Int64?
    public var timeZone: String
    public var rateCents: Int64?
    public var salesCents: Int64?
    public var cashTipsCents: Int64
    public var cardTipsCents: Int64
    public var tipsCents: Int64
    public var tipOutCents: Int64?
    public var otherIncomeCents: Int64
    public var status: String
    public var notes: String
    public var hasEarnings: Bool
    public var dedupKey: String
    public var duplicateOf: Int64?
    public var rejectedReason: String?
    public var overlapWarning: String?
    public var ambiguity: String?

    public init(
        sourceLine: Int64, employer: String, employerKey: String, date: String, startTime: String?, endTime: String?,
        endDate: String?, breakMinutes: Int64, startAt: Int64?, endAt: Int64?, minutes: Int64?, timeZone: String,
        rateCents: Int64?, salesCents: Int64?, cashTipsCents: Int64, cardTipsCents: Int64, tipsCents: Int64,
        tipOutCents: Int64?, otherIncomeCents: Int64, status: String, notes: String, hasEarnings: Bool,
        dedupKey: String
    ) {
        self.sourceLine = sourceLine
        self.employer = employer
        self.employerKey = employerKey
        self.date = date
        self.startTime = startTime
        self.endTime = endTime
        self.endDate = endDate
        self.breakMinutes = breakMinutes
        self.startAt = startAt
        self.endAt = endAt
        self.minutes = minutes
        self.timeZone = timeZone
        self.rateCents = rateCents
        self.salesCents = salesCents
        self.cashTipsCents = cashTipsCents
        self.cardTipsCents = cardTipsCents
        self.tipsCents = tipsCents
        self.tipOutCents = tipOutCents
        self.otherIncomeCents = otherIncomeCents
        self.status = status
        self.notes = notes
        self.hasEarnings = hasEarnings
        self.dedupKey = dedupKey
    }
}

/// One employer stored from an `employers.yaml` dropped in the inbox (the settings as JSON).
public struct EmployerRecord: Sendable, Equatable {
    public var key: String
    public var name: String
    public var settingsJSON: String

    public init(key: String, name: String, settingsJSON: String) {
        self.key = key
        self.name = name
        self.settingsJSON = settingsJSON
    }
}

/// Which stored shifts a query returns.
public enum ShiftSelection: Sendable {
    /// Kept shifts: neither duplicates nor rejected (what totals count).
    case kept
    /// Every row, duplicates and rejected ones included (the export).
    case all
}

extension Ledger {
    /// Stores a shift log and its rows in one transaction; returns added (kept), merged (duplicates)
    /// and updated (rejected: overlapping a shift at the same employer) counts.
    public func importShiftLog(_ document: NewDocument, _ rows: [ShiftRecordRow], runID: Int64) throws -> ImportCounts {
        try importDocument(document, runID: runID, dialect: "shift log", count: rows.count) { db, documentID, now in
            var counts = ImportCounts()
            for row in rows {
                if row.duplicateOf != nil { counts.merged += 1 } else if row.rejectedReason == nil { counts.added += 1 }
                try db.execute(
                    sql: """
                        INSERT INTO shifts (document_id, source_line, employer, employer_key, date, start_time, end_time,
                            end_date, break_minutes, start_at, end_at, minutes, time_zone, rate_cents, sales_cents,
                            cash_tips_cents, card_tips_cents, tips_cents, tip_out_cents, other_income_cents, status, notes,
                            has_earnings, dedup_key, duplicate_of, rejected_reason, overlap_warning, ambiguity, run_id,
                            created_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        documentID, row.sourceLine, row.employer, row.employerKey, row.date, row.startTime, row.endTime,
                        row.endDate, row.breakMinutes, row.startAt, row.endAt, row.minutes, row.timeZone, row.rateCents,
                        row.salesCents, row.cashTipsCents, row.cardTipsCents, row.tipsCents, row.tipOutCents,
                        row.otherIncomeCents, row.status, row.notes, row.hasEarnings, row.dedupKey, row.duplicateOf,
                        row.rejectedReason, row.overlapWarning, row.ambiguity, runID, now,
                    ])
            }
            return counts
        }
    }

    /// Stored shifts dated in `from...to` (nil: open), oldest first.
    public func shiftRows(from: LocalDate?, to: LocalDate?, _ selection: ShiftSelection = .kept) throws
        -> [ShiftRecordRow]
    {
        try writer.read { db in
            var sql = "SELECT s.*, d.original_name FROM shifts s JOIN documents d ON d.id = s.document_id WHERE 1"
            if selection == .kept { sql += " AND s.duplicate_of IS NULL AND s.rejected_reason IS NULL" }
            var arguments: StatementArguments = []
            if let from { sql += " AND s.date >= ?"; arguments += [from.description] }
            if let to { sql += " AND s.date <= ?"; arguments += [to.description] }
            sql += " ORDER BY s.date, s.start_at, s.id"
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map(Ledger.shiftRow)
        }
    }

    /// Kept shifts whose dedup key is one of `keys` or whose date is in `from...to`: what a new log is checked against.
    public func shiftsToCheck(keys: Set<String>, from: LocalDate, to: LocalDate) throws -> [ShiftRecordRow] {
        var rows = try shiftRows(from: from, to: to)
        let have = Set(rows.map(\.id))
        let outside = try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT s.*, d.original_name FROM shifts s JOIN documents d ON d.id = s.document_id
                    WHERE s.duplicate_of IS NULL AND s.rejected_reason IS NULL AND s.dedup_key IN (SELECT value FROM json_each(?))
                    """, arguments: [String(decoding: try JSONEncoder().encode(Array(keys)), as: UTF8.self)]
            ).map(Ledger.shiftRow)
        }
        rows += outside.filter { !have.contains($0.id) }
        return rows
    }

    /// Rows rejected or warned about in run `runID` (for that run's alerts).
    public func shiftOverlaps(runID: Int64) throws -> [ShiftRecordRow] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT s.*, d.original_name FROM shifts s JOIN documents d ON d.id = s.document_id
                    WHERE s.run_id = ? AND (s.rejected_reason IS NOT NULL OR s.overlap_warning IS NOT NULL)
                    ORDER BY s.id
                    """, arguments: [runID]
            ).map(Ledger.shiftRow)
        }
    }

    /// True when the book holds at least one kept completed shift.
    public func hasShifts() throws -> Bool {
        try writer.read { db in
            try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM shifts WHERE duplicate_of IS NULL AND rejected_reason IS NULL
                    AND status = 'completed')
                    """) ?? false
        }
    }

    /// Replaces the stored employers named in `records` (others stay), with the file that gave them.
    public func saveEmployers(_ records: [EmployerRecord], document: NewDocument, runID: Int64) throws -> ImportCounts {
        try importDocument(document, runID: runID, dialect: "employers", count: records.count) {
            db, documentID, now in
            var counts = ImportCounts()
            for record in records {
                let existed =
                    try Bool.fetchOne(
                        db, sql: "SELECT EXISTS (SELECT 1 FROM employers WHERE key = ?)", arguments: [record.key])
                    ?? false
                if existed { counts.updated += 1 } else { counts.added += 1 }
                try db.execute(
                    sql: """
                        INSERT INTO employers (key, name, settings_json, document_id, updated_at) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(key) DO UPDATE SET name = excluded.name, settings_json = excluded.settings_json,
                            document_id = excluded.document_id, updated_at = excluded.updated_at
                        """, arguments: [record.key, record.name, record.settingsJSON, documentID, now])
            }
            return counts
        }
    }

    /// Employers stored from inbox `employers.yaml` files, by name.
    public func employerRecords() throws -> [EmployerRecord] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT key, name, settings_json FROM employers ORDER BY name").map {
                EmployerRecord(key: $0["key"], name: $0["name"], settingsJSON: $0["settings_json"])
            }
        }
    }

    static func shiftRow(_ r: Row) -> ShiftRecordRow {
        var row = ShiftRecordRow(
            sourceLine: r["source_line"], employer: r["employer"], employerKey: r["employer_key"], date: r["date"],
            startTime: r["start_time"], endTime: r["end_time"], endDate: r["end_date"],
            breakMinutes: r["break_minutes"], startAt: r["start_at"], endAt: r["end_at"], minutes: r["minutes"],
            timeZone: r["time_zone"], rateCents: r["rate_cents"], salesCents: r["sales_cents"],
            cashTipsCents: r["cash_tips_cents"], cardTipsCents: r["card_tips_cents"], tipsCents: r["tips_cents"],
            tipOutCents: r["tip_out_cents"], otherIncomeCents: r["other_income_cents"], status: r["status"],
            notes: r["notes"], hasEarnings: r["has_earnings"], dedupKey: r["dedup_key"])
        row.id = r["id"]
        row.sourceFile = r["original_name"]
        row.duplicateOf = r["duplicate_of"]
        row.rejectedReason = r["rejected_reason"]
        row.overlapWarning = r["overlap_warning"]
        row.ambiguity = r["ambiguity"]
        return row
    }
}
