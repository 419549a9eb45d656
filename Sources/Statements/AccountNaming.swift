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
            for label in [
                "account number", "account no", "account #", "card number", "iban", "kontonummer", "rekeningnummer",
                "numero de compte",
            ] {
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

    /// The file name without extension, dates, ranges, times and download counters, plus the
    /// header signature so that two banks' `transactions.csv` stay apart. Letters and digits
    /// glued together are split (`Chase7310_Activity20250215_20250305` → `chase-7310`): a 4-digit
    /// group is an account's last 4 unless it stands alone and reads as a year; other digits go.
    static func fromFileName(_ fileName: String, headerSignature: String) -> (key: String, display: String) {
        let stem = fileNameStem(fileName)
        let display = stem.isEmpty ? "Account (\(headerSignature.prefix(40)))" : stem
        return ("file:\(stem)|\(headerSignature)", display)
    }

    static func fileNameStem(_ fileName: String) -> String {
        let base = (fileName as NSString).deletingPathExtension.lowercased()
        let noise: Set<String> = [
            "to", "bis", "au", "a", "from", "copy", "export", "download", "statement", "transactions",
            "activity", "history", "thru", "through", "january", "february", "march", "april", "may",
            "june", "july", "august", "september", "october", "november", "december", "jan", "feb",
            "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        ]
        var tokens: [String] = []
        var kept4 = false
        for word in base.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            var pieces: [String] = []
            for character in word {
                if let last = pieces.last?.last, last.isLetter == character.isLetter {
                    pieces[pieces.count - 1].append(character)
                } else {
                    pieces.append(String(character))
                }
            }
            for (index, piece) in pieces.enumerated() {
                if piece.allSatisfy(\.isNumber) {
                    let glued = index > 0
                    if piece.count == 4, !kept4, glued || !(1990...2099).contains(Int(piece) ?? 0) {
                        tokens.append(piece)
                        kept4 = true
                    }
                    continue
                }
                if !noise.contains(piece), !isDateToken(piece) { tokens.append(piece) }
            }
        }
        return tokens.joined(separator: "-")
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
