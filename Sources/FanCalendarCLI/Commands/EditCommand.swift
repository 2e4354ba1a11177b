import FanCalendar
import FanCalendarApp

/// `fancal edit ID [options]`: changes the given fields of one record.
enum EditCommand: Command {
    static let following = Flag("following", help: LocalizedText(
        en: "change this occurrence of a series and every later one",
        ja: "繰り返しのこの回とそれ以降をすべて変更", de: "diesen Termin einer Serie und alle späteren ändern"))
    static let format = FormatOption([.text, .json], help: LocalizedText(en: "text or json", ja: "text または json", de: "text oder json"))

    static let spec = CommandSpec(
        name: "edit", summary: LocalizedText(en: "change a record", ja: "記録を変更", de: "einen Eintrag ändern"),
        positionals: [PositionalSpec("ID", help: LocalizedText(
            en: "the record's id (see `fancal list`)", ja: "記録の ID (`fancal list` で確認)",
            de: "die ID des Eintrags (siehe `fancal list`)"))],
        options: [RecordFields.date.spec, RecordFields.title.spec, following.spec] + RecordFields.editOptions + [format.spec],
        discussion: LocalizedText(
            en: """
                An empty value clears an optional field: --artist "" removes the artist, --time "" makes
                the record all-day. Changing --currency alone keeps the number: ¥12000 becomes €12000.00.
                Each edit raises the record's SEQUENCE, so calendar apps take the exported change.
                """,
            ja: """
                空の値は省略可能な項目を消す: --artist "" でアーティストを削除、--time "" で終日に
                なる。--currency だけを変えると数値はそのまま: 12000 円は 12000.00 ユーロになる。
                変更のたびに記録の SEQUENCE が上がり、カレンダーアプリがエクスポートした変更を
                取り込む。
                """,
            de: """
                Ein leerer Wert löscht ein optionales Feld: --artist "" entfernt den Künstler,
                --time "" macht den Eintrag ganztägig. Wird nur --currency geändert, bleibt die Zahl:
                aus 12000 Yen werden 12000,00 Euro. Jede Änderung erhöht die SEQUENCE des Eintrags,
                damit Kalender-Apps die exportierte Änderung übernehmen.
                """))

    static func validate(_ arguments: ParsedArguments) throws(CLIError) {
        let changing = [RecordFields.date.spec, RecordFields.title.spec] + RecordFields.options
        if !changing.contains(where: arguments.contains) {
            throw .usage(ErrorText.nothingToChange)
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try arguments[Self.format]
        let language = try context.language()
        let icons = try context.icons()
        let id = try InputParsing.recordID(arguments.positionals[0])
        let changes = try RecordFields.changesOfRecord(arguments, context)
        let home = try context.defaultCurrency()
        let saved = try RecordUseCases.edit(
            id: id, changes, following: arguments[Self.following], homeZone: context.homeZone, home: home,
            store: try context.writableStore(), now: context.now)
        switch saved {
        case .one(let record):
            RecordFields.report(record, .updated, format: format, language: language, icons: icons, context: context)
        case .series(let records):
            RecordFields.report(records, .updatedSeries, format: format, language: language, icons: icons, context: context)
        }
        return 0
    }
}
