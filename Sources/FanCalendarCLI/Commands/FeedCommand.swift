import FanCalendar
import FanCalendarApp

/// `fancal feed add|list|refresh|rm`: .ics feeds over HTTP(S), webcal or file.
enum FeedCommand: Command {
    static let spec = CommandSpec(
        name: "feed", summary: LocalizedText(
            en: "subscribe to .ics feeds and refresh them", ja: ".ics フィードを購読して更新する",
            de: ".ics-Feeds abonnieren und aktualisieren"),
        positionals: [
            PositionalSpec("ACTION", help: LocalizedText(
                en: "add NAME URL, list, refresh [NAME] or rm NAME", ja: "add NAME URL、list、refresh [NAME]、rm NAME のいずれか",
                de: "add NAME URL, list, refresh [NAME] oder rm NAME")),
            PositionalSpec("ARG", help: LocalizedText(
                en: "the feed's name, and for add its URL", ja: "フィード名 (add ではその後に URL)",
                de: "der Name des Feeds, bei add dazu seine URL"), optional: true, variadic: true),
        ],
        options: [
            OptionSpec("category", short: "c", value: "C", help: LocalizedText(
                en: "add: category of the feed's events that name none", ja: "add: カテゴリのないイベントのカテゴリ",
                de: "add: Kategorie der Ereignisse ohne Kategorie")),
            OptionSpec("artist", value: "A", help: LocalizedText(
                en: "add: artist of the feed's events that name none", ja: "add: アーティストのないイベントのアーティスト",
                de: "add: Künstler der Ereignisse ohne Künstler")),
            OptionSpec("default-currency", value: "CUR", help: LocalizedText(
                en: "add: currency of amounts without one", ja: "add: 通貨のない金額の通貨",
                de: "add: Währung für Beträge ohne Währung")),
            OptionSpec("user", value: "USER", help: LocalizedText(
                en: "add: the user of a private feed (the password from --password-command or ~/.netrc)",
                ja: "add: 非公開フィードのユーザー (パスワードは --password-command か ~/.netrc から)",
                de: "add: der Benutzer eines privaten Feeds (das Passwort aus --password-command oder ~/.netrc)")),
            OptionSpec("password-command", value: "CMD", help: LocalizedText(
                en: "add: a command printing the password (its first line; never stored itself)",
                ja: "add: パスワードを出力するコマンド (その1行目。パスワード自体は保存しない)",
                de: "add: ein Befehl, der das Passwort ausgibt (seine erste Zeile; das Passwort selbst wird nie gespeichert)")),
            OptionSpec("keep-records", help: LocalizedText(
                en: "rm: keep the feed's records", ja: "rm: フィードの記録を残す", de: "rm: die Einträge des Feeds behalten")),
            OptionSpec("allow-mass-delete", help: LocalizedText(
                en: "refresh: apply a feed that removes more than half of its records (emptied, cut short)",
                ja: "refresh: 記録の半分以上を削除するフィード (空、途中で切れた) も反映する",
                de: "refresh: auch einen Feed übernehmen, der mehr als die Hälfte seiner Einträge entfernt (leer, abgeschnitten)")),
        ],
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
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        let action = arguments.positionals[0]
        let rest = Array(arguments.positionals.dropFirst())
        func expect(_ count: ClosedRange<Int>, _ usage: String) throws(CLIError) {
            guard count.contains(rest.count) else { throw .usage(ErrorText.usageLine("feed \(usage)")) }
        }
        switch action {
        case "add":
            try expect(2...2, "add NAME URL [--category C] [--artist A] [--default-currency CUR] [--user USER [--password-command CMD]]")
            let category = try arguments.value("category").map { (text: String) throws(CLIError) in try InputParsing.category(text) }
            let currency = try arguments.value("default-currency").map { (text: String) throws(CLIError) in try InputParsing.currency(text) }
            let feed = try FeedUseCases.add(
                Feed(
                    name: rest[0], url: rest[1], category: category, artist: arguments.value("artist"), currency: currency,
                    user: arguments.value("user"), passwordCommand: arguments.value("password-command")),
                now: context.now, store: { try context.store(forWriting: true) })
            context.stdout.write(LocalizedText(
                en: "added feed \(feed.name): \(feed.url.shownURL); `fancal feed refresh \(feed.name)` fetches it\n",
                ja: "フィード \(feed.name) を追加しました: \(feed.url.shownURL)。`fancal feed refresh \(feed.name)` で取得します\n",
                de: "Feed \(feed.name) hinzugefügt: \(feed.url.shownURL); `fancal feed refresh \(feed.name)` ruft ihn ab\n")(language))
            return 0
        case "list":
            try expect(0...0, "list")
            for listing in try FeedUseCases.list(store: try context.store(forWriting: false)) {
                context.stdout.write(line(listing, context: context, language: language))
            }
            return 0
        case "refresh":
            try expect(0...1, "refresh [NAME] [--allow-mass-delete]")
            let settings = try context.networkSettings()
            let today = try context.today()
            let currency = try context.defaultCurrency()
            let store = try context.store(forWriting: true)
            var failed = false
            for name in try FeedUseCases.names(rest.first, store: store) {
                do {
                    let report = try FeedUseCases.refresh(
                        name: name, settings: settings, homeZone: context.homeZone, today: today,
                        defaultCurrency: currency, allowMassDelete: arguments.has("allow-mass-delete"), now: context.now,
                        store: store)
                    // The reader's rejections and warnings, as `fancal import` prints them.
                    for line in ImportCommand.messages(report.reading, name: name, language: language) {
                        context.stderr.write(line)
                    }
                    context.stdout.write(digest(report, language: language))
                } catch let error as AppError {
                    // One feed failing leaves the others to refresh; the exit code tells.
                    context.stderr.write("fancal: \(name): \(error.message(language))\n")
                    failed = true
                }
            }
            return failed ? 1 : 0
        case "rm":
            try expect(1...1, "rm NAME [--keep-records]")
            let deleted = try FeedUseCases.remove(
                name: rest[0], keepRecords: arguments.has("keep-records"), now: context.now, store: try context.store(forWriting: true))
            context.stdout.write(LocalizedText(
                en: "removed feed \(rest[0]) and \(deleted) record(s)\n",
                ja: "フィード \(rest[0]) と記録 \(deleted) 件を削除しました\n",
                de: "Feed \(rest[0]) und \(deleted) Eintrag/Einträge entfernt\n")(language))
            return 0
        default:
            throw CLIError.usage(ErrorText.unknownAction("feed", action, use: "add, list, refresh or rm", suggestion: nil))
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
