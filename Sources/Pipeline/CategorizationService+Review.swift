import Categorize
import Foundation
import ShoeboxCore
import Storage

extension CategorizationService {
    /// The categorizer's rows for `review.csv`: uncategorized or below the confidence threshold.
    /// `rowsAfterPass` (every canonical row as a pass just stored them) saves reading them again.
    public func reviewItems(rowsAfterPass: [CategorizationCandidate]? = nil) throws -> [ReviewItem] {
        // Few distinct confidences: each is formatted once.
        var formatted: [Double: String] = [:]
        func text(_ confidence: Double) -> String {
            if let known = formatted[confidence] { return known }
            let value = String(format: "%.2f", confidence)
            formatted[confidence] = value
            return value
        }
        let threshold = Categorizer.reviewThreshold
        let rows =
            try rowsAfterPass.map { Self.reviewCandidates($0, threshold: threshold) }
            ?? ledger.reviewCandidates(threshold: threshold)
        return rows.map { row in
            ReviewItem(
                kind: "category", reason: row.category == "uncategorized" ? "uncategorized" : "low_confidence",
                transactionID: row.id, date: row.date, account: row.accountName, description: row.description,
                amount: row.amount.decimalString, currency: row.amount.currency.code, suggestion: row.category ?? "",
                source: row.source ?? "",
                confidence: row.confidence.map(text) ?? "",
                explanation: row.explanation ?? "")
        }
    }

    /// Checks returned `category` rows against the book and turns the answered ones into
    /// corrections. Throws on the first problem, naming its line; nothing is stored here.
    public func reviewCorrections(_ items: [ReviewItem]) throws -> [CorrectionInput] {
        let catalog = try self.catalog(try userRules())
        let rows = try ledger.categorizationCandidates(ids: items.map(\.transactionID))
        var inputs: [CorrectionInput] = []
        for item in items {
            guard let row = rows[item.transactionID] else {
                throw FileProblem(
                    code: .badReviewSheet, message: "no transaction with id \(item.transactionID) in this book",
                    line: item.line)
            }
            let amount = row.amount.decimalString
            for (column, sheet, book) in [
                ("date", item.date, row.date), ("description", item.description, row.description),
                ("amount", item.amount, amount),
            ]
            where !ReviewSheet.sameFixedValue(column: column, sheet: sheet, book: book) {
                throw FileProblem(
                    code: .badReviewSheet,
                    message:
                        "column \(column) of transaction \(item.transactionID) was edited ('\(sheet)', the book has "
                        + "'\(book)'); only the category column may be changed", line: item.line)
            }
            guard !item.answer.isEmpty else { continue }
            guard catalog.contains(item.answer) else {
                throw FileProblem(
                    code: .badReviewSheet,
                    message: CategoryError.unknown(item.answer, known: catalog.allKeys).message,
                    line: item.line)
            }
            inputs.append(
                try correctionInput(
                    transactionID: item.transactionID, category: item.answer, catalog: catalog,
                    line: item.line))
        }
        return inputs
    }
}

/// Writes `<book>/output/review.csv` from every stage's review rows.
public enum ReviewSheetWriter {
    /// Replaces the sheet atomically with `items` (header only when there is nothing to review).
    @discardableResult
    public static func write(_ items: [ReviewItem], bookID: String, to url: URL) throws -> URL {
        let bytes = ReviewSheet.renderBytes(bookID: bookID, items: items)
        // The rendered buffer is written as it is (a sheet of 500,000 rows is ~100 MB): no copy into a `Data`.
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else {
                return try Data().write(to: url, options: [.atomic])
            }
            try Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
                .write(to: url, options: [.atomic])
        }
        chmod(url.path, 0o600)
        return url
    }
}
