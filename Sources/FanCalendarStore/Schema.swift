/// The database schema and its ordered migrations. The version lives in `PRAGMA user_version`;
/// `PRAGMA application_id` marks the file as fancal's so another program's database is refused.
enum Schema {
    /// 'FANC' in ASCII.
    static let applicationID: Int64 = 0x4641_4E43

    /// Migrations in order; migration `n` (index n-1) brings the schema from version n-1 to n.
    /// Append only: released migrations never change.
    static let migrations: [String] = [
        """
        CREATE TABLE records (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL,
            recurrence_id TEXT NOT NULL DEFAULT '',
            day INTEGER NOT NULL,
            last_day INTEGER,
            start_utc INTEGER,
            end_utc INTEGER,
            zone TEXT,
            title TEXT NOT NULL,
            category INTEGER NOT NULL CHECK (category BETWEEN 0 AND 4),
            sub TEXT,
            artist TEXT,
            venue TEXT,
            memo TEXT,
            amount_minor INTEGER NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
            currency TEXT NOT NULL,
            sequence INTEGER NOT NULL DEFAULT 0,
            last_modified INTEGER,
            created INTEGER NOT NULL,
            updated INTEGER NOT NULL,
            UNIQUE (uid, recurrence_id)
        );
        CREATE INDEX records_by_day_totals
            ON records (day, category, currency, amount_minor, sub, artist);
        """,
        // Version 2: calendars read what they need without reading records.
        // - day_totals: records and amounts per day, category and currency, kept up to date by
        //   triggers on every change (raw SQL included), so a month's marks are a few rows.
        // - records_by_day: a day's records in agenda order (all-day first, as NULL sorts first,
        //   then by start, then by id), and every column a summary sums, so both read only the
        //   index.
        // - records_spanning: the few records of several days, which mark their later days too.
        """
        DROP INDEX records_by_day_totals;
        CREATE INDEX records_by_day
            ON records (day, start_utc, id, category, currency, amount_minor, sub, artist);
        CREATE INDEX records_spanning ON records (day, last_day) WHERE last_day IS NOT NULL;
        CREATE TABLE day_totals (
            day INTEGER NOT NULL,
            category INTEGER NOT NULL,
            currency TEXT NOT NULL,
            amount_minor INTEGER NOT NULL,
            count INTEGER NOT NULL,
            PRIMARY KEY (day, category, currency)
        ) WITHOUT ROWID;
        INSERT INTO day_totals
            SELECT day, category, currency, sum(amount_minor), count(*) FROM records
            GROUP BY day, category, currency;
        CREATE TRIGGER records_add_to_day_totals AFTER INSERT ON records BEGIN
            INSERT INTO day_totals VALUES (new.day, new.category, new.currency, new.amount_minor, 1)
                ON CONFLICT DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor, count = count + 1;
        END;
        CREATE TRIGGER records_remove_from_day_totals AFTER DELETE ON records BEGIN
            UPDATE day_totals SET amount_minor = amount_minor - old.amount_minor, count = count - 1
                WHERE day = old.day AND category = old.category AND currency = old.currency;
            DELETE FROM day_totals
                WHERE day = old.day AND category = old.category AND currency = old.currency AND count = 0;
        END;
        CREATE TRIGGER records_move_in_day_totals AFTER UPDATE OF day, category, currency, amount_minor ON records
        BEGIN
            UPDATE day_totals SET amount_minor = amount_minor - old.amount_minor, count = count - 1
                WHERE day = old.day AND category = old.category AND currency = old.currency;
            DELETE FROM day_totals
                WHERE day = old.day AND category = old.category AND currency = old.currency AND count = 0;
            INSERT INTO day_totals VALUES (new.day, new.category, new.currency, new.amount_minor, 1)
                ON CONFLICT DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor, count = count + 1;
        END;
        """,
        // Everyday entry (issue #16).
        // - series (`add --repeat`): the rule of a series fancal made. Its occurrences are the
        //   records sharing its uid, each with its original start as recurrence_id; the rule lets
        //   an export write them as one VEVENT with an RRULE.
        // - changes (`fancal undo`, `import --history`): one row per add, edit, delete, copy or
        //   import. While a change runs, change_current holds its id (inside its transaction, so a
        //   crash leaves it empty) and triggers note every record it adds, updates or deletes in
        //   change_records, with the row's state after the change (to tell whether it was edited
        //   since), and the row as it was before in change_before (to put it back).
        """
        CREATE TABLE series (
            uid TEXT PRIMARY KEY,
            frequency TEXT NOT NULL CHECK (frequency IN ('weekly', 'monthly', 'yearly')),
            count INTEGER NOT NULL CHECK (count >= 1),
            first_key TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE changes (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            at INTEGER NOT NULL,
            file TEXT,
            added INTEGER NOT NULL DEFAULT 0,
            updated INTEGER NOT NULL DEFAULT 0,
            deleted INTEGER NOT NULL DEFAULT 0,
            undone INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE change_current (id INTEGER NOT NULL);
        CREATE TABLE change_records (
            change_id INTEGER NOT NULL,
            record_id INTEGER NOT NULL,
            action TEXT NOT NULL,
            after_sequence INTEGER,
            after_updated INTEGER,
            after_modified INTEGER,
            PRIMARY KEY (change_id, record_id)
        ) WITHOUT ROWID;
        CREATE TABLE change_before (
            change_id INTEGER NOT NULL, id INTEGER NOT NULL, uid TEXT NOT NULL, recurrence_id TEXT NOT NULL, day INTEGER NOT NULL,
            last_day INTEGER, start_utc INTEGER, end_utc INTEGER, zone TEXT, title TEXT NOT NULL,
            category INTEGER NOT NULL, sub TEXT, artist TEXT, venue TEXT, memo TEXT, amount_minor INTEGER NOT NULL,
            currency TEXT NOT NULL, sequence INTEGER NOT NULL, last_modified INTEGER, created INTEGER NOT NULL,
            updated INTEGER NOT NULL,
            PRIMARY KEY (change_id, id)
        ) WITHOUT ROWID;
        CREATE TRIGGER change_log_insert AFTER INSERT ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), new.id, 'added', new.sequence,
                new.updated, new.last_modified)
                ON CONFLICT DO UPDATE SET action = 'updated', after_sequence = excluded.after_sequence,
                    after_updated = excluded.after_updated, after_modified = excluded.after_modified;
        END;
        CREATE TRIGGER change_log_update AFTER UPDATE ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT OR IGNORE INTO change_before VALUES ((SELECT id FROM change_current), old.id, old.uid, old.recurrence_id, old.day, old.last_day, old.start_utc, old.end_utc, old.zone, old.title, old.category, old.sub, old.artist, old.venue, old.memo, old.amount_minor, old.currency, old.sequence, old.last_modified, old.created, old.updated);
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), new.id, 'updated', new.sequence,
                new.updated, new.last_modified)
                ON CONFLICT DO UPDATE SET after_sequence = excluded.after_sequence,
                    after_updated = excluded.after_updated, after_modified = excluded.after_modified;
        END;
        CREATE TRIGGER change_log_delete AFTER DELETE ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT OR IGNORE INTO change_before VALUES ((SELECT id FROM change_current), old.id, old.uid, old.recurrence_id, old.day, old.last_day, old.start_utc, old.end_utc, old.zone, old.title, old.category, old.sub, old.artist, old.venue, old.memo, old.amount_minor, old.currency, old.sequence, old.last_modified, old.created, old.updated);
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), old.id, 'deleted', NULL, NULL, NULL)
                ON CONFLICT DO UPDATE SET action = iif(action = 'added', 'gone', 'deleted');
        END;
        """,
    ]

    static var currentVersion: Int { migrations.count }
}
