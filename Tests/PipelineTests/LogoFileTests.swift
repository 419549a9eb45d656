import Book
import Foundation
import Testing

@testable import Pipeline

/// Issue 19, class 10: `logo:` names a small regular PNG inside the book, nothing else.
@Suite struct LogoFileTests {
    func png(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        for value in [width, height] {
            data.append(contentsOf: [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) })
        }
        return data + Data([8, 2, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func aSmallPNGInsideTheBookIsUsed() throws {
        let space = try Workspace()
        try png(width: 200, height: 80).write(to: space.book.root.appendingPathComponent("logo.png"))
        let resolved = try LogoFile.resolve("logo.png", book: space.book).get()
        #expect(resolved == space.book.root.appendingPathComponent("logo.png").path)
    }

    @Test func aFIFOAPathOutsideTheBookAndAHugePNGAreRefused() throws {
        let space = try Workspace()
        let fifo = space.book.root.appendingPathComponent("logo.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: LogoFile.LogoProblem.self) { try LogoFile.resolve("logo.fifo", book: space.book).get() }
        let outside = space.root.appendingPathComponent("elsewhere.png")
        try png(width: 10, height: 10).write(to: outside)
        #expect(throws: LogoFile.LogoProblem.self) { try LogoFile.resolve(outside.path, book: space.book).get() }
        #expect(throws: LogoFile.LogoProblem.self) { try LogoFile.resolve("../elsewhere.png", book: space.book).get() }
        try png(width: 10_000, height: 10_000).write(to: space.book.root.appendingPathComponent("huge.png"))
        #expect(throws: LogoFile.LogoProblem.self) { try LogoFile.resolve("huge.png", book: space.book).get() }
    }
}
