import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs an external helper (`pdftotext`, `pdftoppm`, …) with a wall-clock limit, a memory and
/// CPU limit, and a cap on what it may print; the helper lives in its own process group, which
/// is killed as a whole on timeout, and it dies with Shoebox (`PR_SET_PDEATHSIG` via `setpriv`).
///
/// The limits are applied by a tiny `/bin/sh` wrapper (`ulimit -v`, `ulimit -t`) before `exec`,
/// so the helper is looked up on `PATH` like any command.
public struct BoundedProcess: Sendable {
    /// What may be spent by one helper run.
    public struct Limits: Sendable, Equatable {
        /// Wall-clock seconds before the process group is killed.
        public var seconds: Double
        /// Address-space limit in MiB (`ulimit -v`).
        public var memoryMiB: Int
        /// Bytes of standard output kept; more kills the helper.
        public var maxOutputBytes: Int

        public init(seconds: Double, memoryMiB: Int, maxOutputBytes: Int = 16 << 20) {
            self.seconds = seconds
            self.memoryMiB = memoryMiB
            self.maxOutputBytes = maxOutputBytes
        }

        /// Defaults for PDF helpers; `SHOEBOX_HELPER_TIMEOUT` (seconds) overrides the time limit.
        public static var pdfHelper: Limits {
            var limits = Limits(seconds: 30, memoryMiB: 1024)
            if let text = ProcessInfo.processInfo.environment["SHOEBOX_HELPER_TIMEOUT"], let seconds = Double(text),
                seconds > 0
            {
                limits.seconds = seconds
            }
            return limits
        }
    }

    /// How a run ended.
    public enum Outcome: Sendable, Equatable {
        /// Exited by itself with this status.
        case exited(Int32)
        /// Killed by this signal (a `ulimit` hit shows as SIGKILL/SIGXCPU/SIGSEGV).
        case signaled(Int32)
        /// Still running at the deadline: its process group was killed.
        case timedOut
        /// Printed more than `maxOutputBytes`: killed.
        case outputTooLarge
    }

    public struct Result: Sendable {
        public var outcome: Outcome
        public var output: Data
        public var elapsedSeconds: Double
        /// Peak resident memory of the helper (`ru_maxrss`), in KiB.
        public var peakRSSKiB: Int = 0
    }

    /// Why the helper could not be started.
    public struct LaunchError: Error, CustomStringConvertible {
        public var tool: String
        public var errno: Int32
        public var description: String { "could not start \(tool): \(String(cString: strerror(errno)))" }
    }

    public var limits: Limits

    public init(limits: Limits) {
        self.limits = limits
    }

    /// Runs `tool` (looked up on `PATH`) with `arguments`; standard error is `/dev/null`, standard
    /// input `inputPath` (default `/dev/null`); `environment` replaces the inherited one when given.
    public func run(
        _ tool: String, _ arguments: [String], inputPath: String = "/dev/null",
        environment: [String: String]? = nil
    ) throws -> Result {
        let memoryKiB = String(max(16, limits.memoryMiB) * 1024)
        let cpuSeconds = String(Int(limits.seconds.rounded(.up)) + 1)
        let script = "ulimit -v \"$1\" 2>/dev/null; ulimit -t \"$2\" 2>/dev/null; shift 2; exec \"$@\""
        var argv = ["/bin/sh", "-c", script, "shoebox-helper", memoryKiB, cpuSeconds, tool] + arguments
        if FileManager.default.isExecutableFile(atPath: Self.setpriv) {
            argv = [Self.setpriv, "--pdeathsig", "KILL", "--"] + argv
        }
        return try spawn(argv, tool: tool, inputPath: inputPath, environment: environment)
    }

    static let setpriv = "/usr/bin/setpriv"

    private func spawn(_ argv: [String], tool: String, inputPath: String, environment: [String: String]?) throws
        -> Result
    {
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else { throw LaunchError(tool: tool, errno: errno) }
        let readFD = pipeFDs[0], writeFD = pipeFDs[1]
        _ = fcntl(readFD, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeFD, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, writeFD)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let started = Date()
        let cEnvironment: [UnsafeMutablePointer<CChar>?]? = environment.map {
            $0.map { strdup("\($0.key)=\($0.value)") } + [nil]
        }
        defer { cEnvironment?.forEach { free($0) } }
        let status =
            cEnvironment.map { posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, $0) }
            ?? posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, environ)
        close(writeFD)
        guard status == 0 else {
            close(readFD)
            throw LaunchError(tool: tool, errno: status)
        }
        defer { close(readFD) }
        let (output, ending) = collect(from: readFD, started: started)
        if let ending {
            kill(-pid, SIGKILL)  // the whole group: the wrapper, the helper and anything it started
            kill(pid, SIGKILL)
            let (_, rss) = Self.reap(pid)
            return Result(
                outcome: ending, output: output, elapsedSeconds: Date().timeIntervalSince(started), peakRSSKiB: rss)
        }
        // Standard output closed; the helper may still be running (or looping): wait up to the deadline.
        var waitStatus: Int32 = 0
        var usage = rusage()
        while true {
            let done = wait4(pid, &waitStatus, WNOHANG, &usage)
            if done == pid { break }
            if done < 0, errno != EINTR { break }
            if Date().timeIntervalSince(started) >= limits.seconds {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                let (_, rss) = Self.reap(pid)
                return Result(
                    outcome: .timedOut, output: output, elapsedSeconds: Date().timeIntervalSince(started),
                    peakRSSKiB: rss)
            }
            usleep(5_000)
        }
        kill(-pid, SIGKILL)  // grandchildren that outlived the helper
        let outcome: Outcome = waitStatus & 0x7f == 0 ? .exited((waitStatus >> 8) & 0xff) : .signaled(waitStatus & 0x7f)
        return Result(
            outcome: outcome, output: output, elapsedSeconds: Date().timeIntervalSince(started),
            peakRSSKiB: Int(usage.ru_maxrss))
    }

    /// Reads standard output until end of file, the deadline or the output cap.
    private func collect(from fd: Int32, started: Date) -> (Data, Outcome?) {
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let left = limits.seconds - Date().timeIntervalSince(started)
            if left <= 0 { return (output, .timedOut) }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1000, 1000).rounded(.up)))
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return (output, nil) }
            output.append(contentsOf: buffer[0..<count])
            if output.count > limits.maxOutputBytes { return (output, .outputTooLarge) }
        }
    }

    /// Waits for `pid`; returns its wait status and peak RSS (KiB).
    private static func reap(_ pid: pid_t) -> (Int32, Int) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        return (status, Int(usage.ru_maxrss))
    }
}
