import ShoeboxCore

/// Why a property or lease spec (or a `rent-payments.csv`) cannot be used: names the file, the
/// line and the key (`payments[2].amount`), so the user can fix it. The file is quarantined and
/// nothing of it is stored.
public struct RentalSpecError: QuarantineReason, Equatable {
    public var code: String
    public var message: String
    public var line: Int?
    /// The key path, e.g. `late_fee.grace_days`.
    public var region: String?

    public init(code: String = "bad_rental_spec", file: String, line: Int?, key: String?, _ why: String) {
        self.code = code
        var text = file
        if let line { text += ":\(line)" }
        if let key { text += ": key `\(key)`" }
        self.message = text + ": " + why
        self.line = line
        self.region = key
    }
}
