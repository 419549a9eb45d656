extension GrayImage {
    /// This image inside a margin of `margin` pixels on every side, filled with `value`.
    public func padded(by margin: Int, value: UInt8) -> GrayImage {
        guard margin > 0 else { return self }
        let w = width + 2 * margin, h = height + 2 * margin
        var out = [UInt8](repeating: value, count: w * h)
        for row in 0..<height {
            let from = row * bytesPerRow, to = (row + margin) * w + margin
            out[to..<(to + width)] = pixels[from..<(from + width)]
        }
        return GrayImage(width: w, height: h, bytesPerRow: w, pixels: out)
    }

    /// The paper's grey level: the 75th percentile of a sample grid (ink is the dark minority).
    public var paperLevel: UInt8 {
        let step = Swift.max(1, Int((Double(width * height) / 40_000).squareRoot()))
        var values: [UInt8] = []
        for y in stride(from: 0, to: height, by: step) {
            for x in stride(from: 0, to: width, by: step) { values.append(pixels[y * bytesPerRow + x]) }
        }
        values.sort()
        return values[values.count * 3 / 4]
    }
}
