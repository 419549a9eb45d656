import GRDB

extension Migrations {
    /// Mileage trips (from mileage log CSVs) and a date index for period reports.
    ///
    /// A trip seen again in another log keeps a row that points at the first with `duplicate_of`,
    /// like merged bank rows; reports count only rows with `duplicate_of IS NULL`.
    static func reports(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE mileage_trips (
                    id INTEGER PRIMARY KEY,
                    document_id INTEGER NOT NULL REFERENCES documents(id),
                    source_line INTEGER NOT NULL,
                    date TEXT NOT NULL,
                    purpose TEXT NOT NULL,
                    miles_tenths INTEGER NOT NULL CHECK (miles_tenths >= 0),
                    odometer_start_tenths INTEGER,
                    odometer_end_tenths INTEGER,
                    kind TEXT NOT NULL CHECK (kind IN ('business', 'personal', 'medical', 'charity')),
                    vehicle TEXT NOT NULL,
                    dedup_key TEXT NOT NULL,
                    duplicate_of INTEGER REFERENCES mileage_trips(id),
                    created_at TEXT NOT NULL
                );
                CREATE INDEX mileage_trips_by_date ON mileage_trips(date);
                CREATE INDEX mileage_trips_by_key ON mileage_trips(dedup_key) WHERE duplicate_of IS NULL;
                CREATE INDEX transactions_by_date ON transactions(date);
                """)
    }
}
