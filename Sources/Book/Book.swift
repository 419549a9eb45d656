import Foundation

/// A book directory: everything Shoebox keeps, in one place.
///
/// ```
/// BOOK/
///   shoebox.sqlite      the ledger (WAL: also -wal and -shm)
///   archive/ab/<sha256>.<ext>   every original input, content-addressed
///   quarantine/         files that could not be processed + <name>.reason.json
///   output/             PDFs and other generated files
///   profiles/           user statement profiles (*.yaml)
///   lock                held by the run that writes the book
/// ```
/// Directories are created 0700, files 0600.
public struct Book: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// `--book` wins, then `SHOEBOX_BOOK`, then `$XDG_DATA_HOME/shoebox/book`, then
    /// `~/.local/share/shoebox/book`.
    public static func resolve(flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Book
    {
        if let flag, !flag.isEmpty { return Book(root: URL(fileURLWithPath: flag)) }
        if let env = environment["SHOEBOX_BOOK"], !env.isEmpty { return Book(root: URL(fileURLWithPath: env)) }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return Book(root: URL(fileURLWithPath: xdg).appendingPathComponent("shoebox/book"))
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return Book(root: URL(fileURLWithPath: home).appendingPathComponent(".local/share/shoebox/book"))
    }

    public var databasePath: String { root.appendingPathComponent("shoebox.sqlite").path }
    public var archiveDirectory: URL { root.appendingPathComponent("archive") }
    public var quarantineDirectory: URL { root.appendingPathComponent("quarantine") }
    public var outputDirectory: URL { root.appendingPathComponent("output") }
    public var profilesDirectory: URL { root.appendingPathComponent("profiles") }
    public var lockPath: String { root.appendingPathComponent("lock").path }

    /// Creates the directory tree with private permissions.
    public func prepare() throws {
        for directory in [root, archiveDirectory, quarantineDirectory, outputDirectory, profilesDirectory] {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            chmod(directory.path, 0o700)
        }
    }

    /// True when `path` lies inside this book (inputs are never read from the book itself) —
    /// compared lexically and by real paths, so a book reached through a symlink (or a symlink
    /// into the book) is still recognised.
    public func contains(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.path
        if Self.isInside(resolved, root.path) { return true }
        guard let realRoot = Self.realPath(root.path) else { return false }
        if let real = Self.realPath(path) { return Self.isInside(real, realRoot) }
        // A path that does not exist (yet): its real directory decides.
        guard let realParent = Self.realPath((resolved as NSString).deletingLastPathComponent) else { return false }
        return Self.isInside(realParent + "/" + (resolved as NSString).lastPathComponent, realRoot)
    }

    static func isInside(_ path: String, _ directory: String) -> Bool {
        path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
    }

    /// `realpath(3)`: symlinks, `.` and `..` resolved; nil when the path does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
