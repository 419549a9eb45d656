import Book
import Foundation
import Logging
import Pipeline
import ShoeboxCore
import Storage
import Testing

/// Issue 19: classes 5, 7, 13, 14 and 15 at the pipeline's edges.
@Suite struct HardeningPipelineTests {
    /// Class 5: a file replaced after it was read (a download finished by rename) is not the
    /// file that was stored, so `--processed-files archive` must not unlink it.
    @Test func aFileReplacedAfterReadingIsNotTheFileRead() throws {
        let space = try Workspace()
        let path = try space.write("card.csv", Exports.checking)
        let file = try InputFile.read(path)
        #expect(file.isStillAt(path))
        let replacement = try space.write("card.csv.crdownload", Exports.checking)  // same size and bytes
        #expect(rename(replacement, path) == 0)
        #expect(!file.isStillAt(path))
        let again = try InputFile.read(path)
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(!again.isStillAt(path))
    }

    @Test func archiveModeStillRemovesAnUnchangedStoredFile() throws {
        let space = try Workspace()
        let path = try space.write("card.csv", Exports.checking)
        var options = BatchRunner.Options(today: LocalDate(year: 2024, month: 12, day: 31)!)
        options.processedFiles = .archive
        let runner = try BatchRunner(
            book: space.book, ledger: space.ledger, options: options, logger: Logger(label: "test"))
        _ = try runner.run(paths: [space.inbox.path])
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Class 13: the database and its WAL and shared-memory files are private from the start.
    @Test func theDatabaseFilesAreCreatedPrivate() throws {
        let space = try Workspace()
        try space.write("card.csv", Exports.checking)
        _ = try space.run()
        for suffix in ["", "-wal", "-shm"] {
            var info = stat()
            guard stat(space.book.databasePath + suffix, &info) == 0 else { continue }
            #expect(info.st_mode & 0o777 == 0o600, "\(suffix): \(String(info.st_mode & 0o777, radix: 8))")
        }
        #expect(FileManager.default.fileExists(atPath: space.book.databasePath + "-wal"))
    }

    /// Class 14: temporaries left by a killed run are removed by the next one.
    @Test func temporaryFilesLeftByAKillAreCleanedAtTheNextRun() throws {
        let space = try Workspace()
        let stale = space.book.outputDirectory.appendingPathComponent(".dat.nosync1f2.Ab12Cd").path
        let fresh = space.book.outputDirectory.appendingPathComponent(".dat.nosync1f3.Zz12Cd").path
        let deadOwner = space.book.quarantineDirectory.appendingPathComponent(".x.csv.\(Int32.max - 7).tmp").path
        for path in [stale, fresh, deadOwner] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
        }
        var old = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, stale, &old, 0) == 0)
        try space.write("card.csv", Exports.checking)
        _ = try space.run()
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(!FileManager.default.fileExists(atPath: deadOwner))
        #expect(FileManager.default.fileExists(atPath: fresh))  // may belong to a concurrent `shoebox report`
    }

    /// Class 7: a book reached through a symlink, lying inside the inbox, does not ingest itself.
    @Test func aBookReachedThroughASymlinkInsideTheInboxIsNotIngested() throws {
        let space = try Workspace()
        let real = space.inbox.appendingPathComponent("books/2025")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let link = space.root.appendingPathComponent("book-link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let book = Book(root: link)
        try book.prepare()
        #expect(book.contains(real.appendingPathComponent("shoebox.sqlite").path))
        #expect(!book.contains(space.inbox.appendingPathComponent("card.csv").path))
        let ledger = try Ledger(path: book.databasePath)
        try space.write("card.csv", Exports.checking)
        let runner = try BatchRunner(
            book: book, ledger: ledger, options: BatchRunner.Options(today: LocalDate(year: 2024, month: 12, day: 31)!),
            logger: Logger(label: "test"))
        _ = try runner.run(paths: [space.inbox.path])
        let second = try runner.run(paths: [space.inbox.path])
        #expect(second.quarantined.isEmpty, "\(second.quarantined.map(\.path))")
        #expect(second.summary.filesNew == 0)
        #expect(try ledger.exportRows().count == 3)
    }

    /// Class 15: `run` names the symbolic links it does not follow.
    @Test func symlinksInAFolderAreReportedNotSilentlySkipped() throws {
        let space = try Workspace()
        let target = space.root.appendingPathComponent("elsewhere.csv")
        try Data(Exports.checking.utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            at: space.inbox.appendingPathComponent("link.csv"), withDestinationURL: target)
        var skipped: [String] = []
        let files = try InputScanner.scan(
            [space.inbox.path], excluding: { _ in false }, skippedLink: { skipped.append($0) })
        #expect(files.isEmpty)
        #expect(skipped == [space.inbox.appendingPathComponent("link.csv").path])
    }

    /// A file that two runs died reading is set aside by the third, which goes on with the rest.
    @Test func aFileTwoRunsDiedReadingIsSetAside() throws {
        let space = try Workspace()
        let path = try space.write("poison.csv", Exports.checking)
        try space.write("savings.csv", Exports.savings)
        let sha = try InputFile.read(path).sha256
        let marker = space.book.root.appendingPathComponent("reading")
        for _ in 0..<ReadingMarker.strikes {  // each dead run left the marker behind
            try Data(sha.utf8).write(to: marker)
            #expect(ReadingMarker(book: space.book).recover().previousRunDied)
        }
        try Data(sha.utf8).write(to: marker)
        let report = try space.run()
        #expect(report.quarantined.count == 1)
        #expect(report.quarantined.first?.reason.contains("reader_crashed") == true)
        #expect(report.summary.filesNew == 1)
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func oneDeadRunIsNotEnoughAndAReadClearsTheSuspicion() throws {
        let space = try Workspace()
        let path = try space.write("card.csv", Exports.checking)
        try Data(try InputFile.read(path).sha256.utf8).write(to: space.book.root.appendingPathComponent("reading"))
        let report = try space.run()
        #expect(report.quarantined.isEmpty)
        #expect(report.summary.filesNew == 1)
        let after = ReadingMarker(book: space.book).recover()
        #expect(after.suspects.isEmpty && !after.previousRunDied)
        // A run that died in the parallel receipt pre-pass names no file, but the next run knows.
        ReadingMarker(book: space.book).beginPrepass()
        #expect(ReadingMarker(book: space.book).recover().previousRunDied)
        #expect(!ReadingMarker(book: space.book).recover().previousRunDied)
    }

    /// Class 3 for the user's `on_alert` command: bounded, and stopped with everything it started.
    @Test func anAlertCommandPastItsTimeIsStoppedWithWhatItStarted() {
        let pause = "3\(Int.random(in: 100...999)).75"
        let alert = Alert(kind: .quarantinedFile, message: "m")
        let started = Date()
        let status = AlertCommand.deliver(
            [alert], command: "sleep \(pause) & while :; do :; done", runID: 1, book: "/b",
            timeoutSeconds: 0.5, logger: Logger(label: "test"))
        #expect(status == nil)
        #expect(Date().timeIntervalSince(started) < 10)
        usleep(100_000)
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        let survivors = pids.filter { pid in
            let line =
                FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map { String(decoding: $0, as: UTF8.self) }
                ?? ""
            return line.contains("sleep\0\(pause)")
        }
        #expect(survivors.isEmpty)
    }

    /// Class 6 (in part): a Latin-1 file name is named in the summary, never skipped without a word.
    @Test func aFileWhoseNameIsNotUTF8IsListed() throws {
        let space = try Workspace()
        try space.write("card.csv", Exports.checking)
        let name: [UInt8] = Array("Kontoausz".utf8) + [0xFC] + Array("ge_M".utf8) + [0xE4] + Array("rz.csv".utf8)
        let path: [CChar] = (Array(space.inbox.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map {
            CChar(bitPattern: $0)
        }
        let fd = open(path, O_CREAT | O_WRONLY, 0o600)
        #expect(fd >= 0)
        close(fd)
        let report = try space.run()
        #expect(report.summary.filesNew == 1)
        let listed = report.quarantined.first { $0.reason.contains("file_name_encoding") }
        #expect(listed?.path.hasSuffix("Kontoauszüge_März.csv") == true, "\(report.quarantined)")
        #expect(report.exitStatus == .quarantined)
    }
}
