import Foundation
import ShoeboxCore
import Testing

/// The one decision every text reader takes on a file's bytes (statements, review sheets, the
/// run's first-bytes check): the same bytes are text for all of them or for none.
struct TextBytesTests {
    static func utf16(_ text: String, littleEndian: Bool, bom: Bool) -> Data {
        var bytes: [UInt8] = bom ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
        for unit in text.utf16 {
            let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
            bytes += littleEndian ? [low, high] : [high, low]
        }
        return Data(bytes)
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func utf16IsReadWithOrWithoutAByteOrderMark(littleEndian: Bool, bom: Bool) throws {
        let text = "Datum;Betrag\n01.03.2025;-12,50 €\n"
        let data = Self.utf16(text, littleEndian: littleEndian, bom: bom)
        #expect(TextBytes.layout(of: data) == .success(.utf16(littleEndian: littleEndian, byteOrderMark: bom)))
        #expect(try TextBytes.decode(data).get() == TextBytes.Decoded(text: text, encoding: "UTF-16"))
    }

    @Test func utf8WithAndWithoutBOMAndWindows1252() throws {
        let plain = Data("Café,1.00\n".utf8)
        #expect(try TextBytes.decode(plain).get() == .init(text: "Café,1.00\n", encoding: "UTF-8"))
        #expect(
            try TextBytes.decode(Data([0xEF, 0xBB, 0xBF]) + plain).get()
                == .init(text: "Café,1.00\n", encoding: "UTF-8 with BOM"))
        let cp1252 = Data([0x43, 0x61, 0x66, 0xE9, 0x20, 0x80, 0x35])  // "Café €5"
        #expect(try TextBytes.decode(cp1252).get() == .init(text: "Café €5", encoding: "Windows-1252"))
    }

    @Test func nulBytesOutsideUTF16AreBinary() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48]
        #expect(TextBytes.layout(of: Data(png)) == .failure(.nulBytes(count: 3, firstOffset: 8, sampled: 14)))
        // NULs on both parities: not UTF-16 either
        let mixed = Data([0x41, 0x00, 0x00, 0x42, 0x43, 0x00, 0x00, 0x44])
        #expect(TextBytes.layout(of: mixed) == .failure(.nulBytes(count: 4, firstOffset: 1, sampled: 8)))
    }

    @Test func oneControlByteInTwentyIsTheLimit() {
        // 5 % control characters is text (a stray form feed, a DOS end-of-file mark do not count)…
        var bytes = [UInt8](repeating: 0x41, count: 100)
        for index in stride(from: 0, to: 100, by: 20) { bytes[index] = 0x01 }
        bytes[99] = 0x1A
        bytes[50] = 0x0C
        #expect(TextBytes.layout(of: Data(bytes)) == .success(.bytes))
        // …one more is binary.
        bytes[7] = 0x02
        #expect(TextBytes.layout(of: Data(bytes)) == .failure(.controlBytes(count: 6, sampled: 100)))
    }

    @Test func onlyTheSampleDecidesBinary() {
        let text = Data(repeating: 0x41, count: TextBytes.sampleSize)
        #expect(TextBytes.layout(of: text + Data([0x00, 0x01])) == .success(.bytes))
    }

    @Test func invalidUTF16AfterAByteOrderMarkIsRefused() {
        #expect(TextBytes.decode(Data([0xFF, 0xFE, 0x00, 0xDC, 0x41, 0x00])) == .failure(.invalidUTF16))
    }
}
