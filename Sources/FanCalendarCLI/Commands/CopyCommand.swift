import FanCalendar
import FanCalendarApp

/// `fancal copy ID [options]`: saves a copy of a record as a new one, changing what is given.
enum CopyCommand: Command {
    static let format = FormatOption([.text, .json], help: LocalizedText(en: "text or json", ja: "text または json", de: "text oder json"))

    static let spec = CommandSpec(
        name: "copy", summary: LocalizedText(
            en: "copy a record to a new one", ja: "記録を複製して新しい記録にする",
            de: "einen Eintrag als neuen kopieren"),
        positionals: [PositionalSpec("ID", help: LocalizedText(
            en: "the record to copy (see `fancal list`)", ja: "複製する記録の ID (`fancal list` で確認)",
            de: "der zu kopierende Eintrag (siehe `fancal list`)"))],
        options: [
            RecordFields.date.withHelp(LocalizedText(
                en: "the copy's day (default: the record's)", ja: "複製の日付 (既定: 元の記録と同じ)",
                de: "der Tag der Kopie (Standard: der des Eintrags)")).spec,
            RecordFields.title.spec,
        ] + RecordFields.options + [format.spec],
        discussion: .examples(
            [
                #"fancal copy 12 --date 2027-01-24"#,
                #"fancal copy 12 --date 12/31 --amount 3,300 --title "FC monthly fee""#,
            ],
            german: [
                #"fancal copy 12 --date 2027-01-24"#,
                #"fancal copy 12 --date 31.12. --amount 3.300 --title "FC monthly fee""#,
            ]))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try arguments[Self.format]
        let language = try context.language()
        let icons = try context.icons()
        let id = try InputParsing.recordID(arguments.positionals[0])
        let changes = try RecordFields.changesOfRecord(arguments, context)
        let saved = try RecordUseCases.copy(
            id: id, changes, homeZone: context.homeZone, home: try context.defaultCurrency(),
            store: try context.writableStore(), now: context.now)
        RecordFields.report(saved, .copied, format: format, language: language, icons: icons, context: context)
        return 0
    }
}
