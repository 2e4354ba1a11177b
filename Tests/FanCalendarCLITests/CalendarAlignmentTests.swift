import FanCalendar
@testable import FanCalendarCLI
import XCTest

/// Measures what a terminal would show: every grid line has the block's display width, and the
/// weekday headers and day numbers start in the same display columns, in every language.
final class CalendarAlignmentTests: XCTestCase {
    private let records = CalendarFixtures.november2026

    /// The display column where each character of a line starts.
    private func columns(_ line: String) -> [(column: Int, character: Character)] {
        var column = 0
        return line.map { character in
            defer { column += DisplayWidth.of(character) }
            return (column, character)
        }
    }

    /// Start columns of the non-space runs of a line.
    private func runStarts(_ line: String) -> [Int] {
        var starts: [Int] = []
        var previousWasSpace = true
        for (column, character) in columns(line) {
            if character != " " && previousWasSpace { starts.append(column) }
            previousWasSpace = character == " "
        }
        return starts
    }

    func testMonthGridLinesInEveryLanguageAndFirstWeekday() {
        for width in [80, 30] {
            let layout = CalendarLayout.fitting(blocks: 1, gap: CalendarView.gap, in: width)
            let stride = layout.cellWidth + layout.dayGap
            for language in Language.allCases {
                for weekday in Weekday.allCases {
                    for color in [false, true] {
                        var options = CalendarFixtures.options(language, weekday, color: color, holidays: .japan)
                        options.width = width
                        let text = CalendarFixtures.stripANSI(
                            CalendarView.month(year: 2026, month: 11, records: records, options: options)!)
                        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                        let gridLines = Array(lines.prefix(2 + (weekday == .monday ? 6 : 5)))
                        for line in gridLines {
                            XCTAssertEqual(DisplayWidth.of(line), layout.blockWidth, "\(language) \(weekday): [\(line)]")
                        }
                        // Headers start every `stride` columns; numbers end where their header ends.
                        XCTAssertEqual(runStarts(gridLines[1]), Array(Swift.stride(from: 0, to: 7 * stride, by: stride)))
                        for line in gridLines.dropFirst(2) {
                            for (column, character) in columns(line) where character.isNumber {
                                XCTAssertTrue([0, 1].contains(column % stride), "\(language) [\(line)] \(column)")
                            }
                        }
                        // The title is centred by display width (at most one column off).
                        let title = gridLines[0]
                        let leading = title.prefix { $0 == " " }.count
                        let trailing = title.reversed().prefix { $0 == " " }.count
                        XCTAssertLessThanOrEqual(abs(leading - trailing), 1, "[\(title)]")
                    }
                }
            }
        }
    }

    /// `month -3` and `year` fit an 80-column terminal in every language, first weekday and
    /// color, also where the terminal draws ambiguous characters (`…`, `€`, `—`) two columns wide.
    func testThreeMonthsAndYearFitEightyColumns() {
        for ambiguousIsWide in [false, true] {
            DisplayWidth.$ambiguousIsWide.withValue(ambiguousIsWide) {
                for language in Language.allCases {
                    for weekday in Weekday.allCases {
                        for color in [false, true] {
                            let options = CalendarFixtures.options(language, weekday, color: color, holidays: .japan)
                            let views = [
                                CalendarView.threeMonths(year: 2026, month: 11, records: records, options: options)!,
                                CalendarView.year(2026, records: records, options: options)!,
                                CalendarView.month(year: 2026, month: 11, records: records, options: options)!,
                            ]
                            for line in views.flatMap({ CalendarFixtures.stripANSI($0).split(separator: "\n") }) {
                                XCTAssertLessThanOrEqual(
                                    DisplayWidth.of(line), 80, "\(language) \(weekday) wide \(ambiguousIsWide): [\(line)]")
                            }
                        }
                    }
                }
            }
        }
    }

    func testAgendaColumnsAlignWithCJKAndEmojiTitles() {
        for language in Language.allCases {
            let text = CalendarView.month(
                year: 2026, month: 11, records: records, options: CalendarFixtures.options(language))!
            let agenda = text.components(separatedBy: "\n\n")[1].split(separator: "\n").map(String.init)
            let recordLines = agenda.filter { !$0.contains("🎌") }
            XCTAssertEqual(recordLines.count, 9)
            // Amounts are right-aligned: every record line ends at the same display column.
            XCTAssertEqual(Set(recordLines.map { DisplayWidth.of($0) }).count, 1, "\(language):\n\(agenda.joined(separator: "\n"))")
            // Icons start in the same column on every line.
            let iconColumns = agenda.map { line in
                columns(line).first { DisplayWidth.of($0.character) == 2 && !$0.character.isLetter }?.column
            }
            XCTAssertEqual(Set(iconColumns).count, 1, "\(language): \(iconColumns)")
        }
    }

    func testSideBySideViewsHaveEqualWidthLinesInEveryLayout() {
        for (terminal, layout) in [(80, CalendarLayout.compact), (85, .standard), (120, .wide)] {
            let width = 3 * layout.blockWidth + 2 * CalendarView.gap
            XCTAssertLessThanOrEqual(width, terminal)
            for language in Language.allCases {
                for weekday in Weekday.allCases {
                    var options = CalendarFixtures.options(language, weekday, color: true, holidays: .japan)
                    options.width = terminal
                    let year = CalendarFixtures.stripANSI(CalendarView.year(2026, records: records, options: options)!)
                    // All but the legend, the last line.
                    for line in year.split(separator: "\n").dropLast() {
                        XCTAssertEqual(DisplayWidth.of(line), width, "\(language) \(weekday): [\(line)]")
                    }
                    let three = CalendarFixtures.stripANSI(
                        CalendarView.threeMonths(year: 2026, month: 11, records: records, options: options)!)
                    for line in three.components(separatedBy: "\n\n")[0].split(separator: "\n").dropLast() {
                        XCTAssertEqual(DisplayWidth.of(line), width, "\(language) \(weekday): [\(line)]")
                    }
                }
            }
        }
    }
}
