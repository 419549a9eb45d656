/// Insurance under the standard mileage rate: the rate already covers the car's insurance, so on an account not
/// known as business a policy that names no business cover (a bare insurer: `GEICO`, `STATE FARM`, `INSURANCE`)
/// is the car's or the household's (auto, home, renters, life), not line 15. Business policies name their cover
/// (`GENERAL LIABILITY`, `WORKERS COMP`) or come from insurers that sell only business policies; those keep
/// their answer. Always review: the owner may still insure the business from a household account.
extension Categorizer {
    /// Sources that name an insurer but no policy.
    static let barePolicySources: Set<String> = ["rule:insurance", "rule:kind:insurer"]

    func adjustForMileagePolicy(_ pick: inout Evidence, facts: TransactionFacts, businessAccount: Bool) {
        guard context.vehicleMethod == .standardMileage, !businessAccount, facts.direction == .out,
            pick.category == "insurance", Self.barePolicySources.contains(pick.source)
        else { return }
        pick = Evidence(
            category: "personal", confidence: 0.5,
            because: "standard mileage rate (\(context.vehicleMethodSource)) already covers the car's insurance, and "
                + "a policy on an account not known as business that names no business cover is the car's or the "
                + "household's (review); \(pick.because)",
            source: "rule:context:standard-mileage")
    }
}
