/// A tenant of a lease, as a spec names them and the book keeps them. Phone and email are
/// personal data: kept in the book, never logged.
public struct Tenant: Hashable, Sendable, Codable {
    public var name: String
    public var phone: String?
    public var email: String?

    public init(name: String, phone: String? = nil, email: String? = nil) {
        self.name = name
        self.phone = phone
        self.email = email
    }
}
