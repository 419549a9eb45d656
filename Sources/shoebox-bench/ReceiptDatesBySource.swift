import Receipts

extension ReceiptBenchmark {
    /// Per source and part, the date's figures side by side: right, truth in our text (lines and
    /// re-reads: the ceiling of choosing), not flagged and right, flagged, and how many receipts
    /// got a date re-read (`--date-rereads`) that was kept.
    func printDatesBySource(
        names: [String], parts: [String: ReceiptSplit.Part], labels: [ReceiptLabel], ours: [ExtractedReceipt],
        texts: [(ours: String, bare: String)], dateRereads: [Int]
    ) {
        struct Row { var n = 0, right = 0, inText = 0, kept = 0, keptRight = 0, flagged = 0, reread = 0 }
        var rows: [String: Row] = [:]
        for i in names.indices {
            let part = parts[names[i]]!.rawValue
            let right = ours[i].date?.value.description == labels[i].date
            for key in ["\(ReceiptSplit.source(of: names[i])) \(part)", "all \(part)"] {
                var row = rows[key] ?? Row()
                row.n += 1
                row.right += right ? 1 : 0
                row.inText += TruthPresence.date(labels[i].date, in: texts[i].ours) ? 1 : 0
                if ours[i].flaggedFields.contains(.date) {
                    row.flagged += 1
                } else {
                    row.kept += 1
                    row.keptRight += right ? 1 : 0
                }
                row.reread += dateRereads[i] > 0 ? 1 : 0
                rows[key] = row
            }
        }
        let percent = { (k: Int, n: Int) in
            n == 0 ? "-" : String(format: "%d (%.1f%%)", k, 100 * Double(k) / Double(n))
        }
        let columns = ["source / part", "n", "right", "in text", "not flagged right", "flagged", "date re-read kept"]
        print(
            "\ndate per source: right, truth in our text, not flagged right, flagged, receipts with a date re-read kept"
        )
        print(
            "  "
                + columns.enumerated().map { $0.element.padded($0.offset == 0 ? 24 : $0.offset == 1 ? 5 : 18) }.joined()
        )
        for (key, row) in rows.sorted(by: {
            ($0.key.hasPrefix("all") ? 1 : 0, $0.key) < ($1.key.hasPrefix("all") ? 1 : 0, $1.key)
        }) {
            let kept =
                row.kept == 0
                ? "-"
                : String(
                    format: "%d/%d (%.1f%%)", row.keptRight, row.kept, 100 * Double(row.keptRight) / Double(row.kept))
            let cells = [
                key, "\(row.n)", percent(row.right, row.n), percent(row.inText, row.n), kept,
                percent(row.flagged, row.n), percent(row.reread, row.n),
            ]
            print(
                "  "
                    + cells.enumerated().map { $0.element.padded($0.offset == 0 ? 24 : $0.offset == 1 ? 5 : 18) }
                    .joined())
        }
    }
}
