import Foundation

/// A discount on a document: a percentage of the subtotal (basis points, 1000 = 10 %) or a
/// fixed amount in minor units. Never more than the subtotal.
public enum Discount: Hashable, Sendable {
    case percentage(basisPoints: Int64)
    case fixed(minorUnits: Int64)

    /// `percentage` or `fixed`, as stored in `discount_type`.
    public var typeName: String {
        switch self {
        case .percentage: "percentage"
        case .fixed: "fixed"
        }
    }

    /// Basis points or minor units, as stored in `discount_value`.
    public var value: Int64 {
        switch self {
        case .percentage(let bps): bps
        case .fixed(let units): units
        }
    }

    public init?(typeName: String, value: Int64) {
        switch typeName {
        case "percentage": self = .percentage(basisPoints: value)
        case "fixed": self = .fixed(minorUnits: value)
        default: return nil
        }
    }
}

/// The amounts of one document, all in minor units of its currency.
public struct Totals: Hashable, Sendable {
    public var lineAmounts: [Int64]
    public var subtotal: Int64
    public var discount: Int64
    public var tax: Int64
    public var total: Int64

    public init(lineAmounts: [Int64], subtotal: Int64, discount: Int64, tax: Int64, total: Int64) {
        self.lineAmounts = lineAmounts
        self.subtotal = subtotal
        self.discount = discount
        self.tax = tax
        self.total = total
    }
}

/// A number too large to hold in minor units (more than 92 quadrillion).
