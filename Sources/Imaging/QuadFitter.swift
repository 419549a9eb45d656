import Foundation

/// Fits the four corners of a page to a binary page mask, in Swift, because Leptonica 1.82
/// has no contour or polygon fitting and its 45° corner sweep (`pixFindCornerPixels`) fails
/// near 45° rotation, on occluded corners and on rounded or torn corners.
///
/// Method: outline points of the mask (first and last pixel of every row and column) →
/// convex hull → drop the hull vertex that loses the least area until four remain →
/// refit each side as a least-squares line through the outline points near it (so a
/// clipped or occluded corner is recovered where its two sides meet) → intersect.
enum QuadFitter {
    /// Corners for the `true` pixels of a `width` × `height` row-major mask, or nil when the
    /// mask is too small or degenerate.
    static func fit(mask: [Bool], width: Int, height: Int) -> Quadrilateral? {
        let outline = outlinePoints(mask: mask, width: width, height: height)
        guard outline.count >= 8 else { return nil }
        var hull = Geometry.convexHull(outline)
        guard hull.count >= 4 else { return nil }
        while hull.count > 4 {
            var cheapest = 0, cheapestArea = Double.infinity
            for i in hull.indices {
                let a = hull[(i + hull.count - 1) % hull.count], b = hull[i], c = hull[(i + 1) % hull.count]
                let lost = Geometry.polygonArea([a, b, c])
                if lost < cheapestArea { cheapestArea = lost; cheapest = i }
            }
            hull.remove(at: cheapest)
        }
        let rough = Quadrilateral.ordering(hull)
        return refineSides(rough, outline: outline) ?? rough
    }

    /// The first and last `true` pixel of every row and every column, at pixel centres.
    static func outlinePoints(mask: [Bool], width: Int, height: Int) -> [Point2D] {
        var points: [Point2D] = []
        var top = [Int](repeating: -1, count: width), bottom = [Int](repeating: -1, count: width)
        for y in 0..<height {
            var first = -1, last = -1
            for x in 0..<width where mask[y * width + x] {
                if first < 0 { first = x }
                last = x
                if top[x] < 0 { top[x] = y }
                bottom[x] = y
            }
            if first >= 0 {
                points.append(Point2D(x: Double(first), y: Double(y)))
                if last != first { points.append(Point2D(x: Double(last), y: Double(y))) }
            }
        }
        for x in 0..<width where top[x] >= 0 {
            points.append(Point2D(x: Double(x), y: Double(top[x])))
            if bottom[x] != top[x] { points.append(Point2D(x: Double(x), y: Double(bottom[x]))) }
        }
        return points
    }

    /// Replaces each side by a line fitted to the outline points nearest to it (robustly:
    /// fit on the middle part, then keep points close to that line and refit), then
    /// intersects neighbouring lines. Nil if a side has too few points or a corner moves far.
    private static func refineSides(_ quad: Quadrilateral, outline: [Point2D]) -> Quadrilateral? {
        let c = quad.corners
        let diagonal = c[0].distance(to: c[2])
        let tolerances = [max(3, diagonal * 0.03), max(1.5, diagonal * 0.01)]
        var lines: [Line] = []
        for i in 0..<4 {
            let a = c[i], b = c[(i + 1) % 4]
            let length = a.distance(to: b)
            guard length > 0 else { return nil }
            let (ux, uy) = ((b.x - a.x) / length, (b.y - a.y) / length)
            func along(_ p: Point2D) -> Double { ((p.x - a.x) * ux + (p.y - a.y) * uy) / length }
            func across(_ p: Point2D) -> Double { abs((p.x - a.x) * uy - (p.y - a.y) * ux) }
            let middle = outline.filter { along($0) > 0.2 && along($0) < 0.8 && across($0) < diagonal * 0.08 }
            guard middle.count >= 6, var line = Line.fit(middle) else { return nil }
            for tolerance in tolerances {
                let close = outline.filter {
                    along($0) > -0.05 && along($0) < 1.05 && line.distance(to: $0) < tolerance
                }
                guard close.count >= 6, let refit = Line.fit(close) else { break }
                line = refit
            }
            lines.append(line)
        }
        var refined: [Point2D] = []
        for i in 0..<4 {
            guard let p = lines[(i + 3) % 4].intersection(lines[i]), p.distance(to: c[i]) < diagonal * 0.25 else {
                return nil
            }
            refined.append(p)
        }
        return Quadrilateral(topLeft: refined[0], topRight: refined[1], bottomRight: refined[2], bottomLeft: refined[3])
    }
}

/// A line through `point` with unit `direction`.
struct Line {
    var point: Point2D
    var direction: (x: Double, y: Double)

    /// Total least squares fit (principal axis of the points).
    static func fit(_ points: [Point2D]) -> Line? {
        guard points.count >= 2 else { return nil }
        let n = Double(points.count)
        let mx = points.map(\.x).reduce(0, +) / n, my = points.map(\.y).reduce(0, +) / n
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for p in points {
            sxx += (p.x - mx) * (p.x - mx); syy += (p.y - my) * (p.y - my); sxy += (p.x - mx) * (p.y - my)
        }
        let theta = 0.5 * atan2(2 * sxy, sxx - syy)
        return Line(point: Point2D(x: mx, y: my), direction: (cos(theta), sin(theta)))
    }

    func distance(to p: Point2D) -> Double {
        abs((p.x - point.x) * direction.y - (p.y - point.y) * direction.x)
    }

    func intersection(_ other: Line) -> Point2D? {
        let det = direction.x * other.direction.y - direction.y * other.direction.x
        guard abs(det) > 1e-6 else { return nil }
        let dx = other.point.x - point.x, dy = other.point.y - point.y
        let t = (dx * other.direction.y - dy * other.direction.x) / det
        return Point2D(x: point.x + t * direction.x, y: point.y + t * direction.y)
    }
}
