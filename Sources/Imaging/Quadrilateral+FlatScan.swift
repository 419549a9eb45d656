extension Quadrilateral {
    /// True when this quadrilateral covers well under the whole image and what lies outside it is mostly
    /// as bright as the paper inside it: a flat scan whose page mask caught only a part of it
    /// (a photo has a darker table, floor or hand around the receipt).
    public func coversPartOfFlatScan(_ image: GrayImage) -> Bool {
        let imageArea = Double(image.width * image.height)
        guard imageArea > 0, area < 0.6 * imageArea else { return false }
        let step = max(1, Int((imageArea / 40_000).squareRoot()))
        let c = corners
        func inside(_ x: Double, _ y: Double) -> Bool {
            var sign = 0
            for i in 0..<4 {
                let a = c[i]
                let b = c[(i + 1) % 4]
                let cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
                let s = cross > 0 ? 1 : cross < 0 ? -1 : 0
                if s != 0 { if sign == 0 { sign = s } else if s != sign { return false } }
            }
            return true
        }
        var inner: [UInt8] = []
        var outer: [UInt8] = []
        var y = step / 2
        while y < image.height {
            var x = step / 2
            while x < image.width {
                if inside(Double(x), Double(y)) { inner.append(image[x, y]) } else { outer.append(image[x, y]) }
                x += step
            }
            y += step
        }
        guard inner.count >= 100, outer.count >= 100 else { return false }
        inner.sort()
        // The paper's brightness: the 75th percentile inside (ink is the dark minority).
        let paper = Double(inner[inner.count * 3 / 4])
        let paperLike = outer.filter { Double($0) >= paper - 40 }.count
        return Double(paperLike) / Double(outer.count) >= 0.75
    }
}
