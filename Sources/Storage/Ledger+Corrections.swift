import GRDB
import ShoeboxCore

/// A category the user gave one transaction.
public struct CorrectionInput: Sendable, Equatable {
    public var transactionID: Int64
    public var category: String
    /// The Schedule C line of `category` on the form of the transaction's year.
    public var scheduleCLine: String?
    /// The payee key the learned evidence files this correction under.
    public var payeeKey: String

    public init(transactionID: Int64, category: String, scheduleCLine: String?, payeeKey: String) {
        self.transactionID = transactionID
        self.category = category
        self.scheduleCLine = scheduleCLine
        self.payeeKey = payeeKey
    }
}

/// A stored correction, with the transaction as it was when corrected.
public struct StoredCorrection: Sendable, Equatable {
    public var id: Int64
    public var transactionID: Int64
    public var category: String
    public var description: String
    public var amountCents: Int64
    public var accountKey: String
    public var kind: String
    /// Space-separated payee key.
    public var payeeKey: String
}

/// What one correction changed.
public struct AppliedCorrection: Sendable, Equatable {
    public var transactionID: Int64
    public var previousCategory: String?
    public var previousSource: String?
    public var category: String
}

extension Ledger {
    /// Stores corrections all-or-nothing: each sets its transaction's category with source
    /// `user` and confidence 1 (a merged duplicate's correction goes to its canonical row),
    /// and is kept as training data. With `document` (a returned review sheet) the document
    /// is recorded in the same database transaction. `newCategories` are custom keys to add.
    public func recordCorrections(
        _ inputs: [CorrectionInput], via: String, explanation: String,
        document: NewDocument? = nil, runID: Int64? = nil,
        newCategories: [String: String] = [:]
    ) throws -> [AppliedCorrection] {
        try writer.write { db in
            var documentID: Int64?
            if let document, let runID {
                documentID = try Ledger.upsertDocument(
                    db, document, status: "processed", runID: runID,
                    dialect: "review sheet", count: inputs.count)
                try Ledger.rememberPath(
                    db, path: document.originalPath, size: document.size,
                    mtime: document.mtimeNanoseconds, documentID: documentID!)
            }
            let now = Ledger.timestamp()
            for (key, target) in newCategories {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO user_categories (key, rolls_up_to, created_at) VALUES (?, ?, ?)",
                    arguments: [key, target, now])
            }
            var applied: [AppliedCorrection] = []
            for input in inputs {
                guard
                    var row = try Row.fetchOne(
                        db, sql: Self.candidateSelect + " WHERE t.id = ?", arguments: [input.transactionID])
                else {
                    throw Diagnostic(.correctionRefused, "no transaction with id \(input.transactionID) in this book")
                }
                let duplicateOf = try Int64.fetchOne(
                    db, sql: "SELECT duplicate_of FROM transactions WHERE id = ?",
                    arguments: [input.transactionID])
                if let duplicateOf,
                    let canonical = try Row.fetchOne(
                        db, sql: Self.candidateSelect + " WHERE t.id = ?",
                        arguments: [duplicateOf])
                {
                    row = canonical
                }
                let old = try Self.candidate(row, texts: ExplanationTexts(db))
                try db.execute(
                    sql: """
                        INSERT INTO corrections (transaction_id, category, previous_category, previous_source, previous_confidence, via,
                                                 description, amount_cents, account_key, kind, payee_key, document_id, created_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        old.id, input.category, old.category, old.source, old.confidence, via, old.description,
                        old.amount.minorUnits, old.accountKey, old.kind, input.payeeKey, documentID, now,
                    ])
                try db.execute(
                    sql: """
                        UPDATE transactions SET category = ?, schedule_c_line = ?, category_source = 'user', confidence = 1.0,
                            category_explanation = ?, explanation_id = NULL, updated_at = ? WHERE id = ?
                        """, arguments: [input.category, input.scheduleCLine, explanation, now, old.id])
                applied.append(
                    AppliedCorrection(
                        transactionID: old.id, previousCategory: old.category,
                        previousSource: old.source, category: input.category))
            }
            try Self.syncDuplicates(db)
            return applied
        }
    }

    /// The latest correction of each transaction, oldest first: the learning model's training data.
    public func storedCorrections() throws -> [StoredCorrection] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, transaction_id, category, description, amount_cents, account_key, kind, payee_key FROM corrections
                    WHERE id IN (SELECT MAX(id) FROM corrections GROUP BY transaction_id) ORDER BY id
                    """
            ).map {
                StoredCorrection(
                    id: $0["id"], transactionID: $0["transaction_id"], category: $0["category"],
                    description: $0["description"], amountCents: $0["amount_cents"], accountKey: $0["account_key"],
                    kind: $0["kind"], payeeKey: $0["payee_key"])
            }
        }
    }
}
