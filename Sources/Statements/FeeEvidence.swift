import ShoeboxCore

/// A processor's or marketplace's sales export (Square, PayPal, Stripe-like) carries a fee
/// column next to a gross and a net amount. Fees are money out of the account holder, so how
/// the file writes them proves its sign convention: when `net = gross + fee` holds on the rows
/// with a fee (the fee is a signed flow) and the fees are negative, the file writes money out
/// as negative — the holder's view, whatever the share of positive rows or a refund's sign
/// suggest. Positive signed fees prove the other view. A fee written as a magnitude
/// (`net = gross − fee`, fee positive) says nothing about the sign, and the sentence says so.
enum FeeEvidence {
    static let feeHeaders: Set<String> = [
        "fee", "fees", "processing fee", "processing fees", "transaction fee", "transaction fees", "fee amount",
    ]
    static let netHeaders: Set<String> = ["net", "net total", "net amount"]

    /// The gross, fee and net columns a header names and the rows prove (`gross + fee = net` or
    /// `gross − fee = net` on at least 90 % and 2 of the rows with a fee).
    struct Found {
        var gross: Int
        var fee: Int
        var net: Int
        var rows: Int
        var signed: Int
        var magnitude: Int
        var negative: Int
        var positive: Int
    }

    static func find(header: [String]?, rows records: [Record], mark: DecimalMark, digits: Int) -> Found? {
        guard let header else { return nil }
        let names = header.map(HeaderVocabulary.normalize)
        guard let fee = names.firstIndex(where: feeHeaders.contains),
            let net = names.firstIndex(where: netHeaders.contains)
        else { return nil }
        func amount(_ row: Record, _ index: Int) -> Int64? {
            guard index < row.fields.count else { return nil }
            return AmountParser.parse(CellText.clean(row.fields[index]), mark: mark, digits: digits)?.minorUnits
        }
        var best: Found?
        for gross in names.indices where gross != fee && gross != net {
            var found = Found(
                gross: gross, fee: fee, net: net, rows: 0, signed: 0, magnitude: 0, negative: 0, positive: 0)
            for row in records.prefix(5_000) {
                guard let f = amount(row, fee), f != 0, let n = amount(row, net), let g = amount(row, gross) else {
                    continue
                }
                found.rows += 1
                let sum = g.addingReportingOverflow(f), difference = g.subtractingReportingOverflow(f)
                if !sum.overflow, sum.partialValue == n {
                    found.signed += 1
                    if f < 0 { found.negative += 1 } else { found.positive += 1 }
                } else if !difference.overflow, difference.partialValue == n {
                    found.magnitude += 1
                }
            }
            let proven = max(found.signed, found.magnitude)
            if found.rows > 0, proven > max(best?.signed ?? 0, best?.magnitude ?? 0) { best = found }
        }
        guard let found = best, max(found.signed, found.magnitude) >= 2,
            max(found.signed, found.magnitude) * 10 >= found.rows * 9
        else { return nil }
        return found
    }

    /// A piece for `SignConvention` (negative weight: keep as written), or nil when the header
    /// names no fee and net columns, or fewer than 2 rows carry a fee that adds up.
    static func piece(header: [String]?, rows records: [Record], mark: DecimalMark, digits: Int) -> EvidencePiece? {
        guard let header, let found = find(header: header, rows: records, mark: mark, digits: digits) else {
            return nil
        }
        let columns = "'\(header[found.gross])' + '\(header[found.fee])' = '\(header[found.net])'"
        if found.signed >= found.magnitude {
            if found.negative * 10 >= found.signed * 8 {
                return EvidencePiece(
                    weight: -8,
                    sentence: "\(columns) on \(found.signed) of \(found.rows) rows with a fee, and "
                        + "\(found.negative) fees are negative: money out is written negative (holder's view)")
            }
            if found.positive * 10 >= found.signed * 8 {
                return EvidencePiece(
                    weight: 8,
                    sentence: "\(columns) on \(found.signed) of \(found.rows) rows with a fee, and "
                        + "\(found.positive) fees are positive: money out is written positive (issuer's view)")
            }
            return nil
        }
        return EvidencePiece(
            weight: 0,
            sentence: "'\(header[found.net])' = '\(header[found.gross])' − '\(header[found.fee])' on "
                + "\(found.magnitude) rows: fees written as magnitudes say nothing about the sign")
    }
}
