/// The merchant part of a bank descriptor as comparable words, so that two exports that word
/// one transaction differently compare equal: case, punctuation and apostrophes
/// (`Joe's` = `JOES`), acronyms written with hyphens (`C-V-S` = `CVS`), processor prefixes
/// (`TST*`, `SQ *`), transaction-type lead words (`PURCHASE AUTHORIZED ON 05/10`), store numbers,
/// order ids and card digits, and the long padded ACH block (`ORIG CO NAME:… CO ENTRY DESCR:…`)
/// against its compact form (`… DES:… ID:…`).
///
/// Only the structure of a descriptor is used; nothing here names a merchant.
public enum PayeeKey {
    /// Payee words, upper-case letters and digits, in order.
    public static func words(_ raw: String) -> [String] {
        descriptor(raw).words
    }

    /// The payee words joined by one space: equal keys mean the same payee.
    public static func key(_ raw: String) -> String {
        words(raw).joined(separator: " ")
    }

    /// Reference-like tokens that identify one transaction, prefixed by their class: `num:` (5+
    /// digits, letters and digits mixed, an order id), `time:` (`23:57`), `date:` (`01/11`).
    public static func references(_ raw: String) -> Set<String> {
        descriptor(raw).references
    }

    /// How much of the shorter payee the longer one contains, 0–100. Words match when equal,
    /// when one is a prefix of the other (4+ letters), or when one abbreviates the other
    /// (same first letter, letters in order: `AMZN` ⊂ `AMAZON`).
    public static func containment(_ a: [String], _ b: [String]) -> Int {
        let left = Set(a.filter { !genericWords.contains($0) })
        let right = Set(b.filter { !genericWords.contains($0) })
        guard !left.isEmpty, !right.isEmpty else { return 0 }
        let (short, long) = left.count <= right.count ? (left, right) : (right, left)
        let matched = short.filter { word in long.contains { wordsMatch(word, $0) } }.count
        return matched * 100 / short.count
    }

    static func wordsMatch(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        if short.count >= 4, long.hasPrefix(short) { return true }
        return short.count >= 3 && short.first == long.first && isSubsequence(short, of: long)
            && short.count * 2 >= long.count
    }

    static func isSubsequence(_ short: String, of long: String) -> Bool {
        var iterator = long.makeIterator()
        return short.allSatisfy { letter in
            while let next = iterator.next() { if next == letter { return true } }
            return false
        }
    }

    /// Words that say what kind of movement a row is, not who the other party is.
    static let genericWords: Set<String> = [
        "ONLINE", "TRANSFER", "TO", "FROM", "PAYMENT", "DEPOSIT", "WITHDRAWAL", "ACH", "DEBIT", "CREDIT", "PURCHASE",
        "CARD", "POS", "REF", "ID", "THE", "AND", "OF", "WEB", "PPD", "CCD", "BILL", "PMT", "RECURRING", "MOBILE",
        "INC",
        "LLC", "CO", "COM", "WWW", "NET", "US", "USA", "CHECKCARD", "VISA", "MC", "DES", "INDN", "AUTOPAY", "ON",
    ]

    /// Words a bank puts before the merchant to say how the card was used.
    static let leadPhrases: [[String]] = [
        ["PURCHASE", "AUTHORIZED", "ON"], ["RECURRING", "PAYMENT", "AUTHORIZED", "ON"], ["DEBIT", "CARD", "PURCHASE"],
        ["POS", "PURCHASE"], ["POS", "DEBIT"], ["CARD", "PURCHASE"], ["CHECKCARD"], ["CHECK", "CARD"], ["POS"],
        ["DBT"], ["RECURRING", "PAYMENT"], ["PURCHASE"], ["VISA", "DDA", "PUR"], ["PENDING"], ["AUTHORIZATION"],
    ]

    /// ACH labels that end the company name in both the padded and the compact forms.
    static let achEnds = [
        " ORIG ID:", " DESC DATE:", " CO ENTRY DESCR:", " CO ID:", " SEC:", " TRACE#:", " EED:",
        " IND ID:", " IND NAME:", " TRN:", " DES:", " ID:", " INDN:", " CONF#", " PPD", " CCD",
    ]

    struct Descriptor {
        var words: [String]
        var references: Set<String>
    }

    static func descriptor(_ raw: String) -> Descriptor {
        var text = raw.uppercased().replacingOccurrences(of: "’", with: "").replacingOccurrences(of: "'", with: "")
            .replacingOccurrences(of: "`", with: "")
        if let start = text.range(of: "ORIG CO NAME:") { text = String(text[start.upperBound...]) }
        if let end = achEnds.compactMap({ text.range(of: $0)?.lowerBound }).min(), end > text.startIndex {
            text = String(text[..<end])
        }
        var references = Set<String>()
        var tokens: [String] = []
        for (index, piece) in text.split(whereSeparator: { $0.isWhitespace }).enumerated() {
            var part = String(piece)
            if let stamp = timeOrDate(part) {
                references.insert(stamp)
                continue
            }
            // `SQ *JOES`, `TST* JOES`, `PAYPAL *SHOP`: a short prefix ended by a star is the processor.
            if index == 0, let star = part.firstIndex(of: "*") {
                let head = part[..<star]
                if head.count <= 6, head.allSatisfy(\.isLetter) { part = String(part[part.index(after: star)...]) }
            } else if index == 0, part.allSatisfy(\.isLetter), part.count <= 3,
                text.dropFirst(part.count).hasPrefix(" *")
            {
                continue
            }
            // `US*1A2B3C`: what follows a star inside a word is an order id.
            if let star = part.firstIndex(of: "*"), star != part.startIndex {
                let tail = String(part[part.index(after: star)...])
                if tail.contains(where: \.isNumber) {
                    references.insert("num:" + tail.filter { $0.isLetter || $0.isNumber })
                }
                part = String(part[..<star])
            }
            tokens.append(part)
        }
        var words: [String] = []
        var previousWasCard = false
        for token in tokens {
            let isHashed = token.hasPrefix("#")
            // Hyphens between single letters spell an acronym (`C-V-S`); other punctuation separates words.
            let acronym = token.split(separator: "-").allSatisfy { $0.count == 1 } && token.contains("-")
            let pieces =
                acronym
                ? [token.filter(\.isLetter)]
                : token.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                    .map(String.init)
            for piece in pieces where !piece.isEmpty {
                let digits = piece.filter(\.isNumber).count
                if isHashed || (previousWasCard && digits == piece.count) {
                    previousWasCard = false
                    continue
                }
                if digits > 0, digits == piece.count || digits >= 3 || isMasked(piece) {
                    if digits >= 5 || (digits >= 3 && digits < piece.count && !isMasked(piece)) {
                        references.insert("num:" + piece)
                    }
                    continue
                }
                if piece.allSatisfy({ $0 == "X" }), piece.count >= 3 { continue }
                previousWasCard = piece == "CARD"
                words.append(piece)
            }
        }
        words = joinSpelledLetters(words)
        words = dropLeadPhrases(words)
        while words.count > 1, let last = words.last,
            last.count <= 2 || usStates.contains(last) || genericWords.contains(last)
        {
            words.removeLast()
        }
        return Descriptor(words: words, references: references)
    }

    /// `23:57` or `23:57:10` → `time:23:57`; `01/11`, `01/11/2024`, `2024-11-01` → `date:…`.
    static func timeOrDate(_ token: String) -> String? {
        var trimmed = Substring(token)
        while let first = trimmed.first, ",;()[]".contains(first) { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, ",;()[].".contains(last) { trimmed = trimmed.dropLast() }
        for (separator, label) in [
            (Character(":"), "time:"), (Character("/"), "date:"), (Character("-"), "date:"),
            (Character("."), "date:"),
        ] {
            let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count),
                parts.allSatisfy({ part in !part.isEmpty && part.count <= 4 && part.allSatisfy { $0.isNumber } }),
                parts[0].count <= 2 || (label == "date:" && parts[0].count == 4 && parts.count == 3),
                parts[1].count <= 2
            else { continue }
            return label + parts.prefix(label == "time:" ? 2 : 3).joined(separator: String(separator))
        }
        return nil
    }

    static func isMasked(_ piece: String) -> Bool {
        piece.count >= 4 && piece.filter { $0 == "X" }.count >= 2 && piece.allSatisfy { $0 == "X" || $0.isNumber }
    }

    /// `C V S` → `CVS`: runs of single letters were one word.
    static func joinSpelledLetters(_ words: [String]) -> [String] {
        var result: [String] = []
        var run = ""
        for word in words {
            if word.count == 1, word.first!.isLetter {
                run += word
                continue
            }
            if !run.isEmpty { result.append(run) }
            run = ""
            result.append(word)
        }
        if !run.isEmpty { result.append(run) }
        return result
    }

    static func dropLeadPhrases(_ words: [String]) -> [String] {
        var words = words
        var dropped = true
        while dropped, words.count > 1 {
            dropped = false
            for phrase in leadPhrases where words.count > phrase.count && Array(words.prefix(phrase.count)) == phrase {
                words.removeFirst(phrase.count)
                dropped = true
                break
            }
        }
        return words
    }

    static let usStates: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
        "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND",
        "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC",
    ]
}
