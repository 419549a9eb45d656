/// How far apart two readings of a word are: what OCR's one-letter slips look like, for the merchant's
/// name and a total's label alike.
enum Spelling {
    /// Letters inserted, removed or replaced to turn `a` into `b` (Levenshtein distance).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The position of the one letter `a` and `b` (same length) differ in, or nil.
    static func oneSubstitution(_ a: [Character], _ b: [Character]) -> Int? {
        guard a.count == b.count else { return nil }
        let differing = a.indices.filter { a[$0] != b[$0] }
        return differing.count == 1 ? differing[0] : nil
    }
}
