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
    /// E-mail user names and social-network handles (`pysnacks69@hotmail.com`, `Facebook: zenandcoffee`).
    var handles: [WebDomain.Found]
    /// Each line's words, normalized.
    var words: [Set<Substring>]
    /// Lines that print a company registration number (`CompanyRegistration`).
    var registrations: Set<Int>

    init(lines: [ReceiptLine], knownPayees: [String]) {
        self.lines = lines
        let heights = lines.compactMap { $0.box?.height }.sorted()
        medianHeight = heights.isEmpty ? 0 : Double(heights[heights.count / 2])
        known = knownPayees.filter {
            MerchantAgreement.distinctive($0).joined().count >= MerchantAgreement.minimumLength
        }
        domains = WebDomain.all(in: lines)
        handles = WebDomain.handles(in: lines)
        words = lines.map { Set(ReceiptKeywords.normalized($0.text).split(separator: " ")) }
        registrations = Set(lines.indices.filter { CompanyRegistration.isNumberLine(lines[$0].text) })
        firstAmountLine = lines.indices.first { !AmountScanner.amounts(in: lines[$0].text).isEmpty }
    }

    /// The first line that prints an amount: where the items (or the totals) begin.
    var firstAmountLine: Int?

    /// Whether the name on `indices` is the one a company registration number belongs to: the
    /// number printed right after the name on its own line (`FTOF NOODLE HOUSE` over `(002049088-U)`,
    /// `Esjay Fuel Enterprise` over `CO. REG. NO: 001011128-T`), lines of debris between them aside,
    /// or after the name on the same line (`Haxincone Resources Sdn Bhd (383322-D)`).
    func registered(_ indices: [Int]) -> Bool {
        guard let last = indices.last else { return false }
        if indices.contains(where: { CompanyRegistration.endsName(lines[$0].text) }) { return true }
        for next in lines.indices.dropFirst(last + 1).prefix(3) {
            if registrations.contains(next) { return true }
            if lines[next].text.filter(\.isLetter).count >= 3 { return false }
        }
        return false
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

    /// The receipt's own web or e-mail domain, an e-mail user name or a social-network handle
    /// names the same shop (`www.thalia.de`, `zenandcoffee88@gmail.com` for `Zen and coffee 28 S/B`).
    func domainAgrees(with name: String, printedOn own: [Int] = []) -> Bool {
        let squashed = MerchantName.squash(name)
        return (domains + handles).contains { !own.contains($0.line) && MerchantName.sharesName(squashed, $0.name) }
    }

    /// Whether the name is printed again on a line at least two lines away ("real GmbH" … "real
    /// Paderborn"): its first distinctive word (4+ letters, not a legal, trade or receipt word), or
    /// at least half of them. A later word alone is often a common one (`FACE TO FACE NOODLE HOUSE`
    /// and an item `House Specialty`).
    func printedElsewhere(_ normalized: String, awayFrom index: Int) -> Bool {
        let distinctive = MerchantName.distinctiveWords(normalized).filter { word in
            word.count >= 4 && !MerchantPicker.businessWords.contains(String(word))
                && !MerchantPicker.rejectWords.contains(String(word))
        }
        guard let head = distinctive.first else { return false }
        let again = Set(
            words.indices.filter { abs($0 - index) >= 2 }.flatMap { other in
                distinctive.filter { word in
                    words[other].contains(word) || words[other].contains { Self.oneSlipApart(word, $0) }
                }
            })
        return again.contains(head) || again.count * 2 >= distinctive.count
    }

    /// Two printings of one word of 6+ letters that OCR read one letter apart (`MENTAI` and `MENTAL`,
    /// `SEVEN` read `SEVFN` is too short to tell from another word): one substituted, dropped or added
    /// letter, not the first one.
    static func oneSlipApart(_ a: Substring, _ b: Substring) -> Bool {
        guard a.count >= 6, b.count >= 6, abs(a.count - b.count) <= 1, a.first == b.first, a != b,
            a.allSatisfy(\.isLetter), b.allSatisfy(\.isLetter)
        else { return false }
        return Spelling.editDistance(Array(a), Array(b)) == 1
    }

    /// The lowest OCR confidence of the name's own words (4+ letters, no digits, not a legal form)
    /// on `indices`; nil when OCR gave no word confidences (plain text, a PDF text layer).
    func weakestWord(in indices: [Int]) -> Double? {
        Self.weakest(of: indices.flatMap { lines[$0].words })
    }

    /// Whether every name word of `words` OCR read unclearly (below `MerchantPicker.unclearWord`) is
    /// printed again, letter for letter, on another line (not one of the name's own lines `own`, at least
    /// two lines from the name's line `index`) where OCR read it clearly: two printings spelling a word the
    /// same confirm its spelling.
    func spelledClearlyElsewhere(_ words: [ReceiptWord], awayFrom index: Int, own: [Int]) -> Bool {
        let unclear = Self.nameWords(words).filter { $0.confidence < MerchantPicker.unclearWord }
        guard !unclear.isEmpty else { return true }
        return unclear.allSatisfy { word in
            let spelled = ReceiptKeywords.normalized(word.text)
            return lines.indices.contains { other in
                !own.contains(other) && abs(other - index) >= 2
                    && lines[other].words.contains {
                        $0.confidence >= MerchantPicker.unclearWord && ReceiptKeywords.normalized($0.text) == spelled
                    }
            }
        }
    }

    /// The words of `words` that belong to a name (4+ letters, no digits, not a legal form).
    static func nameWords(_ words: [ReceiptWord]) -> [ReceiptWord] {
        words.filter { word in
            word.text.filter(\.isLetter).count >= 4 && !word.text.contains(where: \.isNumber)
                && !MerchantName.legalWords.contains(ReceiptKeywords.normalized(word.text))
        }
    }

    /// The lowest OCR confidence of `words` that belong to a name (4+ letters, no digits, not a legal form).
    static func weakest(of words: [ReceiptWord]) -> Double? {
        nameWords(words).map(\.confidence).min()
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
    /// After `www.` any ending of two to four letters is a domain (`www.skcahardwaretsb. tk`).
    static let wwwPattern = TextPattern(#"WWW\s?[.,]\s?([A-Z0-9][A-Z0-9-]{2,})\s?[.,]\s?[A-Z]{2,4}(?![A-Z])"#)
    /// A domain printed without `www.` (`Order online at Chipotle.com`): only the common endings,
    /// after a space, so a sentence's full stop is not read as one.
    static let barePattern = TextPattern(#"(?:^|\s)([A-Z][A-Z0-9-]{2,})\.(?:COM|NET|ORG|DE)(?![A-Z0-9])"#)
    static let otherParties: Set<String> = [
        "GMAIL", "YAHOO", "HOTMAIL", "OUTLOOK", "AOL", "ICLOUD", "GMX", "WEB", "LIVE", "MSN", "FACEBOOK",
        "INSTAGRAM", "TWITTER", "GOOGLE", "YOUTUBE", "TIKTOK",
    ]
    static let providerWords = ["PAYMENT", "PAYMENTS", "SERVICES", "DATENSCHUTZ", "PRIVACY", "POWERED", "POS"]

    /// Role names before an `@` that name nobody (`info@…`, `sales@…`).
    static let roleNames: Set<String> = [
        "info", "sales", "contact", "enquiry", "enquiries", "admin", "service", "services", "support", "hello",
        "mail", "email", "office", "accounts", "account", "customerservice", "order", "orders", "booking", "kontakt",
        "reservations", "help", "feedback", "noreply",
    ]
    /// An e-mail address: the user name (what precedes `@`, spaces allowed) and a dotted domain after it.
    static let emailPattern = TextPattern(#"([^@]*?)\s?@\s?[A-Za-z0-9-]{2,}\s?[.,]\s?[A-Za-z]{2,}"#)
    static let socialPattern = TextPattern(
        #"(?i)\b(?:FACEBOOK|INSTAGRAM|TWITTER|FB|IG)\s*(?:\.COM)?\s*[:/@]\s*@?(.+)$"#)

    /// The letters of e-mail user names (before `@`, after a label's colon: `Email: zenandcof fee88@gmail.
    /// com` → `zenandcoffee`) and social handles (`Instagram: ZenAndCof fee`), 4+ letters, not a role name
    /// (`info@`), not on a payment provider's line. OCR often splits them with a space, so spaces are dropped.
    static func handles(in lines: [ReceiptLine]) -> [Found] {
        var found: [Found] = []
        for (index, line) in lines.enumerated() {
            let nearby = lines[max(0, index - 1)...index].map { ReceiptKeywords.normalized($0.text) }
            if nearby.contains(where: { ReceiptKeywords.containsAny($0, providerWords) }) { continue }
            var raw: String?
            if let user = emailPattern.firstMatch(in: line.text)?[1] {
                raw = user.split(separator: ":").last.map(String.init)
            } else if let match = socialPattern.firstMatch(in: line.text), let handle = match[1] {
                raw = handle
            }
            guard let raw else { continue }
            let name = String(raw.lowercased().filter { $0.isLetter && $0.isASCII })
            guard name.count >= 4, !roleNames.contains(name) else { continue }
            found.append(Found(name: name, line: index))
        }
        return found
    }

    static func all(in lines: [ReceiptLine]) -> [Found] {
        var found: [Found] = []
        for (index, line) in lines.enumerated() {
            let nearby = lines[max(0, index - 1)...index].map { ReceiptKeywords.normalized($0.text) }
            if nearby.contains(where: { ReceiptKeywords.containsAny($0, providerWords) }) { continue }
            let upper = line.text.uppercased()
            let matches = pattern.matches(in: upper) + wwwPattern.matches(in: upper) + barePattern.matches(in: upper)
            for m in matches {
                guard let name = m[1], !otherParties.contains(name), name.filter(\.isLetter).count >= 3 else {
                    continue
                }
                let domain = Found(name: name.lowercased().filter { $0.isLetter || $0.isNumber }, line: index)
                if !found.contains(domain) { found.append(domain) }
            }
        }
        return found
    }
}
