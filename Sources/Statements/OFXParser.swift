import Foundation
import ShoeboxCore

/// Reads OFX/QFX/QBO statements, both SGML 1.x (unclosed leaf tags) and XML 2.x:
/// every bank and card statement in the file, with FITID, account id and currency.
enum OFXParser {
    static func looksLikeOFX(_ text: String) -> Bool {
        let head = text.prefix(4_096).uppercased()
        return head.contains("OFXHEADER") || head.contains("<OFX>")
    }

    static func parse(text: String, context: StatementContext) throws -> ParsedStatement {
        let lineStarts = LineIndex(text)
        let utf16 = text as NSString
        let statementPattern = try! NSRegularExpression(
            pattern: "<(STMTRS|CCSTMTRS)>(.*?)(</\\1>|(?=<(STMTRS|CCSTMTRS)>)|$)",
            options: [.dotMatchesLineSeparators, .caseInsensitive])
        let statements = statementPattern.matches(in: text, range: NSRange(location: 0, length: utf16.length))
        guard !statements.isEmpty else {
            throw StatementError(
                .malformedOFX, "the OFX file has no bank or credit-card statement (<STMTRS> or <CCSTMTRS>)",
                region: "ofx")
        }
        var transactions: [StatementTransaction] = []
        var notes: [String] = []
        for statement in statements {
            let body = utf16.substring(with: statement.range(at: 2))
            let bodyOffset = statement.range(at: 2).location
            let isCard = utf16.substring(with: statement.range(at: 1)).uppercased() == "CCSTMTRS"
            let accountID = leaf("ACCTID", in: body) ?? "unknown"
            let bankID = leaf("BANKID", in: body)
            let key = "ofx:" + [bankID, accountID].compactMap { $0 }.joined(separator: ":")
            let currency: CurrencyCode
            if let currencyText = leaf("CURDEF", in: body) {
                guard let code = context.profile?.currency ?? CurrencyCode(currencyText) else {
                    throw StatementError(
                        .unknownCurrency, "CURDEF `\(currencyText)` is not an ISO 4217 code", region: "ofx:CURDEF")
                }
                currency = code
            } else {
                // CURDEF is required by the OFX specification; a file without it names no currency.
                let decision = try CurrencyDecision.decide(
                    named: nil, accountKey: context.profile?.account.map { "profile:" + $0.lowercased() } ?? key,
                    format: "OFX (no CURDEF)", context: context,
                    conventions: conventions(text: text, body: body, bankID: bankID))
                currency = decision.currency
                notes.append("currency: " + decision.evidence)
            }
            let masked = accountID.count > 4 ? "…" + accountID.suffix(4) : accountID
            let account = AccountHint(
                key: context.profile?.account.map { "profile:" + $0.lowercased() } ?? key,
                displayName: context.profile?.account ?? "\(isCard ? "Card" : "Account") \(masked)",
                currency: currency, source: "ofx")
            let rowPattern = try! NSRegularExpression(
                pattern: "<STMTTRN>(.*?)(</STMTTRN>|(?=<STMTTRN>)|(?=</BANKTRANLIST>))",
                options: [.dotMatchesLineSeparators, .caseInsensitive])
            let bodyText = body as NSString
            for (index, row) in rowPattern.matches(in: body, range: NSRange(location: 0, length: bodyText.length))
                .enumerated()
            {
                let fields = bodyText.substring(with: row.range(at: 1))
                let line = lineStarts.line(ofUTF16Offset: bodyOffset + row.range.location)
                transactions.append(
                    try transaction(fields, index: index, line: line, account: account, currency: currency))
            }
        }
        guard !transactions.isEmpty else {
            throw StatementError(
                .noTable, "the OFX statement lists no transactions (<STMTTRN>)", region: "ofx:BANKTRANLIST")
        }
        let assumed = notes.contains { $0.contains(" assumed") }
        return ParsedStatement(
            transactions: transactions,
            dialectSummary: "OFX \(text.hasPrefix("<?xml") ? "2.x XML" : "1.x SGML"), \(statements.count) statement(s)"
                + (notes.isEmpty ? "" : assumed ? ", \(transactions[0].amount.currency.code) assumed (no CURDEF)" : ""),
            evidence: notes)
    }

    /// What an OFX file without CURDEF shows of where it was written: decimal commas in TRNAMT,
    /// the language of NAME/MEMO, the UTC offsets of its time stamps (`[+10:AEST]`) and a BANKID
    /// that is not a US routing number (9 digits).
    static func conventions(text: String, body: String, bankID: String?) -> CurrencyDecision.Conventions {
        var amounts: [String] = [], texts: [String] = []
        for tag in ["TRNAMT", "NAME", "MEMO"] {
            var rest = Substring(body)
            while let range = rest.range(of: "<\(tag)>", options: .caseInsensitive) {
                rest = rest[range.upperBound...]
                let value = String(rest.prefix { $0 != "<" && $0 != "\n" && $0 != "\r" }).trimmedSpaces
                if tag == "TRNAMT" { amounts.append(value) } else { texts.append(value) }
            }
        }
        let words = CurrencyDecision.words(in: texts)
        var conventions = CurrencyDecision.Conventions(
            decimalComma: amounts.contains { $0.contains(",") && !$0.contains(".") },
            foreignWords: words.foreign, distinctWords: words.distinct)
        conventions.utcOffsets = Set(timeZoneOffsets(in: text))
        conventions.places = PlaceCodes(texts: texts)
        if let bankID, !(bankID.count == 9 && bankID.allSatisfy { $0.isASCII && $0.isNumber }) {
            conventions.nonUSBankID = bankID
        }
        return conventions
    }

    /// Hours east of UTC of every `[+10:AEST]`-style offset in the file's time stamps.
    static func timeZoneOffsets(in text: String) -> [Double] {
        var result: [Double] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            rest = rest[rest.index(after: open)...]
            let inside = rest.prefix { $0 != "]" && $0 != ":" && $0 != "<" }
            if inside.count <= 6, let hours = Double(inside) { result.append(hours) }
        }
        return result
    }

    static func transaction(_ fields: String, index: Int, line: Int, account: AccountHint, currency: CurrencyCode)
        throws -> StatementTransaction
    {
        let region = "ofx:STMTTRN#\(index + 1)"
        guard let posted = leaf("DTPOSTED", in: fields), posted.count >= 8,
            let date = LocalDate(
                year: Int(posted.prefix(4)) ?? 0, month: Int(posted.dropFirst(4).prefix(2)) ?? 0,
                day: Int(posted.dropFirst(6).prefix(2)) ?? 0)
        else {
            throw StatementError(
                .malformedOFX, "transaction \(index + 1) has no valid DTPOSTED", line: line, region: region)
        }
        guard let amountText = leaf("TRNAMT", in: fields),
            let amount = AmountParser.parse(
                amountText, mark: amountText.contains(",") && !amountText.contains(".") ? .comma : .dot,
                digits: currency.minorUnitDigits)
        else {
            throw StatementError(
                .malformedOFX, "transaction \(index + 1) has no valid TRNAMT", line: line, region: region)
        }
        let name = leaf("NAME", in: fields) ?? ""
        let memo = leaf("MEMO", in: fields) ?? ""
        let description: String
        if memo.isEmpty || name.contains(memo) {
            description = name
        } else if name.isEmpty || memo.hasPrefix(name) {
            description = memo
        } else if memo.contains(name) {
            description = name
        } else {
            description = "\(name) \(memo)"
        }
        return StatementTransaction(
            account: account, date: date, amount: Money(minorUnits: amount.minorUnits, currency: currency),
            description: CellText.clean(description.isEmpty ? leaf("TRNTYPE", in: fields) ?? "" : description),
            pending: false, bankID: leaf("FITID", in: fields), sourceLine: line)
    }

    /// The text of a leaf element, closed (`<A>x</A>`) or not (`<A>x`).
    static func leaf(_ tag: String, in text: String) -> String? {
        guard let range = text.range(of: "<\(tag)>", options: .caseInsensitive) else { return nil }
        // Scalars, not Characters: "\r\n" is one Character, so a Character test for "\n" misses it
        // and a CRLF file's values would keep their carriage return (`USD\r` is no currency).
        let rest = text[range.upperBound...].unicodeScalars
        let value = String(String.UnicodeScalarView(rest.prefix { $0 != "<" && $0 != "\n" && $0 != "\r" }))
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        return trimmed.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&quot;", with: "\"")
    }
}

/// Maps UTF-16 offsets to 1-based line numbers.
struct LineIndex {
    private var starts: [Int] = [0]

    init(_ text: String) {
        var offset = 0
        var previousCR = false
        for unit in text.utf16 {
            offset += 1
            if unit == 10 {
                if !previousCR { starts.append(offset) } else { starts[starts.count - 1] = offset }
            } else if unit == 13 {
                starts.append(offset)
            }
            previousCR = unit == 13
        }
    }

    func line(ofUTF16Offset offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }
}
