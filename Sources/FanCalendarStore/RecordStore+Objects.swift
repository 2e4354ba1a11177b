import CSQLite
import FanCalendar

extension RecordStore {
    private static let objectColumns = """
        uid, events, zones, tzids, sequence, last_modified, floating_zone, derived_on, default_category, \
        default_currency, derived_hash, packed
        """

    private func decodeObject(_ row: Statement) throws(SQLiteError) -> CalendarObject {
        var events = row.blob(1), zones = row.blob(2)
        if row.integer(11) == 1 {
            do {
                events = try objectText.unpack(events)
                zones = try objectText.unpackShared(zones)
            } catch {
                throw SQLiteError(
                    code: SQLITE_CORRUPT, message: "the kept calendar object of \(row.text(0)) is damaged", sql: nil)
            }
        }
        return CalendarObject(
            uid: row.text(0), events: events, zones: zones,
            tzids: row.text(3).split(separator: "\n").map(String.init), sequence: Int(row.integer(4)),
            lastModified: row.optionalInteger(5), floatingZone: row.optionalText(6),
            derivedOn: CivilDate(integerValue: Int(row.integer(7))) ?? CivilDate(daysSinceEpoch: 0),
            defaultCategory: Category(code: Int(row.integer(8))) ?? .other,
            defaultCurrency: Currency(code: row.text(9)) ?? .jpy, derivedHash: row.optionalInteger(10))
    }

    /// Binds an object as ?1 (its UID) to ?12 (`packed`, always 1), its texts packed.
    private func bind(_ object: CalendarObject, to statement: Statement) throws(SQLiteError) {
        try statement.bind(object.uid, at: 1)
        try statement.bind(blob: objectText.pack(object.events), at: 2)
        try statement.bind(blob: objectText.packShared(object.zones), at: 3)
        try statement.bind(object.tzids.joined(separator: "\n"), at: 4)
        try statement.bind(Int64(object.sequence), at: 5)
        try statement.bind(object.lastModified, at: 6)
        try statement.bind(object.floatingZone, at: 7)
        try statement.bind(Int64(object.derivedOn.integerValue), at: 8)
        try statement.bind(Int64(object.defaultCategory.code), at: 9)
        try statement.bind(object.defaultCurrency.code, at: 10)
        try statement.bind(object.derivedHash, at: 11)
        try statement.bind(Int64(1), at: 12)
    }

    /// Keeps the calendar object of a UID, unless the one kept is newer
    /// (``RecordLimits/isNewer(sequence:lastModified:than:lastModified:)``; a tie is the same
    /// revision read again, and replaces it): an older file imported again leaves the newer
    /// object in place, as it leaves the newer records.
    ///
    /// The common case, a UID not kept yet, costs one INSERT (the statement kept by the store);
    /// only when the UID is kept already is its revision read and the row updated.
    /// - Parameter replacing: keep it even when the kept one is newer (a server's item, which
    ///   is the truth for that calendar).
    /// - Returns: whether it was kept.
    @discardableResult
    package func keep(_ object: CalendarObject, replacing: Bool = false) throws(StoreError) -> Bool {
        try wrap { () throws -> Bool in
            let insert = try objectInsert ?? database.prepare(
                """
                INSERT INTO calendar_objects (\(RecordStore.objectColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (uid) DO NOTHING
                """)
            objectInsert = insert
            try database.run(insert) { statement throws(SQLiteError) in try bind(object, to: statement) }
            if database.changes > 0 { return true }
            // The revision kept, without reading its text.
            if !replacing, let (sequence, lastModified) = try database.query(
                "SELECT sequence, last_modified FROM calendar_objects WHERE uid = ?", [.text(object.uid)],
                row: { (Int($0.integer(0)), $0.optionalInteger(1)) }
            ).first, RecordLimits.isNewer(
                sequence: sequence, lastModified: lastModified, than: object.sequence, lastModified: object.lastModified)
            {
                return false
            }
            try database.run(
                """
                UPDATE calendar_objects SET events = ?2, zones = ?3, tzids = ?4, sequence = ?5, last_modified = ?6,
                    floating_zone = ?7, derived_on = ?8, default_category = ?9, default_currency = ?10,
                    derived_hash = ?11, packed = ?12
                WHERE uid = ?1
                """
            ) { statement throws(SQLiteError) in try bind(object, to: statement) }
            return true
        }
    }

    /// The calendar object kept for a UID, if any.
    package func calendarObject(uid: String) throws(StoreError) -> CalendarObject? {
        try wrap {
            try database.query(
                "SELECT \(RecordStore.objectColumns) FROM calendar_objects WHERE uid = ?", [.text(uid)],
                row: decodeObject
            ).first
        }
    }

    /// Forgets the object of a UID (its records are gone).
    package func forgetObject(uid: String) throws(StoreError) {
        try wrap { try database.run("DELETE FROM calendar_objects WHERE uid = ?", [.text(uid)]) }
    }

    /// Every kept object with a record matching `filter`, in the order they were first kept, each
    /// with every record of its UID (matching or not: an object goes out whole), in key order.
    package func forEachObject(
        matching filter: RecordFilter, _ body: (CalendarObject, [Record]) throws -> Void
    ) throws(StoreError) {
        let (clause, bindings) = RecordStore.whereClause(filter)
        let matching = clause.isEmpty ? "" : " AND o.uid IN (SELECT uid FROM records\(clause))"
        func qualified(_ columns: String, _ table: String) -> String {
            columns.split(separator: ",").map { table + "." + String($0).trimmingWhitespace() }.joined(separator: ", ")
        }
        let columns = qualified(RecordStore.objectColumns, "o")
        let recordColumns = qualified(RecordStore.columns, "r")
        try wrap {
            let statement = try database.prepare(
                """
                SELECT \(columns), \(recordColumns) FROM calendar_objects o JOIN records r ON r.uid = o.uid
                WHERE 1\(matching) ORDER BY o.id, r.recurrence_id
                """)
            defer { statement.reset() }
            try statement.bind(bindings)
            var object: CalendarObject?
            var records: [Record] = []
            while try statement.step() {
                let uid = statement.text(0)
                if object?.uid != uid {
                    if let object { try body(object, records) }
                    object = try decodeObject(statement)
                    records.removeAll(keepingCapacity: true)
                }
                records.append(RecordStore.decode(statement, offset: 12).value)
            }
            if let object { try body(object, records) }
        }
    }
}
