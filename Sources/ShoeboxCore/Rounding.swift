/// The one rounding rule for money arithmetic: exact integer division, rounded half away
/// from zero (`-2.5` → `-3`, `2.5` → `3`).
public enum Rounding {
    /// `numerator / denominator` rounded half away from zero; `denominator` must be positive.
    public static func halfAwayFromZero(_ numerator: Int64, dividedBy denominator: Int64) -> Int64 {
        precondition(denominator > 0, "denominator must be positive")
        let quotient = numerator / denominator, remainder = numerator % denominator
        guard remainder.magnitude * 2 >= denominator.magnitude else { return quotient }
        return numerator < 0 ? quotient - 1 : quotient + 1
    }
}
