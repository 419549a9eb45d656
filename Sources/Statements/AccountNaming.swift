import Foundation

/// Stable account keys: the same account exported twice maps to the same key.
enum AccountNaming {
    /// `20240101T1200`, `q1` and similar tokens that change between downloads of one account.
    static func isDateToken(_ token: String) -> Bool {
        let digits = token.filter(\.isNumber).count
        return digits >= 6 && digits * 10 >= token.count * 7
    }

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
        let base = (fileName as NSString).deletingPathExtension.lowercased()
        let noise: Set<String> = ["to", "bis", "au", "a", "from", "copy", "export", "download", "statement", "transactions"]
        let tokens = base.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).filter { token in
            !token.allSatisfy(\.isNumber) && !noise.contains(token) && !isDateToken(token)
        }
        let stem = tokens.joined(separator: "-")
        let display = stem.isEmpty ? "Account (\(headerSignature.prefix(40)))" : stem
        return ("file:\(stem)|\(headerSignature)", display)
    }
}

/// Cleans a raw cell: Excel text formulas `="4321"`, surrounding spaces, runs of whitespace.
enum CellText {
    static func clean(_ raw: String) -> String {
        if isClean(raw) { return raw }
        var text = raw
        if text.hasPrefix("=\""), text.hasSuffix("\""), text.count >= 3 { text = String(text.dropFirst(2).dropLast()) }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// ASCII text without leading/trailing/double whitespace or a formula prefix needs no work.
    static func isClean(_ text: String) -> Bool {
        var previousSpace = true
        for byte in text.utf8 {
            if byte >= 0x80 || byte < 0x20 || byte == 0x3D { return false }
            if byte == 0x20 { if previousSpace { return false }; previousSpace = true } else { previousSpace = false }
        }
        return !previousSpace || text.isEmpty
    }
}
