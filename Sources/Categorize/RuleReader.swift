import Foundation
import ShoeboxCore
import Yams

/// Reads one rule mapping of a rules file, checking every key and value.
struct RuleReader {
    let file: String
    let catalog: CategoryCatalog

    func read(_ node: Node, index: Int) throws -> CategoryRule {
        guard let mapping = node.mapping else {
            throw fail(node, "rules[\(index)]", "expected a mapping with at least `name`, `category` and one condition")
        }
        for (keyNode, _) in mapping {
            let key = keyNode.string ?? ""
            guard RulesFile.ruleKeys.contains(key) else {
                throw fail(
                    keyNode, key, "unknown rule key; expected one of \(RulesFile.ruleKeys.joined(separator: ", "))")
            }
        }
        guard let nameNode = mapping["name"], let name = nameNode.string, !name.isEmpty else {
            throw fail(node, "name", "rule \(index + 1) has no name")
        }
        guard let categoryNode = mapping["category"], let category = categoryNode.string else {
            throw fail(node, "category", "rule '\(name)' has no category")
        }
        guard catalog.contains(category) else {
            throw fail(categoryNode, "category", CategoryError.unknown(category, known: catalog.allKeys).message)
        }
        var rule = CategoryRule(name: name, category: category)
        rule.origin = "\(file):\(node.mark?.line ?? 0)"
        if let payee = mapping["payee"] {
            rule.payee = try strings(payee, "payee").map(CategoryRule.phrase)
            if rule.payee.contains(where: { $0.allSatisfy { $0 == CategoryRule.gap } }) {
                throw fail(payee, "payee", "a payee phrase has no words left after normalization")
            }
        }
        if let pattern = mapping["pattern"] {
            do { rule.pattern = try NSRegularExpressionBox(pattern.string ?? "") } catch {
                throw fail(pattern, "pattern", "not a valid regular expression: \(pattern.string ?? "")")
            }
        }
        if let account = mapping["account"] { rule.accounts = try strings(account, "account") }
        if let kind = mapping["kind"] {
            rule.kinds = try strings(kind, "kind")
            if let bad = rule.kinds.first(where: { !["bank", "receipt", "invoice"].contains($0) }) {
                throw fail(kind, "kind", "'\(bad)' is not bank, receipt or invoice")
            }
        }
        if let direction = mapping["direction"] {
            guard let value = direction.string.flatMap(TransactionFacts.Direction.init(rawValue:)) else {
                throw fail(direction, "direction", "expected `in` or `out`")
            }
            rule.direction = value
        }
        if let amount = mapping["amount"] { (rule.minCents, rule.maxCents) = try range(amount) }
        if let setPayee = mapping["set_payee"] { rule.payeeName = setPayee.string }
        if let business = mapping["business"] {
            guard let value = business.bool else { throw fail(business, "business", "expected true or false") }
            rule.business = value
        }
        if let confidence = mapping["confidence"] {
            guard let value = confidence.float, (0...1).contains(value) else {
                throw fail(confidence, "confidence", "expected a number from 0 to 1")
            }
            rule.confidence = value
        }
        if rule.payee.isEmpty && rule.pattern == nil && rule.accounts.isEmpty && rule.kinds.isEmpty
            && rule.minCents == nil && rule.maxCents == nil && rule.direction == nil
        {
            throw fail(
                node, "name", "rule '\(name)' has no condition (payee, pattern, account, direction, amount or kind)")
        }
        return rule
    }

    func strings(_ node: Node, _ key: String) throws -> [String] {
        if let value = node.string { return [value] }
        if let sequence = node.sequence {
            return try sequence.map { item in
                guard let value = item.string else { throw fail(item, key, "expected text") }
                return value
            }
        }
        throw fail(node, key, "expected text or a list of text")
    }

    func range(_ node: Node) throws -> (Int64?, Int64?) {
        guard let mapping = node.mapping else { throw fail(node, "amount", "expected `{ min: X, max: Y }`") }
        var bounds: [String: Int64] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard key == "min" || key == "max" else { throw fail(keyNode, "amount.\(key)", "expected `min` or `max`") }
            guard let cents = value.string.flatMap(DecimalCents.parse) else {
                throw fail(value, "amount.\(key)", "'\(value.string ?? "")' is not an amount like 2500 or 19.99")
            }
            bounds[key] = cents
        }
        if let low = bounds["min"], let high = bounds["max"], low > high {
            throw fail(node, "amount", "min is greater than max")
        }
        return (bounds["min"], bounds["max"])
    }

    func fail(_ node: Node, _ key: String, _ message: String) -> RulesFileError {
        RulesFileError(file: file, line: node.mark?.line, key: key, message: message)
    }
}

/// Parses a plain decimal amount (`2500`, `2,500.00`, `$19.99`) to cents without floating point.
public enum DecimalCents {
    public static func parse(_ text: String) -> Int64? {
        var body = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "")
        if body.hasPrefix("$") { body.removeFirst() }
        var negative = false
        if body.hasPrefix("-") { negative = true; body.removeFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int64(parts[0]), !parts[0].isEmpty else { return nil }
        var cents = whole * 100
        if parts.count == 2 {
            let fraction = parts[1]
            guard (1...2).contains(fraction.count), fraction.allSatisfy(\.isNumber), let value = Int64(fraction) else {
                return nil
            }
            cents += fraction.count == 1 ? value * 10 : value
        }
        return negative ? -cents : cents
    }
}
