import ShoeboxCore
import SpecReading
import Yams

/// Parses `business.yaml`: the business profile. `name` is required; unknown keys are errors.
public enum BusinessSpecParser {
    static let keys: Set<String> = [
        "name", "email", "phone", "address", "city", "state", "postal_code", "country", "tax_number", "logo",
        "default_currency", "default_tax_rate_bps", "default_terms_days", "invoice_prefix", "estimate_prefix",
        "next_invoice_number", "next_estimate_number",
    ]

    public static func parse(yaml: String, file: String) throws(SpecError) -> BusinessProfile {
        let fields = try SpecFields(
            try SpecParser.root(yaml, file: file), file: file, path: "", allowed: keys, code: .badInvoiceSpec)
        var profile = BusinessProfile(name: try fields.requiredString("name"))
        profile.email = try fields.string("email")
        profile.phone = try fields.string("phone")
        if let node = fields.node("address"), node.sequence != nil {
            profile.addressLines = try fields.sequence("address").compactMap(\.string).filter { !$0.isEmpty }
        } else if let text = try fields.string("address") {
            profile.addressLines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
        }
        profile.city = try fields.string("city")
        profile.state = try fields.string("state")
        profile.postalCode = try fields.string("postal_code")
        profile.country = try fields.string("country")
        profile.taxNumber = try fields.string("tax_number")
        profile.logoPath = try fields.string("logo")
        if let text = try fields.string("default_currency") {
            guard let code = CurrencyCode(text) else {
                throw fields.error("default_currency", "unknown currency code `\(text)`")
            }
            profile.defaultCurrency = code
        }
        profile.defaultTaxRateBasisPoints = try fields.integer("default_tax_rate_bps", in: 0...10_000) ?? 0
        profile.defaultTermsDays = Int(try fields.integer("default_terms_days", in: 0...3650) ?? 30)
        profile.invoicePrefix = try prefix(fields, "invoice_prefix") ?? "INV"
        profile.estimatePrefix = try prefix(fields, "estimate_prefix") ?? "EST"
        guard profile.invoicePrefix != profile.estimatePrefix else {
            throw fields.error("estimate_prefix", "invoices and estimates need different prefixes")
        }
        profile.nextInvoiceNumber = try fields.integer("next_invoice_number", in: 1...99_999_999) ?? 1
        profile.nextEstimateNumber = try fields.integer("next_estimate_number", in: 1...99_999_999) ?? 1
        return profile
    }

    static func prefix(_ fields: SpecFields, _ key: String) throws(SpecError) -> String? {
        guard let text = try fields.string(key) else { return nil }
        guard text.count <= 12,
            text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else {
            throw fields.error(
                key, "`\(text)` must be up to 12 letters, digits, `-` or `_` (it becomes part of file names)")
        }
        return text
    }
}
