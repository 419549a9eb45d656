import Synchronization
import Yams

/// What the categorizer knows about the owner and the book rather than the row: how the
/// vehicle is deducted, whether a home office is claimed, which accounts are personal, and
/// which processor or wallet ledgers are in the book (their payouts are then transfers).
///
/// Set in the book's `rules.yaml` under `context:`; what is not set is derived from the book
/// (a mileage log means the standard mileage rate; an account whose name says `personal` is
/// personal; an account named after Square, Stripe, PayPal or Venmo is that processor's ledger).
///
/// ```yaml
/// context:
///   vehicle_method: standard_mileage   # or actual
///   home_office: false
///   personal_accounts: [acct:1234, "Joint checking"]
///   business_accounts: [acct:9876]
/// ```
public struct BookContext: Sendable, Equatable {
    public enum VehicleMethod: String, Sendable, Equatable {
        case actual
        case standardMileage = "standard_mileage"
    }

    public var vehicleMethod: VehicleMethod?
    /// Why the method is known: `settings` or `mileage log`.
    public var vehicleMethodSource = "settings"
    public var homeOffice: Bool?
    /// Account keys or names (lower-cased) the owner marked personal or business.
    public var personalAccounts: Set<String> = []
    public var businessAccounts: Set<String> = []
    /// Processors and wallets whose own ledger is in the book (`SQUARE`, `STRIPE`, `PAYPAL`, `VENMO`).
    public var processorLedgers: Set<String> = []

    public init() {}

    /// Processors and wallets recognised in account names and descriptors, in the order they are tried
    /// (a text naming two, `PAYPAL ETSY`, gets the first: the same answer on every run).
    public static let processorList: [(name: String, aliases: [String])] = [
        ("SQUARE", ["SQUARE", "SQ"]), ("STRIPE", ["STRIPE"]), ("PAYPAL", ["PAYPAL"]), ("VENMO", ["VENMO"]),
        ("CASH APP", ["CASHAPP", "CASH APP", "SQC"]), ("SHOPIFY", ["SHOPIFY"]), ("ETSY", ["ETSY"]),
    ]

    /// `processorList` by name.
    public static let processorNames: [String: [String]] = Dictionary(
        uniqueKeysWithValues: processorList.map { ($0.name, $0.aliases) })

    /// Person-to-person wallets: their own exports hold notes, not merchant names.
    public static let walletLedgers: Set<String> = ["VENMO", "CASH APP"]

    static let personalNameWords: Set<String> = ["PERSONAL", "HOUSEHOLD", "FAMILY", "JOINT", "HOME", "PRIVATE"]
    /// Includes the business card lines of US issuers (Chase Ink, Capital One Spark).
    static let businessNameWords: Set<String> = [
        "BUSINESS", "BIZ", "BUS", "COMPANY", "CORPORATE", "COMMERCIAL", "LLC", "INC", "INK", "SPARK",
    ]

    /// True (personal), false (business) or nil (mixed or unknown), with the reason.
    public func accountLean(key: String, name: String) -> (personal: Bool, because: String)? {
        accountLean(Self.accountFacts(key: key, name: name), name: name)
    }

    /// `accountLean(key:name:)` and `processorLedger(accountKey:name:)`, with one look-up of the account.
    func accountLeanAndLedger(key: String, name: String) -> (
        lean: (personal: Bool, because: String)?, ledger: String?
    ) {
        let account = Self.accountFacts(key: key, name: name)
        return (accountLean(account, name: name), account.processorLedger)
    }

    func accountLean(_ account: AccountFacts, name: String) -> (personal: Bool, because: String)? {
        if !personalAccounts.isEmpty, account.ids.contains(where: personalAccounts.contains) {
            return (true, "account '\(name)' is marked personal (context)")
        }
        if !businessAccounts.isEmpty, account.ids.contains(where: businessAccounts.contains) {
            return (false, "account '\(name)' is marked business (context)")
        }
        return account.nameLean
    }

    /// What an account's name says about it, whatever the context: personal or business words.
    static func nameLean(key: String, name: String) -> (personal: Bool, because: String)? {
        // In the order the name prints them, so the reason names the same word on every run.
        let words = (name + " " + key).uppercased().split { !$0.isLetter }.map(String.init)
        if let word = words.first(where: Self.personalNameWords.contains) {
            return (true, "account '\(name)' is a personal account (its name says '\(word.lowercased())')")
        }
        if let word = words.first(where: {
            Self.businessNameWords.contains($0) || $0.hasPrefix("BIZ") || $0.hasPrefix("BUSINESS")
        }) {
            return (false, "account '\(name)' is a business account (its name says '\(word.lowercased())')")
        }
        return nil
    }

    /// The processor whose ledger an account is, from its name or key.
    public static func processorLedger(accountKey: String, name: String) -> String? {
        accountFacts(key: accountKey, name: name).processorLedger
    }

    static func ledgerFromName(key: String, name: String) -> String? {
        let words = nameWords(key: key, name: name)
        return processorList.first { _, aliases in aliases.contains(where: { words.contains($0) && $0.count > 2 }) }?
            .name
    }

    /// Reads `context:` from a rules file's text (nil mapping: nothing set).
    /// - Throws: `RulesFileError` naming the file, line and key.
    public static func parse(_ node: Node?, file: String) throws -> BookContext {
        var context = BookContext()
        guard let node else { return context }
        guard let mapping = node.mapping else {
            throw RulesFileError(file: file, line: node.mark?.line, key: "context", message: "expected a mapping")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            func fail(_ message: String) -> RulesFileError {
                RulesFileError(file: file, line: value.mark?.line, key: "context.\(key)", message: message)
            }
            switch key {
            case "vehicle_method":
                guard let method = value.string.flatMap(VehicleMethod.init(rawValue:)) else {
                    throw fail("expected actual or standard_mileage")
                }
                context.vehicleMethod = method
            case "home_office":
                guard let flag = value.bool else { throw fail("expected true or false") }
                context.homeOffice = flag
            case "personal_accounts", "business_accounts":
                let names = Set(
                    (value.sequence?.compactMap(\.string) ?? value.string.map { [$0] } ?? []).map { $0.lowercased() })
                if key == "personal_accounts" {
                    context.personalAccounts = names
                } else {
                    context.businessAccounts = names
                }
            default:
                throw RulesFileError(
                    file: file, line: keyNode.mark?.line, key: "context.\(key)",
                    message: "unknown key; expected vehicle_method, home_office, personal_accounts or business_accounts"
                )
            }
        }
        return context
    }
}

extension BookContext {
    /// An account as the categorizer names it on every row.
    struct AccountID: Hashable {
        var key: String
        var name: String
    }

    /// What depends on an account's key and name only, worked out once per account: a pass asks
    /// for every row, and an account has thousands of rows.
    struct AccountFacts: Sendable {
        /// The key and the name, lower-cased (what `personal_accounts` / `business_accounts` list).
        var ids: [String]
        var nameLean: (personal: Bool, because: String)?
        var processorLedger: String?
    }

    private static let factsByAccount = Mutex<[AccountID: AccountFacts]>([:])
    private static let wordsByAccount = Mutex<[AccountID: Set<String>]>([:])

    static func accountFacts(key: String, name: String) -> AccountFacts {
        let id = AccountID(key: key, name: name)
        if let known = factsByAccount.withLock({ $0[id] }) { return known }
        let facts = AccountFacts(
            ids: [key.lowercased(), name.lowercased()], nameLean: nameLean(key: key, name: name),
            processorLedger: ledgerFromName(key: key, name: name))
        factsByAccount.withLock { cache in if cache.count < 10_000 { cache[id] = facts } }
        return facts
    }

    /// The upper-case words of an account's name and key, remembered per account.
    static func nameWords(key: String, name: String) -> Set<String> {
        let id = AccountID(key: key, name: name)
        if let known = wordsByAccount.withLock({ $0[id] }) { return known }
        let words = Set((name + " " + key).uppercased().split { !$0.isLetter }.map(String.init))
        wordsByAccount.withLock { cache in if cache.count < 10_000 { cache[id] = words } }
        return words
    }
}
