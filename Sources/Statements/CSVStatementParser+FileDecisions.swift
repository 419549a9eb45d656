import Foundation
import ShoeboxCore

/// Decisions taken once per file: decimal mark, currency, account hint, truncation, profiles.
extension CSVStatementParser {
    /// The decimal mark that reads the most money cells; dot when nothing decides.
    static func detectMark(_ rows: [Record]) -> DecimalMark {
        var dot = 0, comma = 0
        for row in rows.prefix(5_000) {
            for cell in row.fields {
                let trimmed = cell.trimmedSpaces
                guard !trimmed.isEmpty, DateParser.shape(trimmed) == nil,
                    let marks = AmountParser.possibleMarks(trimmed)
                else { continue }
                if marks == [.dot] { dot += 1 } else if marks == [.comma] { comma += 1 }
            }
        }
        return comma > dot ? .comma : .dot
    }

    /// A currency the file itself names, with where: a currency column, `Amount (EUR)`, a symbol in
    /// the amounts or preamble.
    static func explicitCurrency(region: TableRegion, layout: ColumnLayout, mark: DecimalMark) -> (
        code: CurrencyCode, source: String
    )? {
        if let column = layout.currency {
            var counts: [CurrencyCode: Int] = [:]
            for row in region.rows where column < row.fields.count {
                if let code = CurrencyCode(CellText.clean(row.fields[column])) { counts[code, default: 0] += 1 }
            }
            if let best = counts.max(by: { $0.value < $1.value }) { return (best.key, "the currency column") }
        }
        if let header = region.header?.fields {
            for index in layout.moneyIndices where index < header.count {
                if let code = HeaderVocabulary.currencyInHeader(header[index]).flatMap(CurrencyCode.init) {
                    return (code, "the header `\(header[index])`")
                }
            }
        }
        for row in region.rows.prefix(200) {
            for index in layout.moneyIndices + [layout.balance].compactMap({ $0 }) where index < row.fields.count {
                if let code = AmountParser.strip(row.fields[index])?.currency {
                    return (code, "the amounts (`\(row.fields[index])`)")
                }
            }
        }
        for record in region.preamble {
            for cell in record.fields {
                if let code = AmountParser.strip(cell)?.currency { return (code, "the preamble (`\(cell)`)") }
            }
        }
        return nil
    }

    /// What the table shows of the locale it was written in, for `CurrencyDecision`.
    static func conventions(
        region: TableRegion, layout: ColumnLayout, mark: DecimalMark, order: DateOrderResolver.Resolution
    ) -> CurrencyDecision.Conventions {
        let texts =
            (region.header?.fields ?? []) + region.preamble.flatMap(\.fields)
            + region.rows.prefix(5_000).flatMap { row in
                layout.descriptions.prefix(2).compactMap { $0 < row.fields.count ? row.fields[$0] : nil }
            }
        let words = CurrencyDecision.words(in: texts)
        let descriptions = region.rows.prefix(5_000).compactMap { row in
            layout.descriptions.first.flatMap { $0 < row.fields.count ? CellText.clean(row.fields[$0]) : nil }
        }
        var conventions = CurrencyDecision.Conventions(
            decimalComma: mark == .comma, provenDateOrder: order.fromFile ? order.order : nil,
            foreignWords: words.foreign, distinctWords: words.distinct)
        conventions.places = PlaceCodes(texts: descriptions)
        return conventions
    }

    static func accountHint(
        region: TableRegion, layout: ColumnLayout, context: StatementContext, currency: CurrencyCode
    ) -> AccountHint {
        if let name = context.profile?.account {
            return AccountHint(
                key: "profile:" + name.lowercased(), displayName: name, currency: currency, source: "profile")
        }
        if let found = AccountNaming.fromPreamble(region.preamble) {
            return AccountHint(key: found.key, displayName: found.display, currency: currency, source: "preamble")
        }
        let signature =
            region.header.map { $0.fields.map(HeaderVocabulary.normalize).joined(separator: ",") }
            ?? "\(region.fieldCount) columns, no header"
        let named = AccountNaming.fromFileName(context.fileName, headerSignature: signature)
        return AccountHint(
            key: named.key, displayName: named.display, currency: currency,
            source: layout.account == nil ? "file-name" : "column")
    }

    /// A last row cut short in a file that does not end with a newline was truncated: it has
    /// fewer fields than the table (or than every other row), or the cut took its amount away
    /// so it no longer looks like a transaction and fell out of the table.
    static func checkTruncation(_ region: TableRegion, text: String) throws {
        guard !text.hasSuffix("\n"), !text.hasSuffix("\r") else { return }
        let tail = region.trailing.filter { !$0.isBlank }
        let last: Record
        if tail.isEmpty {
            guard let row = region.rows.last else { return }
            last = row
        } else {
            // Only a row that starts like the table's rows (a date where they have theirs), not a footer.
            guard tail.count == 1, let row = region.trailing.last, !row.isBlank,
                let dateIndex = region.rows.last?.fields.firstIndex(where: { DateParser.shape($0) != nil }),
                dateIndex < row.fields.count, DateParser.shape(row.fields[dateIndex]) != nil
            else { return }
            last = row
        }
        let others = region.rows.filter { $0.line != last.line }
        let shortest = others.map(\.fields.count).min() ?? 0
        let shorterThanEveryOther = others.count >= 2 && shortest >= region.fieldCount && last.fields.count < shortest
        if last.fields.count < region.fieldCount - 1 || shorterThanEveryOther {
            throw StatementError(
                .truncated,
                "the file ends in the middle of a row (\(last.fields.count) of \(region.fieldCount) fields); "
                    + "download the export again", line: last.line)
        }
    }

    static func apply(_ profile: StatementProfile, to detected: ColumnLayout, header: [String]?) throws -> ColumnLayout
    {
        var layout = detected
        func index(_ role: String) throws -> Int? {
            guard let reference = profile.columns[role] else { return nil }
            switch reference {
            case .position(let n): return n - 1
            case .header(let name):
                guard
                    let i = header?.firstIndex(where: {
                        HeaderVocabulary.normalize($0) == HeaderVocabulary.normalize(name)
                    })
                else {
                    throw StatementError(
                        .badProfile, "profile \(profile.name): no column named `\(name)` in the header")
                }
                return i
            }
        }
        if let date = try index("date") { layout.date = date }
        if let description = try index("description") {
            layout.descriptions = [description] + layout.descriptions.filter { $0 != description }
        }
        if let amount = try index("amount") { layout.money = .single(amount) }
        if let debit = try index("debit"), let credit = try index("credit") {
            layout.money = .split(debit: debit, credit: credit)
        }
        if let direction = try index("direction") { layout.direction = direction }
        if let balance = try index("balance") { layout.balance = balance }
        if let currency = try index("currency") { layout.currency = currency }
        if let status = try index("status") { layout.status = status }
        if let id = try index("id") { layout.id = id }
        return layout
    }

    static func describe(_ layout: ColumnLayout, header: [String]?) -> String {
        func name(_ index: Int?) -> String {
            guard let index else { return "-" }
            if let header, index < header.count, !header[index].isEmpty { return "'\(header[index])'" }
            return "col \(index + 1)"
        }
        var parts = ["date=\(name(layout.date))", "description=\(name(layout.descriptions.first))"]
        switch layout.money {
        case .single(let i): parts.append("amount=\(name(i))")
        case .split(let d, let c): parts.append("debit=\(name(d)) credit=\(name(c))")
        case .splitSigned(let a, let b): parts.append("amounts=\(name(a))+\(name(b))")
        }
        if let d = layout.direction { parts.append("direction=\(name(d))") }
        if let b = layout.balance { parts.append("balance=\(name(b))") }
        if let p = layout.postDate { parts.append("post date=\(name(p))") }
        if let s = layout.status { parts.append("status=\(name(s))") }
        if let i = layout.id { parts.append("id=\(name(i))") }
        if let a = layout.account { parts.append("account=\(name(a))") }
        return parts.joined(separator: " ")
    }
}
