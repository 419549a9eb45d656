import GRDB

extension Migrations {
    /// Run journal details for run modes: the pipeline definition used, the end-of-run
    /// summary and the alerts, each as JSON.
    static func runModes(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE runs ADD COLUMN pipeline TEXT;
                ALTER TABLE runs ADD COLUMN summary_json TEXT;
                ALTER TABLE runs ADD COLUMN alerts_json TEXT;
                """)
    }
}
