import Categorize
import Foundation
import ShoeboxCore
import Storage

extension CategorizationService {
    /// What `correct` did.
    public struct CorrectionResult: Sendable {
        public var applied: [AppliedCorrection]
        /// Other transactions whose category changed because of what was learned.
        public var othersChanged: Int
        /// What changed on those rows, one line each (`#12 'DESCRIPTION' old -> new (why)`).
        public var changes: [String] = []
    }

    /// Sets `category` on a transaction (source `user`), learns from it and re-decides the
    /// other rows decided by weaker evidence. A new custom key needs `rollsUpTo`.
    /// - Throws: `CategoryError` for an unknown key, `correction_refused` for an unknown id;
    ///   nothing is stored then.
    public func correct(transactionID: Int64, category: String, rollsUpTo: String? = nil) throws -> CorrectionResult {
        var catalog = try self.catalog(try userRules())
        var newCategories: [String: String] = [:]
        if !catalog.contains(category) {
            guard let rollsUpTo else { throw CategoryError.unknown(category, known: catalog.allKeys) }
            try catalog.add(category, rollsUpTo: rollsUpTo)
            newCategories[category] = rollsUpTo
        }
        let input = try correctionInput(transactionID: transactionID, category: category, catalog: catalog, line: nil)
        let applied = try ledger.recordCorrections(
            [input], via: "command", explanation: "set by you (shoebox correct)",
            newCategories: newCategories)
        let outcome = try categorize()
        let others = outcome.changes.filter { line in !applied.contains { line.hasPrefix("#\($0.transactionID) ") } }
        return CorrectionResult(applied: applied, othersChanged: others.count, changes: others)
    }

    /// The stored form of one correction; the transaction must exist.
    func correctionInput(transactionID: Int64, category: String, catalog: CategoryCatalog, line: Int?) throws
        -> CorrectionInput
    {
        guard let row = try ledger.categorizationCandidates(ids: [transactionID])[transactionID] else {
            let prefix = line.map { "line \($0): " } ?? ""
            throw Diagnostic(.correctionRefused, "\(prefix)no transaction with id \(transactionID) in this book")
        }
        let year = Int(row.date.prefix(4)) ?? ScheduleCForm.firstKnownYear
        return CorrectionInput(
            transactionID: transactionID, category: category,
            scheduleCLine: catalog.scheduleCLine(for: category, taxYear: year),
            payeeKey: DescriptorView(row.description, payee: row.payee).payeeKey.joined(separator: " "))
    }
}
