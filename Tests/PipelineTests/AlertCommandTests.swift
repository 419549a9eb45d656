import Foundation
import Logging
import Pipeline
import ShoeboxCore
import Testing

@Suite struct AlertCommandTests {
    @Test func commandReceivesAlertsAsJSONOnStandardInput() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("alerts-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let alerts = [
            Alert(
                kind: .quarantinedFile, message: "[empty_file] the file is empty", file: "/in/junk.csv",
                code: "empty_file"),
            Alert(
                kind: Alert.Kind("overdue_invoice"), message: "invoice 7 is overdue",
                amount: Money(minorUnits: 12_345, currency: .usd), date: LocalDate(year: 2026, month: 1, day: 31)),
        ]
        let status = AlertCommand.deliver(
            alerts, command: "cat > '\(output.path)'; test \"$SHOEBOX_RUN_ID\" = 42",
            runID: 42, book: "/books/x", logger: Logger(label: "test"))
        #expect(status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        #expect(object["run_id"] as? Int == 42)
        #expect(object["book"] as? String == "/books/x")
        let list = try #require(object["alerts"] as? [[String: Any]])
        #expect(list.count == 2)
        #expect(list[0]["kind"] as? String == "quarantined_file")
        #expect(list[0]["code"] as? String == "empty_file")
        #expect(list[1]["amount_minor_units"] as? Int == 12_345)
        #expect(list[1]["currency"] as? String == "USD")
        #expect(list[1]["date"] as? String == "2026-01-31")
    }

    @Test func noAlertsRunsNothingAndAFailingCommandIsReported() {
        #expect(AlertCommand.deliver([], command: "exit 9", runID: 1, book: "/b", logger: Logger(label: "t")) == 0)
        let alert = Alert(kind: .quarantinedFile, message: "m")
        #expect(AlertCommand.deliver([alert], command: "exit 9", runID: 1, book: "/b", logger: Logger(label: "t")) == 9)
    }
}
