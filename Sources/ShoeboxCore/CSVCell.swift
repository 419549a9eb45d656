/// Cells of the CSV files Shoebox writes (`shoebox export`, `output/review.csv`): safe to open in
/// a spreadsheet.
public enum CSVCell {
    /// Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection").
    public static let formulaTriggers: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `value` with a `'` in front when it starts with `= + - @`, a tab or a carriage return, so
    /// a spreadsheet shows it as text instead of running it. Plain numbers (`-12.50`, `+3`) are
    /// left alone: they cannot carry a formula and must stay numbers.
    public static func neutralized(_ value: String) -> String {
        guard let first = value.first, formulaTriggers.contains(first), !isPlainNumber(value) else { return value }
        return "'" + value
    }

    /// Undoes `neutralized` on a cell read back: a leading `'` is dropped when what follows starts
    /// with a formula trigger, or is a plain number or date that a spreadsheet forced to text
    /// (`'42`, `'2025-03-01`). Any other `'` is part of the value and kept.
    public static func restored(_ value: String) -> String {
        guard value.first == "'" else { return value }
        let rest = value.dropFirst()
        if let first = rest.first, formulaTriggers.contains(first) { return String(rest) }
        let digitsAndMarks = !rest.isEmpty && rest.allSatisfy { $0.isASCII && ($0.isNumber || "-+./:, ".contains($0)) }
        return digitsAndMarks && rest.contains(where: \.isNumber) ? String(rest) : value
    }

    /// `-12.50`, `+3`, `1e5` is not (letters), `-` alone is not.
    static func isPlainNumber(_ value: String) -> Bool {
        var body = Substring(value)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard !body.isEmpty, parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) else { return false }
        return parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
