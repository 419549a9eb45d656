import Book
import Foundation
import Pipeline
import Testing

@Suite struct InputScannerTests {
    @Test func skipsHiddenPartialDownloadsAndTheBook() throws {
        let space = try Workspace()
        for name in [
            "a.csv", ".hidden.csv", "b.csv.part", "c.csv.crdownload", "d.csv~", "sub/e.ofx", ".git/config",
            "f.CSV.PART",
        ] {
            try space.write(name, "x\n")
        }
        // A book inside the scanned folder is never read as input.
        let nested = Book(root: space.inbox.appendingPathComponent("mybook"))
        try nested.prepare()
        try Data("x\n".utf8).write(to: nested.archiveDirectory.appendingPathComponent("old.csv"))

        let found = try InputScanner.scan([space.inbox.path]) { nested.contains($0) }
        let inbox = space.inbox.standardizedFileURL.path
        #expect(found == [inbox + "/a.csv", inbox + "/sub/e.ofx"])
    }

    @Test func explicitFilesAreDeduplicatedAndSorted() throws {
        let space = try Workspace()
        let b = try space.write("b.csv", "x\n")
        let a = try space.write("a.csv", "x\n")
        let found = try InputScanner.scan([b, a, b, space.inbox.path]) { _ in false }
        #expect(found == [a, b])
    }

    @Test func missingPathThrows() throws {
        let error = #expect(throws: InputScanner.Missing.self) {
            try InputScanner.scan(["/nonexistent/shoebox-inbox"]) { _ in false }
        }
        #expect(error?.path == "/nonexistent/shoebox-inbox")
    }

    @Test(arguments: [
        ("x.part", true), ("x.crdownload", true), ("x~", true), (".x", true), ("x.PARTIAL", true),
        ("x.csv", false), ("part.csv", false), ("statement.tmp.csv", false),
    ])
    func partialDownloadNames(_ name: String, _ partial: Bool) {
        #expect(InputScanner.isPartialDownload(name) == partial)
    }
}
