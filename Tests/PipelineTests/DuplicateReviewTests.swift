import Foundation
import Pipeline
import ShoeboxCore
import Storage
import Testing

/// A pair just below the merge threshold goes to review.csv as `possible_duplicate`; the
/// answered sheet merges it (or keeps both) in the same round trip.
@Suite struct DuplicateReviewTests {
    static let first =
        "Date,Description,Amount\n2024-11-01,OFFICE DEPOT 0412,-23.10\n2024-11-05,TST* JOES GRILL,-14.50\n"
    // The new download starts after the old one ended: the 11-07 lunch may be the 11-05 one posted late.
    static let second = "Date,Description,Amount\n2024-11-07,TST* JOE'S GRILL,-14.50\n2024-11-20,STAPLES 0042,-9.99\n"

    @Test func answeredDuplicateIsMergedAndAnAnsweredDifferentIsNotAskedAgain() throws {
        let space = try Workspace()
        try space.write("card_4411_20241101.csv", Self.first)
        try space.write("card_4411_20241120.csv", Self.second)
        _ = try space.run()
        let pairs = try space.ledger.possibleDuplicates()
        #expect(pairs.count == 1)
        let pair = try #require(pairs.first)
        #expect(pair.description == "TST* JOE'S GRILL")
        #expect(pair.evidence.contains("same_payee(JOES GRILL)"))

        let sheetURL = space.book.outputDirectory.appendingPathComponent("review.csv")
        let sheet = try String(contentsOf: sheetURL, encoding: .utf8)
        let line = try #require(sheet.split(separator: "\n").first { $0.contains(",possible_duplicate,") }, "\(sheet)")
        #expect(line.contains("duplicate of #"))

        // An answer that is neither word quarantines the sheet.
        try space.write("answers-wrong.csv", sheet.replacingOccurrences(of: String(line), with: line + "perhaps"))
        let refused = try space.run()
        #expect(
            refused.quarantined.contains { $0.reason.contains("must be duplicate or different") },
            "\(refused.quarantined.map(\.reason)) \(refused.summary)")

        try space.write("answers.csv", sheet.replacingOccurrences(of: String(line), with: line + "duplicate"))
        _ = try space.run()
        #expect(try space.ledger.possibleDuplicates().isEmpty)
        let merged = try #require(try space.ledger.exportRows().first { $0.id == pair.transactionID })
        #expect(merged.duplicateOf == pair.candidateID && merged.mergeReason == "confirmed_duplicate")
        let explained = try #require(try space.ledger.explain(pair.transactionID))
        #expect(explained.row.evidence?.hasPrefix("confirmed by you in review.csv") == true)
        #expect(!(try String(contentsOf: sheetURL, encoding: .utf8)).contains(",possible_duplicate,"))
    }

    @Test func mergingAccountsMovesRowsAndRemembersTheKey() throws {
        let space = try Workspace()
        try space.write("joint.csv", Self.first)
        try space.write(
            "visa.csv", "Date,Description,Amount\n2024-11-01,OFFICE DEPOT 0412,-23.10\n2024-11-12,CAFE,-4.00\n")
        _ = try space.run()
        let accounts = try space.ledger.accountListings()
        #expect(accounts.count == 2)
        let counts = try space.ledger.mergeAccounts(into: accounts[0].id, from: accounts[1].id)
        #expect(counts.merged == 1)
        let after = try space.ledger.accountListings()
        #expect(after.count == 1 && after[0].files.count == 2)
        #expect(after[0].aliases.contains { $0.contains("merged by you") })
        // A later file of the merged account lands in the kept one.
        try space.write("visa-2.csv", "Date,Description,Amount\n2024-11-12,CAFE,-4.00\n2024-11-14,BAKERY,-6.00\n")
        _ = try space.run()
        #expect(try space.ledger.accountListings().count == 1)
        #expect(try space.ledger.exportRows(canonicalOnly: true).count == 4)
    }

    @Test func expiredPendingRowsLeaveTheTotalsAndAPostedRowStillCompletesThem() throws {
        let space = try Workspace()  // today is 2024-12-31
        try space.write(
            "chk.csv",
            "Date,Description,Amount,Status\n2024-11-01,PAYROLL,900.00,Posted\n"
                + "2024-12-01,Amazon.com,-64.99,Pending\n2024-12-02,C-V-S #579 AUSTIN TX,-18.43,Pending\n")
        _ = try space.run()
        #expect(try space.ledger.exportRows(canonicalOnly: true).map(\.amount.minorUnits) == [90_000])
        try space.write(
            "chk-2.csv",
            "Date,Description,Amount,Status\n2024-11-01,PAYROLL,900.00,Posted\n"
                + "2024-12-04,PURCHASE AUTHORIZED ON 12/02 C-V-S #579 AUSTIN TX S465130000000 CARD 0933,-18.43,Posted\n"
        )
        _ = try space.run()
        #expect(try space.ledger.exportRows(canonicalOnly: true).map(\.amount.minorUnits) == [90_000, -1_843])
        #expect(try space.ledger.exportRows().filter { $0.pending }.count == 1)
        let status = try space.ledger.status()
        #expect(status.pending == 0 && status.expiredPending == 1, "the Amazon row expired; it is not waiting")
    }

    @Test func sameLast4WithoutANamedInstitutionIsAskedOnceNotMerged() throws {
        let space = try Workspace()
        try space.write("visa_4411.csv", "Date,Description,Amount\n2024-11-01,OFFICE DEPOT 0412,-23.10\n")
        try space.write(
            "download.ofx",
            "OFXHEADER:100\n<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4417000000004411"
                + "</CCACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20241103<TRNAMT>-9.99<FITID>A1"
                + "<NAME>SPOTIFY</STMTTRN></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>\n")
        _ = try space.run()
        let accounts = try space.ledger.accountListings()
        #expect(accounts.count == 2)
        let asked = accounts.flatMap { account in account.questions.map { (account.id, $0.otherID, $0.reason) } }
        #expect(asked.count == 1 && asked[0].2.contains("same last 4 (4411)"), "\(asked)")
        try space.ledger.markAccountsDifferent(asked[0].0, asked[0].1)
        #expect(try space.ledger.accountListings().allSatisfy { $0.questions.isEmpty })
    }

    @Test func anAccountQuestionAnsweredSameInReviewMergesTheAccounts() throws {
        let space = try Workspace()
        try space.write("visa_4411.csv", "Date,Description,Amount\n2024-11-01,OFFICE DEPOT 0412,-23.10\n")
        try space.write(
            "download.ofx",
            "OFXHEADER:100\n<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4417000000004411"
                + "</CCACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20241101<TRNAMT>-23.10<FITID>A1"
                + "<NAME>OFFICE DEPOT 0412</STMTTRN></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>\n"
        )
        _ = try space.run()
        let sheetURL = space.book.outputDirectory.appendingPathComponent("review.csv")
        let sheet = try String(contentsOf: sheetURL, encoding: .utf8)
        let line = try #require(
            sheet.split(separator: "\n").first { $0.contains(",possible_same_account,") }, "\(sheet)")
        try space.write("answers.csv", sheet.replacingOccurrences(of: String(line), with: line + "same"))
        let report = try space.run()
        #expect(report.quarantined.isEmpty, "\(report.quarantined.map(\.reason))")
        #expect(try space.ledger.accountListings().count == 1)
        // Merged, then found again: the office supplies are one row.
        #expect(try space.ledger.exportRows(canonicalOnly: true).count == 1)
        #expect(!(try String(contentsOf: sheetURL, encoding: .utf8)).contains(",possible_same_account,"))
    }
}
