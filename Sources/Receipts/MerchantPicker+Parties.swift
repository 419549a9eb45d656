/// Two parties on one receipt: a brand and the registered company that operates it.
extension MerchantPicker {
    /// Whether a registered company naming another party (no distinctive word in common) scores
    /// within `rivalMargin` of `best`, a name that is no registered company and no payee the
    /// book knows: the receipt names two parties (a brand and its operator) and which one the
    /// user calls the shop is a guess.
    /// Returns the index in `all` of the best-scoring such rival.
    static func rival(of best: Judgement, among all: [Judgement]) -> Int? {
        guard !best.isLegalEntity, !best.knownPayee else { return nil }
        let words = Set(MerchantAgreement.distinctive(best.name))
        return all.indices.filter { index in
            let other = all[index]
            return other.isLegalEntity && other.score >= best.score - rivalMargin
                && Set(MerchantAgreement.distinctive(other.name)).isDisjoint(with: words)
        }.max { all[$0].score < all[$1].score }
    }
}
