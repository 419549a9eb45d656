import Foundation
import ShoeboxCore

/// The structure of a bank descriptor: the payment rail (card, ACH, Zelle, Venmo, check …),
/// the processor a small merchant bills through (`SQ *`, `TST*`, `PAYPAL *`), the counterparty
/// the rail or processor names (`ORIG CO NAME:`, `CO:`, `TO …`, `from …`), the ACH entry
/// description and a person-to-person payment's note. Grammar, not a list of merchants.
public struct DescriptorGrammar: Sendable, Hashable {
    public enum Rail: String, Sendable {
        case card, ach, p2p, check, atm, deposit, wire
        case processorLedger = "processor-ledger"
    }

    public var rail: Rail?
    /// `SQUARE`, `TOAST`, `PAYPAL`, `STRIPE`, `SHOPIFY`, `PAYLEASE` … when a prefix names one.
    public var processor: String?
    /// The counterparty's words, when the grammar names them.
    public var counterparty: [String] = []
    /// ACH entry description words (`PAYROLL`, `PREMIUM`, `PAYOUT`).
    public var entry: [String] = []
    /// A person-to-person payment's note words (`ALGEBRA 2 SESSIONS`).
    public var note: [String] = []
    /// True when the counterparty reads like a person's name (two or three plain words).
    public var counterpartyIsPerson = false
    /// `to`/`from` when the rail says which way the money went.
    public var toward: String?

    /// Processor prefixes: the text after them is the merchant.
    static let processors: [(prefix: String, name: String)] = [
        ("SQ *", "SQUARE"), ("SQ*", "SQUARE"), ("SQU*", "SQUARE"), ("TST*", "TOAST"), ("TST *", "TOAST"),
        ("PAYPAL *", "PAYPAL"), ("PAYPAL*", "PAYPAL"), ("PP*", "PAYPAL"), ("SP *", "SHOPIFY"), ("SP*", "SHOPIFY"),
        ("PL*", "PAYLEASE"), ("PL *", "PAYLEASE"), ("CLV*", "CLOVER"), ("CLOVER*", "CLOVER"), ("STRIPE*", "STRIPE"),
        ("FS *", "FASTSPRING"), ("PADDLE.NET*", "PADDLE"), ("EB *", "EVENTBRITE"), ("IC*", "INSTACART"),
        ("WPY*", "WEPAY"),
        ("BT*", "BRAINTREE"), ("PY *", "PAYMENTUS"), ("TOCKET*", "TOCK"), ("DD *", "DOORDASH"),
        ("DOORDASH*", "DOORDASH"),
        ("UBER *", "UBER"), ("LYFT *", "LYFT"), ("GOOGLE *", "GOOGLE"), ("AMZN MKTP", "AMAZON"),
        ("AMAZON.COM*", "AMAZON"),
        ("APPLE.COM/BILL", "APPLE"), ("IN *", "INTUIT"), ("ACT*", "ACTIVE"), ("CKE*", "CHECKOUT"),
    ]

    /// Words that make a counterparty a business, not a person.
    static let businessWords: Set<String> = [
        "INC", "LLC", "LTD", "CO", "CORP", "COMPANY", "GROUP", "ASSOCIATES", "SERVICES", "SERVICE", "BANK", "FCU", "CU",
        "CREDIT", "UNION", "SAVINGS", "TRUST", "PLLC", "PC", "LLP", "PARTNERS", "HOLDINGS", "ENTERPRISES", "SOLUTIONS",
        "STUDIO", "STUDIOS", "SHOP", "STORE", "MARKET", "PLUMBING", "ELECTRIC", "CONSTRUCTION", "PROPERTIES", "PROP",
        "MANAGEMENT", "MGMT", "REALTY", "INSURANCE", "FOUNDATION", "CHURCH", "SCHOOL", "ACADEMY", "CLINIC", "THE", "OF",
    ]

    public init(_ raw: String) {
        let text = raw.uppercased()
        let trimmed = Self.trimmingBlanks(text)
        // Every processor prefix has a '*' except two; most descriptors skip the search.
        let mayHavePrefix =
            Self.has(trimmed, "*") || Self.has(trimmed, "AMZN MKTP") || Self.has(trimmed, "APPLE.COM/BILL")
        for (prefix, name) in Self.processors where mayHavePrefix {
            if let range = Self.find(prefix, in: trimmed), Self.isWordStart(trimmed, range.lowerBound) {
                processor = name
                counterparty = PayeeNormalizer.categoryTokens(String(trimmed[range.upperBound...]))
                rail = .card
                break
            }
        }
        // ACH: "ORIG CO NAME:ACME CO ENTRY DESCR:PAYROLL", "ACH Withdrawal GEICO TYPE: PREM COLL … CO: GEICO",
        // "ACME DES:PAYROLL ID:…"
        // Every ACH field marker has a ':'.
        let hasFields = Self.has(text, ":")
        if hasFields,
            let name = Self.field(
                text, after: ["ORIG CO NAME:", " CO: ", "CO NAME:"],
                until: ["CO ENTRY", "ENTRY DESCR", "TYPE:", " ID:", "SEC:", " ORIG ID", " DES:"])
        {
            rail = .ach
            counterparty = PayeeNormalizer.categoryTokens(name)
        }
        if hasFields,
            let entryText = Self.field(
                text, after: ["CO ENTRY DESCR:", "ENTRY DESCR:", "DES:", "TYPE:"],
                until: [" ID:", "CO:", "SEC:", "INDN:"])
        {
            rail = rail ?? .ach
            entry = PayeeNormalizer.categoryTokens(entryText)
        }
        if text.hasPrefix("ACH ") || Self.has(text, "ELECTRONIC DEPOSIT") || Self.has(text, "ELECTRONIC WITHDRAWAL") {
            rail = rail ?? .ach
        }
        parsePersonToPerson(raw)
        let words = PayeeNormalizer.categoryTokens(text)
        if rail == nil {
            if words.first == "CHECK" || words.first == "CHK" || Self.has(text, "CHECK #") {
                rail = .check
            } else if words.contains("ATM") {
                rail = .atm
            } else if Self.has(text, "MOBILE CHECK DEPOSIT") || Self.has(text, "MOBILE DEPOSIT")
                || Self.has(text, "BRANCH DEPOSIT")
            {
                rail = .deposit
            } else if words.contains("WIRE") {
                rail = .wire
            } else if Self.has(text, "PURCHASE") || Self.has(text, "POS ") || Self.has(text, "CARD ")
                || Self.has(text, "DEBIT CARD")
            {
                rail = .card
            }
        }
    }

    /// Zelle and Venmo shapes: `ZELLE INSTANT PMT TO NAME`, `Zelle payment from NAME REF`,
    /// `ZELLE FROM NAME ON 06/26 REF # … NOTE`,
    /// `Payment to Name: note`, `Payment from Name: note`.
    mutating func parsePersonToPerson(_ raw: String) {
        let upper = raw.uppercased()
        let zelle = Self.has(upper, "ZELLE") || Self.has(upper, "CASH APP") || Self.has(upper, "SQC*")
        let walletShape =
            raw.hasPrefix("Payment to ") || raw.hasPrefix("Payment from ") || raw.hasPrefix("Charge to ")
            || raw.hasPrefix("Charge from ")
        guard zelle || walletShape || upper.hasPrefix("VENMO ") else { return }
        rail = .p2p
        var rest = upper
        if walletShape, let colon = raw.firstIndex(of: ":") {
            note = PayeeNormalizer.categoryTokens(String(raw[raw.index(after: colon)...]))
            rest = String(upper[..<colon])
        }
        for marker in [" TO ", " FROM "] {
            guard
                let range = rest.range(of: marker)
                    ?? (rest.hasPrefix(marker.dropFirst()) ? rest.range(of: String(marker.dropFirst())) : nil)
            else { continue }
            toward = marker.contains("TO") ? "to" : "from"
            var name = String(rest[range.upperBound...])
            // `… ON 06/26 REF # BACrr8 SUMMER TUTORING`: the name ends at ON/REF; what follows a reference is a note.
            for stop in [" ON ", " REF ", " REF#", " CONF"] {
                if let cut = name.range(of: stop) {
                    if stop.hasPrefix(" REF"), note.isEmpty {
                        let tail = PayeeNormalizer.categoryTokens(String(name[cut.upperBound...]))
                        note = tail.filter { $0.count > 2 || Int($0) == nil }
                    }
                    name = String(name[..<cut.lowerBound])
                }
            }
            if let cut = rest.range(of: " ON ", range: range.upperBound..<rest.endIndex), note.isEmpty {
                let after = String(rest[cut.upperBound...])
                if let ref = after.range(of: "REF") {
                    note = PayeeNormalizer.categoryTokens(String(after[ref.upperBound...])).filter { $0.count > 2 }
                }
            }
            counterparty = PayeeNormalizer.categoryTokens(name)
            break
        }
        counterpartyIsPerson = Self.namesAPerson(counterparty)
    }

    /// Two or three plain words with no business word: a person's name (`TOMAS REYES`, not `ACME CO`).
    public static func namesAPerson(_ words: [String]) -> Bool {
        (2...3).contains(words.count)
            && words.allSatisfy { word in
                word.count >= 2 && word.allSatisfy(\.isLetter) && !businessWords.contains(word)
            }
    }

    static func isWordStart(_ text: String, _ index: String.Index) -> Bool {
        index == text.startIndex || !text[text.index(before: index)].isLetter
    }

    /// The text after the first of `markers`, up to the first of `stops`.
    static func field(_ text: String, after markers: [String], until stops: [String]) -> String? {
        for marker in markers {
            guard let range = Self.find(marker, in: text) else { continue }
            var value = String(text[range.upperBound...])
            if let cut = stops.compactMap({ value.range(of: $0)?.lowerBound }).min() { value = String(value[..<cut]) }
            let cleaned = value.trimmingCharacters(in: .whitespaces)
            if !cleaned.isEmpty { return cleaned }
        }
        return nil
    }
}
