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

/// One case of a correction-transfer probe: corrections the owner gives (in order), then rows decided after
/// them with the answers a careful preparer would accept.
public struct TransferProbeCase: Sendable, Equatable {
    public var name: String
    public var corrections: [(facts: TransactionFacts, category: String)]
    public var checks: [ProbeRow]

    public static func == (a: Self, b: Self) -> Bool {
        a.name == b.name && a.checks == b.checks
            && a.corrections.map(\.facts) == b.corrections.map(\.facts)
            && a.corrections.map(\.category) == b.corrections.map(\.category)
    }
}

extension Evaluation {
    /// The header of a correction-transfer probe file.
    public static let transferProbeHeader = [
        "case", "role", "description", "amount", "account", "bank_category", "expected",
    ]

    /// Parses a correction-transfer probe (`case,role,description,amount,account,bank_category,expected`; role
    /// `teach` is a correction to `expected`, role `check` a row scored after the case's corrections).
    /// - Throws: `RulesFileError` naming the file and line of a malformed row.
    public static func parseTransferProbe(_ text: String, file: String) throws -> [TransferProbeCase] {
        let reader = try CSVReader(string: text, hasHeaderRow: true)
        guard reader.headerRow == transferProbeHeader else {
            throw RulesFileError(
                file: file, line: 1, key: nil, message: "expected header " + transferProbeHeader.joined(separator: ","))
        }
        var cases: [TransferProbeCase] = []
        var line = 1
        while let row = reader.next() {
            line += 1
            guard row.count == 7, !row[0].isEmpty, ["teach", "check"].contains(row[1]),
                let cents = DecimalCents.parse(row[3]), !row[6].isEmpty
            else {
                throw RulesFileError(file: file, line: line, key: nil, message: "malformed transfer probe row")
            }
            let facts = TransactionFacts(
                description: row[2], amountCents: cents, account: row[4], accountName: row[4],
                bankCategory: row[5].isEmpty ? nil : row[5])
            if cases.last?.name != row[0] {
                cases.append(TransferProbeCase(name: row[0], corrections: [], checks: []))
            }
            if row[1] == "teach" {
                guard !row[6].contains("|") else {
                    throw RulesFileError(
                        file: file, line: line, key: "expected", message: "a correction names one category")
                }
                cases[cases.count - 1].corrections.append((facts, row[6]))
            } else {
                cases[cases.count - 1].checks.append(
                    ProbeRow(facts: facts, expected: Set(row[6].split(separator: "|").map(String.init))))
            }
        }
        return cases
    }
}
