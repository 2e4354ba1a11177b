import FanCalendar

/// `fancal help [COMMAND]`: the overview, or one command's help, as `--help` prints them.
enum HelpCommand: Command {
    static let pagesLongOutput = true

    static let spec = CommandSpec(
        name: "help", summary: LocalizedText(
            en: "show the commands, or one command's help", ja: "コマンドの一覧、または1つのコマンドのヘルプを表示",
            de: "die Befehle oder die Hilfe eines Befehls anzeigen"),
        positionals: [PositionalSpec("COMMAND", help: LocalizedText(
            en: "the command to explain", ja: "説明するコマンド", de: "der zu erklärende Befehl"), optional: true)])

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        let specs = FanCalendarCLI.commands.map { $0.spec }
        guard let name = arguments.positionals.first else {
            context.stdout.write(HelpText.overview(specs, language: language))
            return 0
        }
        guard let spec = specs.first(where: { $0.name == name }) else {
            throw CLIError.usage(
                ErrorText.unknownHelpTopic(name, suggestion: Suggestions.closest(to: name, among: specs.map(\.name))))
        }
        context.stdout.write(HelpText.command(spec, language: language))
        return 0
    }
}
