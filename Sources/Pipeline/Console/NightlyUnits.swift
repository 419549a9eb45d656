import Foundation

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
        text.contains(where: { $0 == " " || $0 == "\"" }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" : text
    }
}
