internal import CLeptonica

/// Where the receipt is in a photo, and whether the finder trusts it.
public struct PageDetection: Sendable, Equatable {
    /// Corners to warp with, in the searched image's pixels; nil when not confident.
    public var quad: Quadrilateral?
    /// The best quadrilateral found even when it was not trusted (for debug drawings).
    public var candidate: Quadrilateral?
    /// Why the quadrilateral was accepted or rejected, e.g. `ok` or `touches 3 image borders`.
    public var reason: String
}

/// Finds the receipt (a bright page) in a photo: Otsu page mask on a downscaled grey image,
/// opening, largest component, then `QuadFitter` for the corners. Confident only when the
/// component is page-shaped: fills its quadrilateral, does not run off the image, and is
/// neither tiny nor the whole frame (a flat scan needs no warp).
public enum PageFinder {
    /// The longest side of the downscaled image the mask is computed on.
    static let workingSide = 600

    /// Searches `image`; corners come back in `image`'s pixel coordinates.
    public static func find(in image: GrayImage) -> PageDetection {
        guard let pix = LeptonicaImage(gray: image) else {
            return PageDetection(quad: nil, candidate: nil, reason: "out of memory")
        }
        return find(in: pix)
    }

    static func find(in image: LeptonicaImage) -> PageDetection {
        let factor = min(1, Double(workingSide) / Double(max(image.width, image.height)))
        guard
            let small = LeptonicaImage(
                taking: factor < 1 ? pixScale(image.pix, Float(factor), Float(factor)) : pixClone(image.pix))
        else {
            return PageDetection(quad: nil, candidate: nil, reason: "could not downscale")
        }
        let grey = small.grayImage()
        // The global Otsu split (ink and background vs paper) usually isolates the page; on a
        // light table or a scanner bed, the splits inside the bright class separate paper from it.
        var best = PageDetection(quad: nil, candidate: nil, reason: "no bright region")
        for threshold in Threshold.otsuLevels(grey, count: 3) where threshold > 0 {
            let attempt = detect(small, grey, threshold: threshold)
            if let quad = attempt.quad {
                let full = quad.scaled(
                    x: Double(image.width) / Double(small.width), y: Double(image.height) / Double(small.height))
                return PageDetection(quad: full, candidate: full, reason: attempt.reason)
            }
            if best.candidate == nil { best = attempt }
        }
        best.candidate = best.candidate?.scaled(
            x: Double(image.width) / Double(small.width), y: Double(image.height) / Double(small.height))
        return best
    }

    /// One mask at `threshold`: pixels brighter than it, opened 5×5, largest component.
    private static func detect(_ small: LeptonicaImage, _ grey: GrayImage, threshold: Int) -> PageDetection {
        guard let dark = LeptonicaImage(taking: pixThresholdToBinary(small.pix, Int32(threshold))),
            let bright = LeptonicaImage(taking: pixInvert(nil, dark.pix)),
            let opened = LeptonicaImage(taking: pixOpenBrick(nil, bright.pix, 5, 5)),
            let mask8 = LeptonicaImage(taking: pixConvert1To8(nil, opened.pix, 0, 255))
        else {
            return PageDetection(quad: nil, candidate: nil, reason: "mask failed")
        }
        let mask = mask8.grayImage()
        let component = Components.largest(in: mask.pixels.map { $0 > 0 }, width: mask.width, height: mask.height)
        return judge(component, width: mask.width, height: mask.height)
    }

    /// Accepts the component's quadrilateral only if it looks like a whole page in the frame.
    private static func judge(_ component: Components.Region, width: Int, height: Int) -> PageDetection {
        let imageArea = Double(width * height)
        let coverage = Double(component.filledArea) / imageArea
        guard coverage > 0.03 else {
            return PageDetection(quad: nil, candidate: nil, reason: "largest bright region is tiny")
        }
        guard let quad = QuadFitter.fit(mask: component.mask, width: width, height: height) else {
            return PageDetection(quad: nil, candidate: nil, reason: "no quadrilateral fits")
        }
        func reject(_ why: String) -> PageDetection { PageDetection(quad: nil, candidate: quad, reason: why) }
        let solidity = Double(component.filledArea) / max(1, quad.area)
        let c = quad.corners
        let angles = (0..<4).map { Geometry.angle(c[($0 + 3) % 4], c[$0], c[($0 + 1) % 4]) }
        let margin = 2.0
        let borders = [
            component.minX <= 0, component.minY <= 0, component.maxX >= width - 1, component.maxY >= height - 1,
        ]
        .filter { $0 }.count
        let inside = c.allSatisfy {
            $0.x > -margin * 10 && $0.y > -margin * 10 && $0.x < Double(width) + margin * 10
                && $0.y < Double(height) + margin * 10
        }
        if coverage > 0.92 { return reject("the page fills the frame (flat scan)") }
        if borders >= 3 { return reject("touches \(borders) image borders (background not separated)") }
        if solidity < 0.85 || solidity > 1.12 {
            return reject("region is not four-sided (fills \(Int(solidity * 100)) % of its quadrilateral)")
        }
        if angles.contains(where: { $0 < 45 || $0 > 135 }) {
            return reject("corner angles \(angles.map { Int($0) }) are not page-like")
        }
        if !inside { return reject("corners fall outside the image") }
        return PageDetection(quad: quad, candidate: quad, reason: "ok")
    }
}

/// Connected components of a binary mask (4-connectivity), in Swift.
enum Components {
    struct Region {
        /// Only this region's pixels, row-major.
        var mask: [Bool]
        var pixelCount: Int
        /// Pixels between the first and last pixel of each row (holes and notches filled).
        var filledArea: Int
        var minX: Int, minY: Int, maxX: Int, maxY: Int
    }

    static func largest(in mask: [Bool], width: Int, height: Int) -> Region {
        var label = [Int32](repeating: 0, count: mask.count)
        var bestLabel: Int32 = 0, bestCount = 0, next: Int32 = 0
        var stack: [Int] = []
        for start in mask.indices where mask[start] && label[start] == 0 {
            next += 1
            var count = 0
            label[start] = next
            stack.append(start)
            while let i = stack.popLast() {
                count += 1
                let x = i % width, y = i / width
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && ny >= 0 && nx < width && ny < height {
                    let j = ny * width + nx
                    if mask[j], label[j] == 0 { label[j] = next; stack.append(j) }
                }
            }
            if count > bestCount { bestCount = count; bestLabel = next }
        }
        var region = Region(
            mask: label.map { $0 == bestLabel && bestLabel != 0 }, pixelCount: bestCount, filledArea: 0,
            minX: width, minY: height, maxX: -1, maxY: -1)
        for y in 0..<height {
            var first = -1, last = -1
            for x in 0..<width where region.mask[y * width + x] {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            region.filledArea += last - first + 1
            region.minX = min(region.minX, first); region.maxX = max(region.maxX, last)
            region.minY = min(region.minY, y); region.maxY = max(region.maxY, y)
        }
        return region
    }
}

/// Otsu thresholds computed from a histogram in Swift.
enum Threshold {
    /// The global Otsu threshold, then repeatedly the Otsu threshold of the pixels above the
    /// previous one (`count` thresholds, increasing; stops early when a class is empty).
    static func otsuLevels(_ image: GrayImage, count: Int) -> [Int] {
        var histogram = [Int](repeating: 0, count: 256)
        for y in 0..<image.height {
            let row = y * image.bytesPerRow
            for x in 0..<image.width { histogram[Int(image.pixels[row + x])] += 1 }
        }
        var levels: [Int] = []
        var lower = 0
        for _ in 0..<count {
            let t = otsu(histogram, in: lower..<256)
            guard t > lower || levels.isEmpty else { break }
            levels.append(t)
            lower = t
        }
        return levels
    }

    /// The threshold t in `range` maximising between-class variance (pixels < t vs >= t).
    static func otsu(_ histogram: [Int], in range: Range<Int>) -> Int {
        let total = range.reduce(0) { $0 + histogram[$1] }
        guard total > 0 else { return 0 }
        let sum = range.reduce(0.0) { $0 + Double($1 * histogram[$1]) }
        var best = range.lowerBound, bestVariance = -1.0, countBelow = 0, sumBelow = 0.0
        for t in range {
            if countBelow > 0, countBelow < total {
                let wB = Double(countBelow), wF = Double(total - countBelow)
                let mB = sumBelow / wB, mF = (sum - sumBelow) / wF
                let variance = wB * wF * (mB - mF) * (mB - mF)
                if variance > bestVariance { bestVariance = variance; best = t }
            }
            countBelow += histogram[t]
            sumBelow += Double(t * histogram[t])
        }
        return best
    }
}
