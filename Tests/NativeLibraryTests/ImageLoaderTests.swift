import Foundation
import Imaging
import ShoeboxCore
import Testing

@Suite("Loading and writing grey images with Leptonica")
struct ImageLoaderTests {
    private func expectImagingError(_ code: ImagingError.Code, loading path: String) {
        do {
            _ = try ImageLoader.loadGray(path: path, maxSide: 2000)
            Issue.record("expected \(code), but \(path) loaded")
        } catch let error as ImagingError {
            #expect(error.errorCode == code)
            #expect(error.code == code.rawValue)
            #expect(error.message.contains(path), "message should name the file: \(error.message)")
            #expect(error.location.file == path)
        } catch {
            Issue.record("expected ImagingError, got \(error)")
        }
    }

    @Test func zeroByteFileIsNotAnImage() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        expectImagingError(.notAnImage, loading: try dir.write(Data(), to: "empty.png"))
    }

    @Test func textFileNamedPNGIsNotAnImage() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let path = try dir.write(Data("Date,Amount\n2024-01-02,12.50\n".utf8), to: "x.png")
        expectImagingError(.notAnImage, loading: path)
    }

    @Test func missingFileIsReported() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        expectImagingError(.fileNotFound, loading: dir.path("nope.jpg"))
        expectImagingError(.fileNotFound, loading: dir.url.path)  // a directory
    }

    @Test func decompressionBombIsRefusedFromTheHeader() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        // 30000 x 30000 = 900 megapixels in a 45-byte file: must fail before any decoding.
        let path = try dir.write(pngHeaderOnly(width: 30_000, height: 30_000), to: "bomb.png")
        expectImagingError(.imageTooLarge, loading: path)
    }

    @Test func pngRoundTripAndDownscale() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let width = 300, height = 120
        var pixels = [UInt8](repeating: 255, count: width * height)
        for y in 40..<80 { for x in 100..<200 { pixels[y * width + x] = 0 } }  // a black bar
        pixels[0] = 17
        let image = GrayImage(width: width, height: height, bytesPerRow: width, pixels: pixels)
        let path = dir.path("bar.png")
        try ImageLoader.writePNG(image, to: path)

        let same = try ImageLoader.loadGray(path: path, maxSide: 1000)
        #expect(same == image)

        let small = try ImageLoader.loadGray(path: path, maxSide: 150)
        #expect(small.width == 150 && small.height == 60)
        #expect(small[75, 30] < 40, "centre of the bar stays dark")
        #expect(small[10, 50] > 215, "background stays light")
    }

    @Test func paddedRowsAreWrittenCorrectly() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        // 5 pixels per row stored in 8-byte rows: padding bytes must be ignored.
        let pixels: [UInt8] = [
            0, 50, 100, 150, 200, 9, 9, 9,
            255, 200, 150, 100, 50, 9, 9, 9,
        ]
        let padded = GrayImage(width: 5, height: 2, bytesPerRow: 8, pixels: pixels)
        let path = dir.path("padded.png")
        try ImageLoader.writePNG(padded, to: path)
        let loaded = try ImageLoader.loadGray(path: path, maxSide: 100)
        #expect(loaded.pixels == [0, 50, 100, 150, 200, 255, 200, 150, 100, 50])
    }

    @Test func writingToAMissingDirectoryFails() throws {
        #expect(throws: ImagingError.self) {
            try ImageLoader.writePNG(GrayImage(width: 4, height: 4), to: "/nonexistent-dir/x.png")
        }
    }
}
