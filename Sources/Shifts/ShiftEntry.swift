import ShoeboxCore

/// What a shift log row says happened to a shift.
public enum ShiftStatus: String, Sendable, CaseIterable, Codable {
    /// Scheduled, not yet worked: never counted; alerts `missing_shift` when no completed entry follows.
    case planned
    /// Worked: counted in every total.
    case completed
    /// Scheduled but not worked: never counted.
    case missed
}

/// One row of a shift log, as written (times are local wall-clock times; money in cents).
public struct ShiftEntry: Sendable, Equatable {
    public var date: LocalDate
    public var employer: String
    public var start: ClockTime?
    public var end: ClockTime?
    /// Explicit end date (else: the next day when `end` is earlier than `start`, the same day otherwise).
    public var endDate: LocalDate?
    public var breakMinutes: Int
    /// Hourly rate on this row; nil: the employer's rate from `employers.yaml`.
    public var rateCents: Int64?
    public var salesCents: Int64?
    public var cashTipsCents: Int64
    public var cardTipsCents: Int64
    /// Tips given in one `tips` column (neither cash nor card).
    public var otherTipsCents: Int64
    /// Tip-out on this row; nil: the employer's default tip-out.
    public var tipOutCents: Int64?
    public var otherIncomeCents: Int64
    public var status: ShiftStatus
    public var notes: String
    /// False when no money cell (sales, tips, tip-out, other income) was filled in.
    public var hasEarnings: Bool
    /// 1-based line in the log file.
    public var sourceLine: Int
    public var sourceFile: String

    public init(
        date: LocalDate, employer: String, start: ClockTime?, end: ClockTime?, endDate: LocalDate? = nil,
        breakMinutes: Int = 0, rateCents: Int64? = nil, salesCents: Int64? = nil, cashTipsCents: Int64 = 0,
        cardTipsCents: Int64 = 0, otherTipsCents: Int64 = 0, tipOutCents: Int64? = nil, otherIncomeCents: Int64 = 0,
        status: ShiftStatus = .completed, notes: String = "", hasEarnings: Bool = true, sourceLine: Int,
        sourceFile: String = ""
    ) {
        self.date = date
        self.employer = employer
        self.start = start
        self.end = end
        self.endDate = endDate
        self.breakMinutes = breakMinutes
        self.rateCents = rateCents
        self.salesCents = salesCents
        self.cashTipsCents = cashTipsCents
        self.cardTipsCents = cardTipsCents
        self.otherTipsCents = otherTipsCents
        self.tipOutCents = tipOutCents
        self.otherIncomeCents = otherIncomeCents
        self.status = status
        self.notes = notes
        self.hasEarnings = hasEarnings
        self.sourceLine = sourceLine
        self.sourceFile = sourceFile
    }

    /// All tips: cash + card + unsplit.
    public var tipsCents: Int64 { cashTipsCents + cardTipsCents + otherTipsCents }

    /// The employer name compared across logs and `employers.yaml` (case, spacing and punctuation ignored).
    public var employerKey: String { Self.key(employer) }

    /// `Blue Door Bistro`, `blue door bistro` and `BLUE-DOOR  BISTRO` are one employer.
    public static func key(_ name: String) -> String {
        name.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
    }

    /// What makes two rows the same shift (the same shift in two overlapping logs counts once):
    /// employer, status, date, times, break and every money cell. Notes are not compared.
    public var dedupKey: String {
        let money = [
            rateCents, salesCents, cashTipsCents, cardTipsCents, otherTipsCents, tipOutCents, otherIncomeCents,
        ]
        .map { $0.map(String.init) ?? "-" }
        return
            ([
                employerKey, status.rawValue, date.description, start?.description ?? "-", end?.description ?? "-",
                endDate?.description ?? "-", String(breakMinutes),
            ] + money).joined(separator: "|")
    }
}
