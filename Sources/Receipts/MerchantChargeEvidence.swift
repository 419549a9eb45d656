import ShoeboxCore

/// What the card charge a receipt is linked to says about the receipt's merchant. The charge's
/// payee (its descriptor without processor prefix, store number, city and state:
/// `SQ *BLUE BOTTLE COFFE #12 OAKLAND CA` → `BLUE BOTTLE COFFE`) was read by nobody's OCR, so
/// it is independent evidence:
/// - the same name → the merchant is confirmed (not flagged);
/// - the same name with a word a letter off → that word is spelled as the bank spells it (the
///   receipt's reading is kept in the reason), not flagged; when no single word can be respelled
///   so, the name stays as read, flagged;
/// - another name → the receipt's merchant stays, flagged, and the reason shows the charge's, so
///   the review sheet shows both;
/// - no merchant read → the payee is taken, flagged (only the amount and date tie the two).
/// A merchant the user gave (confidence 1) is never changed.
public enum MerchantChargeEvidence {
    public enum Verdict: String, Sendable, Hashable {
        case agrees, nearlyAgrees = "nearly_agrees", disagrees, filled
    }

    /// The merchant after the charge's evidence, and why.
    public struct Outcome: Sendable, Hashable {
        public var verdict: Verdict
        public var merchant: String
        public var confidence: Double
        /// Stored with the receipt (`merchant_source`): which charge said what.
        public var reason: String
    }

    /// A name the charge confirms.
    public static let agreedConfidence = 0.9
    /// The bank's spelling of a name the receipt nearly read.
    public static let respelledConfidence = 0.8
    /// A merchant the charge contradicts: flagged, whatever the reading's confidence was.
    public static let contradictedConfidence = 0.5
    /// The payee of a charge linked by amount and date only, for a receipt with no name read.
    public static let payeeOnlyConfidence = 0.6

    /// The charge's payee as a name: the normalized descriptor.
    public static func payee(of descriptor: String) -> String {
        PayeeNormalizer.normalize(descriptor)
    }

    /// nil when the charge changes nothing (the user named the merchant, or the charge names nobody).
    public static func judge(merchant: String?, confidence: Double?, charge: LinkableCharge) -> Outcome? {
        if (confidence ?? 0) >= 1 { return nil }
        let payee = payee(of: charge.description)
        guard MerchantAgreement.distinctive(payee).joined().count >= MerchantAgreement.minimumLength else {
            return nil
        }
        let said = "charge #\(charge.id) \(charge.date) '\(charge.description)'"
        guard let merchant, !merchant.trimmingCharacters(in: .whitespaces).isEmpty else {
            return Outcome(
                verdict: .filled, merchant: payee, confidence: payeeOnlyConfidence,
                reason: "no name read; payee of the \(said), linked by amount and date")
        }
        switch MerchantAgreement.of(merchant, payee) {
        case .same:
            return Outcome(
                verdict: .agrees, merchant: merchant, confidence: max(confidence ?? 0, agreedConfidence),
                reason: "the \(said) names the same shop")
        case .nearly:
            let respelled = MerchantAgreement.respelled(merchant, as: payee)
            guard respelled != merchant, MerchantAgreement.of(respelled, payee) == .same else {
                return Outcome(
                    verdict: .nearlyAgrees, merchant: merchant,
                    confidence: min(confidence ?? 0, contradictedConfidence),
                    reason: "the \(said) spells it '\(payee)', not '\(merchant)'")
            }
            return Outcome(
                verdict: .nearlyAgrees, merchant: respelled, confidence: respelledConfidence,
                reason: "the receipt read '\(merchant)'; spelled as the \(said)")
        case .different:
            return Outcome(
                verdict: .disagrees, merchant: merchant, confidence: min(confidence ?? 0, contradictedConfidence),
                reason: "the \(said) names '\(payee)', not '\(merchant)'")
        }
    }
}
