import Foundation

/// CPU time (user + system) for the speed benchmarks: steadier than wall time when other
/// work shares the cores.
enum CPUClock {
    /// Seconds used by the calling thread.
    static func threadSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Seconds used by every child process already waited for.
    static func childrenSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let seconds = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// Wall and CPU seconds summed over timed runs.
struct SpeedTally {
    var wall = 0.0
    var cpu = 0.0

    /// Runs `body`, adding its wall time and the change of `cpu()` (a `CPUClock` reading).
    mutating func time(cpu clock: () -> Double, _ body: () throws -> Void) rethrows {
        let start = Date()
        let cpuStart = clock()
        try body()
        wall += Date().timeIntervalSince(start)
        cpu += clock() - cpuStart
    }
}

extension String {
    /// The string padded with spaces to `length` (unchanged when longer).
    func padded(_ length: Int) -> String { padding(toLength: max(length, count), withPad: " ", startingAt: 0) }
}
