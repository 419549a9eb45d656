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
        // Bank rail prefixes (`ELECTRONIC WITHDRAWAL`, `Card Purchase With Pin`, `ZELLE INSTANT PMT`).
        "ELECTRONIC", "WITHDRAWAL", "WDRL", "INSTANT", "WITH", "PIN", "PREAUTHORIZED", "EXTERNAL", "DEP", "EPAY",
        "BILLPAY",
    ]

    /// Upper-case words of `raw`, split on anything that is not a letter, digit, `&` or `'`,
    /// without noise: numbers, references (3+ digits, or a digit after a letter), masked card digits and a trailing
    /// US state code. Single letters stay (`T MOBILE`, `CIRCLE K`).
    /// With `keepingWildcards`, a `*` right after a word stays on it (rule phrases such as `AMZN*`).
    public static func categoryTokens(_ raw: String, keepingWildcards: Bool = false) -> [String] {
        var tokens: [String] = []
        var current: [UInt8] = []
        var hasApostrophe = false
        func flush() {
            defer { current.removeAll(keepingCapacity: true); hasApostrophe = false }
            guard !current.isEmpty else { return }
            if hasApostrophe { current.removeAll { $0 == UInt8(ascii: "'") } }
            if let word = keptWord(current) { tokens.append(word) }
        }
        // Bytes of the upper-cased UTF-8 text: ASCII letters and digits, `&`, `'` and any
        // non-ASCII byte (letters such as Ü) build words; everything else separates them.
        for byte in raw.uppercased().utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "&"),
                0x80...0xFF:
                current.append(byte)
            case UInt8(ascii: "'"):
                current.append(byte)
                hasApostrophe = true
            case UInt8(ascii: "*") where keepingWildcards && !current.isEmpty:
                current.append(byte)
                flush()
            default:
                flush()
            }
        }
        flush()
        if tokens.count > 2, let last = tokens.last, usStates.contains(last) { tokens.removeLast() }
        return tokens
    }

    /// The word, or nil when it is noise: a number, a reference (3+ digits, or a digit after
    /// a letter: `JPMKT5JEE`, `7HD2QX`; a leading number is part of a name: `1PASSWORD`),
    /// or masked digits (`XXXX1234`).
    static func keptWord(_ bytes: [UInt8]) -> String? {
        let word = String(decoding: bytes, as: UTF8.self)
        if bytes.last == UInt8(ascii: "*") { return word }
        var digits = 0, digitAfterLetter = false, sawLetter = false, masked = true
        for byte in bytes {
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if isDigit {
                digits += 1
                if sawLetter { digitAfterLetter = true }
            } else if byte != UInt8(ascii: "&") {
                sawLetter = true
            }
            if !isDigit && byte != UInt8(ascii: "X") { masked = false }
        }
        if digitAfterLetter, digits >= 4, let name = nameBeforeNumber(bytes) { return name }
        if digits >= 3 || digits == bytes.count || digitAfterLetter { return nil }
        if bytes.count >= 4, masked { return nil }
        return word
    }

    /// A name glued to a store or order number (`ADS4172935501`, `OFFIC56010000`): the letters, when
    /// there are 3 or more and only digits follow them; nil for references that mix both (`JPMKT5JEE`).
    static func nameBeforeNumber(_ bytes: [UInt8]) -> String? {
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard let split = bytes.firstIndex(where: isDigit), split >= 3, bytes[split...].allSatisfy(isDigit),
            bytes[..<split].allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }),
            !bytes[..<split].allSatisfy({ $0 == UInt8(ascii: "X") })  // masked card digits
        else { return nil }
        return String(decoding: bytes[..<split], as: UTF8.self)
    }

    /// The display payee's words without filler (or the descriptor's, when the payee has
    /// none left): what the word model learns from, without cities after a store number.
    /// `DescriptorView.payeeKey` from a stored normalized payee alone; nil when the payee has no
    /// identifying word (then the description decides, see `payeeWords`).
    public static func payeeKey(ofPayee payee: String) -> [String]? {
        let words = categoryTokens(payee).filter { !fillerWords.contains($0) }
        return words.isEmpty ? nil : Array(words.prefix(4))
    }

    public static func payeeWords(_ raw: String, payee: String? = nil) -> [String] {
        let words = categoryTokens(payee ?? normalize(raw)).filter { !fillerWords.contains($0) }
        return words.isEmpty ? categoryTokens(raw).filter { !fillerWords.contains($0) } : words
    }

    /// The words identifying the counterparty: the display payee's words without filler,
    /// at most four. Two descriptors of one merchant with other store numbers, cities after
    /// a store number or reference numbers give the same key.
    public static func payeeKey(_ raw: String) -> [String] {
        Array(payeeWords(raw).prefix(4))
    }
}
