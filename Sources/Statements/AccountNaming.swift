import Foundation

/// Stable account keys: the same account exported twice maps to the same key.
enum AccountNaming {
    /// An account cell such as `**** 1234`, `="4321"`, `BE11123456789012`, `Chequing`.
    static func fromCell(_ raw: String) -> (key: String, display: String) {
        let cleaned = CellText.clean(raw)
        let compact = cleaned.uppercased().filter { !$0.isWhitespace }
        return ("acct:" + compact, cleaned)
    }

    /// `Account Number: XXXXXXXXXXXX4321` or an IBAN in the lines above the table.
    static func fromPreamble(_ records: [Record]) -> (key: String, display: String)? {
        for record in records {
            let line = record.fields.joined(separator: " ")
            let lower = line.lowercased()
            for label in ["account number", "account no", "account #", "card number", "iban", "kontonummer", "rekeningnummer", "numero de compte"] {
                guard let range = lower.range(of: label) else { continue }
                let after = line[range.upperBound...].drop { ":#. \t".contains($0) }
                let token = after.prefix { !$0.isWhitespace && $0 != "," && $0 != ";" }
                if token.count >= 4, token.contains(where: \.isNumber) {
                    return fromCell(String(token))
                }
            }
        }
        return nil
    }

    /// The file name without extension, dates, times and copy counters, plus the header
    /// signature so that two banks' `transactions.csv` stay apart.
    static func fromFileName(_ fileName: String, headerSignature: String) -> (key: String, display: String) {
        let base = (fileName as NSString).deletingPathExtension
        var stem = base.lowercased()
        let patterns = [
            #"\(\d+\)"#, #"\bcopy\b"#, #"\d{4}[-_.]?\d{2}[-_.]?\d{2}([t_ -]?\d{2}[:.-]?\d{2}([:.-]?\d{2})?)?"#,
            #"\d{2}[-_.]\d{2}[-_.]\d{2,4}"#, #"\b\d{6}\b"#, #"\b\d{1,4}\b"#, #"\b(to|bis|au|a)\b"#,
        ]
        for pattern in patterns {
            stem = stem.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        stem = stem.split(whereSeparator: { " _-.".contains($0) }).joined(separator: "-")
        let display = stem.isEmpty ? "Account (\(headerSignature.prefix(40)))" : stem
        return ("file:\(stem)|\(headerSignature)", display)
    }
}

/// Cleans a raw cell: Excel text formulas `="4321"`, surrounding spaces, runs of whitespace.
enum CellText {
    static func clean(_ raw: String) -> String {
        var text = raw
        if text.hasPrefix("=\""), text.hasSuffix("\""), text.count >= 3 { text = String(text.dropFirst(2).dropLast()) }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
