import Foundation

/// Picks the business name: a top line that reads like a name (not "TAX INVOICE", an address,
/// a phone number or a date), preferring legal-entity suffixes, known brands, larger print,
/// and names the user's book already knows (bank payees, earlier receipts).
enum MerchantPicker {
    /// Lines that are never the merchant.
    static let rejectWords = [
        "TAX INVOICE", "INVOICE", "RECEIPT", "RECEIPT NO", "KASSENBON", "BELEG", "RECHNUNG", "QUITTUNG", "FACTURE",
        "TICKET",
        "FACTURA", "RESIT", "WELCOME", "WILLKOMMEN", "BIENVENUE", "BIENVENIDO", "SELAMAT DATANG", "THANK YOU", "DANKE",
        "MERCI", "GRACIAS", "TERIMA KASIH", "TEL", "TELEFON", "PHONE", "FAX", "HOTLINE", "GST", "GST ID", "GST REG",
        "REG NO", "CO REG", "COMPANY NO", "VAT NO", "UST ID", "STEUER", "STEUERNR", "DATE", "DATUM", "TIME", "CASHIER",
        "KASSE", "TABLE", "SERVER", "ORDER", "CHECK", "GUEST", "JALAN", "JLN", "TAMAN", "LOT", "STRASSE", "STR", "ROAD",
        "STREET", "AVENUE", "AVE", "BLVD", "RD", "HWY", "LN", "DR", "ALLEE", "WEG", "PLATZ", "SUITE", "FLOOR", "WWW",
        "COM", "HTTP", "EMAIL", "OPEN", "HOURS", "COPY",
        "CUSTOMER", "MEMBER", "TERMINAL", "TRANS", "SALES", "DOC NO", "BILL", "NO", "ITEM", "QTY", "PRICE", "AMOUNT",
        "SIMPLIFIED", "OFFICIAL", "SALE", "CASH SALE", "DUPLICATE", "REPRINT", "POS", "TAX", "ABN", "SIRET", "NIF",
        "CIF",
    ]

    /// Legal-entity and trade words that mark a business name.
    static let businessWords = [
        "SDN BHD", "SDN", "BHD", "S B", "ENTERPRISE", "TRADING", "GMBH", "AG", "KG", "OHG", "LTD", "LIMITED", "LLC",
        "INC",
        "CORP", "COMPANY", "PLC", "SARL", "RESTAURANT", "RESTORAN", "CAFE", "COFFEE", "BAR",
        "BAKERY", "CAFETERIA", "PHARMACY", "APOTHEKE", "MARKET", "MARKT", "SUPERMARKET", "MART", "STORE", "SHOP",
        "BISTRO", "KITCHEN",
        "HOTEL", "PIZZA", "GRILL", "BAUMARKT", "TANKSTELLE", "STATIONERY", "STATIONER", "HARDWARE", "BOULANGERIE",
        "PHARMACIE", "FARMACIA", "KEDAI", "PASARAYA", "TOKO", "PETROL",
    ]

    /// Widely known chains (across the countries the extractor reads).
    static let knownBrands = [
        "MCDONALD", "STARBUCKS", "SUBWAY", "KFC", "BURGER KING", "WALMART", "TARGET", "COSTCO", "WALGREENS", "CVS",
        "TESCO", "SAINSBURY", "ASDA", "WAITROSE", "BOOTS", "ALDI", "LIDL", "EDEKA", "REWE", "NETTO", "PENNY",
        "KAUFLAND",
        "DM DROGERIE", "MUELLER", "IKEA", "OBI", "BAUHAUS", "CARREFOUR", "AUCHAN", "LECLERC", "MONOPRIX", "MERCADONA",
        "EL CORTE INGLES", "AEON", "GIANT", "7 ELEVEN", "FAMILYMART", "GUARDIAN", "WATSONS", "SHELL",
        "PETRONAS", "ESSO", "ARAL", "UNIQLO", "H M", "ZARA", "DECATHLON", "MEDIAMARKT", "SATURN",
    ]

    /// Lines from the top searched for the name; legal-entity lines ("… SDN BHD", "… GmbH") count anywhere.
    static let searchDepth = 10

    static func pick(_ lines: [ReceiptLine], knownPayees: [String]) -> ExtractedField<String>? {
        let heights = lines.compactMap { $0.box?.height }.sorted()
        let medianHeight = heights.isEmpty ? 0 : heights[heights.count / 2]
        let known = knownPayees.map(squash).filter { $0.count >= 5 }
        let domain = WebDomain.name(in: lines)
        var best: (score: Double, field: ExtractedField<String>)?
        for index in lines.indices {
            let line = lines[index]
            var name = cleaned(line.text)
            // "Sdn. Bhd. (451564-A)" under "Nando's Chickenland Malaysia": the suffix alone names nobody.
            if index > 0, isSuffixOnly(name) { name = cleaned(lines[index - 1].text) + " " + name }
            let normalized = ReceiptKeywords.normalized(name)
            let isLegalEntity = ReceiptKeywords.containsAny(normalized, legalWords)
            guard index < searchDepth || isLegalEntity else { continue }
            let letters = name.filter(\.isLetter).count
            guard letters >= 4 || knownBrands.contains(normalized),
                words(normalized).contains(where: { $0.count >= 3 }),
                Double(letters) / Double(max(1, name.filter { !$0.isWhitespace }.count)) >= 0.6
            else { continue }
            if MerchantLineFilter.isNeverAName(line.text, normalized: normalized, isLegalEntity: isLegalEntity) {
                continue
            }
            let isBusiness = ReceiptKeywords.containsAny(normalized, businessWords)
            let brand = knownBrands.first {
                ReceiptKeywords.contains(normalized, $0)
                    || (normalized.replacingOccurrences(of: " ", with: "").hasPrefix(
                        $0.replacingOccurrences(of: " ", with: "")) && $0.count >= 4)
            }
            let payee = known.first {
                squash(name).contains($0) || ($0.contains(squash(name)) && squash(name).count >= 5)
            }
            let domainAgrees = domain.map { sharesName(squash(name), $0) } ?? false
            if ReceiptKeywords.containsAny(normalized, ReceiptKeywords.total.map(\.0) + ReceiptKeywords.subtotal) {
                continue
            }
            let rejected =
                ReceiptKeywords.containsAny(normalized, rejectWords) && brand == nil && payee == nil && !domainAgrees
            if rejected && !isBusiness { continue }
            if !AmountScanner.amounts(in: line.text).isEmpty || DateScanner.candidates(in: [line]).count > 0
                || TimeScanner.time(in: line.text) != nil
            {
                continue
            }
            let depth = min(index, searchDepth)
            var score = 10 - Double(depth) * 1.5
            if isBusiness { score += rejected ? 0 : 5 }
            if isLegalEntity { score += rejected ? 0 : 8 }
            // OCR debris ("Se ee", "Asif ee"): most words too short to be words.
            let words = normalized.split(separator: " ")
            let shortWords = words.filter { $0.count <= 2 }.count
            let debris =
                (Double(shortWords) / Double(max(1, words.count)) >= 0.5 || !looksLikeWords(words))
                && brand == nil && payee == nil && !domainAgrees
            if debris { score -= 6 }
            if brand != nil { score += 8 }
            if payee != nil { score += 12 }
            if domainAgrees { score += 6 }
            let large = line.box.map { medianHeight > 0 && Double($0.height) >= 1.3 * Double(medianHeight) } ?? false
            if let h = line.box?.height, medianHeight > 0 {
                score += min(6, 4 * (Double(h) / Double(medianHeight) - 1))
            }
            if name.filter(\.isNumber).count > 3 { score -= 4 }
            if letters < 5 { score -= 3 }
            score += 3 * line.confidence
            var confidence = 0.3
            if isLegalEntity && !rejected { confidence += 0.3 } else if isBusiness && !rejected { confidence += 0.12 }
            if brand != nil { confidence += 0.25 }
            if payee != nil { confidence += 0.35 }
            if domainAgrees { confidence += 0.25 }
            if index == 0 { confidence += 0.12 } else if index <= 2 { confidence += 0.06 }
            if large { confidence += 0.08 }
            if debris || letters < 5 { confidence -= 0.15 }
            // A name misread by one letter is still wrong: the line's OCR confidence weighs heavily.
            confidence *= max(0.3, min(1, (line.confidence - 0.45) / 0.45))
            if best == nil || score > best!.score {
                best = (score, ExtractedField(value: name, confidence: confidence, line: index, box: line.box))
            }
        }
        return best?.field
    }

    static let legalWords = [
        "SDN BHD", "BHD", "S B", "GMBH", "AG", "KG", "LTD", "LIMITED", "LLC", "INC", "CORP", "PLC", "SARL",
        "S L", "S A", "SAS", "BV", "NV", "PTE", "PTY", "OY", "AB", "SRL", "SPA", "CO LTD",
    ]

    /// "Shop 32", "Unit 5-1", "Lot G12": the unit part of an address, not a shop's name.
    static let unitNumber = TextPattern(#"^\s*(SHOP|UNIT|LOT|STALL|KIOSK|SUITE|BLOCK|BLK|LEVEL)\s*[A-Z]?\d"#)

    /// "415 McDonalds Rd": a street address starts with its house number.
    static let houseNumberFirst = TextPattern(#"^\s*\d{1,5}[A-Za-z]?[\s,]+[A-Za-z]"#)

    static func words(_ normalized: String) -> [Substring] { normalized.split(separator: " ") }

    /// "R@SSMANN": OCR reads a bold O as @ inside a word.
    static let atSignInWord = TextPattern(#"(?<=[A-Za-z])@(?=[A-Za-z])"#)

    /// Common OCR slips in legal suffixes: "SON BHD" → "SDN BHD".
    static let suffixSlips: [(String, String)] = [
        (" SON BHD", " SDN BHD"), (" SON BHO", " SDN BHD"), (" SDN BHO", " SDN BHD"), (" 5DN BHD", " SDN BHD"),
        (" SDN 8HD", " SDN BHD"), (" GMBM", " GMBH"), (" GMEH", " GMBH"),
    ]

    /// "SDN BILD", "SON BLD", "SEN 3HD 37 5 - OX": the Malaysian private-company suffix with one
    /// or two letters misread, and the debris OCR read after it. Only a B…D / ?HD / BH? word of
    /// three or four characters after an S?N word counts, so "& SON BROS" is left alone.
    static let garbledSdnBhd = TextPattern(
        #"(?i)\s+(?:S[DO0E]N|5DN)\.?\s+(?:B[^AEOU\s]{1,2}D|[A-Z0-9]HD|BH[A-Z0-9])\.?(?:\s+(?:[^\sA-Za-z]+|[A-Za-z]{1,2}(?![A-Za-z])[^\sA-Za-z]*))*\s*$"#
    )

    /// "(728515-M)", "(GST Reg 001375580160)": company registration numbers after the name.
    static let registrationNumber = TextPattern(#"\([^)]*\d{3,}[^)]*\)?"#)

    /// Trims OCR debris around a name: leading/trailing punctuation and lone characters.
    static func cleaned(_ text: String) -> String {
        var withoutNumbers = registrationNumber.replacing(in: text, with: " ")
        withoutNumbers = atSignInWord.replacing(in: withoutNumbers, with: "O")
        for (slip, fix) in suffixSlips { withoutNumbers = withoutNumbers.replacingOccurrences(of: slip, with: fix) }
        if let suffix = garbledSdnBhd.firstMatch(in: withoutNumbers)?[0],
            suffix.uppercased().filter(\.isLetter) != "SDNBHD"
        {
            withoutNumbers = garbledSdnBhd.replacing(in: withoutNumbers, with: " SDN BHD")
        }
        var words = withoutNumbers.split(separator: " ").map(String.init)
        while let first = words.first, first.count <= 1,
            !(first.first?.isLetter ?? false) || words.count > 2 && first.count == 1
        { words.removeFirst() }
        while let last = words.last, last.count <= 1, words.count > 1 { words.removeLast() }
        // A trailing dot stays: "SDN. BHD.", "S.L." are part of the name.
        return words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " -_=*~,:;|'\"`"))
            .drop { $0 == "." }.description
    }

    /// "SDN BHD", "GmbH", "Co. Ltd.": a legal suffix with no name before it.
    static func isSuffixOnly(_ name: String) -> Bool {
        let normalized = ReceiptKeywords.normalized(name)
        guard !normalized.isEmpty, ReceiptKeywords.containsAny(normalized, legalWords) else { return false }
        let rest = normalized.split(separator: " ").filter { word in
            !legalWords.contains { $0.split(separator: " ").contains(word) }
        }
        .filter { !["CO", "M", "THE"].contains($0) }
        return rest.isEmpty
    }

    /// OCR debris ("eee EiSE", "oo ddiidot tireet"): fewer than half of the longer words have a
    /// vowel and no letter three times in a row.
    static func looksLikeWords(_ words: [Substring]) -> Bool {
        let long = words.filter { $0.count >= 3 }
        guard !long.isEmpty else { return false }
        let wordlike = long.filter { word in
            let chars = Array(word)
            let tripled = chars.indices.dropFirst(2).contains {
                chars[$0] == chars[$0 - 1] && chars[$0] == chars[$0 - 2]
            }
            return word.contains { "AEIOUY".contains($0) } && !tripled
        }
        return wordlike.count * 2 >= long.count
    }

    /// A printed line and a web domain name the same shop: they share a run of at least
    /// 4 characters covering 60 % of the shorter ("jenisicecreams" ~ "venissplendidicecreamsllc").
    static func sharesName(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard !x.isEmpty, !y.isEmpty else { return false }
        var longest = 0
        var previous = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            var current = [Int](repeating: 0, count: y.count + 1)
            for j in 1...y.count where x[i - 1] == y[j - 1] {
                current[j] = previous[j - 1] + 1
                longest = max(longest, current[j])
            }
            previous = current
        }
        return longest >= max(4, Int((0.6 * Double(min(x.count, y.count))).rounded(.up)))
    }

    /// Lower-case letters and digits only: the form in which names are compared.
    static func squash(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
