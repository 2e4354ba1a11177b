import FanCalendar

/// `fancal config get|set|unset|list`: one's own defaults in `$XDG_CONFIG_HOME/fancal/config`.
enum ConfigCommand: CommandGroup {
    static let subcommands: [any Command.Type] = [Get.self, Set.self, Unset.self, List.self]

    static let spec = CommandSpec(
        name: "config", summary: LocalizedText(
            en: "show or change your defaults (locale, first weekday, holidays, currency, color)",
            ja: "既定の設定を表示・変更 (言語、週の始まり、祝日、通貨、色)",
            de: "eigene Voreinstellungen zeigen oder ändern (Sprache, Wochenbeginn, Feiertage, Währung, Farbe)"),
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
                """),
        subcommands: subcommands.map { $0.spec },
        unknownSubcommand: { word, suggestion in ErrorText.unknownConfigAction(word, suggestion: suggestion) })

    /// The file, or a failure when the environment names no place for it.
    private static func filePath(_ context: Context) throws(CLIError) -> String {
        guard let path = Context.configPath(context.environment) else { throw .failure(ErrorText.noConfigPlace) }
        return path
    }

    private static func configKey(_ name: String, path: String) throws(CLIError) -> ConfigKey {
        guard let key = ConfigKey(rawValue: name.lowercased()) else {
            throw .invalidInput(ErrorText.config(.unknownKey(line: nil, key: name), path: path))
        }
        return key
    }

    private static let keyArgument = PositionalSpec("KEY", help: LocalizedText(
        en: "locale, first_weekday, holidays, currency or color",
        ja: "locale、first_weekday、holidays、currency、color のいずれか",
        de: "locale, first_weekday, holidays, currency oder color"))

    /// `config get KEY`: the value, or exit 1 when it is not set.
    enum Get: Command {
        static let spec = CommandSpec(
            name: "config get", summary: LocalizedText(
                en: "print a key's value (exit 1 when it is not set)", ja: "キーの値を表示 (設定されていなければ終了コード 1)",
                de: "den Wert eines Schlüssels ausgeben (Exit-Code 1, wenn er nicht gesetzt ist)"),
            positionals: [keyArgument], countMessage: .usage(ErrorText.configArguments("get", usage: "KEY")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let path = try filePath(context)
            let key = try configKey(arguments.positionals[0], path: path)
            guard let value = try Context.readConfig(at: path)[key] else { return 1 }
            context.stdout.write(value + "\n")
            return 0
        }
    }

    /// `config set KEY VALUE`.
    enum Set: Command {
        static let spec = CommandSpec(
            name: "config set", summary: LocalizedText(en: "set a key", ja: "キーを設定", de: "einen Schlüssel setzen"),
            positionals: [keyArgument, PositionalSpec("VALUE", help: LocalizedText(
                en: "the new value", ja: "新しい値", de: "der neue Wert"))],
            countMessage: .usage(ErrorText.configArguments("set", usage: "KEY VALUE")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let path = try filePath(context)
            let key = try configKey(arguments.positionals[0], path: path)
            var file = try Context.configFile(at: path)
            do { try file.set(key, arguments.positionals[1]) } catch { throw CLIError.invalidInput(ErrorText.config(error, path: path)) }
            try write(file, to: path)
            return 0
        }
    }

    /// `config unset KEY`.
    enum Unset: Command {
        static let spec = CommandSpec(
            name: "config unset", summary: LocalizedText(
                en: "take a key out of the file", ja: "キーをファイルから外す", de: "einen Schlüssel aus der Datei nehmen"),
            positionals: [keyArgument], countMessage: .usage(ErrorText.configArguments("unset", usage: "KEY")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let path = try filePath(context)
            let key = try configKey(arguments.positionals[0], path: path)
            var file = try Context.configFile(at: path)
            file.unset(key)
            try write(file, to: path)
            return 0
        }
    }

    /// `config list`: every key that is set.
    enum List: Command {
        static let spec = CommandSpec(
            name: "config list", summary: LocalizedText(
                en: "print every key that is set", ja: "設定されているキーをすべて表示", de: "alle gesetzten Schlüssel ausgeben"),
            countMessage: .usage(ErrorText.configArguments("list", usage: "no KEY")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let settings = try Context.readConfig(at: try filePath(context))
            for key in ConfigKey.allCases { if let value = settings[key] { context.stdout.write("\(key.rawValue) = \(value)\n") } }
            return 0
        }
    }

    /// Writes the file whole (beside it, then renamed), creating its folder.
    private static func write(_ file: ConfigFile, to path: String) throws(CLIError) {
        try AtomicFile.makeFolder(of: path)
        let output = try AtomicFile(path: path, for: .owner)
        output.append(file.text)
        try output.commit()
    }
}
