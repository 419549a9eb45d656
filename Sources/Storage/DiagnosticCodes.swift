import ShoeboxCore

extension Diagnostic.Code {
    /// A correction naming a transaction the book does not hold; nothing of the batch was stored. Exits 64.
    public static let correctionRefused = Diagnostic.Code("correction_refused")
}
