import Foundation
import Logging
import ShoeboxCore

/// Runs a pipeline's `on_alert` shell command with the run's alerts as JSON on standard input:
/// `{"run_id": 12, "book": "/path", "alerts": [{"kind": "quarantined_file", "message": ..., "file": ...}]}`.
/// A failing command is logged; it never changes the run's outcome.
public enum AlertCommand {
    struct Payload: Encodable {
        var runID: Int64
        var book: String
        var alerts: [Alert]
        enum CodingKeys: String, CodingKey { case runID = "run_id", book, alerts }
    }

    /// Returns the command's exit status (nil when it could not start or timed out).
    @discardableResult
    public static func deliver(
        _ alerts: [Alert], command: String, runID: Int64, book: String,
        timeoutSeconds: Double = 60, logger: Logger
    ) -> Int32? {
        guard !alerts.isEmpty else { return 0 }
        let payload = Data(RunSummaryRecord.json(Payload(runID: runID, book: book, alerts: alerts)).utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["SHOEBOX_BOOK"] = book
        environment["SHOEBOX_RUN_ID"] = String(runID)
        environment["SHOEBOX_ALERT_COUNT"] = String(alerts.count)
        // Standard input from a file, not a pipe: a command that ignores its input can neither
        // block the run nor kill it with SIGPIPE. The command runs bounded (time, memory, output),
        // in its own process group, and dies with Shoebox.
        let inputURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoebox-alerts-\(getpid())-\(runID).json")
        defer { try? FileManager.default.removeItem(at: inputURL) }
        let result: BoundedProcess.Result
        do {
            try payload.write(to: inputURL)
            result = try BoundedProcess(limits: .init(seconds: timeoutSeconds, memoryMiB: 2048))
                .run("/bin/sh", ["-c", command], inputPath: inputURL.path, environment: environment)
        } catch {
            logger.error("on_alert command could not start: \(error)")
            return nil
        }
        // as before: its output is the user's
        if !result.output.isEmpty { FileHandle.standardOutput.write(result.output) }
        let status: Int32
        switch result.outcome {
        case .exited(let code): status = code
        case .timedOut:
            let limit = String(format: "%g", timeoutSeconds)
            logger.error("on_alert command did not finish within \(limit) s; stopped it and what it started")
            return nil
        case .signaled(let signal):
            logger.warning("on_alert command was stopped by signal \(signal)")
            return nil
        case .outputTooLarge:
            logger.warning("on_alert command printed too much; stopped it")
            return nil
        }
        if status != 0 {
            logger.warning("on_alert command exited with status \(status)")
        } else {
            logger.info("on_alert command received \(alerts.count) alert(s)")
        }
        return status
    }
}
