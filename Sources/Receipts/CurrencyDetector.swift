import ShoeboxCore

/// Decides the receipt's currency from symbols (`RM` → MYR, `€` → EUR, `£` → GBP), ISO codes,
/// and country evidence (Malaysian company suffixes, German/French/Spanish tax words).
enum CurrencyDetector {
    struct Result {
        var currency: ExtractedField<CurrencyCode>
        /// Whether dates here are most likely month-first (United States).
        var monthFirst: Bool
    }

    /// Tokens that name a currency, matched as whole words of the upper-cased text.
    static let tokens: [(String, String)] = [
        ("RM", "MYR"), ("MYR", "MYR"), ("EUR", "EUR"), ("EURO", "EUR"), ("GBP", "GBP"), ("USD", "USD"), ("US$", "USD"),
        ("S$", "SGD"), ("SGD", "SGD"), ("RP", "IDR"), ("IDR", "IDR"), ("CHF", "CHF"), ("INR", "INR"), ("RS", "INR"),
        ("HK$", "HKD"), ("HKD", "HKD"), ("A$", "AUD"), ("AUD", "AUD"), ("CAD", "CAD"), ("C$", "CAD"), ("THB", "THB"),
        ("PHP", "PHP"), ("JPY", "JPY"), ("CNY", "CNY"), ("RMB", "CNY"), ("NZD", "NZD"),
    ]

    /// Words that place a receipt in a country when no symbol does.
    static let countryWords: [(String, String)] = [
        ("SDN BHD", "MYR"), ("MALAYSIA", "MYR"), ("JALAN", "MYR"), ("SELANGOR", "MYR"), ("JOHOR", "MYR"),
        ("KUALA LUMPUR", "MYR"),
        ("MWST", "EUR"), ("SUMME", "EUR"), ("GMBH", "EUR"), ("UST", "EUR"), ("ZU ZAHLEN", "EUR"), ("TVA", "EUR"),
        ("TTC", "EUR"),
        ("IVA", "EUR"), ("VAT", "GBP"), ("SINGAPORE", "SGD"), ("INDONESIA", "IDR"), ("JAKARTA", "IDR"),
    ]

    static let ringgitPrefix = TextPattern(#"(?<![A-Z0-9])RM\s?\d"#)

    /// Words that may name a currency: a symbol glued to its amount counts ("RM12.30" → RM),
    /// a unit glued after a number does not ("10RM" in an item line, "2KG").
    static func currencyWords(_ upper: String) -> [String] {
        upper.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "$" }).compactMap { token in
            guard let first = token.first, !first.isNumber else { return nil }
            return String(token.prefix { !$0.isNumber })
        }
    }

    static func detect(_ lines: [ReceiptLine], default defaultCurrency: CurrencyCode) -> Result {
        var votes: [String: (count: Double, line: Int)] = [:]
        func vote(_ code: String, _ weight: Double, _ line: Int) {
            let old = votes[code] ?? (0, line)
            votes[code] = (old.count + weight, old.count > 0 ? old.line : line)
        }
        for (index, line) in lines.enumerated() {
            let upper = line.text.uppercased()
            // ¥ and ₹ are also what OCR makes of smudges: weaker votes.
            for (symbol, code, weight) in [("€", "EUR", 3.0), ("£", "GBP", 3.0), ("¥", "JPY", 1.0), ("₹", "INR", 1.0)]
            where upper.contains(symbol) {
                vote(code, weight, index)
            }
            let words = currencyWords(upper)
            for (token, code) in tokens where words.contains(token) { vote(code, 2, index) }
            // "RM12.30": the symbol glued to the number.
            if ringgitPrefix.contains(upper) { vote("MYR", 2, index) }
            let normalized = ReceiptKeywords.normalized(line.text)
            for (word, code) in countryWords where ReceiptKeywords.contains(normalized, word) { vote(code, 1, index) }
            if upper.contains("$") { vote("$", 0.5, index) }
        }
        let dollarOnly = votes["$"] != nil
        votes["$"] = nil
        // One smudge read as ¥ is not enough to leave the default currency.
        if let (code, vote) = votes.max(by: { $0.value.count < $1.value.count }), vote.count >= 1.5,
            let currency = CurrencyCode(code)
        {
            let confidence = min(0.95, 0.5 + 0.15 * vote.count)
            return Result(
                currency: ExtractedField(
                    value: currency, confidence: confidence, line: vote.line, box: lines[vote.line].box),
                monthFirst: code == "USD")
        }
        let confidence = dollarOnly && defaultCurrency.code.hasSuffix("D") ? 0.6 : 0.4
        return Result(
            currency: ExtractedField(value: defaultCurrency, confidence: confidence, line: nil),
            monthFirst: defaultCurrency == .usd)
    }
}
