import FanCalendar
import FanCalendarApp

/// `fancal sync setup|status` and `fancal sync`: two-way sync with a CalDAV calendar.
enum SyncCommand: Command {
    static let subcommands: [any Command.Type] = [Setup.self, Status.self]

    static let dryRun = Flag("dry-run", short: "n", help: LocalizedText(
        en: "show what a sync would do; change nothing", ja: "同期で何が起きるかを表示するだけで何も変えない",
        de: "zeigen, was eine Synchronisierung täte; nichts ändern"))
    static let prefer = Option("prefer", value: "SIDE", help: LocalizedText(
        en: "resolve conflicts: local (fancal wins) or remote (the server wins)",
        ja: "競合の解決: local (fancal を優先) か remote (サーバーを優先)",
        de: "Konflikte lösen: local (fancal gewinnt) oder remote (der Server gewinnt)")
    ) { text throws(CLIError) -> SyncPlan.Preference in
        switch text {
        case "local": .local
        case "remote": .remote
        default: throw .invalidInput(ErrorText.notAPreference(text))
        }
    }
    static let yes = Flag("yes", short: "y", help: LocalizedText(
        en: "do the first sync of a calendar (otherwise a dry run)", ja: "カレンダーの初回同期を実行する (なければドライラン)",
        de: "die erste Synchronisierung eines Kalenders ausführen (sonst ein Probelauf)"))
    static let allowMassDelete = Flag("allow-mass-delete", help: LocalizedText(
        en: "allow a sync that deletes more than half of the items synced before",
        ja: "前回までに同期した項目の半分以上を削除する同期を許す",
        de: "eine Synchronisierung erlauben, die mehr als die Hälfte der zuvor synchronisierten Einträge löscht"))

    static let spec = CommandSpec(
        name: "sync", summary: LocalizedText(
            en: "two-way sync with a CalDAV calendar", ja: "CalDAV カレンダーと双方向に同期する",
            de: "Zwei-Wege-Synchronisierung mit einem CalDAV-Kalender"),
        options: [dryRun.spec, prefer.spec, yes.spec, allowMassDelete.spec],
        discussion: LocalizedText(
            en: """
                Every record is one event on the server, with fancal's X-FANCAL-* properties, so
                amounts and categories survive a round trip through a phone. Only what changed
                travels; an item changed on both sides is a conflict, shown with its differences and
                left alone until --prefer says which side wins. The first sync of a calendar is a dry
                run unless --yes; a sync deleting more than half of the items synced before, on
                either side, stops unless --allow-mass-delete. Passwords come from
                --password-command or ~/.netrc and are never stored. Exit code 1 when the sync
                failed (nothing was changed), left conflicts, or could not sync an item (named;
                the rest was synced).
                """,
            ja: """
                記録は1件ずつサーバーのイベントになり、fancal の X-FANCAL-* プロパティも一緒に
                送るので、スマートフォンを経由しても金額やカテゴリは失われない。変わったものだけを
                送受信する。両側で変わった項目は競合として違いを表示し、--prefer でどちらを優先するか
                指定するまでそのままにする。カレンダーの初回同期は --yes がなければドライラン。
                前回までに同期した項目の半分以上をどちらかで削除する同期は --allow-mass-delete が
                なければ止まる。パスワードは --password-command か ~/.netrc から読み、保存しない。
                同期に失敗した (何も変えていない)、競合が残った、または同期できない項目があった
                (項目名を表示し、ほかは同期済み) ときは終了コード 1。
                """,
            de: """
                Jeder Eintrag ist ein Ereignis auf dem Server, mit fancals X-FANCAL-*-Eigenschaften,
                sodass Beträge und Kategorien den Weg über ein Telefon überstehen. Nur Geändertes wird
                übertragen; ein auf beiden Seiten geänderter Eintrag ist ein Konflikt, wird mit seinen
                Unterschieden gezeigt und bleibt, bis --prefer sagt, welche Seite gewinnt. Die erste
                Synchronisierung eines Kalenders ist ein Probelauf außer mit --yes; eine, die mehr als
                die Hälfte der zuvor synchronisierten Einträge auf einer Seite löschen würde, hält an
                außer mit --allow-mass-delete. Passwörter kommen aus --password-command oder
                ~/.netrc und werden nie gespeichert. Exit-Code 1, wenn die Synchronisierung
                scheiterte (nichts geändert), Konflikte blieben oder ein Eintrag sich nicht
                synchronisieren ließ (benannt; der Rest wurde synchronisiert).
                """),
        subcommands: subcommands.map { $0.spec }, runsAlone: true,
        unknownSubcommand: { word, suggestion in
            ErrorText.unknownAction("sync", word, use: "setup, status, or no action to sync", suggestion: suggestion)
        })

    /// `fancal sync`: one two-way sync with the calendar set up.
    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        let settings = try context.networkSettings()
        let prefer = try arguments[Self.prefer]
        let store = try context.writableStore()
        if let account = try store.syncAccount(), account.insecure {
            warnInsecure(account.calendarURL, context: context, language: language)
        }
        let report = try SyncUseCases.sync(
            SyncUseCases.Options(
                dryRun: arguments[Self.dryRun], prefer: prefer, yes: arguments[Self.yes],
                allowMassDelete: arguments[Self.allowMassDelete]),
            settings: settings, homeZone: context.homeZone, today: try context.today(),
            currency: try context.defaultCurrency(), now: context.now, store: store)
        context.stdout.write(text(report, language: language))
        if let unresolved = report.unresolved {
            context.stderr.write("fancal: \(unresolved.message(language))\n")
            return unresolved.exitCode
        }
        return 0
    }

    /// `sync setup URL --user USER …`: finds the calendar and keeps the account.
    enum Setup: Command {
        static let user = Option("user", short: "u", value: "USER", help: LocalizedText(
            en: "the account's user name", ja: "アカウントのユーザー名", de: "der Benutzername des Kontos"))
        static let passwordCommand = Option("password-command", value: "CMD", help: LocalizedText(
            en: "a command printing the password (e.g. 'pass show caldav'); else ~/.netrc",
            ja: "パスワードを出力するコマンド (例 'pass show caldav')。なければ ~/.netrc",
            de: "ein Befehl, der das Passwort ausgibt (z. B. 'pass show caldav'); sonst ~/.netrc"))
        static let calendar = Option("calendar", value: "NAME", help: LocalizedText(
            en: "which calendar, when the account has several: its name or its URL",
            ja: "カレンダーが複数あるときどれを使うか (名前か URL)",
            de: "welcher Kalender, wenn das Konto mehrere hat: sein Name oder seine URL"))
        static let caFile = Option("ca-file", value: "PATH", help: LocalizedText(
            en: "trust this server by the certificates in PATH (PEM), e.g. a self-signed one",
            ja: "PATH (PEM) の証明書でこのサーバーを信頼する (自己署名の証明書など)",
            de: "diesem Server über die Zertifikate in PATH (PEM) vertrauen, z. B. ein selbstsigniertes"))
        static let insecure = Flag("insecure", help: LocalizedText(
            en: "do not verify the server's TLS certificate (dangerous)", ja: "サーバーの TLS 証明書を検証しない (危険)",
            de: "das TLS-Zertifikat des Servers nicht prüfen (gefährlich)"))

        private static let usage = ErrorText.usageLine(
            "sync setup URL --user USER [--password-command CMD] [--calendar NAME] [--ca-file PATH]")

        static let spec = CommandSpec(
            name: "sync setup", summary: LocalizedText(
                en: "set up the calendar to sync with", ja: "同期するカレンダーを設定", de: "den Kalender zum Synchronisieren einrichten"),
            positionals: [PositionalSpec("URL", help: LocalizedText(
                en: "the server, the user's calendar home or the calendar itself",
                ja: "サーバー、ユーザーのカレンダーホーム、またはカレンダー自体の URL",
                de: "der Server, das Kalender-Home des Benutzers oder der Kalender selbst"))],
            options: [user.spec, passwordCommand.spec, calendar.spec, caFile.spec, insecure.spec],
            countMessage: .usage(usage))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            guard let user = try arguments[Self.user] else { throw CLIError.usage(usage) }
            let language = try context.language()
            let url = arguments.positionals[0]
            if arguments[Self.insecure] { warnInsecure(url, context: context, language: language) }
            let (account, name) = try SyncUseCases.setup(
                url: url, user: user, passwordCommand: try arguments[Self.passwordCommand],
                calendarName: try arguments[Self.calendar], insecure: arguments[Self.insecure], caFile: try arguments[Self.caFile],
                settings: try context.networkSettings(), now: context.now, store: { try context.writableStore() })
            let shown = (name.map { "\($0) " } ?? "").escapingControlCharacters
            context.stdout.write(LocalizedText(
                en: "calendar \(shown)at \(account.calendarURL.shownURL); `fancal sync` shows what a first sync would do\n",
                ja: "カレンダー \(shown)(\(account.calendarURL.shownURL))。`fancal sync` で初回同期の内容を確認できます\n",
                de: "Kalender \(shown)unter \(account.calendarURL.shownURL); `fancal sync` zeigt, was eine erste Synchronisierung täte\n")(language))
            return 0
        }
    }

    /// `sync status`: the account, what changed here since the last sync, its conflicts.
    enum Status: Command {
        static let spec = CommandSpec(
            name: "sync status", summary: LocalizedText(
                en: "what changed since the last sync, and its conflicts", ja: "前回の同期からの変更と競合",
                de: "was sich seit der letzten Synchronisierung geändert hat, und ihre Konflikte"),
            countMessage: .usage(ErrorText.usageLine("sync status")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let status = try SyncUseCases.status(homeZone: context.homeZone, store: try context.store())
            let last = status.account.synced.map(context.localTime)
            let url = status.account.calendarURL.shownURL
            let user = status.account.user.escapingControlCharacters
            context.stdout.write(LocalizedText(
                en: "\(url) (user \(user)): \(status.items) items in sync, last sync \(last ?? "never"); here since then: \(status.changedHere) new or changed, \(status.deletedHere) deleted\n",
                ja: "\(url) (ユーザー \(user)): 同期済み \(status.items) 件、最終同期 \(last ?? "なし")。その後こちらで追加・変更 \(status.changedHere) 件、削除 \(status.deletedHere) 件\n",
                de: "\(url) (Benutzer \(user)): \(status.items) Einträge synchron, zuletzt \(last ?? "nie"); seitdem hier: \(status.changedHere) neu oder geändert, \(status.deletedHere) gelöscht\n")(language))
            for conflict in status.conflicts { context.stdout.write(conflictLine(conflict, language: language) + "\n") }
            if !status.conflicts.isEmpty {
                context.stdout.write(LocalizedText(
                    en: "resolve with `fancal sync --prefer local` (fancal's version wins) or `--prefer remote` (the server's wins)\n",
                    ja: "`fancal sync --prefer local` (fancal の版を優先) か `--prefer remote` (サーバーの版を優先) で解決します\n",
                    de: "lösen mit `fancal sync --prefer local` (fancals Fassung gewinnt) oder `--prefer remote` (die des Servers gewinnt)\n")(language))
            }
            return 0
        }
    }

    static func warnInsecure(_ url: String, context: Context, language: Language) {
        context.stderr.write("fancal: " + LocalizedText(
            en: "WARNING: TLS certificates are NOT verified for \(url) (--insecure): anyone on the network path can read your password and change your calendar",
            ja: "警告: \(url) の TLS 証明書を検証していません (--insecure)。経路上の誰でもパスワードを読み、カレンダーを書き換えられます",
            de: "WARNUNG: TLS-Zertifikate werden für \(url) NICHT geprüft (--insecure): jeder auf dem Netzwerkweg kann dein Passwort lesen und deinen Kalender ändern")(language).escapingControlCharacters + "\n")
    }

    /// A conflict by record: `conflict: #12 "FC stream" (uid): venue: here "…", server "…"`.
    static func conflictLine(_ conflict: SyncUseCases.Conflict, language: Language) -> String {
        let title = conflict.title.escapingControlCharacters
        let uid = conflict.uid.escapingControlCharacters
        var detail: String
        if conflict.deletedHere {
            detail = LocalizedText(en: "deleted here, changed on the server", ja: "こちらで削除、サーバーで変更", de: "hier gelöscht, auf dem Server geändert")(language)
        } else if conflict.deletedOnServer {
            detail = LocalizedText(en: "changed here, deleted on the server", ja: "こちらで変更、サーバーで削除", de: "hier geändert, auf dem Server gelöscht")(language)
        } else {
            detail = conflict.differences.map { difference in
                let here = LocalizedText(en: "here", ja: "こちら", de: "hier")(language)
                let server = LocalizedText(en: "server", ja: "サーバー", de: "Server")(language)
                let local = difference.local.escapingControlCharacters
                let remote = difference.remote.escapingControlCharacters
                return "\(difference.field.displayName(language)): \(here) \"\(local)\", \(server) \"\(remote)\""
            }.joined(separator: "; ")
        }
        if conflict.changedHereDuringSync {
            detail = LocalizedText(
                en: "changed here during this sync, the server's version not taken", ja: "この同期中にこちらで変更されたため、サーバーの版を取り込まず",
                de: "während dieser Synchronisierung hier geändert, die Fassung des Servers nicht übernommen")(language)
        }
        if conflict.changedDuringSync {
            detail = LocalizedText(
                en: "changed on the server during this sync, not overwritten", ja: "この同期中にサーバーで変更されたため上書きせず",
                de: "während dieser Synchronisierung auf dem Server geändert, nicht überschrieben")(language)
                + (detail.isEmpty ? "" : "; " + detail)
        }
        let record = conflict.recordID.map { "#\($0) " } ?? ""
        return LocalizedText(en: "conflict", ja: "競合", de: "Konflikt")(language) + ": \(record)\"\(title)\" (\(uid)): \(detail)"
    }

    /// The digest, then one line per conflict with its differences.
    static func text(_ report: SyncUseCases.Report, language: Language) -> String {
        let r = report
        let url = r.calendarURL.shownURL
        var lines: [String] = []
        let uploaded = r.uploadedNew + r.uploadedChanged
        let downloaded = r.downloadedNew + r.downloadedChanged
        if r.dryRun {
            lines.append(LocalizedText(
                en: "dry run with \(url): would upload \(uploaded) (\(r.uploadedNew) new), download \(downloaded) (\(r.downloadedNew) new), delete \(r.deletedHere) here and \(r.deletedOnServer) on the server; \(r.conflicts.count) conflict(s); nothing was changed",
                ja: "\(url) とのドライラン: アップロード \(uploaded) (新規 \(r.uploadedNew))、ダウンロード \(downloaded) (新規 \(r.downloadedNew))、こちらで削除 \(r.deletedHere)、サーバーで削除 \(r.deletedOnServer)、競合 \(r.conflicts.count)。何も変更していません",
                de: "Probelauf mit \(url): würde \(uploaded) hochladen (\(r.uploadedNew) neu), \(downloaded) herunterladen (\(r.downloadedNew) neu), \(r.deletedHere) hier und \(r.deletedOnServer) auf dem Server löschen; \(r.conflicts.count) Konflikt(e); nichts wurde geändert")(language))
            if r.firstSync {
                lines.append(LocalizedText(
                    en: "this is the first sync with this calendar: if the above is right, run `fancal sync --yes`",
                    ja: "このカレンダーとの初回同期です。上の内容でよければ `fancal sync --yes` を実行してください",
                    de: "dies ist die erste Synchronisierung mit diesem Kalender: wenn das oben stimmt, führe `fancal sync --yes` aus")(language))
            }
        } else {
            lines.append(LocalizedText(
                en: "synced with \(url): \(uploaded) uploaded (\(r.uploadedNew) new), \(downloaded) downloaded (\(r.downloadedNew) new), \(r.deletedHere) deleted here, \(r.deletedOnServer) deleted on the server, \(r.conflicts.count) conflict(s)",
                ja: "\(url) と同期しました: アップロード \(uploaded) (新規 \(r.uploadedNew))、ダウンロード \(downloaded) (新規 \(r.downloadedNew))、こちらで削除 \(r.deletedHere)、サーバーで削除 \(r.deletedOnServer)、競合 \(r.conflicts.count)",
                de: "synchronisiert mit \(url): \(uploaded) hochgeladen (\(r.uploadedNew) neu), \(downloaded) heruntergeladen (\(r.downloadedNew) neu), \(r.deletedHere) hier gelöscht, \(r.deletedOnServer) auf dem Server gelöscht, \(r.conflicts.count) Konflikt(e)")(language))
        }
        lines += r.conflicts.map { conflictLine($0, language: language) }
        for failure in r.failures {
            let why: String
            switch failure.reason {
            case .refused(let status):
                why = LocalizedText(
                    en: "the server refused it (HTTP \(status))", ja: "サーバーが拒否しました (HTTP \(status))",
                    de: "der Server lehnte es ab (HTTP \(status))")(language)
            case .totalTooLarge(let currency):
                why = LocalizedText(
                    en: "its amounts would make the \(currency) total larger than fancal keeps",
                    ja: "その金額で \(currency) の合計が fancal の上限を超えます",
                    de: "seine Beträge machten die \(currency)-Summe größer, als fancal speichert")(language)
            case .notFetched:
                why = LocalizedText(
                    en: "the server listed it but sent it without an ETag; nothing was changed for it",
                    ja: "サーバーは一覧に載せましたが、ETag 付きで送ってきませんでした。この項目は何も変えていません",
                    de: "der Server führte es auf, schickte es aber ohne ETag; dafür wurde nichts geändert")(language)
            case .tooManyRecords(let count, let limit):
                why = LocalizedText(
                    en: "its series would be \(count) records here, more than the \(limit) one item may be; left out of the sync",
                    ja: "その繰り返しはここで \(count) 件になり、1 項目の上限 \(limit) 件を超えます。同期から外しました",
                    de: "seine Serie ergäbe hier \(count) Einträge, mehr als die \(limit) eines Elements; aus der Synchronisierung gelassen")(language)
            case .syncFull(let limit):
                why = LocalizedText(
                    en: "this sync already brought down \(limit) records; the next sync goes on",
                    ja: "この同期ですでに \(limit) 件を取り込みました。次の同期で続けます",
                    de: "diese Synchronisierung holte schon \(limit) Einträge; die nächste macht weiter")(language)
            }
            let title = failure.title.map { "\"\($0.escapingControlCharacters)\" " } ?? ""
            let uid = failure.uid.map { "(\($0.escapingControlCharacters)) " } ?? ""
            lines.append(LocalizedText(en: "not synced", ja: "同期できず", de: "nicht synchronisiert")(language)
                + ": \(title)\(uid)\(failure.href.shownURL): \(why)")
        }
        for href in r.ignored {
            lines.append(LocalizedText(en: "left alone (not an event fancal can read)", ja: "そのまま (fancal が読めるイベントではない)", de: "unangetastet (kein Ereignis, das fancal lesen kann)")(language) + ": \(href.escapingControlCharacters)")
        }
        for href in r.outside {
            lines.append(LocalizedText(
                en: "skipped (outside the calendar; nothing sent there)", ja: "スキップ (カレンダーの外。何も送っていません)",
                de: "übersprungen (außerhalb des Kalenders; nichts dorthin gesendet)")(language) + ": \(href.shownURL)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
