import Foundation
import Receipts
import ShoeboxCore

/// The true merchant, date and total of one development receipt (its `.json` beside the image).
struct ReceiptLabel: Decodable {
    var merchant: String
    var date: String
    var total: String
}

/// Per-field hits over a set of receipts: total exact, date exact, merchant fuzzy (lower-case
/// letters and digits only, containment either way, but a found name must keep at least three
/// letters once legal forms and trade words are set aside). A found name contained whole in the
/// label is right too (`CASA LEY, SA DE CV` in the label `Ley CASA LEY, S.A. DE C.V.`, two
/// store-name boxes joined): setting the legal form `SA` aside must not make it wrong.
struct FieldScore {
    var count = 0
    var total = 0
    var date = 0
    var merchant = 0

    mutating func add(_ receipt: ExtractedReceipt, _ label: ReceiptLabel) -> [String] {
        count += 1
        var misses: [String] = []
        if Self.totalMatches(receipt, label.total) {
            total += 1
        } else {
            misses.append(
                "total \(receipt.total.map { Money.decimalString($0.value, digits: receipt.currency.value.minorUnitDigits) } ?? "-")≠\(label.total)"
            )
        }
        if receipt.date?.value.description == label.date {
            date += 1
        } else {
            misses.append("date \(receipt.date?.value.description ?? "-")≠\(label.date)")
        }
        if Self.merchantMatches(receipt.merchant?.value, label.merchant) {
            merchant += 1
        } else {
            misses.append("merchant '\(receipt.merchant?.value ?? "-")'≠'\(label.merchant)'")
        }
        return misses
    }

    /// Labels are two-decimal strings whatever the currency.
    static func totalMatches(_ receipt: ExtractedReceipt, _ label: String) -> Bool {
        guard let total = receipt.total else { return false }
        let digits = receipt.currency.value.minorUnitDigits
        var hundredths = total.value
        for _ in 0..<max(0, 2 - digits) { hundredths *= 10 }
        for _ in 0..<max(0, digits - 2) { hundredths /= 10 }
        return Money.decimalString(hundredths, digits: 2) == label
    }

    /// Per field, whether `receipt` got it right.
    static func right(_ receipt: ExtractedReceipt, _ label: ReceiptLabel) -> [ReceiptField: Bool] {
        [
            .total: totalMatches(receipt, label.total), .date: receipt.date?.value.description == label.date,
            .merchant: merchantMatches(receipt.merchant?.value, label.merchant),
        ]
    }

    static func merchantMatches(_ found: String?, _ label: String) -> Bool {
        let a = squash(distinctive(found ?? "")), b = squash(label)
        guard a.count >= 3, !b.isEmpty else { return false }
        let whole = squash(found ?? "")
        return whole.contains(b) || b.contains(whole) || b.contains(a)
    }

    /// Words that name no one on their own: legal forms and trade words. A found merchant made only
    /// of them ("Co.Ltd", "RESTAURANT SDN BHD") is not counted right because the label contains it.
    static let genericWords: Set<String> = [
        "sdn", "bhd", "gmbh", "ltd", "co", "coltd", "inc", "llc", "corp", "kg", "ag", "sa", "plc", "pty", "bv", "nv",
        "enterprise", "enterprises", "trading", "restaurant", "store", "shop", "market", "supermarket", "cafe",
        "the", "and", "company",
    ]

    /// The found text without its generic words.
    static func distinctive(_ text: String) -> String {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter {
            !genericWords.contains($0.lowercased())
        }.joined(separator: " ")
    }

    static func squash(_ text: String) -> String {
        String(text.lowercased().filter { ($0.isLetter || $0.isNumber) && $0.isASCII })
    }

    func percent(_ hits: Int) -> String {
        count == 0 ? "-" : String(format: "%5.1f%%", 100 * Double(hits) / Double(count))
    }
}
