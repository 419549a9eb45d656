import ArgumentParser
import Foundation
import Imaging
import ReceiptFixtures

/// Writes the generated receipt photos kept in `Samples/inbox/receipts/` (deterministic:
/// re-running gives the same pixels). Their true fields are listed in `Samples/README.md`.
struct ReceiptSamples: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receipt-samples", abstract: "Generate the sample receipt photos.")

    @Argument(help: "Output directory, e.g. Samples/inbox/receipts.") var directory: String

    struct Sample: Sendable { var name: String; var lines: [String]; var scene: @Sendable (GrayImage) -> PhotoScene }

    static let samples: [Sample] = [
        Sample(
            name: "staples_2026-05-22.jpg",
            lines: [
                "STAPLES", "Store 0012 Oakland CA", "05/22/2026 14:31", "",
                "COPY PAPER 5 REAM      28.99", "BLACK INK CARTRIDGE     9.49", "",
                "SUBTOTAL               38.48", "SALES TAX               3.38", "TOTAL                  41.86", "",
                "VISA ****4821  APPROVED", "THANK YOU FOR SHOPPING",
            ],
            scene: { r in
                PhotoScene(
                    width: 1000, height: 1150,
                    corners: Quadrilateral(
                        topLeft: Point2D(x: 250, y: 120), topRight: Point2D(x: 760, y: 170),
                        bottomRight: Point2D(x: 800, y: 1030), bottomLeft: Point2D(x: 190, y: 990)))
            }),
        Sample(
            name: "zuni_cafe_2026-05-28.jpg",
            lines: [
                "ZUNI CAFE", "1658 Market St San Francisco", "05/28/2026  20:14  Table 12", "",
                "2 CAESAR SALAD         28.00", "1 ROAST CHICKEN        48.00", "",
                "SUBTOTAL               76.00", "TAX                     8.00", "TOTAL                  84.00", "",
                "TIP ____________", "VISA ****4821", "",
            ],
            scene: { r in
                var s = PhotoScene(
                    width: 1100, height: 1100,
                    corners: PhotoScene.rotatedRectangle(
                        cx: 550, cy: 560, w: Double(r.width) * 1.05, h: Double(r.height) * 1.05, degrees: -14))
                s.backgroundLevel = 150
                s.paperLevel = 245
                s.noise = 5
                return s
            }),
        Sample(
            name: "shell_2026-06-03.jpg",
            lines: [
                "SHELL", "57444 SAN JOSE CA", "06/03/2026 07:52", "",
                "PUMP 06 UNLEADED", "12.418 GAL @ 4.213/GAL", "FUEL                   52.31", "",
                "SUBTOTAL               52.31", "TAX                     0.00", "TOTAL                  52.31", "",
                "MASTERCARD ****7730",
            ],
            scene: { r in
                var s = PhotoScene(
                    width: 1000, height: 1000,
                    corners: Quadrilateral(
                        topLeft: Point2D(x: 230, y: 140), topRight: Point2D(x: 740, y: 100),
                        bottomRight: Point2D(x: 790, y: 880), bottomLeft: Point2D(x: 210, y: 860)))
                s.occluder = Point2D(x: 205, y: 870)
                s.occluderRadius = 50
                return s
            }),
        Sample(
            name: "blue_bottle_2026-06-05.jpg",
            lines: [
                "BLUE BOTTLE COFFEE", "66 Mint St San Francisco", "06/05/2026 08:05", "",
                "LATTE                   5.50", "CROISSANT               3.75", "",
                "SUBTOTAL                9.25", "TAX                     0.50", "TOTAL                   9.75", "",
                "CASH                   10.00", "CHANGE                  0.25",
            ],
            scene: { r in
                PhotoScene(
                    width: 950, height: 1000,
                    corners: PhotoScene.rotatedRectangle(
                        cx: 470, cy: 500, w: Double(r.width) * 1.1, h: Double(r.height) * 1.1, degrees: 6))
            }),
    ]

    func run() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for sample in Self.samples {
            let receipt = try SyntheticReceipt.render(sample.lines, ppi: 150)
            let photo = sample.scene(receipt).render(receipt)
            let path = directory + "/" + sample.name
            try ImageLoader.writeJPEG(photo, to: path, quality: 72)
            print(path)
        }
    }
}
