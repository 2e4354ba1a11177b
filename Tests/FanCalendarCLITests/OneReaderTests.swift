import TestSupport
import XCTest

/// Issue 29: a form accepted in one command was refused in another. Every command that reads a
/// month, a year, a day of the year or a list of names reads the same forms.
final class OneReaderTests: XCTestCase {
    func testEveryCommandReadsTheSameMonths() {
        let fancal = InProcessFancal()
        fancal.succeed(["add", "2026-05-10", "Dome tour", "-c", "live", "-a", "13200"])
        fancal.succeed(["add", "2027-05-02", "Fan meeting", "-c", "live", "-a", "9000"])
        let may = fancal.succeed(["month", "2026-05"])
        for text in ["2026年5月", "5月", "Mai", "May", "5", "2026-5", "Mai 2026"] {
            XCTAssertEqual(fancal.succeed(["month", text]), may, text)
        }
        XCTAssertEqual(fancal.succeed(["month", "Mai", "2027"]), fancal.succeed(["month", "2027-05"]))
        XCTAssertEqual(fancal.succeed(["year", "2026年"]), fancal.succeed(["year", "2026"]))
        let list = fancal.succeed(["list", "--month", "2026-05"])
        XCTAssertTrue(list.contains("Dome tour"), list)
        for text in ["5", "5月", "2026年5月", "Mai", "May"] {
            XCTAssertEqual(fancal.succeed(["list", "--month", text]), list, text)
        }
        XCTAssertEqual(fancal.succeed(["list", "--year", "2027年"]), fancal.succeed(["list", "--year", "2027"]))
        let budget = fancal.succeed(["budget", "--month", "2026-05"])
        for text in ["5", "5月", "Mai"] { XCTAssertEqual(fancal.succeed(["budget", "--month", text]), budget, text) }
        XCTAssertEqual(
            fancal.succeed(["summary", "--year", "2026年"]), fancal.succeed(["summary", "--year", "2026"]))
        let summary = fancal.succeed(["summary", "--month", "2026-05"])
        XCTAssertTrue(summary.hasPrefix("Spending May 2026"), summary)
        for text in ["5", "5月", "Mai", "2026年5月"] { XCTAssertEqual(fancal.succeed(["summary", "-m", text]), summary, text) }
        fancal.fail(["summary", "--month", "5", "--period", "week"], exitCode: 2,
                    message: "use only one of --year, --month and --period (got --month, --period)")
        fancal.fail(["list", "--month", "13"], exitCode: 2, message: "--month: '13': there is no month 13")
        fancal.fail(["list", "--month", "Maybe"], exitCode: 2, message: "--month: 'Maybe' is not a month; use 2026-11, 11 or Nov")
        fancal.fail(["month", "2026-05", "2027"], exitCode: 2, message: "a year goes only after a month without one")
    }

    func testABirthdayIsReadAsDatesAreWithoutTheYear() {
        let fancal = InProcessFancal()
        fancal.succeed(["artist", "add", "ジョンハン", "--birthday", "10/4"])
        fancal.succeed(["artist", "add", "Mingyu", "--birthday", "2/16"])
        fancal.succeed(["artist", "add", "Wonwoo", "--birthday", "17.7.", "--locale", "de"])
        fancal.succeed(["artist", "add", "Hoshi", "--birthday", "6月15日"])
        let list = fancal.succeed(["artist", "list"])
        for day in ["Oct 4", "Feb 16", "Jul 17", "Jun 15"] { XCTAssertTrue(list.contains(day), "\(day) in \(list)") }
        fancal.succeed(["artist", "edit", "Mingyu", "--birthday", "16/4", "--locale", "de"])
        XCTAssertTrue(fancal.succeed(["artist", "list"]).contains("Apr 16"))
        fancal.fail(["artist", "edit", "Mingyu", "--birthday", "2026-02-16"], exitCode: 2,
                    message: "--birthday: '2026-02-16' is not a day of the year; write it as 10-04 or 10/4, without the year")
    }

    func testListsSplitOnTheIMEsCommasAndNameTyposGetADidYouMean() {
        let fancal = InProcessFancal()
        fancal.succeed(["trip", "new", "遠征", "--members", "あおい、めい，ゆき"])
        let added = fancal.succeed(["trip", "add", "遠征", "ホテル", "30000", "--paid-by", "あおい", "--for", "あおい、めい"])
        XCTAssertTrue(added.contains("あおい ¥15,000, めい ¥15,000"), added)
        fancal.fail(["trip", "add", "遠征", "ホテル", "30000", "--paid-by", "あおい", "--for", "めぃ、ゆき"], exitCode: 2,
                    message: "めぃ is not a member of this trip; did you mean めい?")
        fancal.fail(["trip", "paid", "遠征", "あおぃ", "めい", "1000", "--locale", "ja"], exitCode: 2,
                    message: "あおぃ はこの遠征のメンバーではありません。あおい のことですか?")
        fancal.fail(["trip", "members", "遠征", "--me", "Yuki"], exitCode: 2,
                    message: "Yuki is not a member of this trip; add them with")
        fancal.succeed(["artist", "add", "SEVENTEEN"])
        fancal.succeed(["artist", "edit", "SEVENTEEN", "--aliases", "セブチ、SVT"])
        XCTAssertTrue(fancal.succeed(["artist", "list"]).contains("セブチ, SVT"))
        fancal.fail(["artist", "edit", "SEVENTEN", "--color", "#7FB2E5"], exitCode: 2,
                    message: "no artist 'SEVENTEN'; did you mean 'SEVENTEEN'?")
        fancal.fail(["artist", "rm", "セブチー", "--locale", "de"], exitCode: 2,
                    message: "kein Künstler 'セブチー'; meintest du 'セブチ'?")
    }
}
