import ShoeboxCore
import Testing

@Suite struct ScheduleCTests {
    @Test(arguments: [(2022, "27a"), (2023, "27a"), (2024, "27b"), (2025, "27b"), (2026, "27b")])
    func otherExpensesLineFollowsTheFormRevision(year: Int, line: String) {
        #expect(ScheduleCForm(taxYear: year).line(for: "other_expenses")?.number == line)
    }

    @Test func everyScheduleCKeyHasALineAndOffScheduleKeysHaveNone() {
        let form = ScheduleCForm(taxYear: 2025)
        for key in BuiltInCategory.scheduleC { #expect(form.line(for: key) != nil, "\(key)") }
        for key in BuiltInCategory.offSchedule { #expect(form.line(for: key) == nil, "\(key)") }
        #expect(form.line(for: "meals")?.number == "24b")
        #expect(form.line(for: "income")?.number == "1")
    }

    @Test func expenseLinesAreInFormOrder() {
        let numbers = ScheduleCForm(taxYear: 2025).expenseLines.map(\.number)
        #expect(numbers.first == "8")
        #expect(numbers.last == "30")
        #expect(numbers.firstIndex(of: "9")! < numbers.firstIndex(of: "10")!)
        #expect(numbers.firstIndex(of: "16a")! < numbers.firstIndex(of: "16b")!)
        #expect(!numbers.contains("1"))
    }
}
