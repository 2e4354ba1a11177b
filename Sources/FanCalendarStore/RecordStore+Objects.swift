import CSQLite
import FanCalendar

extension RecordStore {
    fileprivate static let objectColumns = """
        uid, events, zones, tzids, sequence, last_modified, floating_zone, derived_on, default_category, \
        default_currency, derived_hash, packed
        """

    /// The values of an INSERT of ``objectColumns``: the parameters named as the columns.
    fileprivate static let objectParameters = objectColumns.split(separator: ",").map { ":" + String($0).trimmingWhitespace() }
        .joined(separator: ", ")

    private func decodeObject(_ row: Statement, _ columns: ObjectFields) throws(SQLiteError) -> CalendarObject {
        var (object, events, packed) = try decodeObjectApartFromEvents(row, columns)
        do {
            object.events = packed ? try objectText.unpack(events) : events
        } catch {
            throw Self.damaged(object.uid)
        }
        return object
    }

    /// An object's fields with its VTIMEZONEs unpacked and no VEVENT text, and that text as
    /// stored, packed or not.
    private func decodeObjectApartFromEvents(
        _ row: Statement, _ columns: ObjectFields
    ) throws(SQLiteError) -> (object: CalendarObject, events: [UInt8], packed: Bool) {
        let packed = row.integer(columns.packed) == 1
        var zones = row.blob(columns.zones)
        if packed {
            do {
                zones = try objectText.unpackShared(zones)
            } catch {
                throw Self.damaged(row.text(columns.uid))
            }
        }
        let object = CalendarObject(
            uid: row.text(columns.uid), events: [], zones: zones,
            tzids: StoredLines.lines(row.text(columns.tzids)), sequence: Int(row.integer(columns.sequence)),
            lastModified: row.optionalInteger(columns.lastModified), floatingZone: row.optionalText(columns.floatingZone),
            derivedOn: CivilDate(integerValue: Int(row.integer(columns.derivedOn))) ?? CivilDate(daysSinceEpoch: 0),
            defaultCategory: Category(code: Int(row.integer(columns.defaultCategory))) ?? .other,
            defaultCurrency: Currency(code: row.text(columns.defaultCurrency)) ?? .jpy, derivedHash: row.optionalInteger(columns.derivedHash))
        return (object, row.blob(columns.events), packed)
    }

    /// A kept object's VEVENT text as `forEachObject` hands it on: unpacked where it is called.
    private static func unpacking(
        _ stored: [UInt8], packed: Bool, of uid: String, at path: String
    ) -> @Sendable () throws(StoreError) -> [UInt8] {
        guard packed else { return { stored } }
        return { () throws(StoreError) in
            do {
                return try ObjectTextPacking.unpackAlone(stored)
            } catch {
                throw map(damaged(uid), path: path)
            }
        }
    }

    private static func damaged(_ uid: String) -> SQLiteError {
        SQLiteError(code: SQLITE_CORRUPT, message: "the kept calendar object of \(uid) is damaged", sql: nil)
    }


    /// Binds an object to the parameters named as its columns (`:uid` … `:packed`, always 1),
    /// with its texts as `packed` holds them.
    fileprivate func bind(
        _ object: CalendarObject, _ packed: PackedTexts, _ parameters: ObjectFields, to statement: Statement
    ) throws(SQLiteError) {
        try statement.bind(object.uid, at: parameters.uid)
        try statement.bind(blob: packed.events, at: parameters.events)
        try statement.bind(blob: packed.zones, at: parameters.zones)
        try statement.bind(StoredLines.text(object.tzids), at: parameters.tzids)
        try statement.bind(Int64(object.sequence), at: parameters.sequence)
        try statement.bind(object.lastModified, at: parameters.lastModified)
        try statement.bind(object.floatingZone, at: parameters.floatingZone)
        try statement.bind(Int64(object.derivedOn.integerValue), at: parameters.derivedOn)
        try statement.bind(Int64(object.defaultCategory.code), at: parameters.defaultCategory)
        try statement.bind(object.defaultCurrency.code, at: parameters.defaultCurrency)
        try statement.bind(object.derivedHash, at: parameters.derivedHash)
        try statement.bind(Int64(1), at: parameters.packed)
    }

    /// The calendar object kept for a UID, if any.
    package func calendarObject(uid: String) throws(StoreError) -> CalendarObject? {
        try wrap {
            try database.query(
                "SELECT \(RecordStore.objectColumns) FROM calendar_objects WHERE uid = ?", [.text(uid)],
                columns: { ObjectFields(columns: $0) }, row: decodeObject
            ).first
        }
    }

    /// Every kept object with a record matching `filter`, in the order they were first kept, each
    /// with every record of its UID (matching or not: an object goes out whole), in key order.
    ///
    /// The object's VEVENT text comes as `events`, which unpacks it on any thread, and `object`
    /// holds none: an export unpacks on its writing lanes while this thread reads the next rows
    /// (unpacking was a quarter of the reading thread's work, Docs/benchmarks.md).
    package func forEachObject(
        matching filter: RecordFilter,
        _ body: (_ object: CalendarObject, _ events: @escaping @Sendable () throws(StoreError) -> [UInt8], [Record]) throws -> Void
    ) throws(StoreError) {
        let (clause, bindings) = RecordStore.whereClause(filter)
        let matching = clause.isEmpty ? "" : " AND o.uid IN (SELECT uid FROM records\(clause))"
        let columns = RecordStore.objectColumns.split(separator: ",").map { "o." + String($0).trimmingWhitespace() }
            .joined(separator: ", ")
        let recordColumns = RecordStore.columns(of: "r", prefix: "r_")
        try wrap {
            let statement = try database.prepare(
                """
                SELECT \(columns), \(recordColumns) FROM calendar_objects o JOIN records r ON r.uid = o.uid
                WHERE 1\(matching) ORDER BY o.id, r.recurrence_id
                """)
            defer { statement.reset() }
            try statement.bind(bindings)
            let (objectColumns, recordColumns) = (ObjectFields(columns: statement), RecordColumns(statement, prefix: "r_"))
            var object: (object: CalendarObject, events: @Sendable () throws(StoreError) -> [UInt8])?
            var records: [Record] = []
            while try statement.step() {
                let uid = statement.text(objectColumns.uid)
                if object?.object.uid != uid {
                    if let object { try body(object.object, object.events, records) }
                    let (read, events, packed) = try decodeObjectApartFromEvents(statement, objectColumns)
                    object = (read, Self.unpacking(events, packed: packed, of: uid, at: path))
                    records.removeAll(keepingCapacity: true)
                }
                records.append(RecordStore.decode(statement, recordColumns).value)
            }
            if let object { try body(object.object, object.events, records) }
        }
    }
}

/// Where a kept object's fields are in a statement, each found by its column's name once per
/// statement: in the results (``init(columns:)``; an export decodes every kept object) or as
/// the `:name` parameters of its INSERT or UPDATE (``init(parameters:)``; an import keeps an
/// object per UID).
struct ObjectFields {
    let uid, events, zones, tzids, sequence, lastModified, floatingZone, derivedOn: Int32
    let defaultCategory, defaultCurrency, derivedHash, packed: Int32

    init(columns statement: Statement) {
        self.init { statement.column($0) }
    }

    init(parameters statement: Statement) {
        self.init { statement.parameter($0) }
    }

    private init(_ index: (String) -> Int32) {
        (uid, events, zones, tzids) = (index("uid"), index("events"), index("zones"), index("tzids"))
        (sequence, lastModified, floatingZone, derivedOn) =
            (index("sequence"), index("last_modified"), index("floating_zone"), index("derived_on"))
        (defaultCategory, defaultCurrency, derivedHash, packed) =
            (index("default_category"), index("default_currency"), index("derived_hash"), index("packed"))
    }

    /// A statement with its parameters resolved, to keep for the next use.
    static func resolved(_ statement: Statement) -> (statement: Statement, parameters: ObjectFields) {
        (statement, ObjectFields(parameters: statement))
    }
}

extension StoreWriter {
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
        try keep(object, packed: PackedTexts(object, with: objectText), replacing: replacing)
    }

    /// ``keep(_:replacing:)`` with the object's texts packed already (``ObjectKeeper``).
    @discardableResult
    func keep(_ object: CalendarObject, packed: PackedTexts, replacing: Bool = false) throws(StoreError) -> Bool {
        try wrap { () throws -> Bool in
            let insert = try objectInsert ?? ObjectFields.resolved(database.prepare(
                """
                INSERT INTO calendar_objects (\(RecordStore.objectColumns)) VALUES (\(RecordStore.objectParameters))
                ON CONFLICT (uid) DO NOTHING
                """))
            objectInsert = insert
            try database.run(insert.statement) { statement throws(SQLiteError) in
                try bind(object, packed, insert.parameters, to: statement)
            }
            if database.changes > 0 { return true }
            // The revision kept, without reading its text.
            if !replacing, let (sequence, lastModified) = try database.query(
                "SELECT sequence, last_modified FROM calendar_objects WHERE uid = ?", [.text(object.uid)],
                row: { (Int($0.integer("sequence")), $0.optionalInteger("last_modified")) }
            ).first, RecordLimits.isNewer(
                sequence: sequence, lastModified: lastModified, than: object.sequence, lastModified: object.lastModified)
            {
                return false
            }
            try database.run(
                """
                UPDATE calendar_objects SET events = :events, zones = :zones, tzids = :tzids, sequence = :sequence,
                    last_modified = :last_modified, floating_zone = :floating_zone, derived_on = :derived_on,
                    default_category = :default_category, default_currency = :default_currency,
                    derived_hash = :derived_hash, packed = :packed
                WHERE uid = :uid
                """
            ) { statement throws(SQLiteError) in try bind(object, packed, ObjectFields(parameters: statement), to: statement) }
            return true
        }
    }

    /// Forgets the object of a UID (its records are gone).
    package func forgetObject(uid: String) throws(StoreError) {
        try wrap { try database.run("DELETE FROM calendar_objects WHERE uid = ?", [.text(uid)]) }
    }
}
