import Foundation
import TestSupport
import XCTest

/// End to end, in process: artists, `next` and `wrapped` on a throwaway database.
final class OshiCommandsTests: XCTestCase {
    var fancal: InProcessFancal!

    override func setUp() { fancal = InProcessFancal() }

    func addArtistsAndRecords() {
        fancal.succeed(["artist", "add", "SEVENTEEN", "--alias", "セブチ", "--alias", "SVT", "--color", "#C2185B",
                        "--since", "2022-05-26", "--debut", "2015-05-26", "--birthday", "05-26"])
        fancal.succeed(["artist", "add", "ジョンハン", "--alias", "Jeonghan", "--group", "svt", "--birthday", "10-04"])
        fancal.succeed(["artist", "add", "AOI", "--color", "#1E88E5", "--since", "2024-12-24"])
        fancal.succeed(["add", "2026-04-11", "Seoul live", "-c", "live", "-a", "183,500", "--currency", "KRW",
                        "--artist", "ｓｖｔ", "--venue", "KSPO Dome"])
        fancal.succeed(["add", "2026-05-10", "Dome tour Osaka", "-c", "live", "-a", "13,200", "--artist", "ＳＥＶＥＮＴＥＥＮ",
                        "--venue", "京セラドーム", "--time", "17:00"])
        fancal.succeed(["add", "2026-05-10", "Shinkansen", "-c", "live", "-a", "28,400", "--artist", "セブチ", "--sub", "travel"])
        fancal.succeed(["add", "2026-10-04", "Birthday cafe", "-c", "goods", "-a", "3,300", "--artist", "jeonghan"])
        fancal.succeed(["add", "2026-12-24", "Winter live", "-c", "live", "-a", "12,000", "--artist", "AOI",
                        "--venue", "東京ドーム", "--time", "18:00-21:00"])
    }

    func testArtistListShowsSpellingsColorsBirthdaysAndDaysOfFollowing() {
        addArtistsAndRecords()
        Golden.assert(fancal.succeed(["artist", "list"]), named: "artist-list-en.txt")
        Golden.assert(fancal.succeed(["artist", "list", "--locale", "ja"]), named: "artist-list-ja.txt")
        Golden.assert(fancal.succeed(["artist", "list", "--locale", "de"]), named: "artist-list-de.txt")
        Golden.assert(
            fancal.succeed(["artist", "list", "--color", "always"], environment: ["COLORTERM": "truecolor"]),
            named: "artist-list-en-color.txt")
        let palette = fancal.succeed(["artist", "list", "--color", "always"], environment: ["COLORTERM": "", "TERM": "xterm-256color"])
        XCTAssertTrue(palette.contains("\u{1B}[38;5;"), palette)
        let basic = fancal.succeed(["artist", "list", "--color", "always"], environment: ["COLORTERM": "", "TERM": "linux"])
        XCTAssertFalse(basic.contains("38;5;") || basic.contains("38;2;"), basic)
    }

    /// Regression (issue #32): `summary --by artist` split "Stray Kids" and "stray kids" until the
    /// artist was set up, though `list --artist` matches both.
    func testReportsGroupAnArtistNobodySetUpAcrossCaseAndWidth() throws {
        fancal.succeed(["add", "2026-03-01", "Seoul show", "-a", "15000", "--artist", "Stray Kids"])
        fancal.succeed(["add", "2026-03-02", "Album", "-a", "3000", "--artist", "stray kids"])
        fancal.succeed(["add", "2026-03-03", "Goods", "-a", "2000", "--artist", "ＳＴＲＡＹ ＫＩＤＳ"])
        fancal.succeed(["add", "2026-03-04", "Lightstick", "-a", "4000", "--artist", "IVE"])
        let result = fancal.run(["summary", "--year", "2026", "--by", "artist", "--format", "json"])
        XCTAssertEqual(result.exitCode, 0)
        let groups = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["groups"] as? [[String: Any]])
        XCTAssertEqual(groups.map { $0["key"] as? String }, ["Stray Kids", "IVE"])
        XCTAssertEqual(groups.map { $0["amount_minor"] as? Int }, [20_000, 4_000])
        XCTAssertEqual(groups.map { $0["count"] as? Int }, [3, 1])
        let wrapped = fancal.succeed(["wrapped", "2026"])
        XCTAssertTrue(wrapped.contains("Stray Kids ¥20,000"), wrapped)
        XCTAssertFalse(wrapped.contains("stray kids") || wrapped.contains("ＳＴＲＡＹ"), wrapped)
    }

    func testReportsAndFiltersFindTheArtistByAnySpelling() {
        addArtistsAndRecords()
        let listed = fancal.succeed(["list", "--artist", "seventeen", "--format", "csv"])
        XCTAssertEqual(listed.split(whereSeparator: \.isNewline).count, 1 + 3, listed)
        let summary = fancal.succeed(["summary", "--by", "artist", "--format", "csv"])
        XCTAssertTrue(summary.contains("SEVENTEEN"), summary)
        XCTAssertFalse(summary.contains("セブチ") || summary.contains("ＳＥＶＥＮＴＥＥＮ"), summary)
        // A member's records are the member's; the group's filter in wrapped includes its members.
        let wrapped = fancal.succeed(["wrapped", "2026", "--artist", "SVT"])
        XCTAssertTrue(wrapped.contains("ジョンハン ¥3,300"), wrapped)
        XCTAssertFalse(wrapped.contains("AOI"), wrapped)
    }

    func testMergeRepointsRecordsAndKeepsTheSpellingsAsAliases() {
        addArtistsAndRecords()
        fancal.succeed(["add", "2026-06-01", "fan meeting", "--artist", "Seventeen JP"])
        fancal.succeed(["artist", "add", "Seventeen JP"])
        let merged = fancal.succeed(["artist", "merge", "seventeen jp", "SEVENTEEN"])
        XCTAssertEqual(merged, "Merged seventeen jp into SEVENTEEN: 1 record re-pointed\n")
        XCTAssertTrue(fancal.succeed(["list", "--month", "2026-06", "--format", "csv"]).contains(",SEVENTEEN,"))
        XCTAssertTrue(fancal.succeed(["artist", "list"]).contains("セブチ, SVT, Seventeen JP"))
    }

    /// `--alias` adds (a record typed with an old spelling keeps counting), `--remove-alias`
    /// takes one away and `--aliases` replaces them all; whatever goes is named.
    func testEditingAliasesAddsRemovesOrReplacesAndSaysWhatWent() {
        fancal.succeed(["artist", "add", "SEVENTEEN", "--alias", "セブチ", "--alias", "SVT"])
        fancal.succeed(["add", "2026-06-01", "fan meeting", "--artist", "SVT", "-a", "3000"])
        XCTAssertEqual(fancal.succeed(["artist", "edit", "svt", "--alias", "세븐틴", "--alias", "ｓｖｔ"]),
                       "Updated artist SEVENTEEN (セブチ, SVT, 세븐틴)\n")
        XCTAssertTrue(fancal.succeed(["summary", "--year", "2026", "--by", "artist"]).contains("SEVENTEEN"))
        XCTAssertEqual(fancal.succeed(["artist", "edit", "SEVENTEEN", "--remove-alias", "svt"]),
                       "Updated artist SEVENTEEN (セブチ, 세븐틴)\n"
                       + "Removed aliases: SVT (records written that way no longer count for SEVENTEEN)\n")
        XCTAssertEqual(fancal.succeed(["artist", "edit", "SEVENTEEN", "--aliases", "セブチ, Seventeen,SVT", "--locale", "ja"]),
                       "アーティストを更新しました: SEVENTEEN (セブチ, SVT)\n"
                       + "外した別名: 세븐틴 (この表記の記録は SEVENTEEN に数えられなくなります)\n")
        XCTAssertEqual(fancal.succeed(["artist", "edit", "SEVENTEEN", "--aliases", "", "--locale", "de"]),
                       "Künstler geändert: SEVENTEEN\n"
                       + "Entfernte Aliasse: セブチ, SVT (so geschriebene Einträge zählen nicht mehr für SEVENTEEN)\n")
        XCTAssertEqual(fancal.succeed(["artist", "edit", "SEVENTEEN", "--color", "#FFFFFF"]), "Updated artist SEVENTEEN\n")
    }

    func testBadAliasEditsAreRefusedInEachLanguageAndChangeNothing() {
        fancal.succeed(["artist", "add", "SEVENTEEN", "--alias", "SVT"])
        fancal.succeed(["artist", "add", "IVE"])
        let before = fancal.succeed(["artist", "list"])
        fancal.fail(["artist", "edit", "SEVENTEEN", "--remove-alias", "セブチ"], exitCode: 2,
                    message: "fancal: 'セブチ' is not an alias of SEVENTEEN; its aliases are SVT\n")
        fancal.fail(["artist", "edit", "SEVENTEEN", "--remove-alias", "セブチ", "--locale", "ja"], exitCode: 2,
                    message: "fancal: 'セブチ' は SEVENTEEN の別名ではありません。別名は SVT です\n")
        fancal.fail(["artist", "edit", "SEVENTEEN", "--remove-alias", "セブチ", "--locale", "de"], exitCode: 2,
                    message: "fancal: 'セブチ' ist kein Alias von SEVENTEEN; seine Aliasse sind SVT\n")
        fancal.fail(["artist", "edit", "IVE", "--remove-alias", "x"], exitCode: 2,
                    message: "fancal: IVE has no aliases, so there is no 'x' to remove\n")
        fancal.fail(["artist", "edit", "IVE", "--remove-alias", "x", "--locale", "ja"], exitCode: 2,
                    message: "fancal: IVE には別名がないので、'x' は外せません\n")
        fancal.fail(["artist", "edit", "IVE", "--remove-alias", "x", "--locale", "de"], exitCode: 2,
                    message: "fancal: IVE hat keine Aliasse, es gibt kein 'x' zu entfernen\n")
        fancal.fail(["artist", "edit", "SEVENTEEN", "--aliases", "A", "--remove-alias", "SVT"], exitCode: 2,
                    message: "fancal: artist edit: --aliases replaces every alias, so it takes no --remove-alias; use one or the other\n")
        fancal.fail(["artist", "edit", "SEVENTEEN", "--aliases", "A", "--alias", "B", "--locale", "ja"], exitCode: 2,
                    message: "fancal: artist edit: --aliases は別名をすべて置き換えるので --alias とは一緒に使えません。どちらか一方にしてください\n")
        fancal.fail(["artist", "edit", "SEVENTEEN", "--aliases", "A", "--alias", "B", "--locale", "de"], exitCode: 2,
                    message: "fancal: artist edit: --aliases ersetzt alle Aliasse und nimmt daher kein --alias; nutze das eine oder das andere\n")
        fancal.fail(["artist", "edit", "SEVENTEEN", "--alias", ""], exitCode: 2,
                    message: "fancal: --alias needs a spelling; to remove every alias, give artist edit --aliases \"\"\n")
        fancal.fail(["artist", "edit", "SEVENTEEN", "--alias", "", "--locale", "ja"], exitCode: 2,
                    message: "fancal: --alias には表記が必要です。別名をすべて外すには artist edit --aliases \"\" を指定してください\n")
        fancal.fail(["artist", "edit", "SEVENTEEN", "--alias", "", "--locale", "de"], exitCode: 2,
                    message: "fancal: --alias braucht eine Schreibweise; um alle Aliasse zu entfernen, gib artist edit --aliases \"\" an\n")
        fancal.fail(["artist", "add", "X", "--aliases", "A"], exitCode: 2, message: "fancal: artist add takes no --aliases\n")
        fancal.fail(["artist", "add", "X", "--remove-alias", "A"], exitCode: 2, message: "fancal: artist add takes no --remove-alias\n")
        fancal.fail(["artist", "edit", "IVE", "--alias", "svt"], exitCode: 2,
                    message: "fancal: 'svt' already means the artist SEVENTEEN; remove it there first")
        XCTAssertEqual(fancal.succeed(["artist", "list"]), before)
    }

    func testBadArtistInputIsRefusedAndChangesNothing() {
        fancal.succeed(["artist", "add", "SEVENTEEN", "--alias", "SVT"])
        let before = fancal.succeed(["artist", "list"])
        fancal.fail(["artist", "add", "X", "--color", "pink"], exitCode: 2,
                    message: "fancal: --color: 'pink' is not a color; write it as #RRGGBB, such as #F7CAC9\n")
        fancal.fail(["artist", "add", "X", "--birthday", "02-30"], exitCode: 2,
                    message: "fancal: --birthday: '02-30' is not a day of the year; write it as 10-04 or 10/4, without the year\n")
        fancal.fail(["artist", "add", "Other", "--alias", "ｓｖｔ"], exitCode: 2,
                    message: "fancal: 'ｓｖｔ' already means the artist SEVENTEEN; remove it there first (fancal artist edit) or merge the two (fancal artist merge)\n")
        fancal.fail(["artist", "merge", "SVT", "seventeen"], exitCode: 2,
                    message: "fancal: cannot merge SEVENTEEN into itself; name two different artists\n")
        fancal.fail(["artist", "edit", "nobody", "--color", "#FFFFFF"], exitCode: 2,
                    message: "fancal: no artist 'nobody'; `fancal artist list` shows them, `fancal artist add` adds one\n")
        fancal.fail(["artist", "lsit"], exitCode: 2,
                    message: "fancal: artist: unknown action 'lsit'; use add, list, edit, rm or merge (did you mean 'list'?)\n")
        fancal.fail(["artist", "add"], exitCode: 2, message: "fancal: artist add: missing NAME (see `fancal artist --help`)\n")
        XCTAssertEqual(fancal.succeed(["artist", "list"]), before)
        let removed = fancal.succeed(["artist", "rm", "svt"])
        XCTAssertEqual(removed, "Removed artist SEVENTEEN; records keep the name as written\n")
    }

    func testNextIsOneLineForAPrompt() {
        addArtistsAndRecords()
        let environment = ["FANCAL_TODAY": "2026-12-01"]
        Golden.assert(fancal.succeed(["next"], environment: environment), named: "next-en.txt")
        Golden.assert(fancal.succeed(["next", "--format", "json"], environment: environment), named: "next-en.json")
        XCTAssertEqual(fancal.succeed(["next"], environment: ["FANCAL_TODAY": "2026-05-20"]), "D-6 SEVENTEEN's birthday (5/26)\n")
        XCTAssertEqual(
            fancal.succeed(["next", "--locale", "ja"], environment: ["FANCAL_TODAY": "2026-09-30"]), "D-4 ジョンハン 誕生日 (10/4)\n")
        let empty = InProcessFancal()
        XCTAssertEqual(empty.succeed(["next"]), "")
        XCTAssertEqual(empty.succeed(["next", "--format", "json"]), "null\n")
    }

    /// `next` takes now from the same clock as `due`: with FANCAL_TODAY on a show's day it counts
    /// down to that show, whatever the real date (it filtered by the real clock and found nothing).
    func testNextTakesNowFromTheSameClockAsDue() {
        fancal.succeed(["add", "2026-12-24", "Winter live", "-c", "live", "--artist", "AOI", "--time", "18:00"])
        XCTAssertEqual(fancal.succeed(["next"], environment: ["FANCAL_TODAY": "2026-12-24"]), "D-DAY AOI: Winter live (18:00)\n")
        XCTAssertEqual(fancal.succeed(["next"], environment: ["FANCAL_TODAY": "2026-12-25"]), "")
    }

    /// Issue 29: `next` ran artist, title and venue together, the venue twice when the title
    /// named it, and wrote US dates in German.
    func testNextReadsAsASentenceWithTheLanguagesDates() {
        fancal.succeed(["add", "2026-08-28", "真夏の全国ツアー2026 明治神宮野球場", "-c", "live", "--artist", "乃木坂46",
                        "--venue", "明治神宮野球場"])
        fancal.succeed(["add", "2026-09-20", "AOI Autumn live", "-c", "live", "--artist", "aoi", "--venue", "Zepp Haneda",
                        "--time", "18:00"])
        let runs: [(String, String, String)] = [
            ("en", "2026-08-25", "D-3 乃木坂46: 真夏の全国ツアー2026 明治神宮野球場 (8/28)\n"),
            ("ja", "2026-08-25", "D-3 乃木坂46: 真夏の全国ツアー2026 明治神宮野球場 (8/28)\n"),
            ("de", "2026-08-25", "D-3 乃木坂46: 真夏の全国ツアー2026 明治神宮野球場 (28.8.)\n"),
            ("en", "2026-09-01", "D-19 AOI Autumn live @ Zepp Haneda (9/20)\n"),
            ("ja", "2026-09-01", "D-19 AOI Autumn live @ Zepp Haneda (9/20)\n"),
            ("de", "2026-09-01", "D-19 AOI Autumn live @ Zepp Haneda (20.9.)\n"),
        ]
        for (language, today, expected) in runs {
            let result = fancal.run(["next", "--locale", language], environment: ["FANCAL_TODAY": today])
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            XCTAssertEqual(result.stderr, "")
            XCTAssertEqual(result.stdout, expected, "\(language) on \(today)")
        }
    }

    func testWrappedSaysWhatTheYearWasInEveryLanguage() {
        addArtistsAndRecords()
        let environment = ["FANCAL_TODAY": "2026-12-31"]
        for language in ["en", "ja", "de"] {
            Golden.assert(
                fancal.succeed(["wrapped", "2026", "--locale", language], environment: environment),
                named: "wrapped-2026-\(language).txt")
        }
        Golden.assert(
            fancal.succeed(["wrapped", "2026", "--color", "always"], environment: environment.merging(["COLORTERM": "truecolor"]) { $1 }),
            named: "wrapped-2026-en-color.txt")
        XCTAssertEqual(
            fancal.succeed(["wrapped", "2019"]),
            "Nothing recorded in 2019 yet — add a show with `fancal add`, and come back at the end of the year.\n")
        fancal.fail(["wrapped", "--out", "year.jpg"], exitCode: 2, message: "fancal: wrapped: --out must end in .svg, .png or .html (got 'year.jpg')\n")
    }

    func testBirthdaysMarkTheCalendarAndMilestonesJoinTheAgenda() {
        addArtistsAndRecords()
        Golden.assert(fancal.succeed(["month", "2026-12"]), named: "month-birthday-2026-12-en.txt")
        Golden.assert(fancal.succeed(["month", "2026-10", "--locale", "ja"]), named: "month-birthday-2026-10-ja.txt")
        let december = fancal.succeed(["month", "2026-12"])
        XCTAssertTrue(december.contains("🎉 2 years of following AOI"), december)
        XCTAssertTrue(december.contains("✿ Birthday") == false, "no birthday in December")
        let october = fancal.succeed(["month", "2026-10"])
        XCTAssertTrue(october.contains(" 4✿") || october.contains(" 4+✿"), october)
        XCTAssertTrue(october.contains("🎂 ジョンハン's birthday"), october)
        XCTAssertTrue(october.contains("✿ Birthday"), "the legend names the marker")
    }

    func testNextNamesTheSoonestTicketDeadlineWithItsTime() {
        addArtistsAndRecords()
        fancal.succeed(["ticket", "add", "Fan meeting", "--show", "2026-12-20T17:00", "--artist", "AOI"])
        fancal.succeed([
            "ticket", "phase", "1", "FC先行", "--apply", "2026-11-25..2026-11-30", "--result", "2026-12-02 18:00",
            "--pay-by", "2026-12-04 23:59", "--issue", "2026-12-10..2026-12-18", "--price", "8800", "--method", "konbini",
        ])
        fancal.succeed(["ticket", "applied", "1"])
        XCTAssertEqual(
            fancal.succeed(["next"], environment: ["FANCAL_TODAY": "2026-12-01"]),
            "D-1 ! result  Fan meeting (FC先行): check the result (12/2 18:00)\n")
        XCTAssertEqual(
            fancal.succeed(["next", "--locale", "de"], environment: ["FANCAL_TODAY": "2026-12-01"]),
            "D-1 ! Ergebnis  Fan meeting (FC先行): Ergebnis prüfen (2.12. 18:00)\n")
        fancal.succeed(["ticket", "won", "1"])
        XCTAssertEqual(
            fancal.succeed(["next"], environment: ["FANCAL_TODAY": "2026-12-03"]),
            "D-1 ! pay by  Fan meeting (FC先行): pay ¥8,800 by konbini (12/4 23:59)\n")
    }

    func testByArtistColorsEachMarkedDayInItsArtistsColor() {
        addArtistsAndRecords()
        let environment = ["COLORTERM": "truecolor"]
        let byArtist = fancal.succeed(["month", "2026-05", "--by", "artist", "--color", "always"], environment: environment)
        // May 10: SEVENTEEN's show and train, in SEVENTEEN's #C2185B.
        XCTAssertTrue(byArtist.contains("10\u{1B}[0m\u{1B}[38;2;194;24;91m*\u{1B}[0m"), byArtist)
        let byCategory = fancal.succeed(["month", "2026-05", "--color", "always"], environment: environment)
        XCTAssertFalse(byCategory.contains("\u{1B}[38;2;194;24;91m*"), "the default stays by category: \(byCategory)")
        Golden.assert(
            fancal.succeed(["year", "2026", "--by", "artist", "--color", "always"], environment: environment),
            named: "year-2026-by-artist-color.txt")
        XCTAssertEqual(
            fancal.succeed(["month", "2026-05", "--by", "artist", "--color", "never"]),
            fancal.succeed(["month", "2026-05", "--color", "never"]), "without color the markers say the categories")
        fancal.fail(["month", "--by", "venue"], exitCode: 2, message: "--by: 'venue' is not how a calendar colors its marks")
        let chart = fancal.succeed(["chart", "--year", "2026", "--by", "artist", "--out", "-"])
        XCTAssertTrue(chart.contains("fill=\"#C2185B\""), "the chart draws SEVENTEEN in their color")
        XCTAssertTrue(chart.contains("fill=\"#1E88E5\""), "and AOI in theirs")
    }
}
