import FanCalendar

/// `fancal show ID`: every field of one record.
enum ShowCommand: Command {
    static let spec = CommandSpec(
        name: "show", summary: "show one record",
        positionals: [PositionalSpec("ID", help: "the record's id (see `fancal list`)")],
        options: [OptionSpec("format", value: "FORMAT", help: "text or json (default text)")])

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try OutputFormat.parse(arguments.value("format"), allowed: [.text, .json])
        let language = try context.language()
        let id = try InputParsing.recordID(arguments.positionals[0])
        guard let record = try context.store(forWriting: false).record(id: id) else {
            throw CLIError.failure("no record with id \(id); `fancal list` shows the ids")
        }
        switch format {
        case .json: context.stdout.write(RecordFormatting.json(record) + "\n")
        default: context.stdout.write(RecordFormatting.detail(record, language: language, homeZone: context.homeZone))
        }
        return 0
    }
}
