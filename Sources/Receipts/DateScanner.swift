import Foundation
import ShoeboxCore

/// A date printed on a receipt, before day/month order is settled.
struct DateCandidate {
    var line: Int
    var year: Int
    /// For numeric dates with both parts ≤ 12, `first`/`second` may be day/month or month/day.
    var first: Int
    var second: Int
    /// `true`: first is the day (or the month name fixed it); `nil`: either order is possible.
    var dayFirst: Bool?
    var separator: Character
    var labelled: Bool
}

/// Finds dates in receipt lines: `25/12/2018`, `12-01-19`, `05 MAR 2018`, `20180304`,
/// `OCT 3, 2016`, `16.05.2020`, `2018/02/22`, `3. März 2020`, `25032018`.
enum DateScanner {
    /// Month names and abbreviations in English, German, French, Spanish and Malay, folded to upper-case ASCII.
    static let months: [String: Int] = {
        let names: [[String]] = [
            ["JAN", "JANUARY", "JANUAR", "JANV", "JANVIER", "ENE", "ENERO", "JANUARI", "JAENNER"],
            ["FEB", "FEBRUARY", "FEBRUAR", "FEV", "FEVR", "FEVRIER", "FEBRERO", "FEBRUARI"],
            ["MAR", "MARCH", "MARZ", "MRZ", "MAERZ", "MARS", "MARZO", "MAC"],
            ["APR", "APRIL", "AVR", "AVRIL", "ABR", "ABRIL"],
            ["MAY", "MAI", "MAYO", "MEI"],
            ["JUN", "JUNE", "JUNI", "JUIN", "JUNIO"],
            ["JUL", "JULY", "JULI", "JUIL", "JUILLET", "JULIO", "JULAI"],
            ["AUG", "AUGUST", "AOUT", "AGO", "AGOSTO", "OGO", "OGOS"],
            ["SEP", "SEPT", "SEPTEMBER", "SEPTEMBRE", "SEPTIEMBRE"],
            ["OCT", "OCTOBER", "OKT", "OKTOBER", "OCTOBRE", "OCTUBRE"],
            ["NOV", "NOVEMBER", "NOVEMBRE", "NOVIEMBRE"],
            ["DEC", "DECEMBER", "DEZ", "DEZEMBER", "DECEMBRE", "DIC", "DICIEMBRE", "DIS", "DISEMBER"],
        ]
        var table: [String: Int] = [:]
        for (i, list) in names.enumerated() { for name in list { table[name] = i + 1 } }
        return table
    }()

    static let labels = ["DATE", "DATUM", "TARIKH", "FECHA", "DATE DE", "DT", "TGL"]

    // Patterns over folded upper-case text. M = month name.
    nonisolated(unsafe) static let ymd = try! Regex(#"(?<!\d)((?:19|20)\d{2})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{1,2})(?!\d)"#)
    nonisolated(unsafe) static let numeric = try! Regex(#"(?<![\d.,])(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?[-/.]\s?(\d{4}|\d{2})(?![\d,])(?!\.\d)"#)
    nonisolated(unsafe) static let dayMonthName = try! Regex(#"(?<!\d)(\d{1,2})(?:ST|ND|RD|TH)?[\s.\-/]*([A-Z]{3,9})\.?[\s.\-/,]*((?:19|20)?\d{2})(?!\d)"#)
    nonisolated(unsafe) static let monthNameDay = try! Regex(#"(?<![A-Z])([A-Z]{3,9})\.?\s*(\d{1,2})(?:ST|ND|RD|TH)?,?\s*((?:19|20)\d{2})(?!\d)"#)
    nonisolated(unsafe) static let compact = try! Regex(#"(?<![\d.,])(\d{8})(?![\d.,])"#)

    static func candidates(in lines: [ReceiptLine]) -> [DateCandidate] {
        var found: [DateCandidate] = []
        for (index, line) in lines.enumerated() {
            let text = line.text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).uppercased()
            let labelled = ReceiptKeywords.containsAny(ReceiptKeywords.normalized(text), labels)
            var lineFound: [DateCandidate] = []
            for m in text.matches(of: ymd) {
                let y = int(m, 1), mo = int(m, 2), d = int(m, 3)
                lineFound.append(DateCandidate(line: index, year: y, first: d, second: mo, dayFirst: true, separator: "y", labelled: labelled))
            }
            if lineFound.isEmpty {
                for m in text.matches(of: numeric) {
                    let a = int(m, 1), b = int(m, 3)
                    let sep = Character(String(m.output[2].substring ?? "/"))
                    lineFound.append(DateCandidate(line: index, year: year(int(m, 4)), first: a, second: b,
                                                   dayFirst: a > 12 ? true : (b > 12 ? false : nil), separator: sep, labelled: labelled))
                }
            }
            for m in text.matches(of: dayMonthName) {
                guard let month = months[String(m.output[2].substring ?? "")] else { continue }
                lineFound.append(DateCandidate(line: index, year: year(int(m, 3)), first: int(m, 1), second: month,
                                               dayFirst: true, separator: " ", labelled: labelled))
            }
            for m in text.matches(of: monthNameDay) {
                guard let month = months[String(m.output[1].substring ?? "")] else { continue }
                lineFound.append(DateCandidate(line: index, year: year(int(m, 3)), first: int(m, 2), second: month,
                                               dayFirst: true, separator: " ", labelled: labelled))
            }
            if lineFound.isEmpty {
                for m in text.matches(of: compact) {
                    let digits = Array(String(m.output[1].substring ?? ""))
                    let s = { (r: Range<Int>) in Int(String(digits[r]))! }
                    if s(0..<2) == 20 || s(0..<2) == 19 {
                        lineFound.append(DateCandidate(line: index, year: s(0..<4), first: s(6..<8), second: s(4..<6), dayFirst: true, separator: "c", labelled: labelled))
                    } else {
                        lineFound.append(DateCandidate(line: index, year: s(4..<8), first: s(0..<2), second: s(2..<4), dayFirst: true, separator: "c", labelled: labelled))
                    }
                }
            }
            found += lineFound
        }
        return found
    }

    static func int(_ match: Regex<AnyRegexOutput>.Match, _ i: Int) -> Int {
        Int(String(match.output[i].substring ?? "0")) ?? 0
    }

    static func year(_ y: Int) -> Int { y < 100 ? 2000 + y : y }
}
