/// Lines that are never a shop's name, whatever their position or print size: an address
/// (street, house number, postcode and city), a phone or fax line, a boilerplate sentence
/// ("Goods sold are not returnable") or a payment line ("Charged to Visa ending in 7310").
enum MerchantLineFilter {
    static func isNeverAName(_ text: String, normalized: String, isLegalEntity: Bool) -> Bool {
        let upper = text.uppercased()
        if isPhone(upper, normalized) || isPayment(normalized) || isFieldLabel(upper) { return true }
        if isBoilerplate(normalized) { return true }
        // "Dirk Rossmann GmbH, Isernhagener Str. 16": a registered name may carry its address.
        if isLegalEntity { return false }
        return isAddress(upper, normalized)
    }

    /// Street words (`Str.`, `ROAD`, `JALAN`, `…weg`) next to a number, a house number first,
    /// a unit ("LOT 12"), a postcode with its city ("33100 Paderborn", "San Jose CA 95129").
    static func isAddress(_ upper: String, _ normalized: String) -> Bool {
        let hasNumber = upper.contains { $0.isNumber }
        let words = normalized.split(separator: " ")
        let streetWord = words.contains { word in
            streetWords.contains(String(word))
                || streetSuffixes.contains { word.count > $0.count + 2 && word.hasSuffix($0) }
        }
        if streetWord && hasNumber { return true }
        // "Senefelder Straße" (read "Strafe"): a German street word is an address even without its number.
        if words.contains(where: { word in
            germanStreet.contains { word == $0 || word.count > $0.count + 2 && word.hasSuffix($0) }
        }) {
            return true
        }
        if houseNumberFirst.contains(upper) || unitNumber.contains(upper) { return true }
        if ReceiptKeywords.containsAny(normalized, regionWords) { return true }
        return postcodeCity.contains(upper) || usStateZip.contains(upper) || cityStateMisreadZip.contains(upper)
            || ukPostcode.contains(upper)
    }

    /// "Shop 32", "Unit 5-1", "Lot G12": the unit part of an address, not a shop's name.
    static let unitNumber = TextPattern(#"^\s*(SHOP|UNIT|LOT|STALL|KIOSK|SUITE|BLOCK|BLK|LEVEL)\s*[A-Z]?\d"#)

    /// "415 McDonalds Rd": a street address starts with its house number.
    static let houseNumberFirst = TextPattern(#"^\s*\d{1,5}[A-Za-z]?[\s,]+[A-Za-z]"#)

    /// Words only an address line carries: states and districts ("SELANGOR DARUL EHSAN",
    /// "WILAYAH PERSEKUTUAN"), town-centre words ("PUSAT BANDAR").
    static let regionWords = [
        "DARUL EHSAN", "DARUL TAKZIM", "DARUL MAKMUR", "DARUL AMAN", "DARUL RIDZUAN", "DARUL KHUSUS",
        "WILAYAH PERSEKUTUAN", "PUSAT BANDAR", "SELANGOR", "JOHOR BAHRU", "KUALA LUMPUR", "PETALING JAYA",
        "SHAH ALAM", "PULAU PINANG", "NEGERI SEMBILAN", "BANDAR", "KAWASAN PERINDUSTRIAN", "INDUSTRIAL PARK",
        "JALAN", "JLN", "TAMAN", "LORONG", "PERSIARAN", "LEBUH",
    ]

    static let streetWords: Set<String> = [
        "STR", "STRASSE", "STRABE", "WEG", "ALLEE", "PLATZ", "GASSE", "RING", "DAMM", "CHAUSSEE", "ROAD", "RD",
        "STREET", "ST",
        "AVE", "AVENUE", "BLVD", "BOULEVARD", "DRIVE", "DR", "LANE", "LN", "HWY", "HIGHWAY", "WAY", "PKWY", "PLAZA",
        "JALAN",
        "JLN", "JL", "LORONG", "TAMAN", "PERSIARAN", "LEBUH", "RUE", "CALLE", "VIA", "SUITE", "FLOOR", "LEVEL", "BLOCK",
        "BLK",
        "NO", "LOT", "UNIT",
    ]
    static let germanStreet = ["STRASSE", "STRABE", "STRAFE", "STRAZE"]

    /// "Server: BAR", "Store Number 364", "Cashier: Anna": a receipt field and its value.
    static func isFieldLabel(_ upper: String) -> Bool {
        let head = upper.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        let words = ReceiptKeywords.normalized(head).split(separator: " ").map(String.init)
        if upper.contains(":"), (1...2).contains(words.count), words.contains(where: fieldLabels.contains) {
            return true
        }
        return ReceiptKeywords.containsAny(
            ReceiptKeywords.normalized(upper),
            [
                "STORE NUMBER", "STORE NO", "STORE ID", "BRANCH NO",
                "SHOP NO", "OUTLET NO",
            ])
    }

    static let fieldLabels: Set<String> = [
        "SERVER", "CASHIER", "TABLE", "STATION", "TERMINAL", "GUEST", "GUESTS", "ORDER",
        "CHECK", "INVOICE", "BILL", "DATE", "TIME", "STORE", "REGISTER", "CLERK", "HOST",
        "OPERATOR", "KASSE", "BEDIENER", "KASSIERER", "TISCH", "MEJA", "NAME", "MODE",
    ]

    /// German street names are one word: "Husener Str." is two, "Westernstrasse" one.
    static let streetSuffixes = ["STRASSE", "STRABE", "STR", "WEG", "ALLEE", "PLATZ", "GASSE", "DAMM"]

    static let postcodeCity = TextPattern(#"(?<![\d.,])\d{5}\s+[A-Z][A-Z]{2,}"#)
    static let usStateZip = TextPattern(#"[A-Z]{3,},?\s+[A-Z]{2}\.?,?\s+\d{5}(?:-\d{4})?(?!\d)"#)
    /// "Troutdale, OR 978686": a city, its comma and a state code before a ZIP code OCR read a digit
    /// short or long (the comma is what tells it from a name followed by a number).
    static let cityStateMisreadZip = TextPattern(#"[A-Z]{3,},\s*[A-Z]{2}\.?,?\s+\d{4,6}(?!\d)"#)
    static let ukPostcode = TextPattern(#"(?<![A-Z0-9])[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}(?![A-Z])"#)

    static let phoneWords = ["TEL", "TELEFON", "PHONE", "FAX", "HOTLINE", "HP", "MOBILE", "CALL", "WHATSAPP"]
    static let phoneNumber = TextPattern(#"\(?\d{2,4}\)?[\s./-]?\d{3,4}[\s./-]?\d{3,5}"#)

    static func isPhone(_ upper: String, _ normalized: String) -> Bool {
        let digits = upper.filter(\.isNumber).count
        if ReceiptKeywords.containsAny(normalized, phoneWords) && digits >= 6 { return true }
        return phoneNumber.contains(upper) && digits >= 8 && digits >= normalized.filter(\.isLetter).count
    }

    static let paymentWords = [
        "CHARGED", "ENDING IN", "ENDING", "APPROVED", "AUTH", "AUTHORIZATION", "CARD NO", "ACCOUNT",
    ]

    static func isPayment(_ normalized: String) -> Bool {
        ReceiptKeywords.containsAny(normalized, paymentWords)
            || ReceiptKeywords.containsAny(normalized, ReceiptKeywords.cardPayment)
                && ReceiptKeywords.containsAny(normalized, ["TO", "BY", "WITH", "PAID"])
    }

    /// Words of sentences, not names: two or more make a line boilerplate.
    static let sentenceWords: Set<String> = [
        "ARE", "NOT", "YOU", "YOUR", "WE", "OUR", "FOR", "AND", "IS", "BE", "WILL", "WITH", "PLEASE", "THANK", "THANKS",
        "VISIT", "AGAIN", "COME", "SHOPPING", "HAVE", "THIS", "THAT", "ALL", "ANY", "CAN", "SIE", "IHR", "IHREN", "WIR",
        "UND", "FUR", "MIT", "BITTE", "VIELEN", "DANK", "NICHT", "NUR", "NOUS", "VOUS", "MERCI", "DE", "LA", "DER",
        "AUF", "DIE", "DAS", "IM", "VON", "ZU", "DEN", "IST", "WHAT", "WHERE", "WHEN", "HOW", "WHY", "TO", "THE",
    ]
    /// Single words that only occur in store policies and notices.
    static let policyWords = [
        "RETURNABLE", "REFUNDABLE", "EXCHANGEABLE", "RETAINED", "GOODS SOLD", "CUSTOMER COPY",
        "MERCHANT COPY", "CASH SALE", "CHECKOUT", "POLICY", "RECEIPT REQUIRED", "KUNDENBELEG",
    ]

    /// Possessives that open a slogan or a greeting, not a name (`Mein Drogeriemarkt`, `Ihr Thalia
    /// Team`, `Your receipt`).
    static let possessives: Set<String> = [
        "MEIN", "MEINE", "DEIN", "DEINE", "IHR", "IHRE", "UNSER", "UNSERE", "YOUR", "OUR",
    ]

    static func isBoilerplate(_ normalized: String) -> Bool {
        let words = normalized.split(separator: " ").map(String.init)
        if words.filter(sentenceWords.contains).count >= 2 { return true }
        if let first = words.first, possessives.contains(first), words.count >= 2 { return true }
        return ReceiptKeywords.containsAny(normalized, policyWords)
    }
}
