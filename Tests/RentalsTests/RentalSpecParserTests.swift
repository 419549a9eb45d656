import ShoeboxCore
import Testing

@testable import Rentals

@Suite struct RentalSpecParserTests {
    static let lease = """
        property: Maple Street 12
        unit: 2B
        tenant:
          name: Ana Ruiz
          phone: "+1 555 0100"
          email: ana@example.com
        start: 2026-01-01
        end: 2026-12-31
        rent: "1500.00"
        cycle: monthly
        due_day: 1
        deposit: "3000.00"
        late_fee: {amount: "50.00", grace_days: 5}
        payments:
          - {date: 2026-01-01, amount: "3000.00", method: cash, type: deposit}
          - {date: 2026-01-02, amount: "1500.00", method: wechat_pay}
        """

    @Test func leaseWithEveryKey() throws {
        let spec = try RentalSpecParser.parseLease(yaml: Self.lease, file: "ana.lease.yaml", defaultCurrency: .usd)
        #expect(spec.property == "Maple Street 12")
        #expect(spec.unit == "2B")
        #expect(spec.tenants == [Tenant(name: "Ana Ruiz", phone: "+1 555 0100", email: "ana@example.com")])
        #expect(spec.terms.rent == 150_000)
        #expect(spec.terms.dueDay == 1)
        #expect(spec.terms.lateFee == LateFeeRule(charge: .fixed(minorUnits: 5_000), graceDays: 5))
        #expect(spec.securityDeposit == 300_000)
        #expect(spec.payments.map(\.type) == [.deposit, .rent])
        #expect(spec.payments[1].method == .wechatPay)
    }

    @Test func rateLateFeeAndDefaultDueDay() throws {
        let yaml = """
            property: Oak
            tenant: Ben Cho
            start: 2026-03-17
            rent: "800"
            late_fee: {rate_bps: 500, grace_days: 3}
            """
        let spec = try RentalSpecParser.parseLease(yaml: yaml, file: "ben.lease.yaml", defaultCurrency: .usd)
        #expect(spec.terms.dueDay == 17)
        #expect(spec.terms.end == nil)
        #expect(spec.terms.lateFee?.charge == .rate(basisPoints: 500))
    }

    @Test func amountsAreReadInThePropertysCurrency() throws {
        let yaml = "property: Shanghai flat\ntenant: Li Wei\nstart: 2026-01-01\nrent: \"6500\"\n"
        let spec = try RentalSpecParser.parseLease(yaml: yaml, file: "li.lease.yaml", defaultCurrency: .usd) { _ in
            CurrencyCode("JPY")
        }
        #expect(spec.terms.rent == 6500)
    }

    @Test(arguments: [
        ("property: A\ntenant: B\nstart: 2026-01-01\nrent: \"10\"\nrnet: 5\n", 5, "rnet"),
        ("property: A\ntenant: B\nstart: 2026-01-01\nrent: \"1,500\"\n", 4, "rent"),
        ("property: A\ntenant: B\nstart: 2026-01-01\nend: 2025-01-01\nrent: \"10\"\n", 4, "end"),
        ("property: A\ntenant: B\nstart: 2026-01-01\nrent: \"10\"\ncycle: weekly\n", 5, "cycle"),
        ("property: A\ntenant: B\nstart: 2026-01-01\nrent: \"10\"\nlate_fee: {grace_days: 5}\n", 5, "late_fee"),
        (
            "property: A\ntenant: B\nstart: 2026-01-01\nrent: \"10\"\npayments:\n  - {date: 2026-01-01, amount: \"5\", method: venmo}\n",
            6, "payments[1].method"
        ),
        ("property: A\ntenant:\n  name: B\n  fax: 1\nstart: 2026-01-01\nrent: \"10\"\n", 4, "tenant.fax"),
    ])
    func errorsNameFileLineAndKey(yaml: String, line: Int, key: String) {
        #expect {
            _ = try RentalSpecParser.parseLease(yaml: yaml, file: "bad.lease.yaml", defaultCurrency: .usd)
        } throws: { error in
            guard let error = error as? RentalSpecError else { return false }
            return error.line == line && error.region == key && error.message.hasPrefix("bad.lease.yaml:\(line)")
        }
    }

    @Test func propertySpec() throws {
        let yaml = """
            name: Maple Street 12
            address: 12 Maple Street, Springfield
            type: residential
            currency: USD
            purchase_date: 2019-06-01
            basis: "350000.00"
            """
        let spec = try RentalSpecParser.parseProperty(yaml: yaml, file: "maple.property.yaml", defaultCurrency: .usd)
        #expect(spec.name == "Maple Street 12")
        #expect(spec.basisMinorUnits == 35_000_000)
        #expect(spec.type == .residential)
        #expect {
            _ = try RentalSpecParser.parseProperty(
                yaml: "name: X\ntype: industrial\n", file: "x.property.yaml", defaultCurrency: .usd)
        } throws: { ($0 as? RentalSpecError)?.region == "type" }
    }

    @Test func rentPaymentsCSV() throws {
        let csv = """
            date,property,unit,tenant,amount,method,type,notes
            2026-03-01,Maple Street 12,2B,,1500.00,cash,rent,"March, in person"
            2026-03-09,Maple Street 12,2B,,50,wechat_pay,late_fee,

            """
        let rows = try RentPaymentsCSV.parse(csv, file: "rent-payments.csv")
        #expect(rows.count == 2)
        #expect(rows[0].notes == "March, in person")
        #expect(rows[1].method == .wechatPay && rows[1].type == .lateFee && rows[1].line == 3)
        #expect {
            _ = try RentPaymentsCSV.parse("date,property,amount\n2026-13-01,A,5\n", file: "rent-payments.csv")
        } throws: { ($0 as? RentalSpecError)?.line == 2 }
    }
}
