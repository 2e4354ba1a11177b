import FanCalendar

/// A fan's 2026 and 2025 as the store would aggregate them, for golden reports.
enum ReportFixture {
    static let eur = Currency(code: "EUR")!

    static func row(
        _ year: Int, _ month: Int, _ category: Category, _ sub: String?, _ artist: String?, _ amount: Int64,
        _ count: Int, _ currency: Currency = .jpy
    ) -> SpendingRow {
        SpendingRow(
            year: year, month: month, category: category, sub: sub, artist: artist,
            amount: Money(minorUnits: amount, currency: currency), count: count)
    }

    static let rows2026: [SpendingRow] = [
        row(2026, 1, .live, "ticket", "ASTERISM", 12_000, 1),
        row(2026, 1, .goods, "photocard", "ASTERISM", 3_600, 3),
        row(2026, 2, .streaming, nil, "星街すいせい", 3_500, 1),
        row(2026, 3, .live, "ticket", "星街すいせい", 15_800, 2),
        row(2026, 3, .live, "travel", "星街すいせい", 28_400, 1),
        row(2026, 3, .live, "hotel", nil, 16_000, 1),
        row(2026, 3, .goods, "lightstick", "星街すいせい", 5_500, 1),
        row(2026, 5, .cdDVD, nil, "ASTERISM", 4_400, 2),
        row(2026, 6, .goods, "photocard", "ASTERISM", 1_200, 1),
        row(2026, 7, .live, "ticket", "ASTERISM", 13_000, 1),
        row(2026, 7, .other, nil, nil, 2_000, 1),
        row(2026, 8, .live, "ticket", "ASTERISM", 0, 1),
        row(2026, 9, .streaming, nil, "星街すいせい", 3_500, 1),
        row(2026, 11, .goods, "photocard", "ASTERISM", 2_400, 2),
        row(2026, 11, .live, "ticket", "星街すいせい", 11_000, 1),
        row(2026, 12, .cdDVD, nil, "星街すいせい", 7_700, 1),
        row(2026, 12, .goods, "merch", "ASTERISM", 4_990, 1, eur),
    ]

    static let rows2025: [SpendingRow] = [
        row(2025, 4, .live, "ticket", "ASTERISM", 24_000, 2),
        row(2025, 6, .goods, "photocard", "ASTERISM", 9_000, 6),
        row(2025, 10, .cdDVD, nil, "ASTERISM", 8_800, 4),
        row(2025, 12, .streaming, nil, nil, 54_200, 2),
    ]

    static let biggest2026: [Record] = [
        Record(
            uid: "big-1", date: CivilDate(iso: "2026-03-14")!, title: "遠征: 大阪城ホール", category: .live,
            sub: "travel", artist: "星街すいせい", amount: Money(minorUnits: 28_400, currency: .jpy)),
        Record(
            uid: "big-2", date: CivilDate(iso: "2026-12-05")!, title: "Hoodie, \"tour\" edition",
            category: .goods,
            sub: "merch", artist: "ASTERISM", amount: Money(minorUnits: 4_990, currency: eur)),
    ]

    static func year(grouping: SummaryGrouping? = nil, category: Category? = nil) -> SummaryReport {
        SummaryReport(
            period: .year(2026)!, rows: rows2026, previousRows: rows2025, biggestRecords: biggest2026,
            grouping: grouping, category: category)
    }

    /// Only the yen, for a one-currency chart and table.
    static func yenYear(grouping: SummaryGrouping? = nil, category: Category? = nil) -> SummaryReport {
        SummaryReport(
            period: .year(2026)!, rows: rows2026.filter { $0.amount.currency == .jpy },
            previousRows: rows2025,
            biggestRecords: biggest2026, grouping: grouping, category: category)
    }

    static func march() -> SummaryReport {
        SummaryReport(
            period: .month(year: 2026, month: 3)!, rows: rows2026.filter { $0.month == 3 },
            previousRows: [row(2026, 2, .streaming, nil, "星街すいせい", 3_500, 1)],
            daysWithSpending: [.jpy: 3],
            days: [
                day("2026-03-07", .live, 15_800, 2), day("2026-03-14", .live, 44_400, 2),
                day("2026-03-14", .goods, 5_500, 1),
            ])
    }

    static func day(_ iso: String, _ category: Category, _ amount: Int64, _ count: Int) -> DayTotal {
        DayTotal(date: CivilDate(iso: iso)!, category: category, amount: Money(minorUnits: amount, currency: .jpy), count: count)
    }
}
