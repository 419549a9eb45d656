import Storage

extension CategorizationService {
    /// The book's canonical bank rows (`Ledger.categorizerContextRows`, in id order) taken from
    /// `candidates`, or nil when the candidates do not hold all `count` of them. Candidates are canonical
    /// rows in id order; their bank rows are a subset of the context rows, so as many of them as there are
    /// context rows are those rows, with the same columns.
    static func contextRows(of candidates: [CategorizationCandidate], count: Int?) -> [CategorizerContextRow]? {
        guard let count, count > 0, candidates.count >= count else { return nil }
        var rows: [CategorizerContextRow] = []
        rows.reserveCapacity(count)
        for candidate in candidates where candidate.kind == "bank" {
            rows.append(
                CategorizerContextRow(
                    id: candidate.id, date: candidate.date, amountCents: candidate.amount.minorUnits,
                    accountKey: candidate.accountKey, description: candidate.description, payee: candidate.payee))
        }
        guard rows.count == count, zip(rows, rows.dropFirst()).allSatisfy({ $0.id < $1.id }) else { return nil }
        return rows
    }
}
