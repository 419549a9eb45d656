import ShoeboxCore

/// Why a mileage log or a tax table cannot be used. Mileage codes are stable: they are stored in
/// the book and shown in quarantine sidecars.
extension Diagnostic.Code {
    /// The mileage log is not UTF-8 text.
    public static let mileageEncoding = Diagnostic.Code("mileage_encoding")
    /// The mileage log is not valid CSV.
    public static let mileageCSV = Diagnostic.Code("mileage_csv")
    /// The mileage log has no header row, or a header but no trips.
    public static let mileageEmpty = Diagnostic.Code("mileage_empty")
    /// The mileage log's header lacks a required column.
    public static let mileageHeader = Diagnostic.Code("mileage_header")
    /// A mileage log row cannot be read; the message names the column.
    public static let mileageRow = Diagnostic.Code("mileage_row")
    /// A tax table is missing or invalid; the message names the table file.
    public static let badTaxTable = Diagnostic.Code("bad_tax_table")
}

/// A mileage log row that cannot be read: `MileageLogError(code: .mileageRow, message:, line:)`.
public typealias MileageLogError = Diagnostic
/// A tax table that is missing or invalid: a `Diagnostic` with code `bad_tax_table`.
public typealias TaxTableError = Diagnostic

extension Diagnostic {
    /// A tax table that is missing or invalid; the message names the table file.
    public static func taxTable(_ message: String) -> Diagnostic {
        Diagnostic(.badTaxTable, message, at: Location())
    }
}
