/// The text Tesseract found on one image.
public struct OCRPage: Sendable, Equatable {
    /// The recognised text, lines separated by `\n`.
    public var text: String
    /// Tesseract's mean word confidence, 0...100 (0 when nothing was found).
    public var meanConfidence: Int
    /// Every recognised word in reading order.
    public var words: [OCRWord]

    public init(text: String, meanConfidence: Int, words: [OCRWord]) {
        self.text = text
        self.meanConfidence = meanConfidence
        self.words = words
    }
}

/// One recognised word and where it is, in pixels of the image passed to `recognize`.
public struct OCRWord: Sendable, Equatable {
    /// The word's text (UTF-8 decoded).
    public var text: String
    /// Confidence 0...100.
    public var confidence: Float
    /// Left edge of the bounding box.
    public var x: Int
    /// Top edge of the bounding box.
    public var y: Int
    /// Box width.
    public var width: Int
    /// Box height.
    public var height: Int

    public init(text: String, confidence: Float, x: Int, y: Int, width: Int, height: Int) {
        self.text = text
        self.confidence = confidence
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// How Tesseract splits the image into text before reading it (its `--psm`).
public enum PageSegmentationMode: Sendable, CaseIterable {
    /// Full automatic page segmentation, no orientation detection (psm 3).
    case auto
    /// A single column of text of variable sizes (psm 4).
    case singleColumn
    /// A single uniform block of text (psm 6). The default: receipts and statements.
    case singleBlock
    /// A single text line (psm 7).
    case singleLine
    /// A single word (psm 8).
    case singleWord
    /// As much text as possible, in no particular order (psm 11).
    case sparseText
}
