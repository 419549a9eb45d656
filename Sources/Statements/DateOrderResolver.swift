import Foundation
import ShoeboxCore

/// Decides day/month order for a file from the evidence in all of it: cells that only one
/// order can read, other date columns, the order of rows, dates in the future, and hints
/// (currency, decimal comma, header language).
enum DateOrderResolver {
    struct Hints {
        var currency: CurrencyCode?
        var decimalComma: Bool
        var englishHeader: Bool
        var today: LocalDate
        var declared: DateOrder? = nil
    }

    struct Resolution {
        var order: DateOrder
        var evidence: String
    }

    static func resolve(columns: [[DateShape]], hints: Hints) throws -> Resolution {
        var allowed: Set<DateOrder> = [.dmy, .mdy]
        var ambiguousSeen = false
        for column in columns {
            for shape in column {
                allowed.formIntersection(shape.possibleOrders)
                if shape.isAmbiguous { ambiguousSeen = true }
            }
        }
        if allowed.count == 1 { return Resolution(order: allowed.first!, evidence: "a date that only \(allowed.first!.rawValue) can read") }
        if allowed.isEmpty {
            throw StatementError(.ambiguousDateOrder, "the dates contradict each other: some only read as day/month, others only as month/day")
        }
        if !ambiguousSeen { return Resolution(order: .mdy, evidence: "unambiguous dates") }
        let primary = columns.first ?? []
        let future = hints.today.adding(days: 45)
        let futureDMY = primary.compactMap { $0.resolve(.dmy) }.filter { $0 > future }.count
        let futureMDY = primary.compactMap { $0.resolve(.mdy) }.filter { $0 > future }.count
        if futureDMY != futureMDY {
            let order: DateOrder = futureDMY < futureMDY ? .dmy : .mdy
            return Resolution(order: order, evidence: "the other order puts dates in the future")
        }
        let sortedDMY = monotonicBreaks(primary.compactMap { $0.resolve(.dmy) })
        let sortedMDY = monotonicBreaks(primary.compactMap { $0.resolve(.mdy) })
        if primary.count >= 4, abs(sortedDMY - sortedMDY) >= 2 {
            let order: DateOrder = sortedDMY < sortedMDY ? .dmy : .mdy
            return Resolution(order: order, evidence: "rows are in date order only as \(order.rawValue)")
        }
        if let declared = hints.declared { return Resolution(order: declared, evidence: "the pipeline's date_order") }
        if let currency = hints.currency {
            if currency.code == "USD" { return Resolution(order: .mdy, evidence: "USD amounts") }
            if !["CAD", "PHP"].contains(currency.code) {
                return Resolution(order: .dmy, evidence: "\(currency.code) amounts")
            }
        }
        if hints.decimalComma { return Resolution(order: .dmy, evidence: "decimal commas") }
        if hints.englishHeader { return Resolution(order: .mdy, evidence: "English header, US default") }
        throw StatementError(.ambiguousDateOrder,
            "every date reads both as day/month and month/day (e.g. \(example(primary))) and nothing else in the file decides; "
            + "declare `date_format: DMY` or `date_format: MDY` in a profile")
    }

    static func example(_ shapes: [DateShape]) -> String {
        guard case .pair(let a, let b, let y)? = shapes.first(where: \.isAmbiguous) else { return "?" }
        return "\(a)/\(b)/\(y)"
    }

    /// How many times the sequence changes between rising and falling.
    static func monotonicBreaks(_ dates: [LocalDate]) -> Int {
        var breaks = 0, direction = 0
        for (a, b) in zip(dates, dates.dropFirst()) where a != b {
            let step = b > a ? 1 : -1
            if direction != 0 && step != direction { breaks += 1 }
            direction = step
        }
        return breaks
    }
}
