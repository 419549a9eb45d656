import Foundation
import Synchronization

/// SIGTERM/SIGINT as a flag checked between documents, without signal handlers or threads.
///
/// `init` blocks the signals in the calling thread (create it first thing on the main thread,
/// so every thread started later inherits the mask); a delivered signal then stays pending
/// until `isRequested` takes it with a zero-timeout `sigtimedwait`. The work in progress — one
/// document, one database transaction — always finishes; the caller stops taking new files.
public final class ShutdownSignal: Sendable {
    private let requested = Atomic<Bool>(false)
    private let received = Atomic<Int32>(0)
    private let signals: [Int32]

    public init(signals: [Int32] = [SIGTERM, SIGINT]) {
        self.signals = signals
        var set = Self.set(signals)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// True once a signal arrived (or `request()` was called).
    public var isRequested: Bool {
        if requested.load(ordering: .acquiring) { return true }
        var set = Self.set(signals)
        var info = siginfo_t()
        var zero = timespec(tv_sec: 0, tv_nsec: 0)
        let signal = sigtimedwait(&set, &info, &zero)
        guard signal > 0 else { return false }
        received.store(signal, ordering: .relaxed)
        requested.store(true, ordering: .releasing)
        return true
    }

    /// The signal that asked for the stop (0 when none, or `request()`).
    public var signalNumber: Int32 { received.load(ordering: .relaxed) }

    /// Asks for a stop as a signal would (tests, and callers that stop for other reasons).
    public func request() { requested.store(true, ordering: .releasing) }

    private static func set(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }
}
