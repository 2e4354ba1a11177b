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
        """
    ]

    static var currentVersion: Int { migrations.count }
}
