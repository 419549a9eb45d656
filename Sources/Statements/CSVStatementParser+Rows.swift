import Foundation
import ShoeboxCore

/// One record of the table read into a draft transaction, or the reason it is skipped.
extension CSVStatementParser {
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
        // When the row's name is empty (a PayPal withdrawal), its type ("General Withdrawal") says more than
        // the next text column (an e-mail address).
        let named = layout.descriptions.first.map(cell) ?? ""
        let typed = layout.descriptions.isEmpty || layout.descriptions.first == layout.kind ? "" : cell(layout.kind)
        let description = ReversalKind.description(
            !named.isEmpty
                ? named
                : !typed.isEmpty ? typed : layout.descriptions.dropFirst().lazy.map(cell).first { !$0.isEmpty } ?? "",
            kind: typed)
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
}
