import Foundation
import Imaging

// PLACEHOLDER: the imaging branch replaces this file with the real preprocessing reader
// (EXIF, HEIC/PDF, perspective correction, deskew, binarization, rotation). Keep no logic here
// that other code depends on beyond the public signatures.

/// Pixel dimensions of the image that was OCRed.
public struct ImageSize: Sendable, Equatable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// What OCR found on one receipt image, with the lines rebuilt from word boxes.
public struct ReceiptScan: Sendable {
    public var page: OCRPage
    public var lines: [OCRLine]
    /// Which preprocessing variant produced `page` (e.g. `original`).
    public var variant: String
    /// Clockwise rotation applied before OCR.
    public var rotationDegrees: Int
    public var imageSize: ImageSize

    public init(page: OCRPage, lines: [OCRLine], variant: String, rotationDegrees: Int, imageSize: ImageSize) {
        self.page = page
        self.lines = lines
        self.variant = variant
        self.rotationDegrees = rotationDegrees
        self.imageSize = imageSize
    }
}

/// Loads a receipt image and OCRs it. One per worker thread (it owns a Tesseract engine).
public final class ReceiptReader {
    private let engine: TesseractEngine

    public init(language: String = "eng", dataPath: String? = nil) throws {
        engine = try TesseractEngine(language: language, dataPath: dataPath, pageSegmentationMode: .singleBlock)
    }

    /// - Throws: `ImagingError` for unreadable images, `OCRError` when Tesseract fails.
    public func read(path: String, debugDirectory: URL? = nil) throws -> ReceiptScan {
        let image = try ImageLoader.loadGray(path: path, maxSide: 3000)
        let page = try engine.recognize(image)
        return ReceiptScan(page: page, lines: Self.lines(of: page.words), variant: "original", rotationDegrees: 0,
                           imageSize: ImageSize(width: image.width, height: image.height))
    }

    /// Groups words whose vertical centres fall within half a word height of a line's centre.
    static func lines(of words: [OCRWord]) -> [OCRLine] {
        var groups: [[OCRWord]] = []
        for word in words.sorted(by: { ($0.y + $0.height / 2, $0.x) < ($1.y + $1.height / 2, $1.x) }) {
            let centre = word.y + word.height / 2
            if let last = groups.last, let first = last.first,
               abs(centre - (first.y + first.height / 2)) <= max(4, min(first.height, word.height) / 2) {
                groups[groups.count - 1].append(word)
            } else {
                groups.append([word])
            }
        }
        return groups.map { group in
            let sorted = group.sorted { $0.x < $1.x }
            let left = sorted.map(\.x).min()!, top = sorted.map(\.y).min()!
            let right = sorted.map { $0.x + $0.width }.max()!, bottom = sorted.map { $0.y + $0.height }.max()!
            let confidence = sorted.map(\.confidence).reduce(0, +) / Float(sorted.count)
            return OCRLine(text: sorted.map(\.text).joined(separator: " "), words: sorted,
                           box: OCRBox(x: left, y: top, width: right - left, height: bottom - top), confidence: confidence)
        }
    }
}
