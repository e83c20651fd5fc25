#!/usr/bin/env bash
# Runs the benchmarks of issues 8 and 28 and prints the tables of medians, the
# targets (PASS/MISS) and the clarification workflow's figures.
#
#   cd bench && ./run.sh                 # everything, -count 5
#   COUNT=1 BENCH='Run/chain' ./run.sh   # a quick look at a subset
#
# The raw go test output is kept in $OUT (default results/bench.txt) so the
# tables can be recomputed with: go run ./cmd/table < results/bench.txt
set -euo pipefail
cd "$(dirname "$0")"

COUNT="${COUNT:-5}"
BENCH="${BENCH:-.}"
OUT="${OUT:-results/bench.txt}"
mkdir -p "$(dirname "$OUT")"

echo "## Machine"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cores"
echo "- $(go version)"
echo "- load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo

go test -run '^$' -bench "$BENCH" -count "$COUNT" -benchmem -timeout 120m . > "$OUT"

echo "- load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
go run ./cmd/table < "$OUT"

echo "### Clarification workflow (rule-based analyzer, recommended answers)"
echo
go run ./cmd/clarify -specs ../examples/specs -generate 1000 -runs "$COUNT"
