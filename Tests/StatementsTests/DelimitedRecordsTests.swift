import Testing

@testable import Statements

/// The byte-level record reader returns exactly what CSV.swift's scalar reader returns.
struct DelimitedRecordsTests {
    static let cases: [String] = [
        "Date,Description,Amount\n01/02/2024,\"STARBUCKS, SEATTLE\",-4.50\n",
        "a,b,c",
        "a,b,c\r\nd,e,f\r\n",
        "a,b\rc,d\r",
        "a,b,\n,,\n\n\nx",
        "\"multi\nline\",2\n\"cr\r\nlf\",3\nnext,4\n",
        "\"doubled \"\"quote\"\"\",1\n",
        "\"stray\"x,1\n\"stray\"é,2\n\"unterminated,3\n",
        "\"a\"\r\"b\"\n\"c\"",
        "ab\"c,d\"e\n",
        "Straße,Überweisung,€ 12,50\nÅbo;naïve,😀\"\n",
        "\"\"\n\"\",\"\"\n",
        "x\n\"",
        "",
        "\n",
        "1;2;3\n\"4;5\";6\n",
        "1\t\"2\t3\"\t4\n",
    ]

    @Test(arguments: cases)
    func sameRecordsAsTheLibrary(text: String) {
        for delimiter: Unicode.Scalar in [",", ";", "\t", "|"] {
            let bytes = DelimitedRecords.read(text, delimiter: delimiter)
            let library = DelimitedRecords.readWithLibrary(text, delimiter: delimiter)
            #expect(bytes.map(\.fields) == library.map(\.fields), "delimiter \(delimiter)")
            #expect(bytes.map(\.line) == library.map(\.line), "delimiter \(delimiter)")
        }
    }

    @Test func limitStopsEarly() {
        let records = DelimitedRecords.read("a\nb\nc\nd\n", delimiter: ",", limit: 2)
        #expect(records.map(\.fields) == [["a"], ["b"]])
    }

    @Test func lineNumbersCountBreaksInsideQuotes() {
        let records = DelimitedRecords.read("h1,h2\n\"two\nlines\",1\nlast,2\n", delimiter: ",")
        #expect(records.map(\.line) == [1, 2, 4])
        #expect(records[1].fields == ["two\nlines", "1"])
    }
}
