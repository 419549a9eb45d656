/// One line of text rebuilt from word boxes: words whose boxes overlap vertically, left to right.
public struct OCRLine: Sendable, Equatable {
    /// The words joined by single spaces.
    public var text: String
    /// The words, left to right.
    public var words: [OCRWord]
    /// The union of the word boxes, in pixels of the OCR'd image.
    public var box: PixelBox
    /// Mean word confidence, 0...100.
    public var confidence: Float

    public init(words: [OCRWord]) {
        self.words = words
        text = words.map(\.text).joined(separator: " ")
        let left = words.map(\.x).min() ?? 0, top = words.map(\.y).min() ?? 0
        let right = words.map { $0.x + $0.width }.max() ?? 0, bottom = words.map { $0.y + $0.height }.max() ?? 0
        box = PixelBox(x: left, y: top, width: right - left, height: bottom - top)
        confidence = words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Float(words.count)
    }

    /// A line with no word boxes (text read from a PDF text layer).
    public init(text: String, confidence: Float) {
        self.text = text
        words = []
        box = PixelBox(x: 0, y: 0, width: 0, height: 0)
        self.confidence = confidence
    }
}

/// An axis-aligned rectangle in pixels.
public struct PixelBox: Sendable, Equatable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Rebuilds lines from word boxes, so "TOTAL" and its amount at the far right end up on one
/// line even when Tesseract split them into separate lines or the page is slightly skewed.
public enum LineBuilder {
    /// Groups `words` into lines, top to bottom. A word joins the line whose vertical band it
    /// overlaps by at least half of the smaller height, after correcting for the page's slope.
    public static func lines(from words: [OCRWord]) -> [OCRLine] {
        let real = words.filter { !$0.text.allSatisfy(\.isWhitespace) && $0.height > 0 }
        guard !real.isEmpty else { return [] }
        let slope = estimatedSlope(real)
        func centreY(_ w: OCRWord) -> Double {
            Double(w.y) + Double(w.height) / 2 - slope * (Double(w.x) + Double(w.width) / 2)
        }
        var groups: [[OCRWord]] = []
        var bands: [(centre: Double, height: Double)] = []
        for word in real.sorted(by: { centreY($0) < centreY($1) }) {
            let c = centreY(word), h = Double(word.height)
            if let i = bands.indices.last(where: { abs(bands[$0].centre - c) < min(bands[$0].height, h) * 0.5 }) {
                groups[i].append(word)
                let n = Double(groups[i].count)
                bands[i] = ((bands[i].centre * (n - 1) + c) / n, max(bands[i].height, h))
            } else {
                groups.append([word])
                bands.append((c, h))
            }
        }
        return groups.map { OCRLine(words: $0.sorted { $0.x < $1.x }) }.sorted {
            $0.box.y + $0.box.height / 2 < $1.box.y + $1.box.height / 2
        }
    }

    /// The median slope (dy/dx) between horizontally neighbouring words of Tesseract's own
    /// reading order; 0 when there are too few pairs.
    static func estimatedSlope(_ words: [OCRWord]) -> Double {
        var slopes: [Double] = []
        for (a, b) in zip(words, words.dropFirst()) where b.x > a.x + a.width / 2 {
            let dx = Double(b.x + b.width / 2 - a.x - a.width / 2)
            let dy = Double(b.y + b.height / 2 - a.y - a.height / 2)
            if abs(dy) < Double(max(a.height, b.height)) { slopes.append(dy / dx) }
        }
        guard slopes.count >= 5 else { return 0 }
        slopes.sort()
        return max(-0.2, min(0.2, slopes[slopes.count / 2]))
    }
}
