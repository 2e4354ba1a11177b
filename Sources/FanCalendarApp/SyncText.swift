import FanCalendar
import FanCalendarSync

/// Every message of feeds and sync, in each language. Text that came from the network (URLs
/// after redirects, hrefs, libcurl's details, names) is escaped before it is put in.
enum SyncText {
    static func network(_ error: NetworkError) -> LocalizedText {
        let url = error.url.shownURL
        switch error {
        case .libraryMissing(let library):
            return LocalizedText(
                en: "\(library) is not installed; install it (Debian: apt-get install libcurl4 libxml2)",
                ja: "\(library) がインストールされていません。インストールしてください (Debian: apt-get install libcurl4 libxml2)",
                de: "\(library) ist nicht installiert; installiere es (Debian: apt-get install libcurl4 libxml2)")
        case .unknownHost:
            return LocalizedText(
                en: "\(url): the host name does not resolve; check the URL and the network",
                ja: "\(url): ホスト名を解決できません。URL とネットワークを確認してください",
                de: "\(url): der Hostname lässt sich nicht auflösen; prüfe die URL und das Netzwerk")
        case .refused:
            return LocalizedText(
                en: "\(url): the connection was refused or closed; check the URL and that the server is running",
                ja: "\(url): 接続が拒否されたか切断されました。URL とサーバーが動いているかを確認してください",
                de: "\(url): die Verbindung wurde abgelehnt oder geschlossen; prüfe die URL und ob der Server läuft")
        case .timedOut(_, let seconds):
            return LocalizedText(
                en: "\(url): no answer within \(seconds) s; try again later (FANCAL_HTTP_TIMEOUT sets the limit)",
                ja: "\(url): \(seconds) 秒以内に応答がありません。後でもう一度試してください (上限は FANCAL_HTTP_TIMEOUT)",
                de: "\(url): keine Antwort innerhalb von \(seconds) s; versuche es später erneut (FANCAL_HTTP_TIMEOUT setzt die Grenze)")
        case .tls(_, let detail):
            let detail = detail.escapingControlCharacters
            return LocalizedText(
                en: "\(url): the TLS connection failed (\(detail)); check the URL, and for a server with its own certificate give it with `sync setup --ca-file PATH` (or SSL_CERT_FILE)",
                ja: "\(url): TLS 接続に失敗しました (\(detail))。URL を確認し、独自の証明書のサーバーなら `sync setup --ca-file パス` (または SSL_CERT_FILE) で指定してください",
                de: "\(url): die TLS-Verbindung schlug fehl (\(detail)); prüfe die URL und gib bei einem Server mit eigenem Zertifikat dieses mit `sync setup --ca-file PFAD` (oder SSL_CERT_FILE) an")
        case .truncated:
            return LocalizedText(
                en: "\(url): the answer was cut off before its end; try again later",
                ja: "\(url): 応答が途中で切れました。後でもう一度試してください",
                de: "\(url): die Antwort brach vor ihrem Ende ab; versuche es später erneut")
        case .tooLarge(_, let limit):
            return LocalizedText(
                en: "\(url): the answer is larger than \(limit) bytes; check the URL (FANCAL_HTTP_MAX_BYTES sets the limit)",
                ja: "\(url): 応答が \(limit) バイトを超えています。URL を確認してください (上限は FANCAL_HTTP_MAX_BYTES)",
                de: "\(url): die Antwort ist größer als \(limit) Bytes; prüfe die URL (FANCAL_HTTP_MAX_BYTES setzt die Grenze)")
        case .tooManyRedirects:
            return LocalizedText(
                en: "\(url): more than 5 redirects; check the URL",
                ja: "\(url): リダイレクトが 5 回を超えました。URL を確認してください",
                de: "\(url): mehr als 5 Weiterleitungen; prüfe die URL")
        case .headersTooLarge:
            return LocalizedText(
                en: "\(url): the answer's headers are larger than libcurl accepts (100 KB); the server is broken — check the URL",
                ja: "\(url): 応答のヘッダーが libcurl の上限 (100 KB) を超えています。サーバーが壊れています — URL を確認してください",
                de: "\(url): die Kopfzeilen der Antwort sind größer, als libcurl annimmt (100 KB); der Server ist defekt — prüfe die URL")
        case .noSuchFile:
            return LocalizedText(
                en: "\(url): no such file, or not a regular file (a FIFO or a device); check the path",
                ja: "\(url): ファイルがないか、通常のファイルではありません (FIFO やデバイス)。パスを確認してください",
                de: "\(url): keine solche Datei oder keine reguläre Datei (ein FIFO oder ein Gerät); prüfe den Pfad")
        case .unsupportedURL:
            return LocalizedText(
                en: "\(url): not an http, https, webcal or file URL (a redirect may not lead to a file)",
                ja: "\(url): http、https、webcal、file の URL ではありません (リダイレクト先にファイルは使えません)",
                de: "\(url): keine http-, https-, webcal- oder file-URL (eine Weiterleitung darf nicht auf eine Datei zeigen)")
        case .status(_, let code) where code == 401:
            return LocalizedText(
                en: "\(url): 401 Unauthorized; check --user and the password (--password-command or ~/.netrc)",
                ja: "\(url): 401 Unauthorized。--user とパスワード (--password-command か ~/.netrc) を確認してください",
                de: "\(url): 401 Unauthorized; prüfe --user und das Passwort (--password-command oder ~/.netrc)")
        case .status(_, let code) where code == 403:
            return LocalizedText(
                en: "\(url): 403 Forbidden; this account may not use it — check the URL and the account's rights",
                ja: "\(url): 403 Forbidden。このアカウントでは使えません。URL とアカウントの権限を確認してください",
                de: "\(url): 403 Forbidden; dieses Konto darf das nicht — prüfe die URL und die Rechte des Kontos")
        case .status(_, let code) where code == 404:
            return LocalizedText(
                en: "\(url): 404 Not Found; check the URL",
                ja: "\(url): 404 Not Found。URL を確認してください",
                de: "\(url): 404 Not Found; prüfe die URL")
        case .status(_, let code) where code >= 500:
            return LocalizedText(
                en: "\(url): server error \(code); try again later",
                ja: "\(url): サーバーエラー \(code)。後でもう一度試してください",
                de: "\(url): Serverfehler \(code); versuche es später erneut")
        case .status(_, let code):
            return LocalizedText(
                en: "\(url): unexpected HTTP status \(code); check the URL",
                ja: "\(url): 想定外の HTTP ステータス \(code)。URL を確認してください",
                de: "\(url): unerwarteter HTTP-Status \(code); prüfe die URL")
        case .notWebDAV(_, let detail):
            let detail = detail.escapingControlCharacters
            return LocalizedText(
                en: "\(url): not a WebDAV answer (\(detail)); check that the URL points to a CalDAV server",
                ja: "\(url): WebDAV の応答ではありません (\(detail))。URL が CalDAV サーバーを指しているか確認してください",
                de: "\(url): keine WebDAV-Antwort (\(detail)); prüfe, ob die URL auf einen CalDAV-Server zeigt")
        case .duplicateHref(_, let href):
            let href = href.escapingControlCharacters
            return LocalizedText(
                en: "\(url): the server listed \(href) twice, so its listing cannot be trusted; tell the server's administrator",
                ja: "\(url): サーバーが \(href) を2回返したため一覧を信頼できません。サーバーの管理者に伝えてください",
                de: "\(url): der Server nannte \(href) zweimal, seiner Liste ist nicht zu trauen; sag es dem Administrator des Servers")
        case .otherOrigin(_, let origin):
            let origin = origin.shownURL
            return LocalizedText(
                en: "\(url): not on \(origin), the server you set up; fancal sends nothing there. To use that server, set it up with its URL",
                ja: "\(url): 設定したサーバー \(origin) の外です。fancal はそこへ何も送りません。そのサーバーを使うなら、その URL で設定し直してください",
                de: "\(url): nicht auf \(origin), dem eingerichteten Server; fancal sendet dorthin nichts. Um jenen Server zu nutzen, richte ihn mit seiner URL ein")
        case .outsideCollection(_, let href):
            let href = href.shownURL
            return LocalizedText(
                en: "\(url): the item \(href) is not inside the calendar; fancal writes only there — tell the server's administrator",
                ja: "\(url): 項目 \(href) はカレンダーの中にありません。fancal はカレンダーの中にしか書き込みません。サーバーの管理者に伝えてください",
                de: "\(url): das Element \(href) liegt nicht im Kalender; fancal schreibt nur dorthin — sag es dem Administrator des Servers")
        case .other(_, let detail):
            let detail = detail.escapingControlCharacters
            return LocalizedText(
                en: "\(url): \(detail); check the URL and try again",
                ja: "\(url): \(detail)。URL を確認してもう一度試してください",
                de: "\(url): \(detail); prüfe die URL und versuche es erneut")
        }
    }

    /// A network failure: exit 1, with the note that nothing was changed.
    static func failure(_ error: NetworkError) -> AppError {
        let message = network(error)
        return .failure(LocalizedText(
            en: message.en + "; nothing was changed", ja: message.ja + "。何も変更していません",
            de: message.de + "; nichts wurde geändert"))
    }

    // MARK: - Feeds

    static func badFeedURL(_ url: String) -> LocalizedText {
        let url = url.shownURL
        return LocalizedText(
            en: "'\(url)' is not a feed URL; give an http://, https://, webcal:// or file:// URL",
            ja: "'\(url)' はフィードの URL ではありません。http://、https://、webcal://、file:// の URL を指定してください",
            de: "'\(url)' ist keine Feed-URL; gib eine http://-, https://-, webcal://- oder file://-URL an")
    }

    static func badServerURL(_ url: String) -> LocalizedText {
        let url = url.shownURL
        return LocalizedText(
            en: "'\(url)' is not a CalDAV server URL; give an http:// or https:// URL",
            ja: "'\(url)' は CalDAV サーバーの URL ではありません。http:// か https:// の URL を指定してください",
            de: "'\(url)' ist keine CalDAV-Server-URL; gib eine http://- oder https://-URL an")
    }

    /// A URL with `user:password@`: refused, since fancal would store and show it.
    static func credentialsInURL(_ url: String, feed: Bool) -> LocalizedText {
        let url = url.shownURL
        if feed {
            return LocalizedText(
                en: "\(url): a feed URL may not hold a user or password (fancal would store and show it); give --user USER and the password with --password-command or ~/.netrc",
                ja: "\(url): フィードの URL にユーザー名やパスワードは含められません (保存・表示されてしまいます)。--user USER を指定し、パスワードは --password-command か ~/.netrc で渡してください",
                de: "\(url): eine Feed-URL darf keinen Benutzer und kein Passwort enthalten (fancal würde sie speichern und zeigen); gib --user USER an und das Passwort mit --password-command oder ~/.netrc")
        }
        return LocalizedText(
            en: "\(url): the URL may not hold a user or password (fancal would store and show it); give --user USER and the password with --password-command or ~/.netrc",
            ja: "\(url): URL にユーザー名やパスワードは含められません (保存・表示されてしまいます)。--user USER を指定し、パスワードは --password-command か ~/.netrc で渡してください",
            de: "\(url): die URL darf keinen Benutzer und kein Passwort enthalten (fancal würde sie speichern und zeigen); gib --user USER an und das Passwort mit --password-command oder ~/.netrc")
    }

    static let feedCommandWithoutUser = LocalizedText(
        en: "--password-command needs --user USER: the command prints that user's password",
        ja: "--password-command には --user USER が必要です (そのユーザーのパスワードを出力するコマンドです)",
        de: "--password-command braucht --user USER: der Befehl gibt das Passwort dieses Benutzers aus")

    static let feedUserNeedsHTTP = LocalizedText(
        en: "--user is for http:// and https:// feeds; a file:// feed needs no password",
        ja: "--user は http:// と https:// のフィード用です。file:// のフィードにパスワードは要りません",
        de: "--user gilt für http://- und https://-Feeds; ein file://-Feed braucht kein Passwort")

    static func badFeedName(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "'\(name)' is not a feed name; use letters, digits, - and _",
            ja: "'\(name)' はフィード名に使えません。英数字、-、_ を使ってください",
            de: "'\(name)' ist kein Feed-Name; verwende Buchstaben, Ziffern, - und _")
    }

    static func feedExists(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "a feed named \(name) exists; choose another name, or `fancal feed rm \(name)` first",
            ja: "\(name) という名前のフィードは既にあります。別の名前にするか、先に `fancal feed rm \(name)` してください",
            de: "ein Feed namens \(name) existiert; wähle einen anderen Namen oder zuerst `fancal feed rm \(name)`")
    }

    static func noSuchFeed(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "no feed named \(name); `fancal feed list` shows the feeds",
            ja: "\(name) という名前のフィードはありません。`fancal feed list` で一覧を確認できます",
            de: "kein Feed namens \(name); `fancal feed list` zeigt die Feeds")
    }

    static func notICalendar(_ url: String, _ reason: String) -> AppError {
        let url = url.shownURL
        let reason = reason.escapingControlCharacters
        return .failure(LocalizedText(
            en: "\(url): not an iCalendar feed (\(reason)); check the URL; nothing was changed",
            ja: "\(url): iCalendar のフィードではありません (\(reason))。URL を確認してください。何も変更していません",
            de: "\(url): kein iCalendar-Feed (\(reason)); prüfe die URL; nichts wurde geändert"))
    }

    static func feedStatus(_ url: String, _ code: Int) -> AppError {
        guard code == 401 else { return failure(.status(url: url, code: code)) }
        let url = url.shownURL
        return .failure(LocalizedText(
            en: "\(url): 401 Unauthorized; the feed wants a user and password: `fancal feed add NAME URL --user USER --password-command CMD` (or ~/.netrc) gives them; nothing was changed",
            ja: "\(url): 401 Unauthorized。このフィードはユーザー名とパスワードを求めています。`fancal feed add NAME URL --user USER --password-command CMD` (か ~/.netrc) で渡せます。何も変更していません",
            de: "\(url): 401 Unauthorized; der Feed will Benutzer und Passwort: `fancal feed add NAME URL --user USER --password-command CMD` (oder ~/.netrc) gibt sie an; nichts wurde geändert"))
    }

    // MARK: - Sync

    static let noAccount = LocalizedText(
        en: "no CalDAV calendar is set up; run `fancal sync setup URL --user USER` first",
        ja: "CalDAV カレンダーが設定されていません。先に `fancal sync setup URL --user USER` を実行してください",
        de: "kein CalDAV-Kalender eingerichtet; führe zuerst `fancal sync setup URL --user USER` aus")

    static func noCalendar(_ url: String) -> LocalizedText {
        let url = url.shownURL
        return LocalizedText(
            en: "\(url): no calendar found for this user; create one in your calendar app, or give the calendar's own URL",
            ja: "\(url): このユーザーのカレンダーが見つかりません。カレンダーアプリで作るか、カレンダー自体の URL を指定してください",
            de: "\(url): kein Kalender für diesen Benutzer gefunden; lege einen in deiner Kalender-App an oder gib die URL des Kalenders selbst an")
    }

    static func noSuchCalendar(_ name: String, _ calendars: [String]) -> LocalizedText {
        let name = name.withoutURLCredentials.escapingControlCharacters
        let list = calendars.map(\.escapingControlCharacters).joined(separator: ", ")
        return LocalizedText(
            en: "no calendar \"\(name)\" here (found: \(list.isEmpty ? "none" : list)); give --calendar one of these names or the calendar's URL",
            ja: "カレンダー「\(name)」はありません (見つかったもの: \(list.isEmpty ? "なし" : list))。--calendar にこのいずれかの名前かカレンダーの URL を指定してください",
            de: "kein Kalender „\(name)“ hier (gefunden: \(list.isEmpty ? "keiner" : list)); gib --calendar einen dieser Namen oder die URL des Kalenders")
    }

    static func calendarElsewhere(_ calendar: String, server: String) -> LocalizedText {
        let calendar = calendar.shownURL
        let server = (ServerURL(server)?.origin ?? server).shownURL
        return LocalizedText(
            en: "\(calendar) is not on \(server); give a calendar on the server of the setup URL, or set up with its own server's URL",
            ja: "\(calendar) は \(server) 上にありません。setup の URL と同じサーバーのカレンダーを指定するか、そのサーバーの URL で setup してください",
            de: "\(calendar) liegt nicht auf \(server); gib einen Kalender auf dem Server der Setup-URL an oder richte mit der URL seines eigenen Servers ein")
    }

    static func noCAFile(_ path: String) -> LocalizedText {
        let path = path.escapingControlCharacters
        return LocalizedText(
            en: "--ca-file \(path): no such file; give the PEM file of the server's certificate (or of the CA that signed it)",
            ja: "--ca-file \(path): ファイルがありません。サーバーの証明書 (または署名した CA の証明書) の PEM ファイルを指定してください",
            de: "--ca-file \(path): keine solche Datei; gib die PEM-Datei des Serverzertifikats (oder der CA, die es signierte) an")
    }

    static func chooseCalendar(_ calendars: [String]) -> LocalizedText {
        let list = calendars.map(\.escapingControlCharacters).joined(separator: ", ")
        return LocalizedText(
            en: "several calendars found (\(list)); choose one with --calendar NAME",
            ja: "カレンダーが複数あります (\(list))。--calendar NAME で1つ選んでください",
            de: "mehrere Kalender gefunden (\(list)); wähle einen mit --calendar NAME")
    }

    static func passwordCommandFailed(_ command: String, _ status: Int32) -> LocalizedText {
        let command = command.escapingControlCharacters
        return LocalizedText(
            en: "the password command (\(command)) failed with exit code \(status); run it yourself to see why",
            ja: "パスワードコマンド (\(command)) が終了コード \(status) で失敗しました。自分で実行して原因を確認してください",
            de: "der Passwortbefehl (\(command)) schlug mit Exit-Code \(status) fehl; führe ihn selbst aus, um den Grund zu sehen")
    }

    static func passwordCommandTimedOut(_ command: String, _ seconds: Int) -> LocalizedText {
        let command = command.escapingControlCharacters
        return LocalizedText(
            en: "the password command (\(command)) did not finish within \(seconds) s and was stopped; run it yourself to see why (FANCAL_HTTP_TIMEOUT sets the limit)",
            ja: "パスワードコマンド (\(command)) が \(seconds) 秒以内に終わらなかったため停止しました。自分で実行して原因を確認してください (上限は FANCAL_HTTP_TIMEOUT)",
            de: "der Passwortbefehl (\(command)) endete nicht innerhalb von \(seconds) s und wurde beendet; führe ihn selbst aus, um den Grund zu sehen (FANCAL_HTTP_TIMEOUT setzt die Grenze)")
    }

    /// A password command that came with a restored database: run only once the user names it.
    static func passwordCommandUnconfirmed(_ account: SyncAccount) -> LocalizedText {
        passwordCommandHeld(
            account.passwordCommand ?? "", confirmWith: "sync setup \(account.calendarURL.shownURL)", user: account.user)
    }

    static func passwordCommandUnconfirmed(_ feed: Feed) -> LocalizedText {
        passwordCommandHeld(
            feed.passwordCommand ?? "", confirmWith: "feed add \(feed.name) \(feed.url.shownURL)", user: feed.user ?? "")
    }

    /// A password command that came with a restored database, not run until the user names it
    /// again with `fancal COMMAND --user USER --password-command '…'`.
    private static func passwordCommandHeld(_ command: String, confirmWith confirm: String, user: String) -> LocalizedText {
        let command = command.escapingControlCharacters
        let run = "`fancal \(confirm) --user \(user.escapingControlCharacters) --password-command '…'`"
        return LocalizedText(
            en: "the password command (\(command)) came with a restored database and was not run; if it is yours, run \(run) to confirm it",
            ja: "パスワードコマンド (\(command)) は復元したデータベースにあったもので、実行していません。自分のものなら \(run) で確認してください",
            de: "der Passwortbefehl (\(command)) kam mit einer wiederhergestellten Datenbank und wurde nicht ausgeführt; wenn er deiner ist, bestätige ihn mit \(run)")
    }

    /// The mass-delete guard stopped the sync: the counts are of the items synced before.
    static func massDelete(local: Int, remote: Int, synced: Int) -> LocalizedText {
        LocalizedText(
            en: "this sync would delete \(local) here and \(remote) on the server of the \(synced) event(s) synced before; nothing was changed — if that is right, run `fancal sync --allow-mass-delete`",
            ja: "この同期は前回までに同期した \(synced) 件のうち、こちらで \(local) 件、サーバーで \(remote) 件を削除します。何も変更していません。正しければ `fancal sync --allow-mass-delete` を実行してください",
            de: "diese Synchronisierung würde von den \(synced) bisher synchronisierten Ereignissen \(local) hier und \(remote) auf dem Server löschen; nichts wurde geändert — wenn das stimmt, führe `fancal sync --allow-mass-delete` aus")
    }

    /// The mass-delete guard stopped a feed's refresh: the feed now lacks most of its events
    /// (emptied or cut short).
    static func feedMassDelete(_ name: String, removing: Int, of total: Int) -> LocalizedText {
        LocalizedText(
            en: "this refresh would remove \(removing) of the feed's \(total) event(s) (the feed is empty or lost most of them); nothing was changed — if that is right, run `fancal feed refresh \(name) --allow-mass-delete`",
            ja: "この更新はフィードの \(total) 件のうち \(removing) 件を削除します (フィードが空か、大半が消えています)。何も変更していません。正しければ `fancal feed refresh \(name) --allow-mass-delete` を実行してください",
            de: "diese Aktualisierung würde \(removing) der \(total) Ereignisse des Feeds entfernen (der Feed ist leer oder hat die meisten verloren); nichts wurde geändert — wenn das stimmt, führe `fancal feed refresh \(name) --allow-mass-delete` aus")
    }

    static func unresolved(conflicts: Int, races: Int) -> LocalizedText {
        LocalizedText(
            en: "\(conflicts) conflict(s) and \(races) item(s) changed during the sync were left as they are; review them and run `fancal sync --prefer local` or `--prefer remote`",
            ja: "競合 \(conflicts) 件と同期中に変更された \(races) 件はそのままです。確認して `fancal sync --prefer local` か `--prefer remote` を実行してください",
            de: "\(conflicts) Konflikt(e) und \(races) während der Synchronisierung geänderte Einträge blieben, wie sie sind; prüfe sie und führe `fancal sync --prefer local` oder `--prefer remote` aus")
    }

    /// Items a sync could not carry over (each named on stdout); the rest was synced.
    static func notSynced(failures: Int, conflicts: Int) -> LocalizedText {
        LocalizedText(
            en: "\(failures) item(s) could not be synced and \(conflicts) conflict(s) were left, as listed above; everything else was synced — `fancal sync` tries them again",
            ja: "\(failures) 件を同期できず、競合 \(conflicts) 件が残りました (上の一覧のとおり)。ほかはすべて同期しました。`fancal sync` でもう一度試します",
            de: "\(failures) Einträge ließen sich nicht synchronisieren und \(conflicts) Konflikt(e) blieben, wie oben aufgeführt; alles andere wurde synchronisiert — `fancal sync` versucht sie erneut")
    }

    static func badCalendarData(_ href: String) -> LocalizedText {
        let href = href.escapingControlCharacters
        return LocalizedText(
            en: "\(href) on the server is not iCalendar; it was left alone",
            ja: "サーバーの \(href) は iCalendar ではありません。そのままにしました",
            de: "\(href) auf dem Server ist kein iCalendar; es blieb unangetastet")
    }
}
