import Dedup
import ShoeboxCore
import Testing

@Suite struct AccountIdentityTests {
    @Test func chaseDownloadsOfOneCardAreOneAccount() {
        let a = AccountIdentity.derive(
            key: "file:chase-7310|sig", displayName: "chase-7310", currency: "USD",
            fileName: "Chase7310_Activity20250215_20250305.CSV")
        let b = AccountIdentity.derive(
            key: "file:chase7310-activity20250301|sig", displayName: "x", currency: "USD",
            fileName: "Chase7310_Activity20250301_20250320.CSV")
        #expect(a.institution == "chase" && a.last4 == "7310")
        #expect(a.match(b) == .same(reason: "same institution (chase), last 4 (7310) and currency (USD)"))
    }

    @Test func csvAndQFXOfOneCardAreOneAccountByInstitutionAndLast4() {
        let csv = AccountIdentity.derive(
            key: "file:chase-7310|date,description,amount", displayName: "chase-7310",
            currency: "USD", fileName: "Chase7310_Activity20250215_20250305.CSV")
        let qfx = AccountIdentity.derive(
            key: "ofx:4417001234567310", displayName: "Card …7310", currency: "USD",
            fileName: "Chase7310_Activity_20250320.QFX")
        #expect(qfx.kind == .card && qfx.last4 == "7310")
        if case .same = csv.match(qfx) {} else { Issue.record("expected one account, got \(csv.match(qfx))") }
    }

    @Test func anUnnamedInstitutionIsAskedNotAssumed() {
        let csv = AccountIdentity.derive(
            key: "file:chase-7310|sig", displayName: "chase-7310", currency: "USD",
            fileName: "Chase7310_Activity.CSV")
        let ofx = AccountIdentity.derive(
            key: "ofx:021000021:000123457310", displayName: "Account …7310", currency: "USD",
            fileName: "download.ofx")
        if case .ask = csv.match(ofx) {} else { Issue.record("expected a question, got \(csv.match(ofx))") }
    }

    @Test(arguments: [
        ("Chase7310_Activity.CSV", "Chase6614_Activity.CSV", "USD", "USD"),
        ("Chase7310_Activity.CSV", "Chase7310_Activity.CSV", "USD", "EUR"),
        ("Chase7310_Activity.CSV", "Citi7310_Activity.CSV", "USD", "USD"),
    ])
    func differentNumbersCurrenciesOrBanksAreDifferent(_ a: String, _ b: String, _ ca: String, _ cb: String) {
        let left = AccountIdentity.derive(key: "file:x|s", displayName: "", currency: ca, fileName: a)
        let right = AccountIdentity.derive(key: "file:y|s", displayName: "", currency: cb, fileName: b)
        #expect(left.match(right) == .different)
    }

    @Test func yearsAndCountersAreNotAccountNumbers() {
        let identity = AccountIdentity.derive(
            key: "file:checking|s", displayName: "", currency: "USD",
            fileName: "checking_2024 (2).csv")
        #expect(identity.last4 == nil && identity.kind == .checking)
        let card = AccountIdentity.derive(
            key: "file:x|s", displayName: "", currency: "USD", fileName: "b_discover_card_6733.csv")
        #expect(card.institution == "discover" && card.kind == .card && card.last4 == "6733")
    }
}
