import Foundation

/// What kind of account a file holds, when the file says.
public enum AccountKind: String, Sendable, Hashable, Codable {
    case card, checking, savings, unknown

    func compatible(with other: AccountKind) -> Bool { self == .unknown || other == .unknown || self == other }
}

/// Who an account is, independent of how one download was named: institution, kind, last 4
/// digits of the account or card number, currency. Derived from the file's content first
/// (OFX `ACCTID`, an account column or preamble line, carried in the account key) and from the
/// file name second, ignoring dates, ranges and download counters.
public struct AccountIdentity: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Lower-case institution word (`chase`), nil when nothing names it.
    public var institution: String?
    public var kind: AccountKind
    public var last4: String?
    public var currency: String

    public init(institution: String?, kind: AccountKind, last4: String?, currency: String) {
        self.institution = institution
        self.kind = kind
        self.last4 = last4
        self.currency = currency
    }

    /// `chase card …7310 USD`.
    public var description: String {
        [institution ?? "?", kind == .unknown ? nil : kind.rawValue, last4.map { "…" + $0 } ?? "no number", currency]
            .compactMap { $0 }.joined(separator: " ")
    }

    /// The identity of the account a parser named with `key` and `displayName`, read from `fileName`.
    ///
    /// Account numbers come from the key when the content gave one (`ofx:BANK:ACCT`,
    /// `acct:XXXX1234`), else from the file name's 4-digit group next to letters (`Chase7310_…`).
    public static func derive(key: String, displayName: String, currency: String, fileName: String) -> AccountIdentity {
        let nameWords = FileNameWords(fileName)
        var last4: String?
        if key.hasPrefix("ofx:") || key.hasPrefix("acct:") {
            let number = key.hasPrefix("ofx:") ? String(key.split(separator: ":").last ?? "") : String(key.dropFirst(5))
            let digits = number.filter(\.isNumber)
            if digits.count >= 4 { last4 = String(digits.suffix(4)) }
        }
        if last4 == nil, key.hasPrefix("file:") {
            last4 = FileNameWords(String(key.dropFirst(5).prefix { $0 != "|" })).number
        }
        if last4 == nil { last4 = nameWords.number }
        var kind = nameWords.kind
        if kind == .unknown { kind = FileNameWords(displayName).kind }
        if kind == .unknown, key.hasPrefix("ofx:"), displayName.hasPrefix("Card") { kind = .card }
        let institution =
            nameWords.institution
            ?? (key.hasPrefix("file:")
                ? FileNameWords(String(key.dropFirst(5).prefix { $0 != "|" })).institution : nil)
        return AccountIdentity(institution: institution, kind: kind, last4: last4, currency: currency)
    }
}

/// Whether two accounts are one.
public enum AccountMatch: Sendable, Hashable {
    /// Same institution, last 4 and currency, compatible kinds: one account.
    case same(reason: String)
    /// Same last 4 and currency but the institution is unknown on one side: ask the user.
    case ask(reason: String)
    case different
}

extension AccountIdentity {
    public func match(_ other: AccountIdentity) -> AccountMatch {
        guard currency == other.currency, let mine = last4, let theirs = other.last4, mine == theirs,
            kind.compatible(with: other.kind)
        else { return .different }
        switch (institution, other.institution) {
        case (let a?, let b?) where a == b:
            return .same(reason: "same institution (\(a)), last 4 (\(mine)) and currency (\(currency))")
        case (_?, _?): return .different
        default:
            return .ask(
                reason: "same last 4 (\(mine)) and currency (\(currency)); the institution is not named in both")
        }
    }
}

/// The words of a file name (or a stored file-name key) with dates, ranges, times and
/// download counters removed: `Chase7310_Activity20250215_20250305 (2).CSV` → institution
/// `chase`, number `7310`.
struct FileNameWords {
    var words: [String] = []
    var number: String?

    init(_ raw: String) {
        var base = raw.lowercased()
        for ext in [".csv", ".ofx", ".qfx", ".qbo", ".txt", ".tsv", ".xls", ".xlsx"] where base.hasSuffix(ext) {
            base = String(base.dropLast(ext.count))
        }
        // Split where letters meet digits: `chase7310` → `chase`, `7310`.
        var tokens: [(text: String, glued: Bool)] = []
        var current = ""
        var gluedToLetters = false
        func flush(nextGlued: Bool) {
            if !current.isEmpty { tokens.append((current, gluedToLetters)) }
            current = ""
            gluedToLetters = nextGlued
        }
        for character in base {
            if !(character.isLetter || character.isNumber) {
                flush(nextGlued: false)
                continue
            }
            if let last = current.last, last.isLetter != character.isLetter { flush(nextGlued: last.isLetter) }
            current.append(character)
        }
        flush(nextGlued: false)
        for (text, glued) in tokens {
            if text.allSatisfy(\.isNumber) {
                // 4 digits: an account number unless it stands alone and reads as a year.
                if text.count == 4, number == nil, glued || !(1990...2099).contains(Int(text) ?? 0) { number = text }
                continue
            }
            if Self.noise.contains(text) || text.count < 2 { continue }
            words.append(text)
        }
    }

    static let noise: Set<String> = [
        "activity", "export", "exports", "download", "downloaded", "statement", "statements", "transactions",
        "transaction",
        "history", "copy", "to", "from", "bis", "au", "de", "and", "txn", "txns", "data", "report", "csv", "ofx", "qfx",
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "q", "ytd", "all",
        "through", "thru", "current", "recent", "new", "final", "file", "personal", "business", "biz", "my", "account",
        "acct", "accounts", "pending", "posted", "cleared", "january", "february", "march", "april", "june", "july",
        "august", "september", "october", "november", "december",
    ]
    static let cardWords: Set<String> = [
        "card", "visa", "mastercard", "amex", "creditcard", "cc", "credit", "discover",
    ]
    static let checkingWords: Set<String> = ["checking", "chk", "chequing", "cheque", "current"]
    static let savingsWords: Set<String> = ["savings", "saving", "sav"]

    var kind: AccountKind {
        if words.contains(where: Self.cardWords.contains) { return .card }
        if words.contains(where: Self.checkingWords.contains) { return .checking }
        if words.contains(where: Self.savingsWords.contains) { return .savings }
        return .unknown
    }

    /// The first word that is not a kind word or a one-letter prefix: the institution.
    var institution: String? {
        words.first {
            !Self.cardWords.subtracting(["discover", "amex"]).contains($0) && !Self.checkingWords.contains($0)
                && !Self.savingsWords.contains($0) && !["everyday", "chk", "biz", "card"].contains($0)
        }
    }
}
