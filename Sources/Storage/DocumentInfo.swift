import ShoeboxCore

/// What the pipeline knows about an input file when it stores it.
public struct NewDocument: Sendable {
    public var sha256: String
    public var originalName: String
    public var originalPath: String
    public var size: Int64
    public var mtimeNanoseconds: Int64
    /// `statement`, `receipt`, `invoice` or `other`.
    public var kind: String
    /// Path of the archived copy, relative to the book.
    public var archivePath: String
    /// Identifies the profiles and code version that judged the file; a quarantined file is
    /// retried when this changes.
    public var configFingerprint: String

    public init(
        sha256: String, originalName: String, originalPath: String, size: Int64, mtimeNanoseconds: Int64,
        kind: String, archivePath: String, configFingerprint: String
    ) {
        self.sha256 = sha256
        self.originalName = originalName
        self.originalPath = originalPath
        self.size = size
        self.mtimeNanoseconds = mtimeNanoseconds
        self.kind = kind
        self.archivePath = archivePath
        self.configFingerprint = configFingerprint
    }
}

/// A document already in the book.
public struct StoredDocument: Sendable, Equatable {
    public var id: Int64
    public var sha256: String
    public var originalName: String
    public var status: String
    public var configFingerprint: String
    public var errorCode: String?
    public var errorMessage: String?
}

/// Rows added, merged as duplicates, and pending rows updated by one import.
public struct ImportCounts: Sendable, Equatable {
    public var added = 0
    public var merged = 0
    public var updated = 0

    public init(added: Int = 0, merged: Int = 0, updated: Int = 0) {
        self.added = added
        self.merged = merged
        self.updated = updated
    }

    public static func + (a: ImportCounts, b: ImportCounts) -> ImportCounts {
        ImportCounts(added: a.added + b.added, merged: a.merged + b.merged, updated: a.updated + b.updated)
    }
}
