import Foundation
import ShoeboxCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads ISO 20022 bank-to-customer statements with a real XML parser: CAMT.053 (statement,
/// `<Stmt>`), CAMT.052 (report, `<Rpt>`) and CAMT.054 (notification, `<Ntfctn>`), any version.
/// Each entry `<Ntry>` counts once (its amount is repeated in `<TxDtls>`), signed by
/// `<CdtDbtInd>`; `PDNG` entries are pending. Opening (`OPBD`/`PRCD`) and closing (`CLBD`)
/// balances are reconciled per statement.
enum CAMTParser {
    static func looksLikeCAMT(_ text: String) -> Bool {
        let head = text.prefix(4_096)
        return head.contains("<Document") && (head.contains("camt.05") || head.contains("BkToCstmr"))
    }

    struct Entry {
        var amount: Int64 = 0
        var currency: String?
        var credit = true
        var booked: LocalDate?
        var value: LocalDate?
        var status = ""
        var reference: String?
        var texts: [String] = []
        var parties: [String] = []
        var line = 0
    }

    struct Balance {
        var code = ""
        var amount: Int64 = 0
        var currency: String?
        var credit = true
    }

    struct Statement {
        var id = ""
        var iban = ""
        var currency: String?
        var balances: [Balance] = []
        var entries: [Entry] = []
        var line = 0
    }

    /// Collects statements with an element-path stack; values are read at element end.
    final class Collector: NSObject, XMLParserDelegate {
        var statements: [Statement] = []
        var path: [String] = []
        var text = ""
        var attributes: [[String: String]] = []
        var statement: Statement?
        var entry: Entry?
        var balance: Balance?
        var failure: String?
        weak var parser: XMLParser?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let local = String(name.split(separator: ":").last ?? Substring(name))
            path.append(local)
            self.attributes.append(attributes)
            text = ""
            switch local {
            case "Stmt", "Rpt", "Ntfctn": statement = Statement(line: parser.lineNumber)
            case "Ntry": entry = Entry(line: parser.lineNumber)
            case "Bal" where entry == nil: balance = Balance()
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let local = path.last ?? name
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let attrs = attributes.last ?? [:]
            let parent = path.count >= 2 ? path[path.count - 2] : ""
            let inDetails = path.contains("NtryDtls")
            if balance != nil, entry == nil {
                switch local {
                case "Cd" where path.contains("Tp"): balance!.code = value
                case "Amt" where parent == "Bal":
                    balance!.amount = CAMTParser.minorUnits(value, currency: attrs["Ccy"]) ?? 0
                    balance!.currency = attrs["Ccy"]
                case "CdtDbtInd" where parent == "Bal": balance!.credit = value == "CRDT"
                case "Bal": statement?.balances.append(balance!); balance = nil
                default: break
                }
            } else if entry != nil {
                switch local {
                case "Amt" where parent == "Ntry":
                    guard let cents = CAMTParser.minorUnits(value, currency: attrs["Ccy"]) else {
                        failure = "entry amount `\(value)` at line \(parser.lineNumber) is not an amount"
                        parser.abortParsing()
                        return
                    }
                    entry!.amount = cents
                    entry!.currency = attrs["Ccy"]
                case "CdtDbtInd" where parent == "Ntry": entry!.credit = value == "CRDT"
                case "Dt", "DtTm":
                    let date = LocalDate(iso: value.prefix(10))
                    if path.contains("BookgDt") {
                        entry!.booked = date
                    } else if path.contains("ValDt") {
                        entry!.value = date
                    }
                case "Sts" where parent == "Ntry": if !value.isEmpty { entry!.status = value }
                case "Cd" where parent == "Sts": entry!.status = value
                case "NtryRef" where parent == "Ntry", "AcctSvcrRef" where parent == "Ntry":
                    if entry!.reference == nil, !value.isEmpty { entry!.reference = value }
                case "Ustrd", "AddtlNtryInf", "AddtlTxInf": if !value.isEmpty { entry!.texts.append(value) }
                case "Nm" where inDetails && (path.contains("Cdtr") || path.contains("Dbtr")):
                    if !value.isEmpty { entry!.parties.append(value) }
                case "Ntry": statement?.entries.append(entry!); entry = nil
                default: break
                }
            } else if statement != nil {
                switch local {
                case "Id" where parent == "Stmt" || parent == "Rpt" || parent == "Ntfctn": statement!.id = value
                case "IBAN" where path.contains("Acct"): statement!.iban = value
                case "Ccy" where path.contains("Acct"): statement!.currency = value
                case "Stmt", "Rpt", "Ntfctn": statements.append(statement!); statement = nil
                default: break
                }
            }
            path.removeLast()
            attributes.removeLast()
            text = ""
        }
    }

    static func minorUnits(_ text: String, currency: String?) -> Int64? {
        let digits = currency.flatMap(CurrencyCode.init)?.minorUnitDigits ?? 2
        guard !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        return AmountParser.parse(text, mark: .dot, digits: digits)?.minorUnits
    }

    static func parse(data: Data, context: StatementContext) throws -> ParsedStatement {
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        if !parser.parse() {
            let why = collector.failure ?? parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
            throw StatementError(
                .malformedXML, "the CAMT XML does not parse: \(why)", line: parser.lineNumber, region: "camt")
        }
        if let open = collector.path.last {
            throw StatementError(
                .truncated,
                "the CAMT XML ends inside <\(open)> (\(collector.path.count) elements left open); "
                    + "download the statement again", line: parser.lineNumber, region: "camt")
        }
        var transactions: [StatementTransaction] = []
        var checks: [BalanceReconciliation.Statement] = []
        var pendingCount = 0
        for statement in collector.statements {
            let currencyCode =
                statement.currency ?? statement.entries.first?.currency ?? statement.balances.first?.currency
            guard
                let currency = context.profile?.currency ?? currencyCode.flatMap(CurrencyCode.init)
                    ?? Optional(context.defaultCurrency)
            else {
                throw StatementError(.unknownCurrency, "statement \(statement.id) names no currency", region: "camt")
            }
            let account = AccountHint(
                key: context.profile?.account.map { "profile:" + $0.lowercased() }
                    ?? "camt:" + (statement.iban.isEmpty ? statement.id : statement.iban),
                displayName: context.profile?.account ?? "Account …" + statement.iban.suffix(4),
                currency: currency, source: "camt")
            var booked: [Int64] = [], pending: [Int64] = []
            for entry in statement.entries {
                guard let date = entry.booked ?? entry.value else {
                    throw StatementError(
                        .malformedRow, "CAMT entry without a booking or value date", line: entry.line, region: "camt")
                }
                if let code = entry.currency, code != currency.code {
                    throw StatementError(
                        .malformedRow, "CAMT entry in \(code) in a \(currency.code) statement", line: entry.line)
                }
                let signed = entry.credit ? entry.amount : -entry.amount
                let isPending = entry.status.uppercased().hasPrefix("PDNG") || entry.status.uppercased() == "PENDING"
                if isPending { pending.append(signed); pendingCount += 1 } else { booked.append(signed) }
                let text = (entry.parties.prefix(1) + entry.texts.prefix(2)).joined(separator: " ")
                transactions.append(
                    StatementTransaction(
                        account: account, date: date, amount: Money(minorUnits: signed, currency: currency),
                        description: CellText.clean(text.isEmpty ? "(no description)" : text), pending: isPending,
                        bankID: entry.reference.map { "camt:\($0)" }, sourceLine: entry.line))
            }
            func find(_ codes: [String]) -> Int64? {
                statement.balances.first { codes.contains($0.code) }.map { $0.credit ? $0.amount : -$0.amount }
            }
            checks.append(
                .init(
                    label: "statement \(statement.id)", line: statement.line, opening: find(["OPBD", "PRCD"]),
                    closing: find(["CLBD"]), booked: booked, pending: pending, currency: currency))
        }
        guard !transactions.isEmpty else {
            throw StatementError(.noTable, "the CAMT document lists no entries (<Ntry>)", region: "camt")
        }
        let reconciled = try BalanceReconciliation.check(checks, format: "CAMT")
        let kind =
            String(data: data.prefix(2_048), encoding: .utf8).flatMap { head in
                ["camt.053", "camt.052", "camt.054"].first { head.contains($0) }
            } ?? "camt"
        return ParsedStatement(
            transactions: transactions,
            dialectSummary:
                "ISO 20022 \(kind), \(checks.count) statement(s), \(pendingCount) pending; reconciled: \(reconciled)",
            evidence: [
                "format: ISO 20022 \(kind) XML", "date: booking date (value date when absent)",
                "sign: from each entry's CdtDbtInd (CRDT in, DBIT out)", "reconciled: \(reconciled)",
            ],
            reconciled: reconciled)
    }
}
