import FanCalendar
import FanCalendarStore

/// `fancal config get|set|unset|list`: one's own defaults in `$XDG_CONFIG_HOME/fancal/config`.
enum ConfigCommand: Command {
    static let spec = CommandSpec(
        name: "config", summary: LocalizedText(
            en: "show or change your defaults (locale, first weekday, holidays, currency, color)",
            ja: "既定の設定を表示・変更 (言語、週の始まり、祝日、通貨、色)",
            de: "eigene Voreinstellungen zeigen oder ändern (Sprache, Wochenbeginn, Feiertage, Währung, Farbe)"),
        positionals: [
            PositionalSpec("ACTION", help: LocalizedText(
                en: "get, set, unset or list", ja: "get、set、unset、list のいずれか",
                de: "get, set, unset oder list")),
            PositionalSpec("KEY", help: LocalizedText(
                en: "locale, first_weekday, holidays, currency or color",
                ja: "locale、first_weekday、holidays、currency、color のいずれか",
                de: "locale, first_weekday, holidays, currency oder color"), optional: true),
            PositionalSpec("VALUE", help: LocalizedText(
                en: "for set: the new value", ja: "set のとき: 新しい値", de: "bei set: der neue Wert"), optional: true),
        ],
        discussion: LocalizedText(
            en: """
                The file is $XDG_CONFIG_HOME/fancal/config (else ~/.config/fancal/config): one
                key = value per line, # starts a comment. A flag beats the environment (LANG,
                NO_COLOR, FANCAL_CURRENCY), which beats the file, which beats fancal's defaults.
                get prints nothing and exits 1 for a key that is not set.
                Examples:
                  fancal config set locale ja
                  fancal config set first_weekday mon
                  fancal config set currency ¥
                """,
            ja: """
                ファイルは $XDG_CONFIG_HOME/fancal/config (なければ ~/.config/fancal/config)。
                1 行に key = value を 1 つ、# 以降はコメント。オプションが環境変数 (LANG、NO_COLOR、
                FANCAL_CURRENCY) に、環境変数がファイルに、ファイルが fancal の既定に優先する。
                get は設定されていないキーには何も出さず終了コード 1。
                例:
                  fancal config set locale ja
                  fancal config set first_weekday mon
                  fancal config set currency ¥
                """,
            de: """
                Die Datei ist $XDG_CONFIG_HOME/fancal/config (sonst ~/.config/fancal/config): ein
                key = value pro Zeile, # beginnt einen Kommentar. Eine Option schlägt die Umgebung
                (LANG, NO_COLOR, FANCAL_CURRENCY), die Umgebung die Datei, die Datei fancals
                Standard. get gibt für einen nicht gesetzten Schlüssel nichts aus, Exit-Code 1.
                Beispiele:
                  fancal config set locale de
                  fancal config set first_weekday mon
                  fancal config set currency EUR
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let positionals = arguments.positionals
        let action = positionals[0]
        guard let path = Context.configPath(context.environment) else { throw CLIError.failure(ErrorText.noConfigPlace) }
        let counts = ["list": 1, "get": 2, "unset": 2, "set": 3]
        guard let count = counts[action] else { throw CLIError.usage(ErrorText.unknownConfigAction(action)) }
        guard positionals.count == count else {
            let usage = ["list": "no KEY", "get": "KEY", "unset": "KEY", "set": "KEY VALUE"][action]!
            throw CLIError.usage(ErrorText.configArguments(action, usage: usage))
        }
        let key = try positionals.dropFirst().first.map { (name: String) throws(CLIError) -> ConfigKey in
            guard let key = ConfigKey(rawValue: name.lowercased()) else {
                throw .invalidInput(ErrorText.config(.unknownKey(line: nil, key: name), path: path))
            }
            return key
        }
        switch (action, key) {
        case ("list", _):
            let settings = try Context.readConfig(at: path)
            for key in ConfigKey.allCases { if let value = settings[key] { context.stdout.write("\(key.rawValue) = \(value)\n") } }
        case ("get", let key?):
            guard let value = try Context.readConfig(at: path)[key] else { return 1 }
            context.stdout.write(value + "\n")
        case ("set", let key?):
            var file = try Context.configFile(at: path)
            do { try file.set(key, positionals[2]) } catch { throw CLIError.invalidInput(ErrorText.config(error, path: path)) }
            try write(file, to: path)
        case ("unset", let key?):
            var file = try Context.configFile(at: path)
            file.unset(key)
            try write(file, to: path)
        default:
            preconditionFailure("every action's positionals were counted above")
        }
        return 0
    }

    /// Writes the file whole (beside it, then renamed), creating its folder.
    private static func write(_ file: ConfigFile, to path: String) throws(CLIError) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !folder.isEmpty {
            do throws(Folders.Failure) { try Folders.make(folder) } catch {
                throw .failure(ErrorText.cannotWrite(path, reason: ErrorText.folderNotCreated(folder)))
            }
        }
        let output = try AtomicFile(path: path, for: .owner)
        output.append(file.text)
        try output.commit()
    }
}
