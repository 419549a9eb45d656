import Foundation
import Logging

/// How the command line logs: plain lines or one JSON object per event.
public enum LogFormat: String, CaseIterable, Sendable { case text, json }

/// Builds the process's logger: plain lines (`ConsoleLog`) or one JSON object per event.
public enum LogSetup {
    public static func make(label: String, format: LogFormat, quiet: Bool, verbose: Bool) -> Logger {
        switch format {
        case .text: return ConsoleLog.make(label: label, quiet: quiet, verbose: verbose)
        case .json:
            let level: Logger.Level = quiet ? .warning : verbose ? .debug : .info
            return Logger(label: label) { _ in JSONLog(logLevel: level) }
        }
    }
}

/// One JSON object per line on standard error, for journald and log shippers:
/// `{"file":"checking.csv","level":"info","message":"imported: ...","stage":"statements","time":"..."}`
/// plus any other metadata under its own key.
struct JSONLog: LogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = metadata.merging(event.metadata ?? [:]) { $1 }
        var object: [String: Any] = [
            "time": Self.timestamp(), "level": event.level.rawValue, "message": "\(event.message)",
            "stage": merged.removeValue(forKey: "stage.name").map { "\($0)" } ?? NSNull(),
            "file": merged.removeValue(forKey: "document.path").map { "\($0)" } ?? NSNull(),
        ]
        for (key, value) in merged where object[key] == nil { object[key] = "\(value)" }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return }
        StandardError.shared.writeLine(String(decoding: data, as: UTF8.self) + "\n")
    }

    static func timestamp() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: Date())
    }
}
