import FanCalendar

/// `fancal man`: the manual page fancal(1) in roff, in the user's language, generated from the
/// command specs (`make install` installs it in each language; `fancal man | man -l -` reads it).
enum ManCommand: Command {
    static let spec = CommandSpec(
        name: "man", summary: LocalizedText(
            en: "print the manual page fancal(1) (roff)", ja: "マニュアルページ fancal(1) を出力 (roff)",
            de: "die Handbuchseite fancal(1) ausgeben (roff)"),
        discussion: LocalizedText.examples(["fancal man | man -l -"]))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        context.stdout.write(
            ManPage.render(FanCalendarCLI.commands.map { $0.spec }, version: FanCalendarCLI.version, language: try context.language()))
        return 0
    }
}
