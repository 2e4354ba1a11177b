import FanCalendar
import FanCalendarApp

/// `fancal ticket add|phase|applied|won|lost|paid|issued|cancel|list|show|edit|rm`: shows the
/// fan is trying to attend, their sales phases and where each stands.
enum TicketCommand: CommandGroup {
    static let pagesLongOutput = true

    static let subcommands: [any Command.Type] = [
        Add.self, Phase.self, Applied.self, Won.self, Lost.self, Paid.self, Issued.self, Cancel.self, List.self, Show.self,
        Edit.self, Remove.self,
    ]

    static let spec = CommandSpec(
        name: "ticket", summary: LocalizedText(
            en: "track ticket lotteries: phases, deadlines, results", ja: "チケットの抽選を管理: フェーズ、締切、当落",
            de: "Ticketverlosungen verfolgen: Phasen, Fristen, Ergebnisse"),
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
                """),
        subcommands: subcommands.map { $0.spec },
        unknownSubcommand: { word, suggestion in
            ErrorText.unknownAction(
                "ticket", word, use: "add, phase, applied, won, lost, paid, issued, cancel, list, show, edit or rm",
                suggestion: suggestion)
        })

    static let idArgument = PositionalSpec("ID", help: LocalizedText(
        en: "the ticket's id (see `fancal ticket list`)", ja: "チケットの ID (`fancal ticket list` で確認)",
        de: "die ID des Tickets (siehe `fancal ticket list`)"))
    static let phaseArgument = PositionalSpec("PHASE", help: LocalizedText(
        en: "the phase (see `fancal ticket show`)", ja: "フェーズ (`fancal ticket show` で確認)",
        de: "die Phase (siehe `fancal ticket show`)"), optional: true)

    static let show = Option("show", value: "DATE[THH:MM]", help: LocalizedText(
        en: "the show's day, and its start time if known", ja: "公演日 (わかれば開演時刻も)",
        de: "der Tag der Show, mit Beginn, falls bekannt"))
    static let artist = SharedOptions.artist(help: LocalizedText(
        en: "who performs", ja: "出演アーティスト", de: "wer auftritt")).clearable()
    static let venue = Option("venue", value: "V", help: LocalizedText(en: "where", ja: "会場", de: "wo")).clearable()
    static let apply = Option("apply", value: "FROM..TO", help: LocalizedText(
        en: "the application window (a bare TO date means 23:59)", ja: "申込期間 (TO が日付だけなら 23:59)",
        de: "die Bewerbungsfrist (ein TO ohne Uhrzeit heißt 23:59)"))
    static let result = Option("result", value: "DT", help: LocalizedText(
        en: "when the result (当落) comes", ja: "当落発表の日時", de: "wann das Ergebnis kommt"))
    static let payBy = Option("pay-by", value: "DT", help: LocalizedText(
        en: "the payment deadline, such as \"12/3 23:59\"", ja: "入金締切 (\"12/3 23:59\" など)",
        de: "die Zahlungsfrist, etwa \"12/3 23:59\""))
    static let issue = Option("issue", value: "FROM..TO", help: LocalizedText(
        en: "the issue window (発券)", ja: "発券期間", de: "der Ausgabezeitraum (発券)"))
    static let price = Option("price", value: "N", help: LocalizedText(
        en: "the price of one seat", ja: "1 枚の価格", de: "der Preis eines Platzes"))
    static let count = Option("count", value: "K", help: LocalizedText(
        en: "seats (default 1)", ja: "枚数 (既定: 1)", de: "Plätze (Standard: 1)")
    ) { text throws(CLIError) in
        guard let count = Int(text) else { throw .invalidInput(ErrorText.notASeatCount(text)) }
        return count
    }
    static let fee = Option("fee", value: "N", help: LocalizedText(
        en: "a fee on top (system, issuing, delivery); repeat for several",
        ja: "手数料 (システム利用料、発券手数料、送料)。複数なら繰り返す",
        de: "eine Gebühr obendrauf (System, Ausgabe, Versand); für mehrere wiederholen"))
    static let method = Option("method", value: "M", help: LocalizedText(
        en: "card, konbini, bank… (card is charged automatically)",
        ja: "card, konbini, bank など (card は自動で引き落とし)",
        de: "card, konbini, bank… (card wird automatisch belastet)")).clearable()
    static let currency = SharedOptions.currency(help: LocalizedText(
        en: "the price's currency (else FANCAL_CURRENCY, else JPY)",
        ja: "価格の通貨 (省略時は FANCAL_CURRENCY、次に JPY)",
        de: "die Währung des Preises (sonst FANCAL_CURRENCY, sonst JPY)"))
    static let companion = Option("companion", value: "NAME", help: LocalizedText(
        en: "who comes along; repeat for several", ja: "同行者。複数なら繰り返す",
        de: "wer mitkommt; für mehrere wiederholen")).line()

    /// The options of a phase, for `ticket phase` and `ticket edit ID PHASE`.
    static let phaseOptions = [
        apply.spec, result.spec, payBy.spec, issue.spec, price.spec, count.spec, fee.spec, method.spec, currency.spec,
        companion.spec,
    ]

    /// `ticket add TITLE --show DATE[THH:MM]`.
    enum Add: Command {
        static let spec = CommandSpec(
            name: "ticket add", summary: LocalizedText(
                en: "add a show you want to attend", ja: "行きたい公演を追加", de: "eine Show hinzufügen, die du besuchen willst"),
            positionals: [PositionalSpec("TITLE", help: LocalizedText(
                en: "the show's title", ja: "公演のタイトル", de: "der Titel der Show"))],
            options: [show.spec, artist.spec, venue.spec],
            countMessage: .usage(ErrorText.usageLine("ticket add TITLE --show DATE[THH:MM]")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let title = try InputParsing.line(arguments.positionals[0], name: "TITLE")
            guard let showText = try arguments[TicketCommand.show] else { throw CLIError.usage(ErrorText.ticketAddNeedsShow) }
            let show = try TicketArguments.show(showText, context)
            let outcome = try TicketUseCases.add(
                title: title, artist: try arguments[TicketCommand.artist] ?? nil, venue: try arguments[TicketCommand.venue] ?? nil,
                show: show.at, showHasTime: show.hasTime, today: try context.today(), now: context.now,
                store: { try context.writableStore() })
            try report(outcome, LocalizedText(en: "Added ticket", ja: "チケットを追加しました", de: "Ticket angelegt"), context)
            return 0
        }
    }

    /// `ticket phase ID NAME [--apply FROM..TO --result DT --pay-by DT …]`.
    enum Phase: Command {
        static let spec = CommandSpec(
            name: "ticket phase", summary: LocalizedText(
                en: "add a sales phase: windows, deadlines, price", ja: "販売フェーズを追加 (期間、締切、価格)",
                de: "eine Verkaufsphase hinzufügen: Zeiträume, Fristen, Preis"),
            positionals: [idArgument, PositionalSpec("NAME", help: LocalizedText(
                en: "the phase's name, such as FC先行", ja: "フェーズ名 (FC先行 など)", de: "der Name der Phase, etwa FC先行"))],
            options: phaseOptions,
            countMessage: .usage(ErrorText.usageLine("ticket phase ID NAME [--apply FROM..TO --result DT --pay-by DT …]")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let id = try TicketArguments.id(arguments.positionals[0])
            let name = try InputParsing.line(arguments.positionals[1], name: "NAME")
            let changes = try TicketArguments.phaseChanges(arguments, context)
            let outcome = try TicketUseCases.addPhase(
                ticketID: id, name: name, changes, currency: try changes.currency ?? context.defaultCurrency(), now: context.now,
                store: try context.writableStore())
            try report(
                outcome,
                LocalizedText(
                    en: "Added phase \(name) to ticket", ja: "フェーズ \(name) を追加しました: チケット",
                    de: "Phase \(name) angelegt für Ticket"), context)
            return 0
        }
    }

    /// `ticket list [--all] [--format table|json]`.
    enum List: Command {
        static let all = Flag("all", help: LocalizedText(
            en: "also tickets whose show is over", ja: "終わった公演も表示", de: "auch Tickets vergangener Shows"))
        static let format = FormatOption([.table, .json], help: LocalizedText(
            en: "table or json (default table)", ja: "table または json (既定: table)", de: "table oder json (Standard: table)"))

        static let spec = CommandSpec(
            name: "ticket list", summary: LocalizedText(
                en: "tickets and where each phase stands", ja: "チケットと各フェーズの状況", de: "Tickets und der Stand jeder Phase"),
            options: [all.spec, format.spec],
            countMessage: .usage(ErrorText.usageLine("ticket list [--all] [--format table|json]")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let format = try arguments[Self.format]
            let zone = context.homeZone
            let overview = try TicketUseCases.list(
                all: arguments[Self.all], today: try context.today(), zone: zone, store: try context.store())
            switch format {
            case .json: context.stdout.write(TicketJSON.overview(overview) + "\n")
            default:
                context.stdout.write(
                    TicketFormatting.listTable(
                        overview, now: try context.momentShown(), zone: zone, language: try context.language(),
                        style: try context.textStyle(), maxWidth: context.tableWidth()))
            }
            return 0
        }
    }

    /// `ticket show ID`.
    enum Show: Command {
        static let spec = CommandSpec(
            name: "ticket show", summary: LocalizedText(
                en: "one ticket with its phases", ja: "チケット 1 件とそのフェーズ", de: "ein Ticket mit seinen Phasen"),
            positionals: [idArgument], countMessage: .usage(ErrorText.usageLine("ticket show ID")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let ticket = try TicketUseCases.show(
                ticketID: try TicketArguments.id(arguments.positionals[0]), store: try context.store())
            context.stdout.write(TicketFormatting.detail(ticket, zone: context.homeZone, language: try context.language()))
            return 0
        }
    }

    /// `ticket edit ID [PHASE] [options]`: the ticket's fields, or with PHASE that phase's.
    enum Edit: Command {
        static let title = Option("title", value: "TITLE", help: LocalizedText(
            en: "a new title", ja: "新しいタイトル", de: "ein neuer Titel")).line()
        static let name = Option("name", value: "NAME", help: LocalizedText(
            en: "a new name for the phase", ja: "フェーズの新しい名前", de: "ein neuer Name der Phase")).line()

        static let spec = CommandSpec(
            name: "ticket edit", summary: LocalizedText(
                en: "change a ticket, or one of its phases", ja: "チケットまたはそのフェーズを変更",
                de: "ein Ticket oder eine seiner Phasen ändern"),
            positionals: [idArgument, phaseArgument],
            options: [show.spec, title.spec, artist.spec, venue.spec] + phaseOptions + [name.spec],
            countMessage: .usage(ErrorText.usageLine("ticket edit ID [PHASE] [options]")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let id = try TicketArguments.id(arguments.positionals[0])
            var changes = TicketChanges()
            changes.title = try arguments[Self.title]
            changes.artist = try arguments[TicketCommand.artist]
            changes.venue = try arguments[TicketCommand.venue]
            if let text = try arguments[TicketCommand.show] { changes.show = try TicketArguments.show(text, context) }
            var phaseChanges = try TicketArguments.phaseChanges(arguments, context)
            phaseChanges.name = try arguments[Self.name]
            let phase = arguments.positionals.dropFirst().first
            if phase == nil && !phaseChanges.isEmpty { throw CLIError.usage(ErrorText.phaseOptionsNeedPhase("\(id)")) }
            if changes.isEmpty && phaseChanges.isEmpty { throw AppError.invalidInput(TicketArguments.nothingToChange) }
            let outcome = try TicketUseCases.edit(
                ticketID: id, changes, phase: phase, phaseChanges, now: context.now, store: try context.writableStore())
            try report(outcome, LocalizedText(en: "Updated ticket", ja: "チケットを更新しました", de: "Ticket geändert"), context)
            return 0
        }
    }

    /// `ticket rm ID`.
    enum Remove: Command {
        static let spec = CommandSpec(
            name: "ticket rm", summary: LocalizedText(en: "delete a ticket", ja: "チケットを削除", de: "ein Ticket löschen"),
            positionals: [idArgument], countMessage: .usage(ErrorText.usageLine("ticket rm ID")))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let outcome = try TicketUseCases.remove(
                ticketID: try TicketArguments.id(arguments.positionals[0]), now: context.now,
                store: try context.writableStore())
            context.stdout.write("\(Phrase.deleted.text(language)) #\(outcome.ticket.id) \(outcome.ticket.title)\n")
            for note in outcome.notes { context.stdout.write(note(language) + "\n") }
            return 0
        }
    }

    /// `Added ticket #3`, the ticket's details, then the notes; warnings go to stderr.
    private static func report(_ outcome: TicketOutcome, _ phrase: LocalizedText, _ context: Context) throws {
        let language = try context.language()
        context.stdout.write("\(phrase(language)) #\(outcome.ticket.id)\n")
        context.stdout.write(TicketFormatting.detail(outcome.ticket, zone: context.homeZone, language: language))
        for note in outcome.notes { context.stdout.write(note(language) + "\n") }
        for warning in outcome.warnings { context.stderr.write("fancal: \(warning(language))\n") }
    }
}

/// `ticket applied|won|lost|paid|issued|cancel ID [PHASE]`: one step of a phase (its only or
/// current one when PHASE is left out).
protocol TicketStep: Command {
    static var word: String { get }
    static var state: PhaseState { get }
    static var summary: LocalizedText { get }
}

extension TicketStep {
    static var spec: CommandSpec {
        CommandSpec(
            name: "ticket \(word)", summary: summary, positionals: [TicketCommand.idArgument, TicketCommand.phaseArgument],
            countMessage: .usage(ErrorText.usageLine("ticket \(word) ID [PHASE]")))
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        let id = try TicketArguments.id(arguments.positionals[0])
        let outcome = try TicketUseCases.move(
            ticketID: id, phase: arguments.positionals.dropFirst().first, to: state, at: try context.momentShown(),
            now: context.now, store: try context.writableStore())
        let phase = outcome.ticket.phases.first { $0.name == outcome.phase }
        context.stdout.write(
            "#\(id) \(outcome.ticket.title) (\(outcome.phase ?? "")): \(phase?.state.displayName(language) ?? "")\n")
        for note in outcome.notes { context.stdout.write(note(language) + "\n") }
        return 0
    }
}

extension TicketCommand {
    enum Applied: TicketStep {
        static let word = "applied"
        static let state = PhaseState.applied
        static let summary = LocalizedText(en: "mark a phase applied", ja: "フェーズを申込済にする", de: "eine Phase als beworben markieren")
    }

    enum Won: TicketStep {
        static let word = "won"
        static let state = PhaseState.won
        static let summary = LocalizedText(
            en: "mark a phase won: adds the spending record", ja: "フェーズを当選にする (支出の記録を追加)",
            de: "eine Phase als gewonnen markieren: legt die Ausgabe an")
    }

    enum Lost: TicketStep {
        static let word = "lost"
        static let state = PhaseState.lost
        static let summary = LocalizedText(en: "mark a phase lost", ja: "フェーズを落選にする", de: "eine Phase als verloren markieren")
    }

    enum Paid: TicketStep {
        static let word = "paid"
        static let state = PhaseState.paid
        static let summary = LocalizedText(en: "mark a phase paid", ja: "フェーズを入金済にする", de: "eine Phase als bezahlt markieren")
    }

    enum Issued: TicketStep {
        static let word = "issued"
        static let state = PhaseState.issued
        static let summary = LocalizedText(en: "mark a phase issued", ja: "フェーズを発券済にする", de: "eine Phase als ausgegeben markieren")
    }

    enum Cancel: TicketStep {
        static let word = "cancel"
        static let state = PhaseState.cancelled
        static let summary = LocalizedText(
            en: "cancel a phase (a paid one keeps its record)", ja: "フェーズをキャンセルする (入金済なら記録は残る)",
            de: "eine Phase stornieren (eine bezahlte behält ihren Eintrag)")
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
        if let text = try arguments[TicketCommand.apply] {
            (changes.applyOpen, changes.applyClose) = try window(text, option: "--apply", context)
        }
        if let text = try arguments[TicketCommand.result] {
            changes.result = try moment(text, option: "--result", endOfDay: true, context)
        }
        if let text = try arguments[TicketCommand.payBy] {
            changes.payBy = try moment(text, option: "--pay-by", endOfDay: true, context)
        }
        if let text = try arguments[TicketCommand.issue] {
            (changes.issueOpen, changes.issueClose) = try window(text, option: "--issue", context)
        }
        changes.method = try arguments[TicketCommand.method]
        changes.currency = try arguments[TicketCommand.currency]
        changes.priceText = try arguments[TicketCommand.price]
        changes.count = try arguments[TicketCommand.count]
        if arguments.contains(TicketCommand.fee) { changes.feeTexts = try arguments[every: TicketCommand.fee] }
        if arguments.contains(TicketCommand.companion) { changes.companions = try arguments[every: TicketCommand.companion] }
        return changes
    }
}
