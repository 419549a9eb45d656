import Categorize
import Foundation

/// The categorize-dev protocol on the labelled rows themselves (description, amount, account as
/// given), with the same book-wide patterns and context the service computes: what the
/// categorizer scores when the importer is not in the way.
struct InMemoryDevSet {
    let labels: [DevSetRow]
    let context: BookContext
    let facts: [TransactionFacts]
    let views: [DescriptorView]

    init(labels: [DevSetRow], context url: URL?) throws {
        self.labels = labels
        var context = BookContext()
        if let url {
            context = try RulesFile.parse(try String(contentsOf: url, encoding: .utf8), file: url.path).context
        }
        for account in Set(labels.map(\.account)) {
            if let processor = BookContext.processorLedger(accountKey: account, name: account) {
                context.processorLedgers.insert(processor)
            }
        }
        self.context = context
        let views = labels.map { DescriptorView($0.description) }
        let rows = labels.enumerated().map { index, label in
            BookPatterns.Row(
                id: Int64(index), date: label.date, amountCents: label.amountCents, account: label.account,
                payeeKey: views[index].payeeKey)
        }
        let pairs = BookPatterns.transferPairs(rows)
        let recurring = BookPatterns.recurringMonths(rows)
        let returns = BookPatterns.returnsOfPurchases(rows)
        facts = labels.enumerated().map { index, label in
            var facts = TransactionFacts(
                description: label.description, amountCents: label.amountCents, account: label.account,
                accountName: label.account)
            if let other = pairs[Int64(index)] {
                facts.transferLeg =
                    "\(labels[Int(other)].amountCents) on \(labels[Int(other)].account) '\(labels[Int(other)].description)'"
            }
            facts.recurringMonths = recurring[Int64(index)] ?? 0
            facts.returnOfPurchase = returns.contains(Int64(index))
            return facts
        }
        self.views = views
    }

    func decide(_ corrections: [LearnedExample]) -> [CategoryDecision] {
        var categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: corrections,
            catalog: CategoryCatalog(), context: context)
        let first = facts.indices.map { categorizer.decide(facts[$0], view: views[$0]) }
        // As the service does after a pass: what each account's rows usually are, for payees nothing names.
        categorizer.profile = AccountProfile(decided: facts.indices.map { (facts[$0], first[$0]) })
        return facts.indices.map { index in
            AccountProfile.guessSources.contains(first[index].source)
                ? categorizer.decide(facts[index], view: views[index]) : first[index]
        }
    }

    func measure(_ folder: String, heldOut: Bool, showErrors: Bool, verbose: Bool) throws -> DevSetBenchmark.Result {
        let cold = decide([])
        func stored(_ index: Int, _ decision: CategoryDecision) -> CategorizeDevBook.Stored {
            CategorizeDevBook.Stored(
                id: Int64(index), date: labels[index].date, amountCents: labels[index].amountCents,
                description: labels[index].description, account: labels[index].account,
                category: decision.category, confidence: decision.confidence, source: decision.source,
                explanation: decision.explanation)
        }
        var result = DevSetBenchmark.Result(
            business: folder, heldOut: heldOut, rows: labels.count, missing: 0, refused: [],
            cold: labels.indices.map { (labels[$0], stored($0, cold[$0])) })
        let wrong = labels.indices.filter { cold[$0].category != labels[$0].truth }
        if showErrors && !heldOut {
            print("cold errors of \(folder) (in memory):")
            for index in wrong {
                let label = labels[index]
                let decision = cold[index]
                print(
                    "  \(label.id) \(label.truth) <- \(decision.category) \(String(format: "%.2f", decision.confidence)) "
                        + "\(label.account) \(label.amountCents) '\(label.description)' :: \(decision.explanation)")
            }
        }
        for n in DevSetBenchmark.steps {
            let given = Array(wrong.prefix(n))
            var examples: [LearnedExample] = []
            for index in given {
                // The protocol's correction is (description, key): the handle is the earliest row with that description.
                let handle = labels.firstIndex { $0.description == labels[index].description }!
                examples.append(
                    LearnedExample(
                        id: Int64(examples.count + 1), facts: facts[handle], category: labels[index].truth,
                        payeeKey: views[handle].payeeKey))
            }
            let now = decide(examples)
            var point = (right: 0, scored: 0, fixed: 0, broken: 0, residualRight: 0, residual: 0, n: given.count)
            let givenSet = Set(given)
            let wrongSet = Set(wrong)
            var reliability = DevSetBenchmark.Reliability()
            for index in labels.indices where !givenSet.contains(index) {
                let right = now[index].category == labels[index].truth
                let wasRight = cold[index].category == labels[index].truth
                reliability.add(
                    category: now[index].category, confidence: now[index].confidence, truth: labels[index].truth)
                point.scored += 1
                if right { point.right += 1 }
                if right && !wasRight { point.fixed += 1 }
                if !right && wasRight {
                    point.broken += 1
                    if verbose && !heldOut {
                        print(
                            "    N=\(n) broken: \(labels[index].id) \(labels[index].truth) -> \(now[index].category) '\(labels[index].description)' :: \(now[index].explanation)"
                        )
                    }
                }
                if wrongSet.contains(index) {
                    point.residual += 1
                    if right { point.residualRight += 1 }
                }
            }
            result.curve[n] = point
            result.reliability[n] = reliability
            if showErrors && !heldOut && n >= 10 {
                print("still wrong after N=\(n) (\(folder)):")
                for index in labels.indices
                where !givenSet.contains(index) && now[index].category != labels[index].truth {
                    print(
                        "  \(labels[index].id) \(labels[index].truth) <- \(now[index].category) \(String(format: "%.2f", now[index].confidence)) "
                            + "'\(labels[index].description)' :: \(now[index].explanation.prefix(110))")
                }
            }
        }
        return result
    }
}
