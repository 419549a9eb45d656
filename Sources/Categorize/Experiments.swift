import Foundation

/// TEMPORARY (development only): switches mechanisms off by name for A/B measurement.
enum Experiments {
    static let off: Set<String> = Set(
        (ProcessInfo.processInfo.environment["SHOEBOX_OFF"] ?? "").split(separator: ",").map(String.init))
    static func on(_ name: String) -> Bool { !off.contains(name) }
}
