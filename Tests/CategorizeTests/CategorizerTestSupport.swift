import Foundation
import ShoeboxCore

@testable import Categorize

/// A categorizer over the default rules that learned from `corrections`
/// (description, amount in cents, account key, category), in that order.
func learnedCategorizer(_ corrections: [(String, Int64, String, String)]) -> Categorizer {
    let examples = corrections.enumerated().map { index, item in
        LearnedExample(
            id: Int64(index + 1),
            facts: TransactionFacts(description: item.0, amountCents: item.1, account: item.2),
            category: item.3)
    }
    return Categorizer(
        rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: examples, catalog: CategoryCatalog())
}

/// `categorizer`'s decision for one row.
func decide(_ categorizer: Categorizer, _ description: String, _ cents: Int64, _ account: String = "acct:biz")
    -> CategoryDecision
{
    categorizer.decide(TransactionFacts(description: description, amountCents: cents, account: account))
}
