import ShoeboxCore
import Testing

@Suite("Diagnostic: one error shape and how it reads")
struct DiagnosticTests {
    @Test func aQuarantineReasonReadsWithItsCodeAndLine() {
        let atLine = Diagnostic("ambiguous_sign", "amounts are all positive", line: 3)
        #expect(atLine.description == "[ambiguous_sign] line 3: amounts are all positive")
        let atRegion = Diagnostic("malformed_ofx", "no closing tag", region: "ofx:STMTTRN#3")
        #expect(atRegion.description == "[malformed_ofx] ofx:STMTTRN#3: no closing tag")
        #expect(atRegion.line == nil && atRegion.region == "ofx:STMTTRN#3")
    }

    @Test func aHandEditedFileReadsLikeACompilerError() {
        let error = Diagnostic(file: "rules.yaml", line: 12, key: "match", message: "unknown key")
        #expect(error.code == "bad_config")
        #expect(error.description == "rules.yaml:12: key 'match': unknown key")
        #expect(error.located == error.description)
        #expect(
            Diagnostic(file: "settings.yaml", message: "not valid YAML").description == "settings.yaml: not valid YAML")
    }

    @Test func aMessageThatNamesItsFileIsNotPrefixedTwice() {
        let error = Diagnostic("not_an_image", "/in/x.png: the file is empty (0 bytes)", path: "/in/x.png")
        #expect(error.location.file == "/in/x.png")
        #expect(error.located == "/in/x.png: the file is empty (0 bytes)")
        #expect(error.description == "[not_an_image] /in/x.png: the file is empty (0 bytes)")
    }

    @Test func theKeyPathIsTheRegionWhenThereIsNoOther() {
        let error = Diagnostic(
            "bad_invoice_spec", "a.invoice.yaml:4: key `items[2]`: no price", at: .init(line: 4, keyPath: "items[2]"))
        #expect(error.region == "items[2]")
        #expect(error.description == "[bad_invoice_spec] line 4: a.invoice.yaml:4: key `items[2]`: no price")
    }

    @Test func codesCompareWithTheirText() {
        let code = Diagnostic.Code("empty_file")
        #expect(code == "empty_file")
        #expect(code == String("empty_file"))
        #expect(code != Diagnostic.Code("binary_file"))
    }

    @Test func aCauseIsKeptAndTakesPartInEquality() {
        let inner = Diagnostic("bad_profile", "unknown key", line: 2)
        let outer = Diagnostic("invalid_configuration", "unknown key", at: .init(), cause: inner)
        #expect((outer.cause as? Diagnostic) == inner)
        #expect(outer != Diagnostic("invalid_configuration", "unknown key", at: .init()))
    }
}
