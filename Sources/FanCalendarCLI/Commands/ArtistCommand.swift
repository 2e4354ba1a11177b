import FanCalendar
import FanCalendarApp

/// `fancal artist add|list|edit|rm|merge`: who the fan follows.
enum ArtistCommand: CommandGroup {
    static let pagesLongOutput = true

    static let subcommands: [any Command.Type] = [Add.self, List.self, Edit.self, Remove.self, Merge.self]

    static let alias = Option("alias", value: "X", help: LocalizedText(
        en: "add another spelling (repeat for more)", ja: "別の表記を追加 (複数指定可)",
        de: "eine weitere Schreibweise hinzufügen (mehrfach möglich)")
    ) { text throws(CLIError) in
        guard !text.isEmpty else { throw .usage(ErrorText.emptyAlias) }
        return try InputParsing.line(text, name: "--alias")
    }
    static let removeAlias = Option("remove-alias", value: "X", help: LocalizedText(
        en: "take a spelling away (repeat for more)", ja: "別の表記を外す (複数指定可)",
        de: "eine Schreibweise entfernen (mehrfach möglich)")).line()
    static let aliases = Option("aliases", value: "A,B", help: LocalizedText(
        en: "replace every alias (\"\" removes them all)", ja: "別名をすべて置き換え (\"\" ですべて外す)",
        de: "alle Aliasse ersetzen (\"\" entfernt alle)")
    ) { list throws(CLIError) in
        var aliases: [String] = []
        for alias in InputParsing.listItems(list).map({ $0.trimmingWhitespace() }) where !alias.isEmpty {
            aliases.append(try InputParsing.line(alias, name: "--aliases"))
        }
        return aliases
    }
    /// The artist's color; for the other subcommands `--color` is the global auto|always|never.
    static let color = Option("color", value: "#RRGGBB", help: LocalizedText(
        en: "their color for calendars and charts (else auto, always or never)",
        ja: "推しカラー (カレンダーとグラフの色。ほかは auto, always, never)",
        de: "ihre Farbe für Kalender und Diagramme (sonst auto, always oder never)")
    ) { text throws(CLIError) -> RGBColor? in
        guard text.isEmpty || RGBColor(hex: text) != nil else { throw .invalidInput(ErrorText.notAColor(text)) }
        return RGBColor(hex: text)
    }
    static let birthday = Option("birthday", value: "MM-DD", help: LocalizedText(
        en: "shown on the calendar every year (10-04, 10/4)", ja: "誕生日 (毎年カレンダーに表示。10-04、10/4、10月4日)",
        de: "Geburtstag, jedes Jahr im Kalender (10-04, 4.10.)"))
    static let since = Option("since", value: "DATE", help: LocalizedText(
        en: "the day you started following them", ja: "推し始めた日", de: "der Tag, seit dem du Fan bist"))
    static let debut = Option("debut", value: "DATE", help: LocalizedText(en: "their debut", ja: "デビュー日", de: "ihr Debüt"))
    static let group = Option("group", value: "G", help: LocalizedText(
        en: "the group they belong to (\"\" for none)", ja: "所属グループ (\"\" で解除)",
        de: "die Gruppe, zu der sie gehören (\"\" für keine)"))
    static let name = Option("name", value: "NAME", help: LocalizedText(
        en: "a new name", ja: "新しい名前", de: "ein neuer Name")).line()

    private static let nameArgument = PositionalSpec("NAME", help: LocalizedText(
        en: "the artist (any of its spellings)", ja: "アーティスト (どの表記でもよい)",
        de: "der Künstler (jede seiner Schreibweisen)"))

    static let spec = CommandSpec(
        name: "artist", summary: LocalizedText(
            en: "set up the artists you follow: spellings, color, birthday", ja: "推しの設定 (表記ゆれ、推しカラー、誕生日)",
            de: "die Künstler einrichten, denen du folgst: Schreibweisen, Farbe, Geburtstag"),
        discussion: LocalizedText(
            en: """
                Records keep the artist as typed; reports, filters and calendars find the artist
                through any spelling, whatever its case or width (ＳＥＶＥＮＴＥＥＮ = SEVENTEEN).
                edit --alias adds a spelling, --remove-alias takes one away, --aliases A,B replaces
                them all and says which it removed: records written with a removed spelling no
                longer count for the artist.
                merge FROM INTO re-points FROM's records to INTO and keeps FROM's spellings as aliases.
                  fancal artist add SEVENTEEN --alias セブチ --alias SVT --color '#F7CAC9' --since 2022-05-26
                  fancal artist add ジョンハン --group SEVENTEEN --birthday 10-04
                """,
            ja: """
                記録のアーティストは入力したまま残る。集計・絞り込み・カレンダーは、大文字小文字や
                全角半角の違いを問わずどの表記からでもアーティストを見つける (ＳＥＶＥＮＴＥＥＮ =
                SEVENTEEN)。edit の --alias は表記を追加、--remove-alias は外し、--aliases A,B はすべて
                置き換えて外した表記を示す。外した表記で書かれた記録はそのアーティストに数えられなくなる。
                merge FROM INTO は FROM の記録を INTO に付け替え、FROM の表記を別名として残す。
                  fancal artist add SEVENTEEN --alias セブチ --alias SVT --color '#F7CAC9' --since 2022-05-26
                  fancal artist add ジョンハン --group SEVENTEEN --birthday 10-04
                """,
            de: """
                Einträge behalten den Künstler, wie er getippt wurde; Berichte, Filter und Kalender
                finden ihn über jede Schreibweise, gleich welcher Groß- oder Breitschreibung
                (ＳＥＶＥＮＴＥＥＮ = SEVENTEEN). edit --alias fügt eine Schreibweise hinzu,
                --remove-alias entfernt eine, --aliases A,B ersetzt alle und nennt die entfernten:
                so geschriebene Einträge zählen nicht mehr für den Künstler. merge FROM INTO hängt
                die Einträge von FROM an INTO und behält die Schreibweisen von FROM als Aliasse.
                  fancal artist add SEVENTEEN --alias セブチ --alias SVT --color '#F7CAC9' --since 2022-05-26
                  fancal artist add ジョンハン --group SEVENTEEN --birthday 10-04
                """),
        subcommands: subcommands.map { $0.spec },
        unknownSubcommand: { word, suggestion in
            ErrorText.unknownAction("artist", word, use: "add, list, edit, rm or merge", suggestion: suggestion)
        },
        siblingOption: { subcommand, option in
            subcommand == "artist add" && option == "name" ? ErrorText.artistAddName : ErrorText.optionNotTaken(subcommand, option)
        })

    /// `artist add NAME`.
    enum Add: Command {
        static let spec = CommandSpec(
            name: "artist add", summary: LocalizedText(
                en: "add an artist you follow", ja: "推しを追加", de: "einen Künstler hinzufügen, dem du folgst"),
            positionals: [nameArgument], options: [alias.spec, color.spec, birthday.spec, since.spec, debut.spec, group.spec],
            countMessage: .namedWithParentHelp)

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            var changes = try ArtistCommand.changes(arguments, today: context.today, order: DateOrder(language))
            changes.name = try InputParsing.line(arguments.positionals[0], name: "NAME")
            let artist = try ArtistUseCases.add(changes, now: context.now, store: { try context.writableStore() })
            context.stdout.write(ArtistFormatting.saved(artist, .added, language: language))
            return 0
        }
    }

    /// `artist list`: every artist with their spellings, color and days.
    enum List: Command {
        static let spec = CommandSpec(
            name: "artist list", summary: LocalizedText(
                en: "every artist you follow", ja: "推しの一覧", de: "alle Künstler, denen du folgst"),
            countMessage: .namedWithParentHelp)

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let artists = try ArtistUseCases.list(store: try context.store())
            context.stdout.write(
                ArtistFormatting.table(
                    artists, today: try context.today(), language: try context.language(), style: try context.textStyle()))
            return 0
        }
    }

    /// `artist edit NAME`.
    enum Edit: Command {
        static let spec = CommandSpec(
            name: "artist edit", summary: LocalizedText(
                en: "change an artist: name, spellings, color, days", ja: "推しを変更 (名前、表記、推しカラー、日付)",
                de: "einen Künstler ändern: Name, Schreibweisen, Farbe, Tage"),
            positionals: [nameArgument],
            options: [
                alias.spec, removeAlias.spec, aliases.spec, color.spec, birthday.spec, since.spec, debut.spec, group.spec,
                name.spec,
            ],
            countMessage: .namedWithParentHelp)

        static func validate(_ arguments: ParsedArguments) throws(CLIError) {
            if arguments.contains(aliases), let given = [alias, removeAlias].first(where: arguments.contains) {
                throw .usage(ErrorText.aliasesReplaceAll(given.spec.name))
            }
        }

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let changes = try ArtistCommand.changes(arguments, today: context.today, order: DateOrder(language))
            let (artist, removed) = try ArtistUseCases.edit(
                arguments.positionals[0], changes, now: context.now, store: try context.writableStore())
            context.stdout.write(ArtistFormatting.saved(artist, .updated, language: language))
            if !removed.isEmpty {
                context.stdout.write(ArtistFormatting.removedAliases(removed, of: artist, language: language))
            }
            return 0
        }
    }

    /// `artist rm NAME`.
    enum Remove: Command {
        static let spec = CommandSpec(
            name: "artist rm", summary: LocalizedText(
                en: "remove an artist (their records stay)", ja: "推しを削除 (記録は残る)",
                de: "einen Künstler entfernen (seine Einträge bleiben)"),
            positionals: [nameArgument], countMessage: .namedWithParentHelp)

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let artist = try ArtistUseCases.remove(arguments.positionals[0], now: context.now, store: try context.writableStore())
            context.stdout.write(ArtistFormatting.removed(artist, language: try context.language()))
            return 0
        }
    }

    /// `artist merge NAME INTO`.
    enum Merge: Command {
        static let spec = CommandSpec(
            name: "artist merge", summary: LocalizedText(
                en: "move an artist's records and spellings to another", ja: "推しの記録と表記を別の推しにまとめる",
                de: "die Einträge und Schreibweisen eines Künstlers zu einem anderen verschieben"),
            positionals: [
                PositionalSpec("NAME", help: LocalizedText(
                    en: "the artist that goes (any of its spellings)", ja: "まとめられるアーティスト (どの表記でもよい)",
                    de: "der Künstler, der aufgeht (jede seiner Schreibweisen)")),
                PositionalSpec("INTO", help: LocalizedText(
                    en: "the artist that stays", ja: "残すアーティスト", de: "der Künstler, der bleibt")),
            ],
            countMessage: .namedWithParentHelp)

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let from = arguments.positionals[0]
            let (artist, moved) = try ArtistUseCases.merge(
                from, into: arguments.positionals[1], store: try context.writableStore(), now: context.now)
            context.stdout.write(ArtistFormatting.merged(from, into: artist, records: moved, language: try context.language()))
            return 0
        }
    }

    /// The settings `add` and `edit` share, read and checked; dates in the user's order.
    private static func changes(
        _ arguments: ParsedArguments, today: () throws(CLIError) -> CivilDate, order: DateOrder
    ) throws -> ArtistUseCases.Changes {
        var changes = ArtistUseCases.Changes()
        changes.name = try arguments[Self.name]
        changes.addedAliases = try arguments[every: Self.alias]
        changes.removedAliases = try arguments[every: Self.removeAlias]
        changes.aliases = try arguments[Self.aliases]
        changes.color = try arguments[Self.color]
        if let text = try arguments[Self.birthday] {
            let birthday = DateInput.dayOfYear(text, order: order)
            guard text.isEmpty || birthday != nil else {
                throw CLIError.invalidInput(ErrorText.notADayOfYear(text))
            }
            changes.birthday = .some(birthday)
        }
        /// Outer nil: not given; inner nil: "" (removed).
        func day(_ option: Option<String>) throws -> CivilDate?? {
            guard let text = try arguments[option] else { return nil }
            return .some(text.isEmpty ? nil : try InputParsing.date(text, today: try today(), order: order, option: "--" + option.spec.name))
        }
        changes.since = try day(Self.since)
        changes.debut = try day(Self.debut)
        if let group = try arguments[Self.group] {
            changes.group = group.isEmpty ? "" : try InputParsing.line(group, name: "--group")
        }
        return changes
    }
}
