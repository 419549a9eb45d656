import ShoeboxCore
import SpecReading

/// Why a property or lease spec, a `rent-payments.csv` or a `property:` rule cannot be used.
/// Codes are stable: they are stored in the book and shown in quarantine sidecars.
extension Diagnostic.Code {
    /// A property or lease spec or a payments file with a missing, unknown or invalid key or cell.
    public static let badRentalSpec = Diagnostic.Code("bad_rental_spec")
    /// A `rules.yaml` rule with `property:` that cannot be applied.
    public static let badPropertyRule = Diagnostic.Code("bad_rules")
}

/// Rental inputs throw `RentalSpecError(rentalCode:file:line:key:_:)`: a `Diagnostic`.
public typealias RentalSpecError = Diagnostic

extension Diagnostic {
    /// Names the file, the line and the key (`payments[2].amount`) so the user can fix it; the
    /// file is quarantined and nothing of it is stored. The message starts with
    /// `file:line: key `…``; the key is also the sidecar's region.
    public init(rentalCode code: Code, file: String, line: Int?, key: String?, _ why: String) {
        self = .spec(code, file: file, line: line, key: key, why)
    }
}
