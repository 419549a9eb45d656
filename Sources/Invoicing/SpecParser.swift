import Foundation
import ShoeboxCore
import SpecReading
import Yams

/// Parses invoice and estimate specs. Nothing is guessed: an unknown key, a malformed amount,
/// a quantity of zero or less, an unknown currency, a missing client or no items is an error
/// naming the file, the line and the key.
public enum SpecParser {
    static let documentKeys: Set<String> = [
        "number", "client", "issue_date", "due_date", "valid_until", "terms_days", "currency", "tax_rate_bps",
        "discount",
        "items", "notes", "terms", "status", "payments", "convert_from",
    ]
    static let clientKeys: Set<String> = ["id", "name", "email", "phone", "address", "notes", "language"]
    static let itemKeys: Set<String> = ["description", "quantity", "unit_price"]
    /// Largest quantity of one line: one billion units (keeps quantity × price inside `Int64`).
    static let maximumQuantity: Int64 = 1_000_000_000
    static let paymentKeys: Set<String> = ["amount", "method", "date", "notes"]

    /// Reads a spec; `defaultCurrency` applies when the spec names none.
    public static func parse(
        yaml: String, file: String, type: DocumentType,
        defaultCurrency: CurrencyCode
    ) throws(SpecError) -> InvoiceSpec {
        let fields = try SpecFields(
            try root(yaml, file: file), file: file, path: "", allowed: documentKeys, code: .badInvoiceSpec)
        var spec = InvoiceSpec(file: file, type: type)
        spec.defaultCurrency = defaultCurrency
        for key in documentKeys where fields.has(key) { spec.keyLines[key] = fields.line(key) }
        if type == .estimate, fields.has("convert_from") || fields.has("payments") {
            throw fields.error(fields.has("payments") ? "payments" : "convert_from", "only invoices take this key")
        }
        if type == .invoice, fields.has("valid_until") { throw fields.error("valid_until", "invoices have `due_date`") }
        spec.currency = try fields.currency()
        let currency = spec.currency ?? defaultCurrency
        spec.number = try fields.string("number")
        spec.convertFrom = try fields.string("convert_from")
        spec.client = try client(fields)
        if spec.client == nil, spec.convertFrom == nil {
            throw fields.error(nil, "`client` is required (a name, or a block with `name:`)")
        }
        spec.issueDate = try fields.date("issue_date")
        spec.dueDate = try fields.date(type == .estimate && fields.has("valid_until") ? "valid_until" : "due_date")
        if fields.has("due_date"), fields.has("valid_until") {
            throw fields.error("valid_until", "give `due_date` or `valid_until`, not both")
        }
        spec.termsDays = try fields.integer("terms_days", in: 0...3650).map { Int($0) }
        if let due = spec.dueDate, let issue = spec.issueDate, due < issue {
            throw fields.error(
                fields.has("due_date") ? "due_date" : "valid_until", "\(due) is before the issue date \(issue)")
        }
        spec.taxRateBasisPoints = try fields.integer("tax_rate_bps", in: 0...10_000)
        spec.discount = try discount(fields, currency: currency)
        spec.notes = try fields.string("notes")
        spec.terms = try fields.string("terms")
        spec.status = try status(fields, type: type)
        for (index, node) in try fields.sequence("items").enumerated() {
            spec.items.append(try item(node, file: file, path: "items[\(index + 1)]", currency: currency))
        }
        if spec.items.isEmpty, spec.convertFrom == nil {
            throw fields.error(
                fields.has("items") ? "items" : nil,
                "`items` is required: at least one line with `description`, `quantity`, `unit_price`")
        }
        for (index, node) in try fields.sequence("payments").enumerated() {
            spec.payments.append(try payment(node, file: file, path: "payments[\(index + 1)]", currency: currency))
        }
        return spec
    }

    /// The spec's root node, read safely (`SpecDocument`: size and nesting limits).
    static func root(_ yaml: String, file: String) throws(SpecError) -> Node {
        try SpecDocument.root(yaml, file: file, code: .badInvoiceSpec)
    }

    static func client(_ fields: SpecFields) throws(SpecError) -> InvoiceSpec.ClientReference? {
        guard let node = fields.node("client") else { return nil }
        if node.scalar != nil {
            guard let text = try fields.string("client") else { return nil }
            if node.scalar?.style == .plain, let id = Int64(text) { return .id(id) }
            return .name(text, details: nil)
        }
        let block = try fields.block(node, path: "client", allowed: clientKeys)
        if let id = try block.integer("id", in: 1...Int64.max) {
            guard !block.has("name") else { throw block.error("name", "give `id` or `name`, not both") }
            return .id(id)
        }
        var details = ClientDetails(name: try block.requiredString("name"))
        details.email = try block.string("email")
        details.phone = try block.string("phone")
        details.notes = try block.string("notes")
        if let code = try block.string("language") {
            guard let language = Language(code: code) else {
                throw block.error("language", Language.unsupportedMessage(code))
            }
            details.language = language
        }
        if let address = block.node("address"), address.sequence != nil {
            details.address = try block.sequence("address").map { line in line.string ?? "" }.filter { !$0.isEmpty }
        } else if let text = try block.string("address") {
            details.address = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
        }
        return .name(details.name, details: details)
    }

    static func discount(_ fields: SpecFields, currency: CurrencyCode) throws(SpecError) -> Discount? {
        guard let node = fields.node("discount") else { return nil }
        let block = try fields.block(node, path: "discount", allowed: ["type", "value_bps", "value"])
        switch try block.requiredString("type") {
        case "percentage":
            guard !block.has("value") else {
                throw block.error("value", "a percentage discount takes `value_bps` (1000 = 10 %)")
            }
            guard let bps = try block.integer("value_bps", in: 0...10_000) else {
                throw block.error(nil, "`discount.value_bps` is required")
            }
            return .percentage(basisPoints: bps)
        case "fixed":
            guard !block.has("value_bps") else {
                throw block.error("value_bps", "a fixed discount takes `value` (\"25.00\")")
            }
            guard let units = try block.amount("value", currency: currency) else {
                throw block.error(nil, "`discount.value` is required")
            }
            return .fixed(minorUnits: units)
        case let other:
            throw block.error("type", "unknown discount type `\(other)` (use percentage or fixed)")
        }
    }

    static func status(_ fields: SpecFields, type: DocumentType) throws(SpecError) -> DocumentStatus? {
        guard let text = try fields.string("status") else { return nil }
        let allowed = InvoiceLifecycle.specStatuses(for: type)
        guard let status = DocumentStatus(rawValue: text.lowercased()), allowed.contains(status) else {
            throw fields.error(
                "status",
                "`\(text)` is not a status a \(type.rawValue) spec can set (use "
                    + allowed.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return status
    }

    static func item(_ node: Node, file: String, path: String, currency: CurrencyCode) throws(SpecError)
        -> InvoiceSpec.Item
    {
        let block = try SpecFields(node, file: file, path: path, allowed: itemKeys, code: .badInvoiceSpec)
        let description = try block.requiredString("description")
        var quantity = ExactDecimal(1)
        if let text = try block.string("quantity") {
            guard let parsed = ExactDecimal(text) else {
                throw block.error("quantity", "`\(text)` is not a decimal number such as 2.5")
            }
            guard parsed.isPositive else {
                throw block.error("quantity", "quantity must be greater than 0 (got \(text))")
            }
            guard parsed.significand / parsed.divisor < maximumQuantity else {
                throw block.error("quantity", "quantity \(text) is over the limit of \(maximumQuantity)")
            }
            quantity = parsed
        }
        guard let price = try block.amount("unit_price", currency: currency) else {
            throw block.error(
                block.has("unit_price") ? "unit_price" : nil,
                "`\(path).unit_price` is required (a decimal string such as \"120.00\")")
        }
        return .init(description: description, quantity: quantity, unitPrice: price, line: block.line)
    }

    static func payment(_ node: Node, file: String, path: String, currency: CurrencyCode) throws(SpecError)
        -> InvoiceSpec.SpecPayment
    {
        let block = try SpecFields(node, file: file, path: path, allowed: paymentKeys, code: .badInvoiceSpec)
        guard let amount = try block.amount("amount", currency: currency), amount > 0 else {
            throw block.error(block.has("amount") ? "amount" : nil, "a payment needs an `amount` greater than 0")
        }
        guard let date = try block.date("date") else { throw block.error(nil, "`\(path).date` is required") }
        var method = PaymentMethod.other
        if let text = try block.string("method") {
            guard let parsed = PaymentMethod(rawValue: text.lowercased()) else {
                throw block.error(
                    "method",
                    "unknown method `\(text)` (use " + PaymentMethod.allCases.map(\.rawValue).joined(separator: ", ")
                        + ")")
            }
            method = parsed
        }
        return .init(
            payment: Payment(amount: amount, method: method, date: date, notes: try block.string("notes")),
            line: block.line)
    }
}
