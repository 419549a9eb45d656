import CSV
import Foundation
import Rendering
import Reports
import Shifts
import ShoeboxCore
import Storage

/// `shoebox tips summary` as text or JSON, and `shoebox export --kind shifts` as CSV.
public enum TipsText {
    /// One employer's (or the total's) figures under the JSON keys the CLI documents.
    struct Totals: Encodable {
        var name: String?
        var shifts: Int
        var minutes: Int64
        var salesCents: Int64
        var wagesCents: Int64
        var tipsCents: Int64
        var tipOutCents: Int64
        var netCents: Int64
        var tipPctBps: Int64?
        var cashTipsCents: Int64
        var cardTipsCents: Int64
        var otherIncomeCents: Int64
        var effectiveHourlyCents: Int64?

        init(_ name: String?, _ t: ShiftTotals) {
            self.name = name
            shifts = t.shifts
            minutes = t.minutes
            salesCents = t.salesCents
            wagesCents = t.wagesCents
            tipsCents = t.tipsCents
            tipOutCents = t.tipOutCents
            netCents = t.netCents
            tipPctBps = t.tipBasisPoints
            cashTipsCents = t.cashTipsCents
            cardTipsCents = t.cardTipsCents
            otherIncomeCents = t.otherIncomeCents
            effectiveHourlyCents = t.effectiveHourlyCents
        }

        enum CodingKeys: String, CodingKey {
            case name, shifts, minutes, salesCents = "sales_cents", wagesCents = "wages_cents", tipsCents = "tips_cents"
            case tipOutCents = "tip_out_cents", netCents = "net_cents", tipPctBps = "tip_pct_bps"
            case cashTipsCents = "cash_tips_cents", cardTipsCents = "card_tips_cents"
            case otherIncomeCents = "other_income_cents", effectiveHourlyCents = "effective_hourly_cents"
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            if let name { try c.encode(name, forKey: .name) }
            try c.encode(shifts, forKey: .shifts)
            try c.encode(minutes, forKey: .minutes)
            try c.encode(salesCents, forKey: .salesCents)
            try c.encode(wagesCents, forKey: .wagesCents)
            try c.encode(tipsCents, forKey: .tipsCents)
            try c.encode(tipOutCents, forKey: .tipOutCents)
            try c.encode(netCents, forKey: .netCents)
            try c.encode(tipPctBps, forKey: .tipPctBps)
            try c.encode(cashTipsCents, forKey: .cashTipsCents)
            try c.encode(cardTipsCents, forKey: .cardTipsCents)
            try c.encode(otherIncomeCents, forKey: .otherIncomeCents)
            try c.encode(effectiveHourlyCents, forKey: .effectiveHourlyCents)
        }
    }

    struct Target: Encodable {
        var key: String
        var unit: String
        var target: Int64
        var actual: Int64
        var reached: Bool
        var met: Int
        var of: Int
    }

    struct Payroll: Encodable {
        var employer: String
        var from: String
        var to: String
        var grossCents: Int64
        var depositCents: Int64
        var expectedCents: Int64?
        var status: String
        var message: String

        enum CodingKeys: String, CodingKey {
            case employer, from, to, grossCents = "gross_cents", depositCents = "deposit_cents"
            case expectedCents = "expected_cents", status, message
        }
    }

    struct Summary: Encodable {
        var period: String
        var from: String
        var to: String
        var employers: [Totals]
        var total: Totals
        var targets: [Target]
        var payroll: [Payroll]
        var notes: [String]
    }

    public static func json(_ report: TipsReport) throws -> Data {
        let s = report.summary
        let summary = Summary(
            period: s.period.description, from: s.period.start.description, to: s.period.end.description,
            employers: s.employers.map { Totals($0.employer.name, $0.totals) }, total: Totals(nil, s.total),
            targets: s.targets.map {
                Target(
                    key: $0.key, unit: $0.unit.rawValue, target: $0.target, actual: $0.actual, reached: $0.reached,
                    met: $0.met, of: $0.of)
            },
            payroll: report.payroll.map {
                Payroll(
                    employer: $0.employer, from: $0.start.description, to: $0.end.description,
                    grossCents: $0.grossCents,
                    depositCents: $0.depositCents, expectedCents: $0.expectedCents, status: $0.status.rawValue,
                    message: $0.message)
            }, notes: report.notes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(summary) + Data("\n".utf8)
    }

    public static func text(_ report: TipsReport) -> String {
        let s = report.summary
        var out = "Tips summary \(s.period) (\(s.period.start) to \(s.period.end))\n\n"
        let header = [
            "employer", "shifts", "hours", "sales", "wages", "cash tips", "card tips", "tip-out", "net", "tip %",
            "net/hour",
        ]
        func row(_ name: String, _ t: ShiftTotals) -> [String] {
            [
                name, String(t.shifts), TipsPDF.hours(t.minutes), Amounts.dollars(t.salesCents),
                Amounts.dollars(t.wagesCents), Amounts.dollars(t.cashTipsCents), Amounts.dollars(t.cardTipsCents),
                Amounts.dollars(t.tipOutCents), Amounts.dollars(t.netCents),
                t.tipBasisPoints.map(Amounts.percent) ?? "-",
                t.effectiveHourlyCents.map(Amounts.dollars) ?? "-",
            ]
        }
        out += columns([header] + s.employers.map { row($0.employer.name, $0.totals) } + [row("total", s.total)])
        if s.total.tipsCents != s.total.cashTipsCents + s.total.cardTipsCents {
            out +=
                "\n(tips without a cash/card split: \(Amounts.dollars(s.total.tipsCents - s.total.cashTipsCents - s.total.cardTipsCents)); total tips \(Amounts.dollars(s.total.tipsCents)))\n"
        }
        for line in s.employers where line.shiftsWithoutRate > 0 && line.employer.tipsReporting == .w2 {
            out +=
                "\n\(line.employer.name): \(line.shiftsWithoutRate) shift(s) without an hourly rate: wages counted as $0.00\n"
        }
        if !s.targets.isEmpty {
            out += "\ntargets:\n"
            for t in s.targets {
                let counted = t.of > 1 ? " (\(t.met) of \(t.of))" : ""
                out +=
                    "  \(t.key): \(TipsPDF.format(t.actual, t.unit)) of \(TipsPDF.format(t.target, t.unit)) "
                    + "\(t.reached ? "met" : "not met")\(counted)\n"
            }
        }
        if !report.payroll.isEmpty {
            out += "\npayroll deposits:\n"
            for p in report.payroll {
                out += "  \(p.employer) \(p.start)..\(p.end): \(p.status.rawValue): \(p.message)\n"
            }
        }
        if !report.notes.isEmpty {
            out += "\nto check:\n" + report.notes.map { "  \($0)\n" }.joined()
        }
        return out
    }

    static func columns(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { i in rows.map { $0[i].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return i == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// Columns of `shoebox export --kind shifts`.
    public static let shiftColumns = [
        "id", "date", "employer", "start", "end", "end_date", "break_minutes", "minutes", "status", "rate_cents",
        "sales_cents", "wages_cents", "cash_tips_cents", "card_tips_cents", "tips_cents", "tip_out_cents",
        "other_income_cents", "net_cents", "tips_reporting", "notes", "source_file", "source_line", "duplicate_of",
        "rejected_reason", "overlap_warning",
    ]

    /// Every stored shift (duplicates and rejected rows too: sum only rows with empty `duplicate_of`
    /// and `rejected_reason`), with wages, tip-out and net computed as the summary does.
    public static func shiftsCSV(_ rows: [ShiftRecordRow], employers: [Employer]) throws -> Data {
        let known = Dictionary(employers.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let stream = OutputStream(toMemory: ())
        let writer = try CSVWriter(stream: stream)
        try writer.write(row: shiftColumns)
        for row in rows {
            guard let shift = RecordedShift(row) else { continue }
            let employer = known[row.employerKey] ?? .unlisted(row.employer)
            let e = ShiftEarnings(shift, employer: employer)
            let worked = shift.entry.status == .completed
            let fields: [String] = [
                String(row.id), row.date, row.employer, row.startTime ?? "", row.endTime ?? "", row.endDate ?? "",
                String(row.breakMinutes), row.minutes.map(String.init) ?? "", row.status,
                (row.rateCents ?? employer.hourlyRateCents).map(String.init) ?? "",
                row.salesCents.map(String.init) ?? "",
                worked ? String(e.wagesCents) : "0", String(row.cashTipsCents), String(row.cardTipsCents),
                String(e.tipsCents), String(e.tipOutCents), String(row.otherIncomeCents),
                worked ? String(e.netCents) : "0", employer.tipsReporting.rawValue, row.notes, row.sourceFile,
                String(row.sourceLine), row.duplicateOf.map(String.init) ?? "", row.rejectedReason ?? "",
                row.overlapWarning ?? "",
            ]
            try writer.write(row: fields.map(CSVCell.neutralized))
        }
        writer.stream.close()
        return (stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()) + Data("\n".utf8)
    }
}
