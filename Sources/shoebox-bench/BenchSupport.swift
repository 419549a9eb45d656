import ArgumentParser
import Foundation

/// A `shoebox` child process (the sibling of this executable), output discarded.
final class BenchProcess {
    let process = Process()
    var pid: Int32 { process.processIdentifier }

    init(_ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: Self.shoebox)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func stop() {
        if process.isRunning { kill(pid, SIGTERM) }
        process.waitUntilExit()
    }

    /// Wall seconds of one `shoebox` command (exit 0 or 3 expected).
    static func time(_ arguments: [String]) throws -> Double {
        let start = Date()
        let child = try BenchProcess(arguments)
        child.process.waitUntilExit()
        guard [0, 3].contains(child.process.terminationStatus) else {
            throw ValidationError(
                "shoebox \(arguments.joined(separator: " ")) exited with \(child.process.terminationStatus)")
        }
        return Date().timeIntervalSince(start)
    }

    /// utime + stime of a process, in clock ticks (/proc/PID/stat fields 14 and 15).
    static func cpuTicks(_ pid: Int32) throws -> Int {
        let text = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = text[text.index(after: text.lastIndex(of: ")")!)...].split(separator: " ")
        return Int(fields[11])! + Int(fields[12])!
    }

    static var shoebox: String {
        _ = staleSiblingNoted
        return siblingPath
    }

    private static let siblingPath = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("shoebox").path

    /// Says once, on standard error, when the `shoebox` this bench runs was linked well before the bench itself:
    /// after `swift build --product shoebox-bench` alone, end-to-end figures come from the older library code.
    private static let staleSiblingNoted: Bool = {
        let files = FileManager.default
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        guard let benchDate = try? files.attributesOfItem(atPath: bench)[.modificationDate] as? Date,
            let siblingDate = try? files.attributesOfItem(atPath: siblingPath)[.modificationDate] as? Date,
            benchDate.timeIntervalSince(siblingDate) > 120
        else { return false }
        let minutes = Int(benchDate.timeIntervalSince(siblingDate) / 60)
        FileHandle.standardError.write(
            Data(
                ("note: \(siblingPath) was linked \(minutes) min before this bench; if library code changed since, "
                    + "build both (`swift build -c release`) or these end-to-end figures are stale\n").utf8))
        return true
    }()
}

enum BenchDirectory {
    static func make(_ name: String) -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("shoebox-bench-\(name)-\(getpid())")
    }

    /// `count` small statements in 100 sub-folders, each its own account.
    static func writeStatements(_ count: Int, into inbox: URL) throws {
        for index in 0..<count {
            let folder = inbox.appendingPathComponent(String(format: "%02d", index % 100))
            if index < 100 { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            let text =
                "Date,Description,Amount\n2024-03-\(String(format: "%02d", 1 + index % 28)),SHOP \(index),-\(1 + index % 90).50\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent("account-\(index).csv"))
        }
    }
}

enum BenchPoll {
    static func until(seconds: Double, interval: Double = 0.02, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(UInt32(interval * 1_000_000))
        }
        return condition()
    }
}

/// Runs a tool to completion and returns its standard output (standard error discarded).
enum ToolOutput {
    static func run(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
