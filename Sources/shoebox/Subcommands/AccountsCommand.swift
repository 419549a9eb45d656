import ArgumentParser
import Foundation
import Pipeline

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
}

struct AccountsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List accounts with their sources.")

    @OptionGroup var bookOptions: BookOptions

    func run() throws {
        let text = AccountsText.list(try bookOptions.open().ledger.accountListings())
        if !text.isEmpty { print(text) }
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
        print(try bookOptions.locked { try $0.mergeAccounts(target, source) })
    }
}

struct AccountsRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename an account.")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The account (id, key or name).") var account: String
    @Argument(help: "The new name.") var name: String

    func run() throws { print(try bookOptions.locked { try $0.renameAccount(account, to: name) }) }
}

struct AccountsDifferentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "different",
        abstract: "Answer that two accounts the book asked about are different (not asked again).")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "One account (id, key or name).") var first: String
    @Argument(help: "The other account.") var second: String

    func run() throws {
        print(try bookOptions.locked { try $0.markAccountsDifferent(first, second) })
    }
}
