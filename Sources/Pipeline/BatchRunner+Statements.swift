import Book
import Statements
import Storage

extension BatchRunner {
    /// A bank or card export (CSV family or OFX): read, deduplicate against the book, store.
    func importStatement(_ file: InputFile, document: NewDocument, runID: Int64) throws -> ImportCounts {
        let profile = profiles.first { $0.applies(to: file.name) }
        var context = StatementContext(fileName: file.name, defaultCurrency: options.defaultCurrency,
                                       today: options.today, profile: profile)
        context.dateOrderHint = options.dateOrder.statementOrder
        let statement = try StatementReader.read(file.data, context: context)
        return try ledger.importStatement(document, statement, runID: runID)
    }
}
