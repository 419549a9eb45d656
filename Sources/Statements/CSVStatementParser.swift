import Foundation
import ShoeboxCore

/// Reads a delimited bank/card export of unknown dialect into signed transactions.
enum CSVStatementParser {
    static func parse(text rawText: String, encoding: String, context: StatementContext) throws -> ParsedStatement {
        let text = rawText.contains("\n") ? rawText : rawText.replacingOccurrences(of: "\r", with: "\n")
        let profile = context.profile
        let delimiter = DelimiterDetector.detect(text)
        let records = DelimitedRecords.read(text, delimiter: delimiter)
        let region = try TableLocator.locate(records, forceHeader: profile?.hasHeader)
        try checkTruncation(region, text: text)
        let header = region.header?.fields
        let mark = profile?.decimal ?? detectMark(region.rows)
        var layout = try ColumnLayoutDetector.detect(
            header: header, rows: region.rows, fieldCount: region.fieldCount, mark: mark)
        if let profile { layout = try apply(profile, to: layout, header: header) }

        let fileCurrency = profile?.currency ?? explicitCurrency(region: region, layout: layout, mark: mark)
        let dateColumns = [layout.date] + (layout.postDate.map { [$0] } ?? [])
        let shapes = dateColumns.map { column in
            region.rows.compactMap { row in
                column < row.fields.count ? DateParser.shape(row.fields[column]) : nil
            }
        }
        let order: DateOrderResolver.Resolution
        if let pinned = profile?.dateOrder {
            order = .init(order: pinned, evidence: "profile")
        } else {
            let englishHeader =
                header.map {
                    $0.contains {
                        ["date", "amount", "description", "transaction date"].contains(HeaderVocabulary.normalize($0))
                    }
                } ?? false
            let described: [(DateShape, String)] = region.rows.prefix(5_000).compactMap { row in
                guard layout.date < row.fields.count, let shape = DateParser.shape(row.fields[layout.date]) else {
                    return nil
                }
                let text = layout.descriptions.prefix(2).compactMap { $0 < row.fields.count ? row.fields[$0] : nil }
                return (shape, text.joined(separator: " "))
            }
            order = try DateOrderResolver.resolve(
                columns: shapes,
                hints: .init(
                    currency: fileCurrency, decimalComma: mark == .comma, englishHeader: englishHeader,
                    today: context.today,
                    declared: context.dateOrderHint, described: described))
        }

        var evidence: [String] = []
        if let note = dropContradictedDirection(&layout, rows: region.rows, mark: mark) {
            evidence.append("sign: " + note)
        }
        let account = accountHint(
            region: region, layout: layout, context: context, currency: fileCurrency ?? context.defaultCurrency)
        var drafts: [Draft] = []
        var skipped: [SkippedRow] = []
        for row in region.rows {
            switch try readRow(
                row, layout: layout, order: order.order, mark: mark,
                fileCurrency: fileCurrency ?? context.defaultCurrency, fieldCount: region.fieldCount)
            {
            case .draft(let draft): drafts.append(draft)
            case .skip(let reason): skipped.append(SkippedRow(line: row.line, reason: reason))
            }
        }
        guard !drafts.isEmpty else {
            throw StatementError(
                .noTable,
                "the table has no transactions (\(skipped.count) rows skipped: "
                    + (skipped.first?.reason ?? "none") + ")")
        }

        var signNote = "sign from columns"
        if case .single = layout.money, !drafts.contains(where: \.signFromColumns) {
            let decision: SignConvention.Decision
            if let pinned = profile?.sign {
                decision = .init(invert: pinned == .chargesPositive, evidence: "profile")
            } else {
                // The account is a card when the file name or preamble says so, or a header names the
                // card holder or number; a "Card" or "Card Brand" column of a merchant's sales export
                // names how customers paid, not the account.
                let cardHint =
                    ([context.fileName] + region.preamble.flatMap(\.fields))
                    .contains { text in FlowHints.cardWords.contains { HeaderVocabulary.normalize(text).contains($0) } }
                    || (header ?? []).contains { FlowHints.cardAccountHeaders.contains(HeaderVocabulary.normalize($0)) }
                let sample = drafts.prefix(20_000)
                do {
                    decision = try SignConvention.decide(
                        amounts: sample.map(\.minorUnits), hintTexts: sample.map(\.hintText),
                        cardHint: cardHint, balance: balanceFit(drafts: Array(sample)))
                } catch var error as StatementError {
                    error.message += " (columns read: \(describe(layout, header: header)))"
                    throw error
                }
            }
            if decision.invert { for i in drafts.indices { drafts[i].minorUnits = -drafts[i].minorUnits } }
            signNote = (decision.invert ? "charges positive, inverted" : "as written") + " (\(decision.evidence))"
            evidence.append(
                "sign: " + (decision.invert ? "inverted to the holder's view" : "kept as written")
                    + " because "
                    + (decision.pieces.isEmpty
                        ? decision.evidence : decision.pieces.map(\.description).joined(separator: "; ")))
        } else {
            evidence.append("sign: from the columns (" + describeMoney(layout.money) + ")")
        }
        let reconciled = reconciliation(drafts: drafts, hasBalance: layout.balance != nil)

        let transactions = drafts.map { draft -> StatementTransaction in
            var hint = account
            if let key = draft.accountCell { (hint.key, hint.displayName) = AccountNaming.fromCell(key) }
            hint.currency = draft.currency
            return StatementTransaction(
                account: hint, date: draft.date,
                amount: Money(minorUnits: draft.minorUnits, currency: draft.currency),
                description: draft.description, pending: draft.pending,
                bankID: draft.bankID, sourceLine: draft.line, bankCategory: draft.bankCategory)
        }
        let summary =
            "CSV '\(delimiter == "\t" ? "\\t" : String(delimiter))' \(encoding), "
            + (region.header.map { "header at line \($0.line)" } ?? "no header")
            + ", dates \(order.order.rawValue) (\(order.evidence)), decimal '\(mark.rawValue)', \(signNote), "
            + describe(layout, header: header) + (reconciled.map { "; reconciled: \($0)" } ?? "")
        evidence.insert(
            contentsOf: [
                "encoding: \(encoding)",
                "separator: '\(delimiter == "\t" ? "\\t" : String(delimiter))'",
                "header: " + (region.header.map { "line \($0.line)" } ?? "none (columns decided from the cells)"),
                "columns: " + describe(layout, header: header),
                "date order: \(order.order.rawValue) because \(order.evidence)",
                "decimal mark: '\(mark.rawValue)'",
            ], at: 0)
        if header == nil, case .split(let debit, let credit) = layout.money {
            evidence.append(
                "columns: debit=col \(debit + 1) credit=col \(credit + 1) decided by "
                    + (reconciled?.hasPrefix("yes") == true
                        ? "the running balance (previous balance + credit − debit = balance)"
                        : "the rows' wording (payments and refunds sit in the credit column)"))
        }
        evidence.append("reconciled: " + (reconciled ?? "not checkable (no running balance column)"))
        return ParsedStatement(
            transactions: transactions, dialectSummary: summary, skippedRows: skipped,
            evidence: evidence, reconciled: reconciled)
    }

    static func describeMoney(_ money: ColumnLayout.MoneyColumns) -> String {
        switch money {
        case .single: return "amount with a direction column"
        case .split: return "separate debit and credit columns"
        case .splitSigned: return "two signed amount columns"
        }
    }

    /// A type column (DEBIT/CREDIT) that contradicts an explicit sign (`($116.22)` on a CREDIT row)
    /// is not a sign: the amounts are read as written.
    static func dropContradictedDirection(_ layout: inout ColumnLayout, rows: [Record], mark: DecimalMark) -> String? {
        guard let direction = layout.direction, case .single(let column) = layout.money else { return nil }
        var contradicted = 0, explicit = 0
        for row in rows.prefix(20_000) where column < row.fields.count && direction < row.fields.count {
            guard let parsed = AmountParser.parse(row.fields[column], mark: mark, digits: 2), parsed.explicitSign,
                parsed.minorUnits != 0, let sign = DirectionVocabulary.sign(row.fields[direction])
            else { continue }
            explicit += 1
            if (parsed.minorUnits > 0) != (sign > 0) { contradicted += 1 }
        }
        guard contradicted > 0 else { return nil }
        layout.direction = nil
        return
            "the type column contradicts \(contradicted) of \(explicit) explicitly signed amounts, so it is not a sign; "
            + "amounts read as written"
    }

    /// How the running balance column follows the single amount column: as written, inverted, or neither.
    static func balanceFit(drafts: [Draft]) -> SignConvention.BalanceFit {
        guard drafts.count >= 3, drafts.allSatisfy({ $0.balance != nil }) else { return .none }
        let written = fit(drafts, inverted: false), inverted = fit(drafts, inverted: true)
        if written.reconciles { return .asWritten(written.sentence + " with the amounts as written") }
        if inverted.reconciles { return .inverted(inverted.sentence + " only with the amounts inverted") }
        return .neither(written.sentence)
    }

    static func fit(_ drafts: [Draft], inverted: Bool) -> BalanceCheck.Fit {
        let values = BalanceCheck.Values(rows: drafts.map { Record(fields: [], line: $0.line) }, mark: .dot)
        var orientations: [BalanceCheck.Orientation] = [.afterDown, .afterUp, .beforeDown, .beforeUp]
        if let first = drafts.first?.date, let last = drafts.last?.date, first != last {
            orientations = first < last ? [.afterDown, .beforeDown] : [.afterUp, .beforeUp]
        }
        return BalanceCheck.fit(values, orientations: orientations) { row in
            inverted ? -drafts[row].minorUnits : drafts[row].minorUnits
        } balance: { row in
            drafts[row].balance
        }
    }

    /// `yes (…)` when the balance column adds up with the signed rows read, `no (first break at line N)`
    /// otherwise; nil when the file has no balance column.
    static func reconciliation(drafts: [Draft], hasBalance: Bool) -> String? {
        guard hasBalance else { return nil }
        let rows = drafts.filter { $0.balance != nil && !$0.pending }
        guard rows.count >= 2 else { return "not checkable (fewer than two rows with a balance)" }
        let result = fit(rows, inverted: false)
        if result.reconciles { return "yes (\(result.sentence))" }
        return "no (\(result.sentence))"
    }

    // MARK: - Rows

    struct Draft {
        var date: LocalDate
        var minorUnits: Int64
        var currency: CurrencyCode
        var description: String
        var hintText: String
        var pending: Bool
        var bankID: String?
        var accountCell: String?
        var line: Int
        var signFromColumns: Bool
        var balance: Int64? = nil
        var bankCategory: String? = nil
    }

    enum RowOutcome {
        case draft(Draft)
        case skip(String)
    }

    static func readRow(
        _ row: Record, layout: ColumnLayout, order: DateOrder, mark: DecimalMark,
        fileCurrency: CurrencyCode, fieldCount: Int
    ) throws -> RowOutcome {
        func cell(_ index: Int?) -> String {
            guard let index, index < row.fields.count else { return "" }
            return CellText.clean(row.fields[index])
        }
        let description = layout.descriptions.lazy.map(cell).first { !$0.isEmpty } ?? ""
        let dateText = cell(layout.date)
        if FlowHints.isBalanceRow(description) { return .skip("balance line: \(description)") }
        guard !dateText.isEmpty else { return .skip("no date (summary or continuation line)") }
        guard let date = DateParser.shape(dateText)?.resolve(order) else {
            throw StatementError(.malformedRow, "`\(dateText)` in the date column is not a date", line: row.line)
        }
        if row.fields.count < fieldCount - 2 {
            throw StatementError(
                .malformedRow, "the row has \(row.fields.count) fields where the table has \(fieldCount)",
                line: row.line)
        }
        var currency = fileCurrency
        if let code = CurrencyCode(cell(layout.currency)) { currency = code }
        let digits = currency.minorUnitDigits
        func amount(_ index: Int) throws -> ParsedAmount? {
            let text = cell(index)
            if text.isEmpty { return nil }
            guard let parsed = AmountParser.parse(text, mark: mark, digits: digits) else {
                let integerDigits =
                    AmountParser.strip(text).map { stripped in
                        stripped.digits.prefix { $0 != (mark == .dot ? "." : ",") }.filter(\.isNumber).count
                    } ?? 0
                if integerDigits > AmountParser.maxIntegerDigits {
                    throw StatementError(
                        .malformedRow,
                        "`\(text)` in column \(index + 1) has \(integerDigits) integer digits; "
                            + "amounts are bounded to \(AmountParser.maxIntegerDigits)", line: row.line)
                }
                throw StatementError(.malformedRow, "`\(text)` in column \(index + 1) is not an amount", line: row.line)
            }
            return parsed
        }
        var minorUnits: Int64
        var signFromColumns = false
        switch layout.money {
        case .single(let column):
            guard let parsed = try amount(column) else { return .skip("no amount") }
            minorUnits = parsed.minorUnits
            if let sign = DirectionVocabulary.sign(cell(layout.direction)), !parsed.explicitSign {
                minorUnits = Int64(parsed.minorUnits.magnitude) * Int64(sign)
                signFromColumns = true
            }
        case .split(let debit, let credit):
            let out = try amount(debit), into = try amount(credit)
            guard out != nil || into != nil else { return .skip("no amount") }
            minorUnits = Int64((into?.minorUnits ?? 0).magnitude) - Int64((out?.minorUnits ?? 0).magnitude)
            signFromColumns = true
        case .splitSigned(let a, let b):
            let first = try amount(a), second = try amount(b)
            guard first != nil || second != nil else { return .skip("no amount") }
            minorUnits = (first?.minorUnits ?? 0) + (second?.minorUnits ?? 0)
            signFromColumns = true
        }
        let status = cell(layout.status).lowercased()
        var pending = FlowHints.pendingWords.contains(status)
        if let post = layout.postDate, post != layout.date, cell(post).isEmpty, layout.postDateMostlyFilled {
            pending = true
        }
        let account = cell(layout.account)
        let bankID = cell(layout.id)
        let category = cell(layout.category)
        let balance = layout.balance.flatMap { AmountParser.parse(cell($0), mark: mark, digits: digits)?.minorUnits }
        return .draft(
            Draft(
                date: date, minorUnits: minorUnits, currency: currency,
                description: description.isEmpty ? "(no description)" : description,
                hintText: description + " " + cell(layout.kind) + " " + cell(layout.direction),
                pending: pending, bankID: bankID.isEmpty ? nil : bankID,
                accountCell: account.isEmpty ? nil : account, line: row.line, signFromColumns: signFromColumns,
                balance: balance, bankCategory: category.isEmpty ? nil : category))
    }

    // MARK: - File-level decisions

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

    /// A currency the file itself names: a currency column, `Amount (EUR)`, a symbol in the amounts or preamble.
    static func explicitCurrency(region: TableRegion, layout: ColumnLayout, mark: DecimalMark) -> CurrencyCode? {
        if let column = layout.currency {
            var counts: [CurrencyCode: Int] = [:]
            for row in region.rows where column < row.fields.count {
                if let code = CurrencyCode(CellText.clean(row.fields[column])) { counts[code, default: 0] += 1 }
            }
            if let best = counts.max(by: { $0.value < $1.value }) { return best.key }
        }
        if let header = region.header?.fields {
            for index in layout.moneyIndices where index < header.count {
                if let code = HeaderVocabulary.currencyInHeader(header[index]).flatMap(CurrencyCode.init) {
                    return code
                }
            }
        }
        for row in region.rows.prefix(200) {
            for index in layout.moneyIndices + [layout.balance].compactMap({ $0 }) where index < row.fields.count {
                if let code = AmountParser.strip(row.fields[index])?.currency { return code }
            }
        }
        for record in region.preamble {
            for cell in record.fields { if let code = AmountParser.strip(cell)?.currency { return code } }
        }
        return nil
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
