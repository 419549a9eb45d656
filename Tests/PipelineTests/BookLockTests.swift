import Book
import Foundation
import Testing

@Suite struct BookLockTests {
    @Test func secondLockOnTheSamePathFailsAtOnceWhileTheFirstIsHeld() throws {
        let space = try Workspace()
        let path = space.book.lockPath
        var first: BookLock? = try BookLock(path: path)
        let error = #expect(throws: BookLockedError.self) { try BookLock(path: path, waitSeconds: 0) }
        #expect(error?.holderPID == getpid())
        #expect(error?.lockPath == path)
        #expect(error?.description.contains("--wait SECONDS") == true)
        withExtendedLifetime(first) {}
        first = nil
        // Released with the value: a new lock is granted.
        let second = try BookLock(path: path)
        withExtendedLifetime(second) {}
    }

    @Test func lockFileHoldsTheHolderPID() throws {
        let space = try Workspace()
        let lock = try BookLock(path: space.book.lockPath)
        let text = try String(contentsOfFile: space.book.lockPath, encoding: .utf8)
        #expect(text == "\(getpid())\n")
        withExtendedLifetime(lock) {}
    }
}
