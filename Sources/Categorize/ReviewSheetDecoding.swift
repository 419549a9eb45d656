import Foundation
import ShoeboxCore

/// Undoes what a spreadsheet does to `review.csv` when it saves it again: another encoding
/// (UTF-16 "Unicode text", Windows-1252), another separator (`;` in European locales, tab),
/// every field quoted, cells forced to text with `'`, amounts and dates re-formatted.
enum ReviewSheetDecoding {
    static let separators: [UnicodeScalar] = [",", ";", "\t"]

    /// The file's text as `TextBytes` decides (the decision every text reader shares): UTF-8
    /// (with or without BOM), UTF-16 (BOM, or NULs on every other byte), else Windows-1252. A
    /// sheet that is not text reads as its bytes in UTF-8 (its header then names no book).
    static func text(_ data: Data) -> String {
        (try? TextBytes.decode(data).get())?.text ?? String(decoding: data, as: UTF8.self)
    }

    /// The first line of `text` (without a BOM).
    static func firstLine(_ text: String) -> Substring {
        text.drop { $0 == "\u{FEFF}" }.prefix { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
    }

    /// A header cell as written by us: spaces, quotes, a `'` and a BOM removed, lower case.
    static func headerCell(_ cell: Substring) -> String {
        var text = cell.trimmingCharacters(in: .whitespaces)
        text = text.trimmingCharacters(in: CharacterSet(charactersIn: "\u{FEFF}\""))
        if text.hasPrefix("'") { text.removeFirst() }
        return text.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The separator that splits `line` into a header naming `book_id` and `transaction_id`, if any.
    static func separator(ofHeader line: Substring) -> UnicodeScalar? {
        separators.first { separator in
            let cells = line.split(separator: Character(separator), omittingEmptySubsequences: false).map(headerCell)
            return cells.contains("book_id") && cells.contains("transaction_id")
        }
    }

    /// Same amount although a spreadsheet may have re-written it: `-46.00`, `-46`, `-46,00`, `-46.0`.
    static func sameAmount(_ sheet: String, _ book: String) -> Bool {
        if sheet == book { return true }
        guard let a = decimal(sheet), let b = decimal(book) else { return false }
        return a == b
    }

    /// Same calendar day: ISO in the book; the sheet may hold `3/1/2025`, `01.03.2025` or `1/3/25`.
    static func sameDate(_ sheet: String, _ book: String) -> Bool {
        let sheet = sheet.trimmingCharacters(in: .whitespaces)
        if sheet == book { return true }
        let bookParts = book.split(separator: "-").compactMap { Int($0) }
        let parts = sheet.split { !$0.isNumber }.map(String.init)
        guard bookParts.count == 3, parts.count == 3, let numbers = Optional(parts.compactMap { Int($0) }),
            numbers.count == 3
        else { return false }
        let (year, month, day) = (bookParts[0], bookParts[1], bookParts[2])
        for yearIndex in [0, 2] {
            let yearText = parts[yearIndex]
            let yearMatches =
                yearText.count == 4
                ? numbers[yearIndex] == year
                : yearText.count == 2 && numbers[yearIndex] == year % 100
            guard yearMatches else { continue }
            let rest = yearIndex == 0 ? [numbers[1], numbers[2]] : [numbers[0], numbers[1]]
            if rest == [month, day] || rest == [day, month] { return true }
        }
        return false
    }

    /// A plain decimal from a sheet cell: `-1,234.50`, `-1.234,50`, `(12.50)`, `-46,00`.
    static func decimal(_ text: String) -> Decimal? {
        var body = text.trimmingCharacters(in: .whitespaces).filter { $0 != " " && $0 != "\u{00A0}" && $0 != "$" }
        var negative = false
        if body.hasPrefix("(") && body.hasSuffix(")") { negative = true; body = String(body.dropFirst().dropLast()) }
        if body.hasPrefix("-") { negative.toggle(); body.removeFirst() }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }) else {
            return nil
        }
        let lastDot = body.lastIndex(of: "."), lastComma = body.lastIndex(of: ",")
        let decimalMark: Character?
        switch (lastDot, lastComma) {
        case (nil, nil): decimalMark = nil
        case (.some(let dot), .some(let comma)): decimalMark = dot > comma ? "." : ","
        case (.some, nil): decimalMark = body.filter { $0 == "." }.count == 1 ? "." : nil
        case (nil, .some(let comma)):
            let after = body.distance(from: comma, to: body.endIndex) - 1
            decimalMark = body.filter { $0 == "," }.count == 1 && after <= 2 ? "," : nil
        }
        var plain = ""
        for character in body {
            if character.isNumber { plain.append(character) } else if character == decimalMark { plain.append(".") }
        }
        guard let value = Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        return negative ? -value : value
    }
}
