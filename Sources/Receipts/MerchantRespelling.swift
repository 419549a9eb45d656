/// Names read with one letter wrong, spelled back from what else the receipt prints: a trade word
/// with a letter OCR often confuses (`99 SPEED HART S/B` → `MART`, `PHARHACY` → `PHARMACY`), or a
/// word the receipt prints again next to the same neighbour (`CUPER.SEVEN CASH & CARRY` over
/// `PASARAYA BORONG SUPER SEVEN` → `SUPER.SEVEN`). A respelled name is still judged as read:
/// the repair does not make it sure.
enum MerchantRespelling {
    /// Letters OCR takes for one another in print (both directions).
    static let confusable: Set<String> = [
        "HM", "MN", "HN", "UO", "OD", "OQ", "O0", "D0", "IL", "IT", "I1", "L1", "EF", "CG", "CO", "B8", "S5", "Z2",
        "RK", "G6", "BE", "CE", "UV",
    ]

    static func confused(_ a: Character, _ b: Character) -> Bool {
        confusable.contains(String([a, b])) || confusable.contains(String([b, a]))
    }

    /// `name` with each word in capitals of 4+ letters, not its first, that is one confusable letter
    /// off a trade or legal word spelled as that word (`HART` → `MART`).
    static func tradeWordsRepaired(_ name: String) -> String {
        let vocabulary = (MerchantPicker.businessWords + MerchantName.legalWords).filter {
            $0.count >= 4 && $0.allSatisfy(\.isLetter)
        }
        var position = 0
        return mapWords(name) { word in
            position += 1
            // A trade word ends a name; the first word is the name's own (`HART ELECTRIC`).
            guard position > 1, word.count >= 4, word.allSatisfy(\.isUppercase), !vocabulary.contains(word) else {
                return nil
            }
            let letters = Array(word)
            return vocabulary.first { trade in
                let other = Array(trade)
                return Spelling.oneSubstitution(letters, other).map { confused(letters[$0], other[$0]) } ?? false
            }
        }
    }

    /// `name` (printed on `line`, its words read as `words`) with a word of 4+ letters spelled as
    /// another line prints it when the two are one letter apart, the word next to it is printed the
    /// same on both lines, and OCR read ours unclearly (below `MerchantPicker.unclearWord`) and the
    /// other printing clearly (`CUPER SEVEN` / `SUPER SEVEN`). Without word confidences (plain text)
    /// which printing is right cannot be told: nothing is respelled.
    static func printedAgainRepaired(_ name: String, line: Int, words: [ReceiptWord], in lines: [ReceiptLine])
        -> String
    {
        guard lines.indices.contains(line) else { return name }
        let own = wordsOf(name)
        var fixes: [String: String] = [:]
        for (index, other) in lines.enumerated() where index != line {
            let theirs = wordsOf(other.text)
            for (i, word) in own.enumerated() where word.count >= 4 {
                guard let mine = confidence(of: word, in: words), mine < MerchantPicker.unclearWord else { continue }
                for (j, printed) in theirs.enumerated() where printed != word && printed.count >= 4 {
                    guard Spelling.oneSubstitution(Array(word), Array(printed)) != nil,
                        let clear = confidence(of: printed, in: other.words), clear >= MerchantPicker.unclearWord
                    else { continue }
                    let before = i > 0 && j > 0 && own[i - 1] == theirs[j - 1] && own[i - 1].count >= 3
                    let after =
                        i + 1 < own.count && j + 1 < theirs.count && own[i + 1] == theirs[j + 1]
                        && own[i + 1].count >= 3
                    if before || after { fixes[word] = printed }
                }
            }
        }
        guard !fixes.isEmpty else { return name }
        return mapWords(name) { fixes[$0.uppercased()] }
    }

    /// The OCR confidence of the word holding the run of letters `run` (upper-case), or nil.
    static func confidence(of run: String, in words: [ReceiptWord]) -> Double? {
        words.first { wordsOf($0.text).contains(run) }?.confidence
    }

    /// Upper-case runs of letters, in order.
    static func wordsOf(_ text: String) -> [String] {
        text.uppercased().split { !$0.isLetter }.map(String.init)
    }

    /// `name` with each run of letters replaced by `replace`'s answer (given the run as printed), in
    /// the case printed: upper-case stays upper-case, otherwise the first letter's case is kept and
    /// the rest is lower-case.
    static func mapWords(_ name: String, _ replace: (String) -> String?) -> String {
        var result = ""
        var run = ""
        func flush() {
            if let first = run.first, let fixed = replace(run), fixed.count == run.count {
                if run.allSatisfy(\.isUppercase) {
                    result += fixed.uppercased()
                } else {
                    let head = String(fixed.prefix(1))
                    result +=
                        (first.isUppercase ? head.uppercased() : head.lowercased()) + fixed.dropFirst().lowercased()
                }
            } else {
                result += run
            }
            run = ""
        }
        for character in name {
            if character.isLetter {
                run.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
