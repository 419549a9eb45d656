import ShoeboxCore
import Yams

/// Rules of `rules.yaml` that put the rows they match on a rental property:
///
/// ```yaml
/// rules:
///   - name: maple-plumber
///     payee: JOE'S PLUMBING
///     category: repairs
///     property: Maple Street 12      # the property's name
///     schedule_e: repairs           # optional: the line, else derived from `category`
/// ```
/// The categorizer matches the rule (payee, pattern, amount, …) as for any rule; the rentals
/// stage then moves the rows it decided to the property, on the Schedule E line. Only the
/// `name`, `category`, `property` and `schedule_e` keys are read here; `RulesFile` validates the rest.
public struct PropertyRule: Hashable, Sendable {
    public var name: String
    public var property: String
    public var line: ScheduleELine
    public var fileLine: Int?
}

public enum PropertyRules {
    /// The rules with a `property:` key. A rule whose line cannot be told (no `schedule_e:` and a
    /// category with no Schedule E line) goes on line 19 (other).
    public static func parse(_ yaml: String, file: String) throws(RentalSpecError) -> [PropertyRule] {
        let root: Node?
        do { root = try Yams.compose(yaml: yaml) } catch {
            throw RentalSpecError(
                rentalCode: .badPropertyRule, file: file, line: nil, key: nil, "not valid YAML: \(error)")
        }
        guard let rules = root?.mapping?["rules"]?.sequence else { return [] }
        var found: [PropertyRule] = []
        for (index, rule) in rules.enumerated() {
            guard let mapping = rule.mapping, let propertyNode = mapping["property"] else { continue }
            let path = "rules[\(index + 1)]"
            guard let property = propertyNode.string?.trimmingCharacters(in: .whitespaces), !property.isEmpty else {
                throw RentalSpecError(
                    rentalCode: .badPropertyRule, file: file, line: propertyNode.mark?.line, key: "\(path).property",
                    "expected a property name")
            }
            guard let name = mapping["name"]?.string else {
                throw RentalSpecError(
                    rentalCode: .badPropertyRule, file: file, line: rule.mark?.line, key: "\(path).name",
                    "a rule with `property:` needs a `name:`")
            }
            var line = ScheduleELine.other
            if let lineNode = mapping["schedule_e"] {
                guard let text = lineNode.string, let parsed = ScheduleELine(expense: text) else {
                    throw RentalSpecError(
                        rentalCode: .badPropertyRule, file: file, line: lineNode.mark?.line, key: "\(path).schedule_e",
                        "not a Schedule E expense line (5–19 or one of: "
                            + ScheduleELine.expenseLines.map(\.key).joined(separator: ", ") + ")")
                }
                line = parsed
            } else if let category = mapping["category"]?.string, let parsed = ScheduleELine(expense: category) {
                line = parsed
            }
            found.append(PropertyRule(name: name, property: property, line: line, fileLine: rule.mark?.line))
        }
        return found
    }
}
