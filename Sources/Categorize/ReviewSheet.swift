import CSV
import Foundation
import ShoeboxCore

/// One row of `review.csv`: something a stage is unsure about, with an editable answer.
///
/// `kind` names the stage that owns the row (`category` for the categorizer; other stages
/// add their own, e.g. `invoice_match`) and `reason` why it is listed. Every column except
/// `answer` is fixed: an edited fixed column is refused when the sheet comes back.
public struct ReviewItem: Sendable, Equatable {
    public var kind: String
    public var reason: String
    public var transactionID: Int64
    public var date: String
    public var account: String
    public var description: String
    /// Decimal amount as exported (`-12.50`).
    public var amount: String
    public var currency: String
    public var suggestion: String
    public var source: String
    public var confidence: String
    public var explanation: String
    /// What the user typed in the last column (`category`); empty = no answer.
    public var answer: String
    /// 1-based line in the returned file (0 when written).
    public var line: Int = 0

    public init(kind: String, reason: String, transactionID: Int64, date: String, account: String, description: String,
                amount: String, currency: String, suggestion: String, source: String, confidence: String,
                explanation: String, answer: String = "") {
        self.kind = kind
        self.reason = reason
        self.transactionID = transactionID
        self.date = date
        self.account = account
        self.description = description
        self.amount = amount
        self.currency = currency
        self.suggestion = suggestion
        self.source = source
        self.confidence = confidence
        self.explanation = explanation
        self.answer = answer
    }

    var fields: [String] {
        [kind, reason, String(transactionID), date, account, description, amount, currency, suggestion, source, confidence,
         explanation, answer]
    }
}

/// Reads and writes `review.csv`. The first column repeats the book's identity on every
/// row, so a sheet (or rows pasted in) from another book is refused.
public enum ReviewSheet {
    public static let columns = ["book_id", "kind", "reason", "transaction_id", "date", "account", "description", "amount",
                                 "currency", "suggested_category", "category_source", "confidence", "explanation", "category"]

    /// The CSV text for `items`, header first.
    public static func render(bookID: String, items: [ReviewItem]) -> String {
        var text = columns.joined(separator: ",") + "\n"
        for item in items {
            text += ([bookID] + item.fields).map(quote).joined(separator: ",") + "\n"
        }
        return text
    }

    /// True when `data` starts with the review header (whatever the file is called).
    public static func isReviewSheet(_ data: Data) -> Bool {
        let prefix = String(decoding: data.prefix(512), as: UTF8.self)
        let firstLine = prefix.drop { $0 == "\u{FEFF}" }.prefix { $0 != "\n" && $0 != "\r" }
        return firstLine.hasPrefix("book_id,kind,reason,transaction_id")
    }

    /// Parses a returned sheet, checking the header and that every row belongs to `bookID`.
    /// - Throws: `FileProblem` (`bad_review_sheet`, `foreign_review_sheet`) naming the line.
    public static func parse(_ data: Data, bookID: String) throws -> [ReviewItem] {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let reader: CSVReader
        do { reader = try CSVReader(string: text, hasHeaderRow: true) } catch {
            throw FileProblem(code: "bad_review_sheet", message: "not a readable CSV: \(error)", line: 1)
        }
        let header = reader.headerRow ?? []
        guard header == columns else {
            throw FileProblem(code: "bad_review_sheet",
                              message: "the columns were changed; expected exactly \(columns.joined(separator: ",")) "
                                  + "(only the values of the last column, category, may be edited)", line: 1)
        }
        var items: [ReviewItem] = []
        var line = 1
        while let row = reader.next() {
            line += 1
            if row.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
            guard row.count == columns.count else {
                throw FileProblem(code: "bad_review_sheet", message: "expected \(columns.count) fields, found \(row.count)", line: line)
            }
            guard row[0] == bookID else {
                throw FileProblem(code: "foreign_review_sheet",
                                  message: "row belongs to book \(row[0]), not this book (\(bookID)); nothing was applied",
                                  line: line)
            }
            guard let id = Int64(row[3]) else {
                throw FileProblem(code: "bad_review_sheet", message: "transaction_id '\(row[3])' is not a number", line: line)
            }
            var item = ReviewItem(kind: row[1], reason: row[2], transactionID: id, date: row[4], account: row[5],
                                  description: row[6], amount: row[7], currency: row[8], suggestion: row[9], source: row[10],
                                  confidence: row[11], explanation: row[12],
                                  answer: row[13].trimmingCharacters(in: .whitespaces))
            item.line = line
            items.append(item)
        }
        return items
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
