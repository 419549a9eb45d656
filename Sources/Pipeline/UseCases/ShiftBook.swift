import Book
import Foundation
import Reports
import Shifts
import ShoeboxCore
import Storage

/// What the book knows about a tipped worker's shifts, loaded for the tips summary, the tips PDF,
/// the tax estimate and end-of-run alerts: employers (`<book>/employers.yaml` wins over one dropped in
/// the inbox, by name), settings (targets, time zone), kept shifts and payroll deposits.
public struct ShiftBook {
    public let book: Book
    public let ledger: Ledger

    public init(book: Book, ledger: Ledger) {
        self.book = book
        self.ledger = ledger
    }

    /// `<book>/employers.yaml`.
    public var employersURL: URL { book.root.appendingPathComponent("employers.yaml") }

    /// The clock shift times are read on: `settings.yaml` `time_zone`, else the machine's.
    ///
    /// - Throws: `SettingsError` for an invalid settings.yaml.
    public func clock() throws -> ShiftClock {
        let settings = try ReportSettings.load(book.root.appendingPathComponent("settings.yaml"))
        return ShiftClock(timeZone: settings.timeZone.flatMap(TimeZone.init(identifier:)) ?? .current)
    }

    /// Employers of the book file, then those stored from the inbox that it does not name.
    ///
    /// - Throws: `ConfigFileError` naming the line and key of an invalid `employers.yaml`.
    public func employers() throws -> [Employer] {
        var list = try EmployersFile.load(employersURL)
        let named = Set(list.map(\.key))
        let decoder = JSONDecoder()
        for record in try ledger.employerRecords() where !named.contains(record.key) {
            if let employer = try? decoder.decode(Employer.self, from: Data(record.settingsJSON.utf8)) {
                list.append(employer)
            }
        }
        return list
    }

    /// Kept shifts dated in `from...to`.
    public func shifts(from: LocalDate?, to: LocalDate?) throws -> [RecordedShift] {
        try ledger.shiftRows(from: from, to: to).compactMap(RecordedShift.init)
    }

    /// Positive canonical bank rows dated in `from...to` (payroll deposit candidates).
    public func deposits(from: LocalDate, to: LocalDate) throws -> [PayrollDeposit] {
        try ledger.exportRows(from: from, to: to, canonicalOnly: true).compactMap { row in
            guard row.kind == "bank", row.amount.minorUnits > 0, let date = LocalDate(iso: row.date) else { return nil }
            return PayrollDeposit(
                date: date, description: row.payee + " " + row.description, amountCents: row.amount.minorUnits)
        }
    }

    /// The tips summary of `period` (optionally one employer) with payroll checks.
    public func summary(period: ShiftPeriod, employer: String?, today: LocalDate) throws -> TipsReport {
        let settings = try ReportSettings.load(book.root.appendingPathComponent("settings.yaml"))
        let employers = try employers()
        if let employer {
            let known = Set(employers.map(\.key)).union(try ledger.shiftRows(from: nil, to: nil).map(\.employerKey))
            guard known.contains(ShiftEntry.key(employer)) else {
                throw Diagnostic(
                    code: .unknownEmployer,
                    message: "no employer named \"\(employer)\" in employers.yaml or the shift logs (known: "
                        + (employers.map(\.name).sorted().joined(separator: ", ").nonEmpty ?? "none") + ")")
            }
        }
        let shifts = try shifts(from: period.start, to: period.end)
        let summary = try TipsSummary.compute(
            period: period, shifts: shifts, employers: employers, targets: settings.targets, employerFilter: employer,
            today: today)
        let listed = employer.map { name in employers.filter { $0.key == ShiftEntry.key(name) } } ?? employers
        let payroll = PayrollCheck.compare(
            shifts: shifts, employers: listed,
            deposits: try deposits(from: period.start, to: period.end.adding(days: PayrollCheck.paydayWindow + 16)),
            from: period.start, to: period.end)
        let all = try ledger.shiftRows(from: period.start, to: period.end, .all)
        let notes =
            all.compactMap { row in row.rejectedReason.map { "quarantined shift: \($0)" } }
            + all.filter { $0.duplicateOf == nil && $0.rejectedReason == nil }.compactMap { row in
                row.overlapWarning.map { "warning: \($0)" }
            }
            + all.compactMap { row in row.ambiguity.map { "check \(row.sourceFile) line \(row.sourceLine): \($0)" } }
        return TipsReport(summary: summary, payroll: payroll, notes: notes)
    }

    /// `missing_shift` and `incomplete_shift` findings over the whole book, as of `today`.
    public func alerts(today: LocalDate) throws -> [ShiftAlert] {
        ShiftAlert.find(in: try shifts(from: nil, to: nil), employers: try employers(), today: today)
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}

/// A tips summary with the payroll comparison and notes (quarantined and overlapping shifts).
public struct TipsReport: Sendable, Equatable {
    public var summary: TipsSummary
    public var payroll: [PayrollCheck]
    public var notes: [String]
}

extension ShiftBook {
    /// Shift-log income for the tax estimate, `from...to`: W-2 employers' wages and tips after
    /// tip-out, self-employed employers' net, and the tips kept after tip-out of each.
    public func taxIncome(from: LocalDate, to: LocalDate) throws -> ShiftTaxIncome {
        let shifts = try shifts(from: from, to: to)
        guard !shifts.isEmpty else { return .none }
        let employers = Dictionary(try employers().map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var income = ShiftTaxIncome()
        for shift in shifts where shift.entry.status == .completed {
            let employer = employers[shift.entry.employerKey] ?? .unlisted(shift.entry.employer)
            let earned = ShiftEarnings(shift, employer: employer)
            let keptTips = max(0, earned.tipsCents - earned.tipOutCents)
            switch employer.tipsReporting {
            case .w2:
                income.w2WagesAndTipsCents = try Checked.add(
                    income.w2WagesAndTipsCents, earned.netCents, "W-2 shift income")
                income.w2TipsCents = try Checked.add(income.w2TipsCents, keptTips, "W-2 tips")
            case .selfEmployed:
                income.selfEmployedNetCents = try Checked.add(
                    income.selfEmployedNetCents, earned.netCents, "self-employed shift income")
                income.selfEmployedTipsCents = try Checked.add(
                    income.selfEmployedTipsCents, keptTips, "self-employed tips")
            }
        }
        return income
    }
}

extension ShiftBook {
    /// Bank deposits categorized as business income (Schedule C line 1) whose text names a
    /// `self_employed` employer: the shift log already counts that income, so these would be
    /// counted twice. Returned as notices for the tax estimate (nothing is changed).
    public func doubleCountNotices(from: LocalDate, to: LocalDate) throws -> [String] {
        let gig = try employers().filter { $0.tipsReporting == .selfEmployed }
        guard !gig.isEmpty else { return [] }
        var found: [String: (count: Int, cents: Int64)] = [:]
        for row in try ledger.exportRows(from: from, to: to, canonicalOnly: true)
        where row.kind == "bank" && row.amount.minorUnits > 0 && row.category == "income" {
            let text = ShiftEntry.key(row.payee + " " + row.description)
            for employer in gig where text.contains(ShiftEntry.key(employer.payrollMatch ?? employer.name)) {
                found[employer.name, default: (0, 0)].count += 1
                found[employer.name, default: (0, 0)].cents += row.amount.minorUnits
                break
            }
        }
        return found.keys.sorted().map { name in
            let (count, cents) = found[name]!
            return "\(count) bank deposit(s) from \(name) (\(Amounts.dollars(cents))) are categorized as business "
                + "income and the shift log also counts \(name) as self-employed income: this income may be counted "
                + "twice. Correct those deposits to `transfer` (shoebox correct ID transfer) if the log is complete."
        }
    }
}

extension ShiftBook {
    /// `shoebox export --kind shifts`: the stored shifts dated `from`…`to` (nil: open), as CSV.
    public func shiftsCSV(from: LocalDate?, to: LocalDate?) throws -> Data {
        try TipsText.shiftsCSV(ledger.shiftRows(from: from, to: to, .all), employers: try employers())
    }
}
