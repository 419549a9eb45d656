import ArgumentParser
import Categorize
import Foundation
import ShoeboxCore

/// Prints every decision (category, source, confidence, explanation, payee name, business) the categorizer
/// makes on a broad fixed corpus: the labelled and probe descriptors, the import bench's shapes and odd texts,
/// each under several amounts, directions, accounts, bank categories and book-wide facts, by categorizers
/// with and without context, user rules, corrections and an account profile. Two builds that print the same
/// lines decide the same way (a speed change must not change a byte of it).
struct DecisionDump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decision-dump", abstract: "Every decision on a fixed corpus, one line each (to diff builds).")

    @Option(help: "A categorize-dev folder (its transactions.csv).") var data = "../shared/data/categorize-dev"

    func run() throws {
        let corpus = try Self.descriptions(devSet: URL(fileURLWithPath: data))
        let rows = Self.rows(corpus)
        let taught = Self.corrections(rows)
        for (name, categorizer) in try Self.categorizers(taught) {
            var lines = 0
            var first: [(TransactionFacts, CategoryDecision)] = []
            for (index, facts) in rows.enumerated() {
                let view =
                    index % 3 == 0
                    ? DescriptorView(facts.description)
                    : DescriptorView(facts.description, payee: PayeeNormalizer.normalize(facts.description))
                let decision = categorizer.decide(facts, view: view)
                first.append((facts, decision))
                print(Self.line(name, facts, decision))
                lines += 1
            }
            // As the service does after a pass: the account profile, then the guesses again.
            var profiled = categorizer
            profiled.profile = AccountProfile(decided: first.map { (facts: $0.0, decision: $0.1) })
            for (facts, decision) in first where AccountProfile.guessSources.contains(decision.source) {
                print(Self.line(name + "+profile", facts, profiled.decide(facts)))
            }
        }
    }

    static func line(_ name: String, _ facts: TransactionFacts, _ decision: CategoryDecision) -> String {
        [
            name, facts.description, String(facts.amountCents), facts.account, facts.bankCategory ?? "-",
            facts.transferLeg ?? "-", String(facts.recurringMonths), facts.returnOfPurchase ? "R" : "-",
            decision.category, decision.source, String(decision.confidence), decision.explanation,
            decision.payeeName ?? "-", decision.business.map { $0 ? "B" : "P" } ?? "-",
        ].joined(separator: " | ")
    }

    /// Every description of the labelled and probe files, the import bench's shapes and texts with odd bytes.
    static func descriptions(devSet: URL) throws -> [String] {
        var texts: [String] = []
        let samples = CategorizeBenchmark.packageRoot.appendingPathComponent("Samples/categorizer")
        if let text = try? String(contentsOf: devSet.appendingPathComponent("transactions.csv"), encoding: .utf8) {
            texts += try Evaluation.parseDevSet(text, file: "transactions.csv").map(\.description)
        } else {
            FileHandle.standardError.write(Data("no \(devSet.path)/transactions.csv: its rows are left out\n".utf8))
        }
        let labeled = samples.appendingPathComponent("labeled-transactions.csv")
        texts += try Evaluation.parseLabeledSet(String(contentsOf: labeled, encoding: .utf8), file: labeled.path)
            .map(\.facts.description)
        for probe in ["generic-probe.csv", "seller-consultant-probe.csv"] {
            let url = samples.appendingPathComponent(probe)
            texts += try Evaluation.parseProbeSet(String(contentsOf: url, encoding: .utf8), file: url.path)
                .map(\.facts.description)
        }
        let transfer = samples.appendingPathComponent("transfer-probe.csv")
        for item in try Evaluation.parseTransferProbe(String(contentsOf: transfer, encoding: .utf8), file: "t") {
            texts += item.corrections.map(\.facts.description) + item.checks.map(\.facts.description)
        }
        for (index, template) in BankCSVGenerator.merchants.enumerated() {
            texts.append(String(format: template, 100 + index * 977))
        }
        texts += [
            "STRIPE TRANSFER ST-48213 ACME", "Café Délice Montréal QC", "CAFÉ\tDÉLICE  #123", "SQ\u{00A0}*BLUE BOTTLE",
            "Zelle payment from JOHN SMITH REF # BAC123 SUMMER TUTORING", "ZELLE TO TOMAS REYES ON 06/26 REF # 1 DECK",
            "Payment to Tomas Reyes: deck repair", "Payment from Ana Ruiz: dinner", "Charge from Joe Blow: rent",
            "VENMO CASHOUT", "VENMO PAYMENT 1234567 JANE DOE", "CASH APP*JANE DOE", "SQC*JOHN DOE",
            "ORIG CO NAME:GUSTO CO ENTRY DESCR:TAX ID:123", "ORIG CO NAME:PUGET SOUND ENER CO ENTRY DESCR:BILLPAY",
            "ACME CORP DES:PAYROLL ID:XXXXX INDN:JANE", "ACH Withdrawal GEICO TYPE: PREM COLL CO: GEICO",
            "CHECK #1234", "CHK 555", "ATM WITHDRAWAL 1234 MAIN ST", "MOBILE CHECK DEPOSIT", "BRANCH DEPOSIT",
            "WIRE TRANSFER IN ACME LTD", "INCOMING WIRE FROM CLIENT", "POS PURCHASE HOME DEPOT #123",
            "DEBIT CARD PURCHASE SHELL OIL", "T-MOBILE *AUTOPAY", "AMEX AUTOPAY", "AMERICAN EXPRESS ACH PMT",
            "WA DEPT REVENUE TAX PYMT", "OR DEPT REVENUE TAX PYMT", "CITY OF TACOMA UTILITIES", "CITY OF SEATTLE FEE",
            "TIDAL WAVE AUTO SPA", "LENSRENTALS.COM", "SECRETARY OF STAT", "SECRETARY OF STATE",
            "PAYPAL *LUMAFRAME 4029357733", "PAYPAL TRANSFER", "SQUARE INC DEPOSIT", "SHOPIFY PAYOUT",
            "STRIPE PAYOUT", "STRIPE FEE", "ETSY INC FEES", "SQ *SAL'S DELI", "SQ *JOE'S DELI", "KATZ'S DELI #2",
            "TST* TACO TOWN", "PL*PAYLEASE RENT", "EB *CONFERENCE 2025", "PADDLE.NET* SOFTWARE", "FS *SKETCH",
            "AMZN MKTP US*2K4", "AMAZON.COM*AB12", "APPLE.COM/BILL 866-712-7753", "IN *ACME CONSULTING",
            "UBER *EATS", "UBER *TRIP", "DD *DOORDASH TACO", "LYFT *RIDE", "GOOGLE *ADS1234", "COSTCO WHSE #0123",
            "COSTCO GAS #0123", "MR. COOPER MTG PYMT", "INTEREST CHARGE ON PURCHASES", "INTEREST PAID",
            "SERVICE FEE", "HOME DEPOT TOOL RENTAL", "UNITED RENTALS", "DELTA AIR 0062", "MARRIOTT HOTEL",
            "CHEVRON 0091", "JIFFY LUBE #12", "STATE FARM INSURANCE", "PG&E WEB ONLINE", "COMCAST", "VERIZON WIRELESS",
            "UNKNOWN MERCHANT 99", "XYZZY", "", "   ", "\t", "A", "Ü", "e\u{301}cole", "ÉCOLE", "NAÏVE CAFÉ",
            "MÜNCHEN HBF", "東京 STORE", "EMOJI 😀 SHOP", "SHELL\u{00A0}OIL 1234", "SHELL\tOIL\t1234",
            "  STARBUCKS STORE #1234 SEATTLE WA  ", "starbucks store #1234 seattle wa", "O'REILLY AUTO PARTS",
            "H&R BLOCK", "A&W RESTAURANT", "1PASSWORD", "XXXX1234 PURCHASE", "JPMKT5JEE", "ADS4172935501",
            "PAYMENT THANK YOU", "ONLINE TRANSFER TO SAV 1234", "TRANSFER FROM CHK 5678", "DIRECT DEP ACME",
            "PAYROLL ACME INC", "ELECTRONIC DEPOSIT ACME", "ELECTRONIC WITHDRAWAL ACME",
        ]
        return texts
    }

    static let accounts: [(key: String, name: String)] = [
        ("acct:1", "Business Checking"), ("acct:2", "Personal Card"), ("acct:3", "Joint checking"),
        ("acct:4", "Ink Business Card 4418"), ("paypal", "PayPal"), ("venmo", "Venmo"), ("square", "Square"),
        ("acct:8", "Everyday 8899"), ("stripe", "Stripe balance"),
    ]

    /// Each description under several amounts, accounts, bank categories and book-wide facts.
    static func rows(_ texts: [String]) -> [TransactionFacts] {
        let amounts: [Int64] = [-1_250, -4_599, -18_000, -260_000, 1_999, 123_456, -99, 2_500_001]
        let banks: [String?] = [nil, "Restaurants", "5812", "Gas", "Travel/ Entertainment", "Automotive", nil, "4121"]
        let kinds = ["bank", "bank", "receipt", "bank", "invoice"]
        var rows: [TransactionFacts] = []
        for (index, text) in texts.enumerated() {
            for step in 0..<4 {
                let account = accounts[(index + step * 2) % accounts.count]
                var facts = TransactionFacts(
                    description: text, amountCents: amounts[(index + step * 3) % amounts.count],
                    account: account.key, kind: kinds[(index + step) % kinds.count], accountName: account.name,
                    bankCategory: banks[(index * 7 + step) % banks.count])
                if (index + step) % 11 == 0 { facts.transferLeg = "-25.00 on acct:2 'ONLINE TRANSFER' 2025-03-02" }
                facts.recurringMonths = (index + step) % 5 == 0 ? 4 : 0
                facts.returnOfPurchase = (index + step) % 7 == 0
                rows.append(facts)
            }
        }
        return rows
    }

    /// Corrections spread over the corpus: every 13th row to a category that rotates (some agree with the cold
    /// answer, most do not), enough for the word model, payee memory, alike payees, habits and overrides.
    static func corrections(_ rows: [TransactionFacts]) -> [LearnedExample] {
        let categories = [
            "personal", "office", "supplies", "meals", "travel", "car_truck", "income", "contract_labor",
            "utilities", "transfer", "depreciation", "insurance",
        ]
        return stride(from: 0, to: rows.count, by: 13).enumerated().map { number, index in
            LearnedExample(
                id: Int64(number + 1), facts: rows[index], category: categories[number % categories.count],
                payeeKey: number % 4 == 0 ? nil : PayeeNormalizer.payeeKey(rows[index].description))
        }
    }

    static func categorizers(_ taught: [LearnedExample]) throws -> [(String, Categorizer)] {
        let user = try RulesFile.parse(
            """
            rules:
              - { name: my-coffee, category: meals, payee: ["STARBUCKS"], amount: { max: 10 }, confidence: 0.8 }
              - { name: my-costco, category: supplies, payee: COSTCO, account: acct:1, direction: out }
              - { name: my-pattern, category: office, pattern: "adobe|figma", kind: bank }
              - { name: my-receipts, category: supplies, kind: receipt, amount: { min: 5000 } }
              - { name: my-shop, category: income, payee: ["SHOP*"], direction: in, set_payee: Shop, business: true }
            context:
              vehicle_method: standard_mileage
              home_office: true
              personal_accounts: [acct:2]
              business_accounts: [acct:1, "Ink Business Card 4418"]
            """, file: "dump-rules.yaml")
        let defaults = RuleSet(user: [], defaults: DefaultRules.rules)
        let withUser = RuleSet(user: user.rules, defaults: DefaultRules.rules)
        var ledgers = BookContext()
        ledgers.processorLedgers = ["PAYPAL", "VENMO", "SQUARE", "STRIPE"]
        ledgers.vehicleMethod = .actual
        ledgers.homeOffice = false
        let vocabulary = try KindVocabulary.merged(
            override: """
                kinds:
                  - { kind: deli, words: [DELI, SANDWICH], category: supplies, line: "22", confidence: 0.65 }
                  - { kind: my-rentals, words: ["*RENTALS", "GEAR HIRE"], category: rent_equipment, line: "20a" }
                """, file: "dump-vocabulary.yaml")
        return [
            ("cold", Categorizer(rules: defaults, corrections: [], catalog: CategoryCatalog())),
            (
                "context",
                Categorizer(rules: withUser, corrections: [], catalog: CategoryCatalog(), context: user.context)
            ),
            (
                "ledgers",
                Categorizer(
                    rules: defaults, corrections: [], catalog: CategoryCatalog(), vocabulary: vocabulary,
                    context: ledgers)
            ),
            ("taught", Categorizer(rules: defaults, corrections: taught, catalog: CategoryCatalog())),
            (
                "taught-few",
                Categorizer(rules: defaults, corrections: Array(taught.prefix(6)), catalog: CategoryCatalog())
            ),
            (
                "taught-context",
                Categorizer(
                    rules: withUser, corrections: taught, catalog: CategoryCatalog(), vocabulary: vocabulary,
                    context: user.context)
            ),
        ]
    }
}
