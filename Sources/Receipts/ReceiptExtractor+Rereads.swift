import ShoeboxCore

extension ReceiptExtractor {
    /// The items' sum, a cross-check of the total, when at least two items were read.
    static func itemsSum(_ items: [ReceiptItem]) -> Int64? {
        items.count >= 2 ? items.reduce(Int64(0)) { $0 + $1.amount } : nil
    }

    /// The first reading with re-read lines put in: one page per re-read pass, and one with
    /// each re-read line's most confident reading.
    static func alternativePages(_ lines: [ReceiptLine], _ rereads: [LineReread]) -> [[ReceiptLine]] {
        let usable = rereads.filter { lines.indices.contains($0.line) && !$0.text.allSatisfy(\.isWhitespace) }
        var pages: [[ReceiptLine]] = []
        for pass in Set(usable.map(\.pass)).sorted() {
            var page = lines
            for reread in usable where reread.pass == pass { replace(&page[reread.line], with: reread) }
            pages.append(page)
        }
        var clearest = lines
        for reread in usable where reread.confidence > clearest[reread.line].confidence {
            replace(&clearest[reread.line], with: reread)
        }
        if !pages.contains(clearest) { pages.append(clearest) }
        return pages.filter { $0 != lines }
    }

    static func replace(_ line: inout ReceiptLine, with reread: LineReread) {
        line.text = reread.text
        line.confidence = reread.confidence
    }

    /// Where the first reading is unsure, the alternative pages may decide: a total that no
    /// cross-check confirmed is replaced by one that a cross-check confirms on a re-read page
    /// (the most confirmed, then the most confident); a date below its flag threshold (or
    /// none) by a re-read page's date when that one is more confident.
    static func preferRereads(
        _ rereads: [LineReread], lines: [ReceiptLine], money: MoneyFields, date: ExtractedField<LocalDate>?,
        monthFirst: Bool, today: LocalDate
    ) -> (MoneyFields, ExtractedField<LocalDate>?) {
        let pages = alternativePages(lines, rereads)
        var bestMoney = money
        if money.totalChecks == 0 {
            for page in pages {
                let candidate = TotalResolver.resolve(page, itemsSum: itemsSum(ItemReader.items(page)))
                guard candidate.totalChecks > 0, let total = candidate.total else { continue }
                if (candidate.totalChecks, total.confidence)
                    > (bestMoney.totalChecks, bestMoney.total?.confidence ?? 0)
                {
                    bestMoney = candidate
                }
            }
        }
        var bestDate = date
        if (date?.confidence ?? 0) < ExtractedReceipt.flagThresholds[.date] ?? 1 {
            for page in pages {
                let candidate = DateResolver.resolve(
                    DateScanner.candidates(in: page), lines: page, monthFirstCountry: monthFirst, today: today)
                if let candidate, candidate.confidence > bestDate?.confidence ?? 0 { bestDate = candidate }
            }
        }
        return (bestMoney, bestDate)
    }
}
