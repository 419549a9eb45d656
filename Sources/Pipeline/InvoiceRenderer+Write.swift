import Book
import Foundation
import ShoeboxCore

extension InvoiceRenderer {
    /// `shoebox invoice render`: writes the PDF of `number` in `language` (nil: the document's
    /// own) to `out`, else to `output/invoices/<NUMBER>.pdf` — or `<NUMBER>.<language>.pdf` when
    /// the language is not the document's own. Returns where it went.
    /// - Throws: an `invoice_refused` `Diagnostic` when the book holds no such document.
    public func write(number: String, language: Language?, to out: String?) throws -> URL {
        guard let stored = try ledger.invoice(number: number),
            case let own = self.language(of: stored.document), case let wanted = language ?? own,
            let pdf = try render(number: number, language: wanted)
        else { throw Diagnostic.noInvoice(number) }
        let url: URL
        if let out {
            url = URL(fileURLWithPath: out)
        } else {
            let standard = pdfURL(number: number)
            url =
                wanted == own
                ? standard : standard.deletingPathExtension().appendingPathExtension("\(wanted.rawValue).pdf")
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PrivateFile.write(pdf, to: url)
        return url
    }
}

extension Diagnostic {
    /// The book holds no invoice or estimate `number` (a refusal: exit 64).
    public static func noInvoice(_ number: String) -> Diagnostic {
        Diagnostic(.invoiceRefused, "there is no invoice or estimate \(number)")
    }
}
