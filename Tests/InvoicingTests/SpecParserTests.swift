import Invoicing
import ShoeboxCore
import Testing

@Suite struct SpecParserTests {
    static let valid = """
        number: INV-0042
        client:
          name: Acme Studio LLC
          email: ap@acme.example
          address:
            - 1 Main St
            - Oakland, CA 94612
        issue_date: 2026-03-01
        terms_days: 15
        currency: USD
        tax_rate_bps: 825
        discount: {type: percentage, value_bps: 1000}
        items:
          - description: Design work
            quantity: 2.5
            unit_price: "120.00"
          - description: Hosting
            unit_price: 30
        payments:
          - amount: "50.00"
            method: check
            date: 2026-03-05
        notes: Thanks!
        """

    static func parse(_ yaml: String, type: DocumentType = .invoice) throws(SpecError) -> InvoiceSpec {
        try SpecParser.parse(yaml: yaml, file: "acme.invoice.yaml", type: type, defaultCurrency: .usd)
    }

    /// The error a spec gives; fails the test when it parses.
    static func failure(_ yaml: String, type: DocumentType = .invoice) -> SpecError? {
        do {
            _ = try parse(yaml, type: type)
            Issue.record("expected an error")
            return nil
        } catch { return error }
    }

    @Test func readsEveryField() throws {
        let spec = try Self.parse(Self.valid)
        #expect(spec.number == "INV-0042")
        #expect(
            spec.client
                == .name(
                    "Acme Studio LLC",
                    details: ClientDetails(
                        name: "Acme Studio LLC", email: "ap@acme.example",
                        address: ["1 Main St", "Oakland, CA 94612"])))
        #expect(spec.issueDate == LocalDate(iso: "2026-03-01"))
        #expect(spec.termsDays == 15)
        #expect(spec.taxRateBasisPoints == 825)
        #expect(spec.discount == .percentage(basisPoints: 1_000))
        #expect(spec.items.map(\.quantity) == [ExactDecimal("2.5")!, ExactDecimal(1)])
        #expect(spec.items.map(\.unitPrice) == [12_000, 3_000])
        #expect(
            spec.payments.map(\.payment) == [
                Payment(amount: 5_000, method: .check, date: LocalDate(iso: "2026-03-05")!)
            ])
        #expect(spec.notes == "Thanks!")
    }

    @Test func unknownKeyNamesFileLineAndKey() {
        let error = Self.failure(
            "client: Acme\nissue_date: 2026-01-01\ntax_rate: 5\nitems:\n  - {description: x, unit_price: 1}\n")
        #expect(error?.line == 3)
        #expect(error?.region == "tax_rate")
        #expect(error?.message.hasPrefix("acme.invoice.yaml:3: key `tax_rate`: unknown key") == true)
    }

    @Test func unknownKeyInsideAnItem() {
        let error = Self.failure("client: Acme\nitems:\n  - description: x\n    unit_price: \"1.00\"\n    qty: 2\n")
        #expect(error?.line == 5)
        #expect(error?.region == "items[1].qty")
    }

    @Test func malformedAmount() {
        let error = Self.failure("client: Acme\nitems:\n  - description: x\n    unit_price: \"1,200.00\"\n")
        #expect(error?.line == 4)
        #expect(error?.region == "items[1].unit_price")
        #expect(error?.message.contains("malformed amount `1,200.00`") == true)
    }

    @Test(arguments: ["0", "-1", "0.000"])
    func quantityMustBePositive(quantity: String) {
        let error = Self.failure(
            "client: Acme\nitems:\n  - description: x\n    quantity: \(quantity)\n    unit_price: \"5\"\n")
        #expect(error?.line == 4)
        #expect(error?.region == "items[1].quantity")
    }

    @Test func unknownCurrency() {
        let error = Self.failure("client: Acme\ncurrency: USX\nitems:\n  - {description: x, unit_price: \"1\"}\n")
        #expect(error?.line == 2)
        #expect(error?.region == "currency")
        #expect(error?.message.contains("unknown currency code `USX`") == true)
    }

    @Test func missingClientAndMissingItems() {
        let noClient = Self.failure("issue_date: 2026-01-01\nitems:\n  - {description: x, unit_price: \"1\"}\n")
        #expect(noClient?.message.contains("`client` is required") == true)
        let noItems = Self.failure("client: Acme\nitems: []\n")
        #expect(noItems?.region == "items")
        #expect(noItems?.line == 2)
        let absentItems = Self.failure("client: Acme\n")
        #expect(absentItems?.message.contains("`items` is required") == true)
    }

    @Test func badYamlNamesTheLine() {
        let error = Self.failure("client: Acme\nitems:\n  - description: x\n   unit_price: [\n")
        #expect(error?.line != nil)
        #expect(error?.message.contains("not valid YAML") == true)
    }

    @Test func estimatesTakeNoPaymentsAndInvoicesNoValidUntil() {
        #expect(
            Self.failure("client: A\npayments: []\nitems:\n  - {description: x, unit_price: \"1\"}\n", type: .estimate)?
                .region == "payments")
        #expect(
            Self.failure("client: A\nvalid_until: 2026-01-01\nitems:\n  - {description: x, unit_price: \"1\"}\n")?
                .region == "valid_until")
    }

    @Test func statusesAStatusCannotBeSetByHand() {
        #expect(
            Self.failure("client: A\nstatus: paid\nitems:\n  - {description: x, unit_price: \"1\"}\n")?.region
                == "status")
        #expect(
            Self.failure("client: A\nstatus: void\nitems:\n  - {description: x, unit_price: \"1\"}\n", type: .estimate)?
                .region == "status")
    }

    @Test func fixedDiscountAndClientByID() throws {
        let spec = try Self.parse(
            "client: 3\ndiscount: {type: fixed, value: \"25.00\"}\nitems:\n  - {description: x, unit_price: \"100\"}\n")
        #expect(spec.client == .id(3))
        #expect(spec.discount == .fixed(minorUnits: 2_500))
        let quoted = try Self.parse("client: \"42 Design\"\nitems:\n  - {description: x, unit_price: \"1\"}\n")
        #expect(quoted.client == .name("42 Design", details: nil))
    }

    @Test func conversionSpecMayOmitClientAndItems() throws {
        let spec = try Self.parse("convert_from: EST-0003\nissue_date: 2026-04-01\n")
        #expect(spec.convertFrom == "EST-0003")
        #expect(spec.items.isEmpty)
    }

    @Test func businessProfile() throws {
        let profile = try BusinessSpecParser.parse(
            yaml: """
                name: Jane Doe Design
                address: [500 Grand Ave, Suite 2]
                city: Oakland
                state: CA
                postal_code: "94610"
                default_tax_rate_bps: 825
                invoice_prefix: JD
                """, file: "business.yaml")
        #expect(profile.name == "Jane Doe Design")
        #expect(profile.addressLines == ["500 Grand Ave", "Suite 2"])
        #expect(profile.cityLine == "Oakland, CA 94610")
        #expect(profile.invoicePrefix == "JD")
        #expect(profile.estimatePrefix == "EST")
        #expect(throws: SpecError.self) { try BusinessSpecParser.parse(yaml: "email: a@b.c\n", file: "business.yaml") }
        #expect(throws: SpecError.self) {
            try BusinessSpecParser.parse(yaml: "name: X\nlogo_file: a.png\n", file: "business.yaml")
        }
    }
}

/// Issue 19, class 2: amounts and quantities are bounded when a spec is read.
@Suite struct SpecBoundsTests {
    static func spec(quantity: String, price: String) -> String {
        """
        client:
          name: Acme
        issue_date: 2026-03-01
        items:
          - description: Work
            quantity: \(quantity)
            unit_price: "\(price)"
        """
    }

    @Test(arguments: [("1", "999999999999999.00"), ("9999999999999", "1.00"), ("1000000000", "1.00")])
    func overTheBoundIsASpecErrorNamingTheKey(_ values: (String, String)) {
        do {
            _ = try SpecParser.parse(
                yaml: Self.spec(quantity: values.0, price: values.1), file: "a.invoice.yaml", type: .invoice,
                defaultCurrency: .usd)
            Issue.record("accepted \(values)")
        } catch {
            #expect("\(error)".contains("over the limit"), "\(error)")
        }
    }

    @Test func largeButPlausibleValuesAreAccepted() throws {
        _ = try SpecParser.parse(
            yaml: Self.spec(quantity: "999999999", price: "100000.00"), file: "a.invoice.yaml", type: .invoice,
            defaultCurrency: .usd)
    }
}
