/// Where an account's rows come from and how they are keyed in the book.
///
/// `key` is stable across exports of the same account (OFX ACCTID, an account column,
/// a profile's name, or the file name without its dates) so two downloads of one
/// account land in the same account.
public struct AccountHint: Hashable, Sendable, Codable {
    public var key: String
    public var displayName: String
    public var currency: CurrencyCode
    /// Where the key came from: `ofx`, `column`, `profile`, `preamble`, `file-name`, `header`.
    public var source: String

    public init(key: String, displayName: String, currency: CurrencyCode, source: String) {
        self.key = key
        self.displayName = displayName
        self.currency = currency
        self.source = source
    }
}

/// One transaction read from a bank or card statement, signed from the account holder's
/// view: money leaving the account and card charges are negative.
public struct StatementTransaction: Hashable, Sendable {
    public var account: AccountHint
    public var date: LocalDate
    public var amount: Money
    /// The description exactly as the bank wrote it (whitespace collapsed).
    public var description: String
    public var pending: Bool
    /// A bank-assigned unique id (OFX FITID, a transaction-id column) when the file has one.
    public var bankID: String?
    /// 1-based line in the source file where the row starts.
    public var sourceLine: Int
    /// The export's own category for the row (Chase/Amex "Category", an MCC code), as written;
    /// stored as `bank_category` for the categorizer, never used to decide anything here.
    public var bankCategory: String?

    public init(
        account: AccountHint, date: LocalDate, amount: Money, description: String,
        pending: Bool = false, bankID: String? = nil, sourceLine: Int, bankCategory: String? = nil
    ) {
        self.bankCategory = bankCategory
        self.account = account
        self.date = date
        self.amount = amount
        self.description = description
        self.pending = pending
        self.bankID = bankID
        self.sourceLine = sourceLine
    }
}

/// The result of reading one statement file.
public struct ParsedStatement: Sendable {
    public var transactions: [StatementTransaction]
    /// A one-line account of how the file was understood (format, columns, conventions).
    public var dialectSummary: String
    /// Rows deliberately not imported (balance lines, rows without an amount), with their line.
    public var skippedRows: [SkippedRow]
    /// Each decision the reader took and the evidence for it, one sentence per line
    /// (`sign: 32 of 34 rows negative … → as written`), for `shoebox inspect` and `status`.
    public var evidence: [String]
    /// `yes (…)`, `no (first break at line N)` or `not checkable (…)`: whether the file's own
    /// balances (running balance column, opening/closing balances) add up with the rows read.
    public var reconciled: String?

    public init(
        transactions: [StatementTransaction], dialectSummary: String, skippedRows: [SkippedRow] = [],
        evidence: [String] = [], reconciled: String? = nil
    ) {
        self.transactions = transactions
        self.dialectSummary = dialectSummary
        self.skippedRows = skippedRows
        self.evidence = evidence
        self.reconciled = reconciled
    }
}

/// A row that was read but is not a transaction.
public struct SkippedRow: Hashable, Sendable {
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}
