/// A row whose type column says it reverses a sale (Square's `Event Type` `Refund`, PayPal's `Payment
/// Refund`, a `Chargeback`) keeps that word in its description: `Refund: Custom Amount`. Without it the row
/// shows only the sale's own name (`Custom Amount`, a customer's name) with its sign turned, and what reads the
/// description (the categorizer, the review sheet, the user) takes a refund paid to a customer for a purchase
/// from that name.
enum ReversalKind {
    /// Words of a type cell that name a reversal of money received or paid.
    static let words: Set<String> = [
        "refund", "refunded", "reversal", "reversed", "chargeback", "dispute", "return", "returned",
    ]

    /// `description` with the type cell in front when the cell names a reversal the description does not show.
    static func description(_ description: String, kind: String) -> String {
        guard !kind.isEmpty, kind != description, names(kind), !names(description) else { return description }
        return description.isEmpty ? kind : "\(kind): \(description)"
    }

    /// Whether `text` holds one of `words` as a word of its own.
    static func names(_ text: String) -> Bool {
        text.lowercased().split { !$0.isLetter }.contains { words.contains(String($0)) }
    }
}
