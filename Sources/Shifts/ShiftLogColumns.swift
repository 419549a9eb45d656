/// The columns a shift log may have, recognized by the obvious header names (case, spaces and
/// punctuation ignored: `Cash Tips`, `cash_tips` and `CASH-TIPS` are one column).
enum ShiftColumn: String, CaseIterable, Sendable {
    case date, employer, start, end, endDate, breakMinutes, rate, sales, cashTips, cardTips, tips, tipOut
    case otherIncome, status, notes

    /// The name used in error messages.
    var label: String {
        switch self {
        case .endDate: "end date"
        case .breakMinutes: "break"
        case .cashTips: "cash tips"
        case .cardTips: "card tips"
        case .tipOut: "tip-out"
        case .otherIncome: "other income"
        default: rawValue
        }
    }

    static func of(_ header: String) -> ShiftColumn? {
        let name = header.lowercased().filter { $0.isLetter }
        return names[name]
    }

    private static let names: [String: ShiftColumn] = {
        let table: [ShiftColumn: [String]] = [
            .date: ["date", "shiftdate", "day", "workdate", "startdate"],
            .employer: ["employer", "restaurant", "workplace", "job", "company", "venue", "platform", "employername"],
            .start: ["start", "starttime", "clockin", "in", "timein", "shiftstart", "from"],
            .end: ["end", "endtime", "clockout", "out", "timeout", "shiftend", "to"],
            .endDate: ["enddate", "clockoutdate", "outdate", "shiftenddate"],
            .breakMinutes: [
                "break", "breakminutes", "unpaidbreak", "unpaidbreakminutes", "breakmin", "breakmins", "unpaidbreakmin",
                "breakmn",
            ],
            .rate: ["rate", "hourlyrate", "wage", "hourlywage", "payrate", "baserate"],
            .sales: ["sales", "netsales", "grosssales", "totalsales"],
            .cashTips: ["cashtips", "cash", "cashtip"],
            .cardTips: ["cardtips", "credittips", "creditcardtips", "chargetips", "card", "cardtip", "cctips"],
            .tips: ["tips", "totaltips", "tipstotal", "tip"],
            .tipOut: ["tipout", "tipouts", "tipshare", "tippedout", "tipoutpaid"],
            .otherIncome: ["otherincome", "other", "otherpay"],
            .status: ["status", "state", "shiftstatus"],
            .notes: ["notes", "note", "comments", "comment", "memo"],
        ]
        var out: [String: ShiftColumn] = [:]
        for (column, list) in table { for name in list { out[name] = column } }
        return out
    }()
}
