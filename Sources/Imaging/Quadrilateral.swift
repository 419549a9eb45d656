import Foundation

/// A point in image pixel coordinates (x right, y down).
public struct Point2D: Sendable, Equatable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(Int(x.rounded())), \(Int(y.rounded())))" }

    /// Euclidean distance to `other`.
    public func distance(to other: Point2D) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// Four corners of a page in an image, clockwise from the top-left (image coordinates, y down).
public struct Quadrilateral: Sendable, Equatable, CustomStringConvertible {
    public var topLeft: Point2D
    public var topRight: Point2D
    public var bottomRight: Point2D
    public var bottomLeft: Point2D

    public init(topLeft: Point2D, topRight: Point2D, bottomRight: Point2D, bottomLeft: Point2D) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The corners in clockwise order starting at the top-left.
    public var corners: [Point2D] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// Area by the shoelace formula (always positive).
    public var area: Double { Geometry.polygonArea(corners) }

    /// Width and height of the upright rectangle this quadrilateral is warped to.
    public var uprightSize: (width: Int, height: Int) {
        (
            Int(max(topLeft.distance(to: topRight), bottomLeft.distance(to: bottomRight)).rounded()),
            Int(max(topLeft.distance(to: bottomLeft), topRight.distance(to: bottomRight)).rounded())
        )
    }

    /// Each corner's coordinates multiplied by `fx` and `fy` (pixel centres kept aligned).
    public func scaled(x fx: Double, y fy: Double) -> Quadrilateral {
        func s(_ p: Point2D) -> Point2D { Point2D(x: (p.x + 0.5) * fx - 0.5, y: (p.y + 0.5) * fy - 0.5) }
        return Quadrilateral(
            topLeft: s(topLeft), topRight: s(topRight), bottomRight: s(bottomRight), bottomLeft: s(bottomLeft))
    }

    /// Each corner moved away from the centroid by `fraction` of its distance.
    public func expanded(by fraction: Double) -> Quadrilateral {
        let cx = corners.map(\.x).reduce(0, +) / 4, cy = corners.map(\.y).reduce(0, +) / 4
        func e(_ p: Point2D) -> Point2D { Point2D(x: p.x + (p.x - cx) * fraction, y: p.y + (p.y - cy) * fraction) }
        return Quadrilateral(
            topLeft: e(topLeft), topRight: e(topRight), bottomRight: e(bottomRight), bottomLeft: e(bottomLeft))
    }

    /// The largest distance between a corner and the matching corner of `other`.
    public func maxCornerDistance(to other: Quadrilateral) -> Double {
        zip(corners, other.corners).map { $0.distance(to: $1) }.max() ?? 0
    }

    public var description: String { "TL\(topLeft) TR\(topRight) BR\(bottomRight) BL\(bottomLeft)" }

    /// Orders four corners of a convex polygon clockwise (y down), starting at the one nearest
    /// the image's top-left (smallest x + y).
    static func ordering(_ points: [Point2D]) -> Quadrilateral {
        precondition(points.count == 4, "a quadrilateral needs 4 corners")
        var ring = points
        if Geometry.signedArea(ring) < 0 { ring.reverse() }  // positive = clockwise on screen (y down)
        let start = ring.indices.min { ring[$0].x + ring[$0].y < ring[$1].x + ring[$1].y } ?? 0
        let r = (0..<4).map { ring[(start + $0) % 4] }
        return Quadrilateral(topLeft: r[0], topRight: r[1], bottomRight: r[2], bottomLeft: r[3])
    }
}

/// Small plane-geometry helpers used by the page finder.
enum Geometry {
    /// Shoelace sum / 2: positive when the ring runs clockwise on screen (y axis pointing down).
    static func signedArea(_ ring: [Point2D]) -> Double {
        var sum = 0.0
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    static func polygonArea(_ ring: [Point2D]) -> Double { abs(signedArea(ring)) }

    /// Convex hull by Andrew's monotone chain, clockwise on screen, no collinear points.
    static func convexHull(_ points: [Point2D]) -> [Point2D] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count > 2 else { return sorted }
        func cross(_ o: Point2D, _ a: Point2D, _ b: Point2D) -> Double {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        var lower: [Point2D] = [], upper: [Point2D] = []
        for p in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        let hull = Array(lower.dropLast()) + Array(upper.dropLast())
        return signedArea(hull) < 0 ? hull.reversed() : hull
    }

    /// Interior angle at `b` in degrees for the path a → b → c.
    static func angle(_ a: Point2D, _ b: Point2D, _ c: Point2D) -> Double {
        let v1 = (a.x - b.x, a.y - b.y), v2 = (c.x - b.x, c.y - b.y)
        let dot = v1.0 * v2.0 + v1.1 * v2.1
        let norms = ((v1.0 * v1.0 + v1.1 * v1.1) * (v2.0 * v2.0 + v2.1 * v2.1)).squareRoot()
        guard norms > 0 else { return 0 }
        return acos(max(-1, min(1, dot / norms))) * 180 / .pi
    }
}
