import Book
import Foundation
import PipelineDefinition
import Rentals
import ShoeboxCore
import Statements
import Storage

/// A bank or card export (CSV family or OFX): read, deduplicate against the book, store.
struct StatementStage: DocumentStage {
    var documentKind: String { "statement" }
    var readsText: Bool { true }
    var gate: Stage { .statements }

    func claims(name: String, head: Data) -> Bool {
        // `rent-payments.csv` is the rentals stage's (cash and WeChat Pay rent), not a bank export.
        DocumentStages.statementExtensions.contains(DocumentStages.fileExtension(name))
            && !RentPaymentsCSV.isRentPaymentsFile(name)
    }

    func read(_ file: InputFile, in runner: BatchRunner) throws -> ParsedStatement {
        let profile = runner.profiles.first { $0.applies(to: file.name) }
        var context = StatementContext(
            fileName: file.name, defaultCurrency: runner.options.defaultCurrency,
            today: runner.options.today, profile: profile)
        context.dateOrderHint = runner.options.dateOrder.statementOrder
        context.knownAccountCurrencies = try runner.ledger.accountCurrenciesByKey()
        return try runner.phaseTimes.measure("statements_read") {
            try StatementReader.read(file.data, context: context)
        }
    }

    func store(_ statement: ParsedStatement, document: NewDocument, runID: Int64, in runner: BatchRunner) throws
        -> ImportCounts
    {
        try runner.phaseTimes.measure("statements_store") {
            try runner.ledger.importStatement(document, statement, runID: runID)
        }
    }
}
