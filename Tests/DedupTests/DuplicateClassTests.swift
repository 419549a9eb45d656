import Dedup
import ShoeboxCore
import Testing

private func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

/// A stored row from an earlier download that covered `covered` (its file lineage).
private func stored(
    _ id: Int64, _ date: String, _ cents: Int64, _ text: String, pending: Bool = false,
    bankID: String? = nil, covered: (String, String)? = ("2025-02-15", "2025-03-05")
) -> StoredRow {
    StoredRow(
        id: id, date: day(date), minorUnits: cents, canonicalDescription: PayeeNormalizer.canonicalDescription(text),
        pending: pending, bankID: bankID, coverage: covered.map { day($0.0)...day($0.1) })
}

private func incoming(
    _ date: String, _ cents: Int64, _ text: String, pending: Bool = false, bankID: String? = nil
) -> IncomingRow {
    IncomingRow(
        date: day(date), minorUnits: cents, canonicalDescription: PayeeNormalizer.canonicalDescription(text),
        pending: pending, bankID: bankID)
}

private func isMerge(_ decision: DedupDecision) -> Bool {
    switch decision {
    case .duplicate, .posts: true
    default: false
    }
}

/// One test per failure class of issue 18, and one per look-alike that must stay two.
@Suite struct DuplicateClassTests {
    @Test func rewordedReexportMergesWithItsEvidence() {
        let book = [
            stored(1, "2025-03-01", -2_475, "TST* Joe's Grill"),
            stored(
                2, "2025-03-02", -150_000,
                "ORIG CO NAME:ACME PROPERTY MGMT     ORIG ID:9100000001 DESC DATE:250302 CO ENTRY DESCR:RENT  SEC:PPD"),
        ]
        let export = [
            incoming("2025-03-01", -2_475, "TST* JOES GRILL"),
            incoming(
                "2025-03-04", -150_000, "ACME PROPERTY MGMT DES:RENT ID:XXXXX0001 INDN:RAY SMITH CO ID:9100000001 PPD"),
        ]
        let planned = StatementDeduplicator.plannedRows(incoming: export, stored: book)
        #expect(
            planned.map(\.decision) == [.duplicate(of: 1, reason: .reexport), .duplicate(of: 2, reason: .reexport)])
        let evidence = planned[1].score!.evidence.map(\.name)
        #expect(
            evidence.contains("same_payee") && evidence.contains("date_lag")
                && evidence.contains("overlapping_download"))
        #expect(planned[1].score!.description.hasPrefix("score "))
    }

    @Test func csvAndOFXOfOneCardMergeOnPostingDates() {
        // The CSV carries transaction dates and the bank's wording; the QFX posting dates, FITIDs, 32-character names.
        let csv = [
            stored(0, "2025-02-26", -999, "SPOTIFY USA"),
            stored(1, "2025-03-01", -4_218, "SHELL OIL 57442 GROVE CITY OH"),
            stored(2, "2025-03-02", -1_299, "NETFLIX.COM 866-579-7172 CA"),
            stored(3, "2025-03-03", -8_750, "THE HOME DEPOT #3821 COLUMBUS OH"),
        ]
        let qfx = [
            incoming("2025-02-27", -999, "SPOTIFY USA", bankID: "2025022724692164"),
            incoming("2025-03-03", -4_218, "SHELL OIL 57442", bankID: "2025030324692165"),
            incoming("2025-03-03", -1_299, "NETFLIX.COM", bankID: "2025030324692166"),
            incoming("2025-03-05", -8_750, "THE HOME DEPOT #3821", bankID: "2025030524692167"),
        ]
        // The QFX's first row lies before anything both files saw, but the file runs 1–2 days after
        // the CSV on every confident pair: the same lag explains it.
        let planned = StatementDeduplicator.plannedRows(incoming: qfx, stored: csv)
        #expect(
            planned.map(\.decision) == [
                .duplicate(of: 0, reason: .reexport), .duplicate(of: 1, reason: .reexport),
                .duplicate(of: 2, reason: .reexport), .duplicate(of: 3, reason: .reexport),
            ])
        #expect(planned[0].score!.evidence.map(\.name).contains("consistent_lag"))
    }

    @Test func pendingThatPostsRewordedCompletesIt() {
        let book = [
            stored(
                4, "2025-05-10", -1_843, "C-V-S #579 AUSTIN TX", pending: true, covered: ("2025-05-01", "2025-05-10")),
            stored(5, "2025-05-11", -6_499, "Amazon.com", pending: true, covered: ("2025-05-01", "2025-05-11")),
        ]
        let export = [
            incoming("2025-05-12", -1_843, "PURCHASE AUTHORIZED ON 05/10 C-V-S #579 AUSTIN TX S465130000000 CARD 0933"),
            incoming("2025-05-13", -6_499, "AMZN Mktp US*2K4LM0RT1"),
        ]
        #expect(StatementDeduplicator.plan(incoming: export, stored: book) == [.posts(pending: 4), .posts(pending: 5)])
    }

    @Test func pendingThatNeverPostsExpiresAfterTheSetDays() {
        let pending: [(id: Int64, date: LocalDate)] = [(1, day("2025-05-01")), (2, day("2025-05-08"))]
        #expect(PendingExpiry.expired(pending, today: day("2025-05-12")) == [1])
        #expect(PendingExpiry.expired(pending, today: day("2025-05-12"), days: 3) == [1, 2])
        #expect(PendingExpiry.expired(pending, today: day("2025-05-05"), days: 10).isEmpty)
    }

    @Test func identicalDayPassesOnOneDayStayTwo() {
        // Two real passes in the new download, one in the earlier one (it ended that morning).
        let book = [stored(1, "2025-03-05", -1_500, "CITY PARKING DAY PASS")]
        let export = [
            incoming("2025-03-05", -1_500, "CITY PARKING DAY PASS"),
            incoming("2025-03-05", -1_500, "CITY PARKING DAY PASS"),
        ]
        #expect(
            StatementDeduplicator.plan(incoming: export, stored: book) == [.duplicate(of: 1, reason: .overlap), .new])
        // Both passes in both downloads: two merges, two rows kept.
        let both = [
            stored(1, "2025-03-05", -1_500, "CITY PARKING DAY PASS"),
            stored(2, "2025-03-05", -1_500, "CITY PARKING DAY PASS"),
        ]
        #expect(
            StatementDeduplicator.plan(incoming: export, stored: both)
                == [.duplicate(of: 1, reason: .overlap), .duplicate(of: 2, reason: .overlap)])
    }

    @Test func monthlyRecurringChargesStayApart() {
        let book = [stored(1, "2025-02-03", -1_599, "ADOBE *CREATIVE CLD", covered: ("2025-02-01", "2025-02-28"))]
        let export = [incoming("2025-03-03", -1_599, "ADOBE *CREATIVE CLD")]
        #expect(StatementDeduplicator.plan(incoming: export, stored: book) == [.new])
    }

    @Test func aRefundAndItsChargeStayApart() {
        let book = [stored(1, "2025-03-01", -5_999, "TARGET 00012345 COLUMBUS OH")]
        let export = [incoming("2025-03-01", 5_999, "TARGET 00012345 COLUMBUS OH")]
        let planned = StatementDeduplicator.plannedRows(incoming: export, stored: book)
        #expect(planned.map(\.decision) == [.new])
    }

    @Test func sameAmountAtAnotherMerchantIsNeitherMergedNorAsked() {
        let book = [stored(1, "2025-03-01", -2_000, "SHELL OIL 57442 GROVE CITY OH")]
        let export = [incoming("2025-03-01", -2_000, "SPEEDWAY 0412 COLUMBUS OH")]
        #expect(StatementDeduplicator.plan(incoming: export, stored: book) == [.new])
    }

    @Test func aSecondPaymentWithAnotherReferenceIsNotMerged() {
        let book = [stored(1, "2025-03-01", -20_000, "ZELLE PAYMENT TO JOHN SMITH 17223344556")]
        let export = [incoming("2025-03-02", -20_000, "ZELLE PAYMENT TO JOHN SMITH 17229988776")]
        let planned = StatementDeduplicator.plannedRows(incoming: export, stored: book)
        #expect(!isMerge(planned[0].decision))
    }

    @Test func aLaggedMatchOutsideTheEarlierDownloadIsOnlyAsked() {
        // The first download ended 03-05; the new one starts 03-07: the 03-07 lunch is a new lunch or a late posting.
        let book = [stored(1, "2025-03-05", -1_450, "TST* JOES GRILL", covered: ("2025-02-15", "2025-03-05"))]
        let export = [incoming("2025-03-07", -1_450, "TST* JOES GRILL"), incoming("2025-03-20", -900, "CAFE")]
        let planned = StatementDeduplicator.plannedRows(incoming: export, stored: book)
        #expect(planned[0].decision == .possibleDuplicate(of: 1))
        #expect(planned[0].score!.asks && !planned[0].score!.merges)
        #expect(planned[1].decision == .new)
    }

    @Test func transferLegsAreLinkedNotMerged() {
        let usd = CurrencyCode.usd
        let rows = [
            TransferCandidate(
                id: 1, accountID: 10, date: day("2025-03-03"), amount: Money(minorUnits: -50_000, currency: usd),
                description: "ONLINE TRANSFER TO SAV XXXXXX4412 REF #IB0TR5"),
            TransferCandidate(
                id: 2, accountID: 11, date: day("2025-03-04"), amount: Money(minorUnits: 50_000, currency: usd),
                description: "ONLINE TRANSFER FROM CHK XXXXXX7310"),
            // Same amount, same account as the outgoing leg: not a transfer partner.
            TransferCandidate(
                id: 3, accountID: 10, date: day("2025-03-04"), amount: Money(minorUnits: 50_000, currency: usd),
                description: "CLIENT DEPOSIT"),
            // A card purchase of the same amount in the other account, no wording on either side: left alone.
            TransferCandidate(
                id: 4, accountID: 12, date: day("2025-03-10"), amount: Money(minorUnits: -7_500, currency: usd),
                description: "HOME DEPOT"),
            TransferCandidate(
                id: 5, accountID: 11, date: day("2025-03-10"), amount: Money(minorUnits: 7_500, currency: usd),
                description: "REFUND ACME"),
        ]
        let links = TransferPairer.links(rows)
        #expect(links.map { [$0.outgoing, $0.incoming] } == [[1, 2]])
        #expect(links[0].evidence.contains("1 day(s)"))
    }

    @Test func aTransferWithTwoEqualPartnersIsNotGuessed() {
        let usd = CurrencyCode.usd
        let rows = [
            TransferCandidate(
                id: 1, accountID: 10, date: day("2025-03-03"), amount: Money(minorUnits: -10_000, currency: usd),
                description: "TRANSFER TO SAVINGS"),
            TransferCandidate(
                id: 2, accountID: 11, date: day("2025-03-04"), amount: Money(minorUnits: 10_000, currency: usd),
                description: "TRANSFER FROM CHECKING"),
            TransferCandidate(
                id: 3, accountID: 12, date: day("2025-03-04"), amount: Money(minorUnits: 10_000, currency: usd),
                description: "TRANSFER FROM CHECKING"),
        ]
        #expect(TransferPairer.links(rows).isEmpty)
    }
}
