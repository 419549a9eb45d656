import ShoeboxCore

/// A validated pipeline definition (`pipelines/*.yaml`): which book, which inputs, which
/// stages with which options, which reports, what to do with processed files, whom to alert
/// and how to watch. Every field has a default, so an empty file is the default pipeline.
public struct PipelineDefinition: Sendable, Equatable {
    /// The book directory (`~` expanded, relative paths resolved against the definition's folder).
    public var book: String?
    /// Folders, files or glob patterns to import (resolved like `book`).
    public var inputs: [String] = []
    /// Stages that run. Default: all of them.
    public var stages: Set<Stage> = Set(Stage.allCases)
    public var options = StageOptions()
    /// Reports rendered once at the end of a pass (default: this year's Schedule C, this month's
    /// P&L, this quarter's tax estimate, the rental reports of a book with properties, and the run summary).
    public var reports: [PipelineReport] = [.scheduleC, .pnl, .tax, .rentRoll, .property, .scheduleE, .runSummary]
    public var processedFiles: ProcessedFilesPolicy = .leave
    /// A shell command that receives the run's alerts as JSON on standard input.
    public var onAlert: String?
    public var watch = WatchSettings()
    /// Where the definition came from (for messages and the run journal).
    public var source: String = "built-in default"

    public init() {}
}

/// Options per stage. Stages not built yet read theirs after the merge; all are validated now.
public struct StageOptions: Sendable, Equatable {
    public struct Receipts: Sendable, Equatable {
        /// Tesseract language codes, e.g. `eng`, `deu`, `chi_sim`.
        public var ocrLanguages: [String] = ["eng"]
        /// OCR workers (1...64); nil means one per core.
        public var jobs: Int?
        public var dateOrder: DateOrderHint = .auto
        /// Below this confidence (0...1) a receipt's fields wait for review.
        public var reviewThreshold: Double?
        /// Alert on a receipt with no matching card or bank charge after this many days.
        public var unmatchedAfterDays: Int?
        public init() {}
    }

    public struct Statements: Sendable, Equatable {
        /// ISO 4217 currency for files that name none.
        public var currency: CurrencyCode = .usd
        public var dateOrder: DateOrderHint = .auto
        /// Extra folders of statement profiles (resolved like `book`).
        public var profiles: [String] = []
        /// A pending row no posted row matched after this many days expires (default 10).
        public var pendingExpiryDays: Int?
        public init() {}
    }

    public struct Invoices: Sendable, Equatable {
        public var currency: CurrencyCode?
        /// Alert on an unpaid invoice this many days after its due date.
        public var overdueAfterDays: Int?
        public init() {}
    }

    public struct Categorize: Sendable, Equatable {
        /// Below this confidence (0...1) a category waits for review.
        public var reviewThreshold: Double?
        public init() {}
    }

    public struct Reports: Sendable, Equatable {
        /// The tax year reports cover (default: the year of the latest transaction).
        public var taxYear: Int?
        public init() {}
    }

    public var receipts = Receipts()
    public var statements = Statements()
    public var invoices = Invoices()
    public var categorize = Categorize()
    public var reports = Reports()
    public init() {}
}

/// How `shoebox watch` decides that a file is complete and when it runs a pass.
public struct WatchSettings: Sendable, Equatable {
    /// A file is taken once its size and mtime have not changed for this long (seconds).
    public var settleDelay: Double = 2
    /// A full rescan of the inbox runs this often, in case inotify dropped events (seconds).
    public var rescanInterval: Double = 300
    /// Files that become ready within this window of the first are processed in one pass (seconds).
    public var batchWindow: Double = 3
    public init() {}

    /// These settings with the values given on the command line (nil: keep).
    public func overriding(settleDelay: Double?, rescanInterval: Double?, batchWindow: Double?) -> WatchSettings {
        var settings = self
        settings.settleDelay = settleDelay ?? self.settleDelay
        settings.rescanInterval = rescanInterval ?? self.rescanInterval
        settings.batchWindow = batchWindow ?? self.batchWindow
        return settings
    }
}

extension PipelineDefinition {
    /// `inputs` with glob patterns (`*`, `?`, `[`) expanded, in a stable order. A pattern that
    /// matches nothing yields nothing; a plain path is kept as given (a missing one is reported
    /// by the run).
    public var expandedInputs: [String] {
        inputs.flatMap { input -> [String] in
            guard input.contains(where: { "*?[".contains($0) }) else { return [input] }
            return GlobPattern.expand(input)
        }
    }
}
