import FanCalendar

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
        // Artists (#18): who a fan follows, with the spellings that mean them. Records keep the
        // artist as typed; `artist_names` maps each spelling's key (`ArtistName.key`) to one
        // artist, so an alias can never belong to two.
        """
        CREATE TABLE artists (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            color TEXT,
            birthday TEXT,
            since_day INTEGER,
            debut_day INTEGER,
            group_id INTEGER
        );
        CREATE TABLE artist_names (
            key TEXT PRIMARY KEY,
            artist_id INTEGER NOT NULL,
            spelling TEXT NOT NULL,
            position INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX artist_names_by_artist ON artist_names (artist_id, position);
        """,
        // Trips (issue #15): a trip's members, expenses (their payers and shares) and the
        // transfers made to settle up. Amounts in minor units. Shares are stored as computed when
        // the expense was saved, so no later change moves them. `record_id` links the fan's share
        // to its spending record. Rows are deleted by the code (foreign keys are not enforced).
        """
        CREATE TABLE trips (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL COLLATE NOCASE UNIQUE,
            currency TEXT NOT NULL,
            artist TEXT,
            me INTEGER,
            created INTEGER NOT NULL,
            updated INTEGER NOT NULL
        );
        CREATE TABLE trip_members (
            id INTEGER PRIMARY KEY,
            trip_id INTEGER NOT NULL REFERENCES trips (id),
            position INTEGER NOT NULL,
            name TEXT NOT NULL COLLATE NOCASE,
            has_left INTEGER NOT NULL DEFAULT 0,
            UNIQUE (trip_id, name)
        );
        CREATE TABLE trip_expenses (
            id INTEGER PRIMARY KEY,
            trip_id INTEGER NOT NULL REFERENCES trips (id),
            uid TEXT NOT NULL UNIQUE,
            day INTEGER NOT NULL,
            title TEXT NOT NULL,
            category INTEGER NOT NULL CHECK (category BETWEEN 0 AND 4),
            sub TEXT,
            amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
            currency TEXT NOT NULL,
            charged_minor INTEGER,
            charged_currency TEXT,
            split TEXT NOT NULL CHECK (split IN ('equal', 'shares', 'exact')),
            record_id INTEGER
        );
        CREATE INDEX trip_expenses_by_trip ON trip_expenses (trip_id, day, id);
        CREATE TABLE trip_payers (
            expense_id INTEGER NOT NULL REFERENCES trip_expenses (id),
            member_id INTEGER NOT NULL REFERENCES trip_members (id),
            amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
            PRIMARY KEY (expense_id, member_id)
        ) WITHOUT ROWID;
        CREATE TABLE trip_shares (
            expense_id INTEGER NOT NULL REFERENCES trip_expenses (id),
            member_id INTEGER NOT NULL REFERENCES trip_members (id),
            split_value INTEGER NOT NULL,
            share_minor INTEGER NOT NULL CHECK (share_minor >= 0),
            PRIMARY KEY (expense_id, member_id)
        ) WITHOUT ROWID;
        CREATE TABLE trip_transfers (
            id INTEGER PRIMARY KEY,
            trip_id INTEGER NOT NULL REFERENCES trips (id),
            uid TEXT NOT NULL UNIQUE,
            day INTEGER NOT NULL,
            from_member INTEGER NOT NULL REFERENCES trip_members (id),
            to_member INTEGER NOT NULL REFERENCES trip_members (id),
            amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
            currency TEXT NOT NULL
        );
        CREATE INDEX trip_transfers_by_trip ON trip_transfers (trip_id, id);
        """,
        // Tickets (issue #14): a show and its sales phases. Moments are UTC seconds, read in the
        // ticket's zone (the home zone when it was entered). A phase links to the spending record
        // its win created (`record_id`); the record itself stays an ordinary record.
        """
        CREATE TABLE tickets (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            title TEXT NOT NULL,
            artist TEXT,
            venue TEXT,
            show_utc INTEGER NOT NULL,
            show_has_time INTEGER NOT NULL,
            zone TEXT NOT NULL,
            created INTEGER NOT NULL,
            updated INTEGER NOT NULL
        );
        CREATE TABLE ticket_phases (
            id INTEGER PRIMARY KEY,
            ticket_id INTEGER NOT NULL REFERENCES tickets (id),
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            state INTEGER NOT NULL CHECK (state BETWEEN 0 AND 6),
            apply_open_utc INTEGER,
            apply_close_utc INTEGER,
            result_utc INTEGER,
            pay_by_utc INTEGER,
            issue_open_utc INTEGER,
            issue_close_utc INTEGER,
            method TEXT,
            price_minor INTEGER CHECK (price_minor >= 0),
            count INTEGER NOT NULL CHECK (count >= 1),
            fees_minor INTEGER NOT NULL CHECK (fees_minor >= 0),
            currency TEXT NOT NULL,
            companions TEXT,
            record_id INTEGER,
            UNIQUE (ticket_id, name)
        );
        CREATE INDEX ticket_phases_by_record ON ticket_phases (record_id) WHERE record_id IS NOT NULL;
        """,
        // Money (issue #13): what the card charged for a foreign amount, exchange rates, budgets.
        // - records.charged_minor/charged_currency: the exact home-currency charge (`--charged`);
        //   records_charged finds the few that have one without reading the table.
        // - rates: 1 currency = rate base units from day on; the rate as its exact decimal text.
        // - budgets: a goal per month or year, for all spending, a category or an artist.
        """
        ALTER TABLE records ADD COLUMN charged_minor INTEGER CHECK (charged_minor >= 0);
        ALTER TABLE records ADD COLUMN charged_currency TEXT;
        CREATE INDEX records_charged ON records (day) WHERE charged_minor IS NOT NULL;
        CREATE TABLE rates (
            currency TEXT NOT NULL,
            base TEXT NOT NULL,
            day INTEGER NOT NULL,
            rate TEXT NOT NULL,
            source TEXT NOT NULL,
            PRIMARY KEY (currency, base, day)
        ) WITHOUT ROWID;
        CREATE TABLE budgets (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('month', 'year')),
            goal_minor INTEGER NOT NULL CHECK (goal_minor > 0),
            currency TEXT NOT NULL,
            category INTEGER,
            artist TEXT,
            from_month INTEGER NOT NULL,
            rollover TEXT NOT NULL CHECK (rollover IN ('none', 'surplus', 'both')),
            created INTEGER NOT NULL
        );
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
            updated INTEGER NOT NULL, charged_minor INTEGER, charged_currency TEXT,
            PRIMARY KEY (change_id, id)
        ) WITHOUT ROWID;
        CREATE TRIGGER change_log_insert AFTER INSERT ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), new.id, 'added', new.sequence,
                new.updated, new.last_modified)
                ON CONFLICT DO UPDATE SET action = 'updated', after_sequence = excluded.after_sequence,
                    after_updated = excluded.after_updated, after_modified = excluded.after_modified;
        END;
        CREATE TRIGGER change_log_update AFTER UPDATE ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT OR IGNORE INTO change_before VALUES ((SELECT id FROM change_current), old.id, old.uid, old.recurrence_id, old.day, old.last_day, old.start_utc, old.end_utc, old.zone, old.title, old.category, old.sub, old.artist, old.venue, old.memo, old.amount_minor, old.currency, old.sequence, old.last_modified, old.created, old.updated, old.charged_minor, old.charged_currency);
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), new.id, 'updated', new.sequence,
                new.updated, new.last_modified)
                ON CONFLICT DO UPDATE SET after_sequence = excluded.after_sequence,
                    after_updated = excluded.after_updated, after_modified = excluded.after_modified;
        END;
        CREATE TRIGGER change_log_delete AFTER DELETE ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT OR IGNORE INTO change_before VALUES ((SELECT id FROM change_current), old.id, old.uid, old.recurrence_id, old.day, old.last_day, old.start_utc, old.end_utc, old.zone, old.title, old.category, old.sub, old.artist, old.venue, old.memo, old.amount_minor, old.currency, old.sequence, old.last_modified, old.created, old.updated, old.charged_minor, old.charged_currency);
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), old.id, 'deleted', NULL, NULL, NULL)
                ON CONFLICT DO UPDATE SET action = iif(action = 'added', 'gone', 'deleted');
        END;
        """,
        // Feeds and CalDAV sync (issue #19).
        // - feeds: a subscribed .ics URL, its defaults, and what its last fetch said (ETag,
        //   Last-Modified for the next conditional GET).
        // - feed_items: each event a feed delivered, by (UID, RECURRENCE-ID): the record made
        //   from it and the content hash as delivered, so a local edit shows as a different hash;
        //   `kept` marks an event the feed dropped that stays because it was edited here.
        // - sync_account: the one CalDAV calendar (never a password: only the command that
        //   prints it), and the RFC 6578 sync token of the last sync.
        // - sync_items: per server item, the href, ETag and content hash the last sync agreed
        //   on, and the UID of fancal's records it holds.
        """
        CREATE TABLE feeds (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            url TEXT NOT NULL,
            category INTEGER CHECK (category BETWEEN 0 AND 4),
            artist TEXT,
            currency TEXT,
            etag TEXT,
            last_modified TEXT,
            refreshed INTEGER
        );
        CREATE TABLE feed_items (
            feed_id INTEGER NOT NULL REFERENCES feeds (id),
            uid TEXT NOT NULL,
            recurrence_id TEXT NOT NULL DEFAULT '',
            record_id INTEGER NOT NULL,
            hash TEXT NOT NULL,
            kept INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (feed_id, uid, recurrence_id)
        );
        CREATE TABLE sync_account (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            calendar_url TEXT NOT NULL,
            user TEXT NOT NULL,
            password_command TEXT,
            insecure INTEGER NOT NULL DEFAULT 0,
            sync_token TEXT,
            synced INTEGER
        );
        CREATE TABLE sync_items (
            href TEXT PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            etag TEXT NOT NULL,
            hash TEXT NOT NULL
        );
        """,
        // Scale (issue #20): `records_spanning` again, now led by the length class of a span (the
        // number of decimal digits of `last_day - day`), so a calendar finds the records reaching
        // into its days from a window per class instead of every span that starts earlier (see
        // `RecordStore.spans`); the columns a calendar sums ride along, so the lookup reads
        // only this index. Records whose last day is not after their first mark no later day.
        // An index on an expression, not an R*Tree kept by triggers: SQLite 3.40's R*Tree is not
        // marked innocuous, so triggers cannot write it on connections with an untrusted schema.
        """
        DROP INDEX records_spanning;
        CREATE INDEX records_spanning
            ON records (length(last_day - day), day, last_day, category, currency, amount_minor)
            WHERE last_day > day;
        """,
        // Imported series (issue #16): the RRULE of a calendar's recurring event and the keys its
        // expansion gave (comma-separated, in order), so an export writes the series as one
        // VEVENT with that RRULE again, EXDATEs for the occurrences not stored and overrides for
        // the changed ones, instead of one VEVENT per occurrence.
        """
        CREATE TABLE imported_series (
            uid TEXT PRIMARY KEY,
            rrule TEXT NOT NULL,
            first_key TEXT NOT NULL,
            keys TEXT NOT NULL
        ) WITHOUT ROWID;
        """,
        // Lossless calendar items (issue #27): each calendar object read from a file, a feed or a
        // server, kept whole (`CalendarObject`): its VEVENTs and the VTIMEZONEs they use as
        // written, the newest SEQUENCE/LAST-MODIFIED among them, what its records were derived
        // with (the horizon's day, the defaults) and a hash of those records. An export or a sync
        // writes the object back with fancal's changes patched in.
        """
        CREATE TABLE calendar_objects (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            events BLOB NOT NULL,
            zones BLOB NOT NULL,
            tzids TEXT NOT NULL,
            sequence INTEGER NOT NULL,
            last_modified INTEGER,
            floating_zone TEXT,
            derived_on INTEGER NOT NULL,
            default_category INTEGER NOT NULL CHECK (default_category BETWEEN 0 AND 4),
            default_currency TEXT NOT NULL,
            derived_hash TEXT NOT NULL
        );
        """,
        // Commands come only from the user (issue #31): a password command that arrived with a
        // restored database is kept but not run until `sync setup` names it again.
        """
        ALTER TABLE sync_account ADD COLUMN password_command_confirmed INTEGER NOT NULL DEFAULT 1;
        """,
        // Travel (issue #32): a sixth category, code 5. SQLite cannot change a CHECK constraint in
        // place, so each table that checks a category code is rebuilt with the wider check, the
        // way SQLite's documentation does it: a new table, the rows copied, the old one dropped
        // (with its indexes and triggers), the new one renamed to the old name (renaming the old
        // one aside first would rewrite the REFERENCES of trip_payers, trip_shares and feed_items
        // to the name aside), then the indexes and triggers made again as they were. No trigger
        // fires on the copy, so day_totals and the change log stay as they were.
        // Honest undo (issue #32), in the same version: changes.subject says what a change of
        // something other than records did (`edit SEVENTEEN` of an artist change), so undo can
        // name it; change_artists and change_artist_names hold the artists as they were before
        // an artist change (the whole of both tables: a fan follows a few dozen), so undo can
        // put them back.
        """
        CREATE TABLE records_with_travel (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL,
            recurrence_id TEXT NOT NULL DEFAULT '',
            day INTEGER NOT NULL,
            last_day INTEGER,
            start_utc INTEGER,
            end_utc INTEGER,
            zone TEXT,
            title TEXT NOT NULL,
            category INTEGER NOT NULL CHECK (category BETWEEN 0 AND 5),
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
            charged_minor INTEGER CHECK (charged_minor >= 0),
            charged_currency TEXT,
            UNIQUE (uid, recurrence_id)
        );
        INSERT INTO records_with_travel SELECT * FROM records;
        DROP TABLE records;
        ALTER TABLE records_with_travel RENAME TO records;
        CREATE INDEX records_by_day
            ON records (day, start_utc, id, category, currency, amount_minor, sub, artist);
        CREATE INDEX records_spanning
            ON records (length(last_day - day), day, last_day, category, currency, amount_minor)
            WHERE last_day > day;
        CREATE INDEX records_charged ON records (day) WHERE charged_minor IS NOT NULL;
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
        CREATE TRIGGER change_log_insert AFTER INSERT ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), new.id, 'added', new.sequence,
                new.updated, new.last_modified)
                ON CONFLICT DO UPDATE SET action = 'updated', after_sequence = excluded.after_sequence,
                    after_updated = excluded.after_updated, after_modified = excluded.after_modified;
        END;
        CREATE TRIGGER change_log_update AFTER UPDATE ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT OR IGNORE INTO change_before VALUES ((SELECT id FROM change_current), old.id, old.uid, old.recurrence_id, old.day, old.last_day, old.start_utc, old.end_utc, old.zone, old.title, old.category, old.sub, old.artist, old.venue, old.memo, old.amount_minor, old.currency, old.sequence, old.last_modified, old.created, old.updated, old.charged_minor, old.charged_currency);
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), new.id, 'updated', new.sequence,
                new.updated, new.last_modified)
                ON CONFLICT DO UPDATE SET after_sequence = excluded.after_sequence,
                    after_updated = excluded.after_updated, after_modified = excluded.after_modified;
        END;
        CREATE TRIGGER change_log_delete AFTER DELETE ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT OR IGNORE INTO change_before VALUES ((SELECT id FROM change_current), old.id, old.uid, old.recurrence_id, old.day, old.last_day, old.start_utc, old.end_utc, old.zone, old.title, old.category, old.sub, old.artist, old.venue, old.memo, old.amount_minor, old.currency, old.sequence, old.last_modified, old.created, old.updated, old.charged_minor, old.charged_currency);
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), old.id, 'deleted', NULL, NULL, NULL)
                ON CONFLICT DO UPDATE SET action = iif(action = 'added', 'gone', 'deleted');
        END;
        CREATE TABLE trip_expenses_with_travel (
            id INTEGER PRIMARY KEY,
            trip_id INTEGER NOT NULL REFERENCES trips (id),
            uid TEXT NOT NULL UNIQUE,
            day INTEGER NOT NULL,
            title TEXT NOT NULL,
            category INTEGER NOT NULL CHECK (category BETWEEN 0 AND 5),
            sub TEXT,
            amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
            currency TEXT NOT NULL,
            charged_minor INTEGER,
            charged_currency TEXT,
            split TEXT NOT NULL CHECK (split IN ('equal', 'shares', 'exact')),
            record_id INTEGER
        );
        INSERT INTO trip_expenses_with_travel SELECT * FROM trip_expenses;
        DROP TABLE trip_expenses;
        ALTER TABLE trip_expenses_with_travel RENAME TO trip_expenses;
        CREATE INDEX trip_expenses_by_trip ON trip_expenses (trip_id, day, id);
        CREATE TABLE feeds_with_travel (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            url TEXT NOT NULL,
            category INTEGER CHECK (category BETWEEN 0 AND 5),
            artist TEXT,
            currency TEXT,
            etag TEXT,
            last_modified TEXT,
            refreshed INTEGER
        );
        INSERT INTO feeds_with_travel SELECT * FROM feeds;
        DROP TABLE feeds;
        ALTER TABLE feeds_with_travel RENAME TO feeds;
        CREATE TABLE calendar_objects_with_travel (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            events BLOB NOT NULL,
            zones BLOB NOT NULL,
            tzids TEXT NOT NULL,
            sequence INTEGER NOT NULL,
            last_modified INTEGER,
            floating_zone TEXT,
            derived_on INTEGER NOT NULL,
            default_category INTEGER NOT NULL CHECK (default_category BETWEEN 0 AND 5),
            default_currency TEXT NOT NULL,
            derived_hash TEXT NOT NULL
        );
        INSERT INTO calendar_objects_with_travel SELECT * FROM calendar_objects;
        DROP TABLE calendar_objects;
        ALTER TABLE calendar_objects_with_travel RENAME TO calendar_objects;
        ALTER TABLE changes ADD COLUMN subject TEXT;
        CREATE TABLE change_artists (
            change_id INTEGER NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, color TEXT, birthday TEXT,
            since_day INTEGER, debut_day INTEGER, group_id INTEGER,
            PRIMARY KEY (change_id, id)
        ) WITHOUT ROWID;
        CREATE TABLE change_artist_names (
            change_id INTEGER NOT NULL, key TEXT NOT NULL, artist_id INTEGER NOT NULL, spelling TEXT NOT NULL,
            position INTEGER NOT NULL,
            PRIMARY KEY (change_id, key)
        ) WITHOUT ROWID;
        """,
        // Private feeds (issue #31): Basic authentication with a user and the command that prints
        // the password (never the password), held after a restore as sync_account's is.
        """
        ALTER TABLE feeds ADD COLUMN user TEXT;
        ALTER TABLE feeds ADD COLUMN password_command TEXT;
        ALTER TABLE feeds ADD COLUMN password_command_confirmed INTEGER NOT NULL DEFAULT 1;
        """,
        // Record identity (issue #28): a record id is never given again, and what links to a
        // record by id lets go of it when it is deleted, so no link ever comes to point at a record
        // added later (`feed rm`, a trip change and `trip rm` deleted or overwrote it before).
        // - records is rebuilt with AUTOINCREMENT (SQLite cannot add it in place; rebuilt as the
        //   travel migration did it: rows copied with their ids, indexes and triggers made again).
        //   sqlite_sequence starts past every id the store ever named, in the undo log or a link.
        // - records_clear_links: the links of feed events, ticket phases and trip expenses to a
        //   deleted record are cleared (feed_items.record_id becomes nullable for it: NULL is an
        //   event deleted here, which stays deleted); inside a change they are noted in
        //   change_links, so undo, which puts the record back with its id, links it again. Links
        //   already pointing at a deleted record are cleared here. A trigger rather than
        //   REFERENCES … ON DELETE SET NULL: SQLite enforces foreign keys only on connections
        //   that turn them on, and SQL run by hand does not, as day_totals' triggers reason.
        // - changes of kind `sync setup` apart from sync runs, which undo now takes back.
        """
        CREATE TABLE records_autoincrement (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            uid TEXT NOT NULL,
            recurrence_id TEXT NOT NULL DEFAULT '',
            day INTEGER NOT NULL,
            last_day INTEGER,
            start_utc INTEGER,
            end_utc INTEGER,
            zone TEXT,
            title TEXT NOT NULL,
            category INTEGER NOT NULL CHECK (category BETWEEN 0 AND 5),
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
            charged_minor INTEGER CHECK (charged_minor >= 0),
            charged_currency TEXT,
            UNIQUE (uid, recurrence_id)
        );
        INSERT INTO records_autoincrement SELECT * FROM records;
        DROP TABLE records;
        ALTER TABLE records_autoincrement RENAME TO records;
        DELETE FROM sqlite_sequence WHERE name = 'records';
        INSERT INTO sqlite_sequence (name, seq) VALUES ('records', max(
            coalesce((SELECT max(id) FROM records), 0),
            coalesce((SELECT max(record_id) FROM change_records), 0),
            coalesce((SELECT max(id) FROM change_before), 0),
            coalesce((SELECT max(record_id) FROM feed_items), 0),
            coalesce((SELECT max(record_id) FROM ticket_phases), 0),
            coalesce((SELECT max(record_id) FROM trip_expenses), 0)));
        CREATE INDEX records_by_day
            ON records (day, start_utc, id, category, currency, amount_minor, sub, artist);
        CREATE INDEX records_spanning
            ON records (length(last_day - day), day, last_day, category, currency, amount_minor)
            WHERE last_day > day;
        CREATE INDEX records_charged ON records (day) WHERE charged_minor IS NOT NULL;
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
        CREATE TRIGGER change_log_insert AFTER INSERT ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), new.id, 'added', new.sequence,
                new.updated, new.last_modified)
                ON CONFLICT DO UPDATE SET action = 'updated', after_sequence = excluded.after_sequence,
                    after_updated = excluded.after_updated, after_modified = excluded.after_modified;
        END;
        CREATE TRIGGER change_log_update AFTER UPDATE ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT OR IGNORE INTO change_before VALUES ((SELECT id FROM change_current), old.id, old.uid, old.recurrence_id, old.day, old.last_day, old.start_utc, old.end_utc, old.zone, old.title, old.category, old.sub, old.artist, old.venue, old.memo, old.amount_minor, old.currency, old.sequence, old.last_modified, old.created, old.updated, old.charged_minor, old.charged_currency);
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), new.id, 'updated', new.sequence,
                new.updated, new.last_modified)
                ON CONFLICT DO UPDATE SET after_sequence = excluded.after_sequence,
                    after_updated = excluded.after_updated, after_modified = excluded.after_modified;
        END;
        CREATE TRIGGER change_log_delete AFTER DELETE ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT OR IGNORE INTO change_before VALUES ((SELECT id FROM change_current), old.id, old.uid, old.recurrence_id, old.day, old.last_day, old.start_utc, old.end_utc, old.zone, old.title, old.category, old.sub, old.artist, old.venue, old.memo, old.amount_minor, old.currency, old.sequence, old.last_modified, old.created, old.updated, old.charged_minor, old.charged_currency);
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), old.id, 'deleted', NULL, NULL, NULL)
                ON CONFLICT DO UPDATE SET action = iif(action = 'added', 'gone', 'deleted');
        END;
        CREATE TABLE feed_items_nullable (
            feed_id INTEGER NOT NULL REFERENCES feeds (id),
            uid TEXT NOT NULL,
            recurrence_id TEXT NOT NULL DEFAULT '',
            record_id INTEGER,
            hash TEXT NOT NULL,
            kept INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (feed_id, uid, recurrence_id)
        );
        INSERT INTO feed_items_nullable
            SELECT feed_id, uid, recurrence_id, (SELECT id FROM records WHERE id = record_id), hash, kept FROM feed_items;
        DROP TABLE feed_items;
        ALTER TABLE feed_items_nullable RENAME TO feed_items;
        CREATE INDEX feed_items_by_record ON feed_items (record_id) WHERE record_id IS NOT NULL;
        UPDATE ticket_phases SET record_id = NULL WHERE record_id NOT IN (SELECT id FROM records);
        UPDATE trip_expenses SET record_id = NULL WHERE record_id NOT IN (SELECT id FROM records);
        CREATE INDEX trip_expenses_by_record ON trip_expenses (record_id) WHERE record_id IS NOT NULL;
        CREATE TABLE change_links (
            change_id INTEGER NOT NULL,
            link TEXT NOT NULL CHECK (link IN ('feed', 'ticket', 'trip')),
            owner INTEGER NOT NULL,
            uid TEXT NOT NULL DEFAULT '',
            recurrence_id TEXT NOT NULL DEFAULT '',
            record_id INTEGER NOT NULL,
            PRIMARY KEY (change_id, link, owner, uid, recurrence_id)
        ) WITHOUT ROWID;
        CREATE TRIGGER records_clear_links AFTER DELETE ON records BEGIN
            INSERT OR IGNORE INTO change_links
                SELECT c.id, 'feed', f.feed_id, f.uid, f.recurrence_id, old.id
                FROM change_current c, feed_items f WHERE f.record_id = old.id;
            INSERT OR IGNORE INTO change_links
                SELECT c.id, 'ticket', p.id, '', '', old.id FROM change_current c, ticket_phases p WHERE p.record_id = old.id;
            INSERT OR IGNORE INTO change_links
                SELECT c.id, 'trip', e.id, '', '', old.id FROM change_current c, trip_expenses e WHERE e.record_id = old.id;
            UPDATE feed_items SET record_id = NULL WHERE record_id = old.id;
            UPDATE ticket_phases SET record_id = NULL WHERE record_id = old.id;
            UPDATE trip_expenses SET record_id = NULL WHERE record_id = old.id;
        END;
        UPDATE changes SET kind = 'sync setup', subject = iif(subject LIKE 'setup %', substr(subject, 7), subject)
            WHERE kind = 'sync' AND (subject LIKE 'setup %' OR (subject IS NULL AND added + updated + deleted = 0));
        """,
        // Sync that converges (issue #28): the certificates one server is trusted by
        // (`sync setup --ca-file`), and the conflicts the last sync left, by item, so that
        // `sync status` lists them without asking the server.
        """
        ALTER TABLE sync_account ADD COLUMN ca_file TEXT;
        CREATE TABLE sync_conflicts (
            uid TEXT PRIMARY KEY,
            title TEXT NOT NULL,
            deleted_here INTEGER NOT NULL,
            deleted_on_server INTEGER NOT NULL,
            changed_during_sync INTEGER NOT NULL,
            changed_here_during_sync INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE sync_conflict_fields (
            uid TEXT NOT NULL,
            field TEXT NOT NULL,
            local TEXT NOT NULL,
            remote TEXT NOT NULL,
            PRIMARY KEY (uid, field)
        ) WITHOUT ROWID;
        """,
        // Feeds that converge (issue #28):
        // - feed_items.field_hashes: a hash per field of the event as the feed delivered it, so
        //   that the feed's change of a field reaches a record edited here in other fields.
        // - feed_items.scheduled: the record is the feed's schedule, not yet adopted by the user;
        //   the trigger clears it when what the record says changes (an edit, an amount, a
        //   sync download), and the feed's own writes set it again after theirs; the partial
        //   index keeps an edit from scanning a large feed's items. Items of older
        //   versions start at 0 (counted as before) until a refresh finds them unedited.
        """
        ALTER TABLE feed_items ADD COLUMN field_hashes TEXT;
        ALTER TABLE feed_items ADD COLUMN scheduled INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX feed_items_scheduled ON feed_items (record_id) WHERE scheduled = 1;
        CREATE TRIGGER feed_items_adopted AFTER UPDATE ON records
        WHEN old.day IS NOT new.day OR old.last_day IS NOT new.last_day OR old.start_utc IS NOT new.start_utc
            OR old.end_utc IS NOT new.end_utc OR old.zone IS NOT new.zone OR old.title IS NOT new.title
            OR old.category IS NOT new.category OR old.sub IS NOT new.sub OR old.artist IS NOT new.artist
            OR old.venue IS NOT new.venue OR old.memo IS NOT new.memo OR old.amount_minor IS NOT new.amount_minor
            OR old.currency IS NOT new.currency OR old.charged_minor IS NOT new.charged_minor
            OR old.charged_currency IS NOT new.charged_currency
        BEGIN
            UPDATE feed_items SET scheduled = 0 WHERE record_id = new.id AND scheduled = 1;
        END;
        """,
        // A ticket's money counts when it is paid (issue #32), as Zaim, MoneyForward and a card
        // statement book it, while its record stays on the show's day.
        // - records.money_day: the day a record's amount counts on in budgets and totals when it
        //   is not its own day (NULL: its day); set for the spending records of ticket phases
        //   (`TicketPhase.moneyDay`, filled for existing ones by `fillMoneyDays` after this SQL).
        // - records_by_day carries money_day, so the money queries (`RecordStore.spending`:
        //   the records whose money_day is NULL by their day, UNION ALL the others by their
        //   money_day) still read only this index; records_by_money_day finds the few others.
        // - ticket_phases.won_utc/paid_utc: when the fan marked a phase won and paid; a won
        //   phase's is the moment its spending record was written, a paid one's is not known.
        // - change_before.money_day: undo puts a record back with it.
        """
        ALTER TABLE records ADD COLUMN money_day INTEGER;
        DROP INDEX records_by_day;
        CREATE INDEX records_by_day
            ON records (day, start_utc, id, category, currency, amount_minor, sub, artist, money_day);
        CREATE INDEX records_by_money_day
            ON records (money_day, category, currency, amount_minor, sub, artist) WHERE money_day IS NOT NULL;
        ALTER TABLE ticket_phases ADD COLUMN won_utc INTEGER;
        ALTER TABLE ticket_phases ADD COLUMN paid_utc INTEGER;
        UPDATE ticket_phases SET won_utc = (SELECT created FROM records WHERE records.id = ticket_phases.record_id)
            WHERE record_id IS NOT NULL;
        ALTER TABLE change_before ADD COLUMN money_day INTEGER;
        DROP TRIGGER change_log_update;
        DROP TRIGGER change_log_delete;
        CREATE TRIGGER change_log_update AFTER UPDATE ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT OR IGNORE INTO change_before VALUES ((SELECT id FROM change_current), old.id, old.uid, old.recurrence_id, old.day, old.last_day, old.start_utc, old.end_utc, old.zone, old.title, old.category, old.sub, old.artist, old.venue, old.memo, old.amount_minor, old.currency, old.sequence, old.last_modified, old.created, old.updated, old.charged_minor, old.charged_currency, old.money_day);
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), new.id, 'updated', new.sequence,
                new.updated, new.last_modified)
                ON CONFLICT DO UPDATE SET after_sequence = excluded.after_sequence,
                    after_updated = excluded.after_updated, after_modified = excluded.after_modified;
        END;
        CREATE TRIGGER change_log_delete AFTER DELETE ON records WHEN EXISTS (SELECT 1 FROM change_current) BEGIN
            INSERT OR IGNORE INTO change_before VALUES ((SELECT id FROM change_current), old.id, old.uid, old.recurrence_id, old.day, old.last_day, old.start_utc, old.end_utc, old.zone, old.title, old.category, old.sub, old.artist, old.venue, old.memo, old.amount_minor, old.currency, old.sequence, old.last_modified, old.created, old.updated, old.charged_minor, old.charged_currency, old.money_day);
            INSERT INTO change_records VALUES ((SELECT id FROM change_current), old.id, 'deleted', NULL, NULL, NULL)
                ON CONFLICT DO UPDATE SET action = iif(action = 'added', 'gone', 'deleted');
        END;
        """,
        // Kept objects packed (issue #27: a store at most twice the size of one without them):
        // `packed` 1 is the text of `events` and `zones` as raw DEFLATE with the store's
        // dictionary (ObjectTextPacking), 0 as written. Objects kept before stay as they are
        // until they are kept again (a re-import, a refresh, a sync).
        """
        ALTER TABLE calendar_objects ADD COLUMN packed INTEGER NOT NULL DEFAULT 0 CHECK (packed IN (0, 1));
        """,
        // The records' fingerprint as a number (issue #27): `CalendarObject.fingerprint`, eight
        // bytes where the text hash took sixteen and cost twenty times as much to compute. The
        // hashes kept before are not fingerprints: NULL, which an export or a sync compares
        // field by field, until the object is kept again.
        """
        ALTER TABLE calendar_objects DROP COLUMN derived_hash;
        ALTER TABLE calendar_objects ADD COLUMN derived_hash INTEGER;
        """,
    ]

    static var currentVersion: Int { migrations.count }

    /// Brings `database` from schema `version` to the current one and marks it as fancal's; the
    /// caller holds the write transaction.
    static func migrate(_ database: Database, from version: Int) throws(SQLiteError) {
        for index in version..<currentVersion {
            try database.execute(migrations[index])
            if index + 1 == moneyDayVersion { try fillMoneyDays(database) }
        }
        try database.execute("PRAGMA application_id=\(applicationID)")
        try database.execute("PRAGMA user_version=\(currentVersion)")
    }

    /// The version that added `records.money_day`.
    static let moneyDayVersion = 18

    /// Sets the money day of every ticket phase's spending record by the rule of
    /// `TicketPhase.moneyDay`, in the ticket's zone (which SQL cannot read): the second half of
    /// migration 18.
    static func fillMoneyDays(_ database: Database) throws(SQLiteError) {
        let statement = try database.prepare(
            """
            SELECT p.record_id, t.zone, p.method, p.result_utc, p.pay_by_utc, p.won_utc, p.paid_utc
            FROM ticket_phases p JOIN tickets t ON t.id = p.ticket_id WHERE p.record_id IS NOT NULL
            """)
        defer { statement.reset() }
        var days: [(id: Int64, day: CivilDate?)] = []
        while try statement.step() {
            let zone = statement.text("zone")
            func moment(_ column: String) -> ZonedDateTime? {
                statement.optionalInteger(column).map { ZonedDateTime(instant: $0, zone: zone) }
            }
            let phase = TicketPhase(
                name: "", result: moment("result_utc"), payBy: moment("pay_by_utc"), method: statement.optionalText("method"),
                fees: .zero(.jpy), markedWon: moment("won_utc"), markedPaid: moment("paid_utc"))
            days.append((statement.integer("record_id"), phase.moneyDay))
        }
        for (id, day) in days {
            try database.run(
                "UPDATE records SET money_day = ? WHERE id = ?",
                [day.map { .integer(Int64($0.integerValue)) } ?? .null, .integer(id)])
        }
    }

    /// One object of a schema as `sqlite_schema` lists it.
    struct Object: Hashable {
        var type: String
        var name: String
        var table: String
        var sql: String?
    }

    /// Every table, index, trigger and view of `database` (SQLite's own internal indexes
    /// included), sorted; read without running any of them.
    static func objects(of database: Database) throws -> [Object] {
        try database.query("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name") {
            Object(type: $0.text("type"), name: $0.text("name"), table: $0.text("tbl_name"), sql: $0.optionalText("sql"))
        }
    }

    /// What this binary's migrations create for schema `version`, made in a database in memory:
    /// a fancal file of that version holds exactly these objects, with the same SQL text.
    static func expectedObjects(version: Int) throws -> [Object] {
        let database = try Database(.memory)
        for index in 0..<version { try database.execute(migrations[index]) }
        return try objects(of: database)
    }
}
