/// Picks the field separator that gives the most rows with the same, largest field count.
enum DelimiterDetector {
    static let candidates: [Unicode.Scalar] = [",", ";", "\t", "|"]

    static func detect(_ text: String) -> Unicode.Scalar {
        let sample = String(text.prefix(200_000))
        var best: (delimiter: Unicode.Scalar, score: Int) = (",", -1)
        for delimiter in candidates where sample.unicodeScalars.contains(delimiter) {
            let records = DelimitedRecords.read(sample, delimiter: delimiter, limit: 400).filter { !$0.isBlank }
            var histogram: [Int: Int] = [:]
            for record in records { histogram[record.fields.count, default: 0] += 1 }
            // Rows of n and n+1 fields (a trailing separator) belong to the same table.
            let score =
                histogram.keys.filter { $0 > 1 }.map { n in
                    (histogram[n, default: 0] + histogram[n + 1, default: 0]) * 100 + n
                }.max() ?? 0
            if score > best.score { best = (delimiter, score) }
        }
        return best.delimiter
    }
}
