import Foundation
import ShoeboxCore
import Yams

/// The YAML document of a hand-written spec, composed only when it is small and shallow enough
/// to parse safely; every refusal is a `Diagnostic` with the caller's code naming file and line.
public enum SpecDocument {
    /// Largest spec file read (a spec with hundreds of items or years of payments is a few tens of KB).
    public static let maximumBytes = 256 * 1024
    /// Deepest `[`/`{` nesting accepted before the YAML parser sees the text (it recurses).
    public static let maximumNesting = 64

    /// The root node of `yaml`; `file` names it in errors, `code` is their code.
    public static func root(_ yaml: String, file: String, code: Diagnostic.Code) throws(Diagnostic) -> Node {
        guard yaml.utf8.count <= maximumBytes else {
            throw .spec(
                code, file: file, line: nil, key: nil,
                "the file is \(yaml.utf8.count / 1024) KB; a spec may be at most \(maximumBytes / 1024) KB")
        }
        if let line = lineExceedingNesting(yaml) {
            throw .spec(
                code, file: file, line: line, key: nil, "lists or mappings nested more than \(maximumNesting) deep")
        }
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw Diagnostic.spec(code, file: file, line: nil, key: nil, "the file is empty")
            }
            return node
        } catch let error as Diagnostic {
            throw error
        } catch let YamlError.scanner(_, problem, mark, _), let YamlError.parser(_, problem, mark, _) {
            throw .spec(code, file: file, line: mark.line, key: nil, "not valid YAML: \(problem)")
        } catch {
            throw .spec(code, file: file, line: nil, key: nil, "not valid YAML: \(error)")
        }
    }

    /// The 1-based line where `[`/`{` nesting first exceeds `maximumNesting`. Every bracket counts,
    /// also in quotes and comments: an over-count only refuses an absurd file, an under-count
    /// would let the parser recurse.
    public static func lineExceedingNesting(_ yaml: String) -> Int? {
        var depth = 0
        var line = 1
        for byte in yaml.utf8 {
            switch byte {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumNesting { return line }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}

extension Diagnostic {
    /// Why a hand-written spec cannot be used: names the file, the line and the key
    /// (`items[2].quantity`), so the user can fix it. The message starts with
    /// `file:line: key `…``; the key is also the quarantine sidecar's region.
    public static func spec(_ code: Code, file: String, line: Int?, key: String?, _ why: String) -> Diagnostic {
        var text = file
        if let line { text += ":\(line)" }
        if let key { text += ": key `\(key)`" }
        return Diagnostic(code, text + ": " + why, at: Location(line: line, keyPath: key))
    }
}
