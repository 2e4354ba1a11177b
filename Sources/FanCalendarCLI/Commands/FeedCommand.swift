import FanCalendar
import FanCalendarApp

/// `fancal feed add|list|refresh|rm`: .ics feeds over HTTP(S), webcal or file.
enum FeedCommand: CommandGroup {
    static let subcommands: [any Command.Type] = [Add.self, List.self, Refresh.self, Remove.self]

    static let spec = CommandSpec(
        name: "feed", summary: LocalizedText(
            en: "subscribe to .ics feeds and refresh them", ja: ".ics フィードを購読して更新する",
            de: ".ics-Feeds abonnieren und aktualisieren"),
        discussion: LocalizedText(
            en: """
                webcal:// is fetched as https://. A refresh asks only for a changed feed (ETag,
                Last-Modified), applies the feed's new state in one transaction and prints what
                changed, event by event. An event you edited in fancal keeps what you set; the
                feed's changes of the other fields (time, title, venue) reach it. The feed never
                deletes it: when the feed drops it, it is kept and counted as kept in `feed list`.
                An event you deleted stays deleted. A refresh that would remove more than half of
                the feed's records changes nothing unless --allow-mass-delete. The feed's events
                are your schedule until you adopt them (an amount, an edit, a ticket): only then
                do `wrapped`, `summary` and `next` count them.
                FANCAL_HTTP_TIMEOUT (seconds, default 30) and FANCAL_HTTP_MAX_BYTES (default 32 MiB)
                bound each fetch.
                """,
            ja: """
                webcal:// は https:// として取得する。更新は変わったフィードだけを要求し (ETag、
                Last-Modified)、フィードの新しい状態を1つのトランザクションで反映して、変わった内容を
                イベントごとに表示する。fancal で編集したイベントは設定した内容を保ち、それ以外の
                項目 (時刻、タイトル、会場) のフィードの変更は反映する。フィードが削除することはなく、
                フィードから消えたときは残し、`feed list` で残した件数として数える。削除した
                イベントは削除したまま。記録の半分以上を削除する更新は --allow-mass-delete が
                なければ何も変更しない。フィードのイベントは取り込む (金額、編集、チケット) までは
                予定で、`wrapped`、`summary`、`next` はその後で数える。
                取得ごとの上限は FANCAL_HTTP_TIMEOUT (秒、既定 30) と FANCAL_HTTP_MAX_BYTES
                (既定 32 MiB)。
                """,
            de: """
                webcal:// wird als https:// abgerufen. Eine Aktualisierung fragt nur nach einem
                geänderten Feed (ETag, Last-Modified), übernimmt den neuen Stand in einer Transaktion
                und zeigt je Ereignis, was sich geändert hat. Ein in fancal bearbeitetes Ereignis
                behält, was du gesetzt hast; Änderungen des Feeds an den übrigen Feldern (Zeit, Titel,
                Ort) erreichen es. Der Feed löscht es nie: Fällt es aus dem Feed, bleibt es und wird in
                `feed list` als behalten gezählt. Ein gelöschtes Ereignis bleibt gelöscht. Eine
                Aktualisierung, die mehr als die Hälfte der Einträge entfernen würde, ändert nichts
                ohne --allow-mass-delete. Die Ereignisse eines Feeds sind Termine, bis du sie
                übernimmst (Betrag, Bearbeitung, Ticket): erst dann zählen `wrapped`, `summary` und
                `next` sie. FANCAL_HTTP_TIMEOUT (Sekunden, Standard 30) und
                FANCAL_HTTP_MAX_BYTES (Standard 32 MiB) begrenzen jeden Abruf.
                """),
        subcommands: subcommands.map { $0.spec },
        unknownSubcommand: { word, suggestion in
            ErrorText.unknownAction("feed", word, use: "add, list, refresh or rm", suggestion: suggestion)
        })

    private static let nameArgument = PositionalSpec("NAME", help: LocalizedText(
        en: "the feed's name", ja: "フィード名", de: "der Name des Feeds"))

    /// `feed add NAME URL`: subscribes; the first refresh fetches.
    enum Add: Command {
        static let category = SharedOptions.category(help: LocalizedText(
            en: "category of the feed's events that name none", ja: "カテゴリのないイベントのカテゴリ",
            de: "Kategorie der Ereignisse ohne Kategorie"))
        static let artist = SharedOptions.artist(help: LocalizedText(
            en: "artist of the feed's events that name none", ja: "アーティストのないイベントのアーティスト",
            de: "Künstler der Ereignisse ohne Künstler"))
        static let currency = SharedOptions.currency("default-currency", help: LocalizedText(
            en: "currency of amounts without one", ja: "通貨のない金額の通貨", de: "Währung für Beträge ohne Währung"))
        static let user = Option("user", value: "USER", help: LocalizedText(
            en: "the user of a private feed (the password from --password-command or ~/.netrc)",
            ja: "非公開フィードのユーザー (パスワードは --password-command か ~/.netrc から)",
            de: "der Benutzer eines privaten Feeds (das Passwort aus --password-command oder ~/.netrc)"))
        static let passwordCommand = Option("password-command", value: "CMD", help: LocalizedText(
            en: "a command printing the password (its first line; never stored itself)",
            ja: "パスワードを出力するコマンド (その1行目。パスワード自体は保存しない)",
            de: "ein Befehl, der das Passwort ausgibt (seine erste Zeile; das Passwort selbst wird nie gespeichert)"))

        static let spec = CommandSpec(
            name: "feed add", summary: LocalizedText(
                en: "subscribe to a feed", ja: "フィードを購読する", de: "einen Feed abonnieren"),
            positionals: [nameArgument, PositionalSpec("URL", help: LocalizedText(
                en: "https://, http://, webcal:// or file:// URL of the .ics", ja: ".ics の https://、http://、webcal://、file:// の URL",
                de: "https://-, http://-, webcal://- oder file://-URL der .ics"))],
            options: [category.spec, artist.spec, currency.spec, user.spec, passwordCommand.spec],
            countMessage: .usage(ErrorText.usageLine(
                "feed add NAME URL [--category C] [--artist A] [--default-currency CUR] [--user USER [--password-command CMD]]")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let feed = try FeedUseCases.add(
                Feed(
                    name: arguments.positionals[0], url: arguments.positionals[1], category: try arguments[Self.category],
                    artist: try arguments[Self.artist], currency: try arguments[Self.currency], user: try arguments[Self.user],
                    passwordCommand: try arguments[Self.passwordCommand]),
                now: context.now, store: { try context.writableStore() })
            context.stdout.write(LocalizedText(
                en: "added feed \(feed.name): \(feed.url.shownURL); `fancal feed refresh \(feed.name)` fetches it\n",
                ja: "フィード \(feed.name) を追加しました: \(feed.url.shownURL)。`fancal feed refresh \(feed.name)` で取得します\n",
                de: "Feed \(feed.name) hinzugefügt: \(feed.url.shownURL); `fancal feed refresh \(feed.name)` ruft ihn ab\n")(try context.language()))
            return 0
        }
    }

    /// `feed list`: each feed with its count of events and last refresh.
    enum List: Command {
        static let spec = CommandSpec(
            name: "feed list", summary: LocalizedText(
                en: "each feed, its events and its last refresh", ja: "各フィードとそのイベント数、最終更新",
                de: "jeder Feed, seine Ereignisse und seine letzte Aktualisierung"),
            countMessage: .usage(ErrorText.usageLine("feed list")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            for listing in try FeedUseCases.list(store: try context.store()) {
                context.stdout.write(line(listing, context: context, language: language))
            }
            return 0
        }
    }

    /// `feed refresh [NAME]`: every feed, or one.
    enum Refresh: Command {
        static let allowMassDelete = Flag("allow-mass-delete", help: LocalizedText(
            en: "apply a feed that removes more than half of its records (emptied, cut short)",
            ja: "記録の半分以上を削除するフィード (空、途中で切れた) も反映する",
            de: "auch einen Feed übernehmen, der mehr als die Hälfte seiner Einträge entfernt (leer, abgeschnitten)"))

        static let spec = CommandSpec(
            name: "feed refresh", summary: LocalizedText(
                en: "fetch every feed, or one, and apply what changed", ja: "すべての (または1つの) フィードを取得して変更を反映",
                de: "jeden Feed oder einen abrufen und Änderungen übernehmen"),
            positionals: [PositionalSpec("NAME", help: LocalizedText(
                en: "the feed's name (default: every feed)", ja: "フィード名 (既定: すべてのフィード)",
                de: "der Name des Feeds (Standard: jeder Feed)"), optional: true)],
            options: [allowMassDelete.spec],
            countMessage: .usage(ErrorText.usageLine("feed refresh [NAME] [--allow-mass-delete]")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let settings = try context.networkSettings()
            let today = try context.today()
            let currency = try context.defaultCurrency()
            let store = try context.writableStore()
            var failed = false
            try FeedUseCases.refresh(
                arguments.positionals.first, settings: settings, homeZone: context.homeZone, today: today,
                defaultCurrency: currency, allowMassDelete: arguments[Self.allowMassDelete], now: context.now, store: store
            ) { name, outcome in
                switch outcome {
                case .success(let report):
                    // The reader's rejections and warnings, as `fancal import` prints them.
                    for line in ImportCommand.messages(report.reading, name: name, language: language) {
                        context.stderr.write(line)
                    }
                    context.stdout.write(digest(report, language: language))
                case .failure(let error):
                    // One feed failing leaves the others to refresh; the exit code tells.
                    context.stderr.write("fancal: \(name): \(error.message(language))\n")
                    failed = true
                }
            }
            return failed ? 1 : 0
        }
    }

    /// `feed rm NAME [--keep-records]`.
    enum Remove: Command {
        static let keepRecords = Flag("keep-records", help: LocalizedText(
            en: "keep the feed's records", ja: "フィードの記録を残す", de: "die Einträge des Feeds behalten"))

        static let spec = CommandSpec(
            name: "feed rm", summary: LocalizedText(
                en: "unsubscribe, deleting the feed's records", ja: "購読をやめ、フィードの記録を削除",
                de: "das Abo beenden und die Einträge des Feeds löschen"),
            positionals: [nameArgument], options: [keepRecords.spec],
            countMessage: .usage(ErrorText.usageLine("feed rm NAME [--keep-records]")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let name = arguments.positionals[0]
            let deleted = try FeedUseCases.remove(
                name: name, keepRecords: arguments[Self.keepRecords], now: context.now, store: try context.writableStore())
            context.stdout.write(LocalizedText(
                en: "removed feed \(name) and \(deleted) record(s)\n",
                ja: "フィード \(name) と記録 \(deleted) 件を削除しました\n",
                de: "Feed \(name) und \(deleted) Eintrag/Einträge entfernt\n")(try context.language()))
            return 0
        }
    }

    /// `tour: 2 added, 1 changed (venue), 1 removed`.
    static func digest(_ report: FeedUseCases.RefreshReport, language: Language) -> String {
        if report.notModified {
            return LocalizedText(
                en: "\(report.feed): not modified", ja: "\(report.feed): 変更なし", de: "\(report.feed): unverändert")(language) + "\n"
        }
        let separator = language == .ja ? "、" : ", "
        let fields = report.changedFields.map { $0.displayName(language) }.joined(separator: separator)
        let changedDetail = fields.isEmpty ? "" : " (\(fields))"
        var parts = [
            LocalizedText(en: "\(report.added) added", ja: "追加 \(report.added)", de: "\(report.added) hinzugefügt"),
            LocalizedText(
                en: "\(report.changed) changed\(changedDetail)", ja: "変更 \(report.changed)\(changedDetail)",
                de: "\(report.changed) geändert\(changedDetail)"),
            LocalizedText(en: "\(report.removed) removed", ja: "削除 \(report.removed)", de: "\(report.removed) entfernt"),
        ]
        if report.kept > 0 {
            parts.append(LocalizedText(
                en: "\(report.kept) kept (edited here, gone from the feed)", ja: "保持 \(report.kept) (こちらで編集済み、フィードから消えた)",
                de: "\(report.kept) behalten (hier bearbeitet, nicht mehr im Feed)"))
        }
        if !report.editedHere.isEmpty {
            let count = report.editedHere.count
            parts.append(LocalizedText(
                en: "\(count) not updated (edited here)", ja: "未更新 \(count) (こちらで編集済み)",
                de: "\(count) nicht aktualisiert (hier bearbeitet)"))
        }
        if report.alreadyStored > 0 {
            parts.append(LocalizedText(
                en: "\(report.alreadyStored) skipped (already stored)", ja: "スキップ \(report.alreadyStored) (保存済み)",
                de: "\(report.alreadyStored) übersprungen (schon gespeichert)"))
        }
        if report.rejected > 0 {
            parts.append(LocalizedText(en: "\(report.rejected) rejected", ja: "拒否 \(report.rejected)", de: "\(report.rejected) abgelehnt"))
        }
        var lines = ["\(report.feed): " + parts.map { $0(language) }.joined(separator: separator)]
        // Each event by id and title (from the feed, escaped), with what changed.
        func event(_ event: FeedUseCases.EventChange, _ what: String) {
            lines.append("  #\(event.recordID) \(TerminalText.safe(event.title)): \(what)")
        }
        for change in report.changes {
            event(change, change.fields.map { $0.displayName(language) }.joined(separator: separator))
        }
        for removal in report.removals {
            event(removal, LocalizedText(en: "removed", ja: "削除", de: "entfernt")(language))
        }
        for kept in report.keptEvents {
            event(kept, LocalizedText(
                en: "kept (edited here, gone from the feed)", ja: "保持 (こちらで編集済み、フィードから消えた)",
                de: "behalten (hier bearbeitet, nicht mehr im Feed)")(language))
        }
        for notUpdated in report.editedHere {
            event(notUpdated, LocalizedText(
                en: "not updated (edited here)", ja: "未更新 (こちらで編集済み)", de: "nicht aktualisiert (hier bearbeitet)")(language))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(_ listing: FeedUseCases.Listing, context: Context, language: Language) -> String {
        let feed = listing.feed
        var fields = [feed.name, feed.url.shownURL]
        fields.append(LocalizedText(
            en: "\(listing.items) events", ja: "イベント \(listing.items) 件", de: "\(listing.items) Ereignisse")(language)
            + (listing.kept > 0 ? LocalizedText(
                en: " (\(listing.kept) kept)", ja: " (保持 \(listing.kept))", de: " (\(listing.kept) behalten)")(language) : ""))
        fields.append(feed.refreshed.map {
            LocalizedText(en: "refreshed ", ja: "更新 ", de: "aktualisiert ")(language) + context.localTime($0)
        } ?? LocalizedText(en: "never refreshed", ja: "未取得", de: "nie aktualisiert")(language))
        if let etag = feed.etag { fields.append("ETag \(etag.escapingControlCharacters)") }
        return fields.joined(separator: "  ") + "\n"
    }
}
