import ShoeboxCore
import SpecReading
import Testing
import Yams

/// The one reader of hand-written specs: every error carries the caller's code and names file,
/// line and key path; values are read from the scalar's own text.
struct SpecFieldsTests {
    static let code = Diagnostic.Code("bad_test_spec")
    static let keys: Set<String> = ["name", "start", "count", "rent", "cycle", "active", "currency", "items"]

    func fields(_ yaml: String, allowed: Set<String> = keys) throws -> SpecFields {
        let root = try SpecDocument.root(yaml, file: "a.lease.yaml", code: Self.code)
        return try SpecFields(root, file: "a.lease.yaml", path: "", allowed: allowed, code: Self.code)
    }

    func failure(_ body: () throws -> Void) -> Diagnostic? {
        do { try body() } catch let error as Diagnostic { return error } catch { return nil }
        return nil
    }

    @Test func readsEveryKindOfValueFromItsText() throws {
        let spec = try fields(
            """
            name: "  Maple 2B  "
            start: 2026-02-01
            count: 12
            rent: "1500.50"
            cycle: Monthly
            active: yes
            currency: EUR
            items: [a, b]
            """)
        #expect(try spec.string("name") == "Maple 2B")
        #expect(try spec.date("start") == LocalDate(iso: "2026-02-01"))
        #expect(try spec.integer("count", in: 1...31) == 12)
        #expect(try spec.amount("rent", currency: .usd) == 150_050)
        #expect(try spec.choice("cycle", Cycle.self) == .monthly)
        #expect(try spec.boolean("active") == true)
        #expect(try spec.currency() == CurrencyCode("EUR"))
        #expect(try spec.sequence("items").count == 2)
        #expect(spec.line("rent") == 4)
    }

    @Test func absentAndNullValuesAreNil() throws {
        let spec = try fields("name: null\ncount: ~\n")
        #expect(try spec.string("name") == nil)
        #expect(try spec.integer("count", in: 0...1) == nil)
        #expect(try spec.sequence("items").isEmpty)
        #expect(try spec.amount("rent", currency: .usd) == nil)
    }

    @Test func anUnknownKeyNamesFileLineKeyAndTheCallersCode() throws {
        let error = try #require(failure { _ = try fields("name: A\nrnet: 12\n") })
        #expect(error.code == Self.code)
        #expect(error.line == 2)
        #expect(error.key == "rnet")
        #expect(error.message.hasPrefix("a.lease.yaml:2: key `rnet`: unknown key (known keys: active, count"))
    }

    @Test func aNestedBlockKeepsFileCodeAndPath() throws {
        let spec = try fields("name: A\nitems:\n  - {}\n")
        let node = try #require(try spec.sequence("items").first)
        let block = try spec.block(node, path: "items[1]", allowed: ["description"])
        let error = try #require(failure { _ = try block.requiredString("description") })
        #expect(error.code == Self.code)
        #expect(error.key == "items[1]")
        #expect(error.message.contains("`items[1].description` is required"))
    }

    @Test func badValuesSayWhatIsExpected() throws {
        let spec = try fields(
            "start: 2026-13-01\ncount: 40\nrent: \"1,500\"\ncycle: yearly\nactive: maybe\ncurrency: XYZ\nname: [a]\n")
        let cases: [(String, () throws -> Void, String)] = [
            ("start", { _ = try spec.date("start") }, "is not a YYYY-MM-DD date"),
            ("count", { _ = try spec.integer("count", in: 1...31) }, "must be a whole number from 1 to 31"),
            ("rent", { _ = try spec.amount("rent", currency: .usd) }, "malformed amount `1,500`"),
            ("cycle", { _ = try spec.choice("cycle", Cycle.self) }, "is not one of: monthly, weekly"),
            ("active", { _ = try spec.boolean("active") }, "must be true or false"),
            ("currency", { _ = try spec.currency() }, "unknown currency code `XYZ`"),
            ("name", { _ = try spec.string("name") }, "expected a single value"),
        ]
        for (key, read, expected) in cases {
            let error = try #require(failure(read), "\(key)")
            #expect(error.key == key)
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test func aMalformedAmountShowsAnExampleInItsCurrency() throws {
        let spec = try fields("rent: \"12.5.0\"\n")
        for (code, example) in [("USD", "120.00"), ("JPY", "120"), ("KWD", "120.000")] {
            let error = try #require(failure { _ = try spec.amount("rent", currency: CurrencyCode(code)!) })
            #expect(error.message.contains("such as \"\(example)\" (at most"), "\(error.message)")
        }
    }

    @Test func amountsOverTheLimitAreRefused() throws {
        let spec = try fields("rent: \"99999999999999\"\n")
        let error = try #require(failure { _ = try spec.amount("rent", currency: .usd) })
        #expect(error.message.contains("is over the limit of"))
    }

    @Test func theDocumentIsReadOnlyWhenSmallShallowAndValid() throws {
        let big = String(repeating: "# filler line\n", count: 20_000)
        let deep = "items: " + String(repeating: "[", count: SpecDocument.maximumNesting + 1)
        let cases: [(String, Int?, String)] = [
            (big, nil, "a spec may be at most 256 KB"),
            (deep, 1, "nested more than 64 deep"),
            ("", nil, "the file is empty"),
            ("name: A\n  bad: [\n", 2, "not valid YAML"),
        ]
        for (yaml, line, expected) in cases {
            let error = try #require(failure { _ = try SpecDocument.root(yaml, file: "a.yaml", code: Self.code) })
            #expect(error.code == Self.code)
            #expect(error.line == line, "\(expected)")
            #expect(error.message.hasPrefix("a.yaml"))
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test func aSpecDiagnosticReadsFileLineKeyThenWhy() {
        let error = Diagnostic.spec(Self.code, file: "x.yaml", line: 3, key: "a.b", "too long")
        #expect(error.message == "x.yaml:3: key `a.b`: too long")
        #expect(error.region == "a.b")
        #expect(Diagnostic.spec(Self.code, file: "x.yaml", line: nil, key: nil, "empty").message == "x.yaml: empty")
    }

    enum Cycle: String, CaseIterable { case monthly, weekly }
}
