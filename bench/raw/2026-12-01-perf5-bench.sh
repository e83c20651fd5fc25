#!/bin/bash
# usage: bench.sh ROUNDS  -> /tmp/perf5/run-{base,new}.txt
cd /work/wt-perf5/spec
R=$1
for r in $(seq $R); do
 for v in base new; do
  for spec in "bytes=5239591 1x" "bytes=1050131 3x"; do
   set -- $spec
   out=$(/usr/bin/time -f "%U %S" -o /tmp/perf5/time.$$ /tmp/perf5/spec-$v.test -test.run '^$' -test.bench "BenchmarkParseMarkdown/$1\$" -test.benchtime $2 -test.benchmem 2>&1)
   echo "$out" | grep "^Benchmark" >> /tmp/perf5/run-$v.txt
   cpu=$(awk '{printf "%d", ($1+$2)*1e9}' /tmp/perf5/time.$$)
   echo "BenchmarkProcessCPU/$1-2 1 $cpu ns/op" >> /tmp/perf5/run-$v.txt
  done
 done
 echo "round $r $(cat /proc/loadavg)" >> /tmp/perf5/run-load.txt
done
echo finished >> /tmp/perf5/run-load.txt
