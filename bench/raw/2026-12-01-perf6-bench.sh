#!/bin/bash
# usage: bench.sh ROUNDS A B OUT  -> alternating runs of A.test and B.test
cd /tmp/perf6
R=$1; A=$2; B=$3; OUT=$4
: > $OUT-$A.txt; : > $OUT-$B.txt; : > $OUT-load.txt
for r in $(seq $R); do
 for v in $A $B; do
  ./$v.test -test.run '^$' -test.bench 'BenchmarkParseMarkdown/bytes=(1050131|5239591)$' -test.benchmem -test.count=1 2>&1 | grep "^Benchmark" >> $OUT-$v.txt
 done
 echo "round $r $(cat /proc/loadavg)" >> $OUT-load.txt
done
echo finished >> $OUT-load.txt
