import Dedup
import ShoeboxCore
import Testing

private func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

private func stored(
    _ id: Int64, _ date: String, _ cents: Int64, _ text: String,
    pending: Bool = false, bankID: String? = nil
) -> StoredRow {
    StoredRow(id: id, date: day(date), minorUnits: cents, canonicalDescription: text, pending: pending, bankID: bankID)
}

private func incoming(
    _ date: String, _ cents: Int64, _ text: String,
    pending: Bool = false, bankID: String? = nil
) -> IncomingRow {
    IncomingRow(date: day(date), minorUnits: cents, canonicalDescription: text, pending: pending, bankID: bankID)
}

@Suite struct StatementDeduplicatorTests {
    @Test func overlappingExportsOnlyAddTheNewRows() {
        // Jan–Mar already in the book.
        let book = [
            stored(1, "2024-01-05", -4_500, "RENT JANUARY"),
            stored(2, "2024-02-05", -4_500, "RENT FEBRUARY"),
            stored(3, "2024-03-05", -4_500, "RENT MARCH"),
            stored(4, "2024-03-20", 250_000, "PAYROLL ACME"),
        ]
        // Mar–May export: two rows overlap, three are new.
        let export = [
            incoming("2024-03-05", -4_500, "RENT MARCH"),
            incoming("2024-03-20", 250_000, "PAYROLL ACME"),
            incoming("2024-04-05", -4_500, "RENT APRIL"),
            incoming("2024-04-20", 250_000, "PAYROLL ACME"),
            incoming("2024-05-05", -4_500, "RENT MAY"),
        ]
        let plan = StatementDeduplicator.plan(incoming: export, stored: book)
        #expect(
            plan == [
                .duplicate(of: 3, reason: .overlap),
                .duplicate(of: 4, reason: .overlap),
                .new, .new, .new,
            ])
    }

    @Test func twoIdenticalCoffeesOnOneDayInOneFileAreBothNew() {
        let plan = StatementDeduplicator.plan(
            incoming: [
                incoming("2024-03-01", -450, "BLUE BOTTLE COFFEE"), incoming("2024-03-01", -450, "BLUE BOTTLE COFFEE"),
            ],
            stored: [stored(1, "2024-02-29", -450, "BLUE BOTTLE COFFEE")])
        // The earlier download did not cover 03-01: a day's lag is no evidence; at most a question.
        #expect(!plan.contains { if case .duplicate = $0 { true } else { false } })
        #expect(plan.filter { $0 == .new }.count == 1)
    }

    @Test func identicalRowsAreMatchedWithMultiplicity() {
        let book = [stored(10, "2024-03-01", -450, "COFFEE"), stored(11, "2024-03-01", -450, "COFFEE")]
        let export = Array(repeating: incoming("2024-03-01", -450, "COFFEE"), count: 3)
        let plan = StatementDeduplicator.plan(incoming: export, stored: book)
        #expect(plan == [.duplicate(of: 10, reason: .overlap), .duplicate(of: 11, reason: .overlap), .new])
        #expect(plan.filter { $0 == .new }.count == 1)
    }

    @Test func bankIDMatchWinsEvenWhenTheDescriptionChanged() {
        let book = [stored(5, "2024-03-01", -2_999, "AMAZON MKTPLACE PMTS", bankID: "FIT-0001")]
        let export = [incoming("2024-03-02", -2_999, "AMAZON.COM*2K4 SEATTLE WA", bankID: "FIT-0001")]
        #expect(StatementDeduplicator.plan(incoming: export, stored: book) == [.duplicate(of: 5, reason: .bankID)])
    }

    @Test func differentBankIDsAreNotMergedByKey() {
        let book = [stored(5, "2024-03-01", -450, "COFFEE", bankID: "A")]
        let export = [incoming("2024-03-01", -450, "COFFEE", bankID: "B")]
        #expect(StatementDeduplicator.plan(incoming: export, stored: book) == [.new])
    }

    @Test func postedRowWithNewDescriptionAndTipCompletesThePendingOne() {
        let book = [stored(7, "2024-03-01", -2_500, "SQ *BLUE BOTTLE", pending: true)]
        // Two days later, 20 % tip added, descriptor rewritten by the network.
        let export = [incoming("2024-03-03", -3_000, "BLUE BOTTLE COFFEE OAKLAND CA")]
        #expect(StatementDeduplicator.plan(incoming: export, stored: book) == [.posts(pending: 7)])
    }

    @Test func postedRowTenDaysLaterIsNotMatched() {
        let book = [stored(7, "2024-03-01", -2_500, "SQ *BLUE BOTTLE", pending: true)]
        let export = [incoming("2024-03-11", -2_500, "BLUE BOTTLE COFFEE OAKLAND CA")]
        #expect(StatementDeduplicator.plan(incoming: export, stored: book) == [.new])
    }

    @Test func tipBeyondThirtyFivePercentIsNotMatched() {
        let book = [stored(7, "2024-03-01", -2_000, "SQ *BLUE BOTTLE", pending: true)]
        let export = [incoming("2024-03-02", -2_800, "BLUE BOTTLE COFFEE OAKLAND CA")]
        #expect(StatementDeduplicator.plan(incoming: export, stored: book) == [.new])
    }

    @Test func pendingAndPostedAreMatchedOneToOne() {
        let book = [
            stored(1, "2024-03-01", -450, "SQ *BLUE BOTTLE", pending: true),
            stored(2, "2024-03-01", -450, "SQ *BLUE BOTTLE", pending: true),
        ]
        let export = [
            incoming("2024-03-02", -450, "BLUE BOTTLE COFFEE OAKLAND CA"),
            incoming("2024-03-02", -450, "BLUE BOTTLE COFFEE OAKLAND CA"),
        ]
        let plan = StatementDeduplicator.plan(incoming: export, stored: book)
        #expect(Set(plan) == [.posts(pending: 1), .posts(pending: 2)])
    }

    @Test func identicalPendingRowInALaterExportIsAnOverlap() {
        let book = [stored(3, "2024-03-01", -450, "SQ *BLUE BOTTLE", pending: true)]
        let export = [incoming("2024-03-01", -450, "SQ *BLUE BOTTLE", pending: true)]
        #expect(StatementDeduplicator.plan(incoming: export, stored: book) == [.duplicate(of: 3, reason: .overlap)])
    }

    @Test func stalePendingRowIsRecognisedThroughItsEarlierForm() {
        // Row 7 was pending on 03-01 and has since posted with a tip.
        let book = [stored(7, "2024-03-03", -3_000, "BLUE BOTTLE COFFEE OAKLAND CA")]
        let earlier = [stored(7, "2024-03-01", -2_500, "SQ *BLUE BOTTLE", pending: true)]
        let export = [
            incoming("2024-03-01", -2_500, "SQ *BLUE BOTTLE", pending: true),
            incoming("2024-03-03", -3_000, "BLUE BOTTLE COFFEE OAKLAND CA"),
            incoming("2024-03-04", -1_200, "LUNCH PLACE"),
        ]
        let plan = StatementDeduplicator.plan(incoming: export, stored: book, earlierForms: earlier)
        #expect(plan == [.duplicate(of: 7, reason: .stalePending), .duplicate(of: 7, reason: .overlap), .new])
    }

    @Test func pendingCopyOfAPostedBankIDRowIsStale() {
        let book = [stored(9, "2024-03-03", -3_000, "BLUE BOTTLE", bankID: "X1")]
        let export = [incoming("2024-03-01", -2_500, "SQ *BLUE BOTTLE", pending: true, bankID: "X1")]
        #expect(
            StatementDeduplicator.plan(incoming: export, stored: book) == [.duplicate(of: 9, reason: .stalePending)])
    }

    /// Large inputs give exact results (correctness at scale; nothing is timed).
    @Test func largeOverlapIsExact() {
        let start = day("2020-01-01")
        let book = (0..<6_000).map { i in
            StoredRow(
                id: Int64(i + 1), date: start.adding(days: i / 5), minorUnits: -Int64(100 + i % 7),
                canonicalDescription: "SHOP \(i % 11)", pending: false, bankID: "B\(i)")
        }
        let export = (3_000..<9_000).map { i in
            IncomingRow(
                date: start.adding(days: i / 5), minorUnits: -Int64(100 + i % 7),
                canonicalDescription: "SHOP \(i % 11)", pending: false, bankID: "B\(i)")
        }
        let plan = StatementDeduplicator.plan(incoming: export, stored: book)
        #expect(plan.count == 6_000)
        #expect(plan.filter { $0 == .new }.count == 3_000)
        #expect(plan[0] == .duplicate(of: 3_001, reason: .bankID))
        #expect(plan[2_999] == .duplicate(of: 6_000, reason: .bankID))
        #expect(plan[3_000] == .new)
    }
}
