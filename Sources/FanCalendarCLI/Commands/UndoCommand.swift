import FanCalendar
import FanCalendarApp

/// `fancal undo [import N]`: takes back the last change, or exactly what one import did;
/// `fancal undo --list` shows the recent changes and whether each can be taken back.
enum UndoCommand: Command {
    static let subcommands: [any Command.Type] = [Import.self]

    static let list = Flag("list", help: LocalizedText(
        en: "list the recent changes, newest first, the records each touched and whether undo can take it back",
        ja: "最近の変更を新しい順に、触れた記録と取り消せるかどうかとともに一覧する",
        de: "die letzten Änderungen auflisten, neueste zuerst, mit ihren Einträgen und ob undo sie zurücknehmen kann"))

    static let spec = CommandSpec(
        name: "undo", summary: LocalizedText(
            en: "take back the last change, or one import", ja: "直前の変更、または一つの取り込みを取り消す",
            de: "die letzte Änderung oder einen Import zurücknehmen"),
        options: [list.spec],
        discussion: LocalizedText(
            en: """
                fancal undo takes back the latest add, edit, delete, copy, import, restore,
                artist change or sync not yet taken back (a sync: what it downloaded and deleted
                here; the next sync carries that to the server); fancal undo import N removes exactly the records import N
                added and puts back the ones it updated as they were. Either is refused,
                changing nothing, when one of those records was changed since: undo the later
                change first. All or nothing. A restore is taken back whole: the database it
                replaced comes back, and the restored one is kept beside it as
                DB.before-undo-YYYYMMDDTHHMMSS. Changes of trips, tickets, budgets, rates,
                feeds and the sync's setup cannot be undone: when one is the latest, undo refuses
                and names it rather than skip past it. fancal undo --list shows the latest
                20 changes, newest first, naming their records by #id and title, and for
                each whether undo takes it next, later, or why it cannot.
                """,
            ja: """
                fancal undo は、まだ取り消していない直前の追加・変更・削除・複製・
                取り込み・復元・アーティストの変更・同期を取り消す (同期ではここに取り込んだ
                記録と削除した記録。次の同期がそれをサーバーに反映する)。fancal undo import N は取り込み N が追加した
                記録だけを消し、更新した記録を元に戻す。その記録がその後に変更されて
                いれば何もせずに断る (先に後の変更を取り消す)。すべて行うか、何もしない
                かのどちらか。復元の取り消しでは置き換える前のデータベースが戻り、
                復元したものは DB.before-undo-YYYYMMDDTHHMMSS として残す。遠征・チケット・
                予算・レート・フィード・同期の設定の変更は取り消せない。それが直前の
                変更なら、飛ばさずにその変更を示して断る。fancal undo --list は直近 20 件の
                変更を新しい順に、記録を #番号とタイトルで示し、次に取り消せるか、後で
                取り消せるか、取り消せない理由を表示する。
                """,
            de: """
                fancal undo nimmt die letzte noch nicht zurückgenommene Änderung (add, edit,
                delete, copy, import, restore, Künstler, sync: was sie hier geladen und
                gelöscht hat; die nächste Synchronisation trägt das zum Server) zurück; fancal undo import N entfernt genau die
                Einträge, die Import N hinzugefügt hat, und stellt die geänderten wieder her.
                Wurde einer dieser Einträge seither geändert, wird abgelehnt und nichts
                geändert. Alles oder nichts. Eine Wiederherstellung wird ganz zurückgenommen:
                die ersetzte Datenbank kommt zurück, die wiederhergestellte bleibt daneben als
                DB.before-undo-YYYYMMDDTHHMMSS erhalten. Änderungen an Reisen, Tickets,
                Budgets, Kursen, Feeds und der Einrichtung der Synchronisation lassen sich nicht
                zurücknehmen: ist eine davon die letzte, lehnt undo ab und nennt sie, statt sie
                zu überspringen. fancal undo --list zeigt die letzten 20 Änderungen,
                neueste zuerst, ihre Einträge mit #Nummer und Titel, und ob undo sie als
                Nächstes, später oder warum nicht zurücknehmen kann.
                """),
        subcommands: subcommands.map { $0.spec }, runsAlone: true, unknownSubcommand: { _, _ in ErrorText.undoArguments })

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        if arguments[Self.list] {
            return try list(try UndoUseCases.recent(store: try context.store()), context)
        }
        // Without a database there is nothing to undo, and none is created to say so.
        let undone = try UndoUseCases.undoLast(
            store: try context.writerCreatingNothing(), databasePath: try context.databasePath(), now: context.now)
        context.stdout.write(TerminalText.safe(UndoPhrase.undone(undone, try context.language())) + "\n")
        return 0
    }

    /// `fancal undo import N`: exactly what import N did.
    enum Import: Command {
        static let spec = CommandSpec(
            name: "undo import", summary: LocalizedText(
                en: "take back one import: its records go, the ones it updated come back",
                ja: "一つの取り込みを取り消す (追加した記録を消し、更新した記録を戻す)",
                de: "einen Import zurücknehmen: seine Einträge gehen, die geänderten kommen zurück"),
            positionals: [PositionalSpec("N", help: LocalizedText(
                en: "the import's number (see `fancal import --history`)", ja: "取り込みの番号 (`fancal import --history` で確認)",
                de: "die Nummer des Imports (siehe `fancal import --history`)"))],
            countMessage: .usage(ErrorText.undoArguments))

        /// `undo --list import N` names two things to do.
        static func validate(_ arguments: ParsedArguments) throws(CLIError) {
            if arguments[UndoCommand.list] { throw .usage(ErrorText.undoArguments) }
        }

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let text = arguments.positionals[0]
            guard let number = Int64(text), number > 0 else { throw CLIError.invalidInput(ErrorText.notAnImportNumber(text)) }
            let undone = try UndoUseCases.undoImport(number, store: try context.writerCreatingNothing())
            context.stdout.write(TerminalText.safe(UndoPhrase.undone(undone, try context.language())) + "\n")
            return 0
        }
    }

    /// `fancal undo --list`: the recent changes, newest first, what each did to which records and
    /// whether undo can take it back (a table: on a terminal the change's text gives way to fit,
    /// then the reason).
    static func list(_ changes: [RecentChange], _ context: Context) throws -> Int32 {
        let language = try context.language()
        guard !changes.isEmpty else {
            context.stdout.write(UndoPhrase.noChanges(language) + "\n")
            return 0
        }
        let headers = UndoPhrase.listHeaders(language)
        var table = TextTable(columns: zip(headers, [TextTable.Alignment.right, .left, .left, .left]).map {
            TextTable.Column(header: $0.0, alignment: $0.1)
        })
        for recent in changes {
            let moment = ZonedDateTime(instant: recent.change.at, zone: context.homeZone).local()
            table.append([
                String(recent.change.id), "\(moment.date) \(moment.time.shortDescription)",
                UndoPhrase.description(recent, language), UndoPhrase.status(recent)(language),
            ])
        }
        context.stdout.write(table.render(style: try context.textStyle(), maxWidth: context.tableWidth(), shrinkable: [2, 3]))
        return 0
    }

    /// `fancal import --history`: the imports, newest first, with their numbers.
    static func history(_ imports: [Change], _ context: Context) throws -> Int32 {
        let language = try context.language()
        guard !imports.isEmpty else {
            context.stdout.write(Phrase.noImports(language) + "\n")
            return 0
        }
        let headers = Phrase.importHistoryHeaders(language)
        var table = TextTable(columns: zip(headers, [TextTable.Alignment.right, .left, .left, .right, .right, .left]).map {
            TextTable.Column(header: $0.0, alignment: $0.1)
        })
        for change in imports {
            let moment = ZonedDateTime(instant: change.at, zone: context.homeZone).local()
            table.append([
                String(change.id), "\(moment.date) \(moment.time.shortDescription)", change.file ?? "",
                String(change.added), String(change.updated), change.undone ? Phrase.undoneMark(language) : "",
            ])
        }
        context.stdout.write(table.render(style: try context.textStyle()))
        return 0
    }
}
