import Foundation

/// Shell-style glob expansion (`glob(3)`), for pipeline inputs such as `~/Scans/*.jpg`.
enum GlobPattern {
    static func expand(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { index in
            result.gl_pathv[index].map { String(cString: $0) }
        }.sorted()
    }
}
