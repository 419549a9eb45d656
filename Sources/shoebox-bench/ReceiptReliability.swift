import Foundation
import Receipts

/// Per field: how often a confidence bucket is right, how many fields are flagged, and how
/// often the fields NOT flagged are right (the promise made to the user: ≥ 97 %).
struct ReceiptReliability {
    static let fields: [ReceiptField] = [.total, .date, .merchant]
    static let buckets: [Double] = [0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95]

    /// Per field and bucket: (count, right).
    var table: [ReceiptField: [Int: (Int, Int)]] = [:]
    var receipts = 0
    var flaggedReceipts = 0
    /// Receipts with the total or the date flagged (the merchant aside).
    var flaggedForMoneyOrDate = 0
    var notFlagged: [ReceiptField: (Int, Int)] = [:]
    var flagged: [ReceiptField: Int] = [:]

    /// Per field, every (confidence, right) pair: for the threshold suggestion.
    var samples: [ReceiptField: [(Double, Bool)]] = [:]

    /// Per kind of evidence a total rests on (`label 8, printed again`; what a dispute names set
    /// aside): count, right, flagged, lowest and highest confidence.
    var totalEvidence = EvidenceTally()

    /// The same per kind of evidence a merchant rests on (`legal form, 1 sources`: its measured
    /// parts, line, OCR confidences, letters, height and margin, set aside; `(none)`: no name).
    var merchantEvidence = EvidenceTally()

    /// The evidence kind of `receipt`'s merchant, for `merchantEvidence`.
    static func merchantKind(_ receipt: ExtractedReceipt) -> String {
        let measured = ["line ", "line confidence", "weakest word", "letters", "height", "margin"]
        let kind = receipt.merchantEvidence.filter { phrase in !measured.contains { phrase.hasPrefix($0) } }
        if receipt.merchant == nil { return "(none)" }
        return kind.isEmpty ? "header only" : kind.joined(separator: ", ")
    }

    /// The evidence kind of `receipt`'s total, for `totalEvidence`.
    static func evidenceKind(_ receipt: ExtractedReceipt) -> String {
        let kind = receipt.totalEvidence.map { $0.hasPrefix("disputed") ? "disputed" : $0 }
            .map { $0.hasPrefix("label read again the same") ? "label read again the same, over cash − change" : $0 }
            .joined(separator: ", ")
        return kind.isEmpty ? "(none)" : kind
    }

    /// Per field, the lowest threshold at which the fields at or above it are ≥ `target` right.
    func suggestedThresholds(target: Double = 0.98) -> [ReceiptField: Double] {
        var result: [ReceiptField: Double] = [:]
        for field in Self.fields {
            let pairs = samples[field] ?? []
            for t in stride(from: 0.3, through: 1.0, by: 0.02) {
                let kept = pairs.filter { $0.0 >= t }
                if kept.isEmpty || Double(kept.filter(\.1).count) / Double(kept.count) >= target {
                    result[field] = t
                    break
                }
            }
        }
        return result
    }

    mutating func add(_ receipt: ExtractedReceipt, right: [ReceiptField: Bool]) {
        receipts += 1
        for field in Self.fields {
            samples[field, default: []].append((receipt.confidence(of: field), right[field] ?? false))
        }
        let flags = receipt.flaggedFields
        totalEvidence.add(
            Self.evidenceKind(receipt), right: right[.total] == true, flagged: flags.contains(.total),
            confidence: receipt.confidence(of: .total))
        merchantEvidence.add(
            Self.merchantKind(receipt), right: right[.merchant] == true, flagged: flags.contains(.merchant),
            confidence: receipt.confidence(of: .merchant))
        if !flags.isEmpty { flaggedReceipts += 1 }
        if flags.contains(.total) || flags.contains(.date) { flaggedForMoneyOrDate += 1 }
        for field in Self.fields {
            let confidence = receipt.confidence(of: field)
            let bucket = Self.buckets.lastIndex { confidence >= $0 } ?? 0
            let ok = right[field] ?? false
            var row = table[field, default: [:]][bucket] ?? (0, 0)
            row.0 += 1
            row.1 += ok ? 1 : 0
            table[field, default: [:]][bucket] = row
            if flags.contains(field) {
                flagged[field, default: 0] += 1
            } else {
                var kept = notFlagged[field] ?? (0, 0)
                kept.0 += 1
                kept.1 += ok ? 1 : 0
                notFlagged[field] = kept
            }
        }
    }

    func print(title: String, suggest: Bool, evidence: Bool = false) {
        Swift.print("\nreliability, \(title) (\(receipts) receipts): confidence bucket → right / count")
        let header = ["bucket"] + Self.fields.map(\.rawValue)
        Swift.print(header.map { $0.padding(toLength: 18, withPad: " ", startingAt: 0) }.joined())
        for (i, low) in Self.buckets.enumerated() {
            let high = i + 1 < Self.buckets.count ? Self.buckets[i + 1] : 1
            var cells = [String(format: "%.2f–%.2f", low, high)]
            for field in Self.fields {
                let (n, ok) = table[field]?[i] ?? (0, 0)
                cells.append(n == 0 ? "-" : String(format: "%3d/%-3d %5.1f%%", ok, n, 100 * Double(ok) / Double(n)))
            }
            Swift.print(cells.map { $0.padding(toLength: 18, withPad: " ", startingAt: 0) }.joined())
        }
        var kept: [String] = []
        var allOK = 0
        var allN = 0
        for field in Self.fields {
            let (n, ok) = notFlagged[field] ?? (0, 0)
            allOK += ok
            allN += n
            kept.append(
                String(
                    format: "%@ %d/%d (%.1f%%), flagged %d (%.1f%%)", field.rawValue, ok, n,
                    n == 0 ? 0 : 100 * Double(ok) / Double(n),
                    flagged[field] ?? 0, receipts == 0 ? 0 : 100 * Double(flagged[field] ?? 0) / Double(receipts)))
        }
        Swift.print("not flagged right: " + kept.joined(separator: "; "))
        let suggested = suggestedThresholds().sorted { $0.key.rawValue < $1.key.rawValue }
            .map { String(format: "%@ %.2f", $0.key.rawValue, $0.value) }.joined(separator: ", ")
        Swift.print(
            "thresholds in use: "
                + ExtractedReceipt.flagThresholds.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { String(format: "%@ %.2f", $0.key.rawValue, $0.value) }.joined(separator: ", ")
                + (suggest ? "; lowest for ≥ 98 % on this part: " + suggested : ""))
        Swift.print(
            String(
                format: "fields not flagged right: %d/%d (%.1f%%)   receipts flagged: %d/%d (%.1f%%)",
                allOK, allN, allN == 0 ? 0 : 100 * Double(allOK) / Double(allN),
                flaggedReceipts, receipts, receipts == 0 ? 0 : 100 * Double(flaggedReceipts) / Double(receipts)))
        Swift.print(
            String(
                format: "receipts flagged for the total or the date: %d/%d (%.1f%%)", flaggedForMoneyOrDate, receipts,
                receipts == 0 ? 0 : 100 * Double(flaggedForMoneyOrDate) / Double(receipts)))
        if evidence {
            printTotalEvidence()
            printMerchantEvidence()
        }
    }

    /// What the merchants rest on, by kind of evidence (development part only, as for the totals).
    func printMerchantEvidence() { merchantEvidence.print(title: "merchant by evidence") }

    /// What the totals rest on, by kind of evidence (development part only: the untouched part
    /// is measured, never broken down to tune on): count, right, flagged, confidence range.
    func printTotalEvidence() { totalEvidence.print(title: "total by evidence") }
}

/// Per kind of evidence a field rests on: count, right, flagged, lowest and highest confidence.
struct EvidenceTally {
    var rows: [String: (n: Int, right: Int, flagged: Int, low: Double, high: Double)] = [:]

    mutating func add(_ kind: String, right: Bool, flagged: Bool, confidence: Double) {
        var row = rows[kind] ?? (0, 0, 0, confidence, confidence)
        row.n += 1
        row.right += right ? 1 : 0
        row.flagged += flagged ? 1 : 0
        (row.low, row.high) = (min(row.low, confidence), max(row.high, confidence))
        rows[kind] = row
    }

    /// The rows, most frequent kind first.
    func print(title: String) {
        Swift.print("\(title) (right/count, flagged, confidence range):")
        for (kind, row) in rows.sorted(by: { ($1.value.n, $0.key) < ($0.value.n, $1.key) }) {
            Swift.print(
                String(
                    format: "  %3d/%-3d flagged %3d  %.2f–%.2f  ", row.right, row.n, row.flagged, row.low, row.high)
                    + kind)
        }
    }
}
