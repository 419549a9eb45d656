import Foundation
import Reports

/// One receipt for the appendix: its extracted fields, the linked charge, and a thumbnail.
public struct ReceiptCard: Sendable {
    public var reference: String
    public var date: String
    public var payee: String
    public var amountCents: Int64
    public var category: String?
    public var description: String
    public var sourceFile: String
    /// `2025-03-04 ACME -$12.00`, or nil when not linked to a bank charge.
    public var linkedCharge: String?
    public var thumbnail: EmbeddedImage?
    /// Why there is no thumbnail (file missing, unreadable), shown instead.
    public var thumbnailProblem: String?

    public init(
        reference: String, date: String, payee: String, amountCents: Int64, category: String?, description: String,
        sourceFile: String, linkedCharge: String?, thumbnail: EmbeddedImage?, thumbnailProblem: String?
    ) {
        self.reference = reference
        self.date = date
        self.payee = payee
        self.amountCents = amountCents
        self.category = category
        self.description = description
        self.sourceFile = sourceFile
        self.linkedCharge = linkedCharge
        self.thumbnail = thumbnail
        self.thumbnailProblem = thumbnailProblem
    }
}

/// The receipts appendix: a grid of cards, two per row, each image embedded once.
public enum ReceiptsPDF {
    public static func render(
        period reportPeriod: ReportPeriod, cards: [ReceiptCard], language t: PDFLanguage = .english
    ) -> Data {
        let period = t.period(reportPeriod)
        let canvas = ReportCanvas(
            title: t["receipts.title"], subtitle: period,
            generatedFor: t["receipts.generated_for", ["count": t.count(cards.count)]], language: t)
        if cards.isEmpty {
            canvas.notice(t["receipts.empty", ["period": period]])
            return canvas.finish()
        }
        let linked = cards.filter { $0.linkedCharge != nil }.count
        canvas.keyFigures([
            (t["receipts.figure.count"], t.count(cards.count)), (t["receipts.figure.linked"], t.count(linked)),
            (t["receipts.figure.total"], t.summaryDollars(cards.reduce(0) { $0 + abs($1.amountCents) })),
        ])
        let gap = 12.0, cardWidth = (canvas.width - gap) / 2, cardHeight = 150.0, imageWidth = 92.0
        for (i, card) in cards.enumerated() {
            let column = i % 2
            if column == 0 { canvas.ensure(cardHeight + gap) }
            let x = canvas.left + Double(column) * (cardWidth + gap), y = canvas.y
            canvas.pdf.rect(x: x, y: y, width: cardWidth, height: cardHeight, strokeWidth: 0.4)
            if let image = card.thumbnail {
                canvas.pdf.image(image, x: x + 6, y: y + 6, maxWidth: imageWidth, maxHeight: cardHeight - 12)
            } else {
                canvas.pdf.rect(
                    x: x + 6, y: y + 6, width: imageWidth, height: cardHeight - 12, fillGray: 0.93, strokeWidth: 0)
                canvas.pdf.text(
                    card.thumbnailProblem ?? t["receipts.no_image"], x: x + 10, y: y + 60, width: imageWidth - 8,
                    font: "DejaVu Sans 7", alignment: .center)
            }
            let tx = x + imageWidth + 14, tw = cardWidth - imageWidth - 20
            var ty = y + 6
            ty += canvas.pdf.text("\(card.reference)  \(card.date)", x: tx, y: ty, width: tw, font: "DejaVu Sans 8") + 1
            ty += canvas.pdf.text(card.payee, x: tx, y: ty, width: tw, font: "DejaVu Sans 10", bold: true) + 1
            ty +=
                canvas.pdf.text(
                    t.dollars(abs(card.amountCents)), x: tx, y: ty, width: tw, font: "DejaVu Sans 12", bold: true)
                + 3
            let fields = [
                (
                    t["receipts.field.category"],
                    card.category.map { t.isEnglish ? $0 : t.category($0) } ?? t["receipts.uncategorized"]
                ),
                (t["receipts.field.linked"], card.linkedCharge ?? t["receipts.not_linked"]),
                (t["receipts.field.details"], card.description), (t["receipts.field.file"], card.sourceFile),
            ]
            for (label, value) in fields where !value.isEmpty && ty < y + cardHeight - 14 {
                ty += canvas.pdf.text("\(label): \(value)", x: tx, y: ty, width: tw, font: "DejaVu Sans 7.5") + 1
            }
            if column == 1 || i == cards.count - 1 { canvas.y += cardHeight + gap }
        }
        return canvas.finish()
    }
}
