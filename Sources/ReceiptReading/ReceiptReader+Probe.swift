import Imaging
import OCR
import Receipts

extension ReceiptReader {
    /// Other readings of one receipt, each named, for a bench that asks where a field's truth is
    /// lost (crop, border, threshold, scale): the whole image, the outline's crop (as warped and
    /// grown 6 %), the chosen page with a white margin, the chosen page on Sauvola's threshold,
    /// every line of the chosen page at 2× and the page's bottom and top thirds at 2× in block mode.
    /// Reads the receipt in full first (its standard reading is `standard`). Not used by `read`.
    public func probeReadings(path: String) throws -> [(name: String, text: String)] {
        let keeps = keepsPreparedPage, thresholding = engine.thresholding, mode = engine.pageSegmentationMode
        keepsPreparedPage = true
        defer {
            keepsPreparedPage = keeps
            engine.thresholding = thresholding
            engine.pageSegmentationMode = mode
        }
        let scan = try read(path: path)
        var found: [(name: String, text: String)] = [
            ("standard", (scan.lines.map(\.text) + scan.rereads.map(\.text)).joined(separator: "\n"))
        ]
        guard let page = preparedPage else { return found }
        let original = try ImageLoader.loadGray(path: path, maxSide: Self.maxDecodeSide)
        found.append(("whole", try pageText(prepare(original).image, path: path)))
        if let quad = PageFinder.find(in: original).quad {
            for (name, growth) in [("warped", 0.01), ("warped+6%", 0.06)] {
                let image = try PerspectiveCorrector.warp(original, to: quad.expanded(by: growth), path: path)
                found.append((name, try pageText(prepare(image).image, path: path)))
            }
        }
        let margin = max(24, page.height / 40)
        found.append(("margin", try pageText(page.padded(by: margin), path: path)))
        engine.thresholding = .sauvola
        found.append(("sauvola", try pageText(page, path: path)))
        engine.thresholding = thresholding
        engine.pageSegmentationMode = .singleLine
        var lineTexts: [String] = []
        for line in scan.receiptLines {
            guard let box = line.box, box.height > 0, let band = Self.band(of: box, in: page) else { continue }
            lineTexts.append(try ocr(band.enlarged(by: 2), path: path).words.map(\.text).joined(separator: " "))
        }
        engine.pageSegmentationMode = mode
        found.append(("lines 2x", lineTexts.joined(separator: "\n")))
        let third = page.height / 3
        if third >= 8 {
            let bottom = page.cropped(x: 0, y: page.height - third, width: page.width, height: third)
            found.append(("bottom 2x", try pageText(bottom.enlarged(by: 2), path: path)))
            let top = page.cropped(x: 0, y: 0, width: page.width, height: third)
            found.append(("top 2x", try pageText(top.enlarged(by: 2), path: path)))
        }
        return found
    }

    private func pageText(_ image: GrayImage, path: String) throws -> String {
        LineBuilder.lines(from: try ocr(image, path: path).words).map(\.text).joined(separator: "\n")
    }
}

extension GrayImage {
    /// The image inside a white margin `margin` pixels wide on every side.
    func padded(by margin: Int) -> GrayImage {
        let width = self.width + 2 * margin, height = self.height + 2 * margin
        var pixels = [UInt8](repeating: 255, count: width * height)
        for row in 0..<self.height {
            let from = row * bytesPerRow, to = (row + margin) * width + margin
            pixels.replaceSubrange(to..<(to + self.width), with: self.pixels[from..<(from + self.width)])
        }
        return GrayImage(width: width, height: height, bytesPerRow: width, pixels: pixels)
    }
}
