import Inbox
import Testing

@Suite struct FileStabilityTrackerTests {
    var files: [String: FileSignature] = [:]
    func signature(_ path: String) -> FileSignature? { files[path] }

    @Test mutating func fileIsReadyOnceStableForTheSettleDelay() {
        var tracker = FileStabilityTracker(settleDelay: 1)
        files["/in/a.csv"] = FileSignature(size: 10, mtimeNanoseconds: 1)
        tracker.noteSeen("/in/a.csv", now: 0)
        #expect(tracker.ready(now: 0.5, signature: signature).isEmpty)
        files["/in/a.csv"] = FileSignature(size: 20, mtimeNanoseconds: 2)  // still growing
        #expect(tracker.ready(now: 0.9, signature: signature).isEmpty)
        #expect(tracker.ready(now: 1.5, signature: signature).isEmpty)  // 0.6 s since the change
        #expect(tracker.ready(now: 2.0, signature: signature) == ["/in/a.csv"])
        #expect(tracker.pendingCount == 0)
    }

    @Test mutating func openFileWaitsForItsWriterToClose() {
        var tracker = FileStabilityTracker(settleDelay: 0.2)
        files["/in/slow.csv"] = FileSignature(size: 5, mtimeNanoseconds: 1)
        tracker.noteWriting("/in/slow.csv", now: 0)
        // The writer pauses longer than the settle delay between chunks: still not ready.
        #expect(tracker.ready(now: 1, signature: signature).isEmpty)
        #expect(tracker.ready(now: 2, signature: signature).isEmpty)
        tracker.noteChanged("/in/slow.csv", now: 2)  // IN_CLOSE_WRITE
        #expect(tracker.ready(now: 2.1, signature: signature).isEmpty)
        #expect(tracker.ready(now: 2.3, signature: signature) == ["/in/slow.csv"])
    }

    @Test mutating func writingStateExpiresWithoutEvents() {
        var tracker = FileStabilityTracker(settleDelay: 0.2, writingTimeout: 5)
        files["/in/linked.csv"] = FileSignature(size: 5, mtimeNanoseconds: 1)
        tracker.noteWriting("/in/linked.csv", now: 0)
        #expect(tracker.ready(now: 4, signature: signature).isEmpty)
        #expect(tracker.ready(now: 5.1, signature: signature) == ["/in/linked.csv"])
    }

    @Test mutating func eventsForOneFileCoalesceAndAFileIsHandedOutOncePerChange() {
        var tracker = FileStabilityTracker(settleDelay: 0.1)
        files["/in/a.csv"] = FileSignature(size: 1, mtimeNanoseconds: 1)
        for _ in 0..<5 { tracker.noteChanged("/in/a.csv", now: 0) }
        #expect(tracker.pendingCount == 1)
        #expect(tracker.ready(now: 0.2, signature: signature) == ["/in/a.csv"])
        tracker.noteSeen("/in/a.csv", now: 1)  // a rescan sees it again, unchanged
        #expect(tracker.ready(now: 2, signature: signature).isEmpty)
        #expect(tracker.pendingCount == 0)
        files["/in/a.csv"] = FileSignature(size: 2, mtimeNanoseconds: 2)  // replaced with new content
        tracker.noteChanged("/in/a.csv", now: 3)
        #expect(tracker.ready(now: 3.2, signature: signature) == ["/in/a.csv"])
    }

    @Test mutating func scannedOldFileIsReadyAtOnceAndVanishedFileIsDropped() {
        var tracker = FileStabilityTracker(settleDelay: 2)
        files["/in/old.csv"] = FileSignature(size: 1, mtimeNanoseconds: 1)
        tracker.noteSeen("/in/old.csv", now: 100, quietFor: 3_600)
        tracker.noteSeen("/in/gone.csv", now: 100)
        #expect(tracker.ready(now: 100, signature: signature) == ["/in/old.csv"])
        #expect(tracker.pendingCount == 0)
    }

    @Test func nextCheckIsTheEarliestDeadline() {
        var tracker = FileStabilityTracker(settleDelay: 1)
        #expect(tracker.secondsUntilNextCheck(now: 0) == nil)
        tracker.noteSeen("/in/a", now: 0)
        tracker.noteSeen("/in/b", now: 0.5)
        tracker.noteSeen("/in/a", now: 0.7)  // a rescan does not restart its clock
        #expect(tracker.secondsUntilNextCheck(now: 0.75) == 0.25)
    }
}
