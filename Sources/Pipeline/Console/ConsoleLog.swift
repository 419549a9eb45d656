import Foundation
import Logging

/// Plain log lines on standard error: `warning  statements.csv: quarantined: ...`.
struct ConsoleLog: LogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level

    static func make(label: String, quiet: Bool, verbose: Bool) -> Logger {
        let level: Logger.Level = quiet ? .warning : verbose ? .debug : .info
        return Logger(label: label) { _ in ConsoleLog(logLevel: level) }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let file = merged["document.path"].map { "\(($0.description as NSString).lastPathComponent): " } ?? ""
        let line = "\(event.level.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(file)\(event.message)\n"
        StandardError.shared.writeLine(line)
    }
}
