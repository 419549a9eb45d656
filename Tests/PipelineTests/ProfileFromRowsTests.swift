import Categorize
import Foundation
import ShoeboxCore
import ShoeboxTestSupport
import Storage
import Testing

@testable import Pipeline

/// After a pass that holds every canonical row in memory, the account profile is tallied from those rows: it must
/// be the profile the book's aggregate (`Ledger.categorizerAccountTallies`) gives, to the byte of its encoding.
@Suite struct ProfileFromRowsTests {
    static func bookProfile(_ ledger: Ledger) throws -> AccountProfile {
        AccountProfile(
            try ledger.categorizerAccountTallies(
                minimumConfidence: AccountProfile.minimumConfidence, excludingSources: AccountProfile.guessSources
            ).map {
                AccountProfile.Tally(account: $0.account, moneyIn: $0.moneyIn, category: $0.category, count: $0.count)
            })
    }

    @Test func rowsInMemoryGiveTheBooksProfile() throws {
        let space = try Workspace()
        try space.write("card.csv", AccountProfileServiceTests.card)
        try space.write("checking.csv", Exports.checking)
        _ = try space.run()
        let rows = try space.ledger.categorizationCandidates(all: true)
        #expect(try rows.count == space.ledger.canonicalRowCount())
        let fromBook = try Self.bookProfile(space.ledger)
        #expect(!fromBook.isEmpty)
        #expect(CategorizationService.accountProfile(of: rows) == fromBook)
        #expect(CategorizationService.accountProfile(of: rows).encoded == fromBook.encoded)

        // Decisions at the edges: exactly the minimum confidence, just under it, a guess source, a source
        // differing from a guess only in case (SQL compares bytes), a transfer, and one left undecided-looking.
        let ids = rows.map(\.id)
        try #require(ids.count >= 8)
        let edges: [(String, String, Double)] = [
            ("office", "rule:edge", 0.5), ("meals", "rule:edge", 0.4999), ("fuel", "learned:nearest", 0.9),
            ("software", "Learned:Nearest", 0.9), ("transfer", "rule:t", 0.95), ("supplies", "learned:unknown", 0.8),
            ("uncategorized", "rule:u", 0.9), ("office", "RULE:X", 0.7),
        ]
        let updates = zip(ids, edges).map { id, edge in
            CategoryUpdate(
                id: id, category: edge.0, scheduleCLine: nil, source: edge.1, confidence: edge.2, explanation: "edge")
        }
        #expect(try space.ledger.applyCategories(updates) == updates.count)
        let after = try space.ledger.categorizationCandidates(all: true)
        #expect(try after.count == space.ledger.canonicalRowCount())
        let edged = try Self.bookProfile(space.ledger)
        #expect(edged != fromBook)
        #expect(CategorizationService.accountProfile(of: after) == edged)
        #expect(CategorizationService.accountProfile(of: after).encoded == edged.encoded)
    }
}
