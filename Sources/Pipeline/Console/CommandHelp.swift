import Storage

/// The longer help texts of `shoebox` commands (`--help`): documentation, kept with the library
/// it describes so the executable only parses and prints.
public enum CommandHelp {
    /// `shoebox --help`: the exit codes (`ExitStatus`).
    public static let exitCodes = """
        Exit codes: 0 all good; 1 unexpected failure; 2 invalid configuration (profile, pipeline definition, rules, settings); 3 finished but some files \
        were quarantined; 4 another process holds the book lock; 64 invalid command line.
        """

    /// `shoebox watch`.
    public static let watch = """
        Files already there are processed first. A file is taken once its size and mtime have been stable for the \
        settle delay and no writer has it open; partial downloads (.part, .crdownload, ~, dotfiles) are ignored. \
        Bursts are processed in one pass (reports rendered once). The book lock is held only while a pass runs, \
        so a nightly `shoebox run` can interleave. SIGTERM/SIGINT: the document in progress is finished and \
        committed, then the watcher exits 0; a restart takes the rest.
        """

    /// `shoebox extract`: the JSON fields.
    public static let extract = """
        With --json, one JSON object per input and line: file, merchant, date (YYYY-MM-DD), time, total, currency, \
        subtotal, tax, tip, payment_method, card_brand, card_last4, items, needs_review and confidence (0-1 per \
        field); null for a field not found. Exit code 3 when some file could not be read.
        """

    /// `shoebox export`: the columns.
    public static let export = """
        Columns: \(ExportRow.csvColumns.joined(separator: ",")). `amount` is signed from the account holder's \
        view (money out and card charges negative). Rows with `duplicate_of` set are merged duplicates kept for \
        provenance: do not add them up.
        """

    /// `shoebox report`: where reports go.
    public static let report = """
        Reports go to the book's output/ folder as <kind>-<period>.pdf unless --out is given (a file for one \
        kind, a directory for --kind all). Settings come from <book>/settings.yaml; tax tables from \
        <book>/tax-tables/<year>.yaml, else the tables shipped with Shoebox.
        """

    /// `shoebox correct`.
    public static let correct = """
        TXN_ID is the `id` column of `shoebox export` or `transaction_id` in review.csv. Categories set this way \
        (source `user`) are never changed by the categorizer. A new custom category needs --rolls-up-to, the \
        built-in category whose Schedule C line it reports on.
        """

    /// `shoebox tips summary`.
    public static let tipsSummary = """
        Completed shifts dated in the period count (a shift belongs to the day it starts). Targets come from the \
        `targets:` block of <book>/settings.yaml, employers from <book>/employers.yaml (or one dropped in the inbox).
        """

    /// `shoebox invoice render`: where the PDF goes.
    public static let invoiceRender = """
        Without --out the PDF goes to output/invoices/<NUMBER>.pdf, or to \
        output/invoices/<NUMBER>.<language>.pdf when --language differs from the document's own language.
        """

    /// `shoebox schedule`.
    public static let schedule =
        "Writes shoebox-nightly.service and .timer into ~/.config/systemd/user (or --unit-dir) and enables the timer."

    /// `shoebox run`.
    public static let run =
        "Without PATH, imports the pipeline definition's inputs. SIGTERM/SIGINT finish the current document and stop."
}
