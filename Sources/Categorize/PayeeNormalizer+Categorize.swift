import ShoeboxCore

/// Normalizations the categorizer needs on top of the display payee.
extension PayeeNormalizer {
    /// Words that describe the payment rail, not the counterparty.
    static let fillerWords: Set<String> = [
        "TO", "FROM", "THE", "FOR", "OF", "AND", "PAYMENT", "PAYMENTS", "PMT", "PMTS", "PURCHASE", "DEBIT", "CREDIT",
        "POS", "CARD", "CHECKCARD", "ONLINE", "WEB", "ACH", "PPD", "CCD", "ID", "DES", "INDN", "CO", "ORIG", "NAME",
        "ENTRY", "DESCR", "SEC", "TRACE", "EED", "IND", "RECURRING", "AUTHORIZED", "ON", "VISA", "DBT", "WWW", "COM",
        "HTTPS", "HTTP", "INC", "LLC", "CORP", "TRN", "REF", "CONF", "CONFIRMATION", "MOBILE", "TRANSACTION", "XFER",
        "SQ", "TST", "SP", "PP", "PY", "APL", "WL", "BT", "EB", "DD", "TM", "IN", "PAYPAL", "DATE", "MEMO",
        // Payment rails: the counterparty's name follows them.
        "ZELLE", "VENMO", "CASH", "APP", "WIRE", "TYPE", "OUT", "TIME", "ET", "CHECK", "CHK", "TRANSFER", "DEPOSIT",
    ]

    /// Upper-case words of `raw`, split on anything that is not a letter, digit, `&` or `'`,
    /// without noise: numbers, references (3+ digits, or a digit after a letter), masked card digits and a trailing
    /// US state code. Single letters stay (`T MOBILE`, `CIRCLE K`).
    /// With `keepingWildcards`, a `*` right after a word stays on it (rule phrases such as `AMZN*`).
    public static func categoryTokens(_ raw: String, keepingWildcards: Bool = false) -> [String] {
        var tokens: [String] = []
        var current = ""
        func flush() {
            defer { current = "" }
            guard !current.isEmpty else { return }
            let digits = current.utf8.reduce(0) { $0 + (($1 >= 48 && $1 <= 57) ? 1 : 0) }
            if digits >= 3 || digits == current.utf8.count { return }
            // A digit after a letter marks a reference code (`JPMKT5JEE`, `7HD2QX`); a
            // leading number is part of a name (`1PASSWORD`, `99DESIGNS`).
            if digits > 0, let letter = current.firstIndex(where: \.isLetter),
               current[letter...].contains(where: \.isNumber) { return }
            if current.hasSuffix("*") { tokens.append(current); return }
            if current.count >= 4, current.allSatisfy({ $0 == "X" || $0 == "*" || $0.isNumber }) { return }
            tokens.append(current.replacingOccurrences(of: "'", with: ""))
        }
        for character in raw.uppercased() {
            if character.isLetter || character.isNumber || character == "&" || character == "'" {
                current.append(character)
            } else if keepingWildcards, character == "*", !current.isEmpty {
                current.append(character)
                flush()
            } else {
                flush()
            }
        }
        flush()
        if tokens.count > 2, let last = tokens.last, usStates.contains(last) { tokens.removeLast() }
        return tokens
    }

    /// The display payee's words without filler (or the descriptor's, when the payee has
    /// none left): what the word model learns from, without cities after a store number.
    public static func payeeWords(_ raw: String) -> [String] {
        let words = categoryTokens(normalize(raw)).filter { !fillerWords.contains($0) }
        return words.isEmpty ? categoryTokens(raw).filter { !fillerWords.contains($0) } : words
    }

    /// The words identifying the counterparty: the display payee's words without filler,
    /// at most four. Two descriptors of one merchant with other store numbers, cities after
    /// a store number or reference numbers give the same key.
    public static func payeeKey(_ raw: String) -> [String] {
        Array(payeeWords(raw).prefix(4))
    }
}
