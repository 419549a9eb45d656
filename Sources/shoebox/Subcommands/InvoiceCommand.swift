import ArgumentParser
import Foundation
import Invoicing
import Pipeline
import ShoeboxCore
import Storage

/// `shoebox invoice list|show|render|pay|unpay|convert`: invoices and estimates in the terminal.
struct InvoiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "invoice", abstract: "List, show, pay and convert invoices and estimates.",
        subcommands: [
            InvoiceListCommand.self, InvoiceShowCommand.self, InvoiceRenderCommand.self, InvoicePayCommand.self,
            InvoiceUnpayCommand.self, InvoiceConvertCommand.self,
        ])
}

/// Runs an invoice change under the book lock (a refusal exits 64: `ExitStatus.of`), prints
/// what it did, then re-renders the PDFs that changed.
func changeInvoices(_ options: BookOptions, _ body: (Ledger) throws -> String) throws {
    let session = try options.open(lock: .wait(seconds: 0))
    try withExtendedLifetime(session) {
        print(try body(session.ledger))
        try InvoiceRenderer.forBook(session.book, ledger: session.ledger).renderChanged()
    }
}

struct InvoiceListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List invoices and estimates.")

    @OptionGroup var bookOptions: BookOptions
    @Option(
        help: "Only this status: draft, sent, partial, paid, overdue, void, accepted, declined, expired, converted.")
    var status: String?

    func validate() throws {
        if let status, DocumentStatus(rawValue: status) == nil {
            throw ValidationError("--status \(status) is not a status")
        }
    }

    func run() throws {
        let ledger = try bookOptions.open().ledger
        print(try InvoiceText.list(ledger, status: status.flatMap(DocumentStatus.init(rawValue:))))
    }
}

struct InvoiceShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one invoice or estimate.")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The document number, e.g. INV-0007.") var number: String

    func run() throws {
        let session = try bookOptions.open()
        guard let stored = try session.ledger.invoice(number: number) else { throw Diagnostic.noInvoice(number) }
        let pdf = InvoiceRenderer(book: session.book, ledger: session.ledger).pdfURL(number: number)
        print(InvoiceText.describe(stored, pdf: pdf.path))
    }
}

struct InvoicePayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pay", abstract: "Record a payment: a bank deposit (--transaction) or an amount received.")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The invoice number.") var number: String
    @Option(help: "Id of the bank deposit that pays it (see `invoice list`).") var transaction: Int64?
    @Option(help: "Amount received, e.g. 250.00.") var amount: String?
    @Option(help: "Date received (YYYY-MM-DD; default today).") var date: String?
    @Option(help: "cash, card, bank_transfer, check or other.") var method: String = "other"

    func validate() throws {
        if (transaction == nil) == (amount == nil) { throw ValidationError("give --transaction ID or --amount X") }
        if let date, LocalDate(iso: date) == nil { throw ValidationError("--date \(date) is not a YYYY-MM-DD date") }
        if PaymentMethod(rawValue: method) == nil {
            throw ValidationError("--method \(method) is not one of cash, card, bank_transfer, check, other")
        }
    }

    func run() throws {
        try changeInvoices(bookOptions) { ledger in
            try ledger.pay(
                invoice: number, transaction: transaction, amount: amount, method: PaymentMethod(rawValue: method)!,
                date: date.flatMap { LocalDate(iso: $0) }, today: Today.local())
        }
    }
}

struct InvoiceUnpayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unpay", abstract: "Remove a payment (its id is in `invoice show`).")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The payment id.") var payment: Int64

    func run() throws { try changeInvoices(bookOptions) { try $0.unpay(payment: payment, today: Today.local()) } }
}

struct InvoiceConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert", abstract: "Turn an estimate into a new invoice.")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The estimate number, e.g. EST-0003.") var estimate: String

    func run() throws { try changeInvoices(bookOptions) { try $0.convert(estimate: estimate, today: Today.local()) } }
}
