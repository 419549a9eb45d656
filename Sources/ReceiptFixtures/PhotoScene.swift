import Foundation
import Imaging

/// Places a flat receipt image into a "photo": a textured background, a known projective
/// distortion (the receipt's corners land exactly on `corners`), optional occluder and noise.
public struct PhotoScene {
    public var width: Int
    public var height: Int
    /// Where the receipt's top-left, top-right, bottom-right, bottom-left corners go.
    public var corners: Quadrilateral
    /// Mean background grey (dark table: ~60; light table: ~170).
    public var backgroundLevel: Double = 70
    /// Amplitude of the deterministic noise added everywhere.
    public var noise: Double = 8
    /// A dark disc (a thumb) centred here, radius `occluderRadius`.
    public var occluder: Point2D?
    public var occluderRadius: Double = 40
    /// How bright the paper is scaled to (phone photos are rarely pure white).
    public var paperLevel: Double = 225

    public init(width: Int, height: Int, corners: Quadrilateral) {
        self.width = width
        self.height = height
        self.corners = corners
    }

    /// The photo of `receipt`.
    public func render(_ receipt: GrayImage) -> GrayImage {
        let src = [
            Point2D(x: 0, y: 0), Point2D(x: Double(receipt.width - 1), y: 0),
            Point2D(x: Double(receipt.width - 1), y: Double(receipt.height - 1)),
            Point2D(x: 0, y: Double(receipt.height - 1)),
        ]
        // Maps scene pixels back to receipt pixels.
        let toReceipt = Homography(from: corners.corners, to: src)
        var random = SplitMix(seed: 42)
        var out = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var value = backgroundLevel + 18 * sin(Double(x) / 23) * cos(Double(y) / 31)  // wood-like texture
                let p = toReceipt.apply(Point2D(x: Double(x), y: Double(y)))
                if p.x >= 0, p.y >= 0, p.x <= Double(receipt.width - 1), p.y <= Double(receipt.height - 1) {
                    value = Double(receipt[Int(p.x.rounded()), Int(p.y.rounded())]) / 255 * paperLevel
                }
                if let o = occluder, o.distance(to: Point2D(x: Double(x), y: Double(y))) < occluderRadius { value = 95 }
                value += (random.nextUnit() - 0.5) * 2 * noise
                out[y * width + x] = UInt8(max(0, min(255, value.rounded())))
            }
        }
        return GrayImage(width: width, height: height, bytesPerRow: width, pixels: out)
    }

    /// Corners of a `w` × `h` rectangle centred at (`cx`, `cy`) rotated by `degrees` clockwise.
    public static func rotatedRectangle(cx: Double, cy: Double, w: Double, h: Double, degrees: Double) -> Quadrilateral
    {
        let a = degrees * .pi / 180
        func p(_ dx: Double, _ dy: Double) -> Point2D {
            Point2D(x: cx + dx * cos(a) - dy * sin(a), y: cy + dx * sin(a) + dy * cos(a))
        }
        return Quadrilateral(
            topLeft: p(-w / 2, -h / 2), topRight: p(w / 2, -h / 2), bottomRight: p(w / 2, h / 2),
            bottomLeft: p(-w / 2, h / 2))
    }
}

/// A plane projective transform fixed by four point pairs (solved by Gaussian elimination).
struct Homography {
    private var h: [Double]

    init(from: [Point2D], to: [Point2D]) {
        var a = [[Double]]()
        for (p, q) in zip(from, to) {
            a.append([p.x, p.y, 1, 0, 0, 0, -p.x * q.x, -p.y * q.x, q.x])
            a.append([0, 0, 0, p.x, p.y, 1, -p.x * q.y, -p.y * q.y, q.y])
        }
        for col in 0..<8 {
            let pivot = (col..<8).max { abs(a[$0][col]) < abs(a[$1][col]) }!
            a.swapAt(col, pivot)
            for row in 0..<8 where row != col {
                let f = a[row][col] / a[col][col]
                for k in col..<9 { a[row][k] -= f * a[col][k] }
            }
        }
        h = (0..<8).map { a[$0][8] / a[$0][$0] } + [1]
    }

    func apply(_ p: Point2D) -> Point2D {
        let w = h[6] * p.x + h[7] * p.y + h[8]
        return Point2D(x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w)
    }
}

/// A small deterministic random generator, so generated photos are identical on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func nextUnit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
