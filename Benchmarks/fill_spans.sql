-- Makes :tenths tenths of the all-day records of a store filled by fill_records.sql (30% of
-- its records) span several days, as trips, festivals, exhibitions and tours do, over the
-- twelve years of history. The bench's stress store of issue #20 uses 8 (24% of the records:
-- 240k of 1M), its realistic store 2 (6%). The spans' lengths:
--
--   60%  2-4 days (a weekend, a festival pass)
--   30%  5-15 days (a tour leg, a trip abroad)
--    9%  16-90 days (an exhibition, a pop-up store)
--    1%  91-366 days (a season pass, a fan-club year)
--
--   sqlite3 DB ".parameter set :count 1000000" ".parameter set :tenths 8" \
--       ".read Benchmarks/fill_records.sql" ".read Benchmarks/fill_spans.sql"
--
-- Deterministic like fill_records.sql: every choice is a hash of the record id. The last day is
-- the first plus the span, computed by SQLite's date functions, so it is a real date.
BEGIN;
UPDATE records
SET last_day = CAST(strftime('%Y%m%d',
        printf('%04d-%02d-%02d', day / 10000, day / 100 % 100, day % 100),
        '+' || (CASE WHEN (id * 2246822519) % 2147483648 % 100 < 60 THEN 1 + (id * 40503) % 3
                     WHEN (id * 2246822519) % 2147483648 % 100 < 90 THEN 4 + (id * 40503) % 11
                     WHEN (id * 2246822519) % 2147483648 % 100 < 99 THEN 15 + (id * 40503) % 75
                     ELSE 90 + (id * 40503) % 276 END) || ' days') AS INTEGER)
WHERE start_utc IS NULL AND (id * 2654435761 + 3) % 2147483648 % 10 < :tenths;
COMMIT;
