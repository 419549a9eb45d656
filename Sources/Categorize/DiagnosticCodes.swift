import ShoeboxCore

extension Diagnostic.Code {
    /// A returned `review.csv` that cannot be applied (stored in the book and the sidecar).
    public static let badReviewSheet = Diagnostic.Code("bad_review_sheet")
    /// A `review.csv` written by another book.
    public static let foreignReviewSheet = Diagnostic.Code("foreign_review_sheet")
    /// A category key the book does not know.
    public static let unknownCategory = Diagnostic.Code("unknown_category")
    /// A custom category key that is not lower-case letters, digits and `_`.
    public static let malformedCategoryKey = Diagnostic.Code("malformed_category_key")
    /// A custom category key that is a built-in one.
    public static let categoryShadowsBuiltIn = Diagnostic.Code("category_shadows_built_in")
    /// A custom category that does not roll up to a built-in one.
    public static let unknownRollUp = Diagnostic.Code("unknown_roll_up")
}
