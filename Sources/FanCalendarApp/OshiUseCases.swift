import FanCalendar
import FanCalendarStore

/// What `next` and `wrapped` tell about the artists a fan follows.
package enum OshiUseCases {
    /// How far ahead `next` looks for birthdays: a year always holds every one.
    static let birthdayHorizonDays = 366

    /// The soonest upcoming show (a live record from today on that has not ended, and not a
    /// feed's schedule the fan has not adopted), ticket deadline still to meet, or birthday.
    /// - Parameter now: seconds since the epoch; a show of today that has ended is past.
    package static func next(today: CivilDate, now: Int64, store: RecordStore) throws -> NextUp? {
        var candidates: [NextUp] = []
        let scheduled = try FeedUseCases.scheduled(store: store)
        if let stored = try store.nextRecord(category: .live, from: today, endedBefore: now, excluding: scheduled) {
            let show = stored.value
            candidates.append(
                NextUp(
                    kind: .show, date: show.date, at: show.start, days: show.date.daysSinceEpoch - today.daysSinceEpoch,
                    title: show.title, artist: show.artist, venue: show.venue, recordID: stored.id))
        }
        let horizon = today...today.adding(days: birthdayHorizonDays)
        if let due = try TicketUseCases.deadlines(on: horizon, store: store).first(where: { $0.at.instant >= now }) {
            let date = due.at.local().date
            candidates.append(
                NextUp(
                    kind: .deadline, date: date, at: due.at, days: date.daysSinceEpoch - today.daysSinceEpoch,
                    title: due.title, due: due))
        }
        let artists = try store.artists()
        let birthdays = Anniversary.all(
            of: artists.filter { $0.birthday != nil }, from: today, to: today.adding(days: birthdayHorizonDays)
        ).filter { $0.kind == .birthday }
        if let birthday = birthdays.first {
            candidates.append(
                NextUp(
                    kind: .birthday, date: birthday.date, days: birthday.date.daysSinceEpoch - today.daysSinceEpoch,
                    title: birthday.artist, artist: birthday.artist))
        }
        return NextUp.soonest(candidates)
    }

    /// The year in review, for every artist or one of them (and its members' records when it is
    /// a group: what was spent on a member counts for the group's fan too).
    /// - Parameter home: the currency the breakdowns are converted into (as `summary` and `chart`).
    package static func wrapped(
        year: Int, artist spelling: String?, today: CivilDate, home: Currency, store: RecordStore
    ) throws -> YearInReview {
        let directory = ArtistDirectory(try store.artists())
        var filter = RecordFilter(from: CivilDate(year: year, month: 1, day: 1), to: CivilDate(year: year, month: 12, day: 31))
        var artist: Stored<Artist>?
        if let spelling {
            artist = directory.artist(spelled: spelling)
            let members = artist.map { group in directory.artists.filter { $0.groupID == group.id } } ?? []
            let stored = try store.artistSpellings()
            let spellings = artist.map { directory.spellings(stored, meaning: [$0] + members) } ?? []
            filter.artists = spellings.isEmpty ? [spelling] : spellings
        }
        // A feed's schedule counts once the fan adopts it (an amount, an edit, a ticket).
        let scheduled = try FeedUseCases.scheduled(store: store)
        var records = try store.records(matching: filter).filter { !scheduled.contains($0.id) }
        // A ticket paid this year for a show of another counts in this year's money.
        let moved = try store.movedMoney(matching: filter)
        records += try store.records(ids: Array(Set(moved.keys).subtracting(records.map(\.id))))
        let rates = try RateUseCases.table(for: Set(records.map(\.amount.currency)), home: home, store: store)
        return YearInReview(
            year: year, records: records, moneyDays: moved, directory: directory, artist: artist, today: today,
            converting: (home, rates))
    }
}
