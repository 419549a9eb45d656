import Foundation
import ShoeboxCore

/// Evidence from the running balance column and the type column: which reading reconciles.
extension CSVStatementParser {
    /// A type column (DEBIT/CREDIT) that contradicts an explicit sign (`($116.22)` on a CREDIT row)
    /// is not a sign: the amounts are read as written.
    static func dropContradictedDirection(_ layout: inout ColumnLayout, rows: [Record], mark: DecimalMark) -> String? {
        guard let direction = layout.direction, case .single(let column) = layout.money else { return nil }
        var contradicted = 0, explicit = 0
        for row in rows.prefix(20_000) where column < row.fields.count && direction < row.fields.count {
            guard let parsed = AmountParser.parse(row.fields[column], mark: mark, digits: 2), parsed.explicitSign,
                parsed.minorUnits != 0, let sign = DirectionVocabulary.sign(row.fields[direction])
            else { continue }
            explicit += 1
            if (parsed.minorUnits > 0) != (sign > 0) { contradicted += 1 }
        }
        guard contradicted > 0 else { return nil }
        layout.direction = nil
        return
            "the type column contradicts \(contradicted) of \(explicit) explicitly signed amounts, so it is not a sign; "
            + "amounts read as written"
    }

    /// How the running balance column follows the single amount column: as written, inverted, or neither.
    static func balanceFit(drafts: [Draft]) -> SignConvention.BalanceFit {
        guard drafts.count >= 3, drafts.allSatisfy({ $0.balance != nil }) else { return .none }
        let written = fit(drafts, inverted: false), inverted = fit(drafts, inverted: true)
        if written.reconciles { return .asWritten(written.sentence + " with the amounts as written") }
        if inverted.reconciles { return .inverted(inverted.sentence + " only with the amounts inverted") }
        return .neither(written.sentence)
    }

    static func fit(_ drafts: [Draft], inverted: Bool) -> BalanceCheck.Fit {
        let values = BalanceCheck.Values(rows: drafts.map { Record(fields: [], line: $0.line) }, mark: .dot)
        var orientations: [BalanceCheck.Orientation] = [.afterDown, .afterUp, .beforeDown, .beforeUp]
        if let first = drafts.first?.date, let last = drafts.last?.date, first != last {
            orientations = first < last ? [.afterDown, .beforeDown] : [.afterUp, .beforeUp]
        }
        return BalanceCheck.fit(values, orientations: orientations) { row in
            inverted ? -drafts[row].minorUnits : drafts[row].minorUnits
        } balance: { row in
            drafts[row].balance
        }
    }

    /// `yes (…)` when the balance column adds up with the signed rows read, `no (first break at line N)`
    /// otherwise; nil when the file has no balance column.
    static func reconciliation(drafts: [Draft], hasBalance: Bool) -> String? {
        guard hasBalance else { return nil }
        // Usually every row has a balance and none is pending: the rows are then the drafts, not a copy of each.
        let checked = { (draft: Draft) in draft.balance != nil && !draft.pending }
        let rows = drafts.allSatisfy(checked) ? drafts : drafts.filter(checked)
        guard rows.count >= 2 else { return "not checkable (fewer than two rows with a balance)" }
        let result = fit(rows, inverted: false)
        if result.reconciles { return "yes (\(result.sentence))" }
        return "no (\(result.sentence))"
    }
}
