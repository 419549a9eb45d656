import Foundation
import Imaging

extension ReceiptBenchmark {
    /// `--outlines`: for each development image, the page finder's verdict and what lies beyond each side
    /// of its outline (`Quadrilateral.cutTextReport`). No OCR: for tuning the outline checks.
    func printOutlines(_ paths: [String], parts: [String: ReceiptSplit.Part]) throws {
        for path in paths where parts[(path as NSString).lastPathComponent] == .development {
            let image = try ImageLoader.loadGray(path: path, maxSide: 4000)
            let found = PageFinder.find(in: image)
            let name = (path as NSString).lastPathComponent
            guard let quad = found.quad else {
                print("\(name): no outline (\(found.reason))")
                continue
            }
            let grown = quad.extendedOverCutText(in: image)
            print(
                "\(name): \(image.width)x\(image.height) \(quad) grown \(grown.moved.map { "\($0.key) \(Int($0.value))" })"
            )
            print("    " + quad.cutTextReport(in: image))
        }
    }
}
