import CSV

/// A descriptor with the answers a careful preparer would accept (`meals|personal` when only the
/// owner knows who ate), from a probe file `description,amount,account,bank_category,expected`.
public struct ProbeRow: Sendable, Equatable {
    public var facts: TransactionFacts
    public var expected: Set<String>
}

extension Evaluation {
    /// Parses a probe file (cold checks on descriptors written independently of any labelled set).
    /// - Throws: `RulesFileError` naming the file and line of a malformed row.
    public static func parseProbeSet(_ text: String, file: String) throws -> [ProbeRow] {
        let reader = try CSVReader(string: text, hasHeaderRow: true)
        guard reader.headerRow == ["description", "amount", "account", "bank_category", "expected"] else {
            throw RulesFileError(
                file: file, line: 1, key: nil,
                message: "expected header description,amount,account,bank_category,expected")
        }
        var rows: [ProbeRow] = []
        var line = 1
        while let row = reader.next() {
            line += 1
            guard row.count == 5, let cents = DecimalCents.parse(row[1]), !row[4].isEmpty else {
                throw RulesFileError(file: file, line: line, key: nil, message: "malformed probe row")
            }
            let facts = TransactionFacts(
                description: row[0], amountCents: cents, account: row[2], accountName: row[2],
                bankCategory: row[3].isEmpty ? nil : row[3])
            rows.append(ProbeRow(facts: facts, expected: Set(row[4].split(separator: "|").map(String.init))))
        }
        return rows
    }
}
