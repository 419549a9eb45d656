import ShoeboxCore

/// The date's line read more than once, its readings disagreeing: which date to keep.
///
/// A disputed date stays flagged whatever is chosen (`DateResolver.disputedConfidence`): readings
/// of the same pixels can repeat a misread. But when two or more re-readings of the line show the
/// same other date and none of them shows the first reading's, the first reading is the one alone
/// (`24/05/2019` read, `24/05/2018` at 2×, at 40 px and at 3× in block mode): the date most
/// readings show is kept, still held below the threshold.
enum DateReadingVote {
    /// The evidence name of a date taken from the re-readings against the first reading.
    static let evidence = "re-reads outvote the first reading"

    /// The date the re-readings agree on against `chosen`, or nil: at least two re-readings show
    /// it (a reading shows a date when either day/month order of one of its dates is it), every
    /// re-reading that shows a date shows it, none shows `chosen`, and it is plausible (not after
    /// `today`, not more than 20 years before).
    static func outvoting(
        _ chosen: LocalDate, rereadDates: [Set<LocalDate>], resolved: [LocalDate], today: LocalDate
    ) -> LocalDate? {
        let showing = rereadDates.filter { !$0.isEmpty }
        guard showing.count >= 2, !showing.contains(where: { $0.contains(chosen) }) else { return nil }
        let agreed = resolved.filter { date in
            date != chosen && date <= today.adding(days: 1) && date >= today.adding(days: -365 * 20)
                && showing.allSatisfy { $0.contains(date) }
        }
        return Set(agreed).count == 1 ? agreed.first : nil
    }
}
