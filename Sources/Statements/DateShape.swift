import Foundation
import ShoeboxCore

/// Order of day, month and year in numeric dates such as `03/04/2021`.
public enum DateOrder: String, Sendable, Codable, CaseIterable {
    case dmy = "DMY"
    case mdy = "MDY"
    case ymd = "YMD"
}

/// What a date cell says before the file-wide day/month order is known.
enum DateShape: Equatable {
    /// Fully determined (ISO, `20121115`, `07 Nov 2013`, `Oct 3, 2016`).
    case exact(LocalDate)
    /// Two small numbers whose order (D/M or M/D) the file decides, plus the year.
    case pair(first: Int, second: Int, year: Int)

    func resolve(_ order: DateOrder) -> LocalDate? {
        switch self {
        case .exact(let date): return date
        case .pair(let a, let b, let year):
            return order == .mdy ? LocalDate(year: year, month: a, day: b) : LocalDate(year: year, month: b, day: a)
        }
    }

    /// Orders under which this cell is a real date.
    var possibleOrders: Set<DateOrder> {
        var set: Set<DateOrder> = []
        if allows(.dmy) { set.insert(.dmy) }
        if allows(.mdy) { set.insert(.mdy) }
        return set
    }

    /// True when this cell is a real date read in `order` (`possibleOrders` contains it).
    func allows(_ order: DateOrder) -> Bool {
        switch self {
        case .exact: return true
        case .pair: return resolve(order) != nil
        }
    }

    var isAmbiguous: Bool {
        if case .pair(let a, let b, _) = self { return a != b && a <= 12 && b <= 12 }
        return false
    }
}

/// Recognises the date spellings banks use, with or without a time part:
/// `2019-04-19`, `2019.04.19.`, `2018/02/22`, `25/12/2018`, `4/1/2008`, `8/31/13`, `16.05.2020`,
/// `20121115`, `20091224120000[0:GMT]`, `2018-02-25 12:34:56 +0000`, `2018-02-25T12:34:56Z`,
/// `07 Nov 2013`, `05-MAR-18`, `Oct 3, 2016`, `3. März 2020`.
enum DateParser {
    static func shape(_ raw: String) -> DateShape? {
        if let plain = plainNumeric(raw) { return plain }
        let text = raw.trimmedSpaces
        guard text.count >= 6, text.count <= 40, let first = text.first else { return nil }
        if first.isNumber {
            return numeric(text)
        }
        return named(text)
    }

    /// The common spellings read from UTF-8 bytes: `2024-03-05`, `03/05/2024`, `5.3.24` (three
    /// groups of ASCII digits, one separator). Anything else, and any date these digits cannot
    /// form, returns nil and takes the general path (which reads these spellings the same way).
    static func plainNumeric(_ raw: String) -> DateShape? {
        var raw = raw
        return raw.withUTF8 { bytes -> DateShape? in
            guard bytes.count >= 6, bytes.count <= 10 else { return nil }
            var numbers = (0, 0, 0), lengths = (0, 0, 0), group = 0, separator: UInt8 = 0
            for byte in bytes {
                if byte >= 0x30 && byte <= 0x39 {
                    let digit = Int(byte - 0x30)
                    switch group {
                    case 0: numbers.0 = numbers.0 * 10 + digit; lengths.0 += 1
                    case 1: numbers.1 = numbers.1 * 10 + digit; lengths.1 += 1
                    default: numbers.2 = numbers.2 * 10 + digit; lengths.2 += 1
                    }
                } else if byte == 0x2D || byte == 0x2F || byte == 0x2E {
                    guard separator == 0 || separator == byte, group < 2 else { return nil }
                    separator = byte
                    group += 1
                } else {
                    return nil
                }
            }
            guard group == 2, lengths.0 > 0, lengths.1 > 0, lengths.2 > 0 else { return nil }
            if lengths.0 == 4 {
                guard let date = LocalDate(year: numbers.0, month: numbers.1, day: numbers.2) else { return nil }
                return .exact(date)
            }
            guard lengths.0 <= 2, lengths.1 <= 2, lengths.2 == 2 || lengths.2 == 4 else { return nil }
            let shape = DateShape.pair(
                first: numbers.0, second: numbers.1, year: lengths.2 == 2 ? expandYear(numbers.2) : numbers.2)
            return shape.allows(.dmy) || shape.allows(.mdy) ? shape : nil
        }
    }

    static func numeric(_ text: String) -> DateShape? {
        let head = text.prefix { !$0.isWhitespace && $0 != "T" && $0 != "[" }
        let rest = text.dropFirst(head.count)
        guard rest.isEmpty || looksLikeTime(rest) else { return namedNumericMix(text) }
        let separators: Set<Character> = ["-", "/", "."]
        let parts = head.split(whereSeparator: { separators.contains($0) }).map(String.init)
        // ASCII digits only: `²` or `٣` count as numbers but `Int(_:)` cannot read them.
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        if parts.count == 1, let digits = parts.first, digits.allSatisfy(isDigit) {
            return compact(digits)
        }
        guard parts.count == 3, parts.allSatisfy({ $0.allSatisfy(isDigit) && !$0.isEmpty }) else {
            return namedNumericMix(text)
        }
        let separatorsUsed = Set(head.filter { separators.contains($0) })
        guard separatorsUsed.count == 1 else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        if parts[0].count == 4 {
            return LocalDate(year: numbers[0], month: numbers[1], day: numbers[2]).map(DateShape.exact)
        }
        guard parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 2 || parts[2].count == 4 else { return nil }
        let year = parts[2].count == 2 ? expandYear(numbers[2]) : numbers[2]
        let shape = DateShape.pair(first: numbers[0], second: numbers[1], year: year)
        return shape.possibleOrders.isEmpty ? nil : shape
    }

    /// `20121115` or `20091224120000` (OFX style); also `15112012` when the year cannot lead.
    static func compact(_ digits: String) -> DateShape? {
        guard digits.count == 8 || digits.count == 12 || digits.count == 14 else { return nil }
        let chars = Array(digits)
        func num(_ range: Range<Int>) -> Int { Int(String(chars[range]))! }
        if let date = LocalDate(year: num(0..<4), month: num(4..<6), day: num(6..<8)), (1950...2100).contains(date.year)
        {
            return .exact(date)
        }
        if digits.count == 8 {
            let shape = DateShape.pair(first: num(0..<2), second: num(2..<4), year: num(4..<8))
            if (1950...2100).contains(num(4..<8)), !shape.possibleOrders.isEmpty { return shape }
        }
        return nil
    }

    /// `07 Nov 2013`, `05-MAR-18`, `3. März 2020`, `12-Jan-2024`.
    static func namedNumericMix(_ text: String) -> DateShape? {
        let tokens = tokenize(text)
        guard tokens.count >= 3, let day = Int(tokens[0]), let month = monthNumber(tokens[1]),
            let yearValue = Int(tokens[2]), tokens[2].count == 2 || tokens[2].count == 4
        else { return nil }
        let year = tokens[2].count == 2 ? expandYear(yearValue) : yearValue
        return LocalDate(year: year, month: month, day: day).map(DateShape.exact)
    }

    /// `Oct 3, 2016`, `March 04 2018`.
    static func named(_ text: String) -> DateShape? {
        let tokens = tokenize(text)
        guard tokens.count >= 3, let month = monthNumber(tokens[0]), let day = Int(tokens[1]),
            let yearValue = Int(tokens[2]), tokens[2].count == 4
        else { return nil }
        return LocalDate(year: yearValue, month: month, day: day).map(DateShape.exact)
    }

    static func tokenize(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "." || $0 == "," || $0 == "/" }).map(String.init)
    }

    static func looksLikeTime(_ rest: Substring) -> Bool {
        let trimmed = rest.trimmedSpaces
        if trimmed.hasPrefix("[") { return true }
        let body = trimmed.hasPrefix("T") ? String(trimmed.dropFirst()) : trimmed
        guard let first = body.first, first.isNumber else { return false }
        return body.contains(":") || body.allSatisfy { $0.isNumber }
    }

    static func expandYear(_ twoDigits: Int) -> Int { twoDigits < 70 ? 2000 + twoDigits : 1900 + twoDigits }

    static let months: [String: Int] = {
        let names: [[String]] = [
            ["jan", "janv", "januar", "january", "janvier", "ene", "enero", "gen", "jän", "janeiro", "januari", "sty"],
            [
                "feb", "febr", "févr", "fev", "fév", "february", "februar", "février", "febrero", "fevereiro",
                "februari",
            ],
            ["mar", "mär", "märz", "mrz", "march", "mars", "marzo", "março", "maart", "mrt"],
            ["apr", "april", "avr", "avril", "abr", "abril", "aprile"],
            ["may", "mai", "mayo", "maio", "mei", "mag", "maggio"],
            ["jun", "june", "juni", "juin", "junio", "junho", "giu"],
            ["jul", "july", "juli", "juil", "juillet", "julio", "julho", "lug"],
            ["aug", "august", "août", "aout", "ago", "agosto", "augustus"],
            ["sep", "sept", "september", "septembre", "septiembre", "setembro", "set"],
            ["oct", "october", "okt", "oktober", "octobre", "octubre", "outubro", "out", "ott"],
            ["nov", "november", "novembre", "noviembre", "novembro"],
            ["dec", "december", "dez", "dezember", "déc", "décembre", "dic", "diciembre", "dezembro"],
        ]
        var table: [String: Int] = [:]
        for (index, list) in names.enumerated() { for name in list { table[name] = index + 1 } }
        return table
    }()

    static func monthNumber(_ token: String) -> Int? {
        let lower = token.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        guard lower.count >= 3, lower.allSatisfy(\.isLetter) else { return nil }
        return months[lower]
    }
}
