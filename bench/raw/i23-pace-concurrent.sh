#!/bin/bash
# conc.sh BINARY DIR N [extra flags]: N concurrent auto POSTs at the size limit
bin=$1; d=$2; n=$3; shift 3; rm -rf $d; mkdir -p $d
/usr/bin/time -v $bin serve --addr 127.0.0.1:0 "$@" --store sqlite:$d/runs.db 2> $d/err &
pid=$!
for i in $(seq 50); do url=$(grep -o 'http://[^ ]*' $d/err | head -1); [ -n "$url" ] && break; sleep 0.2; done
url=${url%/}
s=$(date +%s.%N)
for i in $(seq $n); do curl -s -o /dev/null -w '%{http_code} ' -H 'Content-Type: application/json' --data-binary @/tmp/mem4/body.json $url/api/runs & done; wait $(jobs -p | grep -v $pid) 2>/dev/null
sleep 0.5
kill -INT $(pgrep -f "sqlite:$d/runs.db" | grep -v $pid | head -1) 2>/dev/null
wait $pid
echo "n=$n $* elapsed $(echo "$(date +%s.%N) - $s" | bc) s; $(grep -E 'Maximum resident|User time' $d/err | tr '\n' ' ')"
rm -rf $d
