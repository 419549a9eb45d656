import ShoeboxCore

/// Which state a payment to a state revenue office goes to, and whether that state taxes
/// individual income. In a state without an individual income tax (Washington, Texas,
/// Florida …) the revenue office collects sales, excise and business taxes (line 23); in the
/// others a sole proprietor's payment is most often the owner's own income tax (personal), but
/// sales tax is possible, so that answer stays in review. Public tax law, not a list of payees.
enum StateIncomeTax {
    /// States with no individual income tax on wages and business income (TY2025).
    static let noIncomeTax: Set<String> = ["AK", "FL", "NV", "NH", "SD", "TN", "TX", "WA", "WY"]

    /// Full names (one or two words) → postal code.
    static let names: [String: String] = [
        "ALABAMA": "AL", "ALASKA": "AK", "ARIZONA": "AZ", "ARKANSAS": "AR", "CALIFORNIA": "CA", "COLORADO": "CO",
        "CONNECTICUT": "CT", "DELAWARE": "DE", "FLORIDA": "FL", "GEORGIA": "GA", "HAWAII": "HI", "IDAHO": "ID",
        "ILLINOIS": "IL", "INDIANA": "IN", "IOWA": "IA", "KANSAS": "KS", "KENTUCKY": "KY", "LOUISIANA": "LA",
        "MAINE": "ME", "MARYLAND": "MD", "MASSACHUSETTS": "MA", "MICHIGAN": "MI", "MINNESOTA": "MN",
        "MISSISSIPPI": "MS", "MISSOURI": "MO", "MONTANA": "MT", "NEBRASKA": "NE", "NEVADA": "NV",
        "NEW HAMPSHIRE": "NH", "NEW JERSEY": "NJ", "NEW MEXICO": "NM", "NEW YORK": "NY", "NORTH CAROLINA": "NC",
        "NORTH DAKOTA": "ND", "OHIO": "OH", "OKLAHOMA": "OK", "OREGON": "OR", "PENNSYLVANIA": "PA",
        "RHODE ISLAND": "RI", "SOUTH CAROLINA": "SC", "SOUTH DAKOTA": "SD", "TENNESSEE": "TN", "TEXAS": "TX",
        "UTAH": "UT", "VERMONT": "VT", "VIRGINIA": "VA", "WASHINGTON": "WA", "WEST VIRGINIA": "WV",
        "WISCONSIN": "WI", "WYOMING": "WY",
    ]

    /// Words of a revenue office next to which a two-letter code is a state (`NC DEPT OF REVEN`, `WA DOR`).
    static let officeWords: Set<String> = [
        "DEPT", "DEPARTMENT", "DOR", "DOT", "REV", "REVEN", "REVENUE", "TAX", "TAXATION", "COMPTROLLER", "TREAS",
    ]

    /// Words that make a payment a revenue office's (not a licence board's or a city's).
    static let revenueWords: Set<String> = ["REV", "REVEN", "REVENUE", "TAX", "TAXATION", "DOR", "COMPTROLLER"]

    /// The state a revenue-office descriptor names, nil when none or when it is not a revenue office.
    static func state(in words: [String]) -> String? {
        guard !Set(words).isDisjoint(with: revenueWords) else { return nil }
        for (offset, word) in words.enumerated() {
            if offset + 1 < words.count, let code = names[word + " " + words[offset + 1]] { return code }
            if let code = names[word] {
                // `WASHINGTON` alone can be a street or a city; next to the office's words it is the state.
                if offset + 1 < words.count, officeWords.contains(words[offset + 1]) { return code }
                if offset > 0, words[offset - 1] == "OF" || officeWords.contains(words[offset - 1]) { return code }
                if words.count <= 3 { return code }
            }
            if word.count == 2, PayeeNormalizer.usStates.contains(word), offset + 1 < words.count,
                officeWords.contains(words[offset + 1])
            {
                return word
            }
        }
        return nil
    }
}
