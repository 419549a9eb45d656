/// Bounds on what any input may say, checked where it is parsed, so that sums and products of
/// stored values cannot overflow `Int64` later (an overflow traps and, once rows are stored,
/// would stop every later run).
public enum AmountBounds {
    /// Largest magnitude of one amount, in minor units: 10^11 (one billion dollars or euros).
    public static let maxMinorUnits: Int64 = 100_000_000_000
    /// Largest distance of one trip, in tenths of a mile: 100,000 miles.
    public static let maxTripTenths: Int64 = 1_000_000
    /// Largest odometer reading, in tenths of a mile: 10 million miles.
    public static let maxOdometerTenths: Int64 = 100_000_000

    /// True when `minorUnits` is a plausible amount of money for one row.
    public static func isPlausible(_ minorUnits: Int64) -> Bool {
        minorUnits != .min && minorUnits.magnitude <= UInt64(maxMinorUnits)
    }
}

/// An integer operation on money (or miles) that would not fit in 64 bits.
public struct ArithmeticOverflow: Error, CustomStringConvertible, Equatable {
    /// What was being computed (`"the total of line 27a"`).
    public var what: String
    public var description: String { "\(what) is too large to compute (integer overflow)" }

    public init(_ what: String) { self.what = what }
}

/// Checked integer arithmetic for money: throws `ArithmeticOverflow` instead of trapping.
public enum Checked {
    public static func add(_ a: Int64, _ b: Int64, _ what: @autoclosure () -> String = "a sum") throws -> Int64 {
        let (value, overflow) = a.addingReportingOverflow(b)
        if overflow { throw ArithmeticOverflow(what()) }
        return value
    }

    public static func multiply(_ a: Int64, _ b: Int64, _ what: @autoclosure () -> String = "a product") throws -> Int64
    {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { throw ArithmeticOverflow(what()) }
        return value
    }

    /// The sum of `values`, or `ArithmeticOverflow`.
    public static func sum<S: Sequence>(_ values: S, _ what: @autoclosure () -> String = "a total") throws -> Int64
    where S.Element == Int64 {
        var total: Int64 = 0
        for value in values { total = try add(total, value, what()) }
        return total
    }

    /// The sum of the magnitudes of `values` (`Int64.min` counts as overflow), or `ArithmeticOverflow`.
    public static func magnitudeSum<S: Sequence>(_ values: S, _ what: @autoclosure () -> String = "a total") throws
        -> Int64
    where S.Element == Int64 {
        var total: Int64 = 0
        for value in values {
            guard value != .min else { throw ArithmeticOverflow(what()) }
            total = try add(total, abs(value), what())
        }
        return total
    }
}
