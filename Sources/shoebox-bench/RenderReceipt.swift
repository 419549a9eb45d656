import ArgumentParser
import Rendering

/// Renders lines of text as a receipt-like PNG: the synthetic receipts in `Samples/`.
struct RenderReceipt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-receipt",
        abstract: "Write lines of text as a grey PNG (synthetic receipts for samples and tests).")

    @Option(help: "The PNG to write.") var out: String
    @Option(help: "Font size in points (1 pt = 1 px).") var size: Double = 26
    @Argument(help: "The receipt's lines, top to bottom.") var lines: [String]

    func run() throws {
        guard TextImage.writePNG(lines: lines, to: out, pointSize: size) else {
            throw ValidationError("could not write \(out)")
        }
    }
}
