import Dedup
import Foundation
import ShoeboxCore
import Statements

/// One real export's rows, in date order, as the generator's raw material.
struct DedupSource {
    struct Row {
        var index: Int
        var date: LocalDate
        var amount: Money
        var description: String
    }

    var name: String
    var rows: [Row]
    var hint: AccountHint
}

/// Two downloads of one account built from a real export, with the truth of every incoming row.
struct DedupScenario {
    struct Truth {
        /// The source row the incoming row repeats, nil for a row that must stay new.
        var duplicateOf: Int?
        /// The kind the row counts under: a duplicate kind, a look-alike kind or `new_rows`.
        var kind: String
    }

    var stored: [StoredRow] = []
    var storedSource: [Int64: DedupSource.Row] = [:]
    var incoming: [IncomingRow] = []
    var truth: [Truth] = []
}

/// Builds scenarios by transformation: split into overlapping downloads, reword, shift by the
/// posting lag, write as OFX, make pending, and add look-alikes. Nothing depends on a merchant.
enum DedupScenarioBuilder {
    static let duplicateKinds = ["overlap", "reworded", "posting_lag", "csv_ofx", "pending_posted"]
    static let lookAlikeKinds = ["twin_same_day", "recurring", "refund", "other_merchant", "new_rows"]

    /// A = first two thirds, B = last two thirds: the middle third is in both.
    static func split(
        _ source: DedupSource
    ) -> (
        a: ArraySlice<DedupSource.Row>, b: ArraySlice<DedupSource.Row>,
        overlap: Set<Int>
    ) {
        let n = source.rows.count
        let a = source.rows[0..<(2 * n / 3)]
        let b = source.rows[(n / 3)..<n]
        return (a, b, Set(source.rows[(n / 3)..<(2 * n / 3)].map(\.index)))
    }

    static func storedRows(
        _ rows: ArraySlice<DedupSource.Row>, into scenario: inout DedupScenario,
        transform: (DedupSource.Row) -> (String, Bool) = { ($0.description, false) }
    ) {
        guard let first = rows.first?.date, let last = rows.last?.date else { return }
        for row in rows {
            let (text, pending) = transform(row)
            let id = Int64(row.index + 1)
            scenario.stored.append(
                StoredRow(
                    id: id, date: row.date, minorUnits: row.amount.minorUnits,
                    canonicalDescription: PayeeNormalizer.canonicalDescription(text), pending: pending,
                    bankID: nil, coverage: first...last))
            scenario.storedSource[id] = row
        }
    }

    static func add(
        _ scenario: inout DedupScenario, date: LocalDate, cents: Int64, text: String, pending: Bool = false,
        bankID: String? = nil, truth: DedupScenario.Truth
    ) {
        scenario.incoming.append(
            IncomingRow(
                date: date, minorUnits: cents, canonicalDescription: PayeeNormalizer.canonicalDescription(text),
                pending: pending, bankID: bankID))
        scenario.truth.append(truth)
    }

    static func lag(_ row: DedupSource.Row, _ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(StableHash.of("\(row.index)\(row.description)") % UInt64(range.count))
    }

    /// Another export's wording: two generic styles that change the text.
    static func reword(_ row: DedupSource.Row) -> String {
        let styles: [DescriptionStyle] = [
            .achOtherForm, .noApostrophes, .processorSpacing, .storeNumberWithoutHash, .noPunctuation,
            row.description == row.description.uppercased() ? .titleCase : .upperCase,
            row.amount.minorUnits < 0 ? .cardPrefix : .truncated32,
        ]
        var text = row.description
        var applied = 0
        let start = Int(StableHash.of(row.description) % UInt64(styles.count))
        for offset in 0..<styles.count where applied < 2 {
            let next = styles[(start + offset) % styles.count].apply(text, date: row.date)
            if next != text {
                text = next
                applied += 1
            }
        }
        return text
    }

    static func scenario(_ kind: String, _ source: DedupSource) throws -> DedupScenario {
        let (a, b, overlap) = split(source)
        var scenario = DedupScenario()
        func truth(_ row: DedupSource.Row, _ duplicateKind: String) -> DedupScenario.Truth {
            overlap.contains(row.index)
                ? .init(duplicateOf: row.index, kind: duplicateKind) : .init(duplicateOf: nil, kind: "new_rows")
        }
        switch kind {
        case "overlap", "reworded", "posting_lag":
            storedRows(a, into: &scenario)
            for row in b {
                let text =
                    kind == "reworded"
                    ? reword(row)
                    : kind == "posting_lag"
                        ? DescriptionStyle.truncated32.apply(row.description, date: row.date)
                        : row.description
                let date = kind == "posting_lag" ? row.date.adding(days: lag(row, 1...3)) : row.date
                add(&scenario, date: date, cents: row.amount.minorUnits, text: text, truth: truth(row, kind))
            }
        case "csv_ofx":
            storedRows(a, into: &scenario)
            let identity = AccountIdentity.derive(
                key: source.hint.key, displayName: source.hint.displayName,
                currency: source.hint.currency.code, fileName: source.name)
            let ofx = OFXWriter.render(
                b.map {
                    (
                        date: $0.date.adding(days: lag($0, 0...2)), amount: $0.amount, description: $0.description,
                        fitid: "FIT\($0.index)"
                    )
                },
                accountID: "4417001234" + (identity.last4 ?? "0000"), card: identity.kind == .card)
            let parsed = try StatementReader.read(
                Data(ofx.utf8),
                context: StatementContext(
                    fileName: "download.qfx", today: LocalDate(year: 2026, month: 1, day: 1)!))
            for (row, posted) in zip(b, parsed.transactions) {
                add(
                    &scenario, date: posted.date, cents: posted.amount.minorUnits, text: posted.description,
                    bankID: posted.bankID,
                    truth: truth(row, kind))
            }
        case "pending_posted":
            func makesPending(_ row: DedupSource.Row) -> Bool {
                overlap.contains(row.index) && row.amount.minorUnits < 0 && row.index % 2 == 0
            }
            storedRows(a, into: &scenario) { row in
                makesPending(row) ? (String(row.description.uppercased().prefix(22)), true) : (row.description, false)
            }
            for row in b {
                guard makesPending(row) else {
                    add(
                        &scenario, date: row.date, cents: row.amount.minorUnits, text: row.description,
                        truth: truth(row, overlap.contains(row.index) ? "overlap" : "new_rows"))
                    continue
                }
                let tip = row.index % 5 == 0 && row.amount.minorUnits > -10_000 ? row.amount.minorUnits * 15 / 100 : 0
                let text =
                    row.index % 3 == 0
                    ? DescriptionStyle.cardPrefix.apply(row.description, date: row.date) : row.description
                add(
                    &scenario, date: row.date.adding(days: lag(row, 1...3)), cents: row.amount.minorUnits + tip,
                    text: text,
                    truth: .init(duplicateOf: row.index, kind: kind))
            }
        default:
            storedRows(a, into: &scenario)
            for row in b {
                add(
                    &scenario, date: row.date, cents: row.amount.minorUnits, text: row.description,
                    truth: truth(row, "overlap"))
            }
            addLookAlikes(kind, source: source, b: b, overlap: overlap, into: &scenario)
        }
        return scenario
    }

    /// Rows that look like a stored one but are other transactions: they must stay new.
    static func addLookAlikes(
        _ kind: String, source: DedupSource, b: ArraySlice<DedupSource.Row>, overlap: Set<Int>,
        into scenario: inout DedupScenario
    ) {
        let lookAlike = DedupScenario.Truth(duplicateOf: nil, kind: kind)
        let last = b.last!.date
        for row in b where overlap.contains(row.index) && row.index % 3 == 0 {
            switch kind {
            case "twin_same_day":
                add(&scenario, date: row.date, cents: row.amount.minorUnits, text: row.description, truth: lookAlike)
            case "recurring":
                let next = row.date.adding(days: 28 + Int(StableHash.of(row.description) % 4))
                if next <= last {
                    add(&scenario, date: next, cents: row.amount.minorUnits, text: row.description, truth: lookAlike)
                }
            case "refund":
                add(
                    &scenario, date: row.date.adding(days: lag(row, 0...3)), cents: -row.amount.minorUnits,
                    text: row.description,
                    truth: lookAlike)
            case "other_merchant":
                let mine = PayeeKey.words(row.description)
                guard
                    let other = source.rows.first(where: {
                        PayeeKey.containment(PayeeKey.words($0.description), mine) == 0
                            && !PayeeKey.words($0.description).isEmpty && $0.index % 7 == row.index % 7
                    })
                else { continue }
                add(&scenario, date: row.date, cents: row.amount.minorUnits, text: other.description, truth: lookAlike)
            default: continue
            }
        }
    }
}
