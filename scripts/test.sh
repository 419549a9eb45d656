#!/usr/bin/env bash
# The test command: install what is missing, build everything (the end-to-end tests run the
# built binary), then run the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1
scripts/setup.sh
swift build
swift test
