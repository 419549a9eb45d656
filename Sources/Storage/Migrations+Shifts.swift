import GRDB

extension Migrations {
    /// Shift logs of tipped workers and the employers they name.
    ///
    /// A shift seen again in another log keeps a row pointing at the first (`duplicate_of`); a
    /// shift overlapping another at the same employer is kept for provenance with `rejected_reason`
    /// (quarantined: never counted). Money is integer cents; `start_at`/`end_at` are seconds since
    /// 1970 UTC, resolved in `time_zone` when the log was read.
    static func shifts(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE shifts (
                    id INTEGER PRIMARY KEY,
                    document_id INTEGER NOT NULL REFERENCES documents(id),
                    source_line INTEGER NOT NULL,
                    employer TEXT NOT NULL,
                    employer_key TEXT NOT NULL,
                    date TEXT NOT NULL,
                    start_time TEXT,
                    end_time TEXT,
                    end_date TEXT,
                    break_minutes INTEGER NOT NULL CHECK (break_minutes >= 0),
                    start_at INTEGER,
                    end_at INTEGER,
                    minutes INTEGER CHECK (minutes IS NULL OR minutes BETWEEN 0 AND 1440),
                    time_zone TEXT NOT NULL,
                    rate_cents INTEGER,
                    sales_cents INTEGER,
                    cash_tips_cents INTEGER NOT NULL,
                    card_tips_cents INTEGER NOT NULL,
                    tips_cents INTEGER NOT NULL,
                    tip_out_cents INTEGER,
                    other_income_cents INTEGER NOT NULL,
                    currency TEXT NOT NULL DEFAULT 'USD',
                    status TEXT NOT NULL CHECK (status IN ('planned', 'completed', 'missed')),
                    notes TEXT NOT NULL,
                    has_earnings INTEGER NOT NULL,
                    dedup_key TEXT NOT NULL,
                    duplicate_of INTEGER REFERENCES shifts(id),
                    rejected_reason TEXT,
                    overlap_warning TEXT,
                    ambiguity TEXT,
                    run_id INTEGER NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX shifts_by_date ON shifts(date);
                CREATE INDEX shifts_by_key ON shifts(dedup_key) WHERE duplicate_of IS NULL AND rejected_reason IS NULL;
                CREATE TABLE employers (
                    key TEXT PRIMARY KEY,
                    name TEXT NOT NULL,
                    settings_json TEXT NOT NULL,
                    document_id INTEGER REFERENCES documents(id),
                    updated_at TEXT NOT NULL
                );
                """)
    }
}
