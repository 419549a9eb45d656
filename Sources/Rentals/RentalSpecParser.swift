import Foundation
import ShoeboxCore
import SpecReading
import Yams

/// Parses `*.property.yaml` and `*.lease.yaml` specs. Nothing is guessed: an unknown key, a
/// malformed amount or date, an end before the start, an unknown cycle or payment method is an
/// error naming the file, the line and the key.
public enum RentalSpecParser {
    static let propertyKeys: Set<String> = [
        "name", "address", "type", "currency", "purchase_date", "basis", "notes", "expenses",
    ]
    static let expenseKeys: Set<String> = ["match", "line"]
    static let leaseKeys: Set<String> = [
        "property", "unit", "tenant", "start", "end", "rent", "cycle", "due_day", "deposit", "late_fee", "payments",
        "active", "currency", "notes",
    ]
    static let tenantKeys: Set<String> = ["name", "phone", "email"]
    static let lateFeeKeys: Set<String> = ["amount", "rate_bps", "grace_days"]
    static let paymentKeys: Set<String> = ["date", "amount", "method", "type", "notes"]

    /// True for file names this parser reads.
    public static func kind(ofFileName name: String) -> SpecKind? {
        let lower = name.lowercased()
        if lower.hasSuffix(".property.yaml") || lower.hasSuffix(".property.yml") { return .property }
        if lower.hasSuffix(".lease.yaml") || lower.hasSuffix(".lease.yml") { return .lease }
        return nil
    }

    public enum SpecKind: Sendable { case property, lease }

    /// Reads a property spec; `defaultCurrency` applies when it names none.
    public static func parseProperty(yaml: String, file: String, defaultCurrency: CurrencyCode) throws(RentalSpecError)
        -> PropertySpec
    {
        let fields = try SpecFields(
            try root(yaml, file: file), file: file, path: "", allowed: propertyKeys, code: .badRentalSpec)
        let currency = try fields.currency() ?? defaultCurrency
        var spec = PropertySpec(
            name: try fields.requiredString("name"), address: try fields.string("address") ?? "",
            type: try fields.choice("type", PropertyType.self) ?? .residential, currency: currency, file: file)
        spec.purchaseDate = try fields.date("purchase_date")
        spec.basisMinorUnits = try fields.amount("basis", currency: currency)
        spec.notes = try fields.string("notes")
        for (index, node) in try fields.sequence("expenses").enumerated() {
            let block = try fields.block(node, path: "expenses[\(index + 1)]", allowed: expenseKeys)
            let match = try block.requiredString("match")
            guard RentDepositMatcher.Words(match).joined.count >= 3 else {
                throw block.error(
                    "match", "`\(match)` is too short to match a description (3 letters or digits at least)")
            }
            let text = try block.requiredString("line")
            guard let line = ScheduleELine(expense: text) else {
                throw block.error(
                    "line",
                    "`\(text)` is not a Schedule E expense line (5–19 or one of: "
                        + ScheduleELine.expenseLines.map(\.key).joined(separator: ", ") + ")")
            }
            spec.expenseRules.append(PropertyExpenseRule(match: match, line: line))
        }
        return spec
    }

    /// Reads a lease spec. `currencyOfProperty` gives the stored currency of a property by name
    /// (amounts are read in it unless the lease names its own); `defaultCurrency` is the fallback.
    public static func parseLease(
        yaml: String, file: String, defaultCurrency: CurrencyCode,
        currencyOfProperty: (String) -> CurrencyCode? = { _ in nil }
    ) throws(RentalSpecError) -> LeaseSpec {
        let fields = try SpecFields(
            try root(yaml, file: file), file: file, path: "", allowed: leaseKeys, code: .badRentalSpec)
        let property = try fields.requiredString("property")
        let named = try fields.currency()
        let currency = named ?? currencyOfProperty(property) ?? defaultCurrency
        guard let start = try fields.date("start") else { throw fields.error(nil, "`start` is required") }
        let end = try fields.date("end")
        if let end, end < start { throw fields.error("end", "\(end) is before the start \(start)") }
        guard let rent = try fields.amount("rent", currency: currency) else {
            throw fields.error(
                fields.has("rent") ? "rent" : nil, "`rent` is required (a decimal string, e.g. \"1500.00\")")
        }
        guard rent > 0 else { throw fields.error("rent", "rent must be more than zero") }
        let dueDay = try fields.integer("due_day", in: 1...31).map { Int($0) }
        let terms = LeaseTerms(
            start: start, end: end, rent: rent, cycle: try fields.choice("cycle", RentCycle.self) ?? .monthly,
            dueDay: dueDay, lateFee: try lateFee(fields, currency: currency))
        var spec = LeaseSpec(
            file: file, property: property, unit: try fields.string("unit"), tenants: try tenants(fields), terms: terms,
            currency: named, securityDeposit: try fields.amount("deposit", currency: currency) ?? 0,
            active: try fields.boolean("active") ?? true, notes: try fields.string("notes"))
        for (index, node) in try fields.sequence("payments").enumerated() {
            spec.payments.append(try payment(node, file: file, path: "payments[\(index + 1)]", currency: currency))
        }
        for key in leaseKeys where fields.has(key) { spec.keyLines[key] = fields.line(key) }
        return spec
    }

    /// `tenant: Ana Ruiz`, a block with `name`, `phone`, `email`, or a list of either.
    static func tenants(_ fields: SpecFields) throws(RentalSpecError) -> [Tenant] {
        guard let node = fields.node("tenant") else { throw fields.error(nil, "`tenant` is required") }
        let nodes: [(Node, String)]
        if let sequence = node.sequence {
            nodes = sequence.enumerated().map { ($0.element, "tenant[\($0.offset + 1)]") }
        } else {
            nodes = [(node, "tenant")]
        }
        var tenants: [Tenant] = []
        for (element, path) in nodes {
            if let scalar = element.scalar {
                let name = scalar.string.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !name.isEmpty else { throw fields.error("tenant", "a tenant needs a name") }
                tenants.append(Tenant(name: name))
                continue
            }
            let block = try fields.block(element, path: path, allowed: tenantKeys)
            tenants.append(
                Tenant(
                    name: try block.requiredString("name"), phone: try block.string("phone"),
                    email: try block.string("email")))
        }
        guard !tenants.isEmpty else { throw fields.error("tenant", "at least one tenant is required") }
        return tenants
    }

    static func lateFee(_ fields: SpecFields, currency: CurrencyCode) throws(RentalSpecError) -> LateFeeRule? {
        guard let node = fields.node("late_fee") else { return nil }
        let block = try fields.block(node, path: "late_fee", allowed: lateFeeKeys)
        let grace = Int(try block.integer("grace_days", in: 0...365) ?? 0)
        switch (try block.amount("amount", currency: currency), try block.integer("rate_bps", in: 1...10_000)) {
        case (let amount?, nil): return LateFeeRule(charge: .fixed(minorUnits: amount), graceDays: grace)
        case (nil, let bps?): return LateFeeRule(charge: .rate(basisPoints: bps), graceDays: grace)
        case (.some, .some): throw block.error("rate_bps", "give `amount` or `rate_bps`, not both")
        case (nil, nil): throw block.error(nil, "give `amount` (e.g. \"50.00\") or `rate_bps` (e.g. 500)")
        }
    }

    static func payment(_ node: Node, file: String, path: String, currency: CurrencyCode) throws(RentalSpecError)
        -> RentPayment
    {
        let block = try SpecFields(node, file: file, path: path, allowed: paymentKeys, code: .badRentalSpec)
        guard let date = try block.date("date") else { throw block.error(nil, "`\(path).date` is required") }
        guard let amount = try block.amount("amount", currency: currency), amount > 0 else {
            throw block.error(block.has("amount") ? "amount" : nil, "a payment needs an amount above zero")
        }
        return RentPayment(
            date: date, amount: amount, method: try block.choice("method", RentPaymentMethod.self) ?? .cash,
            type: try block.choice("type", RentPaymentType.self) ?? .rent, notes: try block.string("notes"))
    }

    /// The spec's root node, read safely (`SpecDocument`: size and nesting limits).
    static func root(_ yaml: String, file: String) throws(RentalSpecError) -> Node {
        try SpecDocument.root(yaml, file: file, code: .badRentalSpec)
    }
}
