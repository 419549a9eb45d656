/// Size and modification time of a regular file: what "unchanged" means.
public struct FileSignature: Equatable, Sendable {
    public var size: Int64
    public var mtimeNanoseconds: Int64

    public init(size: Int64, mtimeNanoseconds: Int64) {
        self.size = size
        self.mtimeNanoseconds = mtimeNanoseconds
    }
}

/// Decides when an inbox file is complete: its size and mtime have not changed for the settle
/// delay and no writer has it open (a file created or written to stays "being written" until
/// a writer closes it, or no write event came for `writingTimeout`). Events for one file
/// coalesce into one entry; a file handed out is not handed out again until it changes.
/// Pure: time and `stat` are parameters, so it is tested without waiting.
public struct FileStabilityTracker: Sendable {
    struct Entry: Sendable {
        var signature: FileSignature?
        var stableSince: Double
        var writing: Bool
        var lastWriteEvent: Double
    }

    public let settleDelay: Double
    public let writingTimeout: Double
    private var entries: [String: Entry] = [:]
    private var taken: [String: FileSignature] = [:]

    public init(settleDelay: Double, writingTimeout: Double? = nil) {
        self.settleDelay = settleDelay
        self.writingTimeout = writingTimeout ?? max(30, settleDelay * 10)
    }

    /// Files noted and not yet ready.
    public var pendingCount: Int { entries.count }

    /// A writer created or wrote to `path`: wait for it to close the file.
    public mutating func noteWriting(_ path: String, now: Double) {
        var entry = entries[path] ?? Entry(signature: nil, stableSince: now, writing: true, lastWriteEvent: now)
        entry.writing = true
        entry.lastWriteEvent = now
        entry.stableSince = now
        entries[path] = entry
    }

    /// A writer closed `path`, or it was renamed or moved in: it changed just now.
    public mutating func noteChanged(_ path: String, now: Double) {
        entries[path] = Entry(
            signature: entries[path]?.signature, stableSince: now, writing: false, lastWriteEvent: now)
    }

    /// A scan found `path`. `quietFor` credits the time it is known to have been unchanged
    /// already (its mtime's age). A file already pending keeps its state.
    public mutating func noteSeen(_ path: String, now: Double, quietFor: Double = 0) {
        guard entries[path] == nil else { return }
        entries[path] = Entry(
            signature: nil, stableSince: now - min(max(quietFor, 0), settleDelay), writing: false, lastWriteEvent: now)
    }

    /// Files that have become complete, in a stable order; each is handed out once per content
    /// change. `signature` stats a path (nil when it vanished or is not a regular file).
    public mutating func ready(now: Double, signature: (String) -> FileSignature?) -> [String] {
        var ready: [String] = []
        for (path, var entry) in entries {
            guard let current = signature(path), current != taken[path] else {
                entries[path] = nil
                continue
            }
            if current != entry.signature {
                if entry.signature != nil { entry.stableSince = now }
                entry.signature = current
            }
            if entry.writing, now - entry.lastWriteEvent >= writingTimeout { entry.writing = false }
            if !entry.writing, now - entry.stableSince >= settleDelay {
                ready.append(path)
                taken[path] = current
                entries[path] = nil
            } else {
                entries[path] = entry
            }
        }
        return ready.sorted()
    }

    /// Forgets handed-out files that are no longer present (after a full scan).
    public mutating func retainTaken(present: Set<String>) {
        taken = taken.filter { present.contains($0.key) }
    }

    /// Seconds until the next pending file could become ready (nil when none is pending).
    public func secondsUntilNextCheck(now: Double) -> Double? {
        entries.values.map { entry in
            entry.writing ? writingTimeout - (now - entry.lastWriteEvent) : settleDelay - (now - entry.stableSince)
        }.min().map { max($0, 0) }
    }
}
