import FanCalendar
import FanCalendarICS

/// `fancal export`: records out as one iCalendar file.
enum ExportCommand: Command {
    static let spec = CommandSpec(
        name: "export", summary: "write records as an iCalendar (.ics) file",
        options: [
            OptionSpec("year", short: "y", value: "YYYY", help: "only this year"),
            OptionSpec("category", short: "c", value: "C", help: "only this category"),
            OptionSpec("artist", value: "A", help: "only this artist"),
            OptionSpec("out", short: "o", value: "FILE", help: "write to FILE (default -, standard output)"),
        ],
        discussion: """
            The file opens in Google Calendar, Apple Calendar, Thunderbird, khal and calcurse;
            fancal's categories, sub-categories, artists and amounts travel in X-FANCAL-*
            properties, so importing it back gives the same records. --out writes a temporary
            file beside FILE and renames it into place only when complete.
            """)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        var filter = RecordFilter()
        if let text = arguments.value("year") {
            let range = RecordFilter.year(try InputParsing.year(text))
            filter.from = range?.from
            filter.to = range?.to
        }
        if let text = arguments.value("category") { filter.category = try InputParsing.category(text) }
        if let text = arguments.value("artist") { filter.artist = try InputParsing.line(text, name: "--artist") }
        let out = arguments.value("out") ?? "-"
        guard !out.isEmpty else { throw CLIError.usage("--out needs a file name, or - for standard output") }

        let store = try context.store(forWriting: false)
        let zones = Set(try store.zones(matching: filter))
        let file = out == "-" ? nil : try AtomicFile(path: out)
        var sink = file.map { TextSink(file: $0) } ?? TextSink(sink: context.stdout)
        var writer = ICSWriter(
            output: sink, calendarName: "fancal", zones: zones, now: context.now,
            productID: "-//fancal//fancal \(FanCalendarCLI.version)//EN")
        writer.writeHeader()
        try store.forEachRecord(matching: filter) { writer.write($0) }
        writer.writeFooter()
        sink = writer.output
        sink.flush()
        try file?.commit()
        return 0
    }
}
