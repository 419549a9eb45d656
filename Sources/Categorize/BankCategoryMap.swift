import Foundation

/// The export's own category column (Chase, Capital One, Discover, Amex, credit unions) or an
/// MCC code, mapped onto the category it supports. Bank categories are coarse (a card's
/// "Merchandise" is anything), so most map with modest confidence and some to nothing.
public enum BankCategoryMap {
    /// A mapping: which category, how sure, and the bank text it came from.
    public struct Finding: Sendable, Equatable {
        public var category: String
        public var confidence: Double
        public var because: String
        /// Set for car running costs (fuel, service), which the standard mileage rate covers.
        public var vehicleOperating = false
    }

    /// Lower-cased phrases found in the bank's category text → (category, confidence, vehicle operating),
    /// first match wins;
    /// specific phrases come before general ones (`travel-airline` before `travel`).
    static let phrases: [(String, String, Double, Bool)] = [
        ("travel/ entertainment", "", 0, false), ("travel/entertainment", "", 0, false),
        // Amex's "Merchandise & Supplies-Internet Purchase" is a web shop of any kind, not an internet bill.
        ("internet purchase", "", 0, false), ("computer supplies", "supplies", 0.55, false),
        // Capital One's "Fee/Interest Charge" holds both: the descriptor says which.
        ("fee/interest", "", 0, false), ("associations", "other_expenses", 0.5, false),
        ("payment", "transfer", 0.7, false), ("credit card payment", "transfer", 0.8, false),
        ("transfer", "transfer", 0.7, false),
        ("awards", "personal", 0.7, false), ("rebate", "personal", 0.7, false), ("cashback", "personal", 0.7, false),
        ("restaurant", "meals", 0.55, false), ("dining", "meals", 0.55, false), ("food & drink", "meals", 0.55, false),
        ("fast food", "meals", 0.5, false), ("bar & cafe", "meals", 0.5, false), ("coffee", "meals", 0.5, false),
        ("interest", "interest_other", 0.5, false), ("fees", "other_expenses", 0.6, false),
        ("fee/", "other_expenses", 0.6, false),
        ("groceries", "personal", 0.65, false), ("grocery", "personal", 0.65, false),
        ("supermarket", "personal", 0.65, false),
        ("airline", "travel", 0.75, false), ("airfare", "travel", 0.75, false), ("lodging", "travel", 0.75, false),
        ("hotel", "travel", 0.75, false), ("car rental", "travel", 0.7, false), ("rail", "travel", 0.65, false),
        ("taxi", "travel", 0.6, false), ("transportation-parking", "car_truck", 0.7, false),
        ("parking", "car_truck", 0.7, false),
        ("toll", "car_truck", 0.7, false), ("fuel", "car_truck", 0.7, true), ("gas station", "car_truck", 0.7, true),
        ("gasoline", "car_truck", 0.7, true), ("gas/automotive", "car_truck", 0.65, true),
        ("gas", "car_truck", 0.6, true),
        ("automotive", "car_truck", 0.6, true), ("auto service", "car_truck", 0.65, true),
        ("internet services", "office", 0.55, false), ("computer services", "office", 0.6, false),
        ("phone/cable", "utilities", 0.7, false), ("communications", "utilities", 0.7, false),
        ("internet", "utilities", 0.65, false),
        ("utilities", "utilities", 0.65, false), ("bills & utilities", "utilities", 0.6, false),
        ("advertising", "advertising", 0.75, false), ("insurance", "insurance", 0.5, false),
        ("professional services", "legal_professional", 0.45, false), ("legal", "legal_professional", 0.6, false),
        ("accounting", "legal_professional", 0.6, false),
        ("government", "taxes_licenses", 0.55, false), ("taxes", "taxes_licenses", 0.5, false),
        ("office supplies", "office", 0.7, false), ("shipping", "office", 0.65, false),
        ("postage", "office", 0.65, false),
        ("computer services", "office", 0.6, false), ("software", "office", 0.65, false),
        ("internet services", "office", 0.55, false),
        ("home improvement", "supplies", 0.55, false), ("hardware", "supplies", 0.55, false),
        ("art supplies", "supplies", 0.5, false), ("crafts", "supplies", 0.5, false),
        ("electronics", "supplies", 0.5, false), ("printing", "office", 0.5, false),
        ("building", "supplies", 0.55, false),
        ("education", "other_expenses", 0.45, false),
        ("health", "personal", 0.6, false), ("medical", "personal", 0.65, false), ("pharmacy", "personal", 0.65, false),
        ("personal", "personal", 0.6, false), ("entertainment", "personal", 0.5, false),
        ("gifts & donations", "personal", 0.6, false),
        ("charity", "personal", 0.6, false), ("gym", "personal", 0.6, false), ("fitness", "personal", 0.6, false),
        ("other travel", "travel", 0.5, false), ("travel", "travel", 0.5, false),  // tolls and parking are "travel" too
        ("home", "personal", 0.45, false), ("clothing", "personal", 0.6, false),
        ("department store", "personal", 0.55, false),
        ("warehouse club", "personal", 0.45, false), ("wholesale club", "personal", 0.45, false),
    ]

    /// MCC ranges (ISO 18245) → category.
    static let mcc: [(ClosedRange<Int>, String, Double, Bool)] = [
        (3000...3299, "travel", 0.75, false), (3351...3441, "travel", 0.7, false), (3501...3999, "travel", 0.75, false),
        (4011...4131, "travel", 0.65, false), (4411...4411, "travel", 0.6, false), (4511...4582, "travel", 0.75, false),
        (4722...4722, "travel", 0.6, false), (7011...7012, "travel", 0.75, false), (7512...7512, "travel", 0.65, false),
        (4784...4784, "car_truck", 0.7, false), (7523...7523, "car_truck", 0.7, false),
        (5541...5542, "car_truck", 0.7, true), (5531...5533, "car_truck", 0.65, true),
        (7531...7549, "car_truck", 0.65, true),
        (4812...4816, "utilities", 0.7, false), (4899...4900, "utilities", 0.65, false),
        (5812...5814, "meals", 0.55, false), (5411...5411, "personal", 0.65, false),
        (5499...5499, "personal", 0.5, false),
        (5200...5251, "supplies", 0.6, false), (5039...5039, "supplies", 0.6, false),
        (5074...5074, "supplies", 0.6, false),
        (5111...5111, "office", 0.65, false), (5943...5943, "office", 0.65, false), (9402...9402, "office", 0.7, false),
        (4215...4215, "office", 0.65, false), (5734...5734, "office", 0.65, false),
        (5817...5818, "office", 0.55, false),
        (7372...7372, "office", 0.6, false), (7311...7311, "advertising", 0.75, false),
        (7333...7333, "advertising", 0.5, false),
        (8111...8111, "legal_professional", 0.7, false), (8931...8931, "legal_professional", 0.7, false),
        (9311...9311, "personal", 0.5, false), (9222...9222, "personal", 0.6, false),
        (9399...9399, "taxes_licenses", 0.55, false),
        (6300...6300, "insurance", 0.5, false), (5912...5912, "personal", 0.6, false),
        (8011...8099, "personal", 0.6, false),
        (7394...7394, "rent_equipment", 0.65, false), (8220...8299, "other_expenses", 0.5, false),
        (8641...8699, "other_expenses", 0.5, false),
        (7997...7997, "personal", 0.6, false), (7832...7832, "personal", 0.6, false),
        (5300...5311, "personal", 0.45, false),
        (5044...5045, "supplies", 0.55, false), (5065...5065, "supplies", 0.55, false),
        (5085...5085, "supplies", 0.55, false), (5198...5198, "supplies", 0.55, false),
        (5949...5949, "supplies", 0.55, false), (5970...5971, "supplies", 0.55, false),
        (7338...7338, "office", 0.55, false),
    ]

    /// The category a bank category or MCC code supports, nil when it says nothing useful.
    public static func lookup(_ bankCategory: String?) -> Finding? {
        guard let raw = bankCategory?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        if let code = Int(raw.prefix(4)), raw.count >= 4, raw.prefix(4).allSatisfy(\.isNumber) {
            guard let hit = mcc.first(where: { $0.0.contains(code) }) else { return nil }
            return Finding(category: hit.1, confidence: hit.2, because: "MCC \(code)", vehicleOperating: hit.3)
        }
        let text = raw.lowercased()
        // An empty category marks a bank category that mixes kinds (`Travel/ Entertainment`): it says nothing.
        guard let hit = phrases.first(where: { text.contains($0.0) }), !hit.1.isEmpty else { return nil }
        return Finding(
            category: hit.1, confidence: hit.2, because: "the bank's category '\(raw)'", vehicleOperating: hit.3)
    }
}
