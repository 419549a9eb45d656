import ArgumentParser
import Foundation
import OCR
import Pipeline
import ReceiptReading
import Receipts
import ShoeboxCore

/// The speed section of `shoebox-bench receipts`: bare tesseract against our reader, per phase, and workers.
extension ReceiptBenchmark {
    /// Every `count`-th file by name hash: a fixed sample across sources.
    static func speedSample(_ paths: [String], count: Int) -> [String] {
        Array(paths.sorted { ReceiptSplit.sha1($0) < ReceiptSplit.sha1($1) }.prefix(count))
    }

    /// Bare tesseract and our reader alternate file by file (same load), then 1 vs `jobs` workers.
    /// Wall time and CPU time (user + system: of the tesseract child processes, of our reading
    /// thread) are both printed; the CPU ratio is the steadier one on a shared machine. With
    /// `--verbose`, one line per file: its CPU time, the reading chosen and the steps that ran.
    func measureSpeed(paths: [String], options: ExtractionOptions) throws {
        var bare = SpeedTally()
        var readers: [(name: String, reader: ReceiptReader, tally: SpeedTally)] = []
        let reader = try ReceiptReader()
        reader.steps = try steps
        reader.rereadScales = try scales
        reader.dateRereadVariants = try dateVariants
        reader.lineVariants = try lineVariantList
        reader.dateNeighbourhoodScale = dateNeighbourhood
        reader.rereadOptions = options
        reader.merchantRereadPasses = try headerPasses
        readers.append(("ours", reader, SpeedTally()))
        if compareSteps {
            let every = try ReceiptReader()
            every.rereadScales = try scales
            every.rereadOptions = options
            every.steps = .every
            readers.append(("ours, every step", every, SpeedTally()))
        }
        for path in paths {
            try bare.time(cpu: CPUClock.childrenSeconds) { _ = try Self.tesseract(path) }
            for i in readers.indices {
                let reader = readers[i].reader
                let (runs, cpu) = (reader.phaseRuns, readers[i].tally.cpu)
                var scan: ReceiptScan?
                readers[i].tally.time(cpu: CPUClock.threadSeconds) { scan = try? reader.read(path: path) }
                guard verbose else { continue }
                let ran = ReadPhase.allCases.compactMap { phase -> String? in
                    let count = (reader.phaseRuns[phase] ?? 0) - (runs[phase] ?? 0)
                    return count > 0 ? "\(phase.rawValue) \(count)" : nil
                }
                print(
                    String(
                        format: "  %@ %@ cpu %.3f s, ", (path as NSString).lastPathComponent, readers[i].name,
                        readers[i].tally.cpu - cpu)
                        + "\(scan?.variant ?? "-") mean \(scan?.page.meanConfidence ?? -1) turned \(scan?.rotationDegrees ?? 0): "
                        + ran.joined(separator: ", "))
            }
        }
        let n = Double(paths.count)
        print("\nspeed on \(paths.count) receipts (per receipt, alternating file by file; cpu = user + sys):")
        print(
            String(
                format: "  %@ wall %6.3f s  cpu %6.3f s", "bare tesseract --psm 6 (subprocess)".padded(36),
                bare.wall / n, bare.cpu / n))
        for (name, _, tally) in readers {
            print(
                String(
                    format: "  %@ wall %6.3f s  cpu %6.3f s   ratio: wall %.2fx  cpu %.2fx",
                    (name + ", 1 worker").padded(36),
                    tally.wall / n, tally.cpu / n, tally.wall / bare.wall, tally.cpu / bare.cpu))
        }
        for (name, reader, tally) in readers {
            print("  \(name) per phase (per receipt: wall, cpu, share of its cpu; runs over the sample):")
            for phase in ReadPhase.allCases {
                let seconds = reader.phaseSeconds[phase] ?? 0
                let cpu = reader.phaseCPUSeconds[phase] ?? 0
                print(
                    "    " + phase.rawValue.padded(16)
                        + String(
                            format: "%6.3f s  %6.3f s  %4.1f %%  %3d", seconds / n, cpu / n,
                            100 * cpu / max(tally.cpu, 1e-9), reader.phaseRuns[phase] ?? 0))
            }
        }
        guard jobs > 1 else { return }
        var start = Date()
        _ = ReceiptScanPool.scan(paths: paths, jobs: 1)
        let one = Date().timeIntervalSince(start)
        start = Date()
        _ = ReceiptScanPool.scan(paths: paths, jobs: jobs)
        let many = Date().timeIntervalSince(start)
        print(
            String(
                format: "  pool: 1 worker %.1f s, %d workers %.1f s: speed-up %.2fx (load average %@)", one, jobs, many,
                one / many,
                (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8).split(separator: " ").first.map(
                    String.init) ?? "?") ?? "?"))
    }

    /// What the images read afresh this run (cache misses) cost per phase, and the turns found:
    /// the whole split's phase costs, not only the speed sample's.
    static func printFreshReadings(_ reader: ReceiptReader) {
        let runs = reader.phaseRuns[.load] ?? 0
        guard runs > 0 else { return }
        print("\nfresh readings (cache misses, every read of an image counted): \(runs), \(reader.ocrReads) OCR passes")
        for phase in ReadPhase.allCases where (reader.phaseRuns[phase] ?? 0) > 0 {
            print(
                "  " + phase.rawValue.padded(17)
                    + String(
                        format: "cpu %7.1f s  runs %4d", reader.phaseCPUSeconds[phase] ?? 0,
                        reader.phaseRuns[phase] ?? 0))
        }
        print(
            "  turns found: by orientation detection \(reader.turnsFound[.orientation] ?? 0), "
                + "by the four-way crop vote \(reader.turnsFound[.turnTries] ?? 0); "
                + "unclear readings upright by their amounts (no orientation work) \(reader.uprightByAmounts)")
    }

    /// `tesseract IMG - --psm 6`: the baseline's text.
    static func tesseract(_ path: String) throws -> String {
        String(decoding: try ToolOutput.run("/usr/bin/tesseract", [path, "-", "--psm", "6"]), as: UTF8.self)
    }
}
