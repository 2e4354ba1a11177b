import FanCalendar

/// Every `fancal:` message of the command line, in each language: one place to review and
/// translate. Each says what went wrong and what to do. The English texts are the ones scripts
/// and tests have always seen; identifiers (options, values, commands) stay untranslated.
enum ErrorText {
    // MARK: The command line

    static func unknownCommand(_ name: String, suggestion: String?) -> LocalizedText {
        let guess = suggestion.map { LocalizedText(en: "; did you mean '\($0)'?", ja: "。'\($0)' のことですか?", de: "; meintest du '\($0)'?") }
        return LocalizedText(
            en: "unknown command '\(name)'\(guess?.en ?? "") (see `fancal --help`)",
            ja: "'\(name)' というコマンドはありません\(guess?.ja ?? "") (`fancal --help` を参照)",
            de: "unbekannter Befehl '\(name)'\(guess?.de ?? "") (siehe `fancal --help`)")
    }

    static func unknownOption(_ option: String, suggestion: String?, help: String) -> LocalizedText {
        let guess = suggestion.map { LocalizedText(en: "; did you mean '\($0)'?", ja: "。'\($0)' のことですか?", de: "; meintest du '\($0)'?") }
        return LocalizedText(
            en: "unknown option '\(option)'\(guess?.en ?? "") (see `\(help)`)",
            ja: "'\(option)' というオプションはありません\(guess?.ja ?? "") (`\(help)` を参照)",
            de: "unbekannte Option '\(option)'\(guess?.de ?? "") (siehe `\(help)`)")
    }

    static func optionTakesNoValue(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "option --\(name) takes no value",
            ja: "オプション --\(name) は値を取りません",
            de: "die Option --\(name) nimmt keinen Wert")
    }

    static func optionNeedsValue(_ name: String, valueName: String) -> LocalizedText {
        LocalizedText(
            en: "option --\(name) needs a value (\(valueName))",
            ja: "オプション --\(name) には値 (\(valueName)) が必要です",
            de: "die Option --\(name) braucht einen Wert (\(valueName))")
    }

    static func missingArgument(_ command: String, _ name: String) -> LocalizedText {
        LocalizedText(
            en: "\(command): missing \(name) (see `fancal \(command) --help`)",
            ja: "\(command): \(name) がありません (`fancal \(command) --help` を参照)",
            de: "\(command): \(name) fehlt (siehe `fancal \(command) --help`)")
    }

    static func unexpectedArgument(_ command: String, _ argument: String) -> LocalizedText {
        LocalizedText(
            en: "\(command): unexpected argument '\(argument)' (see `fancal \(command) --help`)",
            ja: "\(command): 余分な引数 '\(argument)' があります (`fancal \(command) --help` を参照)",
            de: "\(command): unerwartetes Argument '\(argument)' (siehe `fancal \(command) --help`)")
    }

    /// A title typed without quotes arrives as several arguments: show the command with the
    /// title quoted.
    static func unquotedTitle(_ command: String, _ argument: String, quoted: String) -> LocalizedText {
        LocalizedText(
            en: "\(command): unexpected argument '\(argument)'; a title with spaces needs quotes: \(quoted)",
            ja: "\(command): 余分な引数 '\(argument)' があります。空白を含むタイトルは引用符で囲んでください: \(quoted)",
            de: "\(command): unerwartetes Argument '\(argument)'; ein Titel mit Leerzeichen braucht Anführungszeichen: \(quoted)")
    }

    static func unknownLocale(_ locale: String) -> LocalizedText {
        LocalizedText(
            en: "unknown locale '\(locale)'; use en, ja or de",
            ja: "'\(locale)' というロケールはありません。en、ja、de のいずれかを使ってください",
            de: "unbekannte Sprache '\(locale)'; nutze en, ja oder de")
    }

    static func badColor(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--color must be auto, always or never, not '\(value)'",
            ja: "--color は auto、always、never のいずれかです ('\(value)' ではありません)",
            de: "--color muss auto, always oder never sein, nicht '\(value)'")
    }

    static func badFormat(_ value: String, allowed: [String]) -> LocalizedText {
        let list = allowed.joined(separator: ", ")
        return LocalizedText(
            en: "--format must be \(list), not '\(value)'",
            ja: "--format は \(list) のいずれかです ('\(value)' ではありません)",
            de: "--format muss \(list) sein, nicht '\(value)'")
    }

    // MARK: The environment

    static func badFixedToday(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "FANCAL_TODAY must be a date as YYYY-MM-DD, not '\(value)'",
            ja: "FANCAL_TODAY は YYYY-MM-DD 形式の日付にしてください ('\(value)' ではありません)",
            de: "FANCAL_TODAY muss ein Datum als YYYY-MM-DD sein, nicht '\(value)'")
    }

    static let databaseNeedsPath = LocalizedText(
        en: "--db needs a file path", ja: "--db にはファイルのパスが必要です", de: "--db braucht einen Dateipfad")

    static let noPlaceForDatabase = LocalizedText(
        en: "cannot find a place for the database: set HOME, FANCAL_DB or --db",
        ja: "データベースの置き場所が分かりません。HOME、FANCAL_DB、--db のいずれかを設定してください",
        de: "kein Ort für die Datenbank: setze HOME, FANCAL_DB oder --db")

    static func badBusyTimeout(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "FANCAL_BUSY_TIMEOUT_MS must be a number of milliseconds, not '\(value)'",
            ja: "FANCAL_BUSY_TIMEOUT_MS はミリ秒の数にしてください ('\(value)' ではありません)",
            de: "FANCAL_BUSY_TIMEOUT_MS muss eine Zahl von Millisekunden sein, nicht '\(value)'")
    }

    // MARK: The config file

    static func cannotReadConfig(_ path: String, reason: String) -> LocalizedText {
        LocalizedText(
            en: "cannot read \(path) (\(reason)); fix it, or remove it and use `fancal config set`",
            ja: "\(path) を読めません (\(reason))。直すか、削除して `fancal config set` を使ってください",
            de: "\(path) kann nicht gelesen werden (\(reason)); korrigiere sie oder entferne sie und nutze `fancal config set`")
    }

    /// A bad setting: in the file (named with its line), or given to `fancal config set`.
    static func config(_ error: ConfigError, path: String) -> LocalizedText {
        let keys = ConfigKey.allCases.map(\.rawValue).joined(separator: ", ")
        switch error {
        case .notASetting(let line, let content):
            return LocalizedText(
                en: "\(path):\(line): '\(content)' is not a setting; write key = value (# starts a comment)",
                ja: "\(path):\(line): '\(content)' は設定ではありません。key = value の形で書いてください (# 以降はコメント)",
                de: "\(path):\(line): '\(content)' ist keine Einstellung; schreibe key = value (# beginnt einen Kommentar)")
        case .unknownKey(let line, let key):
            let place = line.map { "\(path):\($0): " } ?? "config: "
            return LocalizedText(
                en: "\(place)unknown key '\(key)'; the keys are \(keys)",
                ja: "\(place)'\(key)' という設定はありません。設定できるのは \(keys) です",
                de: "\(place)unbekannter Schlüssel '\(key)'; die Schlüssel sind \(keys)")
        case .badValue(let line, let key, let value):
            let place = line.map { "\(path):\($0): " } ?? "config: "
            return LocalizedText(
                en: "\(place)\(key.rawValue) cannot be '\(value)'; use \(key.values)",
                ja: "\(place)\(key.rawValue) に '\(value)' は使えません。\(key.values) のいずれかです",
                de: "\(place)\(key.rawValue) kann nicht '\(value)' sein; nutze \(key.values)")
        }
    }

    static let noConfigPlace = LocalizedText(
        en: "cannot find the config file: set HOME or XDG_CONFIG_HOME",
        ja: "設定ファイルの場所が分かりません。HOME か XDG_CONFIG_HOME を設定してください",
        de: "die Konfigurationsdatei ist nicht zu finden: setze HOME oder XDG_CONFIG_HOME")

    static func unknownConfigAction(_ action: String, suggestion: String?) -> LocalizedText {
        let hint = suggestion.map {
            LocalizedText(en: " (did you mean '\($0)'?)", ja: " ('\($0)' のことですか?)", de: " (meintest du '\($0)'?)")
        }
        return LocalizedText(
            en: "config: '\(action)' is not an action; use get KEY, set KEY VALUE, unset KEY or list\(hint?.en ?? "")",
            ja: "config: '\(action)' という操作はありません。get KEY、set KEY VALUE、unset KEY、list のいずれかです\(hint?.ja ?? "")",
            de: "config: '\(action)' ist keine Aktion; nutze get KEY, set KEY VALUE, unset KEY oder list\(hint?.de ?? "")")
    }

    static func configArguments(_ action: String, usage: String) -> LocalizedText {
        LocalizedText(
            en: "config \(action): give \(usage) (see `fancal config --help`)",
            ja: "config \(action): \(usage) を指定してください (`fancal config --help` を参照)",
            de: "config \(action): gib \(usage) an (siehe `fancal config --help`)")
    }

    // MARK: Values

    static func notAYear(_ option: String, _ value: String) -> LocalizedText {
        LocalizedText(
            en: "\(option): '\(value)' is not a year; use four digits such as 2026",
            ja: "\(option): '\(value)' は年ではありません。2026 や 2026年 のように 4 桁で書いてください",
            de: "\(option): '\(value)' ist kein Jahr; schreibe vier Ziffern wie 2026")
    }

    static func notAMonth(_ option: String, _ value: String) -> LocalizedText {
        LocalizedText(
            en: "\(option): '\(value)' is not a month; use 2026-11, 11 or Nov (this year), or Nov 2026",
            ja: "\(option): '\(value)' は月ではありません。2026-11、2026年11月、11月 (今年) のように書いてください",
            de: "\(option): '\(value)' ist kein Monat; schreibe 2026-11, 11 oder Nov (dieses Jahr) oder Nov 2026")
    }

    static func noSuchMonth(_ option: String, _ value: String, month: Int) -> LocalizedText {
        LocalizedText(
            en: "\(option): '\(value)': there is no month \(month); months run from 1 to 12",
            ja: "\(option): '\(value)': \(month) 月はありません。月は 1 から 12 までです",
            de: "\(option): '\(value)': es gibt keinen Monat \(month); Monate gehen von 1 bis 12")
    }

    static func unknownCategory(_ value: String, known: String) -> LocalizedText {
        LocalizedText(
            en: "unknown category '\(value)'; use one of \(known)",
            ja: "'\(value)' というカテゴリはありません。\(known) のいずれかを使ってください",
            de: "unbekannte Kategorie '\(value)'; nutze eine von \(known)")
    }

    static func blank(_ name: String) -> LocalizedText {
        LocalizedText(en: "\(name) must not be blank", ja: "\(name) が空です。何か書いてください", de: "\(name) darf nicht leer sein")
    }

    static func notOneLine(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "\(name) must be one line without control characters",
            ja: "\(name) は制御文字を含まない 1 行にしてください",
            de: "\(name) muss eine Zeile ohne Steuerzeichen sein")
    }

    static func controlCharacters(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "\(name) must not contain control characters",
            ja: "\(name) に制御文字は使えません",
            de: "\(name) darf keine Steuerzeichen enthalten")
    }

    static func tooLong(_ name: String, limit: String) -> LocalizedText {
        LocalizedText(
            en: "\(name) is too long (at most \(limit))",
            ja: "\(name) が長すぎます (最大 \(limit))",
            de: "\(name) ist zu lang (höchstens \(limit))")
    }

    static func notARecordID(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "'\(value)' is not a record id; ids are positive numbers (see `fancal list`)",
            ja: "'\(value)' は記録の ID ではありません。ID は正の整数です (`fancal list` を参照)",
            de: "'\(value)' ist keine Eintrags-ID; IDs sind positive Zahlen (siehe `fancal list`)")
    }

    static func notAWeekday(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--first-weekday: '\(value)' is not a weekday; use sun, mon, tue, wed, thu, fri or sat",
            ja: "--first-weekday: '\(value)' は曜日ではありません。sun、mon、tue、wed、thu、fri、sat のいずれかです",
            de: "--first-weekday: '\(value)' ist kein Wochentag; nutze sun, mon, tue, wed, thu, fri oder sat")
    }

    static func notAHolidaySet(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--holidays: '\(value)' is not a holiday set; use jp or none",
            ja: "--holidays: '\(value)' という祝日の種類はありません。jp か none を使ってください",
            de: "--holidays: '\(value)' ist kein Feiertagssatz; nutze jp oder none")
    }

    // MARK: Commands

    static func onlyOnePeriod(_ given: String) -> LocalizedText {
        LocalizedText(
            en: "use only one of --year, --month and --from/--to (got \(given))",
            ja: "--year、--month、--from/--to はどれか一つだけ使ってください (指定: \(given))",
            de: "nutze nur eines von --year, --month und --from/--to (angegeben: \(given))")
    }

    static func fromAfterTo(_ from: CivilDate, _ to: CivilDate) -> LocalizedText {
        LocalizedText(
            en: "--from \(from) is after --to \(to)",
            ja: "--from \(from) が --to \(to) より後になっています",
            de: "--from \(from) liegt nach --to \(to)")
    }

    static let nothingToChange = LocalizedText(
        en: "edit: nothing to change; give at least one option (see `fancal edit --help`)",
        ja: "edit: 変更する項目がありません。オプションを一つ以上指定してください (`fancal edit --help` を参照)",
        de: "edit: nichts zu ändern; gib mindestens eine Option an (siehe `fancal edit --help`)")

    static func deleteNeedsYes(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "delete: \(count) records would be deleted; give --yes to delete several without a terminal to ask on",
            ja: "delete: \(count) 件を削除することになります。確認できる端末がないときは --yes を付けてください",
            de: "delete: \(count) Einträge würden gelöscht; gib --yes an, um ohne Terminal für die Rückfrage mehrere zu löschen")
    }

    static let deleteDeclined = LocalizedText(
        en: "nothing was deleted", ja: "何も削除していません", de: "nichts wurde gelöscht")

    static let endWithoutRepeat = LocalizedText(
        en: "--count and --until end a series; give --repeat weekly, monthly or yearly too",
        ja: "--count と --until は繰り返しの終わりです。--repeat weekly、monthly、yearly も指定してください",
        de: "--count und --until beenden eine Serie; gib auch --repeat weekly, monthly oder yearly an")

    static let repeatNeedsOneEnd = LocalizedText(
        en: "--repeat needs one end: --count N (such as 12) or --until DATE",
        ja: "--repeat には終わりを一つ指定してください: --count N (12 など) か --until DATE",
        de: "--repeat braucht genau ein Ende: --count N (etwa 12) oder --until DATE")

    static func notAFrequency(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--repeat: '\(value)' is not a repetition; use weekly, monthly or yearly",
            ja: "--repeat: '\(value)' は繰り返しの単位ではありません。weekly、monthly、yearly のいずれかです",
            de: "--repeat: '\(value)' ist keine Wiederholung; nutze weekly, monthly oder yearly")
    }

    static func notACount(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--count: '\(value)' is not a number of occurrences; use a whole number such as 12",
            ja: "--count: '\(value)' は回数ではありません。12 のような整数を指定してください",
            de: "--count: '\(value)' ist keine Anzahl; nutze eine ganze Zahl wie 12")
    }

    static func notAnImportNumber(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "undo import: '\(value)' is not an import number; `fancal import --history` lists them",
            ja: "undo import: '\(value)' は取り込みの番号ではありません。`fancal import --history` で確認できます",
            de: "undo import: '\(value)' ist keine Importnummer; `fancal import --history` listet sie")
    }

    static let undoArguments = LocalizedText(
        en: "undo takes nothing (the last change), import N, or --list alone (see `fancal undo --help`)",
        ja: "undo には何も付けない (直前の変更) か import N、または --list だけを付けてください (`fancal undo --help` を参照)",
        de: "undo nimmt nichts (die letzte Änderung), import N oder --list allein (siehe `fancal undo --help`)")

    static let threeIsTextOnly = LocalizedText(
        en: "-3 shows text only; leave out --format json",
        ja: "-3 はテキストでしか表示できません。--format json を外してください",
        de: "-3 zeigt nur Text; lass --format json weg")

    static func monthOutsideCalendar(_ year: Int, _ month: Int) -> LocalizedText {
        let name = "\(year)-\(pad(month, 2))"
        return LocalizedText(
            en: "\(name) is outside the calendar fancal can show",
            ja: "\(name) は fancal が表示できるカレンダーの範囲外です",
            de: "\(name) liegt außerhalb des Kalenders, den fancal zeigen kann")
    }

    static func monthNotShowable(_ year: Int, _ month: Int) -> LocalizedText {
        let name = "\(year)-\(pad(month, 2))"
        return LocalizedText(
            en: "\(name) is not a month fancal can show",
            ja: "\(name) は fancal が表示できる月ではありません",
            de: "\(name) ist kein Monat, den fancal zeigen kann")
    }

    static func yearNotShowable(_ year: Int) -> LocalizedText {
        LocalizedText(
            en: "\(year) is not a year fancal can show",
            ja: "\(year) は fancal が表示できる年ではありません",
            de: "\(year) ist kein Jahr, das fancal zeigen kann")
    }

    static func onePeriodOfAReport(_ given: String) -> LocalizedText {
        LocalizedText(
            en: "use only one of --year, --month and --period (got \(given))",
            ja: "--year、--month、--period はどれか一つだけ使ってください (指定: \(given))",
            de: "nutze nur eines von --year, --month und --period (angegeben: \(given))")
    }

    static func yearNotReportable(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--year: \(value) is not a year fancal can report",
            ja: "--year: \(value) は fancal が集計できる年ではありません",
            de: "--year: \(value) ist kein Jahr, das fancal auswerten kann")
    }

    static func notAPeriod(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--period: '\(value)' is not a period; use week, month or year",
            ja: "--period: '\(value)' は期間ではありません。week、month、year のいずれかです",
            de: "--period: '\(value)' ist kein Zeitraum; nutze week, month oder year")
    }

    static func notAGrouping(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "--by: '\(value)' is not a grouping; use category, sub, artist or month",
            ja: "--by: '\(value)' では分けられません。category、sub、artist、month のいずれかです",
            de: "--by: '\(value)' ist keine Gruppierung; nutze category, sub, artist oder month")
    }

    static let chartNeedsOut = LocalizedText(
        en: "chart: --out FILE.svg or FILE.png is required (or --out - for standard output)",
        ja: "chart: --out FILE.svg か FILE.png が必要です (標準出力なら --out -)",
        de: "chart: --out FILE.svg oder FILE.png ist nötig (oder --out - für die Standardausgabe)")

    static let outNeedsFile = LocalizedText(
        en: "--out needs a file name, or - for standard output",
        ja: "--out にはファイル名か、標準出力なら - を指定してください",
        de: "--out braucht einen Dateinamen oder - für die Standardausgabe")

    static let calendarToTerminal = LocalizedText(
        en: "export writes a calendar file, not text for a terminal; give --out FILE, or redirect it (fancal export > calendar.ics)",
        ja: "export が書き出すのはカレンダーファイルで、端末に表示する文字ではありません。--out FILE を指定するか、リダイレクトしてください (fancal export > calendar.ics)",
        de: "export schreibt eine Kalenderdatei, keinen Text für ein Terminal; gib --out FILE an oder leite sie um (fancal export > calendar.ics)")

    static let backupFileEmpty = LocalizedText(
        en: "backup: FILE must not be empty", ja: "backup: FILE が空です", de: "backup: FILE darf nicht leer sein")

    static func noDatabaseToBackUp(_ path: String) -> LocalizedText {
        LocalizedText(
            en: "there is no database at \(path) to back up",
            ja: "\(path) にバックアップするデータベースがありません",
            de: "unter \(path) gibt es keine Datenbank zum Sichern")
    }

    static let backupIsDatabase = LocalizedText(
        en: "backup: FILE is the database itself; choose another path",
        ja: "backup: FILE がデータベースそのものです。別のパスを指定してください",
        de: "backup: FILE ist die Datenbank selbst; wähle einen anderen Pfad")

    static func outsideYears(_ what: String) -> LocalizedText {
        LocalizedText(
            en: "\(what) is outside the years \(RecordLimits.yearsDescription) fancal keeps records for",
            ja: "\(what) は fancal が記録できる \(RecordLimits.yearsDescription) 年の範囲外です",
            de: "\(what) liegt außerhalb der Jahre \(RecordLimits.yearsDescription), die fancal führt")
    }

    static func unsupportedShell(_ shell: String) -> LocalizedText {
        LocalizedText(
            en: "completions: '\(shell)' is not a supported shell; use bash, zsh or fish",
            ja: "completions: '\(shell)' には対応していません。bash、zsh、fish のいずれかを使ってください",
            de: "completions: '\(shell)' wird nicht unterstützt; nutze bash, zsh oder fish")
    }

    static func noSuchFile(_ path: String) -> LocalizedText {
        LocalizedText(en: "\(path): no such file", ja: "\(path): ファイルがありません", de: "\(path): Datei nicht gefunden")
    }

    static func strictRejected(_ name: String, count: Int) -> LocalizedText {
        LocalizedText(
            en: "\(name): \(count) event(s) rejected; --strict: nothing was imported",
            ja: "\(name): \(count) 件の予定を受け付けませんでした。--strict のため何も取り込んでいません",
            de: "\(name): \(count) Termin(e) abgelehnt; --strict: nichts wurde importiert")
    }

    /// A file the importer refused as a whole; the reason comes from the .ics reader.
    static func importRefused(_ reason: String) -> LocalizedText {
        LocalizedText(
            en: "\(reason); nothing was imported",
            ja: "\(reason)。何も取り込んでいません",
            de: "\(reason); nichts wurde importiert")
    }

    /// One event an import left out; the reason comes from the .ics reader.
    static func eventRejected(_ location: String, uid: String?, reason: String) -> LocalizedText {
        LocalizedText(
            en: "\(location): event \(uid ?? "without UID") rejected: \(reason)",
            ja: "\(location): 予定 \(uid ?? "(UID なし)") を受け付けませんでした: \(reason)",
            de: "\(location): Termin \(uid ?? "ohne UID") abgelehnt: \(reason)")
    }

    static func cannotWrite(_ path: String, reason: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "cannot write \(path): \(reason.en)", ja: "\(path) に書き込めません: \(reason.ja)",
            de: "\(path) kann nicht geschrieben werden: \(reason.de)")
    }

    static func cannotWriteLeftAsItWas(_ path: String, reason: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "cannot write \(path): \(reason.en); the file was left as it was",
            ja: "\(path) に書き込めません: \(reason.ja)。ファイルは元のままです",
            de: "\(path) kann nicht geschrieben werden: \(reason.de); die Datei blieb unverändert")
    }

    static func folderNotCreated(_ folder: String) -> LocalizedText {
        LocalizedText(en: "\(folder) cannot be created", ja: "\(folder) を作れません", de: "\(folder) kann nicht angelegt werden")
    }
}
