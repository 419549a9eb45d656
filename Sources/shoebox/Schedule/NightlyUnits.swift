import Foundation

/// The systemd user service + timer that run a pipeline nightly (`shoebox schedule install`).
/// The same text as `pipelines/systemd/shoebox-nightly.{service,timer}`, with absolute paths.
struct NightlyUnits: Equatable {
    static let serviceName = "shoebox-nightly.service"
    static let timerName = "shoebox-nightly.timer"

    var executable: String
    var pipeline: String
    var book: String?
    var onCalendar = "*-*-* 02:30:00"
    var waitSeconds = 3600

    var service: String {
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

    var timer: String {
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
    static func quoted(_ text: String) -> String {
        text.contains(where: { $0 == " " || $0 == "\"" }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" : text
    }
}
