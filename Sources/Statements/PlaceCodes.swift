/// Where the card was used, as the descriptors say it: a merchant descriptor ends in the
/// merchant's state or province (`STARBUCKS 1234 SEATTLE WA`, `TIM HORTONS #12 TORONTO ON`).
/// No US state code is a Canadian province code, so the two can be counted apart. A file whose
/// descriptors are mostly Canadian is a Canadian account's (its dollars are CAD) and one whose
/// descriptors are mostly US is a US account's: either contradicts the other country's dollar
/// when the file names no currency. A few places abroad (a trip) do not.
struct PlaceCodes: Equatable {
    var us = 0
    var canadian = 0
    /// The first few descriptors that end in a Canadian province code.
    var canadianExamples: [String] = []
    var usExamples: [String] = []

    static let usStates: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA",
        "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK",
        "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC",
    ]
    static let canadianProvinces: Set<String> = [
        "AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT",
    ]

    /// Counts the texts (descriptions, payees) whose last word is a state or province code after
    /// at least two other words; a trailing Canadian postal prefix (`ON M5V`) is passed over.
    init(texts: some Sequence<String>, limit: Int = 5_000) {
        for text in texts.prefix(limit) {
            var words = text.split(separator: " ")
            if words.count >= 4, let last = words.last, Self.isPostalPrefix(last) { words.removeLast() }
            guard words.count >= 3, let last = words.last, last.utf8.count == 2 else { continue }
            let code = String(last)
            if Self.usStates.contains(code) {
                us += 1
                if usExamples.count < 2 { usExamples.append(text) }
            } else if Self.canadianProvinces.contains(code) {
                canadian += 1
                if canadianExamples.count < 2 { canadianExamples.append(text) }
            }
        }
    }

    init() {}

    /// `M5V`: letter, digit, letter (the first half of a Canadian postal code).
    static func isPostalPrefix(_ word: Substring) -> Bool {
        let bytes = Array(word.utf8)
        guard bytes.count == 3 else { return false }
        func letter(_ b: UInt8) -> Bool { b >= 65 && b <= 90 }
        return letter(bytes[0]) && bytes[1] >= 48 && bytes[1] <= 57 && letter(bytes[2])
    }

    /// The other dollar when the descriptors contradict `currency` (`CAD` against `USD`).
    func likelyCurrency(against currency: String) -> String? {
        guard contradiction(of: currency) != nil else { return nil }
        return currency == "USD" ? "CAD" : "USD"
    }

    /// A sentence when the descriptors place the account in the other dollar's country: at least
    /// 3 such rows, more than twice the rows placed in `currency`'s own country.
    func contradiction(of currency: String) -> String? {
        func quoted(_ examples: [String]) -> String { examples.map { "`\($0)`" }.joined(separator: ", ") }
        if currency == "USD", canadian >= 3, canadian > 2 * us {
            return "\(canadian) of its descriptions end in a Canadian province code (\(quoted(canadianExamples))) "
                + "against \(us) in a US state code: a Canadian account's dollars are CAD"
        }
        if currency == "CAD", us >= 3, us > 2 * canadian {
            return "\(us) of its descriptions end in a US state code (\(quoted(usExamples))) "
                + "against \(canadian) in a Canadian province code: a US account's dollars are USD"
        }
        return nil
    }
}
