import Foundation
import GRDB

/// The book's schema, as an ordered list of named migrations, one file per feature
/// (`Migrations+<Feature>.swift`).
///
/// Never edit a migration that has shipped: add a new one at the end. Money is integer minor
/// units (`amount_cents`) with an ISO 4217 `currency`; dates are `YYYY-MM-DD` text.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-foundation", migrate: foundation)
        migrator.registerMigration("v2-categorizer", migrate: categorizer)
        migrator.registerMigration("v3-receipts", migrate: receipts)
        migrator.registerMigration("v4-invoicing", migrate: invoicing)
        migrator.registerMigration("v5-run-modes", migrate: runModes)
        migrator.registerMigration("v6-reports", migrate: reports)
        migrator.registerMigration("v7-statements", migrate: statements)
        migrator.registerMigration("v8-dedup", migrate: dedup)
        migrator.registerMigration("v10-receipts2", migrate: receiptsAwaitingDate)
        migrator.registerMigration("v12-shifts", migrate: shifts)
        migrator.registerMigration("v15-categorizer2", migrate: categorizer2)
        migrator.registerMigration("v13-language", migrate: language)
        migrator.registerMigration("v11-rentals", migrate: rentals)
        migrator.registerMigration("v16-lean-ledger", migrate: leanLedger)
        return migrator
    }
}
