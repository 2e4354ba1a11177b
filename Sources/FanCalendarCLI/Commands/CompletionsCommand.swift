import FanCalendar
import FanCalendarZoneInfo
import FanCalendarApp

/// `fancal completions bash|zsh|fish`: a completion script generated from the command specs, so
/// it always knows every command and option of this binary; `fancal completions artists` lists
/// the database's artists for the scripts.
enum CompletionsCommand: Command {
    /// What SHELL names: a shell's script, or a list the scripts ask for.
    enum Target: String { case bash, zsh, fish, artists, zones }

    static let spec = CommandSpec(
        name: "completions",
        summary: LocalizedText(
            en: "print a shell completion script", ja: "シェル補完スクリプトを出力",
            de: "ein Skript für die Vervollständigung in der Shell ausgeben"),
        positionals: [
            PositionalSpec("SHELL", help: LocalizedText(
                en: "bash, zsh or fish (artists: the artists the scripts offer, one a line)",
                ja: "bash、zsh、fish のいずれか (artists: 補完で出すアーティストを1行に1つ)",
                de: "bash, zsh oder fish (artists: die Künstler, die die Skripte anbieten, einer pro Zeile)"))
        ],
        discussion: LocalizedText.examples([
            "source <(fancal completions bash)",
            "fancal completions zsh > ~/.zfunc/_fancal",
            "fancal completions fish > ~/.config/fish/completions/fancal.fish",
        ]))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let completion = ShellCompletion(specs: FanCalendarCLI.commands.map { $0.spec.withSubcommandOptions })
        guard let target = Target(rawValue: arguments.positionals[0]) else {
            throw CLIError.invalidInput(ErrorText.unsupportedShell(arguments.positionals[0]))
        }
        switch target {
        case .bash: context.stdout.write(completion.bash())
        case .zsh: context.stdout.write(completion.zsh())
        case .fish: context.stdout.write(completion.fish())
        case .artists:
            let artists = try CompletionUseCases.artists(store: context.store())
            context.stdout.write(artists.map { $0 + "\n" }.joined())
        case .zones:
            context.stdout.write(SystemZoneInfo.names().map { $0 + "\n" }.joined())
        }
        return 0
    }
}
