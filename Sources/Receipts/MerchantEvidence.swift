import Foundation

/// What the whole receipt (and the book) says about a candidate name, independently of the line
/// it is printed on: the receipt's own web or e-mail domain, the same name printed again further
/// down (footer, "Ihr Thalia Team"), payees the book already knows, the usual print height.
struct MerchantEvidence {
    var lines: [ReceiptLine]
    var medianHeight: Double
    /// Known payees that name somebody (4+ distinctive letters).
    var known: [String]
    var domains: [WebDomain.Found]
    /// Each line's words, normalized.
    var words: [Set<Substring>]

    init(lines: [ReceiptLine], knownPayees: [String]) {
        self.lines = lines
        let heights = lines.compactMap { $0.box?.height }.sorted()
        medianHeight = heights.isEmpty ? 0 : Double(heights[heights.count / 2])
        known = knownPayees.filter {
            MerchantAgreement.distinctive($0).joined().count >= MerchantAgreement.minimumLength
        }
        domains = WebDomain.all(in: lines)
        words = lines.map { Set(ReceiptKeywords.normalized($0.text).split(separator: " ")) }
    }

    /// A payee the book knows that names the same shop as `name` (`MerchantAgreement`), and the
    /// name as it should read: as printed when they agree, with a word one letter off spelled as
    /// the payee spells it when they nearly agree (`AMAND MALAYSIA` and a known `AMANO MALAYSIA`).
    func knownPayee(matching name: String) -> (payee: String, name: String)? {
        var nearly: (payee: String, name: String)?
        for payee in known {
            switch MerchantAgreement.confirms(name, knownPayee: payee) {
            case .same: return (payee, name)
            case .nearly where nearly == nil: nearly = (payee, MerchantAgreement.respelled(name, as: payee))
            default: continue
            }
        }
        return nearly
    }

    func domainAgrees(with name: String) -> Bool {
        let squashed = MerchantName.squash(name)
        return domains.contains { MerchantName.sharesName(squashed, $0.name) }
    }

    /// Whether a distinctive word of the name (4+ letters, not a legal, trade or receipt word) is
    /// printed again on a line at least two lines away ("real GmbH" … "real Paderborn").
    func printedElsewhere(_ normalized: String, awayFrom index: Int) -> Bool {
        let distinctive = MerchantName.distinctiveWords(normalized).filter { word in
            word.count >= 4 && !MerchantPicker.businessWords.contains(String(word))
                && !MerchantPicker.rejectWords.contains(String(word))
        }
        guard !distinctive.isEmpty else { return false }
        return words.indices.contains { other in
            abs(other - index) >= 2 && distinctive.contains { words[other].contains($0) }
        }
    }

    /// The lowest OCR confidence of the name's own words (4+ letters, no digits, not a legal form)
    /// on `indices`; nil when OCR gave no word confidences (plain text, a PDF text layer).
    func weakestWord(in indices: [Int]) -> Double? {
        let words = indices.flatMap { lines[$0].words }.filter { word in
            let normalized = ReceiptKeywords.normalized(word.text)
            return word.text.filter(\.isLetter).count >= 4 && !word.text.contains(where: \.isNumber)
                && !MerchantName.legalWords.contains(normalized)
        }
        return words.map(\.confidence).min()
    }

    /// The first domain's name ("Roller" for `www.roller.de`) when no printed line agrees with it
    /// and `chosen` does not either: the logo was not text, the domain still names the shop.
    /// When a word printed elsewhere on the receipt (4+ letters, read clearly) shares the name with the
    /// domain, that word is the name as printed (`Order online at Cnipotle.com` … `Chipotle dressed in
    /// costume` → `Chipotle`), and two sources agree (`printed`).
    func domainOnlyName(unlessAgreeing chosen: String?) -> (name: String, line: Int, printed: Bool)? {
        guard let first = domains.first else { return nil }
        if let chosen, MerchantName.sharesName(MerchantName.squash(chosen), first.name) { return nil }
        guard first.name.filter(\.isLetter).count >= 4 else { return nil }
        for (index, line) in lines.enumerated() where index != first.line && line.confidence >= 0.8 {
            for word in line.text.split(separator: " ") {
                let letters = String(word.filter(\.isLetter))
                guard letters.count >= 4, letters.count == word.filter({ !$0.isPunctuation }).count,
                    MerchantName.sharesName(letters.lowercased(), first.name),
                    abs(letters.count - first.name.count) <= 1
                else { continue }
                return (letters.prefix(1).uppercased() + letters.dropFirst().lowercased(), index, true)
            }
        }
        return (first.name.prefix(1).uppercased() + first.name.dropFirst(), first.line, false)
    }
}

/// The shop's own web or e-mail domain printed on the receipt (`www.thalia.de`,
/// `info@example.com`): the second-level name, lower-case ("thalia"). Mail providers, social
/// networks and domains on a payment provider's line ("Ingenico Payment Services www.….de") name
/// somebody else.
enum WebDomain {
    struct Found: Equatable {
        var name: String
        var line: Int
    }

    static let pattern = TextPattern(
        #"(?:WWW\s?[.,]\s?|@|HTTPS?://)([A-Z0-9][A-Z0-9-]{2,})\s?[.,]\s?"#
            + #"(?:COM|DE|NET|ORG|CO|MY|UK|US|AU|SG|FR|ES|IT|NL|AT|CH|EU|INFO|BIZ|CA|IE|IN)(?![A-Z])"#
    )
    /// A domain printed without `www.` (`Order online at Chipotle.com`): only the common endings,
    /// after a space, so a sentence's full stop is not read as one.
    static let barePattern = TextPattern(#"(?:^|\s)([A-Z][A-Z0-9-]{2,})\.(?:COM|NET|ORG|DE)(?![A-Z0-9])"#)
    static let otherParties: Set<String> = [
        "GMAIL", "YAHOO", "HOTMAIL", "OUTLOOK", "AOL", "ICLOUD", "GMX", "WEB", "LIVE", "MSN", "FACEBOOK",
        "INSTAGRAM", "TWITTER", "GOOGLE", "YOUTUBE", "TIKTOK",
    ]
    static let providerWords = ["PAYMENT", "PAYMENTS", "SERVICES", "DATENSCHUTZ", "PRIVACY", "POWERED", "POS"]

    static func all(in lines: [ReceiptLine]) -> [Found] {
        var found: [Found] = []
        for (index, line) in lines.enumerated() {
            let nearby = lines[max(0, index - 1)...index].map { ReceiptKeywords.normalized($0.text) }
            if nearby.contains(where: { ReceiptKeywords.containsAny($0, providerWords) }) { continue }
            let upper = line.text.uppercased()
            for m in pattern.matches(in: upper) + barePattern.matches(in: upper) {
                guard let name = m[1], !otherParties.contains(name), name.filter(\.isLetter).count >= 3 else {
                    continue
                }
                found.append(Found(name: name.lowercased().filter { $0.isLetter || $0.isNumber }, line: index))
            }
        }
        return found
    }
}
