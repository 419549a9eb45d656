import ShoeboxCore

/// Why a shift log or `employers.yaml` cannot be imported. Stable: stored in the book and in
/// quarantine sidecars.
extension Diagnostic.Code {
    /// The shift log is not UTF-8 text.
    public static let shiftEncoding = Diagnostic.Code("shift_encoding")
    /// The shift log is not valid CSV.
    public static let shiftCSV = Diagnostic.Code("shift_csv")
    /// The shift log has no header row, or its header lacks a required column.
    public static let shiftHeader = Diagnostic.Code("shift_header")
    /// The shift log has a header but no shifts.
    public static let shiftEmpty = Diagnostic.Code("shift_empty")
    /// Rows of the shift log cannot be read or timed; the message lists every bad line and column.
    public static let shiftRow = Diagnostic.Code("shift_row")
    /// An `employers.yaml` dropped in the inbox is invalid; the message names the line and key.
    public static let employersInvalid = Diagnostic.Code("employers_invalid")
    /// `--employer NAME` names no employer of `employers.yaml` or the shift logs.
    public static let unknownEmployer = Diagnostic.Code("unknown_employer")
}

/// A shift log that cannot be imported: a `Diagnostic` naming the first bad line (the message lists them all).
public typealias ShiftLogError = Diagnostic
