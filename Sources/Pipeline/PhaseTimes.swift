import Dispatch
import Foundation
import Logging

/// Seconds spent per phase of one run (`statements.read`, `statements.store`, `dedup_upkeep`,
/// `categorize`, `reports`, …), logged once at the end of the pass as the `phase times` event
/// (metadata `phase.<name>`, and `cpu.<name>`: the process's CPU seconds, all threads, steadier than
/// wall-clock time on a busy machine), which `shoebox-bench import` reads for its breakdown.
final class PhaseTimes: @unchecked Sendable {
    private(set) var entries: [(name: String, seconds: Double, cpu: Double?)] = []

    /// Runs `body` and adds its wall-clock and CPU seconds to `name`.
    func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = Self.processCPUSeconds()
        defer {
            add(
                name, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                cpu: Self.processCPUSeconds() - cpuStart)
        }
        return try body()
    }

    func add(_ name: String, seconds: Double, cpu: Double? = nil) {
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index].seconds += seconds
            if let cpu { entries[index].cpu = (entries[index].cpu ?? 0) + cpu }
        } else {
            entries.append((name, seconds, cpu))
        }
    }

    /// User plus system CPU seconds of this process so far (every thread).
    static func processCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// `phase.<name>` = seconds and `cpu.<name>` = CPU seconds, with three decimals, for one log event.
    var metadata: Logger.Metadata {
        var metadata: Logger.Metadata = [:]
        for entry in entries {
            metadata["phase." + entry.name] = "\(String(format: "%.3f", entry.seconds))"
            if let cpu = entry.cpu { metadata["cpu." + entry.name] = "\(String(format: "%.3f", cpu))" }
        }
        return metadata
    }
}
