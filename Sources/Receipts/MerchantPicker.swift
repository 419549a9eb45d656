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
        "KASSE", "TABLE", "SERVER", "ORDER", "CHECK", "GUEST", "SUITE", "FLOOR", "WWW", "COM", "HTTP", "EMAIL", "OPEN",
        "HOURS", "COPY", "CLOSED", "SETTLED", "VOID", "REFUND", "CASH",
        "CUSTOMER", "MEMBER", "TERMINAL", "TRANS", "SALES", "DOC NO", "BILL", "NO", "ITEM", "QTY", "PRICE", "AMOUNT",
        "SIMPLIFIED", "OFFICIAL", "SALE", "CASH SALE", "DUPLICATE", "REPRINT", "POS", "TAX", "ABN", "SIRET", "NIF",
        "CIF",
    ]

    /// Legal-entity and trade words that mark a business name.
    static let businessWords = coreTradeWords + shopKindWords

    /// The trade words the book's name comparisons set aside (`MerchantAgreement`).
    static let coreTradeWords = [
        "SDN BHD", "SDN", "BHD", "ENTERPRISE", "TRADING", "GMBH", "LTD", "LIMITED", "LLC",
        "INC",
        "CORP", "COMPANY", "PLC", "SARL", "RESTAURANT", "RESTORAN", "CAFE", "COFFEE", "BAR",
        "BAKERY", "CAFETERIA", "PHARMACY", "APOTHEKE", "MARKET", "MARKT", "SUPERMARKET", "MART", "STORE", "SHOP",
        "BISTRO", "KITCHEN",
        "HOTEL", "PIZZA", "GRILL", "BAUMARKT", "TANKSTELLE", "STATIONERY", "STATIONER", "HARDWARE", "BOULANGERIE",
        "PHARMACIE", "FARMACIA", "KEDAI", "PASARAYA", "TOKO", "PETROL",
    ]

    /// Kinds of shop in general use (EN, DE, FR, IT, ES, MS), not taken from any receipt: they mark a
    /// line as a business name; a bank descriptor's comparison still reads them as name words.
    static let shopKindWords = [
        "ENTERPRISES", "HOLDINGS", "INDUSTRIES", "RESOURCES", "SUPPLY", "SUPPLIES", "PERNIAGAAN", "MUSEUM",
        "GALLERY", "BOOKS", "BOOKSTORE", "BOOKSTORES", "BOOKSHOP", "TAVERN", "PUB", "DINER", "DELI", "BREWERY",
        "BRASSERIE", "TRATTORIA", "RISTORANTE", "PIZZERIA", "TAQUERIA", "CANTINA", "PATISSERIE", "STEAKHOUSE",
        "RESTAURANTS", "BACKEREI", "BAECKEREI", "METZGEREI", "KONDITOREI", "DROGERIE", "BUCHHANDLUNG", "GASTSTATTE",
        "SALON", "CLINIC", "BOUTIQUE", "FURNITURE", "ELECTRICAL", "OPTICAL", "OPTIK", "FLORIST", "TRANSPORT",
        "KOPITIAM", "MINIMARKET", "HYPERMARKET", "WAREHOUSE",
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

    /// Lines from the top searched for the name; legal-entity lines ("… SDN BHD", "… GmbH") count
    /// anywhere, lines with a trade word ("… ENTERPRISE", "… RESTAURANT") a little deeper.
    static let searchDepth = 10
    static let tradeDepth = 14
    /// Below this score the best line is no more credible than the receipt's own domain.
    static let weakScore = 12.0
    /// A shop named by its domain alone: a guess the user confirms (below the flag threshold).
    static let domainOnlyConfidence = 0.45
    /// The domain and a word printed elsewhere agree: spelled as printed, still asked about (a logo).
    static let domainAndWordConfidence = 0.6
    /// The most a name no second source confirms can be: below the flag threshold.
    static let uncorroborated = 0.65
    /// A name read clearly that a second source on the receipt confirms (its domain, e-mail or
    /// handle, a known chain, the name printed again): above the flag threshold; each further
    /// source and a legal form add a little.
    static let corroborated = 0.75
    /// A line read below this OCR confidence is not clear enough for a second source to clear it.
    static let clearLine = 0.75
    /// A registered company naming another party this close to the best score makes the choice
    /// doubtful (`FamilyMart` over `Haxincone Resources Sdn Bhd`: brand or company?).
    static let rivalMargin = 8.0
    /// A name with its company registration number printed under it (`FTOF NOODLE HOUSE` over
    /// `(002049088-U)`) is the registered seller's, as a legal form says (a little less: the number
    /// may belong to the line above).
    static let registeredBonus = 6.0
    /// A name word Tesseract read below this confidence is unclear.
    static let unclearWord = 0.85

    /// One line (or a suffix line joined to the name above it) that could be the merchant.
    struct Candidate {
        var name: String
        var index: Int
        var box: TextBox?
        var ocrConfidence: Double
        var height: Int?
        /// The lines the name was read from.
        var lines: [Int]
        /// The text of the line the name is on (a re-read line's own text).
        var text: String
        /// The name's words and their OCR confidence when they are not the page's lines' (a re-read line).
        var words: [ReceiptWord]? = nil
    }

    /// - Parameter rereads: the header band read again, one list of lines per reading (`MerchantReread`).
    static func pick(_ lines: [ReceiptLine], knownPayees: [String], rereads: [[ReceiptLine]] = [])
        -> ExtractedField<String>?
    {
        pickExplained(lines, knownPayees: knownPayees, rereads: rereads)?.field
    }

    /// The merchant and what its confidence rests on (`MerchantFeatures.evidence`).
    static func pickExplained(_ lines: [ReceiptLine], knownPayees: [String], rereads: [[ReceiptLine]] = [])
        -> (field: ExtractedField<String>, features: MerchantFeatures)?
    {
        let evidence = MerchantEvidence(lines: lines, knownPayees: knownPayees)
        let first = pickFromPage(lines, evidence: evidence)
        guard !rereads.isEmpty else { return first.map { ($0.field, $0.features) } }
        return preferReread(rereads, over: first, evidence: evidence)
    }

    /// The best name the page's own lines give, as judged with `evidence`.
    static func pickFromPage(_ lines: [ReceiptLine], evidence: MerchantEvidence) -> (
        score: Double, field: ExtractedField<String>, features: MerchantFeatures
    )? {
        var judged: [(judgement: Judgement, field: ExtractedField<String>)] = []
        for index in lines.indices {
            guard let candidate = candidate(at: index, in: lines), let judgement = judge(candidate, evidence: evidence)
            else { continue }
            judged.append(
                (
                    judgement,
                    ExtractedField(
                        value: judgement.name, confidence: judgement.confidence, line: index, box: candidate.box)
                ))
        }
        var best = judged.max { $0.judgement.score < $1.judgement.score }.map {
            (score: $0.judgement.score, field: $0.field, features: $0.judgement.features)
        }
        if let top = best {
            // How far the choice stands above the best line naming something else.
            let own = MerchantName.squash(top.field.value)
            let runnerUp = judged.filter { MerchantName.squash($0.field.value) != own }.map(\.judgement.score).max()
            best?.features.margin = runnerUp.map { top.score - $0 } ?? 99
        }
        if let top = judged.max(by: { $0.judgement.score < $1.judgement.score }),
            let rival = rival(of: top.judgement, among: judged.map(\.judgement))
        {
            best?.field.confidence = min(top.field.confidence, uncorroborated)
            best?.features.twoParties = true
            // Brand or operator: the registered company in the header is the seller of record (what a
            // tax invoice names) unless the receipt prints the brand again (its domain, its footer);
            // which one the user calls the shop stays a guess.
            let seller = judged[rival]
            if !top.judgement.printedTwice, seller.judgement.line < tradeDepth {
                var features = seller.judgement.features
                features.twoParties = true
                features.margin = 0
                best = (score: seller.judgement.score, field: seller.field, features: features)
                best?.field.confidence = min(seller.field.confidence, top.field.confidence, uncorroborated)
            }
        }
        if let fromDomain = evidence.domainOnlyName(unlessAgreeing: best?.field.value),
            (best?.score ?? 0) < weakScore
        {
            let field = ExtractedField(
                value: fromDomain.name, confidence: fromDomain.printed ? domainAndWordConfidence : domainOnlyConfidence,
                line: fromDomain.line,
                box: lines[fromDomain.line].box)
            return (weakScore, field, MerchantFeatures(line: fromDomain.line, fromDomain: true))
        }
        return best
    }

    /// The line at `index` as a name, or nil when it is not one: a suffix alone takes the line above it
    /// ("Sdn. Bhd. (451564-A)" under "Nando's Chickenland Malaysia": the suffix alone names nobody).
    static func candidate(at index: Int, in lines: [ReceiptLine]) -> Candidate? {
        let line = lines[index]
        var candidate = Candidate(
            name: MerchantName.cleaned(line.text), index: index, box: line.box, ocrConfidence: line.confidence,
            height: line.box?.height, lines: [index], text: line.text)
        if index > 0, MerchantName.isSuffixOnly(candidate.name) {
            let above = lines[index - 1]
            candidate.name = MerchantName.cleaned(above.text) + " " + candidate.name
            candidate.ocrConfidence = min(line.confidence, above.confidence)
            candidate.height = [line.box?.height, above.box?.height].compactMap { $0 }.max()
            candidate.lines = [index - 1, index]
        }
        if let first = candidate.lines.first, first > 0, isTradeWords(MerchantName.cleaned(lines[first].text)),
            similarHeight(lines[first - 1], lines[first]), startsAName(lines[first - 1])
        {
            // "LIAN CHI PU TIAN VEGETARIAN" over "RESTAURANT SDN BHD": the trade words end a longer name.
            let above = lines[first - 1]
            candidate.name = MerchantName.cleaned(above.text) + " " + candidate.name
            candidate.ocrConfidence = min(candidate.ocrConfidence, above.confidence)
            candidate.lines.insert(first - 1, at: 0)
        } else if candidate.lines.count == 1,
            let next = lines.indices.dropFirst(index + 1).prefix(2).first(where: {
                lines[$0].text.filter(\.isLetter).count >= 3
            }), isTradeWordsOnly(lines[next]), similarHeight(line, lines[next])
        {
            // "DELPHIN" over "APOTHEKE", "TSH POWER HARDWARE" over "TRADING": one name on two lines.
            candidate.name += " " + MerchantName.cleaned(lines[next].text)
            candidate.ocrConfidence = min(line.confidence, lines[next].confidence)
            candidate.lines = [index, next]
        }
        return candidate
    }

    /// A line of trade and legal-form words only ("APOTHEKE", "TRADING", "INC."): the end of a name.
    static func isTradeWordsOnly(_ line: ReceiptLine) -> Bool { isTradeWords(line.text) }

    /// A line that can be the first half of a name: letters, no address, phone, amount or sentence.
    static func startsAName(_ line: ReceiptLine) -> Bool {
        let normalized = ReceiptKeywords.normalized(line.text)
        return MerchantName.cleaned(line.text).filter(\.isLetter).count >= 3
            && !MerchantLineFilter.isNeverAName(line.text, normalized: normalized, isLegalEntity: false)
            && AmountScanner.amounts(in: line.text).isEmpty && !ReceiptKeywords.containsAny(normalized, rejectWords)
    }

    static func isTradeWords(_ text: String) -> Bool {
        let words = ReceiptKeywords.normalized(text).split(separator: " ").map(String.init)
        return !words.isEmpty && !text.contains(where: \.isNumber)
            && words.allSatisfy { word in
                businessWords.contains(word) || MerchantName.legalWords.contains(word)
            }
    }

    static func similarHeight(_ a: ReceiptLine, _ b: ReceiptLine) -> Bool {
        guard let x = a.box?.height, let y = b.box?.height, x > 0, y > 0 else { return true }
        return Double(min(x, y)) / Double(max(x, y)) >= 0.7
    }

    /// The candidate's score (higher wins), confidence and name (respelled as a known payee spells
    /// it when it is one letter off), or nil when the line is never a name.
    /// What `judge` makes of a candidate line.
    struct Judgement {
        var score: Double
        var confidence: Double
        var name: String
        var isLegalEntity: Bool
        /// A known payee confirms the name: the book's evidence, not the receipt's.
        var knownPayee: Bool
        /// The receipt prints the name again: its own domain, e-mail or handle, or further down.
        var printedTwice = false
        /// The page line the name is on.
        var line = 0
        /// What the confidence rests on.
        var features = MerchantFeatures()
    }

    static func judge(_ c: Candidate, evidence: MerchantEvidence) -> Judgement? {
        // A letter OCR often confuses in a trade word, or a word printed again beside the same word.
        let ownWords = c.words ?? c.lines.flatMap { evidence.lines[$0].words }
        let name = MerchantRespelling.printedAgainRepaired(
            MerchantRespelling.tradeWordsRepaired(c.name), line: c.index, words: ownWords, in: evidence.lines)
        // Letters changed: the name is no longer what OCR read, and it is not sure.
        let respelled = name != c.name
        let normalized = ReceiptKeywords.normalized(name)
        if MerchantName.isSuffixOnly(name) { return nil }  // "Co.Ltd" under an unreadable name
        let isLegalEntity = MerchantName.isLegalEntity(name)
        let isBusiness = isLegalEntity || ReceiptKeywords.containsAny(normalized, businessWords)
        // A re-read line is placed at a page line: it is registered when that page line is.
        let registered = isLegalEntity || evidence.registered(c.words == nil ? c.lines : [c.index])
        guard c.index < searchDepth || isLegalEntity || (isBusiness || registered) && c.index < tradeDepth else {
            return nil
        }
        // The shop is named above its items: a line below the first amount is an item, a modifier or a
        // field (`Medium` under `1 Pastrami Burger 15.25`), however often it is printed; a registered
        // company line is named anywhere (a footer).
        if !registered, let items = evidence.firstAmountLine, c.index > items { return nil }
        let letters = name.filter(\.isLetter).count
        let words = normalized.split(separator: " ")
        guard letters >= 4 || knownBrands.contains(normalized),
            words.contains(where: { $0.count >= 3 }),
            Double(letters) / Double(max(1, name.filter { !$0.isWhitespace }.count)) >= 0.6
        else { return nil }
        let line = c.words == nil ? evidence.lines[c.index] : ReceiptLine(text: c.text)
        // "www.roller.de": the address line itself is not the name (the domain may name the shop below).
        let ownDomain =
            c.words == nil
            ? evidence.domains.contains(where: { $0.line == c.index }) : !WebDomain.all(in: [line]).isEmpty
        if ownDomain { return nil }
        if MerchantLineFilter.isNeverAName(line.text, normalized: normalized, isLegalEntity: isLegalEntity) {
            return nil
        }
        if ReceiptKeywords.containsAny(normalized, ReceiptKeywords.total.map(\.0) + ReceiptKeywords.subtotal) {
            return nil
        }
        if !AmountScanner.amounts(in: line.text).isEmpty || DateScanner.candidates(in: [line]).count > 0
            || TimeScanner.time(in: line.text) != nil
        {
            return nil
        }
        let brand = knownBrands.first {
            ReceiptKeywords.contains(normalized, $0)
                || (normalized.replacingOccurrences(of: " ", with: "").hasPrefix(
                    $0.replacingOccurrences(of: " ", with: "")) && $0.count >= 4)
        }
        let payee = evidence.knownPayee(matching: name)
        let domainAgrees = evidence.domainAgrees(with: name, printedOn: c.lines)
        let printedAgain = evidence.printedElsewhere(normalized, awayFrom: c.index)
        let confirmed = brand != nil || payee != nil || domainAgrees
        let rejected = ReceiptKeywords.containsAny(normalized, rejectWords) && !confirmed && !isLegalEntity
        if rejected && !isBusiness { return nil }
        // OCR debris ("Se ee", "Asif ee"): most words too short to be words, or read with little confidence.
        let shortWords = words.filter { $0.count <= 2 }.count
        let debris =
            (Double(shortWords) / Double(max(1, words.count)) > 0.5 || !MerchantName.looksLikeWords(words))
            && !confirmed
        if c.ocrConfidence < 0.3 && !confirmed && !isLegalEntity { return nil }
        let misread = MerchantName.looksMisread(name)

        let depth = Double(min(c.index, searchDepth))
        var score = 10 - depth * 1.5
        if isBusiness { score += rejected ? 0 : 5 }
        if isLegalEntity { score += rejected ? 0 : 8 }
        // The name a company number is printed under is the registered seller's.
        if registered && !isLegalEntity && !rejected { score += registeredBonus }
        if debris { score -= 6 }
        if brand != nil { score += 8 }
        // A known payee confirms the line chosen, it does not choose it: a chain or a mall the book
        // knows is printed on other shops' receipts too ("… at AEON Mall").
        if payee != nil { score += 1 }
        if domainAgrees { score += 6 }
        if printedAgain { score += 3 }
        let relativeHeight = c.height.map { evidence.medianHeight > 0 ? Double($0) / evidence.medianHeight : 1 } ?? 1
        score += min(6, 4 * (relativeHeight - 1))
        if name.filter(\.isNumber).count > 3 { score -= 4 }
        if letters < 5 { score -= 3 }
        score += 8 * c.ocrConfidence

        var confidence = 0.3
        if isLegalEntity && !rejected { confidence += 0.3 } else if isBusiness && !rejected { confidence += 0.12 }
        if brand != nil { confidence += 0.25 }
        if payee != nil { confidence += 0.35 }
        if domainAgrees { confidence += 0.25 }
        if printedAgain { confidence += 0.1 }
        if c.index == 0 { confidence += 0.12 } else if c.index <= 2 { confidence += 0.06 }
        if relativeHeight >= 1.3 { confidence += 0.08 }
        if debris || letters < 5 { confidence -= 0.15 }
        if misread && payee == nil { confidence -= 0.2 }
        // One word of the name read unclearly ("AMAND" for AMANO) makes the whole name doubtful.
        let weakest = c.words.map { MerchantEvidence.weakest(of: $0) } ?? evidence.weakestWord(in: c.lines)
        // Unless each such word is printed again, letter for letter and read clearly, on another line
        // (`Nando's Chickenland Malaysia Sdn Bhd` read twice): two printings confirm its spelling.
        let unclear =
            (weakest.map { $0 < unclearWord } ?? false)
            && !evidence.spelledClearlyElsewhere(ownWords, awayFrom: c.index, own: c.lines)
        if unclear, payee == nil { confidence -= 0.15 }
        // A name misread by one letter is still wrong: the line's OCR confidence weighs heavily.
        confidence *= max(0.3, min(1, (c.ocrConfidence - 0.45) / 0.45))
        // Only a second source makes a name sure enough not to be asked about: a known chain or
        // payee, the receipt's own domain, e-mail or handle, the name printed again; and only
        // when the name itself read clearly (a confirmed misreading is still a misreading). The
        // header alone does not, whatever its print size or legal form.
        if payee == nil {
            let sources = [brand != nil, domainAgrees, printedAgain].filter { $0 }.count
            let readClearly =
                c.ocrConfidence >= clearLine && !unclear && !misread && !debris && letters >= 5 && !respelled
            if sources > 0 && readClearly {
                confidence = min(
                    0.95, corroborated + 0.05 * Double(sources - 1) + (isLegalEntity && !rejected ? 0.05 : 0))
            } else {
                confidence = min(confidence, uncorroborated)
            }
        }
        let features = MerchantFeatures(
            line: c.index, legalForm: isLegalEntity && !rejected, registered: registered && !isLegalEntity,
            sources: [brand != nil, domainAgrees, printedAgain].filter { $0 }.count, knownPayee: payee != nil,
            lineConfidence: c.ocrConfidence, weakestWord: weakest, looksMisread: misread || debris || respelled,
            letters: letters, relativeHeight: relativeHeight)
        return Judgement(
            score: score, confidence: confidence, name: payee?.name ?? name, isLegalEntity: registered,
            knownPayee: payee != nil, printedTwice: domainAgrees || printedAgain, line: c.index, features: features)
    }
}
