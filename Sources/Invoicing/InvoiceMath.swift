import ShoeboxCore

public struct AmountOverflow: Error, Sendable {}

/// The one rounding rule of Shoebox invoices, applied in this order:
///
/// 1. Line amount = quantity × unit price, computed exactly, then rounded half away from zero
///    to the minor unit (cent). Quantities are exact decimals, never binary floating point.
/// 2. Subtotal = sum of the rounded line amounts.
/// 3. Discount: a percentage is subtotal × bps / 10 000 rounded half away from zero; a fixed
///    discount is taken as is; either is capped at the subtotal (a total never goes negative).
/// 4. Tax = (subtotal − discount) × tax bps / 10 000, rounded half away from zero once, at
///    document level — never per line.
/// 5. Total = subtotal − discount + tax.
public enum InvoiceMath {
    /// Quantity × unit price, rounded half away from zero to the minor unit.
    public static func lineAmount(quantity: ExactDecimal, unitPrice: Int64) throws(AmountOverflow) -> Int64 {
        let (product, overflow) = quantity.significand.multipliedReportingOverflow(by: unitPrice)
        guard !overflow else { throw AmountOverflow() }
        return Rounding.halfAwayFromZero(product, dividedBy: quantity.divisor)
    }

    /// `amount` × `basisPoints` / 10 000, rounded half away from zero.
    public static func share(of amount: Int64, basisPoints: Int64) throws(AmountOverflow) -> Int64 {
        let (product, overflow) = amount.multipliedReportingOverflow(by: basisPoints)
        guard !overflow else { throw AmountOverflow() }
        return Rounding.halfAwayFromZero(product, dividedBy: 10_000)
    }

    /// Every amount of a document from its lines, discount and tax rate.
    public static func totals(
        lines: [(quantity: ExactDecimal, unitPrice: Int64)], discount: Discount?,
        taxRateBasisPoints: Int64
    ) throws(AmountOverflow) -> Totals {
        var amounts: [Int64] = []
        amounts.reserveCapacity(lines.count)
        var subtotal: Int64 = 0
        for line in lines {
            let amount = try lineAmount(quantity: line.quantity, unitPrice: line.unitPrice)
            let (sum, overflow) = subtotal.addingReportingOverflow(amount)
            guard !overflow else { throw AmountOverflow() }
            amounts.append(amount)
            subtotal = sum
        }
        var discountAmount: Int64 = 0
        switch discount {
        case .percentage(let bps)?: discountAmount = try share(of: subtotal, basisPoints: bps)
        case .fixed(let units)?: discountAmount = units
        case nil: break
        }
        discountAmount = max(0, min(discountAmount, subtotal))
        let taxable = subtotal - discountAmount
        let tax = try share(of: taxable, basisPoints: taxRateBasisPoints)
        let (total, overflow) = taxable.addingReportingOverflow(tax)
        guard !overflow else { throw AmountOverflow() }
        return Totals(lineAmounts: amounts, subtotal: subtotal, discount: discountAmount, tax: tax, total: total)
    }
}
