import Foundation
import Testing

@testable import Imaging

@Suite("EXIF orientation of JPEGs")
struct ExifOrientationTests {
    /// A 60 x 40 grey image, white with a black 10 x 10 block in the top-left corner.
    private func markedImage() -> GrayImage {
        var pixels = [UInt8](repeating: 255, count: 60 * 40)
        for y in 0..<10 { for x in 0..<10 { pixels[y * 60 + x] = 0 } }
        return GrayImage(width: 60, height: 40, bytesPerRow: 60, pixels: pixels)
    }

    /// `jpeg` with an APP1 Exif segment (big- or little-endian TIFF) inserted after SOI.
    private func withOrientation(_ jpeg: Data, _ value: UInt16, littleEndian: Bool) -> Data {
        func u16(_ v: UInt16) -> [UInt8] {
            littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
        }
        func u32(_ v: UInt32) -> [UInt8] {
            littleEndian
                ? u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) : u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF))
        }
        let tiff =
            (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
            + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(value) + [0, 0] + u32(0)
        let body = Array("Exif\0\0".utf8) + tiff
        let length = UInt16(body.count + 2)
        var out = Data(jpeg.prefix(2))
        out.append(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body)
        out.append(jpeg.dropFirst(2))
        return out
    }

    /// Where the black block's centre ends up for each orientation in a 60 x 40 image.
    @Test(arguments: [
        (1, 60, 40, 5, 5), (2, 60, 40, 54, 5), (3, 60, 40, 54, 34), (4, 60, 40, 5, 34),
        (5, 40, 60, 5, 5), (6, 40, 60, 34, 5), (7, 40, 60, 34, 54), (8, 40, 60, 5, 54),
    ])
    func orientationIsApplied(orientation: Int, width: Int, height: Int, blockX: Int, blockY: Int) throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let plain = dir.path("plain.jpg")
        try ImageLoader.writeJPEG(markedImage(), to: plain, quality: 95)
        let tagged = withOrientation(
            try Data(contentsOf: URL(fileURLWithPath: plain)), UInt16(orientation), littleEndian: orientation % 2 == 0)
        #expect(ExifOrientation.read(jpeg: tagged)?.rawValue == orientation)
        let path = try dir.write(tagged, to: "tagged.jpg")

        let image = try ImageLoader.loadGray(path: path, maxSide: 1000)
        #expect(image.width == width && image.height == height)
        #expect(image[blockX, blockY] < 60, "block expected at (\(blockX), \(blockY)) for orientation \(orientation)")
        #expect(image[width - 1 - blockX, height - 1 - blockY] > 200)
    }

    @Test func jpegWithoutExifIsUnchanged() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let path = dir.path("plain.jpg")
        try ImageLoader.writeJPEG(markedImage(), to: path)
        #expect(ExifOrientation.read(jpeg: try Data(contentsOf: URL(fileURLWithPath: path))) == nil)
        let image = try ImageLoader.loadGray(path: path, maxSide: 1000)
        #expect(image.width == 60 && image[5, 5] < 60)
    }
}
