import Book
import Categorize
import Crypto
import Foundation
import ShoeboxCore
import Storage

/// The categorizer wired to a book: loads the default and user rules (`<book>/rules.yaml`),
/// custom categories and corrections, decides what is undecided (or everything weaker than
/// a user decision when rules or corrections changed), and records corrections.
public struct CategorizationService {
    public let book: Book
    public let ledger: Ledger

    /// What one categorization pass did.
    public struct Outcome: Sendable {
        public var decided = 0
        /// Rows that had a category before and got another one.
        public var changed = 0
        /// Rows the pass looked at again because rules or corrections changed.
        public var redecidedAll = false
        /// Rows whose category changed, in words: `#12 'SQ *DELI 2' supplies -> meals (kind word 'deli' …)`.
        public var changes: [String] = []
        public var seconds = 0.0
        /// Seconds reading rows, deciding, and storing.
        public var phases = (read: 0.0, decide: 0.0, write: 0.0)
        /// Every canonical row of the book as the pass left it, when the pass read them all (a first
        /// import, a pass deciding everything) and stored every decision: the review sheet is then made
        /// from them instead of reading the book again. Nil otherwise.
        public var rowsAfterPass: [CategorizationCandidate]?
    }

    public init(book: Book, ledger: Ledger) {
        self.book = book
        self.ledger = ledger
    }

    /// `<book>/rules.yaml`: the user's rules, which win over the shipped defaults.
    public var rulesURL: URL { book.root.appendingPathComponent("rules.yaml") }

    /// `<book>/vocabulary.yaml`: the user's kind words, on top of the shipped vocabulary.
    public var vocabularyURL: URL { book.root.appendingPathComponent("vocabulary.yaml") }

    /// The shipped vocabulary with the book's `vocabulary.yaml` on top.
    /// - Throws: `RulesFileError` naming the file, line and key.
    public func vocabulary() throws -> KindVocabulary {
        let text = FileManager.default.contents(atPath: vocabularyURL.path).map { String(decoding: $0, as: UTF8.self) }
        return try KindVocabulary.merged(override: text, file: vocabularyURL.path)
    }

    /// The owner's `context:` from rules.yaml, completed from the book: processor and wallet
    /// ledgers from account names, the standard mileage rate when a mileage log is kept and no
    /// method is set.
    public func bookContext(_ rules: RulesFile) throws -> BookContext {
        var context = rules.context
        for account in try ledger.categorizerAccounts() {
            if let processor = BookContext.processorLedger(accountKey: account.key, name: account.name) {
                context.processorLedgers.insert(processor)
            }
        }
        if context.vehicleMethod == nil, try ledger.hasMileageLog() {
            context.vehicleMethod = .standardMileage
            context.vehicleMethodSource = "a mileage log is in the book"
        }
        return context
    }

    /// Book-wide evidence per row id: the other leg of a transfer, recurring months, refunds.
    /// `candidates` (in id order), when they hold every canonical bank row (`contextRows` of them), are
    /// those rows: the book is then not read a second time (a first import, a pass deciding everything).
    func bookPatterns(candidates: [CategorizationCandidate] = [], contextRows: Int? = nil) throws -> BookEvidence {
        let rows = try Self.contextRows(of: candidates, count: contextRows) ?? ledger.categorizerContextRows()
        // The payee key depends on the stored payee alone unless that has no identifying word: one per payee.
        var keys: [String: [String]?] = [:]
        let patternRows = rows.map { row in
            let known = keys[row.payee] ?? PayeeNormalizer.payeeKey(ofPayee: row.payee)
            if keys.count < 200_000 { keys[row.payee] = known }
            let key = known ?? Array(PayeeNormalizer.payeeWords(row.description, payee: row.payee).prefix(4))
            return BookPatterns.Row(
                id: row.id, date: row.date, amountCents: row.amountCents, account: row.accountKey, payeeKey: key)
        }
        let pairs = BookPatterns.transferPairs(patternRows)
        // Rows by id only for the other legs of transfers (none in a one-account book).
        let byID = pairs.isEmpty ? [:] : Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        var evidence = BookEvidence()
        for (id, other) in pairs {
            guard let leg = byID[other] else { continue }
            evidence.legIDs[id] = other
            evidence.legs[id] =
                "\(Money(minorUnits: leg.amountCents, currency: .usd).decimalString) on \(leg.accountKey) "
                + "'\(leg.description)' \(leg.date)"
        }
        evidence.recurring = BookPatterns.recurringMonths(patternRows)
        evidence.returns = BookPatterns.returnsOfPurchases(patternRows)
        return evidence
    }

    /// The user's rules file, parsed; empty when there is none.
    /// - Throws: `RulesFileError` naming the file, line and key.
    public func userRules() throws -> RulesFile {
        guard let data = FileManager.default.contents(atPath: rulesURL.path) else { return RulesFile() }
        return try RulesFile.parse(
            String(decoding: data, as: UTF8.self), file: rulesURL.path,
            known: CategoryCatalog(custom: try ledger.userCategories()))
    }

    /// Built-in keys plus custom ones from the book and the rules file.
    public func catalog(_ rules: RulesFile) throws -> CategoryCatalog {
        var catalog = CategoryCatalog(custom: try ledger.userCategories())
        for (key, target) in rules.categories { try catalog.add(key, rollsUpTo: target) }
        return catalog
    }

    /// A categorizer with everything the book knows now; `withProfile: false` leaves out the accounts' usual
    /// categories (one aggregate read of the book), for a pass that may find nothing to decide.
    public func categorizer(withProfile: Bool = true) throws -> Categorizer {
        let rules = try userRules()
        let stored = try ledger.storedCorrections()
        // The corrected rows' account names and bank categories: what the evidence said before a correction.
        let rows = stored.isEmpty ? [:] : try ledger.categorizationCandidates(ids: stored.map(\.transactionID))
        let bankCategories = stored.isEmpty ? [:] : try ledger.bankCategories(ids: stored.map(\.transactionID))
        let examples = stored.map {
            var facts = TransactionFacts(
                description: $0.description, amountCents: $0.amountCents,
                account: $0.accountKey, kind: $0.kind, accountName: rows[$0.transactionID]?.accountName ?? "")
            facts.bankCategory = bankCategories[$0.transactionID]
            return LearnedExample(
                id: $0.id, facts: facts, category: $0.category,
                payeeKey: $0.payeeKey.split(separator: " ").map(String.init))
        }
        var categorizer = Categorizer(
            rules: RuleSet(user: rules.rules, defaults: DefaultRules.rules), corrections: examples,
            catalog: try catalog(rules), vocabulary: try vocabulary(), context: try bookContext(rules))
        if withProfile { categorizer.profile = try accountProfile() }
        return categorizer
    }

    /// What each account's rows usually are, from the stored decisions (named evidence at 0.5 or more).
    public func accountProfile() throws -> AccountProfile {
        AccountProfile(
            try ledger.categorizerAccountTallies(
                minimumConfidence: AccountProfile.minimumConfidence, excludingSources: AccountProfile.guessSources
            ).map {
                AccountProfile.Tally(account: $0.account, moneyIn: $0.moneyIn, category: $0.category, count: $0.count)
            })
    }

    /// Decides undecided rows; when the rules, vocabulary, custom categories, corrections or
    /// accounts changed since the last pass, re-decides every row not set by the user or another
    /// stage. Otherwise, when rows came or went, re-decides only the rows whose book-wide evidence
    /// (transfer leg, recurring months, refund) changed. Keeps `last_pass` =
    /// "<rows decided> <seconds> <read> <decide> <store> <CPU read> <CPU decide> <CPU store>" for the
    /// import benchmark.
    @discardableResult
    public func categorize(forceAll: Bool = false) throws -> Outcome {
        let start = Date()
        let cpuStart = PhaseTimes.processCPUSeconds()
        var cpu = (read: 0.0, decide: 0.0, write: 0.0)
        var categorizer = try categorizer(withProfile: false)
        let fingerprint = try self.fingerprint()
        var outcome = Outcome()
        let previous = try ledger.categorizerState("fingerprint")
        outcome.redecidedAll = forceAll || previous != fingerprint
        let (candidates, patterns) = try candidatesAndPatterns(all: outcome.redecidedAll)
        if !candidates.isEmpty { categorizer.profile = try passProfile(all: outcome.redecidedAll) }
        // The export's own categories are looked up for the candidates only: by id when they are few (a
        // nightly import into a large book), else in one pass over the book.
        let bankCategories =
            candidates.isEmpty
            ? [:]
            : candidates.count <= Self.bankCategoriesByID
                ? try ledger.bankCategories(ids: candidates.map(\.id)) : try ledger.bankCategories()
        outcome.phases.read = Date().timeIntervalSince(start)
        cpu.read = PhaseTimes.processCPUSeconds() - cpuStart
        let decided = Self.decide(
            candidates, with: categorizer, patterns: patterns, bankCategories: bankCategories,
            parts: ProcessInfo.processInfo.activeProcessorCount)
        outcome.changed = decided.changed
        outcome.changes = decided.changes
        let updates = decided.updates
        outcome.phases.decide = Date().timeIntervalSince(start) - outcome.phases.read
        cpu.decide = PhaseTimes.processCPUSeconds() - cpuStart - cpu.read
        outcome.decided = try ledger.applyCategories(updates)
        let storedAll = outcome.decided == updates.count
        var after = Self.rows(candidates, after: updates)
        // The rows in memory are the book's canonical rows as stored now: every decision was written and the
        // candidates were every canonical row (duplicates are not counted, so later updates keep this true).
        let holdsBook = try storedAll && !candidates.isEmpty && ledger.canonicalRowCount() == candidates.count
        if outcome.redecidedAll, !candidates.isEmpty {
            try guessAgain(
                &after, before: candidates, with: categorizer, patterns: patterns, bankCategories: bankCategories,
                holdsBook: holdsBook, outcome: &outcome)
        }
        if holdsBook { outcome.rowsAfterPass = after }
        outcome.phases.write = Date().timeIntervalSince(start) - outcome.phases.read - outcome.phases.decide
        cpu.write = PhaseTimes.processCPUSeconds() - cpuStart - cpu.read - cpu.decide
        // After the pass: the accounts whose rows were just decided for the first time belong to it now.
        try ledger.setCategorizerState("fingerprint", try self.fingerprint())
        try ledger.setCategorizerState("context_rows", String(try ledger.categorizerContextRowCount()))
        outcome.seconds = Date().timeIntervalSince(start)
        try ledger.setCategorizerState(
            "last_pass",
            String(
                format: "%d %.3f %.3f %.3f %.3f %.3f %.3f %.3f", candidates.count, outcome.seconds,
                outcome.phases.read, outcome.phases.decide, outcome.phases.write, cpu.read, cpu.decide, cpu.write))
        return outcome
    }

    /// Up to this many candidates, their bank categories are read by id instead of scanning the book.
    static let bankCategoriesByID = 50_000

    /// The rows a pass decides and the book-wide evidence they need. With `all`, every row the
    /// categorizer may decide. Otherwise the undecided rows, plus, when rows came or went since
    /// the last pass, the decided rows whose stored evidence differs from the evidence now (a new
    /// row completed a transfer pair, a recurrence or a refund). An idle pass reads nothing.
    func candidatesAndPatterns(all: Bool) throws -> ([CategorizationCandidate], BookEvidence) {
        if all {
            let candidates = try ledger.categorizationCandidates(all: true)
            guard !candidates.isEmpty else { return (candidates, BookEvidence()) }
            return (
                candidates,
                try bookPatterns(candidates: candidates, contextRows: try ledger.categorizerContextRowCount())
            )
        }
        var candidates = try ledger.categorizationCandidates(all: false)
        let rowsNow = String(try ledger.categorizerContextRowCount())
        let rowsBefore = try ledger.categorizerState("context_rows")
        guard !candidates.isEmpty || rowsNow != rowsBefore else {
            return (candidates, BookEvidence())
        }
        let patterns = try bookPatterns(candidates: candidates, contextRows: Int(rowsNow))
        let stale = try ledger.redecidableEvidence().filter { patterns.evidence($0.key) != $0.value }.map(\.key)
        candidates += try ledger.categorizationCandidates(ids: stale.sorted()).values
        return (candidates.sorted { $0.id < $1.id }, patterns)
    }

    /// Changes when the default rules or vocabulary, the user's rules or vocabulary file, custom
    /// categories, the corrections, the accounts holding decided rows, the processor ledgers or the
    /// mileage log change: then every earlier decision may be stale. New rows are handled row by row (`candidatesAndPatterns`).
    func fingerprint() throws -> String {
        var hasher = SHA256()
        hasher.update(data: Data(DefaultRules.yaml.utf8))
        hasher.update(data: FileManager.default.contents(atPath: rulesURL.path) ?? Data())
        hasher.update(data: FileManager.default.contents(atPath: vocabularyURL.path) ?? Data())
        hasher.update(data: Data(KindVocabulary.defaultYAML.utf8))
        hasher.update(data: Data("evidence-v2|\(try ledger.hasMileageLog())".utf8))
        // A new account's rows are all new; what earlier decisions depend on is the accounts they were made
        // with (names say personal or business) and the processor ledgers in the book (payouts are transfers).
        let accounts = try ledger.categorizerDecidedAccounts().map { "\($0.key)=\($0.name)" }
        hasher.update(data: Data(accounts.joined(separator: ";").utf8))
        let ledgers = try ledger.categorizerAccounts().compactMap {
            BookContext.processorLedger(accountKey: $0.key, name: $0.name)
        }
        hasher.update(data: Data(Set(ledgers).sorted().joined(separator: ";").utf8))
        hasher.update(
            data: Data(
                try ledger.userCategories().sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                    .joined(separator: ";").utf8))
        hasher.update(
            data: Data(try ledger.storedCorrections().map { "\($0.id):\($0.category)" }.joined(separator: ";").utf8))
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
