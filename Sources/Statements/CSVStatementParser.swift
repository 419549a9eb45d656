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
        var evidence: [String] = []
        // A sales export's amount is its net: what moves in the account once the fee is withheld
        // (and what the payout to the bank adds up to). The header rule may already have chosen the
        // net; the arithmetic proof is recorded either way.
        if profile?.columns["amount"] == nil, case .single = layout.money,
            let fees = FeeEvidence.find(header: header, rows: region.rows, mark: mark, digits: 2),
            let header
        {
            layout.money = .single(fees.net)
            evidence.append(
                "amount: '\(header[fees.net])', the net of '\(header[fees.gross])' and the fee '\(header[fees.fee])' "
                    + "(what moves in the account)")
        }

        let named = explicitCurrency(region: region, layout: layout, mark: mark)
        let fileCurrency = profile?.currency ?? named?.code
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

        if let note = dropContradictedDirection(&layout, rows: region.rows, mark: mark) {
            evidence.append("sign: " + note)
        }
        var account = accountHint(region: region, layout: layout, context: context, currency: context.defaultCurrency)
        let currency = try CurrencyDecision.decide(
            named: named, accountKey: account.key, format: "CSV", context: context,
            conventions: conventions(region: region, layout: layout, mark: mark, order: order))
        account.currency = currency.currency
        var drafts: [Draft] = []
        var skipped: [SkippedRow] = []
        for row in region.rows {
            switch try readRow(
                row, layout: layout, order: order.order, mark: mark,
                fileCurrency: currency.currency, fieldCount: region.fieldCount)
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
                // A net column next to a fee column: a processor's ledger, written from the merchant's view.
                let names = (header ?? []).map(HeaderVocabulary.normalize)
                let processorLedger: Bool = {
                    guard case .single(let column) = layout.money, column < names.count else { return false }
                    return ColumnLayoutDetector.netHeaders.contains(names[column])
                        && names.contains { ColumnLayoutDetector.feeHeaders.contains($0) }
                }()
                // A fee column whose arithmetic adds up proves more than its header: count one, not both.
                let feeProof = FeeEvidence.piece(
                    header: header, rows: region.rows, mark: mark, digits: currency.currency.minorUnitDigits)
                do {
                    decision = try SignConvention.decide(
                        amounts: sample.map(\.minorUnits), hintTexts: sample.map(\.hintText),
                        cardHint: cardHint, balance: balanceFit(drafts: Array(sample)),
                        processorLedger: processorLedger && feeProof == nil, proofs: [feeProof].compactMap { $0 })
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
            + ", dates \(order.order.rawValue) (\(order.evidence)), decimal '\(mark.rawValue)', "
            + (currency.assumed ? "\(currency.currency.code) assumed, " : "") + "\(signNote), "
            + describe(layout, header: header) + (reconciled.map { "; reconciled: \($0)" } ?? "")
        evidence.insert(
            contentsOf: [
                "encoding: \(encoding)",
                "separator: '\(delimiter == "\t" ? "\\t" : String(delimiter))'",
                "header: " + (region.header.map { "line \($0.line)" } ?? "none (columns decided from the cells)"),
                "columns: " + describe(layout, header: header),
                "date order: \(order.order.rawValue) because \(order.evidence)",
                "decimal mark: '\(mark.rawValue)'",
                "currency: " + currency.evidence,
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
}
