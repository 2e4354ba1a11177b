import FanCalendar
import FanCalendarApp

/// `fancal artist add|list|edit|rm|merge`: who the fan follows.
enum ArtistCommand: Command {
    static let pagesLongOutput = true

    static let actions = ["add", "list", "edit", "rm", "merge"]

    static let spec = CommandSpec(
        name: "artist", summary: LocalizedText(
            en: "set up the artists you follow: spellings, color, birthday", ja: "推しの設定 (表記ゆれ、推しカラー、誕生日)",
            de: "die Künstler einrichten, denen du folgst: Schreibweisen, Farbe, Geburtstag"),
        positionals: [
            PositionalSpec("ACTION", help: LocalizedText(
                en: "add, list, edit, rm or merge", ja: "add, list, edit, rm, merge のいずれか",
                de: "add, list, edit, rm oder merge")),
            PositionalSpec("NAME", help: LocalizedText(
                en: "the artist (any of its spellings)", ja: "アーティスト (どの表記でもよい)",
                de: "der Künstler (jede seiner Schreibweisen)"), optional: true),
            PositionalSpec("INTO", help: LocalizedText(
                en: "merge: the artist that stays", ja: "merge: 残すアーティスト", de: "merge: der Künstler, der bleibt"),
                optional: true),
        ],
        options: [
            OptionSpec("alias", value: "X", help: LocalizedText(
                en: "add another spelling (repeat for more)", ja: "別の表記を追加 (複数指定可)",
                de: "eine weitere Schreibweise hinzufügen (mehrfach möglich)")),
            OptionSpec("remove-alias", value: "X", help: LocalizedText(
                en: "edit: take a spelling away (repeat for more)", ja: "edit: 別の表記を外す (複数指定可)",
                de: "edit: eine Schreibweise entfernen (mehrfach möglich)")),
            OptionSpec("aliases", value: "A,B", help: LocalizedText(
                en: "edit: replace every alias (\"\" removes them all)", ja: "edit: 別名をすべて置き換え (\"\" ですべて外す)",
                de: "edit: alle Aliasse ersetzen (\"\" entfernt alle)")),
            OptionSpec("color", value: "#RRGGBB", help: LocalizedText(
                en: "add, edit: their color for calendars and charts (else auto, always or never)",
                ja: "add, edit: 推しカラー (カレンダーとグラフの色。ほかは auto, always, never)",
                de: "add, edit: ihre Farbe für Kalender und Diagramme (sonst auto, always oder never)")),
            OptionSpec("birthday", value: "MM-DD", help: LocalizedText(
                en: "shown on the calendar every year (10-04, 10/4)", ja: "誕生日 (毎年カレンダーに表示。10-04、10/4、10月4日)",
                de: "Geburtstag, jedes Jahr im Kalender (10-04, 4.10.)")),
            OptionSpec("since", value: "DATE", help: LocalizedText(
                en: "the day you started following them", ja: "推し始めた日", de: "der Tag, seit dem du Fan bist")),
            OptionSpec("debut", value: "DATE", help: LocalizedText(
                en: "their debut", ja: "デビュー日", de: "ihr Debüt")),
            OptionSpec("group", value: "G", help: LocalizedText(
                en: "the group they belong to (\"\" for none)", ja: "所属グループ (\"\" で解除)",
                de: "die Gruppe, zu der sie gehören (\"\" für keine)")),
            OptionSpec("name", value: "NAME", help: LocalizedText(
                en: "edit: a new name", ja: "edit: 新しい名前", de: "edit: ein neuer Name")),
        ],
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
                """))

    static func validate(_ arguments: ParsedArguments) throws(CLIError) {
        let action = arguments.positionals[0]
        guard actions.contains(action) else {
            throw .usage(ErrorText.unknownAction(
                "artist", action, use: "add, list, edit, rm or merge", suggestion: Suggestions.closest(to: action, among: actions)))
        }
        let names = arguments.positionals.count - 1
        let needed = action == "list" ? 0 : action == "merge" ? 2 : 1
        if names < needed {
            throw .usage(ErrorText.missingPlaceholder("artist \(action)", needed == 2 && names == 1 ? "INTO" : "NAME"))
        }
        if names > needed {
            throw .usage(ErrorText.unexpectedArgument("artist \(action)", arguments.positionals[needed + 1]))
        }
        // `--color` is the artist's color for add and edit, and the global auto|always|never
        // for the others.
        let settings = ["alias", "birthday", "since", "debut", "group", "name"]
        if action != "add" && action != "edit", let given = settings.first(where: arguments.has) {
            throw .usage(ErrorText.optionNotTaken("artist \(action)", given))
        }
        if action == "add" && arguments.has("name") { throw .usage(ErrorText.artistAddName) }
        if action != "edit", let given = ["remove-alias", "aliases"].first(where: arguments.has) {
            throw .usage(ErrorText.optionNotTaken("artist \(action)", given))
        }
        if arguments.has("aliases"), let given = ["alias", "remove-alias"].first(where: arguments.has) {
            throw .usage(ErrorText.aliasesReplaceAll(given))
        }
        if arguments.values["alias", default: []].contains(where: \.isEmpty) { throw .usage(ErrorText.emptyAlias) }
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        let names = Array(arguments.positionals.dropFirst())
        switch arguments.positionals[0] {
        case "add":
            var changes = try self.changes(arguments, today: context.today, order: DateOrder(language))
            changes.name = try InputParsing.line(names[0], name: "NAME")
            let artist = try ArtistUseCases.add(changes, now: context.now, store: { try context.store(forWriting: true) })
            context.stdout.write(ArtistFormatting.saved(artist, .added, language: language))
        case "edit":
            let changes = try self.changes(arguments, today: context.today, order: DateOrder(language))
            let (artist, removed) = try ArtistUseCases.edit(names[0], changes, now: context.now, store: try context.store(forWriting: true))
            context.stdout.write(ArtistFormatting.saved(artist, .updated, language: language))
            if !removed.isEmpty {
                context.stdout.write(ArtistFormatting.removedAliases(removed, of: artist, language: language))
            }
        case "rm":
            let artist = try ArtistUseCases.remove(names[0], now: context.now, store: try context.store(forWriting: true))
            context.stdout.write(ArtistFormatting.removed(artist, language: language))
        case "merge":
            let (artist, moved) = try ArtistUseCases.merge(
                names[0], into: names[1], store: try context.store(forWriting: true), now: context.now)
            context.stdout.write(ArtistFormatting.merged(names[0], into: artist, records: moved, language: language))
        default:
            let artists = try ArtistUseCases.list(store: try context.store(forWriting: false))
            context.stdout.write(
                ArtistFormatting.table(
                    artists, today: try context.today(), language: language, style: try context.textStyle()))
        }
        return 0
    }

    private static func changes(
        _ arguments: ParsedArguments, today: () throws(CLIError) -> CivilDate, order: DateOrder
    ) throws(CLIError) -> ArtistUseCases.Changes {
        var changes = ArtistUseCases.Changes()
        if let name = arguments.value("name") { changes.name = try InputParsing.line(name, name: "--name") }
        for alias in arguments.values["alias", default: []] {
            changes.addedAliases.append(try InputParsing.line(alias, name: "--alias"))
        }
        for alias in arguments.values["remove-alias", default: []] {
            changes.removedAliases.append(try InputParsing.line(alias, name: "--remove-alias"))
        }
        if let list = arguments.value("aliases") {
            var aliases: [String] = []
            for alias in InputParsing.listItems(list).map({ $0.trimmingWhitespace() }) where !alias.isEmpty {
                aliases.append(try InputParsing.line(alias, name: "--aliases"))
            }
            changes.aliases = aliases
        }
        if let text = arguments.value("color") {
            guard text.isEmpty || RGBColor(hex: text) != nil else {
                throw .invalidInput(ErrorText.notAColor(text))
            }
            changes.color = .some(RGBColor(hex: text))
        }
        if let text = arguments.value("birthday") {
            let birthday = DateInput.dayOfYear(text, order: order)
            guard text.isEmpty || birthday != nil else {
                throw .invalidInput(ErrorText.notADayOfYear(text))
            }
            changes.birthday = .some(birthday)
        }
        for option in ["since", "debut"] {
            guard let text = arguments.value(option) else { continue }
            let date = text.isEmpty ? nil : try InputParsing.date(text, today: try today(), order: order, option: "--" + option)
            if option == "since" { changes.since = .some(date) } else { changes.debut = .some(date) }
        }
        if let group = arguments.value("group") {
            changes.group = group.isEmpty ? "" : try InputParsing.line(group, name: "--group")
        }
        return changes
    }
}
