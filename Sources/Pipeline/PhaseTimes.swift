import Dispatch
import Foundation
import Logging

/// Seconds spent per phase of one run (`statements.read`, `statements.store`, `dedup_upkeep`,
/// `categorize`, `reports`, …), logged once at the end of the pass as the `phase times` event
/// (metadata `phase.<name>`), which `shoebox-bench import` reads for its breakdown.
final class PhaseTimes: @unchecked Sendable {
    private(set) var entries: [(name: String, seconds: Double)] = []

    /// Runs `body` and adds its wall-clock seconds to `name`.
    func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(name, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        return try body()
    }

    func add(_ name: String, seconds: Double) {
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index].seconds += seconds
        } else {
            entries.append((name, seconds))
        }
    }

    /// `phase.<name>` = seconds with three decimals, for one log event.
    var metadata: Logger.Metadata {
        var metadata: Logger.Metadata = [:]
        for entry in entries { metadata["phase." + entry.name] = "\(String(format: "%.3f", entry.seconds))" }
        return metadata
    }
}
