#!/usr/bin/env bash
# make demo: fancal's main job on the bundled sample calendar, in a throwaway database.
# Usage: demo.sh FANCAL DATABASE
set -euo pipefail
fancal=$1
export FANCAL_DB=$2 FANCAL_TODAY=2026-11-29 TZ=Asia/Tokyo
here=$(cd "$(dirname "$0")" && pwd)
step() { printf '\n\033[1m$ %s\033[0m\n' "$*"; "$@"; }

step "$fancal" import "$here/sample.ics"
step "$fancal" import "$here/sample.ics"
step "$fancal" add 2026-11-29 "AOI ポップアップストア アクスタ" --category goods --amount 3,850 --artist AOI --sub acrylic-stand
step "$fancal" month --color always
step "$fancal" month 2026-04 --locale ja --color always
step "$fancal" summary --color always
step "$fancal" summary --category live --locale de --color always
step "$fancal" list --month 2026-12
step "$fancal" chart --year 2026 --out "$(dirname "$FANCAL_DB")/fancal-2026.svg"
echo "(the chart is in $(dirname "$FANCAL_DB")/fancal-2026.svg — open it in a browser)"
step "$fancal" export --year 2026 --category live --out "$(dirname "$FANCAL_DB")/live-2026.ics"
step "$fancal" artist add AOI --alias あおい --color '#1E88E5' --birthday 12-03 --since 2024-12-24
step "$fancal" artist list --color always
step "$fancal" month 2026-12 --by artist --color always
step "$fancal" next
step "$fancal" wrapped 2026 --color always
step "$fancal" wrapped 2026 --out "$(dirname "$FANCAL_DB")/wrapped-2026.html"
echo "(the year in review is in $(dirname "$FANCAL_DB")/wrapped-2026.html — open it in a browser, or print it)"
step "$fancal" backup "$(dirname "$FANCAL_DB")/backup.db"
step "$fancal" restore "$(dirname "$FANCAL_DB")/backup.db"
echo "(undo takes a restore back whole: the replaced database returns, the restored one is kept:)"
step "$fancal" undo
echo "(a backup onto the database itself, under any spelling, is refused and changes nothing:)"
step "$fancal" backup "$(dirname "$FANCAL_DB")/./$(basename "$FANCAL_DB")" || true
step "$fancal" trip new "Osaka 12/24" --members Aoi,Mei,Rin --me Aoi --artist AOI
step "$fancal" trip add "Osaka 12/24" Hotel 30,000 --paid-by Aoi --sub hotel --date 2026-12-24
step "$fancal" trip add "Osaka 12/24" Shinkansen 42,000 --paid-by Mei=28,000,Rin=14,000 --shares Aoi=1,Mei=1,Rin=2 --sub travel --date 2026-12-24
step "$fancal" trip add "Osaka 12/24" Photocards 10000 --paid-by Rin --category goods --date 2026-12-25
step "$fancal" trip show "Osaka 12/24"
step "$fancal" trip settle "Osaka 12/24" --round 100 --format line --locale ja
step "$fancal" trip paid "Osaka 12/24" Rin Aoi 6,200
step "$fancal" trip paid "Osaka 12/24" Rin Mei 4,200
step "$fancal" trip settle "Osaka 12/24" --round 100

# A hostile calendar (issue #12): escape sequences that would set the terminal's title and clear
# it, a right-to-left override, a formula for spreadsheets, a date past 2999. fancal shows the
# text escaped, keeps it exact in JSON, and rejects the date with a message.
hostile="$(dirname "$FANCAL_DB")/hostile.ics"
printf 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:demo-hostile@fancal\r\nDTSTART;VALUE=DATE:20261130\r\nSUMMARY:=1+1 \342\200\256gnp.exe\r\nDESCRIPTION:\033]0;owned\007\033[2J\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:demo-far@fancal\r\nDTSTART;VALUE=DATE:30010101\r\nSUMMARY:too far\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n' > "$hostile"
step "$fancal" import "$hostile" || true
step "$fancal" list --from 2026-11-30 --to 2026-11-30 --format csv
# Tickets (#14): three shows with two sales phases each, results marked; `due` says what to do.
quiet() { "$@" >/dev/null; }
quiet "$fancal" ticket add "AOI Winter live 冬のライブ" --show 2026-12-24T18:00 --artist AOI --venue 東京ドーム
quiet "$fancal" ticket phase 1 FC先行 --apply 11/10..11/25 --result "11/28 18:00" --pay-by "12/1 23:59" --issue 12/10..12/24 --price 9000 --fee 350 --method konbini
quiet "$fancal" ticket phase 1 一般 --apply 12/5..12/8 --result "12/10 18:00" --pay-by 12/12 --price 9500 --count 2 --fee 330 --fee 220 --method card
quiet "$fancal" ticket add "Stellar☆Nine Spring tour" --show 2026-12-03 --artist Stellar☆Nine
quiet "$fancal" ticket phase 2 FC --apply 11/1..11/20 --result "11/25 12:00" --pay-by 11/28 --price 8800 --method bank
quiet "$fancal" ticket phase 2 一般 --apply 11/22..11/30 --result "12/1 18:00" --price 8800
quiet "$fancal" ticket add "Fan meeting ファンミ" --show "2026-12-01 19:00" --venue Zepp
quiet "$fancal" ticket phase 3 FC --apply "..11/29 12:00" --price 6000 --method card
quiet "$fancal" ticket phase 3 オフィシャル --apply 11/20..11/28 --price 6500
quiet "$fancal" ticket applied 1 FC先行
step "$fancal" ticket won 1 FC先行
quiet "$fancal" ticket applied 2 FC
quiet "$fancal" ticket won 2 FC
quiet "$fancal" ticket applied 2 一般
quiet "$fancal" ticket applied 3 オフィシャル
quiet "$fancal" ticket lost 3
step "$fancal" ticket list --color always
echo "(on an 80-column terminal each ticket takes a line above its phases, so no deadline loses its date:)"
step env COLUMNS=80 script -qec "'$fancal' ticket list --color always" /dev/null
step "$fancal" due --color always
step "$fancal" due --locale ja --color always
step "$fancal" month 2026-12 --color always
# Views a fan can trust at a glance: 80 columns, the show first, shares that add up.
step "$fancal" month -3
step "$fancal" year --artist AOI --locale ja
step "$fancal" summary --period month --locale ja
step "$fancal" month next

# One total across currencies, and budgets: a Seoul trip in won (the merch with what the card
# really charged), US merch in dollars, rates from a small file in the ECB's format.
step "$fancal" add 2026-04-12 "Stellar☆Nine Seoul concert" --category live --amount 154,000 --currency KRW --artist "Stellar☆Nine"
step "$fancal" add 2026-04-13 "Seoul pop-up merch" --category goods --amount 50,000 --currency KRW --charged 5,480 --artist "Stellar☆Nine"
step "$fancal" add 2026-06-01 "US web shop photobook" --category cd_dvd --amount 54.90 --currency USD
step "$fancal" rate import "$here/eurofxref-hist-sample.csv"
step "$fancal" rate add USD 150.25 --date 2026-05-01
step "$fancal" summary --color always
step "$fancal" budget set 30000 --month --rollover surplus --from 2026-10
step "$fancal" budget set 150000 --year --artist "Stellar☆Nine" --from 2026-01
step "$fancal" budget --color always
step "$fancal" budget --locale ja --color always
# Feeds: the tour calendar an artist publishes, here a bundled file (file://; http, https and
# webcal work the same way). The second refresh sees the venue the feed moved.
feed=$(cd "$(dirname "$FANCAL_DB")" && pwd)/tour-feed.ics
cp "$here/tour-feed.ics" "$feed"
step "$fancal" feed add aoi-tour "file://$feed" --category live --artist AOI
step "$fancal" feed refresh aoi-tour
sed -i 's/Tokyo Dome/Saitama Super Arena/' "$feed"
step "$fancal" feed refresh aoi-tour
# A ticket for Osaka (an amount adopts the feed's show: wrapped and next count it from now on);
# the organizer then moves Osaka an hour earlier, which reaches the edited record, amount kept.
osaka=$("$fancal" list --format csv --month 2027-01 | grep 'Tour 2027 Osaka' | cut -d, -f1)
step "$fancal" edit "$osaka" --amount 12800
sed -i 's/20270116T180000/20270116T170000/' "$feed"
step "$fancal" feed refresh aoi-tour
step "$fancal" list --month 2027-01

# Everyday entry (#16): input as it is typed, a repeated fan-club fee, a 2-day pass, errors in Japanese.
step "$fancal" add 2026年12月31日 "FC 月額" --amount 550円 --artist AOI --repeat monthly --count 12
step "$fancal" add 2027/2/6 "AOI フェス 2日通し券" --category live --amount 1.8万 --to 2027/2/7 --artist AOI
step "$fancal" month 2027-02 --locale ja --color always
step "$fancal" add 12/24 クリスマス 配信 ライブ --locale ja || true

# Lossless calendar items (#27): a phone's concert (guests, an alarm, Apple's own properties) and
# its endless weekly stream, imported; an amount set here on the concert and on one stream; the
# export still carries every line the phone wrote, the series as one VEVENT with its rule, and
# the one stream changed as an override.
step "$fancal" import "$here/phone-calendar.ics"
concert=$("$fancal" list --search "ATEEZ World Tour Seoul" --format csv | sed -n 2p | cut -d, -f1)
stream=$("$fancal" list --search "FC weekly stream" --from 2026-12-08 --to 2026-12-08 --format csv | sed -n 2p | cut -d, -f1)
step "$fancal" edit "$concert" --amount 154,000 --currency KRW --charged 16,800 --category live
step "$fancal" edit "$stream" --amount 500 --category streaming
step "$fancal" show "$concert"
printf "\n\033[1m$ fancal export   # the phone's two events, as they go out\033[0m\n"
"$fancal" export | tr -d '\r' | awk '/^BEGIN:VEVENT/{keep=0} /^UID:phone-/{keep=1} {buf[NR]=$0} /^BEGIN:VEVENT/{start=NR} /^END:VEVENT/{if (keep) for (i=start; i<=NR; i++) print buf[i]}'
# A zone of the record's own: a Berlin concert typed by a fan whose home is Tokyo, at Berlin's
# 19:00; the calendar puts it on the Tokyo day it happens (03:00 the next morning).
step "$fancal" add 2027-01-10 "Stellar☆Nine Berlin" --time 19:00-22:00 --tz Europe/Berlin --category live
step "$fancal" list --month 2027-01 --category live
# Money as the user writes it (#32): German amounts with a decimal comma, read back as printed.
step "$fancal" add 2026-12-05 "Fotobuch" --category goods --amount "89,90 €" --locale de
# One converted table (#32): the year's categories, shares and months in one currency, German.
step "$fancal" summary --convert --locale de --color always
# Nothing leaks (#31): a password in a URL is refused before anything is stored or sent, with the
# way to give it; the password itself is never shown.
step "$fancal" sync setup "https://mio:hunter2@dav.example.com/" --user mio || true
step "$fancal" feed add fc "webcal://mio:hunter2@calendar.example/fc.ics" || true
# Sync that converges (#28): a Radicale server started here on 127.0.0.1, fancal and a phone
# (python caldav) change the same event between two syncs; the sync lists the conflict by record,
# `sync status` keeps listing it, and --prefer resolves it. A database of its own.
if python3 -c 'import radicale, caldav' 2>/dev/null; then
    dav=$(cd "$(dirname "$FANCAL_DB")" && pwd)/radicale
    mkdir -p "$dav" && printf 'mio:demo\n' >"$dav/users" && : >"$dav/config"
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    python3 -m radicale --config "$dav/config" --server-hosts "127.0.0.1:$port" --storage-filesystem-folder "$dav/storage" \
        --auth-type htpasswd --auth-htpasswd-filename "$dav/users" --auth-htpasswd-encryption plain >/dev/null 2>&1 &
    radicale=$!
    trap 'kill $radicale 2>/dev/null' EXIT
    calendar="http://127.0.0.1:$port/mio/fan/"
    python3 - "$calendar" <<'PY'
import base64, sys, time, urllib.request
for _ in range(100):
    try:
        request = urllib.request.Request(sys.argv[1], method="MKCALENDAR")
        request.add_header("Authorization", "Basic " + base64.b64encode(b"mio:demo").decode())
        urllib.request.urlopen(request)
        break
    except OSError:
        time.sleep(0.1)
PY
    phone() { python3 "$here/../Tests/FanCalendarCLITests/Servers/caldav_client.py" "$calendar" mio demo "$@"; }
    (
        export FANCAL_DB=$(dirname "$FANCAL_DB")/sync.db
        step "$fancal" add 2026-12-01 "AOI FC stream" --repeat weekly --count 4 --category streaming
        step "$fancal" add 2026-12-24 "Xmas live" --category live --amount 8,800
        step "$fancal" sync setup "http://127.0.0.1:$port/" --user mio --password-command "echo demo"
        step "$fancal" sync --yes
        xmas=$("$fancal" list --search "Xmas live" --format csv | sed -n 2p | cut -d, -f1)
        uid=$("$fancal" list --search "Xmas live" --format json | sed -n 's/.*"uid": "\([^"]*\)".*/\1/p')
        step "$fancal" edit "$xmas" --venue "Zepp Haneda"
        printf '\n\033[1m$ phone: rename "Xmas live" to "Xmas live (2 sets)"\033[0m\n'
        phone edit "$uid" "Xmas live (2 sets)"
        step "$fancal" sync || true
        step "$fancal" sync status
        step "$fancal" sync --prefer remote
        step "$fancal" sync
    )
else
    echo "(the sync demo needs Radicale and python caldav: make deps-test installs them)"
fi
printf '\nThe demo database is %s; your own database was not touched.\n' "$FANCAL_DB"
