import Foundation

/// The steps of reading one receipt image, for timing them (`ReceiptReader.phaseSeconds`).
public enum ReadPhase: String, CaseIterable, Sendable {
    case load = "load"
    case findWarp = "find+warp"
    case prepare = "prepare"
    /// Tesseract's orientation detection, and reading the page turned when it says so.
    case orientation = "orientation"
    /// A central crop read in four orientations when orientation detection abstains.
    case turnTries = "turn tries"
    case firstOCR = "first OCR"
    case secondRead = "second read"
    case header = "header re-read"
    case lineRereads = "line re-reads"
    /// The header band read again for the shop's name (`ReceiptReader+HeaderReread`).
    case merchantReread = "merchant re-read"
    /// The date lines read again when the line re-reads leave no sure date.
    case dateRereads = "date re-reads"
    /// The page's lower part read again when no reading shows a labelled total.
    case totalRescue = "total rescue"
}

extension ReceiptReader {
    /// Runs `body`, adding its wall time to `phase` in `phaseSeconds`, the CPU time of the
    /// calling thread to `phaseCPUSeconds` (Tesseract runs on it with `OMP_THREAD_LIMIT=1`),
    /// and one to `phaseRuns`.
    func timed<T>(_ phase: ReadPhase, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = Self.threadCPUSeconds()
        defer {
            phaseSeconds[phase, default: 0] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            phaseCPUSeconds[phase, default: 0] += Self.threadCPUSeconds() - cpuStart
            phaseRuns[phase, default: 0] += 1
        }
        return try body()
    }

    /// CPU seconds (user + system) the calling thread has used.
    static func threadCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
