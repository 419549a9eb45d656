import OCR
import Receipts

/// The best OCR reading of one receipt file.
public struct ReceiptScan: Sendable {
    /// Text, mean confidence and words with boxes (in pixels of the OCR'd image).
    public var page: OCRPage
    /// Lines rebuilt from word boxes, top to bottom (from the text layer for `pdf-text`).
    public var lines: [OCRLine]
    /// Which candidate won: `warped` (perspective-corrected crop), `deskewed` (whole image),
    /// `pdf-text` (PDF text layer); rasterized PDFs are `pdf-raster/warped` or `pdf-raster/deskewed`.
    public var variant: String
    /// Clockwise rotation applied before OCR: 0, 90, 180 or 270.
    public var rotationDegrees: Int
    /// Size of the OCR'd image ((0, 0) for `pdf-text`).
    public var imageSize: (width: Int, height: Int)
    /// Second readings of the lines where the first reading left the total or the date unsure
    /// (`RereadPlan`); empty when the cross-checks agreed.
    public var rereads: [LineReread] = []
    /// Lines of the header band read again for the shop's name when the first reading names
    /// none clearly (`MerchantRereadPlan`); empty otherwise.
    public var merchantRereads: [MerchantReread] = []

    public init(
        page: OCRPage, lines: [OCRLine], variant: String, rotationDegrees: Int, imageSize: (width: Int, height: Int)
    ) {
        self.page = page
        self.lines = lines
        self.variant = variant
        self.rotationDegrees = rotationDegrees
        self.imageSize = imageSize
    }
}
