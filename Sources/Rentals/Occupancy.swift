import ShoeboxCore

/// Occupancy by days: of the unit-days in a period, how many a lease was in force. A property's
/// units are the distinct `unit`s of its leases (a lease without one is the whole property).
public struct Occupancy: Hashable, Sendable {
    public var units: Int
    public var daysInPeriod: Int
    public var leasedUnitDays: Int

    /// Occupied share in basis points (0...10000); vacancy is the rest.
    public var occupancyBasisPoints: Int64 {
        let possible = Int64(units * daysInPeriod)
        return possible == 0 ? 0 : Rounding.halfAwayFromZero(Int64(leasedUnitDays) * 10_000, dividedBy: possible)
    }
    public var vacancyBasisPoints: Int64 { units == 0 ? 0 : 10_000 - occupancyBasisPoints }

    public static func compute(leases: [LeaseSnapshot], from: LocalDate, to: LocalDate) -> Occupancy {
        let days = max(0, to.dayNumber - from.dayNumber + 1)
        let byUnit = Dictionary(grouping: leases.filter(\.active)) { $0.unit ?? "" }
        var leased = 0
        for (_, unitLeases) in byUnit {
            // Days covered by at least one lease of the unit (overlapping renewals count once).
            let ranges = unitLeases.map { lease -> (Int, Int) in
                let end = lease.terms.end ?? to
                return (max(from.dayNumber, lease.terms.start.dayNumber), min(to.dayNumber, end.dayNumber))
            }.filter { $0.0 <= $0.1 }.sorted { $0.0 < $1.0 }
            var coveredTo = Int.min
            for (start, end) in ranges {
                let from = max(start, coveredTo + 1)
                if end >= from { leased += end - from + 1 }
                coveredTo = max(coveredTo, end)
            }
        }
        return Occupancy(units: byUnit.count, daysInPeriod: days, leasedUnitDays: leased)
    }
}
