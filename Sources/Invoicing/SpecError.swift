import ShoeboxCore

/// Why an invoice, estimate or business spec cannot be used: names the file, the line and
/// the key (`items[2].quantity`), so the user can fix it. The file is quarantined.
public struct SpecError: QuarantineReason, Equatable {
    public var code: String
    public var message: String
    public var line: Int?
    /// The key path, e.g. `items[2].quantity`.
    public var region: String?

    public init(code: String = "bad_invoice_spec", file: String, line: Int?, key: String?, _ why: String) {
        self.code = code
        var text = file
        if let line { text += ":\(line)" }
        if let key { text += ": key `\(key)`" }
        self.message = text + ": " + why
        self.line = line
        self.region = key
    }
}
