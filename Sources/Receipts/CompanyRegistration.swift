/// A company registration number printed under (or after) the registered name: the Malaysian
/// business number with its check letter (`(002049088-U)`, `(1125830-X)`), or a labelled company
/// number (`CO. REG. NO: 001011128-T`, `Company No. 12345678`, `Reg. nr. 10190065`, `HRB 1234`).
/// A tax number (`GST REG NO`, `VAT REG`, `USt-IdNr.`) is not one: it follows the address as often
/// as the name.
enum CompanyRegistration {
    /// A line that is a bracketed company number with its check letter and nothing else.
    static let bareNumber = TextPattern(#"^\s*[(\[]?\s*\d{5,12}\s?-\s?[A-Z0-9]?[)\]]{0,2}\s*$"#)
    /// A company number with its check letter in brackets after the name on its line.
    static let trailingNumber = TextPattern(#"[A-Za-z].*\(\s*\d{5,12}\s?-\s?[A-Z]\s*\)?\s*$"#)
    static let labels = [
        "CO REG", "COMPANY REG", "COMPANY NO", "CO NO", "REG NO", "REG NR", "REGISTRATION NO", "ROC", "HRB",
        "BUSINESS REG", "REGISTRIKOOD",
    ]
    static let taxWords = ["GST", "VAT", "SST", "TAX", "UST", "MWST", "STEUER", "KMKR", "TIN", "ABN"]

    /// Whether `text` is a line holding a company registration number (and no name).
    static func isNumberLine(_ text: String) -> Bool {
        if bareNumber.contains(text.uppercased()) { return true }
        let normalized = ReceiptKeywords.normalized(text)
        guard text.filter(\.isNumber).count >= 5, ReceiptKeywords.containsAny(normalized, labels) else { return false }
        return !ReceiptKeywords.containsAny(normalized, taxWords)
    }

    /// Whether `text` is a name followed by its bracketed company number (`… Sdn Bhd (383322-D)`).
    static func endsName(_ text: String) -> Bool {
        trailingNumber.contains(text) && !ReceiptKeywords.containsAny(ReceiptKeywords.normalized(text), taxWords)
    }
}
