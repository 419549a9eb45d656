import Foundation

/// What a column of a bank export holds.
enum ColumnRole: String, CaseIterable {
    case date, postDate, description, memo, amount, debit, credit, direction, balance, currency, status, id, account,
        kind
    case category
}

/// Header words banks use for each role, in several languages. A header matches a phrase
/// exactly (strong) or contains it as whole words (weaker). Content checks confirm every match.
enum HeaderVocabulary {
    static let phrases: [ColumnRole: [String]] = [
        .date: [
            "transaction date", "trans date", "trans. date", "date", "datum", "fecha", "data", "date operation",
            "date de l operation", "date operation", "booking date", "buchungstag", "buchungsdatum", "posting date",
            "tranzakcio datuma", "data operazione", "data movimento", "fecha operacion", "transactiedatum",
            "created", "completed date", "started date", "date posted", "posted on", "data lancamento", "dato",
            "datum transakce", "fecha valor",
        ],
        .postDate: [
            "post date", "posted date", "clearing date", "value date", "valuta", "valutadatum", "wertstellung",
            "date de valeur", "settlement date", "ertesnap", "data valuta", "data do balancete",
        ],
        .description: [
            "description", "original description", "transaction description", "details", "payee", "payee name",
            "merchant", "merchant name", "name", "narrative", "verwendungszweck", "buchungstext", "empfanger",
            "beguenstigter", "omschrijving", "naam omschrijving", "historico", "concepto", "descripcion",
            "libelle", "libelle operation", "beneficiary", "partner name", "partner neve", "particulars",
            "transaction details", "desc", "payment reference", "counterparty", "recipient", "to from",
            "auftraggeber", "descrizione", "descricao", "reference", "transaction",
        ],
        .memo: [
            "memo", "notes", "note", "additional description", "kozlemeny", "mededelingen", "vrije mededeling",
            "info", "zusatzinfo",
        ],
        .amount: [
            "amount", "transaction amount", "betrag", "bedrag", "montant", "importe", "valor", "osszeg",
            "tranzakcio osszege", "summe", "value", "amount eur", "amount usd", "billing amount", "importo",
            "kwota", "belopp", "belob", "bedrag eur", "amt", "net amount",
        ],
        .debit: [
            "debit", "debits", "debit amount", "withdrawal", "withdrawals", "paid out", "money out", "out", "soll",
            "debet", "cargo", "cargos", "uitgaven", "spent", "withdrawal amount", "debit amt", "ausgang",
            "charges", "outflow",
        ],
        .credit: [
            "credit", "credits", "credit amount", "deposit", "deposits", "paid in", "money in", "in", "haben",
            "abono", "abonos", "inkomsten", "received", "deposit amount", "credit amt", "eingang", "inflow",
        ],
        .direction: [
            "d k", "dr cr", "cr dr", "debit credit", "credit debit", "af bij", "bevetel kiadas", "sign",
            "in out", "transaction type", "type", "details", "soll haben", "debit or credit", "flag",
        ],
        .balance: [
            "balance", "running bal", "running balance", "saldo", "solde", "current balance", "egyenleg",
            "kontostand", "available balance", "ledger balance", "closing balance", "balance eur",
        ],
        .currency: [
            "currency", "ccy", "munt", "wahrung", "devise", "moneda", "devizanem", "tranzakcio devizaneme",
            "currency code", "valuta code", "moeda", "waluta",
        ],
        .status: ["status", "state", "transaction status", "pending"],
        .id: [
            "id", "transaction id", "reference number", "fitid", "transaction reference", "ref", "reference id",
            "transaktions id", "unique id", "bank reference",
        ],
        .account: [
            "account", "account number", "account name", "account no", "rekeningnummer", "iban", "konto",
            "szamlaszam", "card", "card number", "card used for transaction", "card last 4 digits", "card no",
            "account id", "cuenta", "compte", "numero de compte", "szamla neve",
        ],
        .category: [
            "category", "kategorie", "categorie", "categoria", "mcc", "merchant category", "merchant category code",
            "spending category", "rubrieknaam",
        ],
        .kind: [
            "type", "transaction type", "category", "kategorie", "rubrieknaam", "tranzakcio tipusa", "transaktionstyp",
        ],
    ]

    /// Words that make an account-like header describe the other party, not the holder.
    static let counterpartWords = [
        "partner", "tegenpartij", "counterparty", "beneficiary", "empfanger", "payee", "recipient",
    ]

    /// Lower-case, accents folded, punctuation as spaces: `"Betrag (EUR)"` → `"betrag eur"`.
    static func normalize(_ header: String) -> String {
        if header.utf8.allSatisfy({ $0 < 0x80 }) { return normalizeASCII(header) }
        let folded = header.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        let spaced = folded.map { $0.isLetter || $0.isNumber ? $0 : " " }
        return String(spaced).split(separator: " ").joined(separator: " ")
    }

    /// The same as `normalize` for ASCII text, without Foundation's slow folding.
    static func normalizeASCII(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            let lower = (65...90).contains(byte) ? byte + 32 : byte
            if (97...122).contains(lower) || (48...57).contains(lower) {
                if pendingSpace && !bytes.isEmpty { bytes.append(32) }
                pendingSpace = false
                bytes.append(lower)
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How strongly a header names a role: 3 exact, 2 starts with the phrase, 1 contains it, 0 not at all.
    static func strength(_ normalized: String, _ role: ColumnRole) -> Int {
        guard let list = phrases[role], !normalized.isEmpty else { return 0 }
        if role == .account, counterpartWords.contains(where: { normalized.contains($0) }) { return 0 }
        var best = 0
        let padded = " \(normalized) "
        for phrase in list {
            if normalized == phrase { return 3 }
            if normalized.hasPrefix(phrase + " ") {
                best = max(best, 2)
            } else if padded.contains(" \(phrase) ") {
                best = max(best, 1)
            }
        }
        return best
    }

    /// A currency code written in a header such as `Amount (EUR)`.
    static func currencyInHeader(_ header: String) -> String? {
        let tokens = header.split(whereSeparator: { !$0.isLetter })
        return tokens.first { $0.count == 3 && $0.uppercased() == $0 }.map(String.init)
    }
}

/// Words in a direction column and which way the money moves (-1 out, +1 in).
enum DirectionVocabulary {
    static let values: [String: Int] = [
        "debit": -1, "dr": -1, "d": -1, "af": -1, "withdrawal": -1, "outflow": -1, "out": -1, "soll": -1, "s": -1,
        "debet": -1, "kiadas": -1, "outgoing": -1, "expense": -1, "cargo": -1, "check": -1, "cheque": -1, "-": -1,
        "credit": 1, "cr": 1, "c": 1, "k": 1, "bij": 1, "deposit": 1, "inflow": 1, "in": 1, "haben": 1, "h": 1,
        "bevetel": 1, "incoming": 1, "income": 1, "abono": 1, "+": 1,
    ]

    static func sign(_ raw: String) -> Int? {
        let normalized = HeaderVocabulary.normalize(raw)
        return values[normalized.isEmpty ? raw.trimmedSpaces : normalized]
    }
}

/// Words in a description or type cell that say which way money moved, used to find
/// the sign convention of a file (a card export whose purchases are positive).
enum FlowHints {
    static let inflow = [
        "payment thank you", "thank you", "payment received", "autopay", "refund", "return", "credit",
        "deposit", "payroll", "salary", "direct dep", "interest", "cashback", "cash back", "reversal",
        "payment from", "transfer from", "rebate", "dividend",
    ]
    static let outflow = [
        "purchase", "sale", "debit", "withdrawal", "fee", "atm", "checkcard", "pos", "payment to",
        "transfer to", "charge", "compra", "saque",
    ]

    /// +1 when the text says money came in, -1 when it says money went out, 0 when silent.
    static func hint(_ text: String) -> Int {
        let words = HeaderVocabulary.normalize(text).split(separator: " ")
        func has(_ phrase: [Substring]) -> Bool {
            guard phrase.count <= words.count else { return false }
            return (0...(words.count - phrase.count)).contains { start in
                phrase.indices.allSatisfy { words[start + $0] == phrase[$0] }
            }
        }
        if inflowWords.contains(where: has) { return 1 }
        if outflowWords.contains(where: has) { return -1 }
        return 0
    }

    static let inflowWords = inflow.map { $0.split(separator: " ") }
    static let outflowWords = outflow.map { $0.split(separator: " ") }

    static let cardAccountHeaders: Set<String> = [
        "card member", "cardmember", "card number", "card no", "cardholder",
        "card holder", "card account", "card last 4", "card ending",
    ]
    static let cardWords = [
        "card", "visa", "mastercard", "amex", "american express", "discover", "credit card", "kreditkarte", "carte",
    ]
    static let pendingWords: Set<String> = [
        "pending", "authorized", "authorised", "in process", "processing", "hold",
        "on hold", "vorgemerkt", "en attente", "pendiente", "pendente", "memo",
    ]
    static let balanceDescriptions = [
        "opening balance", "closing balance", "beginning balance", "ending balance",
        "balance forward", "saldo anterior", "saldo inicial", "saldo final", "turnover",
        "anfangssaldo", "endsaldo", "solde precedent", "solde initial", "solde final",
        "previous balance", "new balance", "starting balance", "saldo", "balance",
    ]

    static let balanceInitials = Set(balanceDescriptions.compactMap(\.utf8.first))
    /// "beginning balance as of …", "solde final au …": built once, not per row.
    static let balancePrefixes = balanceDescriptions.flatMap { [$0 + " as of", $0 + " au"] }

    /// True for a pseudo-row such as "Beginning balance as of 08/01/2026" or "Saldo Anterior".
    static func isBalanceRow(_ description: String) -> Bool {
        // ASCII text whose first letter or digit starts no balance phrase cannot be one (the
        // normalized form starts with that byte, lower-cased): most rows end here.
        if description.utf8.allSatisfy({ $0 < 0x80 }),
            let first = description.utf8.first(where: {
                ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 >= 0x30 && $0 <= 0x39
            }),
            !balanceInitials.contains(first >= 0x41 && first <= 0x5A ? first + 0x20 : first)
                || !startsWithBalanceWord(ascii: description)
        {
            return false
        }
        return isBalanceRowNormalized(description)
    }

    /// The general test: the normalized description is a balance phrase or starts with one and " as of" / " au".
    static func isBalanceRowNormalized(_ description: String) -> Bool {
        let normalized = HeaderVocabulary.normalize(description)
        return balanceDescriptions.contains { normalized == $0 }
            || balancePrefixes.contains { normalized.hasPrefix($0) }
    }

    /// The first word of every balance phrase, packed (nil when one does not fit in 16 bytes).
    static let balanceFirstWords: Set<PackedWord>? = {
        var words = Set<PackedWord>()
        for phrase in balanceDescriptions {
            guard let word = PackedWord(phrase.utf8.prefix { $0 != 0x20 }) else { return nil }
            words.insert(word)
        }
        return words
    }()

    /// False when the ASCII `description` cannot be a balance row: the normalized form's first word (the first
    /// run of letters and digits, lower-cased) is the first word of any phrase it equals or starts with.
    static func startsWithBalanceWord(ascii description: String) -> Bool {
        guard let words = balanceFirstWords else { return true }
        var word = PackedWord()
        for byte in description.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            guard lower >= 0x61 && lower <= 0x7A || lower >= 0x30 && lower <= 0x39 else {
                if word.count > 0 { break }
                continue
            }
            guard word.append(lower) else { return false }
        }
        return words.contains(word)
    }

    /// Up to 16 bytes of a word in two integers, for a set look-up without a `String`.
    struct PackedWord: Hashable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = 0

        init() {}

        /// Nil when `bytes` are more than 16.
        init?(_ bytes: some Sequence<UInt8>) {
            for byte in bytes { guard append(byte) else { return nil } }
        }

        /// Adds a byte; false when the word already holds 16.
        mutating func append(_ byte: UInt8) -> Bool {
            guard count < 16 else { return false }
            if count < 8 {
                low |= UInt64(byte) << (8 * UInt64(count))
            } else {
                high |= UInt64(byte) << (8 * UInt64(count - 8))
            }
            count += 1
            return true
        }
    }
}
