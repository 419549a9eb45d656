import Foundation

/// The cross-checks a total is weighed with: labelled parts above it, a tax table, another printing, cash and change.
extension TotalResolver {
    /// "Total Sales 33.00 / GST 1.98 / Rounding 0.02 / TOTAL 35.00", "Supplies 27.45 / Supplies 23.15 /
    /// Total Payable 50.60": `value` is the sum of two or three amounts on labelled lines above it
    /// (subtotals, tax, service charge, rounding; a discount taken off).
    static func partsSupport(_ value: Int64, _ amountLines: [AmountLine], before index: Int) -> Bool {
        let partWords =
            ReceiptKeywords.subtotal + ReceiptKeywords.tax + ReceiptKeywords.rounding + ReceiptKeywords.tip
            + ["TOTAL", "SUPPLIES", "SERVICE", "SERV", "CHARGE", "SALES"] + discountWords
        var parts: [Int64] = []
        for line in amountLines where line.index < index && ReceiptKeywords.containsAny(line.normalized, partWords) {
            // A part OCR had to repair (`GST 6% RM 0.O8`) counts: the exact sum is the check of its reading.
            if let amount = line.value, amount.hundredths != 0, amount.hundredths != value {
                // "Sub-Total 57.00 / Coupon Discount 17.40 / Grand Total 39.60": a discount is taken off.
                parts.append(isDiscountLine(line.normalized) ? -abs(amount.hundredths) : amount.hundredths)
            }
        }
        parts = Array(parts.suffix(8))
        for i in parts.indices {
            for j in parts.indices where j > i {
                if parts[i] + parts[j] == value, parts[i] > 0 || parts[j] > 0, parts[j] != 0 { return true }
                for k in parts.indices where k > j && parts[i] + parts[j] + parts[k] == value { return true }
            }
        }
        return false
    }

    static let discountWords = ["DISCOUNT", "DISC", "COUPON", "RABATT", "DISKAUN", "PROMO", "PROMOTION"]

    /// An amount taken off (`Coupon Discount 17.40`, `discount: 0.90`, `Rabatt -1,00`), not a
    /// total before or after it (`Sub Total Before Discount 29.70`, `After Discount: RM31.60`).
    static func isDiscountLine(_ normalized: String) -> Bool {
        ReceiptKeywords.containsAny(normalized, discountWords)
            && !ReceiptKeywords.containsAny(normalized, ["TOTAL", "AFTER", "BEFORE", "NACH", "SELEPAS"])
            && !ReceiptKeywords.isPreTax(normalized)
    }

    /// A tax table re-states the total as net + tax ("19 % 42,01 7,98 50,00"; "NETTO 33,07
    /// MWST 6,28"): two amounts on one other line that add up to `value`, the smaller (the tax)
    /// at most 30 % of the larger (the net): an item row `2 5.00 10.00` adds up by chance, not
    /// by a tax rate.
    static func taxTableSupports(_ value: Int64, _ amountLines: [AmountLine], except index: Int) -> Bool {
        taxTableRow(value, amountLines, except: index) != nil
    }

    /// The line of the first net + tax pair adding up to `value` (`taxTableSupports`), if any.
    static func taxTableRow(_ value: Int64, _ amountLines: [AmountLine], except index: Int) -> Int? {
        amountLines.first { line in
            guard line.index != index else { return false }
            let amounts = line.amounts.filter { !$0.repaired && $0.hundredths > 0 }.map(\.hundredths)
            guard amounts.count >= 2 else { return false }
            for i in amounts.indices {
                for j in amounts.indices where j > i && amounts[i] + amounts[j] == value {
                    let (net, tax) = (max(amounts[i], amounts[j]), min(amounts[i], amounts[j]))
                    if tax * 10 <= net * 3 { return true }
                }
            }
            return false
        }?.index
    }

    /// "SR 6 7,395.09 443.71 7,838.80": a tax-table row whose last amount (the gross) is the two
    /// amounts before it added up, net + tax, the tax at most 30 % of the net.
    static func isGrossOfItsRow(_ line: AmountLine) -> Bool {
        let amounts = line.amounts.filter { !$0.repaired && $0.hundredths > 0 }.map(\.hundredths)
        guard amounts.count >= 3, let gross = amounts.last else { return false }
        let before = amounts.dropLast()
        return zip(before, before.dropFirst()).contains { net, tax in
            net + tax == gross && tax * 10 <= net * 3
        }
    }

    /// Whether `value` is printed on another line than the candidate's own. A label that took the
    /// amount of the line below it is one printing with that line. Lines another check already
    /// rests on (`counted`: the card slip, a subtotal printed the same, a tax-table row) are not
    /// printings again: one line is one piece of evidence.
    static func otherPrintings(
        of value: Int64, _ amountLines: [AmountLine], candidate: AmountLine, counted: Set<Int> = []
    ) -> Bool {
        !otherPrintingLines(of: value, amountLines, candidate: candidate, counted: counted).isEmpty
    }

    /// The other lines that print `value` (as `otherPrintings` counts them: each line once, the
    /// candidate's own, a borrowed line and the lines other checks rest on set aside).
    static func otherPrintingLines(
        of value: Int64, _ amountLines: [AmountLine], candidate: AmountLine, counted: Set<Int> = []
    ) -> [Int] {
        var same: Set<Int> = [candidate.index]
        same.formUnion(counted)
        if candidate.borrowed { same.insert(candidate.index + 1) }
        return amountLines.filter { line in
            !line.borrowed && !same.contains(line.index)
                && line.amounts.contains { !$0.repaired && $0.hundredths == value }
        }.map(\.index)
    }

    /// `CASH 50.00` and `CHANGE 31.20` → 18.80 (at the cash line), when both are printed.
    static func tenderedTotal(_ amountLines: [AmountLine]) -> Tendered? {
        let cashWords = ["CASH", "TUNAI", "BAR", "GEGEBEN", "EFECTIVO", "ESPECES", "TENDERED", "TENDER"]
        let changeWords = ["CHANGE", "BAKI", "RUCKGELD", "RIICKGELD", "ZURUCK", "CAMBIO", "RENDU", "CHANGE DUE"]
        guard
            let change = amountLines.first(where: { ReceiptKeywords.containsAny($0.normalized, changeWords) }),
            let back = change.value, !back.repaired, back.hundredths >= 0
        else { return nil }
        let cashLine = amountLines.first {
            $0.index < change.index && ReceiptKeywords.containsAny($0.normalized, cashWords)
                && !ReceiptKeywords.containsAny($0.normalized, changeWords)
        }
        // "Euro 21.00 / Change 10.15", "Payment 20.00 / Change Due 2.80": whatever its label, the
        // amount printed right above the change is what was handed over (not a total, tax or subtotal).
        let above = amountLines.last { $0.index == change.index - 1 }.flatMap { line -> AmountLine? in
            let labelled =
                candidate(line) != nil || ReceiptKeywords.isPreTax(line.normalized) || isTaxLine(line.normalized)
                || ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.rounding)
            return labelled || line.amounts.count != 1 ? nil : line
        }
        guard let cash = cashLine ?? above, let paid = cash.value, !paid.repaired, paid.hundredths > back.hundredths
        else { return nil }
        return Tendered(
            value: paid.hundredths - back.hundredths, line: cash.index, change: back.hundredths, cash: paid.hundredths,
            changeLine: change.index)
    }

    static func isRoundingLine(_ line: AmountLine) -> Bool {
        ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.rounding)
    }

    /// "TOTAL 181.98 / Rounding RM 182.00": a rounding line printing a whole amount is the rounded
    /// total only when an amount it rounds (at most 10 cents away, not the same) is printed on
    /// another line. `Rounding Adjustment: 9.00` on a receipt of 758.70 is a misread `0.00`.
    static func roundsAnother(_ value: Int64, _ amountLines: [AmountLine], except index: Int) -> Bool {
        amountLines.contains { line in
            line.index != index
                && line.amounts.contains { !$0.repaired && $0.hundredths != value && abs($0.hundredths - value) <= 10 }
        }
    }

    static func differByOneDigit(_ a: Int64, _ b: Int64) -> Bool {
        let x = Array(String(a)), y = Array(String(b))
        return x.count == y.count && zip(x, y).filter { $0 != $1 }.count == 1
    }
}
