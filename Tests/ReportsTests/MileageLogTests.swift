import Foundation
import Reports
import Storage
import Testing

@Suite struct MileageLogTests {
    @Test func sniffsTheHeader() {
        #expect(MileageLog.looksLike(Data("date,purpose,miles,kind,vehicle\n".utf8)))
        #expect(MileageLog.looksLike(Data("\nDate;Business purpose;Start odometer;End odometer;Type\n".utf8)))
        #expect(!MileageLog.looksLike(Data("Date,Description,Amount\n2025-01-01,X,1.00\n".utf8)))
        #expect(!MileageLog.looksLike(Data("date,miles\n".utf8)))
    }

    @Test func readsMilesAndOdometers() throws {
        let trips = try MileageLog.parse(
            Data(
                """
                Date,Purpose,Start odometer,End odometer,Miles,Kind,Vehicle
                2025-03-01,Client A,1000.0,1012.5,,business,Car
                03/02/2025,Doctor,,,7.25,medical,Car
                2025-03-03,Food bank,,,3,Charity,Car

                """.utf8), fileName: "log.csv")
        #expect(trips.map(\.tenthsOfMiles) == [125, 73, 30])
        #expect(trips.map(\.kind) == [.business, .medical, .charity])
        #expect(trips[1].date == date("2025-03-02"))
        #expect(trips[0].odometerStart == 10_000 && trips[0].odometerEnd == 10_125)
        #expect(trips.map(\.sourceLine) == [2, 3, 4])
    }

    @Test func badRowsNameLineAndColumn() {
        let cases = [
            ("date,purpose,miles,kind\n2025-01-01,A,5,business\n2025-13-01,B,5,business\n", "line 3", "date"),
            ("date,purpose,miles,kind\n2025-01-01,A,five,business\n", "line 2", "miles"),
            ("date,purpose,miles,kind\n2025-01-01,A,5,vacation\n", "line 2", "kind"),
            ("date,purpose,start odometer,end odometer,kind\n2025-01-01,A,100,90,business\n", "line 2", "miles"),
        ]
        for (text, line, column) in cases {
            #expect {
                try MileageLog.parse(Data(text.utf8), fileName: "log.csv")
            } throws: { error in
                let d = "\(error)"
                return d.contains(line) && d.contains("`\(column)") && d.contains("log.csv")
            }
        }
    }

    @Test func overlappingLogsAreDeduplicated() throws {
        let f = try FixtureBook()
        let first = try MileageLog.parse(
            Data(
                """
                date,purpose,miles,kind,vehicle
                2025-05-01,Client,10,business,Van
                2025-05-01,Client,10,business,Van
                2025-05-02,Supplier,4,business,Van
                """.utf8), fileName: "a.csv")
        let second = try MileageLog.parse(
            Data(
                """
                date,purpose,miles,kind,vehicle
                2025-05-02,supplier,4.0,business,VAN
                2025-05-01,Client,10,business,Van
                2025-05-03,New trip,8,business,Van
                """.utf8), fileName: "b.csv")
        let run = try f.ledger.beginRun(command: "test")
        func doc(_ name: String) -> NewDocument {
            NewDocument(
                sha256: name, originalName: name, originalPath: "/in/\(name)", size: 1, mtimeNanoseconds: 0,
                kind: "mileage_log", archivePath: "archive/\(name)", configFingerprint: "f")
        }
        let a = try f.ledger.importMileage(doc("a.csv"), first.map(MileageTripRow.init), runID: run)
        let b = try f.ledger.importMileage(doc("b.csv"), second.map(MileageTripRow.init), runID: run)
        #expect(a.added == 3 && a.merged == 0)
        #expect(b.added == 1 && b.merged == 2)
        let stored = try f.ledger.mileageTrips(from: nil, to: nil)
        let total: Int64 = stored.map(\.milesTenths).reduce(0, +)
        #expect(total == 320)  // 10 + 10 + 4 + 8 miles
    }
}
