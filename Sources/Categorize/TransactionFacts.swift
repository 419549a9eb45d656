import ShoeboxCore

/// What the categorizer looks at for one transaction: plain values, no storage.
public struct TransactionFacts: Sendable, Hashable {
    /// The description as the bank wrote it.
    public var description: String
    /// Signed from the account holder's view: money out is negative.
    public var amountCents: Int64
    /// The book's account key (e.g. `acct:1234`), or a name the user typed.
    public var account: String
    /// `bank`, `receipt` or `invoice`.
    public var kind: String
    /// The account's display name, which rules may name instead of the key.
    public var accountName: String
    /// The export's own category column (`Food & Drink`, `Restaurant-Bar & Café`) or an MCC code, when it had one.
    public var bankCategory: String?
    /// Book-wide evidence the service fills in: the other leg when this row is one side of a
    /// transfer between the owner's accounts (`-2500.00 on acct:1 'ZELLE TO …' 2025-03-02`).
    public var transferLeg: String?
    /// Distinct months this account paid this payee exactly this amount (0 when under 3).
    public var recurringMonths = 0
    /// Money in from a payee this account has paid before: a refund or return, not a payout.
    public var returnOfPurchase = false

    public init(
        description: String, amountCents: Int64, account: String = "", kind: String = "bank",
        accountName: String = "", bankCategory: String? = nil
    ) {
        self.description = description
        self.amountCents = amountCents
        self.account = account
        self.kind = kind
        self.accountName = accountName
        self.bankCategory = bankCategory
    }

    /// `in` for money received (including refunds), `out` for money spent.
    public var direction: Direction { amountCents > 0 ? .in : .out }

    public enum Direction: String, Sendable, Hashable { case `in`, out }
}

/// The normalized views of one description the rules and the learning model work on.
public struct DescriptorView: Sendable, Hashable {
    /// Upper-case words of the description without store numbers, references, masked digits
    /// or state codes; processor names (`SQ`, `PAYPAL`) are kept so rules can match them.
    public var tokens: [String] { didSet { memo = ViewMemo() } }
    /// The payee as `PayeeNormalizer.normalize` gives it (processor prefixes removed).
    public var payee: String { didSet { memo = ViewMemo() } }
    /// The payee's identifying words, without processor prefixes or filler words: the
    /// key learned evidence is stored under (`"BLUE BOTTLE COFFEE"`).
    public var payeeKey: [String] { didSet { memo = ViewMemo() } }
    /// The payee's words without filler, for the word model.
    public var payeeWords: [String] { didSet { memo = ViewMemo() } }
    /// The descriptor's structure (rail, processor, counterparty, note), parsed once per description.
    public var grammar: DescriptorGrammar { didSet { memo = ViewMemo() } }
    /// What the categorizer worked out from this view alone (see `ViewMemo`); a new one when a field changes.
    private(set) var memo = ViewMemo()

    /// `payee`: the normalized payee when already known (the book stores it at import),
    /// which saves most of the work.
    public init(_ description: String, payee knownPayee: String? = nil) {
        tokens = PayeeNormalizer.categoryTokens(description)
        payee = knownPayee ?? PayeeNormalizer.normalize(description)
        payeeWords = PayeeNormalizer.payeeWords(description, payee: payee)
        payeeKey = Array(payeeWords.prefix(4))
        grammar = DescriptorGrammar(description)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.tokens == b.tokens && a.payee == b.payee && a.payeeKey == b.payeeKey && a.payeeWords == b.payeeWords
            && a.grammar == b.grammar
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tokens)
        hasher.combine(payee)
        hasher.combine(payeeKey)
        hasher.combine(payeeWords)
        hasher.combine(grammar)
    }
}
