import Foundation
import TestSupport
import XCTest

/// Feeds that converge (issue #28): a feed that empties or shrinks is held as a mass delete, a
/// deletion here sticks, a feed that renames its UIDs duplicates nothing, the organizer's
/// changes reach an event edited here without undoing the edit, the digest names each event,
/// the reader's warnings are printed, and a feed's events are a schedule until adopted.
/// `file://` feeds run in process: what the network adds is FeedCommandsTests' part.
final class FeedConvergenceTests: XCTestCase {
    var fancal: InProcessFancal!
    var feed: URL!

    override func setUpWithError() throws {
        fancal = InProcessFancal()
        feed = fancal.directory.appendingPathComponent("tour.ics")
        try write(Self.events(Self.shows))
        fancal.succeed(["feed", "add", "tour", "file://\(feed.path)", "--category", "live", "--artist", "AOI"])
    }

    /// The tour: UID suffix, day in December 2026, title, venue.
    static let shows = [
        ("osaka", "10", "Tour Osaka", "Osaka-jo Hall"),
        ("tokyo", "12", "Tour Tokyo", "Tokyo Dome"),
        ("nagoya", "14", "Tour Nagoya", "Nagoya Dome"),
        ("fukuoka", "16", "Tour Fukuoka", "PayPay Dome"),
    ]

    static func events(_ shows: [(String, String, String, String)], uidPrefix: String = "show-") -> String {
        var text = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//tour//EN\n"
        for (uid, day, title, venue) in shows {
            text += """
                BEGIN:VEVENT
                UID:\(uidPrefix)\(uid)
                DTSTAMP:20261101T000000Z
                DTSTART;TZID=Asia/Tokyo:202612\(day)T180000
                DTEND;TZID=Asia/Tokyo:202612\(day)T210000
                SUMMARY:\(title)
                LOCATION:\(venue)
                END:VEVENT

                """
        }
        return text + "END:VCALENDAR\n"
    }

    func write(_ text: String) throws {
        try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: feed)
    }

    /// The CSV lines of `list` without the header.
    var records: [String] {
        fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).dropFirst().map(String.init)
    }

    func id(of title: String) -> String? {
        records.first { $0.contains(",\(title),") }.map { String($0.split(separator: ",")[0]) }
    }

    // MARK: - Mass removals

    func testAnEmptiedFeedChangesNothingUntilAllowed() throws {
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 4 added, 0 changed, 0 removed\n")
        let listed = fancal.succeed(["feed", "list"])
        try write("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//tour//EN\nEND:VCALENDAR\n")
        fancal.fail(
            ["feed", "refresh", "tour"], exitCode: 1,
            message: "fancal: tour: this refresh would remove 4 of the feed's 4 event(s) (the feed is empty or lost most of them); nothing was changed — if that is right, run `fancal feed refresh tour --allow-mass-delete`")
        fancal.fail(
            ["feed", "refresh", "--locale", "ja"], exitCode: 1,
            message: "fancal: tour: この更新はフィードの 4 件のうち 4 件を削除します (フィードが空か、大半が消えています)。何も変更していません。正しければ `fancal feed refresh tour --allow-mass-delete` を実行してください")
        XCTAssertEqual(records.count, 4)
        XCTAssertEqual(fancal.succeed(["feed", "list"]), listed, "the refresh itself was not recorded either")
        Golden.assert(fancal.succeed(["feed", "refresh", "tour", "--allow-mass-delete", "--locale", "ja"]), named: "feed-refresh-emptied-ja.txt")
        XCTAssertEqual(records.count, 0)
    }

    func testAFeedThatLostMostOfItsEventsIsHeldAndOneThatLostHalfIsNot() throws {
        fancal.succeed(["feed", "refresh"])
        try write(Self.events(Array(Self.shows.prefix(1))))
        fancal.fail(["feed", "refresh"], exitCode: 1, message: "would remove 3 of the feed's 4 event(s)")
        XCTAssertEqual(records.count, 4)
        try write(Self.events(Array(Self.shows.prefix(2))))
        XCTAssertEqual(
            fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 2 removed\n  #3 Tour Nagoya: removed\n  #4 Tour Fukuoka: removed\n")
        // Of two, one removal is not a mass delete (as sync's guard: more than one, more than half).
        try write(Self.events(Array(Self.shows.prefix(1))))
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 1 removed\n  #2 Tour Tokyo: removed\n")
        // Events edited here are kept, not removed, and do not count towards the guard.
        try write(Self.events(Self.shows))
        fancal.succeed(["feed", "refresh"])
        var kept = ""
        for title in ["Tour Tokyo", "Tour Nagoya", "Tour Fukuoka"] {
            let id = try XCTUnwrap(id(of: title))
            fancal.succeed(["edit", id, "--amount", "9800"])
            kept += "  #\(id) \(title): kept (edited here, gone from the feed)\n"
        }
        let osaka = try XCTUnwrap(id(of: "Tour Osaka"))
        try write(Self.events([]))
        XCTAssertEqual(
            fancal.succeed(["feed", "refresh"]),
            "tour: 0 added, 0 changed, 1 removed, 3 kept (edited here, gone from the feed)\n  #\(osaka) Tour Osaka: removed\n" + kept)
    }

    func testTheOptionIsForRefreshAlone() {
        fancal.fail(["feed", "refresh", "tour", "extra", "--allow-mass-delete"], exitCode: 2, message: "usage: fancal feed refresh [NAME] [--allow-mass-delete]")
        fancal.fail(["feed", "refresh", "--allow-mass-delete=yes"], exitCode: 2, message: "--allow-mass-delete")
    }

    // MARK: - Deletions and UIDs

    func testADeletedEventStaysDeletedWhenTheFeedDropsItRenamesItOrBringsItBack() throws {
        fancal.succeed(["feed", "refresh"])
        fancal.succeed(["delete", try XCTUnwrap(id(of: "Tour Osaka")), "--yes"])
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 0 removed\n")
        // The feed drops it, then brings it back.
        try write(Self.events(Array(Self.shows.dropFirst())))
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 0 removed\n")
        try write(Self.events(Self.shows))
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 0 removed\n")
        // A new export with new UIDs: the deleted event is known by its content.
        try write(Self.events(Self.shows, uidPrefix: "export-2-"))
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 0 removed\n")
        XCTAssertNil(id(of: "Tour Osaka"))
        XCTAssertEqual(records.count, 3)
        XCTAssertTrue(fancal.succeed(["feed", "list"]).contains("  3 events  "))
        // A changed event under a new UID cannot be matched: it is a new event.
        try write(Self.events(Self.shows.map { ($0.0, $0.1, $0.2 + " (extra)", $0.3) }, uidPrefix: "export-3-"))
        let result = fancal.run(["feed", "refresh", "--allow-mass-delete"])
        XCTAssertEqual(
            result.stdout, "tour: 4 added, 0 changed, 3 removed\n  #2 Tour Tokyo: removed\n  #3 Tour Nagoya: removed\n  #4 Tour Fukuoka: removed\n")
    }

    /// A fan club's weekly series in the feed: its occurrences come once, a second refresh
    /// changes nothing, and an occurrence the feed excludes later goes, the changed one staying.
    func testARecurringSeriesConvergesOccurrenceByOccurrence() throws {
        let series = """
            BEGIN:VEVENT
            UID:fc-weekly
            DTSTAMP:20261101T000000Z
            DTSTART;TZID=Asia/Tokyo:20261203T200000
            DURATION:PT1H
            RRULE:FREQ=WEEKLY;COUNT=4
            SUMMARY:FC radio
            END:VEVENT
            BEGIN:VEVENT
            UID:fc-weekly
            DTSTAMP:20261101T000000Z
            RECURRENCE-ID;TZID=Asia/Tokyo:20261210T200000
            DTSTART;TZID=Asia/Tokyo:20261210T210000
            DURATION:PT1H
            SUMMARY:FC radio (late)
            END:VEVENT

            """
        let calendar = Self.events(Self.shows).replacingOccurrences(of: "END:VCALENDAR", with: series + "END:VCALENDAR")
        try write(calendar)
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 8 added, 0 changed, 0 removed\n")
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 0 removed\n")
        XCTAssertEqual(records.filter { $0.contains(",FC radio") }.count, 4)
        try write(calendar.replacingOccurrences(
            of: "RRULE:FREQ=WEEKLY;COUNT=4\n", with: "RRULE:FREQ=WEEKLY;COUNT=4\nEXDATE;TZID=Asia/Tokyo:20261217T200000\n"))
        let result = fancal.succeed(["feed", "refresh"])
        XCTAssertTrue(result.hasPrefix("tour: 0 added, 0 changed, 1 removed\n"), result)
        XCTAssertEqual(records.filter { $0.contains(",FC radio,") }.count, 2)
        XCTAssertEqual(records.filter { $0.contains(",FC radio (late),") }.count, 1)
        XCTAssertEqual(records.count, 7)
    }

    func testAnEditedEventIsNotDuplicatedWhenTheFeedRenamesItsUIDs() throws {
        fancal.succeed(["feed", "refresh"])
        let osaka = try XCTUnwrap(id(of: "Tour Osaka"))
        fancal.succeed(["edit", osaka, "--title", "大阪 初日", "--amount", "12000", "--memo", "arena A"])
        try write(Self.events(Self.shows, uidPrefix: "export-2-"))
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 0 removed\n")
        XCTAssertEqual(records.count, 4)
        XCTAssertEqual(id(of: "大阪 初日"), osaka, "the same record, its edits kept")
        XCTAssertTrue(fancal.succeed(["show", osaka]).contains("arena A"))
        // Its new UID is the feed's: a later change of it by the feed reaches it.
        try write(Self.events(Self.shows, uidPrefix: "export-2-").replacingOccurrences(of: "Osaka-jo Hall", with: "Kyocera Dome"))
        XCTAssertEqual(
            fancal.succeed(["feed", "refresh"]), "tour: 0 added, 1 changed (venue), 0 removed\n  #\(osaka) 大阪 初日: venue\n")
    }

    // MARK: - The organizer's changes and the digest

    /// The organizer moves two shows (time, venue, title); one of them was edited here (amount,
    /// memo, artist, category, and its title): the feed's changes reach it except the title,
    /// which the user set. Goldens in en and ja.
    func testTheOrganizersChangesReachAnEditedEventAndTheDigestNamesEachEvent() throws {
        fancal.succeed(["feed", "refresh"])
        let osaka = try XCTUnwrap(id(of: "Tour Osaka"))
        fancal.succeed(["edit", osaka, "--amount", "12000", "--memo", "row 3", "--artist", "AOI & friends", "--category", "goods"])
        let nagoya = try XCTUnwrap(id(of: "Tour Nagoya"))
        fancal.succeed(["edit", nagoya, "--title", "名古屋 (ファンクラブ)", "--amount", "9800"])
        let moved = Self.events(Self.shows)
            .replacingOccurrences(of: "20261210T180000", with: "20261210T170000")
            .replacingOccurrences(of: "Osaka-jo Hall", with: "Kyocera Dome")
            .replacingOccurrences(of: "Tour Nagoya", with: "Tour Nagoya (2nd night)")
            .replacingOccurrences(of: "Nagoya Dome", with: "Vantelin Dome")
            .replacingOccurrences(of: "Tour Tokyo", with: "Tour Tokyo (final)")
        try write(moved)
        Golden.assert(fancal.succeed(["feed", "refresh"]), named: "feed-refresh-edited-en.txt")
        let shown = fancal.succeed(["show", osaka])
        for kept in ["12,000", "row 3", "AOI & friends", "Kyocera Dome", "17:00"] {
            XCTAssertTrue(shown.contains(kept), "\(kept) in \(shown)")
        }
        XCTAssertNotNil(id(of: "名古屋 (ファンクラブ)"), "the title the user set stays")
        XCTAssertTrue(fancal.succeed(["show", nagoya]).contains("Vantelin Dome"))

        // Back as it was, in Japanese.
        try write(Self.events(Self.shows))
        Golden.assert(fancal.succeed(["feed", "refresh", "--locale", "ja"]), named: "feed-refresh-edited-ja.txt")
        try write(moved)
        Golden.assert(fancal.succeed(["feed", "refresh", "--locale", "de"]), named: "feed-refresh-edited-de.txt")
    }

    /// Items an older fancal remembered have no hash per field: an unedited one learns them (and
    /// becomes the feed's schedule); an edited one cannot tell which fields the user set, so the
    /// feed's change is not applied, the digest names it once, and the feed's version is the one
    /// compared from then on.
    func testItemsOfAnOlderFancalLearnTheirFieldsOrAreNamedAsNotUpdated() throws {
        fancal.succeed(["feed", "refresh"])
        let osaka = try XCTUnwrap(id(of: "Tour Osaka"))
        fancal.succeed(["edit", osaka, "--amount", "12000"])
        _ = try sqlite3(fancal.databasePath, "UPDATE feed_items SET field_hashes = NULL, scheduled = 0")
        XCTAssertTrue(fancal.succeed(["wrapped", "2026"]).contains("4 shows"), "counted as before")
        try write(Self.events(Self.shows).replacingOccurrences(of: "Osaka-jo Hall", with: "Kyocera Dome"))
        XCTAssertEqual(
            fancal.succeed(["feed", "refresh"]),
            "tour: 0 added, 0 changed, 0 removed, 1 not updated (edited here)\n  #\(osaka) Tour Osaka: not updated (edited here)\n")
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 0 removed\n")
        XCTAssertTrue(fancal.succeed(["wrapped", "2026"]).contains("1 show"), "the unedited three are the schedule again")
        XCTAssertEqual(try sqlite3(fancal.databasePath, "SELECT count(*) FROM feed_items WHERE field_hashes IS NULL"), "0\n")
        XCTAssertTrue(fancal.succeed(["show", osaka]).contains("Osaka-jo Hall"))

        _ = try sqlite3(fancal.databasePath, "UPDATE feed_items SET field_hashes = NULL")
        try write(Self.events(Self.shows).replacingOccurrences(of: "Osaka-jo Hall", with: "Kyocera Dome Osaka"))
        XCTAssertEqual(
            fancal.succeed(["feed", "refresh", "--locale", "ja"]),
            "tour: 追加 0、変更 0、削除 0、未更新 1 (こちらで編集済み)\n  #\(osaka) Tour Osaka: 未更新 (こちらで編集済み)\n")
    }

    func testTitlesFromTheFeedAreEscapedInTheDigest() throws {
        fancal.succeed(["feed", "refresh"])
        try write(Self.events(Self.shows).replacingOccurrences(of: "SUMMARY:Tour Osaka", with: "SUMMARY:Tour \u{1B}[2JOsaka\u{07}"))
        let digest = fancal.succeed(["feed", "refresh"])
        XCTAssertFalse(digest.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, digest)
        XCTAssertTrue(digest.hasPrefix("tour: 0 added, 1 changed (title), 0 removed\n  #1 Tour "), digest)
    }

    // MARK: - The reader's warnings

    func testTheReadersWarningsArePrintedEscapedAsImportPrintsThem() throws {
        try write(Self.events(Self.shows).replacingOccurrences(
            of: "DTSTART;TZID=Asia/Tokyo:20261210T180000", with: "DTSTART;TZID=Mars/Olympus\u{1B}[2J\u{07}:20261210T180000"))
        let result = fancal.run(["feed", "refresh"])
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(result.stdout, "tour: 4 added, 0 changed, 0 removed\n")
        XCTAssertFalse(result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("fancal: tour:4: unknown time zone \"Mars/Olympus\\e[2J"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("\" read as Asia/Tokyo\n"), result.stderr)
        // A VTIMEZONE of the feed that would shift its times (to UTC here) is said so too.
        try write(Self.events(Self.shows).replacingOccurrences(of: "PRODID:-//tour//EN\n", with: """
            PRODID:-//tour//EN
            BEGIN:VTIMEZONE
            TZID:Asia/Tokyo
            BEGIN:STANDARD
            DTSTART:19700101T000000
            TZOFFSETFROM:+0000
            TZOFFSETTO:+0000
            END:STANDARD
            END:VTIMEZONE

            """))
        let zone = fancal.run(["feed", "refresh"])
        XCTAssertEqual(zone.stdout, "tour: 0 added, 0 changed, 0 removed\n")
        XCTAssertTrue(zone.stderr.hasPrefix("fancal: tour:12: the file's VTIMEZONE \"Asia/Tokyo\" disagrees with the system's time zone rules at 2026-12-10T18:00:00 (+00:00 instead of +09:00); the system's rules are used\n"), zone.stderr)
        // An event the reader refuses is printed as import prints it, and counted.
        try write(Self.events(Self.shows).replacingOccurrences(of: "DTSTART;TZID=Asia/Tokyo:20261212T180000", with: "DTSTART:nonsense"))
        let rejected = fancal.run(["feed", "refresh"])
        XCTAssertTrue(rejected.stderr.hasPrefix("fancal: tour:"), rejected.stderr)
        XCTAssertTrue(rejected.stdout.contains("1 rejected"), rejected.stdout)
    }

    // MARK: - A schedule until adopted

    /// A tour of four shows, one attended (an amount), one with a ticket: `wrapped` counts two
    /// shows, `summary` two records, and `next` counts down to the first adopted show.
    func testAFeedsEventsCountOnlyOnceAdopted() throws {
        try write(Self.events(Self.shows).replacingOccurrences(of: "202612", with: "202611"))
        fancal.succeed(["feed", "refresh"])
        let before = fancal.succeed(["wrapped", "2026", "--locale", "ja"])
        XCTAssertFalse(before.contains("公演"), before)
        XCTAssertTrue(fancal.succeed(["summary", "--format", "json"]).contains("\"totals\": []"))

        fancal.succeed(["edit", try XCTUnwrap(id(of: "Tour Osaka")), "--amount", "12000"])
        XCTAssertEqual(fancal.run(["ticket", "add", "Tour Tokyo", "--show", "2026-11-12T18:00", "--artist", "AOI"]).exitCode, 0)
        let after = fancal.succeed(["wrapped", "2026", "--locale", "ja"])
        Golden.assert(after, named: "feed-wrapped-adopted-ja.txt")
        let summary = fancal.succeed(["summary", "--format", "json"])
        XCTAssertTrue(summary.contains("\"totals\": [{\"currency\": \"JPY\", \"amount_minor\": 12000, \"count\": 2}]"), summary)
        XCTAssertTrue(fancal.succeed(["summary", "--period", "month", "--format", "json"]).contains("\"amount_minor\": 12000, \"count\": 2}]"))
    }

    /// `next` counts down to a show the fan goes to: one with an amount (or edited), or on a day
    /// the fan holds a ticket for; a tour's other dates are the artist's schedule.
    func testNextCountsDownOnlyToAdoptedShows() throws {
        fancal.succeed(["feed", "refresh"])
        XCTAssertEqual(fancal.succeed(["next"]), "", "no countdown to a schedule")
        fancal.succeed(["edit", try XCTUnwrap(id(of: "Tour Nagoya")), "--amount", "9800"])
        XCTAssertEqual(fancal.succeed(["next"]), "D-15 AOI: Tour Nagoya @ Nagoya Dome (12/14)\n")
        fancal.succeed(["ticket", "add", "Tour Tokyo", "--show", "2026-12-12T18:00"])
        XCTAssertEqual(fancal.succeed(["next"]), "D-13 AOI: Tour Tokyo @ Tokyo Dome (12/12)\n")
    }
}
