#!/usr/bin/env bash
# The main job on the bundled samples: install what is missing, build, run the pipeline on
# Samples/inbox into a book, and show what it produced (SQLite ledger, CSV export, PDFs).
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1
scripts/setup.sh
swift build --product shoebox
BOOK="${SHOEBOX_BOOK:-$PWD/book}"
set +e
.build/debug/shoebox run --pipeline pipelines/default.yaml --book "$BOOK" Samples/inbox
code=$?
set -e
# 3 means "finished, something quarantined": Samples/inbox/junk is there on purpose.
if [ "$code" -ne 0 ] && [ "$code" -ne 3 ]; then exit "$code"; fi
.build/debug/shoebox export --book "$BOOK" > "$BOOK/output/transactions.csv"
.build/debug/shoebox status --book "$BOOK"
# The tipped-worker sample (Samples/inbox/shifts): totals per employer, the tips PDF, the shifts CSV.
echo
.build/debug/shoebox tips summary --book "$BOOK" --period 2026-05
.build/debug/shoebox report --book "$BOOK" --kind tips --period 2026-05 > /dev/null
.build/debug/shoebox export --book "$BOOK" --kind shifts > "$BOOK/output/shifts.csv"
echo
echo "ledger:  $BOOK/shoebox.sqlite"
echo "export:  $BOOK/output/transactions.csv ($(($(wc -l < "$BOOK/output/transactions.csv") - 1)) rows)"
echo "shifts:  $BOOK/output/shifts.csv ($(($(wc -l < "$BOOK/output/shifts.csv") - 1)) rows)"
echo "PDFs:    $(ls "$BOOK"/output/*.pdf 2>/dev/null | tr '\n' ' ')"
echo "review:  $BOOK/output/review.csv ($(($(wc -l < "$BOOK/output/review.csv") - 1)) rows to confirm; fill the last column and drop it into the inbox)"
