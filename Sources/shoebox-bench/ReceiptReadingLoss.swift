import ArgumentParser
import Foundation
import ReceiptReading
import Receipts

/// Whether a receipt's true total, date and merchant are printed anywhere in a text, whatever the
/// extractor chose: a field absent from our reader's text is lost by READING, one present but
/// chosen wrong is lost by CHOOSING. The same tests run on bare `tesseract --psm 6` text.
enum TruthPresence {
    /// The total (`"1234.56"`) as an amount: `1234.56`, `1234,56`, `1,234.56`, `1.234,56`, a space
    /// allowed around the decimal mark, not inside a longer number; a whole amount of four or more
    /// digits also without decimals when its thousands are grouped (`224.400`, `224,400`).
    static func total(_ label: String, in text: String) -> Bool {
        let parts = label.split(separator: ".")
        guard parts.count == 2, let whole = Int(parts[0]) else { return false }
        var digits = String(whole), grouped: String?
        if digits.count > 3 {
            grouped = String(digits.dropLast(3)) + "[.,' ]" + String(digits.suffix(3))
            digits = String(digits.dropLast(3)) + "[.,' ]?" + String(digits.suffix(3))
        }
        let text = spaced(text)
        if matches(#"(?<![\d.,])"# + digits + #"\s?[.,]\s?"# + parts[1] + #"(?!\d)"#, text) { return true }
        guard parts[1] == "00", let grouped else { return false }
        return matches(#"(?<![\d.,])"# + grouped + #"(?![\d]|[.,]\d)"#, text)
    }

    /// The date (`"2020-04-15"`) in a numeric order (day, month, year in any of the three usual
    /// orders; `/ . - ,` separators, a space allowed around them, or none; two- or four-digit
    /// years; leading zeros optional) or with an English or German month name.
    static func date(_ label: String, in text: String) -> Bool {
        let parts = label.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]) else { return false }
        let (y, m, d) = (parts[0], parts[1], parts[2])
        let year = String(format: "(?:%d|%02d)", y, y % 100)
        let day = "0?\(d)", month = "0?\(m)", sep = #"\s?[./\-,]\s?"#
        let name = "(?:" + monthNames[m - 1].joined(separator: "|") + ")[A-Z]*"
        let text = spaced(text).uppercased()
        let patterns = [
            day + sep + month + sep + year, month + sep + day + sep + year, "\(y)" + sep + month + sep + day,
            String(format: "%02d%02d%d", d, m, y), String(format: "%d%02d%02d", y, m, d),
            day + #"(?:ST|ND|RD|TH)?[\s./\-]*"# + name + #"[\s./\-,'’]*"# + year,
            name + #"[\s./\-]*"# + day + #"(?:ST|ND|RD|TH)?,?\s?"# + year,
        ]
        return patterns.contains { matches(#"(?<!\d)"# + $0 + #"(?!\d)"#, text) }
    }

    /// The merchant's name, letters and digits only, inside the text's letters and digits.
    static func merchant(_ label: String, in text: String) -> Bool {
        let name = FieldScore.squash(label)
        return !name.isEmpty && FieldScore.squash(text).contains(name)
    }

    static let monthNames: [[String]] = [
        ["JAN"], ["FEB"], ["MAR", "MÄR", "MRZ"], ["APR"], ["MAY", "MAI"], ["JUN"], ["JUL"], ["AUG"], ["SEP"],
        ["OCT", "OKT"], ["NOV"], ["DEC", "DEZ"],
    ]

    /// Runs of white space (line breaks too) as one space.
    static func spaced(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func matches(_ pattern: String, _ text: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }
}

/// Per part, how often each field's truth is in our reader's text (lines and line re-reads) and in
/// bare tesseract's, and how often it is in ours but chosen wrong: reading loss apart from choosing loss.
struct ReceiptReadingLoss {
    enum Field: String, CaseIterable { case total, date, merchant }

    struct Tally {
        var count = 0
        var ours: [Field: Int] = [:]
        var bare: [Field: Int] = [:]
        var bareOnly: [Field: Int] = [:]
        var oursOnly: [Field: Int] = [:]
        var presentButWrong: [Field: Int] = [:]
    }

    var tallies: [ReceiptSplit.Part: Tally] = [:]

    /// Counts one receipt; returns the fields bare tesseract's text holds and ours does not.
    mutating func add(
        part: ReceiptSplit.Part, label: ReceiptLabel, ours: String, bare: String, right: [ReceiptField: Bool]
    ) -> [Field] {
        var tally = tallies[part] ?? Tally()
        tally.count += 1
        var lost: [Field] = []
        for field in Field.allCases {
            let (inOurs, inBare) = (Self.present(field, label, ours), Self.present(field, label, bare))
            if inOurs { tally.ours[field, default: 0] += 1 }
            if inBare { tally.bare[field, default: 0] += 1 }
            if inBare, !inOurs { tally.bareOnly[field, default: 0] += 1; lost.append(field) }
            if inOurs, !inBare { tally.oursOnly[field, default: 0] += 1 }
            let chosenRight = right[ReceiptField(rawValue: field.rawValue)!] ?? false
            if inOurs, !chosenRight { tally.presentButWrong[field, default: 0] += 1 }
        }
        tallies[part] = tally
        return lost
    }

    static func present(_ field: Field, _ label: ReceiptLabel, _ text: String) -> Bool {
        switch field {
        case .total: TruthPresence.total(label.total, in: text)
        case .date: TruthPresence.date(label.date, in: text)
        case .merchant: TruthPresence.merchant(label.merchant, in: text)
        }
    }

    func print() {
        Swift.print(
            "\nreading loss: the truth printed anywhere in the text (ours = our lines + line and header re-reads), whatever was chosen"
        )
        Swift.print(
            "  "
                + ["part / field", "n", "in ours", "in bare", "bare only", "ours only", "in ours, chosen wrong"]
                .enumerated().map { $0.element.padded($0.offset == 0 ? 22 : 11) }.joined())
        for part in ReceiptSplit.Part.allCases {
            guard let tally = tallies[part] else { continue }
            for field in Field.allCases {
                let percent = { (n: Int) in String(format: "%3d %5.1f%%", n, 100 * Double(n) / Double(tally.count)) }
                Swift.print(
                    "  "
                        + [
                            "\(part.rawValue) \(field.rawValue)", "\(tally.count)", percent(tally.ours[field] ?? 0),
                            percent(tally.bare[field] ?? 0), "\(tally.bareOnly[field] ?? 0)",
                            "\(tally.oursOnly[field] ?? 0)", "\(tally.presentButWrong[field] ?? 0)",
                        ].enumerated().map { $0.element.padded($0.offset == 0 ? 22 : 11) }.joined())
            }
        }
    }
}

extension ReceiptBenchmark {
    /// Prints `ReceiptReadingLoss` for the receipts read; with `--verbose`, the development receipts whose
    /// truth bare tesseract's text holds and ours does not.
    func reportReadingLoss(
        names: [String], parts: [String: ReceiptSplit.Part], labels: [ReceiptLabel], ours: [ExtractedReceipt],
        texts: [(ours: String, bare: String)]
    ) {
        var loss = ReceiptReadingLoss()
        var lostLines: [String] = []
        for i in names.indices {
            let part = parts[names[i]]!
            let right = FieldScore.right(ours[i], labels[i])
            let lost = loss.add(
                part: part, label: labels[i], ours: texts[i].ours, bare: texts[i].bare, right: right)
            if verbose, part == .development, !lost.isEmpty {
                lostLines.append("  read lost \(names[i]): " + lost.map(\.rawValue).joined(separator: ", "))
            }
            let chosenWrong = ReceiptReadingLoss.Field.allCases.filter {
                right[ReceiptField(rawValue: $0.rawValue)!] != true
                    && ReceiptReadingLoss.present($0, labels[i], texts[i].ours)
            }
            if verbose, part == .development, !chosenWrong.isEmpty {
                lostLines.append(
                    "  chosen wrong \(names[i]): " + chosenWrong.map(\.rawValue).joined(separator: ", "))
            }
        }
        loss.print()
        lostLines.forEach { Swift.print($0) }
        printTotalsBySource(names: names, parts: parts, labels: labels, ours: ours, texts: texts)
    }

    /// Per source and part, the total's figures side by side: right, truth in our text (the
    /// ceiling of choosing), not flagged and right, flagged, and receipts flagged (any field).
    func printTotalsBySource(
        names: [String], parts: [String: ReceiptSplit.Part], labels: [ReceiptLabel], ours: [ExtractedReceipt],
        texts: [(ours: String, bare: String)]
    ) {
        var table = FieldBySourceTable()
        for i in names.indices {
            table.add(
                name: names[i], part: parts[names[i]]!, right: FieldScore.totalMatches(ours[i], labels[i].total),
                inText: TruthPresence.total(labels[i].total, in: texts[i].ours),
                flagged: ours[i].flaggedFields.contains(.total), extra: !ours[i].flaggedFields.isEmpty)
        }
        table.print(
            title:
                "total per source: right, truth in our text, not flagged right, flagged; receipts flagged (any field)",
            extraColumn: "receipts flagged")
    }
}

extension ReceiptBenchmark {
    /// Our reader's text for `ReceiptReadingLoss`: its lines, then its line re-reads.
    static func text(of input: (lines: [ReceiptLine], rereads: [LineReread], header: [MerchantReread])) -> String {
        (input.lines.map(\.text) + input.rereads.map(\.text) + input.header.map(\.text)).joined(separator: "\n")
    }
}

extension ReceiptBenchmark {
    /// `--steps-on` as the reader's `ReadingSteps`.
    var steps: ReadingSteps {
        get throws {
            guard let stepsOn else { return .standard }
            let names = stepsOn.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let steps = ReadingSteps.with(names) else {
                throw ValidationError("--steps-on: names among date3x, got \(stepsOn)")
            }
            return steps
        }
    }
}
