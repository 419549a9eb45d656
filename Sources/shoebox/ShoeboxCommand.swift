import ArgumentParser
import Foundation

/// `shoebox`: parse, wire, exit. All logic lives in the library modules.
@main
struct ShoeboxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shoebox",
        abstract: "Turn a shoebox of bank exports, receipts and invoices into books.",
        discussion: """
            Exit codes: 0 all good; 1 unexpected failure; 2 invalid profile or pipeline definition; 3 finished but some files \
            were quarantined; 4 another process holds the book lock; 64 invalid command line.
            """,
        subcommands: [RunCommand.self, WatchCommand.self, ScheduleCommand.self, ExportCommand.self, StatusCommand.self,
                      CorrectCommand.self, RulesCommand.self, InvoiceCommand.self, ExtractCommand.self, SearchCommand.self,
                      ReportCommand.self, AccountsCommand.self, ExplainCommand.self, InspectCommand.self])

    static func main() {
        OpenMPGuard.ensureSingleThreaded()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}

/// Options every subcommand that touches a book shares.
struct BookOptions: ParsableArguments {
    @Option(name: .long, help: "The book directory (default: $SHOEBOX_BOOK, else ~/.local/share/shoebox/book).")
    var book: String?
}

/// Tesseract's OpenMP reads OMP_THREAD_LIMIT only at load time: re-exec once with it set.
enum OpenMPGuard {
    static func ensureSingleThreaded() {
        guard getenv("OMP_THREAD_LIMIT") == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
}
