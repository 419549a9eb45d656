/// How the receipt was paid and, for cards, the brand and the last four digits.
enum PaymentDetector {
    struct Result {
        var method: ExtractedField<PaymentMethod>?
        var brand: String?
        var last4: ExtractedField<String>?
    }

    static let brands: [(String, String)] = [
        ("VISA", "VISA"), ("MASTERCARD", "MASTERCARD"), ("MASTER", "MASTERCARD"), ("MC", "MASTERCARD"),
        ("AMEX", "AMEX"),
        ("AMERICAN EXPRESS", "AMEX"), ("DISCOVER", "DISCOVER"), ("MAESTRO", "MAESTRO"), ("GIROCARD", "GIROCARD"),
        ("EC KARTE", "GIROCARD"), ("EC CASH", "GIROCARD"), ("JCB", "JCB"), ("UNIONPAY", "UNIONPAY"), ("CB", "CB"),
    ]
    static let cardWords = [
        "CARD", "KARTE", "KARTENZAHLUNG", "DEBIT", "CREDIT", "CARTE", "TARJETA", "KAD", "CONTACTLESS", "KONTAKTLOS",
    ]
    static let cashWords = ["CASH", "BAR", "BARGELD", "TUNAI", "EFECTIVO", "ESPECES", "GEGEBEN"]

    static let masked = TextPattern(#"(?:[X*#•]{2,}[\s-]*){1,4}(\d{4})(?!\d)|ENDING\s*(?:IN)?\s*(\d{4})(?!\d)"#)

    static func detect(_ lines: [ReceiptLine]) -> Result {
        var result = Result()
        for (index, line) in lines.enumerated() {
            let normalized = ReceiptKeywords.normalized(line.text)
            if result.brand == nil, let brand = brands.first(where: { ReceiptKeywords.contains(normalized, $0.0) }) {
                result.brand = brand.1
                result.method = ExtractedField(value: .card, confidence: 0.85, line: index, box: line.box)
            }
            if result.method == nil, ReceiptKeywords.containsAny(normalized, cardWords) {
                result.method = ExtractedField(value: .card, confidence: 0.7, line: index, box: line.box)
            }
            if result.last4 == nil, let m = masked.firstMatch(in: line.text.uppercased()),
                let digits = m[1] ?? m[2]
            {
                result.last4 = ExtractedField(value: String(digits), confidence: 0.8, line: index, box: line.box)
                if result.method == nil {
                    result.method = ExtractedField(value: .card, confidence: 0.7, line: index, box: line.box)
                }
            }
        }
        if result.method == nil,
            let index = lines.firstIndex(where: {
                ReceiptKeywords.containsAny(ReceiptKeywords.normalized($0.text), cashWords)
                    && !AmountScanner.amounts(in: $0.text).isEmpty
            })
        {
            result.method = ExtractedField(value: .cash, confidence: 0.7, line: index, box: lines[index].box)
        }
        return result
    }
}
