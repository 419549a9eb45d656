import ShoeboxCore
import Yams

/// A parsed rules file: custom categories and ordered rules (first match wins).
///
/// ```yaml
/// categories:            # custom key: built-in key it rolls up to
///   software: office
/// rules:
///   - name: adobe
///     payee: [ADOBE, FIGMA]
///     category: software
///   - name: costco-business
///     payee: COSTCO
///     account: acct:4321
///     direction: out
///     amount: { min: 0, max: 2500 }
///     category: supplies
/// ```
public struct RulesFile: Sendable {
    public var categories: [String: String] = [:]
    public var rules: [CategoryRule] = []
    /// The owner's `context:` (vehicle method, home office, personal accounts).
    public var context = BookContext()

    public init(categories: [String: String] = [:], rules: [CategoryRule] = []) {
        self.categories = categories
        self.rules = rules
    }

    static let ruleKeys = [
        "name", "payee", "pattern", "account", "direction", "amount", "kind", "category", "set_payee",
        "business", "confidence",
    ]

    /// Parses `text`; `file` names the file in errors. Category keys are checked against
    /// the built-in keys, `known` and the file's own `categories:`.
    /// - Throws: `RulesFileError` naming the file, line and key.
    public static func parse(_ text: String, file: String, known: CategoryCatalog = CategoryCatalog()) throws
        -> RulesFile
    {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw RulesFileError(file: file, line: Self.line(of: error), key: nil, message: "not valid YAML: \(error)")
        }
        guard let root else { return RulesFile() }
        guard let mapping = root.mapping else {
            throw RulesFileError(
                file: file, line: root.mark?.line, key: nil,
                message: "expected a mapping with `categories:` and `rules:`")
        }
        var result = RulesFile()
        var catalog = known
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "categories": try result.readCategories(value, file: file, catalog: &catalog)
            case "rules": break
            case "context": result.context = try BookContext.parse(value, file: file)
            default:
                throw RulesFileError(
                    file: file, line: keyNode.mark?.line, key: key,
                    message: "unknown top-level key; expected `categories`, `context` or `rules`")
            }
        }
        if let rules = mapping["rules"] {
            guard let sequence = rules.sequence else {
                throw RulesFileError(
                    file: file, line: rules.mark?.line, key: "rules", message: "expected a list of rules")
            }
            var names = Set<String>()
            for (index, node) in sequence.enumerated() {
                let rule = try RuleReader(file: file, catalog: catalog).read(node, index: index)
                guard names.insert(rule.name).inserted else {
                    throw RulesFileError(
                        file: file, line: node.mark?.line, key: "name",
                        message: "rule name '\(rule.name)' is used twice")
                }
                result.rules.append(rule)
            }
        }
        return result
    }

    mutating func readCategories(_ node: Node, file: String, catalog: inout CategoryCatalog) throws {
        guard let mapping = node.mapping else {
            throw RulesFileError(
                file: file, line: node.mark?.line, key: "categories",
                message: "expected `custom_key: built_in_key` pairs")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? "", target = value.string ?? ""
            do { try catalog.add(key, rollsUpTo: target) } catch let error as Diagnostic {
                throw RulesFileError(
                    file: file, line: keyNode.mark?.line, key: "categories.\(key)", message: error.message)
            }
            categories[key] = target
        }
    }

    static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _): return mark.line
        default: return nil
        }
    }
}

/// A rules file problem, with where it is.
public typealias RulesFileError = ConfigFileError
