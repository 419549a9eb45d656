import Categorize
import Foundation
import Invoicing
import PipelineDefinition
import ShoeboxCore
import Storage
import Testing

@testable import Pipeline

/// `ExitStatus.of` is the one place that decides how a command ends: refusals 64 with their
/// message, configuration 2 with its place, the lock 4; everything else is ArgumentParser's.
struct ExitStatusTests {
    /// The public entry, as `shoebox` calls it with whatever ended a command.
    func decide(_ error: any Error) -> (status: Pipeline.ExitStatus, message: String)? {
        Pipeline.ExitStatus.of(error)
    }

    @Test func refusalsExit64WithTheirMessageAlone() {
        let refusals: [Diagnostic] = [
            Diagnostic(.invoiceRefused, "there is no invoice INV-0099"),
            Diagnostic(.rentRefused, "there is no lease a.lease.yaml"),
            Diagnostic(.correctionRefused, "line 3: no transaction with id 9 in this book", line: 3),
            Diagnostic(.accountRefused, "no account savings"),
            CategoryError.unknown("softwear", known: ["meals"]),
        ]
        for refusal in refusals {
            let decided = decide(refusal)
            #expect(decided?.status == .refused)
            #expect(decided?.status.rawValue == 64)
            #expect(decided?.message == refusal.message)
        }
        let missing = decide(BookNotFound(root: "/tmp/none"))
        #expect(missing?.status == .refused)
        #expect(missing?.message.hasPrefix("no book at /tmp/none") == true)
    }

    @Test func configurationExits2NamingItsPlace() {
        let rules = Diagnostic(file: "rules.yaml", line: 5, key: "direction", message: "unknown key")
        #expect(decide(rules)?.status == .usage)
        #expect(decide(rules)?.message == "rules.yaml:5: key 'direction': unknown key")
        let definition = Diagnostic.pipelineDefinition(
            file: "nightly.yaml", line: 3, key: "options.jobs", message: "must be from 1 to 64")
        #expect(decide(definition)?.status == .usage)
        #expect(decide(definition)?.message.hasPrefix("invalid pipeline definition: nightly.yaml:3") == true)
    }

    @Test func otherErrorsAreNotOurs() {
        #expect(decide(CocoaError(.fileNoSuchFile)) == nil)
    }

    @Test func commandsThatEndWithoutAnErrorTakeTheirStatusHereToo() {
        #expect(Pipeline.ExitStatus.ofInspection(wouldQuarantine: true) == .failure)
        #expect(Pipeline.ExitStatus.ofInspection(wouldQuarantine: false) == .ok)
        #expect(Pipeline.ExitStatus.ofExtraction(failed: true) == .quarantined)
        #expect(Pipeline.ExitStatus.ofExtraction(failed: false) == .ok)
    }

    @Test func aSpecProblemMetWhileConvertingIsARefusalWithItsCause() throws {
        let ledger = try Ledger(inMemory: ())
        let refusal = #expect(throws: Diagnostic.self) {
            try ledger.convertEstimate(number: "EST-0404", today: LocalDate(iso: "2026-04-01")!)
        }
        #expect(refusal?.code == .invoiceRefused)
        #expect((refusal?.cause as? Diagnostic)?.code == .unknownEstimate)
        #expect(refusal?.message.contains("there is no estimate EST-0404") == true)
    }
}
