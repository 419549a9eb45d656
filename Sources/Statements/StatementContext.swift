import ShoeboxCore

/// What a parser may know besides the file's bytes.
public struct StatementContext: Sendable {
    /// The file name as the user dropped it (used for account naming and card hints).
    public var fileName: String
    /// Currency when the file names none.
    public var defaultCurrency: CurrencyCode
    /// Today, for plausibility checks on dates.
    public var today: LocalDate
    /// A user profile that pins what detection cannot decide.
    public var profile: StatementProfile?
    /// The pipeline's day/month order hint: decides only when the file's own dates do not
    /// (weaker than dates only one order reads, future dates and row order; stronger than
    /// currency and language defaults).
    public var dateOrderHint: DateOrder?
    /// Currencies of the accounts the book already holds, by account key (and alias): a file
    /// that names no currency takes its account's currency when the book knows the account.
    public var knownAccountCurrencies: [String: CurrencyCode] = [:]

    public init(
        fileName: String, defaultCurrency: CurrencyCode = .usd, today: LocalDate, profile: StatementProfile? = nil
    ) {
        self.fileName = fileName
        self.defaultCurrency = defaultCurrency
        self.today = today
        self.profile = profile
    }
}
