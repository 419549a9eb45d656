import Foundation
import Inbox
import Testing

@Suite(.serialized) struct InboxWatcherTests {
    @Test func filesAlreadyThereAreProcessedFirst() throws {
        let harness = try WatchHarness { inbox in
            try Data("a".utf8).write(to: inbox.appendingPathComponent("old.csv"))
            try FileManager.default.createDirectory(
                at: inbox.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try Data("b".utf8).write(to: inbox.appendingPathComponent("sub/older.csv"))
        }
        defer { harness.stop() }
        #expect(harness.wait(seconds: 3) { harness.allFiles.count == 2 })
        #expect(harness.allFiles == [harness.path("old.csv"), harness.path("sub/older.csv")])
    }

    @Test func slowlyWrittenFileIsTakenOnceAndComplete() throws {
        let harness = try WatchHarness(settle: 0.2)
        defer { harness.stop() }
        let path = harness.path("slow.csv")
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let chunk = Data(String(repeating: "2024-03-01,COFFEE,-4.50\n", count: 100).utf8)
        for _ in 0..<8 {  // 8 chunks over ~3.2 s; pauses longer than the settle delay
            handle.write(chunk)
            usleep(400_000)
        }
        #expect(harness.recorded.isEmpty, "taken while its writer still had it open")
        try handle.close()
        #expect(harness.wait(seconds: 3) { !harness.recorded.isEmpty })
        usleep(600_000)
        #expect(harness.recorded.count == 1)
        #expect(harness.recorded.first?.files[path] == chunk.count * 8)
    }

    @Test func burstOfFiftyFilesIsOneOrFewBatches() throws {
        let harness = try WatchHarness(settle: 0.2, batchWindow: 1)
        defer { harness.stop() }
        for index in 0..<50 {
            try Data("2024-03-01,ITEM \(index),-1.00\n".utf8).write(
                to: harness.inbox.appendingPathComponent(String(format: "burst-%02d.csv", index)))
        }
        #expect(harness.wait(seconds: 5) { harness.allFiles.count == 50 })
        usleep(500_000)
        #expect(harness.allFiles.count == 50, "each file exactly once")
        #expect(Set(harness.allFiles).count == 50)
        #expect(harness.recorded.count <= 3, "\(harness.recorded.count) batches")
    }

    @Test func fileRenamedIntoTheInboxIsTaken() throws {
        let harness = try WatchHarness()
        defer { harness.stop() }
        let outside = harness.root.appendingPathComponent("download.csv.part")
        try Data("2024-03-01,X,-1\n".utf8).write(to: outside)
        let inside = harness.inbox.appendingPathComponent("download.csv.part")
        try FileManager.default.moveItem(at: outside, to: inside)  // a partial download: ignored
        usleep(600_000)
        #expect(harness.recorded.isEmpty)
        try FileManager.default.moveItem(at: inside, to: harness.inbox.appendingPathComponent("download.csv"))
        #expect(harness.wait(seconds: 3) { harness.allFiles == [harness.path("download.csv")] })
    }

    @Test func subfolderCreatedAfterStartIsWatched() throws {
        let harness = try WatchHarness()
        defer { harness.stop() }
        let deep = harness.inbox.appendingPathComponent("2026/march")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        usleep(100_000)
        try Data("x".utf8).write(to: deep.appendingPathComponent("late.csv"))
        #expect(harness.wait(seconds: 3) { harness.allFiles == [harness.path("2026/march/late.csv")] })
        // A folder moved in with files already inside.
        let prepared = harness.root.appendingPathComponent("prepared")
        try FileManager.default.createDirectory(at: prepared, withIntermediateDirectories: true)
        try Data("y".utf8).write(to: prepared.appendingPathComponent("inside.csv"))
        try FileManager.default.moveItem(at: prepared, to: harness.inbox.appendingPathComponent("prepared"))
        #expect(harness.wait(seconds: 3) { harness.allFiles.contains(harness.path("prepared/inside.csv")) })
    }

    @Test func symlinkOutsideTheInboxIsNotFollowed() throws {
        let harness = try WatchHarness(rescan: 0.3)
        defer { harness.stop() }
        let secret = harness.root.appendingPathComponent("secret.csv")
        try Data("2024-03-01,SECRET,-1\n".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(atPath: harness.path("link.csv"), withDestinationPath: secret.path)
        try Data("z".utf8).write(to: harness.inbox.appendingPathComponent("real.csv"))
        #expect(harness.wait(seconds: 3) { !harness.allFiles.isEmpty })
        usleep(800_000)  // two rescans
        #expect(harness.allFiles == [harness.path("real.csv")])
    }

    @Test(.enabled(if: getuid() != 0, "root reads everything"))
    func unreadableFileIsNotRetriedUntilItChanges() throws {
        let harness = try WatchHarness(rescan: 0.2)
        defer { harness.stop() }
        let path = harness.path("locked.csv")
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0)
        usleep(1_000_000)  // several rescans
        #expect(harness.recorded.isEmpty)
        chmod(path, 0o600)
        try Data("xy".utf8).write(to: URL(fileURLWithPath: path))
        #expect(harness.wait(seconds: 3) { harness.allFiles == [path] })
    }

    @Test func hiddenStagingFolderRenamedVisibleIsTaken() throws {
        let harness = try WatchHarness()
        defer { harness.stop() }
        // Written under a hidden folder (not watched, not scanned), then the folder is renamed
        // visible: no event names the file, the folder's own event makes it scanned.
        let hidden = harness.inbox.appendingPathComponent(".staging")
        try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
        try Data("q".utf8).write(to: hidden.appendingPathComponent("missed.csv"))
        usleep(500_000)
        #expect(harness.recorded.isEmpty)
        try FileManager.default.moveItem(at: hidden, to: harness.inbox.appendingPathComponent("visible"))
        #expect(harness.wait(seconds: 3) { harness.allFiles == [harness.path("visible/missed.csv")] })
    }
}
