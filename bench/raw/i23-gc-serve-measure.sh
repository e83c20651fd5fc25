#!/bin/bash
# $1 binary, $2 dir
bin=$1; d=$2; rm -rf $d; mkdir -p $d
/usr/bin/time -v $bin serve --addr 127.0.0.1:0 --store sqlite:$d/runs.db 2> $d/err &
pid=$!
for i in $(seq 50); do url=$(grep -o 'http://[^ ]*' $d/err | head -1); [ -n "$url" ] && break; sleep 0.2; done
url=${url%/}
s=$(date +%s.%N)
curl -s -o $d/resp -w '%{http_code} %{size_download}\n' -H 'Content-Type: application/json' --data-binary @/tmp/mem4/body.json $url/api/runs
e=$(date +%s.%N)
sp=$(pgrep -P $pid clarify || echo $pid)
kill -INT $(pgrep -f "$bin serve --addr 127.0.0.1:0 --store sqlite:$d" | grep -v $pid | head -1) 2>/dev/null
wait $pid
echo "elapsed $(echo "$e - $s" | bc) s; $(grep -E 'Maximum resident|User time' $d/err | tr '\n' ' ')"
rm -rf $d
