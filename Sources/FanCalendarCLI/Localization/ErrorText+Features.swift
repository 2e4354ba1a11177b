import FanCalendar

/// The messages of the commands added with tickets, trips, budgets, rates, artists, views and
/// files, in each language (the rest of the catalogue is `ErrorText`).
extension ErrorText {
    /// `unknown trip command 'nwe'; did you mean 'new'? (see …)`.
    static func unknownSubcommand(_ word: String, of command: String, suggestion: String?) -> LocalizedText {
        let hint = suggestion.map { (en: "; did you mean '\($0)'?", ja: "。'\($0)' のことですか?", de: "; meintest du '\($0)'?") }
        return LocalizedText(
            en: "unknown \(command) command '\(word)'\(hint?.en ?? "") (see `fancal \(command) --help`)",
            ja: "\(command) に '\(word)' というコマンドはありません\(hint?.ja ?? "") (`fancal \(command) --help` を参照)",
            de: "unbekannter \(command)-Befehl '\(word)'\(hint?.de ?? "") (siehe `fancal \(command) --help`)")
    }

    static func missingSubcommand(_ command: String, words: String) -> LocalizedText {
        LocalizedText(
            en: "\(command): missing COMMAND, one of \(words) (see `fancal \(command) --help`)",
            ja: "\(command): COMMAND がありません。\(words) のいずれかを指定してください (`fancal \(command) --help` を参照)",
            de: "\(command): COMMAND fehlt, einer von \(words) (siehe `fancal \(command) --help`)")
    }

    /// An unknown action of a command with actions (`artist lsit`), with the closest one.
    static func unknownAction(_ command: String, _ action: String, use list: String, suggestion: String?) -> LocalizedText {
        let hint = suggestion.map { (en: " (did you mean '\($0)'?)", ja: " ('\($0)' のことですか?)", de: " (meintest du '\($0)'?)") }
        return LocalizedText(
            en: "\(command): unknown action '\(action)'; use \(list)\(hint?.en ?? "")",
            ja: "\(command): '\(action)' という操作はありません。\(list) のいずれかを使ってください\(hint?.ja ?? "")",
            de: "\(command): unbekannte Aktion '\(action)'; nutze \(list)\(hint?.de ?? "")")
    }

    static func missingPlaceholder(_ command: String, _ placeholder: String) -> LocalizedText {
        LocalizedText(
            en: "\(command): missing \(placeholder) (see `fancal \(command.split(separator: " ")[0]) --help`)",
            ja: "\(command): \(placeholder) がありません (`fancal \(command.split(separator: " ")[0]) --help` を参照)",
            de: "\(command): \(placeholder) fehlt (siehe `fancal \(command.split(separator: " ")[0]) --help`)")
    }

    static func optionNotTaken(_ command: String, _ option: String) -> LocalizedText {
        LocalizedText(
            en: "\(command) takes no --\(option)", ja: "\(command) に --\(option) は使えません",
            de: "\(command) nimmt kein --\(option)")
    }

    static let artistAddName = LocalizedText(
        en: "artist add: the name is NAME; --name is for edit", ja: "artist add: 名前は NAME で指定します。--name は edit 用です",
        de: "artist add: der Name ist NAME; --name ist für edit")

    static func aliasesReplaceAll(_ option: String) -> LocalizedText {
        LocalizedText(
            en: "artist edit: --aliases replaces every alias, so it takes no --\(option); use one or the other",
            ja: "artist edit: --aliases は別名をすべて置き換えるので --\(option) とは一緒に使えません。どちらか一方にしてください",
            de: "artist edit: --aliases ersetzt alle Aliasse und nimmt daher kein --\(option); nutze das eine oder das andere")
    }

    static let emptyAlias = LocalizedText(
        en: "--alias needs a spelling; to remove every alias, give artist edit --aliases \"\"",
        ja: "--alias には表記が必要です。別名をすべて外すには artist edit --aliases \"\" を指定してください",
        de: "--alias braucht eine Schreibweise; um alle Aliasse zu entfernen, gib artist edit --aliases \"\" an")

    static func notAColor(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--color: '\(value)' is not a color; write it as #RRGGBB, such as #F7CAC9",
            ja: "--color: '\(value)' は色ではありません。#F7CAC9 のように #RRGGBB で書いてください",
            de: "--color: '\(value)' ist keine Farbe; schreibe sie als #RRGGBB, etwa #F7CAC9")
    }

    static func notADayOfYear(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--birthday: '\(value)' is not a day of the year; write it as 10-04 or 10/4, without the year",
            ja: "--birthday: '\(value)' は日付ではありません。10-04、10/4、10月4日 のように年なしで書いてください",
            de: "--birthday: '\(value)' ist kein Tag im Jahr; schreibe ihn ohne Jahr als 10-04 oder 4.10.")
    }

    static let budgetSetNeedsAmount = LocalizedText(
        en: "budget set: give AMOUNT, such as `fancal budget set 30000 --month`",
        ja: "budget set: 金額を指定してください。例: `fancal budget set 30000 --month`",
        de: "budget set: gib AMOUNT an, etwa `fancal budget set 30000 --month`")
    static let budgetRmNeedsID = LocalizedText(
        en: "budget rm: give the budget's ID (see `fancal budget list`)",
        ja: "budget rm: 予算の ID を指定してください (`fancal budget list` で確認)",
        de: "budget rm: gib die ID des Budgets an (siehe `fancal budget list`)")
    static let monthOrYear = LocalizedText(
        en: "budget: use either --month or --year, not both", ja: "budget: --month と --year はどちらか一方だけにしてください",
        de: "budget: nutze entweder --month oder --year, nicht beides")

    static func notARolloverMode(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--rollover: '\(value)' is not a mode; use none, surplus or both",
            ja: "--rollover: '\(value)' は指定できません。none、surplus、both のいずれかを使ってください",
            de: "--rollover: '\(value)' ist kein Modus; nutze none, surplus oder both")
    }

    static let yearWithMonthNumberOnly = LocalizedText(
        en: "month: a year goes only after a month without one, as in 12 2026 or May 2026",
        ja: "month: 年は年のない月の後にだけ指定できます (例: 12 2026)",
        de: "month: ein Jahr gehört nur hinter einen Monat ohne Jahr, wie in 12 2026 oder Mai 2026")

    static func monthLeavesCalendar(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "month: \(value) leaves the calendar fancal can show (years 1–9999)",
            ja: "month: \(value) は fancal が表示できる範囲 (1〜9999 年) の外です",
            de: "month: \(value) liegt außerhalb des Kalenders, den fancal zeigen kann (Jahre 1–9999)")
    }

    static func notADayCount(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--within: '\(value)' is not a number of days; use 0 to 3660",
            ja: "--within: '\(value)' は日数ではありません。0〜3660 を指定してください",
            de: "--within: '\(value)' ist keine Anzahl Tage; nutze 0 bis 3660")
    }

    static let alarmsExclusive = LocalizedText(
        en: "--alarm and --no-alarms exclude each other; give one", ja: "--alarm と --no-alarms は同時に使えません。どちらか一方にしてください",
        de: "--alarm und --no-alarms schließen einander aus; gib eines an")

    static func notALeadTime(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--alarm: '\(value)' is not a lead time; use a number and d, h or m, such as 2d,3h,30m",
            ja: "--alarm: '\(value)' は通知のタイミングではありません。2d,3h,30m のように数字と d、h、m で書いてください",
            de: "--alarm: '\(value)' ist keine Vorlaufzeit; nutze eine Zahl und d, h oder m, etwa 2d,3h,30m")
    }

    static func unknownHelpTopic(_ name: String, suggestion: String?) -> LocalizedText {
        let hint = suggestion.map { (en: "; did you mean '\($0)'?", ja: "。'\($0)' のことですか?", de: "; meintest du '\($0)'?") }
        return LocalizedText(
            en: "help: unknown command '\(name)'\(hint?.en ?? "") (see `fancal help`)",
            ja: "help: '\(name)' というコマンドはありません\(hint?.ja ?? "") (`fancal help` を参照)",
            de: "help: unbekannter Befehl '\(name)'\(hint?.de ?? "") (siehe `fancal help`)")
    }

    static func unknownCommandName(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "unknown command '\(name)' (see `fancal help`)", ja: "'\(name)' というコマンドはありません (`fancal help` を参照)",
            de: "unbekannter Befehl '\(name)' (siehe `fancal help`)")
    }

    static func noValidTime(_ option: String, _ value: String) -> LocalizedText {
        LocalizedText(
            en: "\(option): '\(value)' has no valid time; use HH:MM as in 2026-12-03T23:59, 2026-12-03 23:59 or 12/3 23:59",
            ja: "\(option): '\(value)' の時刻が正しくありません。2026-12-03T23:59、2026-12-03 23:59、12/3 23:59 のように HH:MM で書いてください",
            de: "\(option): '\(value)' hat keine gültige Uhrzeit; nutze HH:MM wie in 2026-12-03T23:59, 2026-12-03 23:59 oder 12/3 23:59")
    }

    static func dateNotOnCalendar(_ option: String, _ value: String) -> LocalizedText {
        LocalizedText(
            en: "\(option): \(value) is not a date on the calendar (check the month and the day)",
            ja: "\(option): \(value) はカレンダーにない日付です (月と日を確かめてください)",
            de: "\(option): \(value) ist kein Datum im Kalender (prüfe Monat und Tag)")
    }

    static func wrappedOut(_ out: String) -> LocalizedText {
        LocalizedText(
            en: "wrapped: --out must end in .svg, .png or .html (got '\(out)')",
            ja: "wrapped: --out は .svg、.png、.html のいずれかで終わる名前にしてください ('\(out)' が指定されました)",
            de: "wrapped: --out muss auf .svg, .png oder .html enden (nicht '\(out)')")
    }

    static let rateAddUsage = LocalizedText(
        en: "rate add: give CUR RATE, such as `fancal rate add USD 150`", ja: "rate add: CUR RATE を指定してください。例: `fancal rate add USD 150`",
        de: "rate add: gib CUR RATE an, etwa `fancal rate add USD 150`")
    static let rateImportUsage = LocalizedText(
        en: "rate import: give one FILE", ja: "rate import: FILE を1つ指定してください", de: "rate import: gib eine FILE an")

    static func chartSVGOnly(_ out: String) -> LocalizedText {
        LocalizedText(
            en: "chart writes SVG or PNG: name the file FILE.svg or FILE.png (or --out - for standard output), not '\(out)'",
            ja: "chart は SVG か PNG を書きます: '\(out)' ではなく FILE.svg か FILE.png という名前にしてください (標準出力なら --out -)",
            de: "chart schreibt SVG oder PNG: nenne die Datei FILE.svg oder FILE.png (oder --out - für die Standardausgabe), nicht '\(out)'")
    }

    static func notAChartGrouping(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--by: '\(value)' is not a chart grouping; use category or artist",
            ja: "--by: '\(value)' ではグラフを分けられません。category か artist を使ってください",
            de: "--by: '\(value)' ist keine Gruppierung für das Diagramm; nutze category oder artist")
    }

    static let ticketAddNeedsShow = LocalizedText(
        en: "ticket add needs --show DATE[THH:MM], the show's day", ja: "ticket add には公演日 --show DATE[THH:MM] が必要です",
        de: "ticket add braucht --show DATE[THH:MM], den Tag des Auftritts")

    static func phaseOptionsNeedPhase(_ id: String) -> LocalizedText {
        LocalizedText(
            en: "phase options need the phase: ticket edit \(id) PHASE …", ja: "フェーズのオプションにはフェーズ名が必要です: ticket edit \(id) PHASE …",
            de: "Optionen einer Phase brauchen die Phase: ticket edit \(id) PHASE …")
    }

    static func usageLine(_ usage: String) -> LocalizedText {
        LocalizedText(en: "usage: fancal \(usage)", ja: "使い方: fancal \(usage)", de: "Aufruf: fancal \(usage)")
    }

    static func notATicketID(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "'\(value)' is not a ticket id; ids are positive numbers (see `fancal ticket list`)",
            ja: "'\(value)' はチケットの ID ではありません。ID は正の数です (`fancal ticket list` で確認)",
            de: "'\(value)' ist keine Ticket-ID; IDs sind positive Zahlen (siehe `fancal ticket list`)")
    }

    static func unknownZone(_ zone: String) -> LocalizedText {
        LocalizedText(
            en: "time zone \(zone) is not in the system's tz database; install tzdata or set TZ",
            ja: "タイムゾーン \(zone) がシステムの tz データベースにありません。tzdata を入れるか TZ を設定してください",
            de: "die Zeitzone \(zone) fehlt in der tz-Datenbank des Systems; installiere tzdata oder setze TZ")
    }

    static func notAWindow(_ option: String, _ value: String) -> LocalizedText {
        LocalizedText(
            en: "\(option): '\(value)' is not a window; use FROM..TO such as 11/20..11/30 23:59",
            ja: "\(option): '\(value)' は期間ではありません。11/20..11/30 23:59 のように FROM..TO で書いてください",
            de: "\(option): '\(value)' ist kein Zeitraum; nutze FROM..TO wie 11/20..11/30 23:59")
    }

    static func notASeatCount(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--count: '\(value)' is not a number of seats; use 1, 2…", ja: "--count: '\(value)' は枚数ではありません。1、2… を指定してください",
            de: "--count: '\(value)' ist keine Anzahl Plätze; nutze 1, 2…")
    }

    static func formatOf(_ allowed: String, _ value: String) -> LocalizedText {
        LocalizedText(
            en: "--format must be \(allowed), not '\(value)'", ja: "--format は \(allowed) のいずれかです ('\(value)' は使えません)",
            de: "--format muss \(allowed) sein, nicht '\(value)'")
    }

    static let outNeedsName = LocalizedText(
        en: "--out needs a file name, or - for standard output", ja: "--out にはファイル名 (標準出力なら -) が必要です",
        de: "--out braucht einen Dateinamen oder - für die Standardausgabe")

    static func badIcons(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "FANCAL_ICONS must be on or off, not '\(value)'", ja: "FANCAL_ICONS は on か off です ('\(value)' は使えません)",
            de: "FANCAL_ICONS muss on oder off sein, nicht '\(value)'")
    }

    static func badAmbiguousWidth(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "FANCAL_AMBIGUOUS_WIDTH must be 1 or 2, not '\(value)'", ja: "FANCAL_AMBIGUOUS_WIDTH は 1 か 2 です ('\(value)' は使えません)",
            de: "FANCAL_AMBIGUOUS_WIDTH muss 1 oder 2 sein, nicht '\(value)'")
    }

    enum SettingUnit { case seconds, bytes }

    static func badSetting(_ variable: String, _ value: String, unit: SettingUnit) -> LocalizedText {
        switch unit {
        case .seconds:
            LocalizedText(
                en: "\(variable) must be a number of seconds, not '\(value)'", ja: "\(variable) は秒数です ('\(value)' は使えません)",
                de: "\(variable) muss eine Anzahl Sekunden sein, nicht '\(value)'")
        case .bytes:
            LocalizedText(
                en: "\(variable) must be a number of bytes, not '\(value)'", ja: "\(variable) はバイト数です ('\(value)' は使えません)",
                de: "\(variable) muss eine Anzahl Bytes sein, nicht '\(value)'")
        }
    }

    static func notAPreference(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--prefer: '\(value)' is neither local nor remote", ja: "--prefer: '\(value)' は local でも remote でもありません",
            de: "--prefer: '\(value)' ist weder local noch remote")
    }

    static func notACalendarColoring(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--by: '\(value)' is not how a calendar colors its marks; use category or artist",
            ja: "--by: '\(value)' ではカレンダーの印を色分けできません。category か artist を使ってください",
            de: "--by: '\(value)' bestimmt keine Farbe der Markierungen; nutze category oder artist")
    }
}
