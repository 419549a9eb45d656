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

    public init(
        kind: String, reason: String, transactionID: Int64, date: String, account: String, description: String,
        amount: String, currency: String, suggestion: String, source: String, confidence: String,
        explanation: String, answer: String = ""
    ) {
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
        [
            kind, reason, String(transactionID), date, account, description, amount, currency, suggestion, source,
            confidence,
            explanation, answer,
        ]
    }
}

/// Reads and writes `review.csv`. The first column repeats the book's identity on every
/// row, so a sheet (or rows pasted in) from another book is refused.
public enum ReviewSheet {
    public static let columns = [
        "book_id", "kind", "reason", "transaction_id", "date", "account", "description", "amount",
        "currency", "suggested_category", "category_source", "confidence", "explanation", "category",
    ]

    /// The CSV text for `items`, header first.
    public static func render(bookID: String, items: [ReviewItem]) -> String {
        String(decoding: renderBytes(bookID: bookID, items: items), as: UTF8.self)
    }

    /// `render` as it was written first, cell by cell through `CSVCell.neutralized` and `quote`:
    /// what `renderBytes` must equal (tests compare the two).
    static func renderPlain(bookID: String, items: [ReviewItem]) -> String {
        var text = columns.joined(separator: ",") + "\n"
        for item in items {
            text += ([bookID] + item.fields).map { quote(CSVCell.neutralized($0)) }.joined(separator: ",") + "\n"
        }
        return text
    }

    /// True when `data`'s first line is a review header (whatever the file is called), also after
    /// a spreadsheet saved it again: UTF-16 or UTF-8, `,` `;` or tab, quoted or `'`-prefixed
    /// cells. Recognised by the `book_id` and `transaction_id` columns: such a file is applied
    /// or quarantined, never read as a bank export.
    public static func isReviewSheet(_ data: Data) -> Bool {
        let text = ReviewSheetDecoding.text(data.prefix(4096))
        return ReviewSheetDecoding.separator(ofHeader: ReviewSheetDecoding.firstLine(text)) != nil
    }

    /// Parses a returned sheet, checking the header and that every row belongs to `bookID`.
    /// Cells neutralized with `'` (ours or a spreadsheet's) are read back without it.
    /// - Throws: `FileProblem` (`bad_review_sheet`, `foreign_review_sheet`) naming the line.
    public static func parse(_ data: Data, bookID: String) throws -> [ReviewItem] {
        var text = ReviewSheetDecoding.text(data)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let separator = ReviewSheetDecoding.separator(ofHeader: ReviewSheetDecoding.firstLine(text)) ?? ","
        let reader: CSVReader
        do { reader = try CSVReader(string: text, hasHeaderRow: true, delimiter: separator) } catch {
            throw FileProblem(code: .badReviewSheet, message: "not a readable CSV: \(error)", line: 1)
        }
        let header = (reader.headerRow ?? []).map { ReviewSheetDecoding.headerCell($0[...]) }
        guard
            header == columns
                || (header.count > columns.count && Array(header.prefix(columns.count)) == columns
                    && header.dropFirst(columns.count).allSatisfy(\.isEmpty))
        else {
            throw FileProblem(
                code: .badReviewSheet,
                message: "the columns were changed; expected exactly \(columns.joined(separator: ",")) "
                    + "(only the values of the last column, category, may be edited)", line: 1)
        }
        var items: [ReviewItem] = []
        var line = 1
        // One answer per question: a transaction may be asked about under several kinds (its category
        // and the invoice it pays), and a blank answer is no answer.
        var answers: [String: (answer: String, line: Int)] = [:]
        var previousRowBreaks = 0
        while var row = reader.next() {
            line += 1 + previousRowBreaks  // the row's first line, after quoted line breaks in the one before
            previousRowBreaks = row.reduce(0) { $0 + $1.filter { $0 == "\n" || $0 == "\r\n" }.count }
            if row.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
            // Spreadsheets pad with empty trailing cells, or drop an empty last one.
            while row.count > columns.count, row.last?.trimmingCharacters(in: .whitespaces).isEmpty == true {
                row.removeLast()
            }
            if row.count == columns.count - 1 { row.append("") }
            row = row.map(CSVCell.restored)
            guard row.count == columns.count else {
                throw FileProblem(
                    code: .badReviewSheet, message: "expected \(columns.count) fields, found \(row.count)",
                    line: line)
            }
            guard row[0] == bookID else {
                throw FileProblem(
                    code: .foreignReviewSheet,
                    message: "row belongs to book \(row[0]), not this book (\(bookID)); nothing was applied",
                    line: line)
            }
            guard let id = Int64(row[3].trimmingCharacters(in: .whitespaces)) else {
                throw FileProblem(
                    code: .badReviewSheet, message: "transaction_id '\(row[3])' is not a number", line: line)
            }
            var item = ReviewItem(
                kind: row[1], reason: row[2], transactionID: id, date: row[4], account: row[5],
                description: row[6], amount: row[7], currency: row[8], suggestion: row[9], source: row[10],
                confidence: row[11], explanation: row[12],
                answer: row[13].trimmingCharacters(in: .whitespaces))
            item.line = line
            // One question per kind, reason and id: a receipt asks its merchant, date and total apart.
            let question = "\(item.kind)#\(item.reason)#\(id)"
            if !item.answer.isEmpty, let earlier = answers[question], earlier.answer != item.answer {
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "transaction \(id) is listed twice as \(item.kind) with different answers "
                        + "('\(earlier.answer)' on line \(earlier.line), '\(item.answer)' here); keep one row; "
                        + "nothing was applied",
                    line: line)
            }
            if !item.answer.isEmpty { answers[question] = (item.answer, line) }
            items.append(item)
        }
        if let error = reader.error {
            throw FileProblem(
                code: .badReviewSheet, message: "not a readable CSV after line \(line): \(error)", line: line + 1)
        }
        return items
    }

    /// True when a fixed column read back from a sheet still holds the book's value, allowing for
    /// what a spreadsheet re-writes: amounts (`-46`, `-46,00`), dates (`3/1/2025`), outer spaces.
    public static func sameFixedValue(column: String, sheet: String, book: String) -> Bool {
        switch column {
        case "amount": ReviewSheetDecoding.sameAmount(sheet, book)
        case "date": ReviewSheetDecoding.sameDate(sheet, book)
        default:
            sheet == book || sheet.trimmingCharacters(in: .whitespaces) == book.trimmingCharacters(in: .whitespaces)
        }
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
