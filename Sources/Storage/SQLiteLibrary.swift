import CSQLite3
import GRDB

/// The only door to the C SQLite API: a bulk insert with direct binds for large
/// statements, and library facts.
enum SQLiteLibrary {
    static var version: String { String(cString: sqlite3_libversion()) }

    /// SQLite's "copy this text now" destructor (the C macro is not imported).
    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// A value to bind to a prepared statement.
    enum Value {
        case int(Int64)
        case text(String)
        case double(Double)
        case null
    }

    /// Binds `values` and steps a GRDB-prepared INSERT/UPDATE once.
    static func execute(_ statement: Statement, _ values: [Value]) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        for (offset, value) in values.enumerated() { bind(value, at: Int32(offset + 1), of: statement) }
        try step(statement)
    }

    /// Binds one value to parameter `index` (1-based) of a prepared statement.
    static func bind(_ value: Value, at index: Int32, of statement: Statement) {
        let handle = statement.sqliteStatement
        switch value {
        case .int(let number): sqlite3_bind_int64(handle, index, number)
        case .text(let text):
            // `withCString` hands a short (inline) string over from the stack; the implicit `String` to
            // pointer conversion copied every such string into a new heap array first. Same bytes, same NUL end.
            text.withCString { _ = sqlite3_bind_text(handle, index, $0, -1, transient) }
        case .double(let number): sqlite3_bind_double(handle, index, number)
        case .null: sqlite3_bind_null(handle, index)
        }
    }

    /// Clears a prepared statement for new bindings.
    static func reset(_ statement: Statement) { sqlite3_reset(statement.sqliteStatement) }

    /// Steps a bound INSERT/UPDATE once.
    static func step(_ statement: Statement) throws {
        let handle = statement.sqliteStatement
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code),
                message: String(cString: sqlite3_errmsg(sqlite3_db_handle(handle))))
        }
    }
}
