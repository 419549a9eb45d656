/// A quantity times its unit price: fuel (`Quantity 13.814` / `Price 2.679` / `Total 37.01`) and goods
/// sold by weight or volume print the measured quantity and the price per unit, and the amount they
/// charge is the product rounded to the cent. The product is computed from two readings OCR made
/// apart from the total's, so a misread digit in either rarely lands on the same cents: a sum, in
/// the sense of the checks (`TotalResolver+Confidence`).
extension TotalResolver {
    /// The evidence name of the check.
    static let unitPriceEvidence = "quantity × unit price"

    /// Words that label a measured quantity (not a count: `Total Qty` counts items).
    static let quantityWords = quantityLabels + unitNames
    static let quantityLabels = ["QUANTITY", "QTY", "VOLUME", "MENGE", "KUANTITI"]
    /// Units a quantity is measured in; also printed in a unit price's label (`Price/Gal`).
    static let unitNames = ["GALLONS", "GALS", "GAL", "LITRES", "LITERS", "LITRE", "LITER", "LTR"]
    /// Words that label a price per unit.
    static let unitPriceWords = ["PRICE", "PPG", "PPL", "PREIS", "HARGA"]

    /// `13.814`, `2,679`, `0.456`: a decimal number with one to three decimals, as (digits, decimals).
    static let measuredNumber = TextPattern(#"(?<![\d.,])(\d{1,4})[.,](\d{1,3})(?![\d.,])"#)

    /// The product, in hundredths, of a measured quantity and a unit price printed on nearby lines
    /// (at most three lines apart, each line printing exactly one number), when the quantity is no
    /// whole count (`1.00 × 15.00` is the price printed again, no sum). Nil when the receipt prints
    /// no such pair, or more than one product.
    static func unitPriceProduct(_ lines: [ReceiptLine]) -> Int64? {
        let normalized = lines.map { ReceiptKeywords.normalized($0.text) }
        func number(_ index: Int) -> (value: Int64, decimals: Int)? {
            let found = measuredNumber.matches(in: lines[index].text)
            guard found.count == 1, let whole = found[0][1].flatMap({ Int64($0) }), let fraction = found[0][2],
                let part = Int64(fraction)
            else { return nil }
            return (whole * pow10(fraction.count) + part, fraction.count)
        }
        let quantities = lines.indices.filter { i in
            ReceiptKeywords.containsAny(normalized[i], quantityWords)
                && !ReceiptKeywords.containsAny(normalized[i], unitPriceWords + ["TOTAL"])
        }
        var products: Set<Int64> = []
        for q in quantities {
            guard let quantity = number(q), quantity.value % pow10(quantity.decimals) != 0 else { continue }
            let near = lines.indices.filter { abs($0 - q) <= 3 && $0 != q }
            for p in near
            where ReceiptKeywords.containsAny(normalized[p], unitPriceWords)
                && !ReceiptKeywords.containsAny(normalized[p], quantityLabels + ["TOTAL"])
            {
                guard let price = number(p), price.decimals >= 2, price.value > 0 else { continue }
                // value × 100 / 10^(decimals of both), rounded half up.
                let divisor = pow10(quantity.decimals + price.decimals)
                let (product, overflow) = (quantity.value * price.value).multipliedReportingOverflow(by: 100)
                guard !overflow else { continue }
                products.insert((product + divisor / 2) / divisor)
            }
        }
        return products.count == 1 ? products.first : nil
    }

    static func pow10(_ exponent: Int) -> Int64 {
        var result: Int64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
