import Foundation
import ReceiptReading
import Receipts

/// Where a field's truth is lost by reading (`--probe-losses`): for each DEVELOPMENT receipt whose
/// total, date or merchant is printed nowhere in our text, other readings of it
/// (`ReceiptReader.probeReadings`: whole image, crop grown, white margin, Sauvola, lines at 2×, bottom
/// and top thirds at 2×) are made live and each is asked whether it holds the truth. Reads nothing
/// for the untouched part.
extension ReceiptBenchmark {
    func reportLossProbe(
        paths: [String], names: [String], parts: [String: ReceiptSplit.Part], labels: [ReceiptLabel],
        texts: [(ours: String, bare: String)]
    ) throws {
        let reader = try ReceiptReader()
        var found: [String: [ReceiptReadingLoss.Field: Int]] = [:]
        var lost: [ReceiptReadingLoss.Field: Int] = [:]
        var order: [String] = []
        print("\nreading-loss probe (development receipts whose truth is not in our text; live readings)")
        for i in names.indices where parts[names[i]] == .development {
            let missing = ReceiptReadingLoss.Field.allCases.filter {
                !ReceiptReadingLoss.present($0, labels[i], texts[i].ours)
            }
            guard !missing.isEmpty else { continue }
            missing.forEach { lost[$0, default: 0] += 1 }
            let readings = (try? reader.probeReadings(path: paths[i])) ?? []
            var row: [String] = []
            for (name, text) in readings {
                if !order.contains(name) { order.append(name) }
                let has = missing.filter { ReceiptReadingLoss.present($0, labels[i], text) }
                has.forEach { found[name, default: [:]][$0, default: 0] += 1 }
                if !has.isEmpty { row.append("\(name): " + has.map(\.rawValue).joined(separator: ",")) }
            }
            let inBare = missing.filter { ReceiptReadingLoss.present($0, labels[i], texts[i].bare) }
            if !inBare.isEmpty { row.append("bare: " + inBare.map(\.rawValue).joined(separator: ",")) }
            print(
                "  probe \(names[i]) lost \(missing.map(\.rawValue).joined(separator: ",")) | "
                    + (row.isEmpty ? "in no reading" : row.joined(separator: "; ")))
        }
        print(
            "  lost: "
                + ReceiptReadingLoss.Field.allCases.map { "\($0.rawValue) \(lost[$0] ?? 0)" }.joined(
                    separator: ", "))
        for name in order {
            print(
                "  found by \(name.padded(12)): "
                    + ReceiptReadingLoss.Field.allCases.map { "\($0.rawValue) \(found[name]?[$0] ?? 0)" }.joined(
                        separator: ", "))
        }
    }
}
