import Receipts

extension ReceiptBenchmark {
    /// Per source and part, the date's figures side by side: right, truth in our text (lines and
    /// re-reads: the ceiling of choosing), not flagged and right, flagged, and how many receipts
    /// got a date re-read (`--date-rereads`) that was kept.
    func printDatesBySource(
        names: [String], parts: [String: ReceiptSplit.Part], labels: [ReceiptLabel], ours: [ExtractedReceipt],
        texts: [(ours: String, bare: String)], dateRereads: [Int]
    ) {
        var table = FieldBySourceTable()
        for i in names.indices {
            table.add(
                name: names[i], part: parts[names[i]]!, right: ours[i].date?.value.description == labels[i].date,
                inText: TruthPresence.date(labels[i].date, in: texts[i].ours),
                flagged: ours[i].flaggedFields.contains(.date), extra: dateRereads[i] > 0)
        }
        table.print(
            title:
                "date per source: right, truth in our text, not flagged right, flagged, receipts with a date re-read kept",
            extraColumn: "date re-read kept")
    }
}
