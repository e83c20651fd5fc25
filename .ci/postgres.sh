#!/usr/bin/env bash
# Installs PostgreSQL from Debian's packages (unless installed), starts a
# cluster listening on 127.0.0.1, sets the postgres user's password and
# prints, on stdout and nothing else, the line
#   export CLARIGRAPH_POSTGRES_DSN=postgres://postgres:…@127.0.0.1:PORT/postgres?sslmode=disable
# for `eval "$(.ci/postgres.sh)"`. Run as root. Idempotent: a second run
# finds everything in place and prints the same line.
# The password comes from CLARIGRAPH_POSTGRES_PASSWORD (default: clarigraph).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
log() { echo "postgres.sh: $*" >&2; }

password="${CLARIGRAPH_POSTGRES_PASSWORD:-clarigraph}"
case "$password" in
*[!A-Za-z0-9._~-]*) log "CLARIGRAPH_POSTGRES_PASSWORD may hold only A-Z a-z 0-9 . _ ~ -"; exit 1 ;;
esac

if ! compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || ! command -v pg_ctlcluster >/dev/null; then
	log "installing postgresql"
	apt-get update >&2
	apt-get install -y postgresql >&2
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
	log "creating cluster $version/main"
	pg_createcluster "$version" main >&2
fi
port="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')"
status="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $4 }')"
if [ "$status" != "online" ]; then
	log "starting cluster $version/main on port $port"
	pg_ctlcluster "$version" main start >&2
fi
for _ in $(seq 1 60); do
	pg_isready -q -h 127.0.0.1 -p "$port" && break
	sleep 1
done
pg_isready -h 127.0.0.1 -p "$port" >&2

runuser -u postgres -- psql -q -p "$port" -v ON_ERROR_STOP=1 \
	-c "ALTER USER postgres PASSWORD '$password'" >&2
echo "export CLARIGRAPH_POSTGRES_DSN='postgres://postgres:$password@127.0.0.1:$port/postgres?sslmode=disable'"
