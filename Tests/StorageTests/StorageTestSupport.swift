import ShoeboxCore
import Storage

/// Hand-built statements and documents for ledger tests.
enum Fixture {
    static let checking = AccountHint(key: "acct:1234", displayName: "Checking 1234", currency: .usd, source: "column")
    static let savings = AccountHint(key: "acct:9999", displayName: "Savings 9999", currency: .eur, source: "column")

    static func row(
        _ date: String, _ cents: Int64, _ text: String, line: Int, pending: Bool = false,
        account: AccountHint = checking, bankID: String? = nil
    ) -> StatementTransaction {
        StatementTransaction(
            account: account, date: LocalDate(iso: date)!,
            amount: Money(minorUnits: cents, currency: account.currency),
            description: text, pending: pending, bankID: bankID, sourceLine: line)
    }

    static func statement(_ rows: [StatementTransaction]) -> ParsedStatement {
        ParsedStatement(transactions: rows, dialectSummary: "hand-built")
    }

    static func document(_ name: String, sha: String? = nil) -> NewDocument {
        let hex = name.utf8.map { String($0, radix: 16) }.joined()
        let hash = sha ?? (hex + String(repeating: "0", count: max(0, 64 - hex.count))).prefix(64).description
        return NewDocument(
            sha256: hash, originalName: name, originalPath: "/inbox/\(name)", size: 100,
            mtimeNanoseconds: 1_700_000_000_000_000_000, kind: "statement",
            archivePath: "archive/\(hash.prefix(2))/\(hash).csv", configFingerprint: "fp-1")
    }

    /// A fresh in-memory ledger with one open run.
    static func ledger() throws -> (Ledger, Int64) {
        let ledger = try Ledger(inMemory: ())
        return (ledger, try ledger.beginRun(command: "test"))
    }

    static let january = [
        row("2024-01-03", -1_250, "SQ *BLUE BOTTLE COFFE", line: 2),
        row("2024-01-15", 250_000, "PAYROLL ACME CORP", line: 3),
        row("2024-01-31", -180_000, "RENT JANUARY", line: 4),
    ]
}
