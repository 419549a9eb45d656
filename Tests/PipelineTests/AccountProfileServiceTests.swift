import Categorize
import Foundation
import Pipeline
import ShoeboxCore
import Storage
import Testing

/// The service fills the categorizer's account profile from the stored decisions: after a first import, the
/// payees nothing names take their account's usual category, for review.
@Suite struct AccountProfileServiceTests {
    static let card = """
        Date,Description,Amount,Account
        2025-02-01,GITHUB INC 415-5550100 CA,-21.00,Biz Card 2222
        2025-02-02,DIGITALOCEAN.COM NY,-48.00,Biz Card 2222
        2025-02-03,FIGMA MONTHLY 415-5550111 CA,-15.00,Biz Card 2222
        2025-02-04,JETBRAINS AMERICAS,-24.90,Biz Card 2222
        2025-02-05,NOTION LABS INC,-10.00,Biz Card 2222
        2025-02-06,HARBORVIEW TAQUERIA SEATTLE WA,-48.00,Biz Card 2222
        2025-02-07,QUILLBYTE 415-5550188 CA,-19.00,Biz Card 2222

        """

    @Test func anUnknownPayeeTakesItsAccountsUsualAfterTheFirstImport() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.card)
        _ = try space.run()
        let unknown = try space.exportRow("QUILLBYTE 415-5550188 CA")
        #expect(unknown.category == "office")
        #expect(unknown.categorySource == AccountProfile.source)
        #expect(try #require(unknown.confidence) < Categorizer.reviewThreshold)
        #expect(try space.exportRow("HARBORVIEW TAQUERIA SEATTLE WA").category == "meals")
        let service = CategorizationService(book: space.book, ledger: space.ledger)
        let profile = try service.accountProfile()
        let account = try #require(try space.ledger.categorizerAccounts().first).key
        let facts = TransactionFacts(description: "X", amountCents: -100, account: account)
        #expect(profile.usual(facts)?.category == "office")
        // The guess itself is not counted: the next pass finds the same profile and changes nothing.
        let again = try service.categorize(forceAll: true)
        #expect(again.changed == 0)
        #expect(try space.exportRow("QUILLBYTE 415-5550188 CA").categorySource == AccountProfile.source)
    }

    @Test func aNightlyImportGuessesFromTheProfileTheLastFullPassKept() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.card)
        _ = try space.run()
        let kept = try #require(try space.ledger.categorizerState("account_profile"))
        #expect(kept.contains("\tout\toffice\t5"))
        try space.write(
            "card-march.csv",
            """
            Date,Description,Amount,Account
            2025-03-02,MARBLEWAY INC 800-5550123,-12.00,Biz Card 2222

            """)
        _ = try space.run()
        let new = try space.exportRow("MARBLEWAY INC 800-5550123")
        #expect(new.category == "office")
        #expect(new.categorySource == AccountProfile.source)
    }

    @Test func aCorrectionOfTheUnknownPayeeWins() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.card)
        _ = try space.run()
        let service = CategorizationService(book: space.book, ledger: space.ledger)
        let unknown = try space.exportRow("QUILLBYTE 415-5550188 CA")
        _ = try service.correct(transactionID: unknown.id, category: "advertising")
        #expect(try space.exportRow("QUILLBYTE 415-5550188 CA").category == "advertising")
        #expect(try space.exportRow("GITHUB INC 415-5550100 CA").category == "office")
    }
}
