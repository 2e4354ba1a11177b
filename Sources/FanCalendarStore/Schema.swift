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
    ]

    static var currentVersion: Int { migrations.count }
}
