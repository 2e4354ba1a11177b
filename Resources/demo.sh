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
step "$fancal" next
step "$fancal" wrapped 2026 --color always
step "$fancal" wrapped 2026 --out "$(dirname "$FANCAL_DB")/wrapped-2026.html"
echo "(the year in review is in $(dirname "$FANCAL_DB")/wrapped-2026.html — open it in a browser, or print it)"
# Feeds: the tour calendar an artist publishes, here a bundled file (file://; http, https and
# webcal work the same way). The second refresh sees the venue the feed moved.
feed=$(dirname "$FANCAL_DB")/tour-feed.ics
cp "$here/tour-feed.ics" "$feed"
step "$fancal" feed add aoi-tour "file://$feed" --category live --artist AOI
step "$fancal" feed refresh aoi-tour
sed -i 's/Tokyo Dome/Saitama Super Arena/' "$feed"
step "$fancal" feed refresh aoi-tour
step "$fancal" list --month 2027-01
printf '\nThe demo database is %s; your own database was not touched.\n' "$FANCAL_DB"
