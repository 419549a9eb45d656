import ArgumentParser
import Foundation
import Pipeline
import Rentals
import ShoeboxCore

/// `shoebox rent status|pay|assign`: rent due and paid, deposits placed by hand, property expenses.
struct RentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rent", abstract: "Rent status of every lease, deposits paid by hand, property expenses.",
        subcommands: [RentStatusCommand.self, RentPayCommand.self, RentAssignCommand.self])
}

struct RentStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Every active lease: period due, amount, paid, balance, days overdue.")

    @OptionGroup var bookOptions: BookOptions
    @Option(name: .customLong("as-of"), help: "The date to judge on (YYYY-MM-DD; default today).") var asOf: String?
    @Option(help: "text or json.") var format = "text"

    func validate() throws {
        if let asOf, LocalDate(iso: asOf) == nil { throw ValidationError("--as-of \(asOf) is not a YYYY-MM-DD date") }
        guard ["text", "json"].contains(format) else { throw ValidationError("--format is text or json") }
    }

    func run() throws {
        let date = asOf.flatMap { LocalDate(iso: $0) } ?? Today.local()
        let lines = try bookOptions.open().ledger.rentStatus(asOf: date)
        print(format == "json" ? try RentStatusText.json(lines) : RentStatusText.text(lines, asOf: date))
    }
}

struct RentPayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pay", abstract: "Record a bank deposit as rent of a lease (a deposit awaiting review).")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The lease's spec file name, e.g. maple-2b.lease.yaml.") var lease: String
    @Option(help: "The bank transaction id of the deposit.") var transaction: Int64

    func run() throws {
        try bookOptions.locked { try $0.payRent(leaseSpec: lease, withTransaction: transaction) }
        print("transaction \(transaction) recorded as rent of \(lease)")
    }
}

struct RentAssignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assign", abstract: "Put a transaction on a property's Schedule E line (or take it off).")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The transaction id.") var transaction: Int64
    @Option(help: "The property's name.") var property: String?
    @Option(help: "Schedule E line: 5–19 or repairs, insurance, utilities, management_fees, … (default other).")
    var line = "other"
    @Flag(help: "Take the transaction off its property.") var none = false

    func validate() throws {
        guard none != (property != nil) else { throw ValidationError("give --property NAME or --none") }
        guard ScheduleELine(expense: line) != nil else {
            throw ValidationError(
                "--line \(line) is not a Schedule E expense line (5–19 or "
                    + ScheduleELine.expenseLines.map(\.key).joined(separator: ", ") + ")")
        }
    }

    func run() throws {
        try bookOptions.locked {
            try $0.assignTransaction(transaction, toProperty: property, line: ScheduleELine(expense: line)!)
        }
        print(
            none
                ? "transaction \(transaction) is no longer on a property"
                : "transaction \(transaction) put on \(property!)")
    }
}
