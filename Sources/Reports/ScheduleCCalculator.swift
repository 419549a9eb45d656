import ShoeboxCore

/// Computes Schedule C from canonical entries, the year's trips, tax table and settings.
///
/// Rules (stated on the report): income rows go to line 1, negative income (refunds to
/// customers) to line 2; an expense row's outflow adds to its line and a refund (inflow)
/// subtracts; meals count 50 %; transfers and personal rows are excluded; uncategorized rows
/// are listed, not counted. When the year has business trips in a mileage log, line 9 is
/// business miles × the standard rate and actual car expenses are listed but not counted.
/// Line 30 uses the simplified method when `home_office_sq_ft` is set.
public enum ScheduleCCalculator {
    ///
    /// - Parameter through: stop early (year to date): only entries and trips up to this date count,
    ///   and the home office deduction covers the months up to it.
    public static func compute(
        period: ReportPeriod, entries: [LedgerEntry], trips: [MileageTrip],
        table: TaxTable, settings: ReportSettings, through: LocalDate? = nil
    ) -> ScheduleCSummary {
        var summary = ScheduleCSummary(period: period)
        let end = min(period.end, through ?? period.end)
        var classifier = EntryClassifier()
        let form = classifier.form(period.taxYear)
        let mealsLine = form.line(for: "meals")
        let carLine = form.line(for: "car_truck")
        let homeLine = form.line(for: "home_office")
        var byLine: [ScheduleCForm.Line: (cents: Int64, entries: [LedgerEntry])] = [:]
        for entry in entries where entry.date >= period.start && entry.date <= end {
            if let confidence = entry.confidence, confidence < settings.lowConfidenceThreshold,
                entry.category != nil, entry.category != "uncategorized"
            {
                summary.lowConfidence.add(entry)
            }
            switch classifier.classify(entry) {
            case .income:
                if entry.amount.minorUnits >= 0 {
                    summary.grossReceiptsCents += entry.amount.minorUnits
                } else {
                    summary.returnsCents -= entry.amount.minorUnits
                }
                summary.incomeEntries.append(entry)
            case .expense(let line):
                byLine[line, default: (0, [])].cents -= entry.amount.minorUnits
                byLine[line, default: (0, [])].entries.append(entry)
            case .excluded: summary.excluded.add(entry, keepEntries: false)
            case .uncategorized: summary.uncategorized.add(entry)
            }
        }
        summary.trips = trips.filter { $0.date >= period.start && $0.date <= end }.sorted {
            ($0.date, $0.sourceLine) < ($1.date, $1.sourceLine)
        }
        summary.mileage = MileageSummary(summary.trips)
        if let homeLine, let home = byLine.removeValue(forKey: homeLine) {
            summary.homeOfficeEntries = home.entries
            summary.homeOfficeCents = home.cents
            summary.homeOfficeNote = "Actual expenses (Form 8829)"
            summary.homeOfficeFacts = .actualExpenses
        }
        if let carLine, summary.mileage.businessTenths > 0 {
            let deduction = table.mileageDeduction(tenthsOfMiles: summary.mileage.businessTenths)
            let actual = byLine[carLine]?.cents ?? 0
            summary.carRule =
                "A mileage log exists for \(period.taxYear): line 9 uses the standard mileage rate, "
                + "\(Amounts.miles(summary.mileage.businessTenths)) business miles \u{00D7} \(table.mileageRateText) = \(Amounts.dollars(deduction)). "
                + "Actual car expenses (\(Amounts.dollars(actual))) are listed in the appendix but not deducted."
            summary.carRuleFacts = .standardMileage(
                taxYear: period.taxYear, businessTenths: summary.mileage.businessTenths,
                rateCentiCents: table.mileageRateCentiCents, deductionCents: deduction, actualCents: actual)
            summary.expenseLines.append(
                ScheduleCExpenseLine(
                    line: carLine, grossCents: actual, deductibleCents: deduction,
                    note: "Standard mileage rate", entries: byLine[carLine]?.entries ?? [],
                    noteFacts: .standardMileageRate))
            byLine[carLine] = nil
        } else if carLine != nil {
            summary.carRule = "No mileage log for \(period.taxYear): line 9 is the actual car and truck expenses."
            summary.carRuleFacts = .actualExpenses(taxYear: period.taxYear)
        }
        for (line, total) in byLine {
            let isMeals = line == mealsLine
            let deductible =
                isMeals
                ? Amounts.apply(total.cents, basisPoints: BuiltInCategory.mealsDeductibleBasisPoints) : total.cents
            summary.expenseLines.append(
                ScheduleCExpenseLine(
                    line: line, grossCents: total.cents, deductibleCents: deductible,
                    note: isMeals
                        ? "\(Amounts.percent(BuiltInCategory.mealsDeductibleBasisPoints)) of \(Amounts.dollars(total.cents))"
                        : nil,
                    entries: total.entries,
                    noteFacts: isMeals
                        ? .mealsShare(basisPoints: BuiltInCategory.mealsDeductibleBasisPoints, grossCents: total.cents)
                        : nil))
        }
        let order = form.expenseLines
        summary.expenseLines.sort { (order.firstIndex(of: $0.line) ?? 0) < (order.firstIndex(of: $1.line) ?? 0) }
        if let feet = settings.homeOfficeSquareFeet, feet > 0 {
            let allowed = min(feet, table.homeOfficeMaxSquareFeet)
            let months = Int64(end.month - period.firstMonth + 1)
            let full = Rounding.halfAwayFromZero(
                allowed * table.homeOfficeRatePerSquareFootCents * months, dividedBy: 12)
            let limit = max(0, summary.tentativeProfitCents)
            summary.homeOfficeCents = min(full, limit)
            summary.homeOfficeNote =
                "Simplified method: \(allowed) sq ft \u{00D7} \(Amounts.dollars(table.homeOfficeRatePerSquareFootCents))"
                + (months < 12 ? " \u{00D7} \(months)/12 months" : "") + " = \(Amounts.dollars(full))"
                + (full > limit ? ", limited to the line 29 profit" : "")
                + (summary.homeOfficeEntries.isEmpty ? "" : "; actual home expenses listed, not deducted")
            summary.homeOfficeFacts = .simplified(
                squareFeet: allowed, rateCents: table.homeOfficeRatePerSquareFootCents, months: months, fullCents: full,
                limited: full > limit, actualListed: !summary.homeOfficeEntries.isEmpty)
        }
        return summary
    }
}
