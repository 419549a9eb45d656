import ArgumentParser
import Foundation
import Pipeline
import ShoeboxCore

/// `shoebox invoice render NUMBER [--language CODE] [--out FILE]`: one document's PDF, in the
/// client's language (else the book's) unless `--language` says otherwise.
struct InvoiceRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write one invoice or estimate as a PDF, in the client's language or --language.",
        discussion: CommandHelp.invoiceRender)

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
        let renderer = try InvoiceRenderer.forBook(session.book, ledger: session.ledger) {
            FileHandle.standardError.write(Data("shoebox: warning: \($0)\n".utf8))
        }
        print(try renderer.write(number: number, language: language.flatMap(Language.init(code:)), to: out).path)
    }
}
