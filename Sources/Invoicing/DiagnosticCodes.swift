import ShoeboxCore
import SpecReading

/// Why an invoice, estimate or business spec cannot be used. Codes are stable: they are stored
/// in the book and shown in quarantine sidecars.
extension Diagnostic.Code {
    /// A spec with a missing, unknown or invalid key (the general case).
    public static let badInvoiceSpec = Diagnostic.Code("bad_invoice_spec")
    /// An invoice or estimate number already used by another document.
    public static let numberCollision = Diagnostic.Code("number_collision")
    /// `convert_from` names an estimate the book does not hold.
    public static let unknownEstimate = Diagnostic.Code("unknown_estimate")
    /// `client: {id: …}` names a client the book does not hold.
    public static let unknownClient = Diagnostic.Code("unknown_client")
}

/// Invoice specs throw `SpecError(file:line:key:_:)`: a `Diagnostic`.
public typealias SpecError = Diagnostic

extension Diagnostic {
    /// Why an invoice, estimate or business spec cannot be used: names the file, the line and
    /// the key (`items[2].quantity`), so the user can fix it. The file is quarantined. The
    /// message starts with `file:line: key `…``; the key is also the sidecar's region.
    public init(code: Code = .badInvoiceSpec, file: String, line: Int?, key: String?, _ why: String) {
        self = .spec(code, file: file, line: line, key: key, why)
    }
}
