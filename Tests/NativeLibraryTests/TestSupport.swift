import Foundation
import Testing

/// A fresh directory under the system temp dir, removed by `cleanup()`.
struct TempDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("shoebox-native-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ data: Data, to name: String) throws -> String {
        let p = path(name)
        try data.write(to: URL(fileURLWithPath: p))
        return p
    }

    func cleanup() { try? FileManager.default.removeItem(at: url) }
}

/// Runs a poppler tool (`pdftotext`, `pdfinfo`, `pdftoppm`) and returns its standard output.
func runTool(_ name: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/\(name)")
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()  // read before waiting: no pipe deadlock
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "\(name) \(arguments) exited with \(process.terminationStatus)")
    return String(decoding: data, as: UTF8.self)
}

/// The `Pages:` value reported by `pdfinfo`.
func pageCount(ofPDFAt path: String) throws -> Int {
    let info = try runTool("pdfinfo", [path])
    let line = try #require(info.split(separator: "\n").first { $0.hasPrefix("Pages:") })
    return try #require(Int(line.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)))
}

/// A minimal PNG (signature, IHDR, IEND) whose header claims `width` x `height` 8-bit grey
/// pixels but which carries no pixel data: enough for a header reader, a bomb for a decoder.
func pngHeaderOnly(width: UInt32, height: UInt32) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func chunk(_ type: String, _ body: [UInt8]) {
        let typed = Array(type.utf8) + body
        data.append(contentsOf: bigEndian(UInt32(body.count)))
        data.append(contentsOf: typed)
        data.append(contentsOf: bigEndian(crc32(typed)))
    }
    chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 0, 0, 0, 0])  // depth 8, grey, no interlace
    chunk("IEND", [])
    return data
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
