import Foundation
import PipelineDefinition

/// The systemd user service + timer that run a pipeline nightly (`shoebox schedule install`).
/// The same text as `pipelines/systemd/shoebox-nightly.{service,timer}`, with absolute paths.
public struct NightlyUnits: Equatable {
    public static let serviceName = "shoebox-nightly.service"
    public static let timerName = "shoebox-nightly.timer"

    public var executable: String
    public var pipeline: String
    public var book: String?
    public var onCalendar = "*-*-* 02:30:00"
    public var waitSeconds = 3600

    public init(executable: String, pipeline: String, book: String?, onCalendar: String = "*-*-* 02:30:00") {
        self.executable = executable
        self.pipeline = pipeline
        self.book = book
        self.onCalendar = onCalendar
    }

    public var service: String {
        let bookFlag = book.map { " --book \(Self.quoted($0))" } ?? ""
        return """
            [Unit]
            Description=Shoebox nightly import (\(pipeline))
            Documentation=file://\(pipeline)

            [Service]
            Type=oneshot
            Environment=OMP_THREAD_LIMIT=1
            ExecStart=\(Self.quoted(executable)) run --pipeline \(Self.quoted(pipeline))\(bookFlag) --wait \(waitSeconds) --log-format json
            # 3 = finished with files in quarantine: reported, not a failure of the service.
            SuccessExitStatus=3
            Nice=10
            IOSchedulingClass=idle

            """
    }

    public var timer: String {
        """
        [Unit]
        Description=Run the Shoebox nightly import

        [Timer]
        OnCalendar=\(onCalendar)
        Persistent=true
        RandomizedDelaySec=10m

        [Install]
        WantedBy=timers.target

        """
    }

    /// systemd quoting for a path with spaces.
    public static func quoted(_ text: String) -> String {
        text.contains(where: { $0 == " " || $0 == "\"" })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" : text
    }
}

/// Installs, removes and reports the nightly units in a folder, calling `systemctl --user`
/// unless told not to. Every line it would print is returned (and printed by `report`).
public struct NightlySchedule {
    public var directory: URL
    public var dryRun = false
    public var callSystemctl = true
    /// Receives each line of output.
    public var report: (String) -> Void = { print($0) }

    public init(directory: URL) { self.directory = directory }

    var service: URL { directory.appendingPathComponent(NightlyUnits.serviceName) }
    var timer: URL { directory.appendingPathComponent(NightlyUnits.timerName) }

    /// `shoebox schedule install`: units that run this executable on the pipeline definition at
    /// `pipeline` (validated first: an invalid one throws its `Diagnostic`) for `book`.
    public func install(pipeline: String, book: String?, onCalendar: String) throws {
        let pipelinePath = URL(fileURLWithPath: pipeline).standardizedFileURL.path
        _ = try PipelineDefinition.load(path: pipelinePath)
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        try install(
            NightlyUnits(
                executable: executable, pipeline: pipelinePath,
                book: book.map { URL(fileURLWithPath: $0).standardizedFileURL.path }, onCalendar: onCalendar))
    }

    public func install(_ units: NightlyUnits) throws {
        if dryRun {
            report("# \(service.path)\n\(units.service)\n# \(timer.path)\n\(units.timer)")
            report("# then: systemctl --user daemon-reload && systemctl --user enable --now \(NightlyUnits.timerName)")
            return
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(units.service.utf8).write(to: service)
        try Data(units.timer.utf8).write(to: timer)
        report("wrote \(service.path)\nwrote \(timer.path)")
        try systemctl(["daemon-reload"], ["enable", "--now", NightlyUnits.timerName])
    }

    public func remove() throws {
        if dryRun {
            report("would disable \(NightlyUnits.timerName) and remove \(service.path), \(timer.path)")
            return
        }
        try systemctl(["disable", "--now", NightlyUnits.timerName])
        for url in [service, timer] where FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.removeItem(at: url)
            report("removed \(url.path)")
        }
        try systemctl(["daemon-reload"])
    }

    public func status() throws {
        for url in [service, timer] {
            report("\(url.path): \(FileManager.default.fileExists(atPath: url.path) ? "installed" : "not installed")")
        }
        try systemctl(["list-timers", NightlyUnits.timerName, "--no-pager"])
    }

    private func systemctl(_ commands: [String]...) throws {
        guard callSystemctl else { return }
        for arguments in commands {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["systemctl", "--user"] + arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                let command = arguments.joined(separator: " ")
                FileHandle.standardError.write(
                    Data("shoebox: systemctl --user \(command) exited \(process.terminationStatus)\n".utf8))
            }
        }
    }

    /// `$XDG_CONFIG_HOME/systemd/user`, else `~/.config/systemd/user`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (home + "/.config")
        return config + "/systemd/user"
    }
}
