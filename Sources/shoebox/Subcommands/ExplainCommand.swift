import ArgumentParser
import Book
import Foundation
import Storage

/// `shoebox explain TXN`: why a row is one with another (merge reason and evidence), what was
/// merged into it, its transfer partner, whether it expired or awaits a duplicate answer.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Show why a transaction was merged, linked or expired, with the evidence.")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The transaction id (as in `shoebox export`).") var transactionID: Int64

    func run() throws {
        let (ledger, _) = try AccountsCommand.open(bookOptions, lock: false)
        guard let explained = try ledger.explain(transactionID) else {
            throw ValidationError("no transaction \(transactionID) in this book")
        }
        print(explained.row.summary)
        if let canonical = explained.canonical {
            print("is the same transaction as \(canonical.summary)")
            print("  reason:   \(explained.row.mergeReason ?? "?")")
            if let evidence = explained.row.evidence { print("  evidence: \(evidence)") }
        } else {
            print("canonical row (counted in totals\(explained.expiredAt == nil ? "" : " — no: expired"))")
        }
        for row in explained.merged {
            print("merged into it: \(row.summary)")
            print("  reason:   \(row.mergeReason ?? "?")")
            if let evidence = row.evidence { print("  evidence: \(evidence)") }
        }
        if let partner = explained.transferPartner {
            print("transfer between own accounts, linked with \(partner.summary)")
            if let evidence = explained.row.evidence { print("  evidence: \(evidence)") }
        }
        if let expired = explained.expiredAt {
            print("expired pending row (\(expired)): \(explained.row.evidence ?? "never posted"); kept, not counted")
        }
        if let candidate = explained.possibleDuplicateOf {
            print("possible duplicate of \(candidate.summary), awaiting your answer in review.csv")
            print("  evidence: \(explained.possibleDuplicateEvidence ?? "")")
        }
    }
}
