-- Fills an empty fancal database (schema created by fancal itself) with :count records,
-- deterministically, in the shape `fancal import` of the generated calendars gives: days spread
-- over :days days from :base in random order, 30% all-day, timed rows in five zones, five
-- categories, subs, artists and four currencies, Japanese titles. Used for the 1M-record summary
-- and month figures: building the rows here takes seconds where importing a 1M-event file would
-- take a minute. Row numbers start at :first, so a second fill adds rows of its own (the bench's
-- history store: a 10k store's twelve years, then 990k records of the 25 years before them).
--
--   sqlite3 DB ".parameter set :first 0" ".parameter set :count 1000000" \
--       ".parameter set :base \"'2016-01-01'\"" ".parameter set :days 4383" ".read Benchmarks/fill_records.sql"
--
-- Pseudo-random but repeatable: every choice is a hash of the row number (Knuth's multiplicative
-- hash modulo 2^31), never SQLite's random().
BEGIN;
WITH RECURSIVE
    n(i) AS (SELECT :first UNION ALL SELECT i + 1 FROM n WHERE i + 1 < :first + :count),
    h(i, a, b, c) AS (
        SELECT i, (i * 2654435761) % 2147483648, (i * 40503 + 7) % 2147483648 / 3,
               (i * 2246822519 + 11) % 2147483648 / 7 FROM n),
    r(i, dayoffset, allday, hour, zone, category, currency, sub, artist, b, c) AS (
        SELECT i, a % :days, (b % 10) < 3, 10 + (c % 13),
               CASE c % 5 WHEN 0 THEN 'Asia/Tokyo' WHEN 1 THEN 'Asia/Seoul' WHEN 2 THEN 'Europe/Berlin'
                          WHEN 3 THEN 'America/Los_Angeles' ELSE 'UTC' END,
               (a / :days) % 5,
               CASE b % 6 WHEN 3 THEN 'KRW' WHEN 4 THEN 'EUR' WHEN 5 THEN 'USD' ELSE 'JPY' END,
               CASE c % 7 WHEN 0 THEN 'ticket' WHEN 1 THEN 'travel' WHEN 2 THEN 'photocard'
                          WHEN 3 THEN 'アクスタ' WHEN 4 THEN '配信チケット' WHEN 5 THEN 'album' ELSE NULL END,
               CASE (b / 10) % 10 WHEN 0 THEN 'AOI' WHEN 1 THEN '星空ユニット' WHEN 2 THEN 'LUMINA'
                          WHEN 3 THEN '사랑해 Project' WHEN 4 THEN 'Nova☆Stars' WHEN 5 THEN '桜坂46'
                          WHEN 6 THEN 'K-Wave' WHEN 7 THEN 'Midnight Echo' WHEN 8 THEN '月影レクイエム'
                          ELSE NULL END,
               b, c
        FROM h)
INSERT INTO records (uid, recurrence_id, day, last_day, start_utc, end_utc, zone, title, category,
                     sub, artist, venue, memo, amount_minor, currency, sequence, last_modified,
                     created, updated)
SELECT printf('fill-%07d@fancal.example', i), '',
       CAST(strftime('%Y%m%d', :base, '+' || dayoffset || ' days') AS INTEGER),
       NULL,
       CASE WHEN allday THEN NULL
            ELSE CAST(strftime('%s', :base, '+' || dayoffset || ' days', '+' || hour || ' hours') AS INTEGER) END,
       CASE WHEN allday THEN NULL
            ELSE CAST(strftime('%s', :base, '+' || dayoffset || ' days', '+' || (hour + 2) || ' hours') AS INTEGER) END,
       CASE WHEN allday THEN NULL ELSE zone END,
       CASE c % 4 WHEN 0 THEN 'LIVE TOUR 〜きらめきの向こう側〜 東京ドーム公演 🎤✨ 第' || (b % 99) || '夜'
                  WHEN 1 THEN 'ツアーグッズ（ペンライト・タオル）まとめ買い 🛍️'
                  WHEN 2 THEN '新譜『真夜中のシンフォニー』初回限定盤 💿'
                  ELSE 'fan event ' || (b % 99) END,
       category, sub, artist,
       CASE b % 3 WHEN 0 THEN '東京ドーム' WHEN 1 THEN '올림픽홀, 서울' ELSE NULL END,
       NULL,
       CASE currency WHEN 'JPY' THEN 500 + (c % 200) * 100 WHEN 'KRW' THEN 15000 + (c % 150) * 1000
                     ELSE 400 + c % 20000 END,
       currency, 0, NULL, 1795996800, 1795996800
FROM r;
COMMIT;
