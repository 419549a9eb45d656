/// Document numbers: prefix, a dash and a zero-padded counter (`INV-0007`, `EST-0012`).
/// Counters only grow; an explicit number in a spec that follows the pattern moves the
/// counter past it so an auto-number never collides with it.
public enum DocumentNumbering {
    /// Digits the counter is padded to (wider counters are printed in full).
    public static let width = 4

    public static func format(prefix: String, counter: Int64) -> String {
        let digits = String(counter)
        return prefix + "-" + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The counter of `number` when it is `prefix-digits`, else nil.
    public static func counter(of number: String, prefix: String) -> Int64? {
        let head = prefix + "-"
        guard number.hasPrefix(head) else { return nil }
        let digits = number.dropFirst(head.count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int64(digits)
    }

    /// The first free number at or after `next`, skipping numbers already `taken`;
    /// returns the number and the counter to store as the new `next`.
    public static func next(prefix: String, from next: Int64, taken: (String) throws -> Bool) rethrows -> (
        number: String, nextCounter: Int64
    ) {
        var counter = max(1, next)
        while try taken(format(prefix: prefix, counter: counter)) { counter += 1 }
        return (format(prefix: prefix, counter: counter), counter + 1)
    }

    /// A number is used as a file name: letters, digits, `-`, `_`, `.` and `/`-free.
    public static func isValid(_ number: String) -> Bool {
        !number.isEmpty && number.count <= 40 && number.first != "."
            && number.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }
}
