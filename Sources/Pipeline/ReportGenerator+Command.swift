import Foundation
import Reports
import Shifts

extension ReportGenerator {
    /// `shoebox report --kind K --period P [--out PATH]`: `out` is a file for one kind, a folder
    /// for several (or when it ends in `/`); `tips` also takes a week or a range. Returns the
    /// paths written. `kind` and `period` are valid (the command line checked them).
    public func generate(kind: String, period: String, out: String?) throws -> [URL] {
        let kinds = try kinds(kind) ?? []
        var outURL = out.map { URL(fileURLWithPath: $0) }
        if let path = out, kinds.count > 1 || path.hasSuffix("/") {
            outURL = URL(fileURLWithPath: path, isDirectory: true)
        }
        if kinds == [.tips], ReportPeriod(period) == nil, let shifts = ShiftPeriod(period) {
            return [try generateTips(period: shifts, out: outURL)]
        }
        guard let reportPeriod = ReportPeriod(period) else { return [] }
        return try generate(kinds: kinds, period: reportPeriod, out: outURL)
    }
}
