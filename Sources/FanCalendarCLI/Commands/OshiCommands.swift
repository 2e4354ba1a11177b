import FanCalendar
import FanCalendarApp

/// `fancal next`: one line for a shell prompt.
enum NextCommand: Command {
    static let format = FormatOption([.text, .json], help: LocalizedText(
        en: "text or json (default text)", ja: "text または json (既定: text)", de: "text oder json (Standard: text)"))

    static let spec = CommandSpec(
        name: "next", summary: LocalizedText(
            en: "one line for a prompt: the next show or birthday", ja: "プロンプト用の1行: 次のライブや誕生日",
            de: "eine Zeile für den Prompt: der nächste Auftritt oder Geburtstag"),
        options: [format.spec],
        discussion: LocalizedText(
            en: "Prints nothing (exit 0) when nothing is coming up. In a prompt: PS1='$(fancal next) \\$ '",
            ja: "予定がなければ何も表示しない (終了コード 0)。プロンプトに: PS1='$(fancal next) \\$ '",
            de: "Gibt nichts aus (Exit 0), wenn nichts ansteht. Im Prompt: PS1='$(fancal next) \\$ '"))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try arguments[Self.format]
        let language = try context.language()
        let next = try OshiUseCases.next(today: try context.today(), now: try context.momentShown(), store: try context.store())
        switch format {
        case .json: context.stdout.write((next.map { NextFormatting.json($0) } ?? "null") + "\n")
        default:
            guard let next else { return 0 }
            context.stdout.write(NextFormatting.line(next, language: language, homeZone: next.at.map { _ in context.homeZone }) + "\n")
        }
        return 0
    }
}

/// `fancal wrapped [YEAR]`: the year in review.
enum WrappedCommand: Command {
    static let artist = SharedOptions.artist(help: LocalizedText(
        en: "only this artist (a group includes its members)", ja: "このアーティストだけ (グループはメンバーを含む)",
        de: "nur dieser Künstler (eine Gruppe mit ihren Mitgliedern)")).line()
    /// The file written instead of text, named by what it holds: a card or a page.
    static let out = Option("out", short: "o", value: "FILE", help: LocalizedText(
        en: "write FILE.svg, FILE.png (the card) or FILE.html (the page) instead of text",
        ja: "テキストの代わりに FILE.svg、FILE.png (カード) か FILE.html (ページ) を書く",
        de: "statt Text FILE.svg, FILE.png (die Karte) oder FILE.html (die Seite) schreiben")
    ) { out throws(CLIError) in
        guard [".svg", ".png", ".html", ".htm"].contains(where: out.lowercased().hasSuffix) else {
            throw .usage(ErrorText.wrappedOut(out))
        }
        return out
    }

    static let spec = CommandSpec(
        name: "wrapped", summary: LocalizedText(
            en: "the year in review: text, a card (SVG or PNG) or an HTML page",
            ja: "1年のまとめ: テキスト、カード (SVG か PNG)、HTML ページ",
            de: "der Jahresrückblick: Text, eine Karte (SVG oder PNG) oder eine HTML-Seite"),
        positionals: [PositionalSpec("YYYY", help: LocalizedText(
            en: "the year (default: this year)", ja: "対象の年 (既定: 今年)", de: "das Jahr (Standard: dieses Jahr)"),
            optional: true)],
        options: [artist.spec, out.spec],
        discussion: LocalizedText(
            en: "The HTML page is self-contained (no script, no font or image from elsewhere) and prints on one A4 page. The PNG card, at twice the SVG's size, is drawn by rsvg-convert (Debian: librsvg2-bin).",
            ja: "HTML ページは単体で完結し (スクリプトも外部のフォントや画像もなし)、A4 1枚に印刷できる。PNG のカード (SVG の2倍の大きさ) は rsvg-convert (Debian: librsvg2-bin) で描く。",
            de: "Die HTML-Seite ist in sich geschlossen (kein Skript, keine fremden Schriften oder Bilder) und passt gedruckt auf eine A4-Seite. Die PNG-Karte, doppelt so groß wie das SVG, zeichnet rsvg-convert (Debian: librsvg2-bin)."))

    static func validate(_ arguments: ParsedArguments) throws {
        _ = try arguments[Self.out]
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        let today = try context.today()
        let year = try arguments.positionals.first.map { (text: String) throws(CLIError) in
            try InputParsing.year(text, option: "YYYY")
        } ?? today.year
        let artist = try arguments[Self.artist]
        let review = try OshiUseCases.wrapped(
            year: year, artist: artist, today: today, home: try context.defaultCurrency(),
            store: try context.store())
        guard !review.isEmpty else {
            context.stdout.write(WrappedText.empty(year)(language) + "\n")
            return 0
        }
        guard let out = try arguments[Self.out] else {
            context.stdout.write(WrappedText.terminal(review, language: language, style: try context.textStyle()))
            return 0
        }
        try write(review, to: out, language: language)
        return 0
    }

    /// The card (FILE.svg, FILE.png) or the page (FILE.html).
    private static func write(_ review: YearInReview, to out: String, language: Language) throws {
        let lowered = out.lowercased()
        if lowered.hasSuffix(".svg") || lowered.hasSuffix(".png") {
            try PictureFile.write(WrappedPicture.svg(review, language: language), to: out)
        } else {
            let file = try AtomicFile(path: out, for: .shared)
            file.append(WrappedPicture.html(review, language: language))
            try file.commit()
        }
    }
}
