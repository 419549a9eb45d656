import Foundation
import ShoeboxCore

/// How another export (or the same bank's other format) words a descriptor: generic text
/// transformations, applied by rule to any row, never to a named merchant.
enum DescriptionStyle: CaseIterable {
    case titleCase, upperCase, noApostrophes, noPunctuation, processorSpacing, storeNumberWithoutHash, achOtherForm,
        cardPrefix, truncated32

    /// The descriptor in this style (unchanged when the style does not apply to it).
    func apply(_ text: String, date: LocalDate) -> String {
        switch self {
        case .titleCase:
            return text.lowercased().split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(
                separator: " ")
        case .upperCase: return text.uppercased()
        case .noApostrophes: return text.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: "")
        case .noPunctuation:
            return String(text.map { ".,'’-".contains($0) ? " " : $0 }).split(separator: " ").joined(separator: " ")
        case .processorSpacing:
            if let star = text.firstIndex(of: "*"), text.distance(from: text.startIndex, to: star) <= 7 {
                let head = text[..<star].trimmingCharacters(in: .whitespaces)
                let tail = text[text.index(after: star)...]
                    .trimmingCharacters(in: .whitespaces)
                return text[..<star].hasSuffix(" ") ? "\(head)*\(tail)" : "\(head) *\(tail)"
            }
            return text
        case .storeNumberWithoutHash: return text.replacingOccurrences(of: "#", with: "")
        case .achOtherForm: return AchForms.convert(text, date: date) ?? text
        case .cardPrefix:
            let month = String(format: "%02d/%02d", date.month, date.day)
            return
                "PURCHASE AUTHORIZED ON \(month) \(text.uppercased()) S46\(StableHash.of(text) % 1_000_000_000) CARD 0933"
        case .truncated32: return String(text.prefix(32)).trimmingCharacters(in: .whitespaces)
        }
    }
}

/// The two ways banks print an ACH entry: the long padded block and the compact `DES:` form.
enum AchForms {
    static func convert(_ text: String, date: LocalDate) -> String? {
        let upper = text.uppercased()
        if let name = field(upper, "ORIG CO NAME:", until: ["ORIG ID:", "DESC DATE:", "CO ENTRY DESCR:", "SEC:"]) {
            let descr = field(upper, "CO ENTRY DESCR:", until: ["SEC:", "TRACE#:", "EED:", "IND ID:"]) ?? "PAYMENT"
            let id = field(upper, "IND ID:", until: ["IND NAME:", "TRN:"]) ?? "NOTPROVIDED"
            let coID = field(upper, "ORIG ID:", until: ["DESC DATE:", "CO ENTRY DESCR:"]) ?? "0000000000"
            return "\(name) DES:\(descr) ID:\(id) CO ID:\(coID) PPD"
        }
        guard let desRange = upper.range(of: " DES:") else { return nil }
        let name = String(upper[..<desRange.lowerBound]).trimmingCharacters(in: .whitespaces)
        let descr = field(upper, "DES:", until: ["ID:", "INDN:", "CO ID:"]) ?? "PAYMENT"
        let id = field(upper, " ID:", until: ["INDN:", "CO ID:"]) ?? ""
        let indn = field(upper, "INDN:", until: ["CO ID:"]) ?? ""
        let coID = field(upper, "CO ID:", until: [" "]) ?? ""
        let yymmdd = String(format: "%02d%02d%02d", date.year % 100, date.month, date.day)
        return
            "ORIG CO NAME:\(name.padding(toLength: max(name.count, 22), withPad: " ", startingAt: 0)) ORIG ID:\(coID) "
            + "DESC DATE:\(yymmdd) CO ENTRY DESCR:\(descr.padding(toLength: max(descr.count, 10), withPad: " ", startingAt: 0))"
            + "SEC:PPD TRACE#:021000020000001 EED:\(yymmdd) IND ID:\(id) IND NAME:\(indn) TRN: 0000000001TC"
    }

    static func field(_ text: String, _ label: String, until ends: [String]) -> String? {
        guard let start = text.range(of: label) else { return nil }
        let rest = text[start.upperBound...]
        let end = ends.compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
        let value = rest[..<end].trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
    }
}

/// A statement written as OFX 1.x SGML the way card sites deliver QFX: posting dates, FITIDs,
/// `NAME` cut to 32 characters.
enum OFXWriter {
    static func render(
        _ rows: [(date: LocalDate, amount: Money, description: String, fitid: String)], accountID: String,
        card: Bool
    ) -> String {
        let currency = rows.first?.amount.currency.code ?? "USD"
        var text =
            "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\n"
            + "COMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n"
        let (outer, inner, from) =
            card ? ("CREDITCARDMSGSRSV1", "CCSTMTTRNRS", "CCACCTFROM") : ("BANKMSGSRSV1", "STMTTRNRS", "BANKACCTFROM")
        text += "<\(outer)><\(inner)><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>\n"
        text +=
            "<\(card ? "CCSTMTRS" : "STMTRS")><CURDEF>\(currency)\n<\(from)>\(card ? "" : "<BANKID>021000021")"
            + "<ACCTID>\(accountID)\(card ? "" : "<ACCTTYPE>CHECKING")</\(from)>\n<BANKTRANLIST>\n"
        for row in rows {
            let name = String(row.description.prefix(32)).trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            let stamp = String(format: "%04d%02d%02d120000", row.date.year, row.date.month, row.date.day)
            text +=
                "<STMTTRN><TRNTYPE>\(row.amount.minorUnits < 0 ? "DEBIT" : "CREDIT")<DTPOSTED>\(stamp)"
                + "<TRNAMT>\(row.amount.decimalString)<FITID>\(row.fitid)<NAME>\(name.isEmpty ? "UNKNOWN" : name)</STMTTRN>\n"
        }
        text += "</BANKTRANLIST></\(card ? "CCSTMTRS" : "STMTRS")></\(inner)></\(outer)></OFX>\n"
        return text
    }
}

/// FNV-1a: the same number for the same text in every run (Swift's `hashValue` is seeded per process).
enum StableHash {
    static func of(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
