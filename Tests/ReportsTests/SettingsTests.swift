import Reports
import Testing

@Suite struct SettingsTests {
    @Test func readsEveryKey() throws {
        let s = try ReportSettings.parse(
            """
            filing_status: married_joint
            w2_wages: "52,000.00"
            w2_withholding: 4100
            prior_year_tax: 9800
            prior_year_agi: "160000"
            home_office_sq_ft: 400
            low_confidence_threshold: 0.75
            budget:
              office: "150.00"
              meals: 80
            """, name: "settings.yaml")
        #expect(s.filingStatus == .marriedJoint)
        #expect(s.w2WagesCents == 5_200_000)
        #expect(s.w2WithholdingCents == 410_000)
        #expect(s.priorYearTaxCents == 980_000)
        #expect(s.priorYearAGICents == 16_000_000)
        #expect(s.homeOfficeSquareFeet == 400)
        #expect(s.lowConfidenceThreshold == 0.75)
        #expect(s.budgetCents == ["office": 15_000, "meals": 8_000])
    }

    @Test func errorsNameFileLineAndKey() {
        let cases: [(String, String)] = [
            ("filing_status: single\nw2_wages: lots\n", "book/settings.yaml:2: key 'w2_wages': expected an amount"),
            ("filing_status: married\n", "book/settings.yaml:1: key 'filing_status': expected one of single"),
            ("home_office: 10\n", "book/settings.yaml:1: key 'home_office': unknown key"),
            ("budget:\n  office: ten\n", "book/settings.yaml:2: key 'budget.office': expected an amount"),
            (
                "low_confidence_threshold: 3\n",
                "book/settings.yaml:1: key 'low_confidence_threshold': expected a number from 0 to 1"
            ),
        ]
        for (text, message) in cases {
            #expect {
                try ReportSettings.parse(text, name: "book/settings.yaml")
            } throws: { error in
                "\(error)".hasPrefix(message)
            }
        }
    }
}
