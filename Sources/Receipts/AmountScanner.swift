/// An amount printed on a receipt line, in hundredths of the currency unit.
public struct ScannedAmount: Sendable, Hashable {
    public var hundredths: Int64
    /// Where it ends in the line (amounts in the right-hand price column come last).
    public var end: Int
    /// OCR letters were read as digits (O→0, S→5, l→1, B→8) to make it a number.
    public var repaired: Bool
    /// It had no decimals (`75.000` in IDR, `1,200`): weaker evidence of a price.
    public var wholeUnits: Bool
}

/// Finds money amounts in a line of OCR text: `12.34`, `12,34`, `1.234,56`, `1,234.56`,
/// `RM12.30`, `-3.00`, `12.34-`, and `I2.3O` (repaired, flagged).
public enum AmountScanner {
    static let confusions: [Character: Character] = [
        "O": "0", "o": "0", "D": "0", "Q": "0", "S": "5", "s": "5",
        "l": "1", "I": "1", "|": "1", "i": "1", "B": "8", "Z": "2", "z": "2",
    ]

    public static func amounts(in line: String) -> [ScannedAmount] {
        let chars = Array(line)
        var results: [ScannedAmount] = []
        var i = 0
        while i < chars.count {
            guard isDigitish(chars[i]),
                i == 0
                    || !isDigitish(chars[i - 1]) && !isSeparator(chars[i - 1])
                        && (chars[i].isNumber || !chars[i - 1].isLetter)
            else {
                i += 1; continue
            }
            if let (amount, next) = parse(chars, from: i) {
                results.append(amount)
                i = next
            } else {
                i += 1
            }
        }
        return results
    }

    /// Parses the longest amount starting at `start`; nil when the text there is no amount.
    static func parse(_ chars: [Character], from start: Int) -> (ScannedAmount, Int)? {
        var j = start
        var body: [Character] = []
        while j < chars.count,
            isDigitish(chars[j]) || isSeparator(chars[j]) && j + 1 < chars.count && isDigitish(chars[j + 1])
        {
            body.append(chars[j]); j += 1
        }
        while let last = body.last, isSeparator(last) { body.removeLast(); j -= 1 }
        let realDigits = body.filter(\.isNumber).count
        // "6.00 %", "19,00%": a rate, not an amount.
        let next = chars[j...].drop { $0 == " " }.first
        guard realDigits >= 1, body.count <= 14, next != "%" else { return nil }
        let repaired = body.contains { !$0.isNumber && !isSeparator($0) }
        if repaired {
            // Letters count as digits only inside a number that already looks like one.
            let letters = body.filter { !$0.isNumber && !isSeparator($0) }.count
            guard letters <= 2, realDigits >= 2, body.contains(where: isSeparator) else { return nil }
        }
        let digits = body.map { confusions[$0] ?? $0 }
        guard let separatorIndex = digits.lastIndex(where: isSeparator) else {
            return nil  // bare integers are quantities, codes or years, not prices
        }
        let after = digits[(separatorIndex + 1)...]
        let before = digits[..<separatorIndex]
        var whole: String
        var cents: Int64
        var wholeUnits = false
        if after.count == 2 {
            whole = String(before.filter(\.isNumber))
            cents = Int64(String(after))!
            // thousands groups before the decimal mark must be 3 digits long
            let groups = String(before).split(whereSeparator: isSeparator)
            guard groups.dropFirst().allSatisfy({ $0.count == 3 }),
                groups.first.map({ $0.count <= (groups.count > 1 ? 3 : 9) }) ?? false
            else { return nil }
        } else if after.count == 3 {
            let groups = String(digits).split(whereSeparator: isSeparator)
            guard groups.dropFirst().allSatisfy({ $0.count == 3 }), let first = groups.first, first.count <= 3,
                first.first != "0"
            else { return nil }
            whole = groups.joined()
            cents = 0
            wholeUnits = true
        } else if after.count == 1, before.count >= 1 {
            return nil
        } else {
            return nil
        }
        guard let units = Int64(whole.isEmpty ? "0" : whole), units < 100_000_000 else { return nil }
        var value = units * 100 + cents
        let negative = (start > 0 && chars[start - 1] == "-") || (j < chars.count && chars[j] == "-")
        if negative { value = -value }
        return (ScannedAmount(hundredths: value, end: j, repaired: repaired, wholeUnits: wholeUnits), j)
    }

    static func isDigitish(_ c: Character) -> Bool { c.isNumber && c.isASCII || confusions[c] != nil }
    static func isSeparator(_ c: Character) -> Bool { c == "." || c == "," }
}
