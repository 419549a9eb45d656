import Foundation

/// One receipt field's figures per source and part, side by side: right, truth in our text (the
/// ceiling of choosing), not flagged and right, flagged, and one more count the caller names.
/// Each receipt counts in its source's row and in its part's `all` row.
struct FieldBySourceTable {
    struct Row { var n = 0, right = 0, inText = 0, kept = 0, keptRight = 0, flagged = 0, extra = 0 }
    private(set) var rows: [String: Row] = [:]

    /// Counts one receipt of `name` in `part`.
    mutating func add(
        name: String, part: ReceiptSplit.Part, right: Bool, inText: Bool, flagged: Bool, extra: Bool
    ) {
        for key in ["\(ReceiptSplit.source(of: name)) \(part.rawValue)", "all \(part.rawValue)"] {
            var row = rows[key] ?? Row()
            row.n += 1
            row.right += right ? 1 : 0
            row.inText += inText ? 1 : 0
            if flagged {
                row.flagged += 1
            } else {
                row.kept += 1
                row.keptRight += right ? 1 : 0
            }
            row.extra += extra ? 1 : 0
            rows[key] = row
        }
    }

    /// Prints `title`, the column names (the last one `extraColumn`) and a line per source and
    /// part, the `all` rows last.
    func print(title: String, extraColumn: String) {
        let percent = { (k: Int, n: Int) in
            n == 0 ? "-" : String(format: "%d (%.1f%%)", k, 100 * Double(k) / Double(n))
        }
        Swift.print("\n" + title)
        Self.printCells(["source / part", "n", "right", "in text", "not flagged right", "flagged", extraColumn])
        for (key, row) in rows.sorted(by: {
            ($0.key.hasPrefix("all") ? 1 : 0, $0.key) < ($1.key.hasPrefix("all") ? 1 : 0, $1.key)
        }) {
            let kept =
                row.kept == 0
                ? "-"
                : String(
                    format: "%d/%d (%.1f%%)", row.keptRight, row.kept, 100 * Double(row.keptRight) / Double(row.kept))
            Self.printCells([
                key, "\(row.n)", percent(row.right, row.n), percent(row.inText, row.n), kept,
                percent(row.flagged, row.n), percent(row.extra, row.n),
            ])
        }
    }

    private static func printCells(_ cells: [String]) {
        Swift.print(
            "  " + cells.enumerated().map { $0.element.padded($0.offset == 0 ? 24 : $0.offset == 1 ? 5 : 18) }.joined())
    }
}
