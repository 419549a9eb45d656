import ArgumentParser
import Book
import Foundation
import Pipeline
import ShoeboxCore
import Storage

/// `shoebox invoice render NUMBER [--language CODE] [--out FILE]`: one document's PDF, in the
/// client's language (else the book's) unless `--language` says otherwise.
struct InvoiceRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write one invoice or estimate as a PDF, in the client's language or --language.",
        discussion: """
            Without --out the PDF goes to output/invoices/<NUMBER>.pdf, or to \
            output/invoices/<NUMBER>.<language>.pdf when --language differs from the document's own language.
            """)

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The document number, e.g. INV-0007.") var number: String
    @Option(help: "en, es, fr, de, zh-Hans or zh-Hant (default: the client's language, else the book's).")
    var language: String?
    @Option(help: "Where to write the PDF.") var out: String?

    func validate() throws {
        if let language, Language(code: language) == nil {
            throw ValidationError("--language \(Language.unsupportedMessage(language))")
        }
    }

    func run() throws {
        let session = try bookOptions.open()
        let (book, ledger) = (session.book, session.ledger)
        let renderer = try InvoiceRenderer.forBook(book, ledger: ledger) {
            FileHandle.standardError.write(Data("shoebox: warning: \($0)\n".utf8))
        }
        guard let stored = try ledger.invoice(number: number) else {
            throw ValidationError("there is no invoice or estimate \(number)")
        }
        let own = renderer.language(of: stored.document)
        let wanted = language.flatMap(Language.init(code:)) ?? own
        guard let pdf = try renderer.render(number: number, language: wanted) else {
            throw ValidationError("there is no invoice or estimate \(number)")
        }
        let url: URL
        if let out {
            url = URL(fileURLWithPath: out)
        } else {
            let standard = renderer.pdfURL(number: number)
            url =
                wanted == own
                ? standard
                : standard.deletingPathExtension().appendingPathExtension("\(wanted.rawValue).pdf")
        }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PrivateFile.write(pdf, to: url)
        print(url.path)
    }
}
