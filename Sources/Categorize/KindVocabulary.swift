import ShoeboxCore
import Yams

/// Words that say what *kind* of merchant or payment a descriptor is (`DELI`, `TAQUERIA`,
/// `AIRLINES`, `LUMBER`), each kind with the category and Schedule C line it supports. Not a
/// list of merchants: a kind word decides for every shop that puts it in its name.
///
/// ```yaml
/// kinds:
///   - { kind: deli, words: [DELI, DELICATESSEN], category: meals, line: "24b", confidence: 0.6 }
///   - { kind: p2p-social, words: [DINNER, BDAY], category: personal, line: none, scope: note }
/// ```
/// `scope: note` entries apply only to the note of a person-to-person payment (Venmo, Zelle);
/// `vehicle: operating` marks car running costs that the standard mileage rate already covers.
public struct KindVocabulary: Sendable {
    public struct Kind: Sendable, Equatable {
        public var kind: String
        /// Phrases of upper-case words (`["ART", "SUPPLY"]`); a word ending in `*` matches as a prefix.
        public var phrases: [[String]]
        public var category: String
        /// The Schedule C line the category reports on (`"24b"`), `none` for transfer/personal.
        public var line: String
        public var confidence: Double
        /// `name` (default): the payee's words; `note`: a person-to-person payment's note.
        public var scope: String
        /// `operating` for fuel, repairs, washes, car insurance; `registration` for tag renewals.
        public var vehicle: String?
        /// Only for money in or only for money out, when set.
        public var direction: TransactionFacts.Direction?
        /// Where it was written, for explanations: `vocabulary:12`.
        public var origin: String
    }

    public var kinds: [Kind] { didSet { identity = Identity() } }
    /// This vocabulary, for answers kept with a view (`ViewMemo`): copies share it until their kinds change.
    final class Identity: Sendable {}
    private(set) var identity = Identity()
    /// First word of a phrase → (kind index, phrase).
    let index: [String: [(Int, [String])]]
    let prefixes: [(String, Int, [String])]
    /// `*RENTALS`: a kind word glued to the end of a longer name (`LENSRENTALS`), 3+ letters before it.
    let suffixes: [(String, Int)]
    /// The character counts of `prefixes`' and `suffixes`' stems, worked out once.
    let prefixCounts: [Int]
    let suffixCounts: [Int]
    /// A descriptor's cut last word (4+ letters, 1–3 missing) → the one-word phrases it may be the start of.
    let truncations: [String: [(Int, [String])]]

    public init(kinds: [Kind]) {
        self.kinds = kinds
        var index: [String: [(Int, [String])]] = [:]
        var prefixes: [(String, Int, [String])] = []
        var truncations: [String: [(Int, [String])]] = [:]
        var suffixes: [(String, Int)] = []
        for (position, kind) in kinds.enumerated() {
            for phrase in kind.phrases {
                if phrase[0].hasPrefix("*") {
                    suffixes.append((String(phrase[0].dropFirst()), position))
                } else if phrase[0].hasSuffix("*") {
                    prefixes.append((String(phrase[0].dropLast()), position, phrase))
                } else {
                    index[phrase[0], default: []].append((position, phrase))
                    guard phrase.count == 1 else { continue }
                    let word = phrase[0]
                    for length in stride(from: word.count - 1, through: max(4, word.count - 3), by: -1) {
                        truncations[String(word.prefix(length)), default: []].append((position, phrase))
                    }
                }
            }
        }
        self.index = index
        self.prefixes = prefixes
        self.truncations = truncations
        self.suffixes = suffixes
        prefixCounts = prefixes.map(\.0.count)
        suffixCounts = suffixes.map(\.0.count)
    }

    /// A kind found in some words, with the phrase that matched.
    public struct Hit: Sendable {
        public var kind: Kind
        public var phrase: String
    }

    /// Every kind whose phrase occurs in `words` (scope `scope`): longer phrases first, then the
    /// later word (a shop's name ends in what it is: `CAMERA RENTALS` rents), one hit per kind.
    /// With `truncated`, the last word may be the start of a phrase's last word (a descriptor cut at a fixed width;
    /// see `mayBeCut`).
    public func hits(
        _ words: [String], scope: String = "name", direction: TransactionFacts.Direction? = nil,
        truncated: Bool = false
    ) -> [Hit] {
        var best: [Int: (phrase: [String], offset: Int)] = [:]
        for (offset, word) in words.enumerated() {
            // The word's length in characters, counted once (not once per stem).
            let wordCount = FastText.characterCount(word)
            var starts = index[word] ?? []
            for (number, (stem, position, phrase)) in prefixes.enumerated()
            where word.hasPrefix(stem) && wordCount > prefixCounts[number] {
                starts.append((position, phrase))
            }
            // A cut word is never a whole kind word itself (`MARKET` is a market, not `MARKETING` cut short).
            // Nor a whole word that descriptors spell out (`INSPECTION STATION` is no cut `STATIONERY`).
            if truncated, offset == words.count - 1, index[word] == nil, !Self.wholeWords.contains(word),
                let cut = truncations[word]
            {
                starts += cut
            }
            for (number, (stem, position)) in suffixes.enumerated()
            where wordCount >= suffixCounts[number] + 3 && word.hasSuffix(stem) && kinds[position].scope == scope
                && (direction == nil || kinds[position].direction == nil || kinds[position].direction == direction)
                && best[position].map({ ($0.phrase.count, $0.offset) < (1, offset) }) ?? true
            {
                best[position] = (["\(stem) (END OF \(word))"], offset)
            }
            for (position, phrase) in starts
            where kinds[position].scope == scope
                && (direction == nil || kinds[position].direction == nil || kinds[position].direction == direction)
            {
                guard offset + phrase.count <= words.count else { continue }
                let run = zip(words[offset..<(offset + phrase.count)], phrase).enumerated().allSatisfy { step, pair in
                    CategoryRule.wordMatches(pair.0, pair.1)
                        // A descriptor cut at a fixed width (`SECRETARY OF STAT`) still names its last word.
                        || truncated && offset + step == words.count - 1 && pair.0.count >= 4
                            && pair.1.hasPrefix(pair.0)
                            && pair.1.count <= pair.0.count + 3
                }
                guard run else { continue }
                if let known = best[position], (known.phrase.count, known.offset) >= (phrase.count, offset) { continue }
                best[position] = (phrase, offset)
            }
        }
        return best.sorted {
            ($0.value.phrase.count, $0.value.offset, -$0.key) > ($1.value.phrase.count, $1.value.offset, -$1.key)
        }
        .map { Hit(kind: kinds[$0.key], phrase: $0.value.phrase.joined(separator: " ")) }
    }

    /// Whole words and common abbreviations in descriptors that are never read as a kind word cut short
    /// (`STATION` is not `STATIONERY`, `PROP` a property, not `PROPANE`; `META` the ads platform, not `METALS`).
    static let wholeWords: Set<String> = ["STATION", "PROP", "META"]

    /// True when a descriptor is long enough to have been cut at a card network's fixed width (names are 22 to 25
    /// characters): `SECRETARY OF STAT` may be, `CITY MARKET` is whole.
    public static func mayBeCut(_ description: String) -> Bool {
        // `trimmingBlanks` is `trimmingCharacters(in: .whitespaces)`, on the bytes for ASCII text.
        FastText.trimmedCount(description) >= 16
    }

    /// The shipped vocabulary with `override` (a book's `vocabulary.yaml`) on top: an entry
    /// with a shipped kind's name replaces it, other entries are added before the shipped ones.
    public static func merged(override text: String?, file: String) throws -> KindVocabulary {
        guard let text, !text.isEmpty else { return shipped }
        let own = try parse(text, file: file)
        let names = Set(own.kinds.map(\.kind))
        return KindVocabulary(kinds: own.kinds + shipped.kinds.filter { !names.contains($0.kind) })
    }

    /// The vocabulary embedded in the binary.
    public static let shipped: KindVocabulary = {
        do { return try parse(defaultYAML, file: "vocabulary") } catch { fatalError("shipped vocabulary: \(error)") }
    }()

    static let keys: Set<String> = ["kind", "words", "category", "line", "confidence", "scope", "vehicle", "direction"]

    /// Parses a vocabulary file.
    /// - Throws: `RulesFileError` naming the file, line and key.
    public static func parse(_ text: String, file: String) throws -> KindVocabulary {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw RulesFileError(
                file: file, line: RulesFile.line(of: error), key: nil, message: "not valid YAML: \(error)")
        }
        guard let list = root?.mapping?["kinds"]?.sequence else {
            throw RulesFileError(
                file: file, line: root?.mark?.line, key: "kinds", message: "expected `kinds:` with a list of entries")
        }
        var kinds: [Kind] = []
        for node in list {
            let line = node.mark?.line
            func fail(_ key: String, _ message: String) -> RulesFileError {
                RulesFileError(file: file, line: line, key: key, message: message)
            }
            guard let entry = node.mapping else { throw fail("kinds", "each entry must be a mapping") }
            for (key, _) in entry where !keys.contains(key.string ?? "") {
                throw fail(key.string ?? "", "unknown key; expected one of \(keys.sorted().joined(separator: ", "))")
            }
            guard let name = entry["kind"]?.string, !name.isEmpty else { throw fail("kind", "missing") }
            let words = entry["words"]?.sequence?.compactMap(\.string) ?? entry["words"]?.string.map { [$0] } ?? []
            // `*RENTALS` matches the end of a glued name; other words are phrases of upper-case words.
            let phrases = words.map { word in
                word.hasPrefix("*") && word.count >= 4 && word.dropFirst().allSatisfy(\.isLetter)
                    ? ["*" + word.dropFirst().uppercased()] : CategoryRule.phrase(word)
            }.filter { !$0.isEmpty }
            guard !phrases.isEmpty else { throw fail("words", "kind '\(name)' needs at least one word") }
            guard let category = entry["category"]?.string, BuiltInCategory.all.contains(category) else {
                throw fail("category", "kind '\(name)' needs a built-in category")
            }
            let expected = ScheduleCForm(taxYear: 2025).line(for: category)?.number ?? "none"
            guard let lineText = entry["line"]?.string, lineText == expected || (expected == "27b" && lineText == "27a")
            else {
                throw fail("line", "kind '\(name)': category \(category) is line \(expected)")
            }
            let confidence = entry["confidence"]?.string.flatMap(Double.init) ?? 0.7
            guard (0...1).contains(confidence) else { throw fail("confidence", "expected a number from 0 to 1") }
            let scope = entry["scope"]?.string ?? "name"
            guard ["name", "note"].contains(scope) else { throw fail("scope", "expected name or note") }
            let vehicle = entry["vehicle"]?.string
            guard vehicle == nil || ["operating", "registration"].contains(vehicle!) else {
                throw fail("vehicle", "expected operating or registration")
            }
            let direction = try entry["direction"]?.string.map { text -> TransactionFacts.Direction in
                guard let value = TransactionFacts.Direction(rawValue: text) else {
                    throw fail("direction", "expected in or out")
                }
                return value
            }
            kinds.append(
                Kind(
                    kind: name, phrases: phrases, category: category, line: lineText, confidence: confidence,
                    scope: scope,
                    vehicle: vehicle, direction: direction, origin: "\(file):\(line ?? 0)"))
        }
        return KindVocabulary(kinds: kinds)
    }
}
