/// One line of text, rebuilt from word boxes that share a baseline.
public struct OCRLine: Sendable, Equatable {
    /// The words joined by single spaces, left to right.
    public var text: String
    /// The words of the line, left to right.
    public var words: [OCRWord]
    /// The union of the words' boxes.
    public var box: OCRBox
    /// The line's mean word confidence, 0...100 (as `OCRWord.confidence`).
    public var confidence: Float

    public init(text: String, words: [OCRWord], box: OCRBox, confidence: Float) {
        self.text = text
        self.words = words
        self.box = box
        self.confidence = confidence
    }
}

/// A pixel rectangle in the OCRed image.
public struct OCRBox: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
