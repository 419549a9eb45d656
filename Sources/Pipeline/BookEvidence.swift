/// Book-wide evidence for a categorization pass, per row id: the other leg of a transfer,
/// the months a payee was paid the same amount, money back from a payee the account paid.
struct BookEvidence: Sendable {
    var legs: [Int64: String] = [:]
    var legIDs: [Int64: Int64] = [:]
    var recurring: [Int64: Int] = [:]
    var returns: Set<Int64> = []

    /// What a decision of row `id` used, in a form stored with the decision (`leg=12;rec=4;ret`):
    /// a later pass re-decides the row only when this changes.
    func evidence(_ id: Int64) -> String {
        // Most rows have none of the three: answered without building parts.
        guard legIDs[id] != nil || recurring[id] != nil || returns.contains(id) else { return "" }
        var parts: [String] = []
        if let leg = legIDs[id] { parts.append("leg=\(leg)") }
        if let months = recurring[id] { parts.append("rec=\(months)") }
        if returns.contains(id) { parts.append("ret") }
        return parts.joined(separator: ";")
    }
}
