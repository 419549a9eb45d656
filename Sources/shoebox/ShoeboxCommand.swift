import ArgumentParser
import Book
import Foundation
import OCR
import Pipeline
import Storage

/// `shoebox`: parse, wire, exit. All logic lives in the library modules.
@main
struct ShoeboxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shoebox",
        abstract: "Turn a shoebox of bank exports, receipts and invoices into books.",
        discussion: CommandHelp.exitCodes,
        subcommands: [
            RunCommand.self, WatchCommand.self, ScheduleCommand.self, ExportCommand.self, StatusCommand.self,
            CorrectCommand.self, RulesCommand.self, InvoiceCommand.self, ExtractCommand.self, SearchCommand.self,
            ReportCommand.self, AccountsCommand.self, ExplainCommand.self, InspectCommand.self, RentCommand.self,
            TipsCommand.self,
        ])

    static func main() {
        OpenMPGuard.ensureSingleThreaded()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            finish(withError: error)
        }
    }

    /// Exits with the status `ExitStatus.of` decides for our errors; ArgumentParser handles the rest.
    static func finish(withError error: any Error) -> Never {
        if let (status, message) = ExitStatus.of(error) {
            FileHandle.standardError.write(Data("shoebox: \(message)\n".utf8))
            Foundation.exit(status.rawValue)
        }
        exit(withError: error)
    }
}

/// Options every subcommand that touches a book shares.
struct BookOptions: ParsableArguments {
    @Option(name: .long, help: "The book directory (default: $SHOEBOX_BOOK, else ~/.local/share/shoebox/book).")
    var book: String?

    /// Opens the existing book (a missing one is a command-line error).
    func open(lock: LockPolicy = .none) throws -> BookSession {
        try BookSession.open(Book.resolve(flag: book), lock: lock)!
    }

    /// Runs `body` on the existing book's ledger under the book lock, held until `body` returns.
    func locked<T>(_ body: (Ledger) throws -> T) throws -> T {
        let session = try open(lock: .wait(seconds: 0))
        return try withExtendedLifetime(session) { try body(session.ledger) }
    }
}
