import ShoeboxCore

/// Keeps report arithmetic inside `Int64` whatever the book holds (rows stored by an older
/// version, a hand-edited database, a tax table or settings.yaml with absurd values).
///
/// Two steps before any report is computed:
/// 1. `plausible(_:)` sets aside rows whose amount is over `AmountBounds.maxMinorUnits` (and trips
///    over `AmountBounds.maxTripTenths`); the caller lists them as a warning.
/// 2. `check(...)` adds (with checked arithmetic) the magnitudes of everything a report can sum —
///    entries, settings amounts, budget targets — and the trip distances, and checks the rates.
///    Within `maxTotalCents` (10^13) and `maxTotalTenths` (10^10), the largest intermediate of any
///    report stays below 3 × 10^18 < `Int64.max` (9.2 × 10^18): the tax estimate annualizes (× 12)
///    a profit of at most ~2 × 10^13 plus wages, and multiplies by at most 10^4 basis points; the
///    mileage deduction is at most 10^10 tenths × 10^5 centi-cents. Over those totals the report is
///    not computed: `ArithmeticOverflow`, which callers turn into a warning.
public enum ReportInputGuard {
    public static let maxTotalCents: Int64 = 10_000_000_000_000
    public static let maxTotalTenths: Int64 = 10_000_000_000
    static let maxRateBasisPoints: Int64 = 10_000
    static let maxMileageRateCentiCents: Int64 = 100_000
    static let maxSquareFeet: Int64 = 1_000_000

    /// Entries with a plausible amount, and those set aside.
    public static func plausible(_ entries: [LedgerEntry]) -> (kept: [LedgerEntry], setAside: [LedgerEntry]) {
        var kept: [LedgerEntry] = [], setAside: [LedgerEntry] = []
        for entry in entries {
            if AmountBounds.isPlausible(entry.amount.minorUnits) { kept.append(entry) } else { setAside.append(entry) }
        }
        return (kept, setAside)
    }

    /// Trips with a plausible distance, and those set aside.
    public static func plausible(_ trips: [MileageTrip]) -> (kept: [MileageTrip], setAside: [MileageTrip]) {
        let ok = { (trip: MileageTrip) in trip.tenthsOfMiles >= 0 && trip.tenthsOfMiles <= AmountBounds.maxTripTenths }
        return (trips.filter(ok), trips.filter { !ok($0) })
    }

    /// Throws `ArithmeticOverflow` when a report over these inputs could overflow.
    public static func check(
        entries: [LedgerEntry], trips: [MileageTrip] = [], settings: ReportSettings,
        table: TaxTable? = nil
    ) throws {
        let settingsCents =
            [
                settings.w2WagesCents, settings.w2WithholdingCents, settings.priorYearTaxCents ?? 0,
                settings.priorYearAGICents ?? 0,
            ] + Array(settings.budgetCents.values)
        let total = try Checked.add(
            try Checked.magnitudeSum(entries.map(\.amount.minorUnits), "the sum of the report's amounts"),
            try Checked.magnitudeSum(settingsCents, "the amounts in settings.yaml"),
            "the sum of the report's amounts")
        guard total <= maxTotalCents else {
            throw ArithmeticOverflow(
                "the sum of the report's amounts (\(Amounts.dollars(total)) in \(entries.count) rows)")
        }
        let miles = try Checked.magnitudeSum(trips.map(\.tenthsOfMiles), "the total of the mileage log")
        guard miles <= maxTotalTenths else { throw ArithmeticOverflow("the total of the mileage log") }
        guard (settings.homeOfficeSquareFeet ?? 0) <= maxSquareFeet, (settings.homeOfficeSquareFeet ?? 0) >= 0 else {
            throw ArithmeticOverflow("home_office_sq_ft in settings.yaml")
        }
        guard let table else { return }
        let rates =
            [
                table.netEarningsFactorBasisPoints, table.socialSecurityRateBasisPoints, table.medicareRateBasisPoints,
                table.additionalMedicareRateBasisPoints,
            ] + table.brackets.values.flatMap { $0.map(\.rateBasisPoints) }
        let tableCents =
            [table.socialSecurityWageBaseCents, table.minimumNetEarningsCents]
            + Array(table.additionalMedicareThresholdCents.values) + Array(table.standardDeductionCents.values)
            + table.brackets.values.flatMap { $0.map(\.overCents) }
        guard rates.allSatisfy({ (0...maxRateBasisPoints).contains($0) }),
            (0...maxMileageRateCentiCents).contains(table.mileageRateCentiCents),
            (0...maxMileageRateCentiCents).contains(table.homeOfficeRatePerSquareFootCents),
            (0...maxSquareFeet).contains(table.homeOfficeMaxSquareFeet),
            tableCents.allSatisfy({ (0...maxTotalCents).contains($0) })
        else {
            throw ArithmeticOverflow("the \(table.taxYear) tax table's rates or amounts (\(table.source))")
        }
    }
}
