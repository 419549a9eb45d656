import Foundation
import ShoeboxCore

/// Reads Quicken Interchange Format: the `!Type:Bank`, `!Type:CCard`, `!Type:Cash` and
/// `!Type:Oth A/L` sections (records of `D` date, `T`/`U` amount, `P` payee, `M` memo, `L`
/// category, `N` number, ended by `^`); lists (`!Type:Cat`, `!Type:Class`, `!Account`),
/// investment and memorized sections are not bank transactions and are passed over. Split lines
/// (`S`/`E`/`$`) are parts of their record's total. A first record whose category names an
/// account in brackets and whose payee says "opening balance" is the opening balance, not a row.
enum QIFParser {
    static let bankTypes: Set<String> = ["bank", "ccard", "cash", "oth a", "oth l"]

    static func looksLikeQIF(_ text: String) -> Bool {
        text.prefix(4_096).split(whereSeparator: \.isNewline).contains { line in
            let lower = line.trimmedSpaces.lowercased()
            return lower.hasPrefix("!type:") || lower.hasPrefix("!option:") || lower.hasPrefix("!account")
        }
    }

    struct Record {
        var line: Int
        var fields: [(Character, String)] = []
        func first(_ code: Character) -> String? { fields.first { $0.0 == code }?.1 }
    }

    static func parse(text: String, context: StatementContext) throws -> ParsedStatement {
        var section = "", optionOrder: DateOrder?
        var records: [(type: String, record: Record)] = []
        var current: Record?
        var lineNumber = 0
        for raw in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            lineNumber += 1
            let line = String(raw).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            let lower = line.trimmedSpaces.lowercased()
            if lower.hasPrefix("!option:") {
                let option = lower.dropFirst("!option:".count).trimmedSpaces.uppercased()
                if let order = DateOrder(rawValue: option) { optionOrder = order }
                continue
            }
            if lower.hasPrefix("!type:") {
                section = String(lower.dropFirst("!type:".count)).trimmedSpaces; current = nil; continue
            }
            if lower.hasPrefix("!") { section = lower.trimmedSpaces; current = nil; continue }
            guard let code = line.first else { continue }
            if code == "^" {
                if let record = current, bankTypes.contains(section) { records.append((section, record)) }
                current = nil
                continue
            }
            if current == nil { current = Record(line: lineNumber) }
            current!.fields.append((code, String(line.dropFirst()).trimmedSpaces))
        }
        if let record = current, bankTypes.contains(section), record.first("D") != nil {
            records.append((section, record))
        }
        guard !records.isEmpty else {
            throw StatementError(
                .noTable, "the QIF file has no bank, card or cash section with records (!Type:Bank)", region: "qif")
        }

        // Dates: `!Option:MDY/DMY` decides; otherwise the file's own dates, then Quicken's US default.
        let shapes = records.compactMap { dateShape($0.record.first("D") ?? "") }
        let order: DateOrderResolver.Resolution
        if let pinned = context.profile?.dateOrder ?? optionOrder {
            order = .init(
                order: pinned, evidence: context.profile?.dateOrder != nil ? "profile" : "!Option:\(pinned.rawValue)")
        } else {
            order = try DateOrderResolver.resolve(
                columns: [shapes],
                hints: .init(
                    currency: nil, decimalComma: false, englishHeader: false, today: context.today,
                    declared: context.dateOrderHint ?? .mdy))
        }
        let amountTexts = records.compactMap { $0.record.first("T") ?? $0.record.first("U") }
        let mark = context.profile?.decimal ?? decimalMark(amountTexts)
        let named = AccountNaming.fromFileName(context.fileName, headerSignature: "qif")
        let accountKey = context.profile?.account.map { "profile:" + $0.lowercased() } ?? named.key
        let words = CurrencyDecision.words(in: text.split(whereSeparator: \.isNewline).map(String.init))
        var conventions = CurrencyDecision.Conventions(
            decimalComma: mark == .comma, provenDateOrder: order.fromFile ? order.order : nil,
            foreignWords: words.foreign, distinctWords: words.distinct)
        conventions.places = PlaceCodes(texts: records.compactMap { $0.record.first("P")?.trimmedSpaces })
        let decision = try CurrencyDecision.decide(
            named: nil, accountKey: accountKey, format: "QIF", context: context, conventions: conventions)
        let currency = decision.currency
        let account = AccountHint(
            key: accountKey, displayName: context.profile?.account ?? named.display, currency: currency,
            source: "qif")
        var transactions: [StatementTransaction] = []
        var skipped: [SkippedRow] = []
        var opening: Int64?
        var previousType = ""
        for (index, (type, record)) in records.enumerated() {
            let firstOfSection = index == 0 || type != previousType
            previousType = type
            guard let dateText = record.first("D") else {
                throw StatementError(.malformedRow, "QIF record without a D (date) line", line: record.line)
            }
            guard let date = dateShape(dateText)?.resolve(order.order) else {
                throw StatementError(.malformedRow, "QIF date `\(dateText)` is not a date", line: record.line)
            }
            guard let amountText = record.first("T") ?? record.first("U") else {
                throw StatementError(.malformedRow, "QIF record without a T (amount) line", line: record.line)
            }
            guard let amount = AmountParser.parse(amountText, mark: mark, digits: currency.minorUnitDigits) else {
                throw StatementError(.malformedRow, "QIF amount `\(amountText)` is not an amount", line: record.line)
            }
            let payee = record.first("P") ?? ""
            let category = record.first("L") ?? ""
            let lowerPayee = payee.lowercased()
            if firstOfSection, category.hasPrefix("["),
                ["opening", "balance", "saldo", "eröffnung"].contains(where: { lowerPayee.contains($0) })
            {
                opening = amount.minorUnits
                skipped.append(SkippedRow(line: record.line, reason: "opening balance record: \(payee)"))
                continue
            }
            let memo = record.first("M") ?? ""
            let description = CellText.clean([payee, memo].filter { !$0.isEmpty }.joined(separator: " "))
            transactions.append(
                StatementTransaction(
                    account: account, date: date, amount: Money(minorUnits: amount.minorUnits, currency: currency),
                    description: description.isEmpty ? "(no description)" : description,
                    sourceLine: record.line, bankCategory: category.isEmpty || category.hasPrefix("[") ? nil : category)
            )
        }
        guard !transactions.isEmpty else {
            throw StatementError(.noTable, "the QIF file's bank section holds only an opening balance", region: "qif")
        }
        let reconciled =
            opening.map {
                "not checkable (opening balance \(Money(minorUnits: $0, currency: currency).formatted()) "
                    + "but no closing balance in QIF)"
            } ?? "not checkable (QIF carries no balances)"
        return ParsedStatement(
            transactions: transactions,
            dialectSummary:
                "QIF, \(Set(records.map(\.type)).sorted().joined(separator: "/")), dates \(order.order.rawValue) "
                + "(\(order.evidence)), decimal '\(mark.rawValue)', "
                + "\(currency.code) \(decision.assumed ? "assumed" : "(\(decision.evidence))"); reconciled: \(reconciled)",
            skippedRows: skipped,
            evidence: [
                "format: QIF (!Type: sections)", "date order: \(order.order.rawValue) because \(order.evidence)",
                "sign: as written (QIF amounts are signed from the holder's view)",
                "decimal mark: '\(mark.rawValue)'", "currency: " + decision.evidence + " (QIF never names one)",
                "reconciled: \(reconciled)",
            ],
            reconciled: reconciled)
    }

    /// The decimal mark of the file's amounts, decided once for the file: the mark that reads the
    /// most amounts that only one mark can read (`1.234,50`, `12,50` → comma; `1,234.50`, `12.50` →
    /// dot); dot when nothing decides (Quicken's own exports).
    static func decimalMark(_ amounts: [String]) -> DecimalMark {
        var dot = 0, comma = 0
        for text in amounts {
            guard let marks = AmountParser.possibleMarks(text.trimmedSpaces) else { continue }
            if marks == [.dot] { dot += 1 } else if marks == [.comma] { comma += 1 }
        }
        return comma > dot ? .comma : .dot
    }

    /// `2/14'2020`, `1/ 5'20`, `10.18.23`, `2020-02-14`.
    static func dateShape(_ raw: String) -> DateShape? {
        var text = raw.replacingOccurrences(of: "'", with: "/").replacingOccurrences(of: " ", with: "")
        if !text.contains("-") { text = text.replacingOccurrences(of: ".", with: "/") }
        return DateParser.shape(text)
    }
}
