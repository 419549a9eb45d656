import Foundation
import ShoeboxCore
import Storage

/// The end-of-run summary as stored in the run journal (`runs.summary_json`) and handed to
/// log shippers: added, merged, linked, quarantined with reasons, awaiting review.
public struct RunSummaryRecord: Codable, Sendable, Equatable {
    public struct Quarantined: Codable, Sendable, Equatable {
        public var file: String
        public var reason: String
    }

    public var runID: Int64
    public var filesNew: Int
    public var filesSkipped: Int
    public var filesQuarantined: Int
    public var filesLeftForDisabledStages: Int
    public var added: Int
    public var merged: Int
    public var updated: Int
    /// Receipts linked to a charge (receipts stage; 0 until it exists).
    public var linked: Int
    /// Values below the review threshold (receipts/categorize stages; 0 until they exist).
    public var awaitingReview: Int
    public var quarantined: [Quarantined]
    public var stoppedEarly: Bool

    public init(_ report: RunReport) {
        let s = report.summary
        runID = report.runID
        filesNew = s.filesNew
        filesSkipped = s.filesSkipped
        filesQuarantined = s.filesQuarantined
        filesLeftForDisabledStages = report.filesLeftForDisabledStages
        added = s.transactions.added
        merged = s.transactions.merged
        updated = s.transactions.updated
        linked = report.linked
        awaitingReview = report.awaitingReview
        quarantined = report.quarantined.map { Quarantined(file: $0.path, reason: $0.reason) }
        stoppedEarly = report.stoppedEarly
    }

    enum CodingKeys: String, CodingKey {
        case runID = "run_id", filesNew = "files_new", filesSkipped = "files_skipped", filesQuarantined =
            "files_quarantined"
        case filesLeftForDisabledStages = "files_left_for_disabled_stages"
        case added, merged, updated, linked, quarantined
        case awaitingReview = "awaiting_review", stoppedEarly = "stopped_early"
    }

    /// Compact, key-sorted JSON.
    public static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}

extension RunReport {
    /// Stores the summary and alerts in the run journal.
    public func record(in ledger: Ledger, pipeline: String?) throws {
        try ledger.recordRunDetails(
            runID, pipeline: pipeline, summaryJSON: RunSummaryRecord.json(RunSummaryRecord(self)),
            alertsJSON: RunSummaryRecord.json(alerts), stopped: stoppedEarly)
    }
}
