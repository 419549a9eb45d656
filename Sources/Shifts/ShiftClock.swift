import Foundation
import ShoeboxCore

/// Turns local wall-clock times into instants in one time zone, so that a shift's length is the
/// time that really elapsed: a 22:00–06:00 shift is 7 h on the night clocks spring forward and
/// 9 h on the night they fall back.
///
/// A time that does not exist that day (skipped by the change) is an error; a time that occurs
/// twice (the repeated hour) is taken at its first occurrence and reported as ambiguous.
public struct ShiftClock: Sendable {
    public let timeZone: TimeZone

    public init(timeZone: TimeZone) { self.timeZone = timeZone }

    /// Where a wall-clock time falls.
    public enum Resolution: Sendable, Equatable {
        /// Seconds since 1970-01-01T00:00Z.
        case exact(Int64)
        /// Occurs twice; the first occurrence is given.
        case ambiguous(first: Int64, second: Int64)
        /// Skipped by a daylight-saving change.
        case nonexistent
    }

    /// The instant(s) of `time` on `date` in this time zone.
    public func resolve(_ date: LocalDate, _ time: ClockTime) -> Resolution {
        let wall = Int64(date.dayNumber) * 86_400 + Int64(time.minutes) * 60
        let offsets = Set(
            [wall - 43_200, wall + 43_200].map {
                Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval($0))))
            })
        let instants = offsets.map { wall - $0 }.filter { instant in
            Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))))
                == wall - instant
        }.sorted()
        switch instants.count {
        case 0: return .nonexistent
        case 1: return .exact(instants[0])
        default: return .ambiguous(first: instants[0], second: instants[instants.count - 1])
        }
    }
}
