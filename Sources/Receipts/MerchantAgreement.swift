import ShoeboxCore

/// Whether a receipt's merchant and another name for the same purchase (a card charge's payee, a
/// payee the book knows) name one shop. Only the names' distinctive part counts: legal forms and
/// trade words (`SDN BHD`, `GmbH`, `RESTAURANT`) name nobody, so `ABC RESTAURANT` and
/// `XYZ RESTAURANT` do not agree. A bank descriptor is cut short (22 characters) and may carry a
/// city after the name, so a name that begins the other one (or is contained in it) agrees.
public enum MerchantAgreement: Sendable, Equatable {
    /// The same name (one contains the other, or every distinctive word of the shorter matches).
    case same
    /// The same name with a letter read differently (`AMAND` and `AMANO`; two in 12+ letters):
    /// the receipt's spelling is probably a misreading.
    case nearly
    case different

    /// At least this many letters and digits must be compared for two names to agree.
    static let minimumLength = 4

    /// `other` is the charge's payee (or a payee the book knows): bank descriptors cut the name
    /// short and may add a city after it, never before.
    public static func of(_ merchant: String, _ other: String) -> MerchantAgreement {
        let a = distinctive(merchant), b = distinctive(other)
        // Squashed with their fillers: `THE VINE` is `THEVINE`.
        let full = named(merchant).joined(), payeeFull = named(other).joined()
        guard full.count >= 3, payeeFull.count >= 3, !a.isEmpty, !b.isEmpty else { return .different }
        if full == payeeFull || full.count >= 5 && payeeFull.contains(full)
            || payeeFull.count >= 5 && full.contains(payeeFull)
        {
            return .same
        }
        guard a.joined().count >= minimumLength, b.joined().count >= minimumLength else { return .different }
        // Every word of one is a word of the other (`real` in `fy real GmbH`), or the payee's words begin the name.
        if Set(b).isSubset(of: a) || Set(a).isSubset(of: b) || leadingWordsAgree(a, b) { return .same }
        let x = a.joined(), y = b.joined()
        // The shorter name against the beginning of the longer (a descriptor is cut short), allowing
        // one edit per six letters (at least one): a letter misread, dropped or doubled.
        let (s, l) = x.count <= y.count ? (Array(x), Array(y)) : (Array(y), Array(x))
        guard s.count >= 5 else { return .different }
        let distance = (s.count - 1...min(l.count, s.count + 1)).map { Spelling.editDistance(s, Array(l.prefix($0))) }
            .min()
        return (distance ?? s.count) <= allowedEdits(s.count) ? .nearly : .different
    }

    /// Whether a payee the book knows names the shop of a name read on a receipt. Stricter than
    /// `of`: nothing else ties the two, so the name must hold the whole payee (`SUSHI KING` known
    /// does not confirm a line `Sushi`); `.nearly` when it does once a word one letter off is
    /// spelled as the payee spells it.
    public static func confirms(_ name: String, knownPayee payee: String) -> MerchantAgreement {
        let a = distinctive(name), b = distinctive(payee)
        let full = named(name).joined(), payeeFull = named(payee).joined()
        guard payeeFull.count >= minimumLength, b.joined().count >= minimumLength, !a.isEmpty else {
            return .different
        }
        if full.contains(payeeFull) || Set(b).isSubset(of: a) { return .same }
        guard of(name, payee) == .nearly else { return .different }
        let respelled = respelled(name, as: payee)
        let fixed = named(respelled).joined()
        return respelled != name && (fixed.contains(payeeFull) || Set(b).isSubset(of: distinctive(respelled)))
            ? .nearly : .different
    }

    /// The payee's words are the merchant's, in order, until the merchant's name ends, the payee
    /// ends, or the payee's word is cut short (`… DOVE HOL SPRINGFIELD` for `… DOVE HOLDINGS`);
    /// a bank abbreviation (`MKTP`) counts as its word. At least five letters must agree.
    static func leadingWordsAgree(_ merchant: [String], _ payee: [String]) -> Bool {
        var i = 0, j = 0, letters = 0, cut = false
        while i < merchant.count, j < payee.count {
            let m = merchant[i], p = payee[j]
            if m == p || abbreviates(p, m) {
                letters += min(m.count, p.count)
                i += 1
                j += 1
            } else if p.count >= 2, m.count > p.count, m.hasPrefix(p) {
                letters += p.count
                cut = true
                break
            } else {
                break
            }
        }
        return letters >= 5 && (i == merchant.count || j == payee.count || cut)
    }

    /// `merchant` with each word that is one letter off a word of `payee` spelled as the payee
    /// spells it (`AMAN) MALAYSIA` → `AMANO MALAYSIA`); the other words as printed.
    public static func respelled(_ merchant: String, as payee: String) -> String {
        let payeeWords = Set(distinctive(payee).filter { $0.count >= 3 })
        return merchant.split(separator: " ").map { token -> String in
            let words = ReceiptKeywords.normalized(String(token)).split(separator: " ").map(String.init)
            guard words.count == 1, let word = words.first, word.count >= 3, !payeeWords.contains(word),
                !distinctive(word).isEmpty
            else { return String(token) }
            let near = payeeWords.filter { abs($0.count - word.count) <= 1 }.filter {
                Spelling.editDistance(Array(word), Array($0)) <= allowedEdits(word.count)
            }
            return near.count == 1 ? near.first! : String(token)
        }.joined(separator: " ")
    }

    static func allowedEdits(_ letters: Int) -> Int { max(1, letters / 6) }

    /// The name's words that name somebody: upper-case letters and digits, legal forms, trade
    /// words and fillers set aside.
    static func distinctive(_ name: String) -> [String] {
        named(name).filter { !fillers.contains($0) }
    }

    /// The name's words without legal forms and trade words; apostrophes join (`JOE'S` = `JOES`).
    static func named(_ name: String) -> [String] {
        let joined = name.filter { !"'’‘`´".contains($0) }
        return ReceiptKeywords.normalized(joined).split(separator: " ").map(String.init).filter { word in
            !legalParts.contains(word) && !MerchantPicker.coreTradeWords.contains(word)
        }
    }

    static let legalParts = Set(MerchantName.legalWords.flatMap { $0.split(separator: " ").map(String.init) })

    static let fillers: Set<String> = ["THE", "AND", "CO", "OF", "M", "DE", "LA", "LE", "DER", "DIE", "DAS"]

    /// A bank's abbreviation of a word (`MKTP` for `MARKETPLACE`, `WHSE` for `WAREHOUSE`): same
    /// first letter, the letters in order, at least a third as long, 3+ letters.
    static func abbreviates(_ short: String, _ long: String) -> Bool {
        guard short.count >= 3, short.count < long.count, short.first == long.first, short.count * 3 >= long.count
        else { return false }
        var rest = long.makeIterator()
        return short.allSatisfy { letter in
            while let next = rest.next() { if next == letter { return true } }
            return false
        }
    }
}
