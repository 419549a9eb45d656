import ArgumentParser
import Book
import Foundation
import Pipeline
import Storage

/// `shoebox accounts [merge|rename|different]`: the accounts the book identified, with their
/// sources, and the commands that fix a wrong split or name.
struct AccountsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accounts",
        abstract: "List accounts (identity, source files, aliases, open questions); merge or rename them.",
        subcommands: [
            AccountsListCommand.self, AccountsMergeCommand.self, AccountsRenameCommand.self,
            AccountsDifferentCommand.self,
        ],
        defaultSubcommand: AccountsListCommand.self)

    /// The ledger of an existing book, with the book lock held for writes.
    static func open(_ options: BookOptions, lock: Bool) throws -> (Ledger, BookLock?) {
        let book = Book.resolve(flag: options.book)
        guard FileManager.default.fileExists(atPath: book.databasePath) else {
            throw ValidationError("no book at \(book.root.path); run `shoebox run` first or pass --book")
        }
        var held: BookLock?
        if lock {
            do { held = try BookLock(path: book.lockPath, waitSeconds: 0) } catch let error as BookLockedError {
                FileHandle.standardError.write(Data("shoebox: \(error)\n".utf8))
                throw ExitCode(ExitStatus.locked.rawValue)
            }
        }
        return (try Ledger(path: book.databasePath), held)
    }

    static func resolve(_ ledger: Ledger, _ reference: String) throws -> Int64 {
        guard let id = try ledger.accountID(reference) else {
            throw ValidationError("no account \(reference); `shoebox accounts` lists ids, keys and names")
        }
        return id
    }
}

struct AccountsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List accounts with their sources.")

    @OptionGroup var bookOptions: BookOptions

    func run() throws {
        let (ledger, _) = try AccountsCommand.open(bookOptions, lock: false)
        for account in try ledger.accountListings() {
            print("#\(account.id) \(account.name)  [\(account.identity)]  \(account.transactions) transaction(s)")
            print("    key: \(account.key) (from \(account.source))")
            for alias in account.aliases { print("    also: \(alias)") }
            for file in account.files { print("    file: \(file)") }
            for question in account.questions {
                print("    may be the same as #\(question.otherID): \(question.reason)")
                print(
                    "      same? shoebox accounts merge \(question.otherID) \(account.id)   "
                        + "different? shoebox accounts different \(question.otherID) \(account.id)")
            }
        }
    }
}

struct AccountsMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge account B into account A (remembered for later files) and find the duplicates again.")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The account to keep (id, key or name).") var target: String
    @Argument(help: "The account merged into it (id, key or name).") var source: String

    func run() throws {
        let (ledger, lock) = try AccountsCommand.open(bookOptions, lock: true)
        defer { withExtendedLifetime(lock) {} }
        let a = try AccountsCommand.resolve(ledger, target)
        let b = try AccountsCommand.resolve(ledger, source)
        guard a != b else { throw ValidationError("\(target) and \(source) are already one account (#\(a))") }
        let counts = try ledger.mergeAccounts(into: a, from: b)
        print(
            "merged account #\(b) into #\(a): \(counts.merged) row(s) were duplicates, "
                + "\(counts.updated) pending row(s) completed; later files of #\(b) go to #\(a)")
    }
}

struct AccountsRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename an account.")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The account (id, key or name).") var account: String
    @Argument(help: "The new name.") var name: String

    func run() throws {
        let (ledger, lock) = try AccountsCommand.open(bookOptions, lock: true)
        defer { withExtendedLifetime(lock) {} }
        let id = try AccountsCommand.resolve(ledger, account)
        try ledger.renameAccount(id, to: name)
        print("account #\(id) is now \(name)")
    }
}

struct AccountsDifferentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "different",
        abstract: "Answer that two accounts the book asked about are different (not asked again).")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "One account (id, key or name).") var first: String
    @Argument(help: "The other account.") var second: String

    func run() throws {
        let (ledger, lock) = try AccountsCommand.open(bookOptions, lock: true)
        defer { withExtendedLifetime(lock) {} }
        try ledger.markAccountsDifferent(
            try AccountsCommand.resolve(ledger, first), try AccountsCommand.resolve(ledger, second))
        print("noted: \(first) and \(second) are different accounts")
    }
}
