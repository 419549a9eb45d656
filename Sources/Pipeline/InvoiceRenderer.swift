import Book
import Crypto
import Foundation
import Invoicing
import Rendering
import Reports
import ShoeboxCore
import Storage

/// Writes one PDF per invoice and estimate to `output/invoices/<NUMBER>.pdf`, re-rendering only
/// documents whose content (or business profile, or logo file) changed since the last render.
public struct InvoiceRenderer {
    let book: Book
    let ledger: Ledger
    /// Told why a configured logo is not drawn.
    var onWarning: (String) -> Void
    /// The book's language (`language:` in settings.yaml): documents whose client has none.
    public var bookLanguage: Language = .english

    public init(book: Book, ledger: Ledger, onWarning: @escaping (String) -> Void = { _ in }) {
        self.book = book
        self.ledger = ledger
        self.onWarning = onWarning
    }

    /// Where the PDF of `number` lives.
    public func pdfURL(number: String) -> URL {
        book.outputDirectory.appendingPathComponent("invoices").appendingPathComponent("\(number).pdf")
    }

    /// A renderer for `book` whose book language comes from its `settings.yaml`.
    ///
    /// - Throws: `SettingsError` naming the file, line and key of a bad `language:`.
    public static func forBook(
        _ book: Book, ledger: Ledger, onWarning: @escaping (String) -> Void = { _ in }
    ) throws -> InvoiceRenderer {
        var renderer = InvoiceRenderer(book: book, ledger: ledger, onWarning: onWarning)
        renderer.bookLanguage = try ReportSettings.load(book.root.appendingPathComponent("settings.yaml")).language
        return renderer
    }

    /// The language a document is written in: its client's, else the book's.
    public func language(of document: InvoiceDocument) -> Language { document.client.language ?? bookLanguage }

    /// The PDF of one stored document, in `language` (default: `language(of:)`).
    public func render(number: String, language: Language? = nil) throws -> Data? {
        guard let invoice = try ledger.invoice(number: number) else { return nil }
        let business = try ledger.businessProfile() ?? .placeholder
        return InvoicePDF.render(
            invoice.document, business: business, logoPath: logoPath(business),
            language: PDFLanguage(language ?? self.language(of: invoice.document)))
    }

    /// Renders what changed; returns the numbers rendered.
    @discardableResult
    public func renderChanged() throws -> [String] {
        let stored = try ledger.allInvoices()
        guard !stored.isEmpty else { return [] }
        let business = try ledger.businessProfile() ?? .placeholder
        let logo = logoPath(business)
        var context = Self.contextFingerprint(business, logoPath: logo)
        if bookLanguage != .english { context += "|language-\(bookLanguage.rawValue)" }
        try FileManager.default.createDirectory(
            at: pdfURL(number: "x").deletingLastPathComponent(),
            withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var rendered: [String] = []
        for invoice in stored {
            let fingerprint = Self.fingerprint(invoice.document, context: context)
            let url = pdfURL(number: invoice.document.number)
            if invoice.renderFingerprint == fingerprint, FileManager.default.fileExists(atPath: url.path) { continue }
            let pdf = InvoicePDF.render(
                invoice.document, business: business, logoPath: logo,
                language: PDFLanguage(language(of: invoice.document)))
            try PrivateFile.write(pdf, to: url)
            try ledger.setRenderFingerprint(number: invoice.document.number, fingerprint)
            rendered.append(invoice.document.number)
        }
        return rendered
    }

    /// The logo as an absolute path (relative paths are relative to the book) when `LogoFile`
    /// accepts it; otherwise the PDFs are drawn without it and the reason is passed to `onWarning`.
    func logoPath(_ business: BusinessProfile) -> String? {
        guard let path = business.logoPath, !path.isEmpty else { return nil }
        switch LogoFile.resolve(path, book: book) {
        case .success(let absolute): return absolute
        case .failure(let problem):
            onWarning("logo not used: \(problem)")
            return nil
        }
    }

    /// What every PDF depends on besides its own document: the profile (without its counters),
    /// the logo file's identity and the layout version.
    static func contextFingerprint(_ business: BusinessProfile, logoPath: String?) -> String {
        var profile = business
        profile.nextInvoiceNumber = 0
        profile.nextEstimateNumber = 0
        var text = "layout-1|" + String(reflecting: profile)
        if let logoPath, let attributes = try? FileManager.default.attributesOfItem(atPath: logoPath) {
            text +=
                "|\(logoPath)|\(attributes[.size] ?? 0)|\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return text
    }

    static func fingerprint(_ document: InvoiceDocument, context: String) -> String {
        let digest = SHA256.hash(data: Data((context + "|" + String(reflecting: document)).utf8))
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
