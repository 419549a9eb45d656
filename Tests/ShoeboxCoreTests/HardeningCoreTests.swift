import Foundation
import Testing

@testable import ShoeboxCore

@Suite struct BoundedProcessTests {
    @Test func outputIsReturnedWithTheExitStatus() throws {
        let result = try BoundedProcess(limits: .init(seconds: 10, memoryMiB: 256)).run("printf", ["a b"])
        #expect(result.outcome == .exited(0))
        #expect(String(decoding: result.output, as: UTF8.self) == "a b")
        #expect(try BoundedProcess(limits: .init(seconds: 10, memoryMiB: 256)).run("false", []).outcome == .exited(1))
    }

    @Test func aHelperPastItsTimeLimitIsKilledWithEverythingItStarted() throws {
        let marker = "bounded-\(UUID().uuidString.prefix(8))"
        let pause = "3\(Int.random(in: 100...999)).25"  // a unique duration: finds the grandchild
        // The helper starts a grandchild in the same group, then loops without printing.
        let started = Date()
        let result = try BoundedProcess(limits: .init(seconds: 0.5, memoryMiB: 256))
            .run("sh", ["-c", "sleep \(pause) & : \(marker); while :; do :; done"])
        #expect(result.outcome == .timedOut)
        #expect(Date().timeIntervalSince(started) < 10)
        usleep(100_000)
        #expect(Self.processes(containing: marker).isEmpty)
        #expect(Self.processes(containing: "sleep \(pause)").isEmpty)
    }

    @Test func aHelperThatClosesItsOutputButKeepsRunningIsStoppedToo() throws {
        let result = try BoundedProcess(limits: .init(seconds: 0.5, memoryMiB: 256)).run(
            "sh", ["-c", "exec >&-; sleep 30"])
        #expect(result.outcome == .timedOut)
    }

    @Test func outputOverTheCapStopsTheHelper() throws {
        let result = try BoundedProcess(limits: .init(seconds: 10, memoryMiB: 256, maxOutputBytes: 1000)).run("yes", [])
        #expect(result.outcome == .outputTooLarge)
    }

    @Test func theMemoryLimitApplies() throws {
        // 64 MiB of address space is too little to start a Python interpreter allocating 200 MB.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return }
        let result = try BoundedProcess(limits: .init(seconds: 20, memoryMiB: 64))
            .run("python3", ["-c", "x = bytearray(200_000_000); print(len(x))"])
        #expect(result.outcome != .exited(0))
    }

    static func processes(containing text: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return pids.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
            return line.contains(text) ? line : nil
        }
    }
}

@Suite struct CSVCellTests {
    @Test(arguments: [
        "=HYPERLINK(\"http://x\",\"y\")", "+SUM(A1:A2)", "-2+3+cmd|' /C calc'!A0", "@SUM(A1)", "\tx", "\rx",
    ])
    func formulasAreNeutralizedAndRestored(_ value: String) {
        let cell = CSVCell.neutralized(value)
        #expect(cell == "'" + value)
        #expect(CSVCell.restored(cell) == value)
    }

    @Test func numbersAndPlainTextAreLeftAlone() {
        for value in ["-12.50", "+3", "42", "PAPER SOURCE", "", "'quoted", "-"] where value != "-" {
            #expect(CSVCell.neutralized(value) == value)
        }
        #expect(CSVCell.neutralized("-") == "'-")
        #expect(CSVCell.restored("'quoted") == "'quoted")
        #expect(CSVCell.restored("'2025-03-01") == "2025-03-01")
        #expect(CSVCell.restored("'-46.00") == "-46.00")
    }
}

@Suite struct CheckedArithmeticTests {
    @Test func overflowThrowsInsteadOfTrapping() {
        #expect(throws: ArithmeticOverflow.self) { try Checked.add(.max, 1) }
        #expect(throws: ArithmeticOverflow.self) { try Checked.multiply(.max / 2, 3) }
        #expect(throws: ArithmeticOverflow.self) { try Checked.sum([Int64.max, 1]) }
        #expect(throws: ArithmeticOverflow.self) { try Checked.magnitudeSum([Int64.min]) }
        #expect((try? Checked.magnitudeSum([-5, 7])) == 12)
        #expect(AmountBounds.isPlausible(AmountBounds.maxMinorUnits))
        #expect(!AmountBounds.isPlausible(-AmountBounds.maxMinorUnits - 1))
        #expect(!AmountBounds.isPlausible(.min))
    }
}
