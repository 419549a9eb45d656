import Foundation
import Synchronization

/// Standard error shared by log lines and the progress bar: a log line clears the bar, is
/// written, and the bar is drawn again below it.
final class StandardError: Sendable {
    static let shared = StandardError()
    private let bar = Mutex<String?>(nil)

    func writeLine(_ line: String) {
        bar.withLock { bar in
            var text = bar == nil ? line : "\r\u{1B}[K" + line
            if let bar { text += bar }
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// Draws (or, with nil, erases) the one-line bar at the bottom.
    func setBar(_ newBar: String?) {
        bar.withLock { bar in
            guard bar != newBar else { return }
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + (newBar ?? "")).utf8))
            bar = newBar
        }
    }
}

/// A progress bar on a terminal: files done / total, the current stage and file, and an ETA.
public final class TerminalProgress: Sendable {
    private let started = Mutex<Date>(Date())

    public init() {}

    public func handle(_ event: RunProgress) {
        switch event {
        case .started:
            started.withLock { $0 = Date() }
        case .file(let index, let total, let path, let stage):
            let elapsed = started.withLock { Date().timeIntervalSince($0) }
            StandardError.shared.setBar(
                Self.line(
                    done: index, total: total, stage: stage.rawValue,
                    file: (path as NSString).lastPathComponent, elapsed: elapsed))
        case .finished:
            StandardError.shared.setBar(nil)
        }
    }

    /// `[#########...........]  12/40  statements  checking.csv  ETA 0:07`
    static func line(done: Int, total: Int, stage: String, file: String, elapsed: TimeInterval, width: Int = 24)
        -> String
    {
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        var eta = "ETA --:--"
        if done > 0 {
            let remaining = Int((elapsed / Double(done) * Double(total - done)).rounded())
            eta = String(format: "ETA %d:%02d", remaining / 60, remaining % 60)
        }
        let name = file.count > 32 ? String(file.prefix(31)) + "…" : file
        return "[\(bar)] \(done)/\(total)  \(stage)  \(name)  \(eta)"
    }
}
