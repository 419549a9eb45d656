import ArgumentParser

/// Prints accuracy and throughput figures; never part of the test suite's timing.
@main
struct ShoeboxBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shoebox-bench",
        abstract: "Benchmarks and development checks for Shoebox.",
        subcommands: [
            ImportBenchmark.self, BankDevCheck.self, CategorizeBenchmark.self, InvoiceBenchmark.self,
            ReceiptBenchmark.self, RenderReceipt.self, ReportsBenchmark.self, WatchLatencyBenchmark.self,
            IdleRerunBenchmark.self, WatchIdleCPUBenchmark.self, OCRBenchmark.self, ReceiptSamples.self,
            FuzzBenchmark.self, DedupBenchmark.self, RentBenchmark.self,
            FuzzBenchmark.self, DedupBenchmark.self, TipsBenchmark.self, DecidePassBenchmark.self, DecisionDump.self,
        ])
}
