import ShoeboxCore
import Testing

@testable import Receipts

/// The picker's candidate list (`shoebox-bench receipts --merchant-candidates`): every line judged
/// as a name, best first, the same choice the extractor makes, and no line that is never a name.
@Suite struct MerchantCandidatesTests {
    let options = ExtractionOptions(today: date("2026-11-22"))

    @Test func theListIsTheChoiceAndWhatItWasChosenOver() {
        let lines = receiptPage([
            "Harbour View Deli", "BLUE FIN TRADING SDN BHD", "12 Jalan Laut 3", "Tel 03-1234 5678",
            "1 Tuna Roll 8.50", "TOTAL 8.50",
        ])
        let list = MerchantCandidates.list(lines)
        let chosen = ReceiptExtractor.extract(lines, options: options).merchant
        // Best score first; the first is the extractor's choice (no header re-read here).
        #expect(list.first?.name == chosen?.value)
        #expect(list.first?.name == "BLUE FIN TRADING SDN BHD")
        #expect(zip(list, list.dropFirst()).allSatisfy { $0.score >= $1.score })
        #expect(list.first?.evidence.contains("legal form") == true)
        // The header line it was chosen over is listed; the address, phone and item lines are not.
        #expect(list.map(\.name).contains("Harbour View Deli"))
        #expect(list.count == 2)
        #expect(list.allSatisfy { $0.pass == nil })
    }

    @Test func aHeaderReReadIsListedWithItsPass() {
        let lines = receiptPage(["ee Se", "12 Jalan Laut 3", "1 Tuna Roll 8.50", "TOTAL 8.50"])
        let reread = MerchantReread(
            pass: 0, text: "HARBOUR VIEW DELI", box: TextBox(x: 20, y: 40, width: 500, height: 24), confidence: 0.9,
            wordConfidences: [0.9, 0.9, 0.9])
        let list = MerchantCandidates.list(lines, merchantRereads: [reread])
        let fromReread = list.first { $0.pass == 0 }
        #expect(fromReread?.name == "HARBOUR VIEW DELI")
        #expect(fromReread?.line == 0)
        #expect(MerchantCandidates.list(lines).allSatisfy { $0.pass == nil })
    }
}
