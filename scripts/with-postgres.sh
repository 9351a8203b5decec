#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh CMD [ARGS...]
#
# Starts a throwaway PostgreSQL cluster in a temporary directory (listening on 127.0.0.1 only,
# on a free port other than 5432, trust authentication, durability off), creates a superuser
# role and a database, runs CMD with DATABASE_URL pointing at it, then stops the cluster and
# deletes the directory. Exits with CMD's exit code.
#
# initdb refuses to run as root, so as root the cluster is owned by the `postgres` user;
# otherwise it runs as the current user. The role is a superuser (it is throwaway) so that
# test harnesses can create one database per worker.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 64
fi

log() { printf '[with-postgres] %s\n' "$*" >&2; }

# Highest installed server version (Debian layout), or whatever initdb is on PATH.
pg_bin=''
for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V); do
  [ -x "$dir/initdb" ] && pg_bin="$dir"
done
if [ -z "$pg_bin" ] && command -v initdb >/dev/null 2>&1; then
  pg_bin="$(dirname "$(command -v initdb)")"
fi
if [ -z "$pg_bin" ]; then
  log 'PostgreSQL server binaries not found (install Debian package "postgresql").'
  exit 127
fi

# Run a PostgreSQL binary as the cluster owner, from a directory that owner can read.
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    log 'running as root but there is no "postgres" user to own the cluster'
    exit 1
  fi
  as_owner() { (cd / && runuser -u postgres -- "$@"); }
else
  as_owner() { (cd / && "$@"); }
fi

tmp_dir="$(mktemp -d "${TMPDIR:-/tmp}/chairside-pg.XXXXXX")"
data_dir="$tmp_dir/data"
log_file="$tmp_dir/postgres.log"
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$tmp_dir"
fi

started=0
cleanup() {
  local status=$?
  if [ "$started" -eq 1 ]; then
    as_owner "$pg_bin/pg_ctl" -D "$data_dir" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$tmp_dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

free_port() {
  node -e '
    const server = require("node:net").createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => console.log(port));
    });'
}

log "initdb with $pg_bin"
as_owner "$pg_bin/initdb" -D "$data_dir" --username=postgres --auth=trust --encoding=UTF8 \
  --locale=C --no-sync >"$tmp_dir/initdb.log" 2>&1 || {
  cat "$tmp_dir/initdb.log" >&2
  exit 1
}
# Trust only the local socket and IPv4 loopback.
cat >"$data_dir/pg_hba.conf" <<'EOF'
local all all              trust
host  all all 127.0.0.1/32 trust
EOF

port=''
for _attempt in 1 2 3 4 5; do
  candidate="$(free_port)"
  [ "$candidate" = 5432 ] && continue
  if as_owner "$pg_bin/pg_ctl" -D "$data_dir" -l "$log_file" -w -t 60 start -o "\
      -c listen_addresses=127.0.0.1 -c port=$candidate -c unix_socket_directories=$tmp_dir \
      -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    >/dev/null; then
    port="$candidate"
    started=1
    break
  fi
  log "could not start on port $candidate, trying another"
done
if [ -z "$port" ]; then
  log 'PostgreSQL did not start:'
  cat "$log_file" >&2 || true
  exit 1
fi

for _try in $(seq 1 100); do
  if "$pg_bin/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres; then
    break
  fi
  if [ "$_try" -eq 100 ]; then
    log 'PostgreSQL is not accepting connections:'
    cat "$log_file" >&2 || true
    exit 1
  fi
  sleep 0.2
done

db_user=chairside
db_name=chairside
"$pg_bin/psql" -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres -d postgres \
  -c "CREATE ROLE $db_user LOGIN SUPERUSER" \
  -c "CREATE DATABASE $db_name OWNER $db_user" >/dev/null

export DATABASE_URL="postgres://$db_user@127.0.0.1:$port/$db_name"
log "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') ready: $DATABASE_URL"

set +e
"$@"
status=$?
set -e
exit "$status"
