import Foundation
import OCR
import ReceiptReading

/// OCRs many receipt images on `jobs` worker threads, each with its own `ReceiptReader`
/// (one Tesseract engine per thread). Results come back in input order.
public enum ReceiptScanPool {
    public typealias Outcome = Result<ReceiptScan, any Error>

    /// - Parameters:
    ///   - progress: called (from a worker thread, serialised) after each file with its index.
    public static func scan(
        paths: [String], jobs: Int, language: String = "eng", dataPath: String? = nil,
        debugDirectory: URL? = nil,
        progress: (@Sendable (Int, String, Outcome) -> Void)? = nil
    ) -> [Outcome] {
        guard !paths.isEmpty else { return [] }
        let state = PoolState(count: paths.count)
        let workers = max(1, min(jobs, paths.count))
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                let reader: ReceiptReader
                do { reader = try ReceiptReader(language: language, dataPath: dataPath) } catch {
                    while let index = state.next() { state.store(index, .failure(error)) }
                    return
                }
                while let index = state.next() {
                    let outcome: Outcome = Result {
                        try reader.read(path: paths[index], debugDirectory: debugDirectory)
                    }
                    state.store(index, outcome)
                    progress.map { report in state.serialised { report(index, paths[index], outcome) } }
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return state.results.map { $0! }
    }
}

/// The work queue and result slots shared by the workers.
private final class PoolState: @unchecked Sendable {
    private let lock = NSLock()
    private let reportLock = NSLock()
    private var nextIndex = 0
    private(set) var results: [ReceiptScanPool.Outcome?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < results.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func store(_ index: Int, _ outcome: ReceiptScanPool.Outcome) { lock.withLock { results[index] = outcome } }

    func serialised(_ body: () -> Void) { reportLock.withLock(body) }
}
