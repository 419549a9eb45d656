import ShoeboxCore

/// A canonical bank row that may be one leg of a transfer between two of the user's accounts.
public struct TransferCandidate: Sendable, Hashable {
    public var id: Int64
    public var accountID: Int64
    public var date: LocalDate
    public var amount: Money
    public var description: String

    public init(id: Int64, accountID: Int64, date: LocalDate, amount: Money, description: String) {
        self.id = id
        self.accountID = accountID
        self.date = date
        self.amount = amount
        self.description = description
    }
}

/// Two legs of one transfer: money leaving one own account and arriving in another.
public struct TransferLink: Sendable, Hashable {
    public var outgoing: Int64
    public var incoming: Int64
    /// `same amount 250.00 USD, 1 day(s), transfer wording: ONLINE TRANSFER TO SAV …4412`.
    public var evidence: String
}

/// Links transfer legs: same currency and amount, opposite signs, different accounts, the
/// incoming leg 0–5 days after the outgoing one, transfer wording on at least one leg. A leg
/// with more than one equally good partner is left alone (never guessed).
public enum TransferPairer {
    public static let maxDays = 5

    /// Words banks use for a movement between own accounts or a card payment from checking.
    static let wording: [[String]] = [
        ["TRANSFER"], ["XFER"], ["TRNSFR"], ["TFR"], ["ONLINE", "PAYMENT"], ["PAYMENT", "THANK", "YOU"], ["AUTOPAY"],
        ["AUTOMATIC", "PAYMENT"], ["CARD", "PAYMENT"], ["EPAY"], ["E", "PAYMENT"], ["CRCARDPMT"],
        ["INTERNET", "PAYMENT"], ["MOBILE", "PAYMENT"], ["FUNDS", "TRANSFER"], ["OVERDRAFT", "PROTECTION"], ["SWEEP"],
    ]

    public static func hasTransferWording(_ description: String) -> Bool {
        let words = description.uppercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        return wording.contains { phrase in
            words.indices.contains { start in
                start + phrase.count <= words.count && Array(words[start..<start + phrase.count]) == phrase
            }
        }
    }

    public static func links(_ rows: [TransferCandidate]) -> [TransferLink] {
        // Wording is looked at only for rows that have a partner of the same amount in another
        // account, once per distinct description.
        var wordingOf: [String: Bool] = [:]
        var worded: [Int64: Bool] = [:]
        func isWorded(_ row: TransferCandidate) -> Bool {
            if let known = worded[row.id] { return known }
            let value = wordingOf[row.description] ?? hasTransferWording(row.description)
            wordingOf[row.description] = value
            worded[row.id] = value
            return value
        }
        let groups = Dictionary(grouping: rows) {
            Key(currency: $0.amount.currency.code, magnitude: $0.amount.minorUnits.magnitude)
        }
        var links: [TransferLink] = []
        for (_, group) in groups.sorted(by: {
            ($0.key.currency, $0.key.magnitude) < ($1.key.currency, $1.key.magnitude)
        }) {
            let outgoing = group.filter { $0.amount.minorUnits < 0 }
            let incoming = group.filter { $0.amount.minorUnits > 0 }
            guard !outgoing.isEmpty, !incoming.isEmpty else { continue }
            var options: [Int64: [(partner: TransferCandidate, rank: Int)]] = [:]
            for out in outgoing {
                for into in incoming where into.accountID != out.accountID {
                    let days = into.date.dayNumber - out.date.dayNumber
                    let words = (isWorded(out) ? 1 : 0) + (isWorded(into) ? 1 : 0)
                    guard (0...maxDays).contains(days), words > 0 else { continue }
                    let rank = words * 10 - days
                    options[out.id, default: []].append((into, rank))
                    options[into.id, default: []].append((out, rank))
                }
            }
            for out in outgoing.sorted(by: { $0.id < $1.id }) {
                guard let best = unique(options[out.id]), let back = unique(options[best.id]), back.id == out.id else {
                    continue
                }
                let days = best.date.dayNumber - out.date.dayNumber
                let text = isWorded(out) ? out.description : best.description
                links.append(
                    TransferLink(
                        outgoing: out.id, incoming: best.id,
                        evidence: "same amount \(best.amount.decimalString) \(best.amount.currency.code), "
                            + "opposite signs, \(days) day(s) apart, other own account, transfer wording: \(text)"))
            }
        }
        return links
    }

    /// The single best option, nil when none or a tie.
    static func unique(_ options: [(partner: TransferCandidate, rank: Int)]?) -> TransferCandidate? {
        guard let options, let best = options.max(by: { $0.rank < $1.rank }) else { return nil }
        return options.filter { $0.rank == best.rank }.count == 1 ? best.partner : nil
    }

    struct Key: Hashable {
        var currency: String
        var magnitude: UInt64
    }
}

/// Pending rows that never posted: after `days` without a posted row they expire (kept for
/// provenance, left out of totals); a posted row that arrives later still completes them.
public enum PendingExpiry {
    public static let defaultDays = 10

    /// Ids of the pending rows dated more than `days` before `today`.
    public static func expired(
        _ pending: [(id: Int64, date: LocalDate)], today: LocalDate, days: Int = defaultDays
    ) -> [Int64] {
        pending.filter { today.dayNumber - $0.date.dayNumber > days }.map(\.id)
    }
}
