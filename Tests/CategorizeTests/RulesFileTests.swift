import Testing

@testable import Categorize

@Suite struct RulesFileTests {
    func error(_ text: String) -> RulesFileError? {
        do { _ = try RulesFile.parse(text, file: "/book/rules.yaml"); return nil } catch let error as RulesFileError {
            return error
        } catch {
            return nil
        }
    }

    @Test func unknownRuleKeyNamesFileLineAndKey() throws {
        let found = try #require(
            error(
                """
                rules:
                  - name: adobe
                    payee: ADOBE
                    categroy: office
                """))
        #expect(found.file == "/book/rules.yaml")
        #expect(found.line == 4)
        #expect(found.key == "categroy")
        #expect(found.description.hasPrefix("/book/rules.yaml:4: key 'categroy'"))
    }

    @Test(arguments: [
        ("rules:\n  - { name: a, payee: X, category: softwear }\n", 2, "category"),
        ("rules:\n  - { name: a, payee: X, category: office, direction: sideways }\n", 2, "direction"),
        ("rules:\n  - { name: a, payee: X, category: office, amount: { min: abc } }\n", 2, "amount.min"),
        ("rules:\n  - { name: a, payee: X, category: office, amount: { min: 5, max: 1 } }\n", 2, "amount"),
        ("rules:\n  - { name: a, pattern: \"([\", category: office }\n", 2, "pattern"),
        ("rules:\n  - { name: a, category: office }\n", 2, "name"),
        (
            "rules:\n  - { name: a, payee: X, category: office }\n  - { name: a, payee: Y, category: office }\n", 3,
            "name"
        ),
        ("categories:\n  software: nonsense\n", 2, "categories.software"),
        ("categories:\n  meals: office\n", 2, "categories.meals"),
        ("rulez: []\n", 1, "rulez"),
    ])
    func badValuesAreRefusedWithLineAndKey(_ text: String, _ line: Int, _ key: String) throws {
        let found = try #require(error(text))
        #expect(found.line == line)
        #expect(found.key == key)
    }

    @Test func invalidYAMLNamesTheLine() throws {
        let found = try #require(error("rules:\n  - name: a\n    payee: [unclosed\n"))
        #expect(found.line != nil)
        #expect(found.message.contains("not valid YAML"))
    }

    @Test func customCategoriesMayBeUsedByRules() throws {
        let file = try RulesFile.parse(
            """
            categories:
              software: office
            rules:
              - name: figma
                payee: FIGMA
                category: software
                set_payee: Figma
                business: true
                confidence: 0.99
            """, file: "rules.yaml")
        #expect(file.categories == ["software": "office"])
        #expect(file.rules.first?.payeeName == "Figma")
        #expect(file.rules.first?.business == true)
        #expect(file.rules.first?.confidence == 0.99)
        #expect(file.rules.first?.origin == "rules.yaml:4")
    }

    @Test(arguments: [
        ("2500", Int64(250_000)), ("2,500.00", 250_000), ("$19.9", 1_990), ("-4.05", -405), ("1.234", nil), ("x", nil),
    ])
    func decimalCents(_ text: String, _ cents: Int64?) {
        #expect(DecimalCents.parse(text) == cents)
    }
}
