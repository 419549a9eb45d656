import Foundation
import ReceiptFixtures
import Testing

@testable import Imaging

@Suite("Finding the receipt in a photo")
struct PageFinderTests {
    private static let receipt = Result { try SyntheticReceipt.render(SyntheticReceipt.groceryLines, ppi: 100) }

    /// Corner tolerance: 2 % of the receipt's diagonal in the photo.
    private func expectCorners(
        _ found: Quadrilateral?, near truth: Quadrilateral, tolerance: Double = 0.02,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let found else { Issue.record("no quadrilateral found", sourceLocation: sourceLocation); return }
        let limit = truth.topLeft.distance(to: truth.bottomRight) * tolerance
        #expect(
            found.maxCornerDistance(to: truth) < limit, "found \(found), truth \(truth)", sourceLocation: sourceLocation
        )
    }

    @Test func perspectiveOnADarkTexturedTable() throws {
        let receipt = try Self.receipt.get()
        let truth = Quadrilateral(
            topLeft: Point2D(x: 260, y: 90), topRight: Point2D(x: 600, y: 130),
            bottomRight: Point2D(x: 640, y: 700), bottomLeft: Point2D(x: 200, y: 660))
        let photo = PhotoScene(width: 900, height: 800, corners: truth).render(receipt)
        expectCorners(PageFinder.find(in: photo).quad, near: truth)
    }

    /// Near 45° a 45° corner sweep picks the wrong pixels; the hull fit does not care.
    @Test(arguments: [40.0, -43.0])
    func nearlyFortyFiveDegrees(degrees: Double) throws {
        let receipt = try Self.receipt.get()
        let truth = PhotoScene.rotatedRectangle(
            cx: 500, cy: 500, w: Double(receipt.width), h: Double(receipt.height), degrees: degrees)
        let photo = PhotoScene(width: 1000, height: 1000, corners: truth).render(receipt)
        let found = try #require(PageFinder.find(in: photo).quad)
        // The corner order may start elsewhere on a tilted page; compare as a set.
        let limit = truth.topLeft.distance(to: truth.bottomRight) * 0.02
        for corner in truth.corners {
            #expect(found.corners.contains { $0.distance(to: corner) < limit }, "\(corner) not in \(found)")
        }
    }

    @Test func occludedCornerIsRecoveredFromItsSides() throws {
        let receipt = try Self.receipt.get()
        let truth = Quadrilateral(
            topLeft: Point2D(x: 250, y: 100), topRight: Point2D(x: 590, y: 110),
            bottomRight: Point2D(x: 610, y: 680), bottomLeft: Point2D(x: 230, y: 670))
        var scene = PhotoScene(width: 900, height: 800, corners: truth)
        scene.occluder = Point2D(x: 600, y: 690)  // a thumb over the bottom-right corner
        scene.occluderRadius = 45
        expectCorners(PageFinder.find(in: scene.render(receipt)).quad, near: truth, tolerance: 0.03)
    }

    @Test func lightTableStillSeparatesThePaper() throws {
        let receipt = try Self.receipt.get()
        let truth = Quadrilateral(
            topLeft: Point2D(x: 240, y: 80), topRight: Point2D(x: 580, y: 100),
            bottomRight: Point2D(x: 600, y: 690), bottomLeft: Point2D(x: 220, y: 670))
        var scene = PhotoScene(width: 900, height: 800, corners: truth)
        scene.backgroundLevel = 165
        scene.paperLevel = 245
        scene.noise = 4
        expectCorners(PageFinder.find(in: scene.render(receipt)).quad, near: truth)
    }

    @Test func flatScanNeedsNoWarp() throws {
        let detection = PageFinder.find(in: try Self.receipt.get())
        #expect(detection.quad == nil, "a receipt filling the frame must not be warped: \(detection.reason)")
    }

    @Test func clippedCornerMaskFitsTheTrueRectangle() {
        // A 60x100 rectangle at (20, 10) with its top-left corner cut off diagonally by 15 px.
        let width = 100, height = 130
        var mask = [Bool](repeating: false, count: width * height)
        for y in 10..<110 { for x in 20..<80 where (x - 20) + (y - 10) >= 15 { mask[y * width + x] = true } }
        let quad = QuadFitter.fit(mask: mask, width: width, height: height)
        let truth = Quadrilateral(
            topLeft: Point2D(x: 20, y: 10), topRight: Point2D(x: 79, y: 10),
            bottomRight: Point2D(x: 79, y: 109), bottomLeft: Point2D(x: 20, y: 109))
        #expect(quad.map { $0.maxCornerDistance(to: truth) < 2.5 } == true, "\(String(describing: quad))")
    }

    @Test func warpGivesAnUprightRectangleOfTheQuadSize() throws {
        let receipt = try Self.receipt.get()
        let truth = Quadrilateral(
            topLeft: Point2D(x: 260, y: 90), topRight: Point2D(x: 600, y: 130),
            bottomRight: Point2D(x: 640, y: 700), bottomLeft: Point2D(x: 200, y: 660))
        let photo = PhotoScene(width: 900, height: 800, corners: truth).render(receipt)
        let warped = try PerspectiveCorrector.warp(photo, to: truth)
        #expect(warped.width == truth.uprightSize.width && warped.height == truth.uprightSize.height)
        // Paper everywhere near the corners: the background was cut away.
        for (x, y) in [(3, 3), (warped.width - 4, 3), (3, warped.height - 4), (warped.width - 4, warped.height - 4)] {
            #expect(warped[x, y] > 150, "corner pixel (\(x), \(y)) is \(warped[x, y])")
        }
    }
}
