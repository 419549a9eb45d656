import ArgumentParser
import Foundation
import OCR
import Pipeline
import ReceiptReading
import Receipts
import ShoeboxCore

/// Accuracy, calibration and speed of receipt reading on a labelled folder, per source and per
/// part of the fixed development/untouched split (`ReceiptSplit`), against plain
/// `tesseract IMG - --psm 6` + the same extractor. Readings are cached (`--cache`), so extractor
/// changes are measured in seconds; the speed section always reads live.
struct ReceiptBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receipts",
        abstract: "Per-field accuracy, calibration and speed of receipt reading vs bare tesseract.")

    @Option(help: "Folder of <source>-<id>.jpg images with <source>-<id>.json labels.") var dir =
        "../shared/data/receipts-dev"
    @Option(help: "Folder for cached readings (delete it after changing how images are read).")
    var cache = ".build/receipt-bench-cache"
    @Option(help: "Workers for the parallel speed run (compared with 1).") var jobs = 2
    @Option(help: "Receipts timed live for the speed ratio (0: no speed section).") var speed = 12
    @Option(help: "Use only the first N receipts of each part.") var limit: Int?
    @Option(help: "Use only receipts of this source prefix (sroie, wildreceipt, softmatic).") var source: String?
    @Option(help: "Use only this part of the split (development, untouched); both when not given.")
    var part: ReceiptSplit.Part?
    @Flag(help: "List every miss of the DEVELOPMENT part (never the untouched part).") var verbose = false
    @Flag(help: "Print the merchant picker's scored candidate lines of each DEVELOPMENT receipt.")
    var merchantCandidates = false
    @Option(help: "Print the cached lines and fields of one DEVELOPMENT receipt (file name) and stop.") var show:
        String?
    @Option(help: "Enlargements of the line re-reads, comma-separated (default: the reader's, 2,3; 0: none).")
    var rereadScales: String?
    @Option(
        help: ArgumentHelp(
            "Header re-reads for the merchant, comma-separated (0.5x-sparse, 1x-block-inv, …; 0: none); "
                + "default: the reader's."))
    var merchantPasses: String?
    @Option(
        help: "Date re-read variants, comma-separated: 3 (3x), 2d (2x, digits only); 0: none (default: the reader's).")
    var dateRereads: String?
    @Option(
        help:
            "Further readings of the re-read lines, comma-separated: h40 (line box 40 px tall), h40s (Sauvola); 0: none."
    )
    var lineVariants: String?
    @Flag(help: "Read every planned line in the line variants, not only those the 2x re-read reads otherwise.")
    var everyLineVariant = false
    @Option(help: "Enlargement of the date neighbourhood re-read when no date was read at all (0: none).")
    var dateNeighbourhood = ReceiptReader.dateNeighbourhoodScale
    @Option(help: "Enlargement of the total rescue when no reading shows a labelled total (0: none).")
    var totalRescue = ReceiptReader.totalRescueScale
    @Flag(help: "Speed: also time a reader with every optional reading step on (ReadingSteps.every), alternating.")
    var compareSteps = false
    @Flag(help: "Print the page outline of each DEVELOPMENT image and what lies beyond its sides, then stop (no OCR).")
    var outlines = false
    @Option(help: "Optional reading steps to add, comma-separated: date3x (readings cached apart).")
    var stepsOn: String?
    @Flag(help: "Extractor only on the cached bare tesseract text (ours = bare): no reader, no OCR.") var textOnly =
        false
    @Flag(
        help: ArgumentHelp(
            "Also print a SIMULATION of the book's merchant evidence: a card charge made from the TRUE merchant "
                + "(generic descriptor shapes), judged against our merchant; reported apart from the OCR figures."))
    var simulateCharges = false
    @Option(
        help: "Judge a header re-read gate (unclear-line, no-credible-name) on cached readings with and without it.")
    var headerGate: String?
    @Flag(help: "Probe where the truth is lost on DEVELOPMENT receipts whose truth is not in our text (live reads).")
    var probeLosses = false

    /// `--date-rereads` as variants (`[]` for "0").
    var dateVariants: [DateRereadVariant] {
        get throws {
            guard let dateRereads else { return ReceiptReader.dateRereadVariants }
            if dateRereads == "0" { return [] }
            let values = dateRereads.split(separator: ",").map { DateRereadVariant(String($0)) }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else {
                throw ValidationError("--date-rereads: variants like 3,2d (or 0), got \(dateRereads)")
            }
            return values.compactMap { $0 }
        }
    }

    /// `--line-variants` as variants (`[]` for "0").
    var lineVariantList: [LineRereadVariant] {
        get throws {
            guard let lineVariants else { return ReceiptReader.lineRereadVariants }
            if lineVariants == "0" { return [] }
            let values = lineVariants.split(separator: ",").map { LineRereadVariant(String($0)) }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else {
                throw ValidationError("--line-variants: variants like h40,h40s (or 0), got \(lineVariants)")
            }
            return values.compactMap { $0 }
        }
    }

    /// `--reread-scales` as numbers (`[]` for "0").
    var scales: [Double] {
        get throws {
            guard let rereadScales else { return ReceiptReader.rereadScales }
            let values = rereadScales.split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard !values.isEmpty, values.allSatisfy({ $0 >= 0 }) else {
                throw ValidationError("--reread-scales: numbers like 2,3 (or 0), got \(rereadScales)")
            }
            return values.filter { $0 > 0 }
        }
    }

    /// `--merchant-passes` as passes (`[]` for "0").
    var headerPasses: [MerchantRereadPass] {
        get throws {
            guard let merchantPasses else { return ReceiptReader.merchantRereadPasses }
            if merchantPasses == "0" { return [] }
            return try merchantPasses.split(separator: ",").map {
                guard let pass = MerchantRereadPass(name: $0.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("--merchant-passes: names like 0.5x-sparse,1x-block-inv (or 0), got \($0)")
                }
                return pass
            }
        }
    }

    func run() throws {
        var names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".jpg") }.sorted()
        let parts = ReceiptSplit.parts(of: names)
        if let source { names = names.filter { ReceiptSplit.source(of: $0) == source } }
        if let part { names = names.filter { parts[$0] == part } }
        if let limit {
            names = ReceiptSplit.Part.allCases.flatMap { part in names.filter { parts[$0] == part }.prefix(limit) }
        }
        let paths = names.map { (dir as NSString).appendingPathComponent($0) }
        let labels = try paths.map { path in
            try JSONDecoder().decode(
                ReceiptLabel.self,
                from: Data(contentsOf: URL(fileURLWithPath: (path as NSString).deletingPathExtension + ".json")))
        }
        let options = ExtractionOptions(defaultCurrency: .usd, today: LocalDate(year: 2026, month: 11, day: 22)!)
        print(
            "receipts: \(paths.count) in \(dir); tesseract \(TesseractEngine.version); "
                + "OMP_THREAD_LIMIT=\(ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] ?? "unset")"
        )
        print(
            "split: "
                + ReceiptSplit.Part.allCases.map { p in "\(p.rawValue) \(names.filter { parts[$0] == p }.count)" }
                .joined(separator: ", "))

        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        if outlines { return try printOutlines(paths, parts: parts) }
        if let show {
            guard parts[show] == .development else { throw ValidationError("\(show) is not a development receipt") }
            let data = try Data(
                contentsOf: URL(
                    fileURLWithPath: ReceiptOCRCache(directory: cache).path(
                        show, ReceiptOCRCache(directory: cache).readerSuffix)))
            let lines = try JSONDecoder().decode(CachedReading.self, from: data).receiptLines
            for (i, line) in lines.enumerated() { print(String(format: "%3d %.2f  %@", i, line.confidence, line.text)) }
            let rereads = try ReceiptOCRCache(directory: cache, rereadScales: try scales).rereads(
                (dir as NSString).appendingPathComponent(show), lines: lines, options: options
            ) { try ReceiptReader() }
            let varied = try ReceiptOCRCache(directory: cache).lineVariantRereads(
                (dir as NSString).appendingPathComponent(show), lines: lines, rereads: rereads, options: options,
                variants: try lineVariantList, everyLine: everyLineVariant
            ) { try ReceiptReader() }
            let dated = try ReceiptOCRCache(directory: cache, rereadScales: try scales).dateRereads(
                (dir as NSString).appendingPathComponent(show), lines: lines, rereads: rereads + varied,
                options: options,
                variants: try dateVariants
            ) { try ReceiptReader() }
            let near = try ReceiptOCRCache(directory: cache).dateNeighbourhoodRereads(
                (dir as NSString).appendingPathComponent(show), lines: lines, rereads: rereads + varied + dated,
                options: options, scale: dateNeighbourhood
            ) { try ReceiptReader() }
            let rescued = try ReceiptOCRCache(directory: cache).totalRescueRereads(
                (dir as NSString).appendingPathComponent(show), lines: lines, rereads: rereads + varied + dated + near,
                options: options, scale: totalRescue
            ) { try ReceiptReader() }
            for r in rereads + varied + dated + near + rescued {
                print(String(format: "re-read %3d pass %d %.2f  %@", r.line, r.pass, r.confidence, r.text))
            }
            let header = try ReceiptOCRCache(directory: cache).merchantRereads(
                (dir as NSString).appendingPathComponent(show), passes: try headerPasses, options: options
            ) { try ReceiptReader() }
            let asked = MerchantRereadPlan.wanted(lines, options: options)
            for r in header {
                print(
                    String(
                        format: "header pass %d y %4d h %3d %.2f  %@", r.pass, r.box.y, r.box.height, r.confidence,
                        r.text)
                        + (asked ? "" : "  (not asked: the page names its shop clearly)"))
            }
            let r = ReceiptExtractor.extract(
                lines, rereads: rereads + varied + dated + near + rescued, merchantRereads: asked ? header : [],
                options: options)
            print("date evidence \(r.dateEvidence)")
            print("merchant \(r.merchant.map { "\($0.value) \($0.confidence) line \($0.line ?? -1)" } ?? "-")")
            print("date \(r.date.map { "\($0.value) \($0.confidence) line \($0.line ?? -1)" } ?? "-")")
            print("total \(r.total.map { "\($0.value) \($0.confidence) line \($0.line ?? -1)" } ?? "-")")
            return
        }
        let standardStore = ReceiptOCRCache(
            directory: cache, readingKey: ReceiptReader.readingKey(steps: try steps), rereadScales: try scales)
        print(
            "line re-read scales: \(try scales.map { String(format: "%gx", $0) }.joined(separator: ", ")); "
                + "date re-reads: \(try dateVariants.map(\.name).joined(separator: ", "))")
        var reader: ReceiptReader?
        var baseline: [ExtractedReceipt] = []
        var ours: [ExtractedReceipt] = []
        var inputs: [(lines: [ReceiptLine], rereads: [LineReread], header: [MerchantReread])?] = []
        let passes = try headerPasses
        print("merchant re-read passes: \(passes.isEmpty ? "none" : passes.map(\.name).joined(separator: ", "))")
        var texts: [(ours: String, bare: String)] = []
        for (i, path) in paths.enumerated() {
            let store = try headerGated(path, standardStore, options: options)
            let bare = try store.bareText(path)
            defer { texts.append(((inputs.last ?? nil).map(Self.text(of:)) ?? "", bare)) }
            baseline.append(ReceiptExtractor.extract(ReceiptLine.lines(fromText: bare), options: options))
            if textOnly {
                ours.append(baseline[i])
                inputs.append((ReceiptLine.lines(fromText: bare), [], []))
                continue
            }
            let sharedReader = {
                if let reader { return reader }
                let made = try ReceiptReader()
                made.steps = try steps
                made.rereadOptions = options
                made.rereadScales = store.rereadScales
                made.dateRereadVariants = try dateVariants
                made.lineVariants = try lineVariantList
                made.totalRescueScale = totalRescue
                reader = made
                return made
            }
            let reading = try store.reading(path, options: options, reader: sharedReader)
            let rereads = try reading.map {
                try store.rereadScales.isEmpty
                    ? [] : store.rereads(path, lines: $0.receiptLines, options: options, reader: sharedReader)
            }
            let varied = try reading.map {
                try store.lineVariantRereads(
                    path, lines: $0.receiptLines, rereads: rereads ?? [], options: options,
                    variants: try lineVariantList, everyLine: everyLineVariant, reader: sharedReader)
            }
            let dated = try reading.map {
                try store.dateRereads(
                    path, lines: $0.receiptLines, rereads: (rereads ?? []) + (varied ?? []), options: options,
                    variants: try dateVariants, reader: sharedReader)
            }
            let near = try reading.map {
                try store.dateNeighbourhoodRereads(
                    path, lines: $0.receiptLines, rereads: (rereads ?? []) + (varied ?? []) + (dated ?? []),
                    options: options,
                    scale: dateNeighbourhood, reader: sharedReader)
            }
            let earlier = (rereads ?? []) + (varied ?? []) + (dated ?? []) + (near ?? [])
            let rescued = try reading.map {
                try store.totalRescueRereads(
                    path, lines: $0.receiptLines, rereads: earlier, options: options, scale: totalRescue,
                    reader: sharedReader)
            }
            let allRereads = earlier + (rescued ?? [])
            let header = try reading.map {
                try MerchantRereadPlan.wanted($0.receiptLines, options: options)
                    ? store.merchantRereads(path, passes: passes, options: options, reader: sharedReader) : []
            }
            inputs.append(reading.map { ($0.receiptLines, allRereads, header ?? []) })
            ours.append(
                reading.map {
                    ReceiptExtractor.extract(
                        $0.receiptLines, rereads: allRereads, merchantRereads: header ?? [], options: options)
                }
                    ?? ExtractedReceipt(currency: ExtractedField(value: .usd, confidence: 0, line: nil)))
            if (i + 1) % 20 == 0 { FileHandle.standardError.write(Data("  \(i + 1)/\(paths.count) read\n".utf8)) }
        }
        if let reader { Self.printFreshReadings(reader) }
        report(names: names, parts: parts, labels: labels, baseline: baseline, ours: ours)
        reportReadingLoss(names: names, parts: parts, labels: labels, ours: ours, texts: texts)
        if probeLosses { try reportLossProbe(paths: paths, names: names, parts: parts, labels: labels, texts: texts) }
        printDatesBySource(
            names: names, parts: parts, labels: labels, ours: ours, texts: texts,
            dateRereads: inputs.map {
                $0?.rereads.filter { (ReceiptReader.dateRereadPass..<ReceiptReader.totalRescuePass).contains($0.pass) }
                    .count ?? 0
            })
        if merchantCandidates {
            ReceiptMerchantCandidates.print(names: names, parts: parts, labels: labels, ours: ours, inputs: inputs)
        }
        if simulateCharges {
            ReceiptChargeSimulation.report(
                names: names, parts: parts, labels: labels, ours: ours, verbose: verbose)
            ReceiptChargeSimulation.reportKnownPayees(
                names: names, parts: parts, labels: labels, ours: ours, verbose: verbose, options: options
            ) { i, options in
                inputs[i].map {
                    ReceiptExtractor.extract(
                        $0.lines, rereads: $0.rereads, merchantRereads: $0.header, options: options)
                }
            }
        }
        if speed > 0 { try measureSpeed(paths: Self.speedSample(paths, count: speed), options: options) }
    }

    func report(
        names: [String], parts: [String: ReceiptSplit.Part], labels: [ReceiptLabel],
        baseline: [ExtractedReceipt], ours: [ExtractedReceipt]
    ) {
        var groups: [String: (FieldScore, FieldScore)] = [:]
        var reliability: [ReceiptSplit.Part: ReceiptReliability] = [:]
        for i in names.indices {
            let part = parts[names[i]]!
            let keys = ["\(ReceiptSplit.source(of: names[i])) \(part.rawValue)", "all \(part.rawValue)"]
            var misses: [String] = []
            for key in keys {
                var group = groups[key] ?? (FieldScore(), FieldScore())
                _ = group.0.add(baseline[i], labels[i])
                misses = group.1.add(ours[i], labels[i])
                groups[key] = group
            }
            reliability[part, default: ReceiptReliability()].add(ours[i], right: FieldScore.right(ours[i], labels[i]))
            if verbose, part == .development {
                let right = FieldScore.right(ours[i], labels[i])
                print(
                    "  fields \(names[i]): "
                        + ReceiptReliability.fields.map { f in
                            String(
                                format: "%@ %.2f %@", f.rawValue, ours[i].confidence(of: f),
                                right[f] == true ? "ok" : "WRONG")
                        }.joined(separator: "  ")
                        + "  merchant line \(ours[i].merchant?.line ?? -1) total line \(ours[i].total?.line ?? -1)"
                        + " date line \(ours[i].date?.line ?? -1)"
                        + "\n    total evidence: \(ours[i].totalEvidence.joined(separator: ", "))"
                        + "\n    merchant evidence: \(ours[i].merchantEvidence.joined(separator: ", "))"
                        + "\n    date evidence: \(ours[i].dateEvidence.joined(separator: ", "))")
            }
            if verbose, part == .development, !misses.isEmpty {
                print(
                    "  miss \(names[i]): \(misses.joined(separator: "; "))  "
                        + "[flagged: \(ours[i].flaggedFields.map(\.rawValue).joined(separator: ","))]"
                )
            }
        }
        print(
            "\n"
                + [
                    "source / part", "n", "total bare", "total ours", "date bare", "date ours", "merch bare",
                    "merch ours",
                ]
                .enumerated().map {
                    $0.element.padding(toLength: $0.offset == 0 ? 24 : 11, withPad: " ", startingAt: 0)
                }.joined())
        for (name, scores) in groups.sorted(by: {
            ($0.key.hasPrefix("all") ? 1 : 0, $0.key) < ($1.key.hasPrefix("all") ? 1 : 0, $1.key)
        }) {
            let (b, o) = scores
            print(
                [
                    name, "\(o.count)", b.percent(b.total), o.percent(o.total), b.percent(b.date), o.percent(o.date),
                    b.percent(b.merchant), o.percent(o.merchant),
                ]
                .enumerated().map {
                    $0.element.padding(toLength: $0.offset == 0 ? 24 : 11, withPad: " ", startingAt: 0)
                }.joined())
        }
        print(
            "goals (untouched part): total ≥ 85 %, date ≥ 90 %, merchant ≥ 75 %, "
                + "not flagged ≥ 97 % right, flag rate ≤ 35 %"
        )
        for part in ReceiptSplit.Part.allCases {
            reliability[part]?.print(
                title: "\(part.rawValue) part", suggest: part == .development,
                evidence: verbose && part == .development)
        }
    }
}
