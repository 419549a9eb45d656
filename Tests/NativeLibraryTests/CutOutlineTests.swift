import Foundation
import ReceiptFixtures
import Testing

@testable import Imaging

/// An outline that ends inside the paper (a shadow cut the page mask) is pushed out to the paper's
/// edge when print goes on beyond it; an outline on the paper's edge stays.
@Suite("Growing a page outline that cuts the receipt")
struct CutOutlineTests {
    private static let receipt = Result { try SyntheticReceipt.render(SyntheticReceipt.groceryLines, ppi: 100) }

    private static let truth = Quadrilateral(
        topLeft: Point2D(x: 250, y: 100), topRight: Point2D(x: 590, y: 110),
        bottomRight: Point2D(x: 610, y: 680), bottomLeft: Point2D(x: 230, y: 670))

    private func photo(background: Double = 70) throws -> GrayImage {
        var scene = PhotoScene(width: 900, height: 800, corners: Self.truth)
        scene.backgroundLevel = background
        return scene.render(try Self.receipt.get())
    }

    /// `truth` with its bottom side moved up to `fraction` of the way down the page (a side grows by at
    /// most half the outline's extent across it: 0.75 needs a third).
    private func cutAtBottom(_ fraction: Double) -> Quadrilateral {
        let t = Self.truth
        func at(_ a: Point2D, _ b: Point2D) -> Point2D {
            Point2D(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
        }
        return Quadrilateral(
            topLeft: t.topLeft, topRight: t.topRight, bottomRight: at(t.topRight, t.bottomRight),
            bottomLeft: at(t.topLeft, t.bottomLeft))
    }

    @Test func anOutlineOnThePaperEdgeStays() throws {
        let grown = Self.truth.extendedOverCutText(in: try photo())
        #expect(grown.moved.isEmpty, "moved \(grown.moved)")
        #expect(grown.quad == Self.truth)
    }

    @Test func aBottomCutAcrossThePrintIsPushedToThePaperEdge() throws {
        let cut = cutAtBottom(0.75)
        let grown = cut.extendedOverCutText(in: try photo())
        #expect(Set(grown.moved.keys) == [.bottom], "moved \(grown.moved)")
        // Within 4 % of the page's height of the true bottom corners, never far beyond them.
        let limit = Self.truth.topLeft.distance(to: Self.truth.bottomLeft) * 0.04
        #expect(grown.quad.bottomLeft.distance(to: Self.truth.bottomLeft) < limit, "\(grown.quad)")
        #expect(grown.quad.bottomRight.distance(to: Self.truth.bottomRight) < limit, "\(grown.quad)")
        #expect(grown.quad.topLeft == cut.topLeft && grown.quad.topRight == cut.topRight)
    }

    @Test func aTopCutIsPushedUpToo() throws {
        let t = Self.truth
        let lowered = Quadrilateral(
            topLeft: Point2D(x: t.topLeft.x - 4, y: t.topLeft.y + 120),
            topRight: Point2D(x: t.topRight.x + 4, y: t.topRight.y + 120), bottomRight: t.bottomRight,
            bottomLeft: t.bottomLeft)
        let grown = lowered.extendedOverCutText(in: try photo())
        #expect(grown.moved.keys.contains(.top), "moved \(grown.moved)")
        let limit = t.topLeft.distance(to: t.bottomLeft) * 0.04
        #expect(abs(grown.quad.topLeft.y - t.topLeft.y) < limit, "\(grown.quad)")
    }

    /// A light table beyond a true edge is paper-bright but holds no print: nothing moves.
    @Test func aLightEmptyTableDoesNotPullTheOutline() throws {
        let grown = Self.truth.extendedOverCutText(in: try photo(background: 215))
        #expect(grown.moved.isEmpty, "moved \(grown.moved)")
    }

    @Test func movingASideKeepsItsNeighboursOnTheirLines() {
        let moved = Self.truth.moving(.bottom, outwardsBy: 30)
        for (far, near, grown) in [
            (Self.truth.topLeft, Self.truth.bottomLeft, moved.bottomLeft),
            (Self.truth.topRight, Self.truth.bottomRight, moved.bottomRight),
        ] {
            let cross = (near.x - far.x) * (grown.y - far.y) - (near.y - far.y) * (grown.x - far.x)
            #expect(abs(cross) / far.distance(to: near) < 0.01, "\(grown) left the side \(far)-\(near)")
        }
        #expect(moved.bottomLeft.y > Self.truth.bottomLeft.y + 29)
    }
}
