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
printf '\nThe demo database is %s; your own database was not touched.\n' "$FANCAL_DB"

# Everyday entry (#16): input as it is typed, a repeated fan-club fee, a 2-day pass, errors in Japanese.
step "$fancal" add 2026年12月31日 "FC 月額" --amount 550円 --artist AOI --repeat monthly --count 12
step "$fancal" add 2027/2/6 "AOI フェス 2日通し券" --category live --amount 1.8万 --to 2027/2/7 --artist AOI
step "$fancal" month 2027-02 --locale ja --color always
step "$fancal" add 12/24 クリスマス 配信 ライブ --locale ja || true
