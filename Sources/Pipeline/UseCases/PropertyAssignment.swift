import Foundation
import Rentals
import ShoeboxCore
import Storage

extension Ledger {
    /// Moves rows decided by `rules.yaml` rules with a `property:` key onto that property's
    /// Schedule E line. Returns how many rows moved. A rule naming an unknown property is an error
    /// naming the rule (nothing moves).
    public func applyPropertyRules(_ rules: [PropertyRule], file: String) throws -> Int {
        guard !rules.isEmpty else { return 0 }
        return try write { tx in
            var moved = 0
            for rule in rules {
                guard let property = try tx.property(named: rule.property) else {
                    throw RentalSpecError(
                        rentalCode: .badPropertyRule, file: file, line: rule.fileLine, key: "property",
                        "rule `\(rule.name)` names `\(rule.property)`, which is not a property in the book")
                }
                for row in try tx.rowsDecided(byRule: rule.name) {
                    try tx.assignToProperty(
                        transactionID: row.id, propertyID: property.id, line: rule.line.rawValue,
                        source: "rule:\(rule.name)")
                    moved += 1
                }
            }
            return moved
        }
    }

    /// Puts rows nobody placed yet on properties by the payee/memo rules of the property specs
    /// (`expenses:`). Returns (rows moved, rows two rules disagree on: left undecided).
    public func applyPropertyExpenseRules() throws -> (moved: Int, conflicting: Int) {
        try write { tx in
            let rules = try tx.propertyExpenseRules().compactMap { item in
                ScheduleELine(rawValue: item.rule.line).map {
                    PropertyExpenseMatcher.Rule(propertyID: item.propertyID, match: item.rule.match, line: $0)
                }
            }
            guard !rules.isEmpty else { return (0, 0) }
            let rows = try tx.rowsAwaitingProperty().map {
                PropertyExpenseMatcher.Row(id: $0.id, description: $0.description)
            }
            let result = PropertyExpenseMatcher.match(rows, rules: rules)
            for item in result.assigned {
                try tx.assignToProperty(
                    transactionID: item.id, propertyID: item.propertyID, line: item.line.rawValue, source: "spec")
            }
            return (result.assigned.count, result.conflicting.count)
        }
    }

    /// `shoebox rent assign ID --property NAME --line repairs`: a person puts a transaction on a
    /// property (or takes it off with `property == nil`). Rent deposits are assigned by paying a lease.
    public func assignTransaction(_ transactionID: Int64, toProperty name: String?, line: ScheduleELine) throws {
        try write { tx in
            guard try tx.bankRow(id: transactionID) != nil else {
                throw Diagnostic(.rentRefused, "there is no transaction \(transactionID)")
            }
            guard let name else {
                try tx.unassignFromProperty(transactionID: transactionID)
                return
            }
            guard let property = try tx.property(named: name) else {
                throw Diagnostic(.rentRefused, "there is no property named \(name)")
            }
            try tx.assignToProperty(
                transactionID: transactionID, propertyID: property.id, line: line.rawValue, source: "user")
        }
    }
}
