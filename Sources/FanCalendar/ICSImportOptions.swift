/// How to read a calendar: the user's home zone and defaults, the recurrence horizon and the
/// limits that protect against hostile input. The .ics reader (`FanCalendarICS`) takes it; it is
/// a value of core types, kept in the core so that a command can choose it without that module.
package struct ICSImportOptions: Sendable {
    /// The user's home zone (an Olson name): records belong to the civil date of their start
    /// there, and floating times are read in it.
    package var homeZone: String
    /// The category of an event whose X-FANCAL-CATEGORY and CATEGORIES name none.
    package var defaultCategory: Category
    /// The currency of an X-FANCAL-AMOUNT without X-FANCAL-CURRENCY.
    package var defaultCurrency: Currency
    /// Today in the home zone: the recurrence horizon is counted from it.
    package var today: CivilDate
    /// Unbounded series (no COUNT, no UNTIL) expand from this many years before `today`.
    package var recurrenceYearsBack: Int
    /// Unbounded series expand up to this many years after `today`.
    package var recurrenceYearsAhead: Int
    /// No series yields more occurrences than this, bounded or not.
    package var maximumOccurrencesPerSeries: Int
    /// A physical line longer than this refuses the file (`ICSError.lineTooLong`).
    package var maximumLineBytes: Int
    /// A component (one VEVENT with its alarms and attachments) larger than this refuses the file.
    package var maximumComponentBytes: Int
    /// Components nested deeper than this refuse the file (VCALENDAR › VEVENT › VALARM is 3).
    package var maximumNesting: Int
    /// An input that is not a regular file (standard input, a pipe, a FIFO or device named by
    /// path) or is already in memory, longer than this, is refused
    /// (`ICSError.inputTooLarge`): a pipe may never end. The largest real
    /// calendars are a few tens of megabytes.
    package var maximumInputBytes: Int
    /// A regular file longer than this is refused. Its end is known, and with the events staged
    /// on disk (`ICSReader.staging`) memory does not grow with it: this bounds the time (about
    /// a minute and a half per gigabyte, linear) and the temporary disk space (less than the
    /// file).
    package var maximumFileBytes: Int
    /// An input with more components than this (VEVENT, VTIMEZONE, VTODO…; VALARMs inside them
    /// not counted) is refused (`ICSError.tooManyComponents`): what grows with
    /// their number in memory (the report's rejections and warnings, the VTIMEZONEs of a file)
    /// stays bounded however small each component is.
    package var maximumComponents: Int
    /// A VTIMEZONE with more observances than this is not used (a warning says so).
    package var maximumZoneObservances: Int
    /// A VTIMEZONE whose observances would expand to more changes than this up to 2037 (a yearly
    /// rule from year 2 is 2,036 changes) is not used: libical expands every one of them, at
    /// about 180 bytes each, for the first time converted.
    package var maximumZoneChanges: Int

    /// - Parameters:
    ///   - homeZone: an Olson name known to the system's tz database, e.g. `Asia/Tokyo`.
    ///   - today: the civil date today in `homeZone` (inject it; the module never reads the clock).
    package init(
        homeZone: String, defaultCategory: Category = .other, defaultCurrency: Currency = .jpy,
        today: CivilDate, recurrenceYearsBack: Int = 10, recurrenceYearsAhead: Int = 2,
        maximumOccurrencesPerSeries: Int = 10_000, maximumLineBytes: Int = 1 << 20,
        maximumComponentBytes: Int = 16 << 20, maximumNesting: Int = 16, maximumInputBytes: Int = 256 << 20,
        maximumFileBytes: Int = 2 << 30, maximumComponents: Int = 2_000_000, maximumZoneObservances: Int = 1_000, maximumZoneChanges: Int = 20_000
    ) {
        self.homeZone = homeZone
        self.defaultCategory = defaultCategory
        self.defaultCurrency = defaultCurrency
        self.today = today
        self.recurrenceYearsBack = recurrenceYearsBack
        self.recurrenceYearsAhead = recurrenceYearsAhead
        self.maximumOccurrencesPerSeries = maximumOccurrencesPerSeries
        self.maximumLineBytes = maximumLineBytes
        self.maximumComponentBytes = maximumComponentBytes
        self.maximumNesting = maximumNesting
        self.maximumInputBytes = maximumInputBytes
        self.maximumFileBytes = maximumFileBytes
        self.maximumComponents = maximumComponents
        self.maximumZoneObservances = maximumZoneObservances
        self.maximumZoneChanges = maximumZoneChanges
    }
}
