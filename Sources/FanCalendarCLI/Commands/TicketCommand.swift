import FanCalendar
import FanCalendarApp

/// `fancal ticket add|phase|applied|won|lost|paid|issued|cancel|list|show|edit|rm`: shows the
/// fan is trying to attend, their sales phases and where each stands.
enum TicketCommand: Command {
    static let pagesLongOutput = true

    static let spec = CommandSpec(
        name: "ticket", summary: LocalizedText(
            en: "track ticket lotteries: phases, deadlines, results", ja: "チケットの抽選を管理: フェーズ、締切、当落",
            de: "Ticketverlosungen verfolgen: Phasen, Fristen, Ergebnisse"),
        positionals: [
            PositionalSpec("ACTION", help: LocalizedText(
                en: "add, phase, applied, won, lost, paid, issued, cancel, list, show, edit or rm",
                ja: "add, phase, applied, won, lost, paid, issued, cancel, list, show, edit, rm のいずれか",
                de: "add, phase, applied, won, lost, paid, issued, cancel, list, show, edit oder rm")),
            PositionalSpec("ARGS", help: LocalizedText(
                en: "add: TITLE; phase: ID NAME; state changes: ID [PHASE]; show, rm: ID; edit: ID [PHASE]",
                ja: "add: TITLE、phase: ID NAME、状態の変更: ID [PHASE]、show・rm: ID、edit: ID [PHASE]",
                de: "add: TITLE; phase: ID NAME; Statuswechsel: ID [PHASE]; show, rm: ID; edit: ID [PHASE]"),
                optional: true, variadic: true),
        ],
        options: [
            OptionSpec("show", value: "DATE[THH:MM]", help: LocalizedText(
                en: "the show's day, and its start time if known", ja: "公演日 (わかれば開演時刻も)",
                de: "der Tag der Show, mit Beginn, falls bekannt")),
            OptionSpec("title", value: "TITLE", help: LocalizedText(
                en: "edit: a new title", ja: "edit: 新しいタイトル", de: "edit: ein neuer Titel")),
            OptionSpec("artist", value: "A", help: LocalizedText(
                en: "who performs", ja: "出演アーティスト", de: "wer auftritt")),
            OptionSpec("venue", value: "V", help: LocalizedText(en: "where", ja: "会場", de: "wo")),
            OptionSpec("apply", value: "FROM..TO", help: LocalizedText(
                en: "the application window (a bare TO date means 23:59)", ja: "申込期間 (TO が日付だけなら 23:59)",
                de: "die Bewerbungsfrist (ein TO ohne Uhrzeit heißt 23:59)")),
            OptionSpec("result", value: "DT", help: LocalizedText(
                en: "when the result (当落) comes", ja: "当落発表の日時", de: "wann das Ergebnis kommt")),
            OptionSpec("pay-by", value: "DT", help: LocalizedText(
                en: "the payment deadline, such as \"12/3 23:59\"", ja: "入金締切 (\"12/3 23:59\" など)",
                de: "die Zahlungsfrist, etwa \"12/3 23:59\"")),
            OptionSpec("issue", value: "FROM..TO", help: LocalizedText(
                en: "the issue window (発券)", ja: "発券期間", de: "der Ausgabezeitraum (発券)")),
            OptionSpec("price", value: "N", help: LocalizedText(
                en: "the price of one seat", ja: "1 枚の価格", de: "der Preis eines Platzes")),
            OptionSpec("count", value: "K", help: LocalizedText(
                en: "seats (default 1)", ja: "枚数 (既定: 1)", de: "Plätze (Standard: 1)")),
            OptionSpec("fee", value: "N", help: LocalizedText(
                en: "a fee on top (system, issuing, delivery); repeat for several",
                ja: "手数料 (システム利用料、発券手数料、送料)。複数なら繰り返す",
                de: "eine Gebühr obendrauf (System, Ausgabe, Versand); für mehrere wiederholen")),
            OptionSpec("method", value: "M", help: LocalizedText(
                en: "card, konbini, bank… (card is charged automatically)",
                ja: "card, konbini, bank など (card は自動で引き落とし)",
                de: "card, konbini, bank… (card wird automatisch belastet)")),
            OptionSpec("currency", value: "CUR", help: LocalizedText(
                en: "the price's currency (else FANCAL_CURRENCY, else JPY)",
                ja: "価格の通貨 (省略時は FANCAL_CURRENCY、次に JPY)",
                de: "die Währung des Preises (sonst FANCAL_CURRENCY, sonst JPY)")),
            OptionSpec("companion", value: "NAME", help: LocalizedText(
                en: "who comes along; repeat for several", ja: "同行者。複数なら繰り返す",
                de: "wer mitkommt; für mehrere wiederholen")),
            OptionSpec("name", value: "NAME", help: LocalizedText(
                en: "edit: a new name for the phase", ja: "edit: フェーズの新しい名前", de: "edit: ein neuer Name der Phase")),
            OptionSpec("all", help: LocalizedText(
                en: "list: also tickets whose show is over", ja: "list: 終わった公演も表示",
                de: "list: auch Tickets vergangener Shows")),
            OptionSpec("format", value: "FORMAT", help: LocalizedText(
                en: "list: table or json", ja: "list: table または json", de: "list: table oder json")),
        ],
        discussion: LocalizedText(
            en: """
                A phase goes planned → applied → won | lost → paid → issued, one step at a time, or
                is cancelled. Winning adds the spending record (live, sub ticket, price × count +
                fees); editing the phase updates it; cancelling after paying keeps it.
                Deadlines are in your time zone; a deadline given as a date alone means 23:59.
                  fancal ticket add "Winter live" --show 2026-12-24T18:00 --artist Aoi --venue "Tokyo Dome"
                  fancal ticket phase 1 FC先行 --apply 11/20..11/30 --result "12/1 18:00" --pay-by "12/3 23:59" --price 9000 --fee 350 --method konbini
                  fancal ticket applied 1
                  fancal ticket won 1 FC先行
                """,
            ja: """
                フェーズは 申込予定 → 申込済 → 当選 | 落選 → 入金済 → 発券済 と1段ずつ進むか、
                キャンセルになる。当選すると支出の記録 (live、sub ticket、価格 × 枚数 + 手数料) を
                追加し、フェーズを編集すると記録も直す。入金後のキャンセルでは記録を残す。
                締切は自分のタイムゾーン。日付だけの締切はその日の 23:59。
                  fancal ticket add "Winter live" --show 2026-12-24T18:00 --artist Aoi --venue "Tokyo Dome"
                  fancal ticket phase 1 FC先行 --apply 11/20..11/30 --result "12/1 18:00" --pay-by "12/3 23:59" --price 9000 --fee 350 --method konbini
                  fancal ticket applied 1
                  fancal ticket won 1 FC先行
                """,
            de: """
                Eine Phase geht geplant → beworben → gewonnen | verloren → bezahlt → ausgegeben,
                Schritt für Schritt, oder wird storniert. Ein Gewinn legt die Ausgabe an (live, sub
                ticket, Preis × Anzahl + Gebühren); eine Änderung der Phase ändert sie; eine
                Stornierung nach dem Bezahlen behält sie.
                Fristen gelten in deiner Zeitzone; eine Frist nur mit Datum heißt 23:59.
                  fancal ticket add "Winter live" --show 2026-12-24T18:00 --artist Aoi --venue "Tokyo Dome"
                  fancal ticket phase 1 FC先行 --apply 11/20..11/30 --result "12/1 18:00" --pay-by "12/3 23:59" --price 9000 --fee 350 --method konbini
                  fancal ticket applied 1
                  fancal ticket won 1 FC先行
                """))

    private static let stateActions: [String: PhaseState] = [
        "applied": .applied, "won": .won, "lost": .lost, "paid": .paid, "issued": .issued, "cancel": .cancelled,
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let action = arguments.positionals[0]
        let rest = Array(arguments.positionals.dropFirst())
        let language = try context.language()
        let zone = context.homeZone
        switch action {
        case "add":
            try expect(rest, count: 1...1, usage: "ticket add TITLE --show DATE[THH:MM]")
            let title = try InputParsing.line(rest[0], name: "TITLE")
            guard let showText = arguments.value("show") else {
                throw CLIError.usage(ErrorText.ticketAddNeedsShow)
            }
            let show = try TicketArguments.show(showText, context)
            let outcome = try TicketUseCases.add(
                title: title, artist: try TicketArguments.optionalLine(arguments, "artist"),
                venue: try TicketArguments.optionalLine(arguments, "venue"), show: show.at, showHasTime: show.hasTime,
                today: try context.today(), now: context.now, store: { try context.store(forWriting: true) })
            report(outcome, LocalizedText(en: "Added ticket", ja: "チケットを追加しました", de: "Ticket angelegt"), context, language)
        case "phase":
            try expect(rest, count: 2...2, usage: "ticket phase ID NAME [--apply FROM..TO --result DT --pay-by DT …]")
            let id = try TicketArguments.id(rest[0])
            let name = try InputParsing.line(rest[1], name: "NAME")
            let changes = try TicketArguments.phaseChanges(arguments, context)
            let currency = try changes.currency ?? context.defaultCurrency()
            let outcome = try TicketUseCases.addPhase(
                ticketID: id, name: name, changes, currency: currency, now: context.now,
                store: try context.store(forWriting: true))
            report(
                outcome,
                LocalizedText(
                    en: "Added phase \(name) to ticket", ja: "フェーズ \(name) を追加しました: チケット",
                    de: "Phase \(name) angelegt für Ticket"), context, language)
        case let state where stateActions[state] != nil:
            try expect(rest, count: 1...2, usage: "ticket \(state) ID [PHASE]")
            let id = try TicketArguments.id(rest[0])
            let outcome = try TicketUseCases.move(
                ticketID: id, phase: rest.count > 1 ? rest[1] : nil, to: stateActions[state]!,
                at: try context.momentShown(), now: context.now,
                store: try context.store(forWriting: true))
            let phase = outcome.ticket.phases.first { $0.name == outcome.phase }
            context.stdout.write(
                "#\(id) \(outcome.ticket.title) (\(outcome.phase ?? "")): \(phase?.state.displayName(language) ?? "")\n")
            for note in outcome.notes { context.stdout.write(note(language) + "\n") }
        case "list":
            try expect(rest, count: 0...0, usage: "ticket list [--all] [--format table|json]")
            let format = try OutputFormat.parse(arguments.value("format"), allowed: [.table, .json])
            let overview = try TicketUseCases.list(
                all: arguments.has("all"), today: try context.today(), zone: zone, store: try context.store(forWriting: false))
            switch format {
            case .json: context.stdout.write(TicketJSON.overview(overview) + "\n")
            default:
                context.stdout.write(
                    TicketFormatting.listTable(
                        overview, now: try context.momentShown(), zone: zone, language: language, style: try context.textStyle(),
                        maxWidth: context.tableWidth()))
            }
        case "show":
            try expect(rest, count: 1...1, usage: "ticket show ID")
            let ticket = try TicketUseCases.show(
                ticketID: try TicketArguments.id(rest[0]), store: try context.store(forWriting: false))
            context.stdout.write(TicketFormatting.detail(ticket, zone: zone, language: language))
        case "edit":
            try expect(rest, count: 1...2, usage: "ticket edit ID [PHASE] [options]")
            let id = try TicketArguments.id(rest[0])
            var changes = TicketChanges()
            if let text = arguments.value("title") { changes.title = try InputParsing.line(text, name: "--title") }
            if let text = arguments.value("artist") { changes.artist = try TicketArguments.clearable(text, "--artist") }
            if let text = arguments.value("venue") { changes.venue = try TicketArguments.clearable(text, "--venue") }
            if let text = arguments.value("show") { changes.show = try TicketArguments.show(text, context) }
            var phaseChanges = try TicketArguments.phaseChanges(arguments, context)
            if let text = arguments.value("name") { phaseChanges.name = try InputParsing.line(text, name: "--name") }
            if rest.count == 1 && !phaseChanges.isEmpty {
                throw CLIError.usage(ErrorText.phaseOptionsNeedPhase("\(id)"))
            }
            if changes.isEmpty && phaseChanges.isEmpty { throw AppError.invalidInput(TicketArguments.nothingToChange) }
            let outcome = try TicketUseCases.edit(
                ticketID: id, changes, phase: rest.count > 1 ? rest[1] : nil, phaseChanges, now: context.now,
                store: try context.store(forWriting: true))
            report(outcome, LocalizedText(en: "Updated ticket", ja: "チケットを更新しました", de: "Ticket geändert"), context, language)
        case "rm":
            try expect(rest, count: 1...1, usage: "ticket rm ID")
            let outcome = try TicketUseCases.remove(
                ticketID: try TicketArguments.id(rest[0]), now: context.now, store: try context.store(forWriting: true))
            context.stdout.write("\(Phrase.deleted.text(language)) #\(outcome.ticket.id ?? 0) \(outcome.ticket.title)\n")
            for note in outcome.notes { context.stdout.write(note(language) + "\n") }
        default:
            throw CLIError.usage(ErrorText.unknownAction(
                "ticket", action, use: "add, phase, applied, won, lost, paid, issued, cancel, list, show, edit or rm",
                suggestion: nil))
        }
        return 0
    }

    private static func expect(_ rest: [String], count: ClosedRange<Int>, usage: String) throws(CLIError) {
        guard count.contains(rest.count) else { throw .usage(ErrorText.usageLine(usage)) }
    }

    /// `Added ticket #3`, the ticket's details, then the notes; warnings go to stderr.
    private static func report(_ outcome: TicketOutcome, _ phrase: LocalizedText, _ context: Context, _ language: Language) {
        context.stdout.write("\(phrase(language)) #\(outcome.ticket.id ?? 0)\n")
        context.stdout.write(TicketFormatting.detail(outcome.ticket, zone: context.homeZone, language: language))
        for note in outcome.notes { context.stdout.write(note(language) + "\n") }
        for warning in outcome.warnings { context.stderr.write("fancal: \(warning(language))\n") }
    }
}

/// Reading the ticket options into core values.
enum TicketArguments {
    static let nothingToChange = LocalizedText(
        en: "nothing to change; give at least one option (see `fancal ticket --help`)",
        ja: "変更する項目がありません。オプションを1つ以上指定してください (`fancal ticket --help` を参照)",
        de: "nichts zu ändern; gib mindestens eine Option an (siehe `fancal ticket --help`)")

    static func id(_ text: String) throws(CLIError) -> Int64 {
        guard let id = Int64(text), id > 0 else {
            throw .invalidInput(ErrorText.notATicketID(text))
        }
        return id
    }

    static func optionalLine(_ arguments: ParsedArguments, _ name: String) throws(CLIError) -> String? {
        guard let text = arguments.value(name) else { return nil }
        let line = try InputParsing.line(text, name: "--" + name, allowEmpty: true)
        return line.isEmpty ? nil : line
    }

    static func clearable(_ text: String, _ name: String) throws(CLIError) -> String? {
        let line = try InputParsing.line(text, name: name, allowEmpty: true)
        return line.isEmpty ? nil : line
    }

    /// A moment in the home zone; a bare date is 23:59 that day (`endOfDay`) or 00:00.
    static func moment(_ text: String, option: String, endOfDay: Bool, _ context: Context) throws -> ZonedDateTime {
        let (date, time) = try InputParsing.dateTime(text, today: try context.today(), option: option)
        let wall = time ?? (endOfDay ? CivilTime(hour: 23, minute: 59)! : CivilTime(hour: 0, minute: 0)!)
        guard let moment = ZonedDateTime(date: date, time: wall, zone: context.homeZone) else {
            throw CLIError.failure(ErrorText.unknownZone(context.homeZone))
        }
        return moment
    }

    /// `--show`: the moment, and whether a time was given.
    static func show(_ text: String, _ context: Context) throws -> (at: ZonedDateTime, hasTime: Bool) {
        let (_, time) = try InputParsing.dateTime(text, today: try context.today(), option: "--show")
        return (try moment(text, option: "--show", endOfDay: false, context), time != nil)
    }

    /// `FROM..TO`: either end may be left out (`..12/3 23:59`).
    static func window(_ text: String, option: String, _ context: Context) throws -> (ZonedDateTime?, ZonedDateTime?) {
        guard let range = text.firstRange(of: "..") else {
            throw CLIError.invalidInput(ErrorText.notAWindow(option, text))
        }
        let from = String(text[..<range.lowerBound]).trimmingWhitespace()
        let to = String(text[range.upperBound...]).trimmingWhitespace()
        return (
            from.isEmpty ? nil : try moment(from, option: option, endOfDay: false, context),
            to.isEmpty ? nil : try moment(to, option: option, endOfDay: true, context)
        )
    }

    /// The phase options of `ticket phase` and `ticket edit ID PHASE`.
    static func phaseChanges(_ arguments: ParsedArguments, _ context: Context) throws -> PhaseChanges {
        var changes = PhaseChanges()
        changes.language = try context.language()
        if let text = arguments.value("apply") {
            (changes.applyOpen, changes.applyClose) = try window(text, option: "--apply", context)
        }
        if let text = arguments.value("result") { changes.result = try moment(text, option: "--result", endOfDay: true, context) }
        if let text = arguments.value("pay-by") { changes.payBy = try moment(text, option: "--pay-by", endOfDay: true, context) }
        if let text = arguments.value("issue") {
            (changes.issueOpen, changes.issueClose) = try window(text, option: "--issue", context)
        }
        if let text = arguments.value("method") { changes.method = try clearable(text, "--method") }
        if let code = arguments.value("currency") { changes.currency = try InputParsing.currency(code) }
        changes.priceText = arguments.value("price")
        if let text = arguments.value("count") {
            guard let count = Int(text) else {
                throw CLIError.invalidInput(ErrorText.notASeatCount(text))
            }
            changes.count = count
        }
        if let fees = arguments.values["fee"] { changes.feeTexts = fees }
        if let names = arguments.values["companion"] {
            changes.companions = try names.map { (name: String) throws(CLIError) in
                try InputParsing.line(name, name: "--companion")
            }
        }
        return changes
    }
}
