import ShoeboxCore

/// Why a trip was made; only business miles feed Schedule C line 9.
public enum TripKind: String, Sendable, CaseIterable, Codable {
    case business, personal, medical, charity
}

/// One trip from a mileage log. Distances are tenths of a mile.
public struct MileageTrip: Sendable, Equatable {
    public var date: LocalDate
    public var purpose: String
    public var tenthsOfMiles: Int64
    public var odometerStart: Int64?
    public var odometerEnd: Int64?
    public var kind: TripKind
    public var vehicle: String
    /// 1-based line in the log file.
    public var sourceLine: Int
    public var sourceFile: String

    public init(
        date: LocalDate, purpose: String, tenthsOfMiles: Int64, odometerStart: Int64? = nil, odometerEnd: Int64? = nil,
        kind: TripKind, vehicle: String, sourceLine: Int, sourceFile: String = ""
    ) {
        self.date = date
        self.purpose = purpose
        self.tenthsOfMiles = tenthsOfMiles
        self.odometerStart = odometerStart
        self.odometerEnd = odometerEnd
        self.kind = kind
        self.vehicle = vehicle
        self.sourceLine = sourceLine
        self.sourceFile = sourceFile
    }

    /// What makes two trips the same trip (for deduplication across overlapping logs).
    public var dedupKey: String {
        [
            date.description, kind.rawValue, String(tenthsOfMiles), PayeeNormalizer.canonicalDescription(vehicle),
            PayeeNormalizer.canonicalDescription(purpose),
        ].joined(separator: "|")
    }
}

/// Miles per kind for a set of trips.
public struct MileageSummary: Sendable, Equatable {
    public var tenthsByKind: [TripKind: Int64] = [:]
    public var tripCount = 0

    public init(_ trips: [MileageTrip]) {
        for trip in trips { tenthsByKind[trip.kind, default: 0] += trip.tenthsOfMiles }
        tripCount = trips.count
    }

    public var businessTenths: Int64 { tenthsByKind[.business] ?? 0 }
}
