/// A stage a pipeline can run. `ingest` takes files from the inputs into the book's archive;
/// the document stages read one kind of file each; `categorize`, `dedup` and `reports` work
/// on what the document stages stored.
public enum Stage: String, CaseIterable, Sendable, Codable, Hashable {
    case ingest, receipts, statements, invoices, rentals, categorize, dedup, reports

    /// The stages that read documents taken in by `ingest`.
    public static let documentStages: Set<Stage> = [.receipts, .statements, .invoices, .rentals]
}

/// A report a pipeline renders once at the end of a pass.
public enum PipelineReport: String, CaseIterable, Sendable, Codable, Hashable {
    case scheduleC = "schedule-c"
    case pnl
    case tax
    case budget
    case receipts
    case runSummary = "run-summary"
    /// Rentals (issue 14): the rent roll, one report per property, Schedule E Part I.
    case rentRoll = "rent-roll"
    case property
    case scheduleE = "schedule-e"
}

/// What happens to an input file once its content is safely stored in the book.
public enum ProcessedFilesPolicy: String, CaseIterable, Sendable, Codable {
    /// Leave it where it is (a re-run skips it by path, size and mtime).
    case leave
    /// Remove it from the inbox: the book's `archive/` already holds the identical bytes.
    case archive
}

/// Which order day and month come in, when a document's dates are ambiguous.
public enum DateOrderHint: String, CaseIterable, Sendable, Codable {
    /// Decide from the document (the default).
    case auto
    /// 03/04/2026 is 3 April.
    case dayFirst = "day-first"
    /// 03/04/2026 is 4 March.
    case monthFirst = "month-first"
}
