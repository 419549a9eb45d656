/// Evidence that a page outline cuts the receipt, and the outline that does not.
///
/// The page mask can stop short of the paper's edge: a shadow, a fold or a darker end of a
/// thermal receipt falls below the mask's threshold, and the outline then ends inside the paper,
/// often right above the "Total" line or below the shop's name. What lies just beyond such a side
/// is the same paper with print on it; beyond a true edge lies the table, a hand or a scanner bed.
/// Both are read from the original image's pixels, whatever the receipt says.
///
/// Not used by the reader: growing the outline this way changed 11 of 162 development readings
/// and no field (docs/receipts-and-ocr.md, Session 5). `shoebox-bench receipts --outlines` prints
/// what it finds, for the next attempt.
extension Quadrilateral {
    /// One side of the outline, by the corners it joins (clockwise from the top-left).
    public enum Side: Int, Sendable, CaseIterable, CustomStringConvertible {
        case top, right, bottom, left

        public var description: String { ["top", "right", "bottom", "left"][rawValue] }
    }

    /// What beyond each side pushed it outwards.
    public struct CutTextExtension: Sendable, Equatable {
        /// The outline with every side that cut print pushed out to where the paper ends.
        public var quad: Quadrilateral
        /// The sides moved, with how far (pixels of the searched image).
        public var moved: [Side: Double]

        public init(quad: Quadrilateral, moved: [Side: Double]) {
            self.quad = quad
            self.moved = moved
        }
    }

    /// This outline with each side beyond which the paper and its print go on pushed outwards
    /// until the paper ends (or the image does). `moved` is empty when no side cuts print.
    ///
    /// A band just beyond a side "continues the page" when it looks like paper with print: nearly
    /// all of it is either its own paper level or ink well below it (no textured or mid-grey
    /// table), its paper level is close to the band before it (a shadow darkens paper gradually;
    /// the table begins with a step) and not far below the paper inside the outline. It "holds
    /// print" when some of it is ink. A side is moved only past bands that continue the page, and
    /// only when one of them holds print: a white table around an outline changes nothing.
    public func extendedOverCutText(in image: GrayImage) -> CutTextExtension {
        guard let paper = paperLevel(in: image) else { return CutTextExtension(quad: self, moved: [:]) }
        let step = max(2.0, Double(max(image.width, image.height)) * Self.cutStepFraction)
        var moved: [Side: Double] = [:]
        for side in Side.allCases {
            var distance = 0.0, sawPrint = false
            var previous = paper
            // At most half the outline's extent across this side: a page is not found twice its size.
            let limit = extent(across: side) * Self.cutMaxGrowth
            while distance + step <= limit {
                guard let band = sampleBand(side, from: distance, to: distance + step, in: image),
                    let look = BandLook(band), look.continues(paperInside: paper, previous: previous)
                else { break }
                if look.inkShare >= Self.printShare { sawPrint = true }
                previous = look.paper
                distance += step
            }
            if sawPrint { moved[side] = distance + step / 2 }
        }
        var quad = self
        for (side, distance) in moved { quad = quad.moving(side, outwardsBy: distance) }
        return CutTextExtension(quad: quad, moved: moved)
    }

    /// Per side, what the bands beyond it look like (paper level, paper and ink shares in %), up to the
    /// first that does not continue the page and at most `bands`: for tuning, printed by the bench.
    public func cutTextReport(in image: GrayImage, bands: Int = 8) -> String {
        guard let paper = paperLevel(in: image) else { return "no paper level" }
        let step = max(2.0, Double(max(image.width, image.height)) * Self.cutStepFraction)
        return "paper \(paper): "
            + Side.allCases.map { side in
                var previous = paper
                var looks: [String] = []
                for k in 0..<bands {
                    guard let band = sampleBand(side, from: Double(k) * step, to: Double(k + 1) * step, in: image),
                        let look = BandLook(band)
                    else { break }
                    let goes = look.continues(paperInside: paper, previous: previous)
                    looks.append(
                        "\(look.paper)/\(Int(look.paperShare * 100))/\(Int(look.inkShare * 100))\(goes ? "" : "|")")
                    previous = look.paper
                    if !goes { break }
                }
                return "\(side) " + looks.joined(separator: " ")
            }.joined(separator: "; ")
    }

    /// Band of the image searched per step: this share of the image's longest side.
    static let cutStepFraction = 0.012
    /// A side is moved out by at most this share of the outline's extent across it.
    static let cutMaxGrowth = 0.5
    /// Share of a band that must be its paper level or ink (not a textured or mid-grey background).
    static let continuingPageShare = 0.9
    /// Share of a band that must be its paper level (a band of solid ink is no page).
    static let continuingPaperShare = 0.55
    /// Share of ink that makes a band hold print.
    static let printShare = 0.015
    /// Paper: within this much of the band's paper level.
    static let paperTolerance = 30
    /// Ink: at least this much darker than the band's paper level.
    static let inkDepth = 60
    /// The band's paper may differ from the band before it by at most this much.
    static let paperStep = 25
    /// ... and be at most this much darker than the paper inside the outline.
    static let paperDrift = 90

    /// Samples of the image in a band beyond `side`, `near` to `far` pixels out, between 10 % and
    /// 90 % of the side's length; nil when most of the band is outside the image.
    func sampleBand(_ side: Side, from near: Double, to far: Double, in image: GrayImage) -> [UInt8]? {
        let (a, b) = endpoints(side)
        let n = outwardNormal(side)
        let along = 48, across = 3
        var values: [UInt8] = []
        var outside = 0
        for i in 0..<along {
            let t = 0.1 + 0.8 * (Double(i) + 0.5) / Double(along)
            for j in 0..<across {
                let d = near + (far - near) * (Double(j) + 0.5) / Double(across)
                let x = Int((a.x + (b.x - a.x) * t + n.x * d).rounded())
                let y = Int((a.y + (b.y - a.y) * t + n.y * d).rounded())
                guard x >= 0, y >= 0, x < image.width, y < image.height else {
                    outside += 1
                    continue
                }
                values.append(image[x, y])
            }
        }
        return outside * 2 > along * across ? nil : values
    }

    /// The paper's brightness inside the outline: the 75th percentile of a sample grid (ink is
    /// the dark minority); nil when the outline holds too few pixels.
    func paperLevel(in image: GrayImage) -> Int? {
        let c = corners
        let minX = max(0, Int(c.map(\.x).min()!)), maxX = min(image.width - 1, Int(c.map(\.x).max()!))
        let minY = max(0, Int(c.map(\.y).min()!)), maxY = min(image.height - 1, Int(c.map(\.y).max()!))
        guard maxX > minX, maxY > minY else { return nil }
        let step = max(1, Int((Double((maxX - minX) * (maxY - minY)) / 20_000).squareRoot()))
        var inner: [UInt8] = []
        for y in stride(from: minY, through: maxY, by: step) {
            for x in stride(from: minX, through: maxX, by: step) where contains(Point2D(x: Double(x), y: Double(y))) {
                inner.append(image[x, y])
            }
        }
        guard inner.count >= 100 else { return nil }
        inner.sort()
        return Int(inner[inner.count * 3 / 4])
    }

    /// Whether `p` lies inside (or on) this convex outline.
    func contains(_ p: Point2D) -> Bool {
        let c = corners
        var sign = 0
        for i in 0..<4 {
            let a = c[i], b = c[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            let s = cross > 0 ? 1 : cross < 0 ? -1 : 0
            if s != 0 { if sign == 0 { sign = s } else if s != sign { return false } }
        }
        return true
    }

    func endpoints(_ side: Side) -> (Point2D, Point2D) {
        let c = corners
        return (c[side.rawValue], c[(side.rawValue + 1) % 4])
    }

    /// The unit normal pointing out of the outline across `side` (corners run clockwise, y down).
    func outwardNormal(_ side: Side) -> Point2D {
        let (a, b) = endpoints(side)
        let length = max(1e-9, a.distance(to: b))
        return Point2D(x: (b.y - a.y) / length, y: -(b.x - a.x) / length)
    }

    /// The distance from the middle of `side` to the opposite side's middle.
    func extent(across side: Side) -> Double {
        let (a, b) = endpoints(side)
        let (c, d) = endpoints(Side(rawValue: (side.rawValue + 2) % 4)!)
        return Point2D(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2).distance(
            to: Point2D(x: (c.x + d.x) / 2, y: (c.y + d.y) / 2))
    }

    /// The outline with `side` moved `distance` outwards; its two corners slide along the
    /// neighbouring sides, so those stay the same lines.
    func moving(_ side: Side, outwardsBy distance: Double) -> Quadrilateral {
        var c = corners
        let n = outwardNormal(side)
        let i = side.rawValue, j = (side.rawValue + 1) % 4
        // Corner i slides along the side arriving at it (from i-1), corner j along the side leaving it (to j+1).
        for (corner, far) in [(i, (i + 3) % 4), (j, (j + 1) % 4)] {
            let dx = c[corner].x - c[far].x, dy = c[corner].y - c[far].y
            let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
            let along = Point2D(x: dx / length, y: dy / length)
            let projection = along.x * n.x + along.y * n.y
            let move = projection > 0.3 ? Point2D(x: along.x / projection, y: along.y / projection) : n
            c[corner] = Point2D(x: c[corner].x + move.x * distance, y: c[corner].y + move.y * distance)
        }
        return Quadrilateral(topLeft: c[0], topRight: c[1], bottomRight: c[2], bottomLeft: c[3])
    }
}

/// One band beyond a side: its paper level (75th percentile) and the shares of paper and ink in it.
struct BandLook {
    var paper: Int
    var paperShare: Double
    var inkShare: Double

    init?(_ values: [UInt8]) {
        guard values.count >= 8 else { return nil }
        let sorted = values.sorted()
        paper = Int(sorted[sorted.count * 3 / 4])
        let level = paper
        let near = values.filter { abs(Int($0) - level) <= Quadrilateral.paperTolerance }.count
        let dark = values.filter { Int($0) <= level - Quadrilateral.inkDepth }.count
        paperShare = Double(near) / Double(values.count)
        inkShare = Double(dark) / Double(values.count)
    }

    /// Paper with print, close to the band before it and not far below the page's own paper.
    func continues(paperInside: Int, previous: Int) -> Bool {
        paperShare >= Quadrilateral.continuingPaperShare
            && paperShare + inkShare >= Quadrilateral.continuingPageShare
            && abs(paper - previous) <= Quadrilateral.paperStep && paper >= paperInside - Quadrilateral.paperDrift
    }
}
