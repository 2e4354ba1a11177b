#!/usr/bin/env bash
# Interoperability tests: the .ics file fancal exports, read by python icalendar, calcurse and
# khal (installed by `make deps-test`). Usage: Tests/interop/run.sh [path/to/fancal]
# Runs in a temporary directory only (HOME, XDG_* and TMPDIR point there); prints one line per
# check and "interop: N passed, N failed"; exits non-zero on any failure.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
fancal="${1:-$here/../../.build/debug/fancal}"
missing=""
for tool in python3 calcurse khal; do command -v "$tool" >/dev/null || missing="$missing $tool"; done
python3 -c 'import icalendar' 2>/dev/null || missing="$missing python3-icalendar"
if [ -n "$missing" ]; then
    echo "interop: missing:$missing (run make deps-test)" >&2
    echo "interop: 0 passed, 1 failed"
    exit 1
fi
exec python3 "$here/check.py" "$fancal"
