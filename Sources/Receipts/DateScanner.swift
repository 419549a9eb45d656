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
    /// A digit OCR garbled was read back ("05/61/2018" → 05/01): weaker evidence.
    var repaired = false
    /// The line names another date than the purchase's (`Due Date`, `Valid until`, `Exp`, `Return by`).
    var otherDate = false
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

    /// Words of a line printing a date that is not the purchase's: when payment is due, an offer
    /// or a voucher expires, goods may be returned, food keeps (`Due Date: 30/04/2018`, `Valid
    /// until 31.12.2019`, `Return by 05/02/2018`, `Gültig bis`, `Best before`).
    static let otherDateWords = [
        "DUE", "EXPIRY", "EXPIRES", "EXPIRE", "EXP", "VALID", "UNTIL", "RETURN BY", "RETURNS BY", "BEST BEFORE",
        "USE BY", "GULTIG", "GUELTIG", "BIS", "FALLIG", "FAELLIG", "MHD", "TAMAT", "SAH SEHINGGA",
    ]

    // Patterns over folded upper-case text. M = month name.
    static let ymd = TextPattern(#"(?<!\d)((?:19|20)\d{2})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{1,2})(?!\d)"#)
    /// Dashes on both sides, or any of `/ . ,` on both (OCR confuses them: `29,04.2020`). A comma
    /// or dot after the year ends it (`Date: 30-09-2017,`) unless a digit follows (an amount).
    static let numeric = TextPattern(
        #"(?<![\d.,])(\d{1,2})\s?(?:(-)\s?(\d{1,2})\s?-|([/.,])\s?(\d{1,2})\s?[/.,])\s?(\d{4}|\d{2})(?!\d)(?![.,]\d)"#)
    static let dayMonthName = TextPattern(
        #"(?<![\dA-Z])([OQDIL|SBZG]?\d{1,2})(?:ST|ND|RD|TH)?[\s.\-/]*([A-Z]{3,9})\.?[\s.\-/,'’]*((?:19|20)?\d{2})(?!\d)"#
    )
    static let monthNameDay = TextPattern(
        #"(?<![A-Z])([A-Z]{3,9})\.?\s*(\d{1,2})(?:ST|ND|RD|TH)?,?\s*((?:19|20)\d{2})(?!\d)"#)
    static let compact = TextPattern(#"(?<![\d.,])(\d{8})(?![\d.,])"#)

    static func candidates(in lines: [ReceiptLine]) -> [DateCandidate] {
        var found: [DateCandidate] = []
        for (index, line) in lines.enumerated() {
            let text = line.text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).uppercased()
            var lineFound = candidates(inLine: text, index: index)
            // "14/1@/2017": OCR read a digit as a look-alike. Read back only inside a numeric date,
            // kept only when valid (the resolver also checks it is plausible), and marked repaired.
            if lineFound.isEmpty {
                var digits = text
                for match in numericLooking.matches(in: text) {
                    guard let span = match[0] else { continue }
                    digits = digits.replacingOccurrences(of: span, with: String(span.map { dateConfusions[$0] ?? $0 }))
                }
                if digits != text {
                    lineFound = candidates(inLine: digits, index: index).filter { candidate in
                        LocalDate(year: candidate.year, month: candidate.second, day: candidate.first) != nil
                            || LocalDate(year: candidate.year, month: candidate.first, day: candidate.second) != nil
                    }.filter { $0.separator != " " }.map {
                        var c = $0; c.repaired = true; return c
                    }
                }
            }
            // "fug 26, 2014 12:50 PM", "12 War’18 8:54": a month abbreviation with one letter
            // misread, read back only on a line that also prints a time, and marked repaired.
            if lineFound.isEmpty, TimeScanner.time(in: text) != nil {
                let fixed = misreadMonth.replacing(in: text) { monthOneLetterAway($0) }
                if fixed != text {
                    lineFound = candidates(inLine: fixed, index: index).filter { $0.separator == " " }.map {
                        var c = $0; c.repaired = true; return c
                    }
                }
            }
            found += lineFound
        }
        return found
    }

    /// A year of this century whose tens digit reads 6, 8 or 9 where a 0 was printed (`2069` for
    /// 2009): that digit read back as 0. Other years unchanged.
    static func repairedYear(_ year: Int) -> Int {
        let tens = (year / 10) % 10
        guard year / 100 == 20, [6, 8, 9].contains(tens) else { return year }
        return year - tens * 10
    }

    static let misreadMonth = TextPattern(#"(?<![A-Z])[A-Z]{3}(?![A-Z])"#)

    static let monthAbbreviations = [
        "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC",
    ]

    /// The one English month abbreviation `word` is a single letter away from, if exactly one.
    static func monthOneLetterAway(_ word: String) -> String? {
        guard months[word] == nil else { return nil }
        let near = monthAbbreviations.filter { month in zip(month, word).filter { $0 != $1 }.count == 1 }
        return near.count == 1 ? near[0] : nil
    }

    /// Look-alikes OCR prints for digits inside a numeric date.
    static let dateConfusions: [Character: Character] = [
        "O": "0", "D": "0", "Q": "0", "@": "0", "I": "1", "L": "1", "|": "1",
        "S": "5", "B": "8", "Z": "2", "G": "6",
    ]
    static let numericLooking = TextPattern(
        #"[\dOQDIL|@SBZG]{1,2}[/.\-][\dOQDIL|@SBZG]{1,2}[/.\-][\dOQDIL|@SBZG]{2,4}"#)

    /// The dates on one folded, upper-case line.
    static func candidates(inLine text: String, index: Int) -> [DateCandidate] {
        let normalized = ReceiptKeywords.normalized(text)
        let otherDate = ReceiptKeywords.containsAny(normalized, otherDateWords)
        let labelled = !otherDate && ReceiptKeywords.containsAny(normalized, labels)
        var lineFound: [DateCandidate] = []
        for m in ymd.matches(in: text) {
            let y = int(m, 1), mo = int(m, 2), d = int(m, 3)
            lineFound.append(
                DateCandidate(
                    line: index, year: y, first: d, second: mo, dayFirst: true, separator: "y", labelled: labelled))
        }
        if lineFound.isEmpty {
            for m in numeric.matches(in: text) {
                let rawA = int(m, 1), rawB = m[3] != nil ? int(m, 3) : int(m, 5)
                let a = repairedPart(rawA), b = repairedPart(rawB)
                let sep = Character(m[2] ?? m[4] ?? "/")
                let printedYear = year(int(m, 6))
                // "96/18/2069": a 0 of a four-digit year read as 6, 8 or 9 (decades ahead) is read back.
                let fullYear = (m[6]?.count ?? 0) == 4 ? repairedYear(printedYear) : printedYear
                lineFound.append(
                    DateCandidate(
                        line: index, year: fullYear, first: a, second: b,
                        dayFirst: a > 12 ? true : (b > 12 ? false : nil), separator: sep, labelled: labelled,
                        repaired: a != rawA || b != rawB || fullYear != printedYear))
            }
        }
        for m in dayMonthName.matches(in: text) {
            // "O1-Nov-2017", "I6 JUL 17": a day glued to a look-alike letter is read back, marked repaired.
            guard let month = months[m[2] ?? ""], let rawDay = m[1],
                let day = Int(String(rawDay.map { dateConfusions[$0] ?? $0 }))
            else { continue }
            lineFound.append(
                DateCandidate(
                    line: index, year: year(int(m, 3)), first: day, second: month,
                    dayFirst: true, separator: " ", labelled: labelled, repaired: day != int(m, 1)))
        }
        for m in monthNameDay.matches(in: text) {
            guard let month = months[m[1] ?? ""] else { continue }
            lineFound.append(
                DateCandidate(
                    line: index, year: year(int(m, 3)), first: int(m, 2), second: month,
                    dayFirst: true, separator: " ", labelled: labelled))
        }
        if lineFound.isEmpty {
            for m in compact.matches(in: text) {
                let digits = Array(m[1] ?? "")
                let s = { (r: Range<Int>) in Int(String(digits[r]))! }
                if s(0..<2) == 20 || s(0..<2) == 19 {
                    lineFound.append(
                        DateCandidate(
                            line: index, year: s(0..<4), first: s(6..<8), second: s(4..<6), dayFirst: true,
                            separator: "c", labelled: labelled))
                } else {
                    lineFound.append(
                        DateCandidate(
                            line: index, year: s(4..<8), first: s(0..<2), second: s(2..<4), dayFirst: true,
                            separator: "c", labelled: labelled))
                }
            }
        }
        for i in lineFound.indices { lineFound[i].otherDate = otherDate }
        return lineFound
    }

    /// A day or month part no date can have ("05/61/2018", "41/29/11"): OCR read a 0 as 6, 8
    /// or 9, or a 1 as 4 or 7, in its first digit. Other numbers are returned unchanged.
    static func repairedPart(_ part: Int) -> Int {
        guard part > 31, part < 100 else { return part }
        let tens = part / 10, units = part % 10
        if [6, 8, 9].contains(tens), units > 0 { return units }
        if [4, 7].contains(tens), units <= 2 { return 10 + units }
        return part
    }

    static func int(_ match: [String?], _ i: Int) -> Int {
        Int(match[i] ?? "0") ?? 0
    }

    static func year(_ y: Int) -> Int { y < 100 ? 2000 + y : y }
}
