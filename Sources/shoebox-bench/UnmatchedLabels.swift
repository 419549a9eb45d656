import Categorize

/// Why a labelled row found no stored row, counted per account and cause: aggregate counts only,
/// so the held-out business's import losses can be diagnosed without reading its rows.
enum UnmatchedLabels {
    enum Cause: String, CaseIterable {
        /// A stored row of that account within 4 days has the opposite sign and the same magnitude.
        case signFlipped = "sign flipped"
        /// A stored row of that account within 4 days shares description words but not the amount.
        case otherAmount = "other amount (same description words)"
        /// The same amount exists on that account, but more than 4 days away.
        case dateOff = "same amount, date > 4 days off"
        /// The row's own stored row was taken by another label (a duplicate in the labels or a merge).
        case taken = "same amount and date, row taken by another label"
        /// Nothing of that account near the date.
        case absent = "no row of the account near the date"
    }

    /// Counts per (label account, cause) of the labels `matched` lacks.
    static func causes(
        _ labels: [DevSetRow], matched: [String: Int64], stored: [CategorizeDevBook.Stored]
    ) -> [String: [Cause: Int]] {
        var counts: [String: [Cause: Int]] = [:]
        let byAccount = Dictionary(grouping: stored) { CategorizeDevBook.squash($0.account) }
        for label in labels where matched[label.id] == nil {
            let own = byAccount.first { Self.sameAccount(label.account, $0.key) }?.value ?? stored
            let near = own.filter { (CategorizeDevBook.days(label.date, $0.date) ?? 99) <= 4 }
            let cause: Cause
            if near.contains(where: { $0.amountCents == -label.amountCents }) {
                cause = .signFlipped
            } else if near.contains(where: { $0.amountCents == label.amountCents }) {
                cause = .taken
            } else if near.contains(where: { CategorizeDevBook.similarity(label.description, $0.description) >= 0.5 }) {
                cause = .otherAmount
            } else if own.contains(where: { $0.amountCents == label.amountCents }) {
                cause = .dateOff
            } else {
                cause = .absent
            }
            counts[label.account, default: [:]][cause, default: 0] += 1
        }
        return counts
    }

    /// A label account (`c_amex_bizgold_card_1005`) and a stored account name match on their last 4 digits
    /// or when one contains the other, letters and digits only.
    static func sameAccount(_ label: String, _ squashedName: String) -> Bool {
        let squashedLabel = CategorizeDevBook.squash(label)
        let digits = String(squashedLabel.filter(\.isNumber).suffix(4))
        if digits.count == 4, squashedName.hasSuffix(digits) || squashedName.contains(digits) { return true }
        return squashedName.contains(squashedLabel) || squashedLabel.contains(squashedName)
    }

    /// One line per account: `c_x: 16 (sign flipped 10, other amount 6)`.
    static func lines(_ counts: [String: [Cause: Int]]) -> [String] {
        counts.keys.sorted().map { account in
            let causes = counts[account] ?? [:]
            let total = causes.values.reduce(0, +)
            let parts = Cause.allCases.compactMap { cause in causes[cause].map { "\(cause.rawValue) \($0)" } }
            return "\(account): \(total) (\(parts.joined(separator: ", ")))"
        }
    }
}
