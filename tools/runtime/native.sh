#!/usr/bin/env bash
# The native runtime: nginx + php-fpm + a private MariaDB from Debian's packages, on this
# machine's loopback only, served as production serves WordPress.
#
#   bash tools/runtime/native.sh start      MariaDB + the WordPress site on http://localhost:8889
#   bash tools/runtime/native.sh stop       stops the site, and MariaDB unless another site of
#                                           this checkout still runs on it (only processes this
#                                           script started)
#   bash tools/runtime/native.sh site-stop  stops the site only
#   bash tools/runtime/native.sh status     what runs; exit 0 when both run, 1 otherwise
#   bash tools/runtime/native.sh reset      drops and re-creates the site's database, re-installs
#                                           and re-seeds it (starts what is not running)
#   bash tools/runtime/native.sh db-start   MariaDB only, with its databases (PHPUnit needs no site)
#   bash tools/runtime/native.sh db-status  exit 0 when MariaDB answers
#   bash tools/runtime/native.sh seed-comments [N]
#                                           the comment benchmark's post with N (1000) comments,
#                                           deterministic (tools/bench/seed-comments.php); the
#                                           site must be installed (start)
#
# start and reset first run the shared build check (tools/runtime/ensure-build.js): the build,
# translations included, is rebuilt when missing or older than its sources.
#
# Environment: FAROL_DB_PORT (3307), FAROL_NATIVE_PORT (8889), PHP (php),
# FAROL_NATIVE_WORKERS (8): php-fpm's children, FAROL_NATIVE_ACCESS_LOG=1 to log every
# request in the instance's access.log with its time (php-slow.log always has the stack of a
# request still running after 5 s),
# FAROL_SKIP_BUILD=1 to use the build as it is,
# FAROL_NATIVE_OBJECT_CACHE=redis: a persistent object cache (see "Redis" below),
# FAROL_NATIVE_PAGE_CACHE=<seconds>: a page cache in front (see "Page cache" below),
# FAROL_NATIVE_DEBUG=0: WP_DEBUG off, as a default wp-config has it (the throughput bench's
# anchor-shaped row; default 1: WP_DEBUG on, logged to debug.log, not displayed),
# FAROL_NATIVE_DB: share that instance's database (see below),
# FAROL_NATIVE_INSTANCE (site): which site. Each instance has its own database farol_<instance>
# and folder (.farol/native for "site", the demo; .farol/native-<instance> for others, such as
# "e2e", the test suite's site, which tools/test/e2e.sh resets on every run); they share one
# MariaDB server. Give each running instance its own FAROL_NATIVE_PORT.
#
# MariaDB: datadir .farol/mariadb/data, socket .farol/mariadb/mysqld.sock, 127.0.0.1:3307;
# databases farol_site (the demo site, bench), farol_e2e (the e2e suite's site) and farol_tests
# (PHPUnit), user farol/farol.
# The site: core copied from the pinned tree (tools/runtime/wordpress.mjs) to <folder>/wp,
# plugin/ and theme/ symlinked into wp-content, served by nginx (gzip, cacheable static files,
# WordPress's rewrites; tools/runtime/native/nginx.conf.in) in front of one php-fpm pool over a
# unix socket (OPcache on; php-fpm.conf.in), both as this user (root in CI). Their configs,
# logs (php-errors.log: PHP's errors), pid files and socket live in the instance's folder.
# Redis (FAROL_NATIVE_OBJECT_CACHE=redis): a private redis-server (Debian's redis-server, PHP's
# php8.2-redis) on a unix socket only, .farol/redis-<database>/redis.sock, no persistence, so
# every instance of one database (FAROL_NATIVE_DB) shares one Redis as servers behind a balancer
# share one; the instance gets wp-content/object-cache.php, the test-scaffolding drop-in of
# tests/object-cache/ (never shipped; production uses a maintained drop-in,
# docs/load-and-servers.md). It starts before the site installs (the install and seed write
# through the cache), is emptied by reset, and stops with the last instance that uses it. An
# instance started without the variable has no drop-in.
# Page cache (FAROL_NATIVE_PAGE_CACHE=<seconds>, unset or 0: none): nginx's fastcgi_cache in
# front of PHP on the instance's port, a micro-cache of that many seconds for anonymous GET and
# HEAD readers, its files in <folder>/page-cache (emptied whenever nginx starts), every answer
# marked X-Cache-Status (HIT, MISS, EXPIRED, UPDATING, BYPASS); bypassed for logged-in users,
# commenters, Farol's visitor cookies, the admin, login, the REST API, ajax, XML-RPC, POST and
# query strings other than campaign tags (nginx.conf.in says each rule and why;
# docs/load-and-servers.md). It applies to the web server's start: site-stop, then start with
# the variable, to turn it on or off.
# Non-interactive and idempotent: every command can be run again at any time.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HERE="$ROOT/tools/runtime/native"

DB_PORT=${FAROL_DB_PORT:-3307}
SITE_PORT=${FAROL_NATIVE_PORT:-8889}
SITE_URL="http://localhost:${SITE_PORT}"
PHP=${PHP:-php}
INSTANCE=${FAROL_NATIVE_INSTANCE:-site}
if ! [[ "$INSTANCE" =~ ^[a-z][a-z0-9_]{0,30}$ ]]; then
	echo "native: FAROL_NATIVE_INSTANCE must be lower-case letters, digits or _ (got '${INSTANCE}')" >&2
	exit 2
fi
# FAROL_NATIVE_DB: another instance's database, shared (two PHP servers, one database: every
# instance of one FAROL_NATIVE_DB also shares its salts, so nonces, stamps and cookies made on
# one are good on the other; tools/test/two-servers.sh).
SHARED_DB=${FAROL_NATIVE_DB:-}
if [ -n "$SHARED_DB" ] && ! [[ "$SHARED_DB" =~ ^[a-z][a-z0-9_]{0,30}$ ]]; then
	echo "native: FAROL_NATIVE_DB must be lower-case letters, digits or _ (got '${SHARED_DB}')" >&2
	exit 2
fi
DB_NAME="farol_${SHARED_DB:-$INSTANCE}"
OBJECT_CACHE=${FAROL_NATIVE_OBJECT_CACHE:-}
case "$OBJECT_CACHE" in
"" | none) OBJECT_CACHE="" ;;
redis) ;;
*)
	echo "native: FAROL_NATIVE_OBJECT_CACHE must be redis or empty (got '${OBJECT_CACHE}')" >&2
	exit 2
	;;
esac
# FAROL_NATIVE_PAGE_CACHE=<seconds>: nginx's fastcgi_cache in front of PHP (see "Page cache").
PAGE_CACHE=${FAROL_NATIVE_PAGE_CACHE:-0}
WP_DEBUG_VALUE=true
if [ "${FAROL_NATIVE_DEBUG:-1}" = "0" ]; then
	WP_DEBUG_VALUE=false
fi
if ! [[ "$PAGE_CACHE" =~ ^[0-9]{1,6}$ ]]; then
	echo "native: FAROL_NATIVE_PAGE_CACHE must be a number of seconds, 0 for none (got '${PAGE_CACHE}')" >&2
	exit 2
fi
PAGE_CACHE=$((10#$PAGE_CACHE))
REDIS_DIR="$ROOT/.farol/redis-${DB_NAME}"
REDIS_SOCKET="$REDIS_DIR/redis.sock"
REDIS_PID="$REDIS_DIR/redis.pid"

DB_DIR="$ROOT/.farol/mariadb"
DB_DATA="$DB_DIR/data"
DB_SOCKET="$DB_DIR/mysqld.sock"
DB_PID="$DB_DIR/mysqld.pid"
DB_LOG="$DB_DIR/mysqld.log"

NATIVE_DIR="$ROOT/.farol/native"
[ "$INSTANCE" = site ] || NATIVE_DIR="$ROOT/.farol/native-${INSTANCE}"
WP_DIR="$NATIVE_DIR/wp"
NGINX_PID="$NATIVE_DIR/nginx.pid"
FPM_PID="$NATIVE_DIR/php-fpm.pid"
WEB_LOG="$NATIVE_DIR/php-errors.log"
WEB_WORKERS=${FAROL_NATIVE_WORKERS:-8}
DEBUG_LOG="$NATIVE_DIR/debug.log"
# Holds the Redis folder this instance's site uses while it runs with the object cache.
CACHE_MARK="$NATIVE_DIR/object-cache.redis"

log() {
	if [ "$INSTANCE" = site ]; then
		echo "native: $*"
	else
		echo "native (${INSTANCE}): $*"
	fi
}
die() {
	echo "native: $*" >&2
	exit 1
}

# --- MariaDB ------------------------------------------------------------------------------

find_mariadbd() {
	local candidate
	for candidate in mariadbd mysqld /usr/sbin/mariadbd /usr/sbin/mysqld; do
		if command -v "$candidate" >/dev/null 2>&1; then
			command -v "$candidate"
			return 0
		fi
	done
	die "MariaDB server not found (Debian: apt-get install mariadb-server)"
}

find_client() {
	local candidate
	for candidate in "$@"; do
		if command -v "$candidate" >/dev/null 2>&1; then
			command -v "$candidate"
			return 0
		fi
	done
	die "none of $* found (Debian: apt-get install mariadb-client)"
}

# root@localhost over our own socket; never reads the system's option files.
sql() {
	"$(find_client mariadb mysql)" --no-defaults --protocol=socket --socket="$DB_SOCKET" -uroot --batch --skip-column-names "$@"
}

pid_alive() {
	[ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null
}

db_pid() {
	[ -f "$DB_PID" ] && cat "$DB_PID" 2>/dev/null || true
}

db_answers() {
	"$(find_client mariadb-admin mysqladmin)" --no-defaults --protocol=socket --socket="$DB_SOCKET" -uroot \
		--connect-timeout=2 ping >/dev/null 2>&1
}

# Our socket lives in .farol/mariadb: whoever answers on it is our server.
db_running() {
	db_answers
}

db_init() {
	[ -d "$DB_DATA/mysql" ] && return 0
	log "initialising MariaDB in ${DB_DATA#"$ROOT"/}"
	rm -rf "$DB_DATA"
	mkdir -p "$DB_DATA"
	local user_args=()
	[ "$(id -u)" -eq 0 ] && user_args=(--user=root)
	# root@localhost with an empty password, reachable only through our socket (the server
	# listens on 127.0.0.1 only and the site and tests use the farol account).
	if ! "$(find_client mariadb-install-db mysql_install_db)" --no-defaults --datadir="$DB_DATA" \
		--auth-root-authentication-method=normal --skip-test-db "${user_args[@]}" >"$DB_DIR/install-db.log" 2>&1; then
		cat "$DB_DIR/install-db.log" >&2
		rm -rf "$DB_DATA"
		die "mariadb-install-db failed"
	fi
}

db_start() {
	mkdir -p "$DB_DIR/tmp"
	if db_running; then
		db_ensure_databases
		return 0
	fi
	local stale
	stale=$(db_pid)
	if pid_alive "$stale"; then
		# Our server is still starting or shutting down: give it a moment before judging.
		for _ in $(seq 1 150); do
			db_answers && break
			pid_alive "$stale" || break
			sleep 0.2
		done
		if db_running; then
			db_ensure_databases
			return 0
		fi
		pid_alive "$stale" && die "MariaDB (pid $stale) runs but does not answer on ${DB_SOCKET}; see ${DB_LOG}"
	fi
	rm -f "$DB_PID" "$DB_SOCKET"
	if [ "${#DB_SOCKET}" -gt 100 ]; then
		die "socket path too long for a Unix socket (${#DB_SOCKET} chars): $DB_SOCKET"
	fi
	db_init
	local server user_args=()
	server=$(find_mariadbd)
	[ "$(id -u)" -eq 0 ] && user_args=(--user=root)
	log "starting MariaDB on 127.0.0.1:${DB_PORT}"
	# Durability settings are relaxed: this is a throwaway development and test database.
	nohup "$server" --no-defaults "${user_args[@]}" \
		--datadir="$DB_DATA" --socket="$DB_SOCKET" --pid-file="$DB_PID" --log-error="$DB_LOG" \
		--tmpdir="$DB_DIR/tmp" --port="$DB_PORT" --bind-address=127.0.0.1 --skip-name-resolve \
		--character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_520_ci \
		--default-storage-engine=InnoDB --innodb-buffer-pool-size=128M \
		--innodb-flush-log-at-trx-commit=2 --innodb-doublewrite=0 --sync-binlog=0 \
		--max-connections=200 --max-allowed-packet=64M \
		</dev/null >>"$DB_DIR/mysqld.out" 2>&1 9>&- &
	local launched=$!
	local waited=0
	until db_answers; do
		if ! pid_alive "$launched"; then
			tail -n 30 "$DB_LOG" >&2 2>/dev/null || true
			die "MariaDB exited while starting; see ${DB_LOG}"
		fi
		if [ "$waited" -ge 300 ]; then
			tail -n 30 "$DB_LOG" >&2 2>/dev/null || true
			die "MariaDB did not answer within 60 s; see ${DB_LOG}"
		fi
		sleep 0.2
		waited=$((waited + 1))
	done
	# mariadbd writes its pid file itself; keep ours in case it has not yet.
	[ -s "$DB_PID" ] || echo "$launched" >"$DB_PID"
	db_ensure_databases
}

db_ensure_databases() {
	sql <<-SQL
		CREATE DATABASE IF NOT EXISTS farol_site CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;
		CREATE DATABASE IF NOT EXISTS farol_tests CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;
		CREATE DATABASE IF NOT EXISTS ${DB_NAME} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;
		CREATE USER IF NOT EXISTS 'farol'@'127.0.0.1' IDENTIFIED BY 'farol';
		CREATE USER IF NOT EXISTS 'farol'@'localhost' IDENTIFIED BY 'farol';
		GRANT ALL PRIVILEGES ON farol_site.* TO 'farol'@'127.0.0.1', 'farol'@'localhost';
		GRANT ALL PRIVILEGES ON farol_tests.* TO 'farol'@'127.0.0.1', 'farol'@'localhost';
		GRANT ALL PRIVILEGES ON ${DB_NAME}.* TO 'farol'@'127.0.0.1', 'farol'@'localhost';
	SQL
}

db_stop() {
	local pid
	pid=$(db_pid)
	if ! pid_alive "$pid" && ! db_answers; then
		rm -f "$DB_PID"
		return 0
	fi
	log "stopping MariaDB${pid:+ (pid $pid)}"
	"$(find_client mariadb-admin mysqladmin)" --no-defaults --protocol=socket --socket="$DB_SOCKET" -uroot \
		shutdown >/dev/null 2>&1 || { [ -n "$pid" ] && kill -TERM "$pid" 2>/dev/null; } || true
	for _ in $(seq 1 150); do
		pid_alive "$pid" || db_answers || break
		sleep 0.2
	done
	if pid_alive "$pid"; then
		log "MariaDB did not stop in 30 s; sending KILL to pid $pid"
		kill -KILL "$pid" 2>/dev/null || true
	fi
	rm -f "$DB_PID"
}

# --- Redis (FAROL_NATIVE_OBJECT_CACHE=redis) ------------------------------------------------

redis_cli() {
	redis-cli -s "$REDIS_SOCKET" "$@"
}

redis_answers() {
	[ -S "$REDIS_SOCKET" ] && [ "$(redis_cli ping 2>/dev/null)" = PONG ]
}

redis_start() {
	mkdir -p "$REDIS_DIR"
	redis_answers && return 0
	local server
	server=$(find_binary redis-server /usr/bin/redis-server) ||
		die "redis-server not found (Debian: apt-get install redis-server php8.2-redis)"
	"$PHP" -r 'exit( class_exists( "Redis" ) ? 0 : 1 );' ||
		die "PHP has no Redis extension (Debian: apt-get install php8.2-redis)"
	stop_pid "$(cat "$REDIS_PID" 2>/dev/null || true)" "a Redis that does not answer"
	rm -f "$REDIS_SOCKET" "$REDIS_PID"
	[ "${#REDIS_SOCKET}" -gt 100 ] && die "socket path too long for a Unix socket: $REDIS_SOCKET"
	log "starting Redis on ${REDIS_SOCKET#"$ROOT"/} (no persistence)"
	# No TCP port, no snapshot, no append-only file: a cache that starts empty every time.
	nohup "$server" --port 0 --unixsocket "$REDIS_SOCKET" --unixsocketperm 700 --save '' \
		--appendonly no --dir "$REDIS_DIR" --pidfile "$REDIS_PID" --daemonize no \
		--maxmemory 256mb --maxmemory-policy allkeys-lru --logfile "$REDIS_DIR/redis.log" \
		</dev/null >/dev/null 2>&1 9>&- &
	local launched=$! waited=0
	until redis_answers; do
		pid_alive "$launched" || die "Redis exited while starting; see ${REDIS_DIR#"$ROOT"/}/redis.log"
		[ "$waited" -ge 100 ] && die "Redis did not answer within 20 s"
		sleep 0.2
		waited=$((waited + 1))
	done
	echo "$launched" >"$REDIS_PID"
}

# Stops this instance's Redis unless another running instance of this checkout uses it.
redis_stop_unused() {
	local dir mark pid
	[ -f "$CACHE_MARK" ] || return 0
	dir=$(cat "$CACHE_MARK")
	rm -f "$CACHE_MARK"
	for mark in "$ROOT"/.farol/native/object-cache.redis "$ROOT"/.farol/native-*/object-cache.redis; do
		[ -f "$mark" ] && [ "$(cat "$mark")" = "$dir" ] || continue
		pid=$(cat "$(dirname "$mark")/nginx.pid" 2>/dev/null || true)
		pid_alive "$pid" && return 0
	done
	stop_pid "$(cat "$dir/redis.pid" 2>/dev/null || true)" Redis
	rm -f "$dir/redis.pid" "$dir/redis.sock"
}

# Starts Redis and marks this instance as its user, or, without the object cache, makes sure
# the instance has no drop-in of ours.
object_cache_start() {
	if [ -z "$OBJECT_CACHE" ]; then
		rm -f "$CACHE_MARK"
		return 0
	fi
	redis_start
	echo "$REDIS_DIR" >"$CACHE_MARK"
}

# --- WordPress ----------------------------------------------------------------------------

prepare_core() {
	local core version
	core=$(cd "$ROOT" && node tools/runtime/wordpress.mjs) || die "could not prepare WordPress core"
	version=$(cat "$core/.farol-complete")
	if [ "$(cat "$WP_DIR/.farol-core" 2>/dev/null || true)" != "$version" ]; then
		log "copying WordPress ${version} to ${WP_DIR#"$ROOT"/}"
		# Keep uploads and the config across a core update; replace everything else.
		if [ -d "$WP_DIR" ]; then
			find "$WP_DIR" -mindepth 1 -maxdepth 1 ! -name wp-content ! -name wp-config.php -exec rm -rf {} +
		fi
		mkdir -p "$WP_DIR"
		cp -a "$core/." "$WP_DIR/"
		echo "$version" >"$WP_DIR/.farol-core"
	fi
	mkdir -p "$WP_DIR/wp-content/plugins" "$WP_DIR/wp-content/themes" "$WP_DIR/wp-content/mu-plugins" \
		"$WP_DIR/wp-content/uploads"
	link "$ROOT/plugin" "$WP_DIR/wp-content/plugins/farol"
	link "$ROOT/theme" "$WP_DIR/wp-content/themes/farol"
	link "$HERE/mu-plugin.php" "$WP_DIR/wp-content/mu-plugins/farol-native.php"
	link "$ROOT/tools/runtime/offline.php" "$WP_DIR/wp-content/mu-plugins/farol-offline.php"
	# The demo identity provider the demo's social login signs in with (never shipped).
	link "$ROOT/tools/runtime/demo-idp/demo-idp.php" "$WP_DIR/wp-content/mu-plugins/farol-demo-idp.php"
	# The object-cache drop-in (test scaffolding): installed with the cache, removed without it.
	local drop_in="$ROOT/tests/object-cache/object-cache.php"
	if [ -n "$OBJECT_CACHE" ]; then
		link "$drop_in" "$WP_DIR/wp-content/object-cache.php"
	elif [ "$(readlink "$WP_DIR/wp-content/object-cache.php" 2>/dev/null || true)" = "$drop_in" ]; then
		rm -f "$WP_DIR/wp-content/object-cache.php"
	fi
	write_config
}

# Symlink $2 → $1, replacing whatever is at $2.
link() {
	if [ "$(readlink "$2" 2>/dev/null || true)" != "$1" ]; then
		rm -rf "$2"
		ln -s "$1" "$2"
	fi
}

write_config() {
	local salts="$NATIVE_DIR/salts.php"
	[ -n "$SHARED_DB" ] && salts="$ROOT/.farol/salts-${DB_NAME}.php"
	if [ ! -s "$salts" ]; then
		"$PHP" -r '
			echo "<?php\n";
			foreach ( array( "AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT", "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT" ) as $name ) {
				echo "define( \"$name\", \"" . bin2hex( random_bytes( 32 ) ) . "\" );\n";
			}' >"$salts.tmp"
		mv "$salts.tmp" "$salts"
	fi
	# PHP talks to MariaDB over its unix socket: a connection costs about a millisecond less
	# than over TCP, on every request (db_start already refuses a socket path that is too long).
	local db_host="localhost:${DB_SOCKET}"
	# Servers of one shared database stand for one site behind a balancer: one cookie name for
	# all of them (core derives it from the site URL, which differs here by port).
	local cookie_hash=""
	[ -n "$SHARED_DB" ] && cookie_hash="define( 'COOKIEHASH', md5( '${DB_NAME}' ) );"
	local redis_socket=""
	[ -n "$OBJECT_CACHE" ] && redis_socket="define( 'FAROL_REDIS_SOCKET', '${REDIS_SOCKET}' );"
	cat >"$WP_DIR/wp-config.php.tmp" <<-PHP
		<?php
		// Written by tools/runtime/native.sh on every start; edits here are lost.
		define( 'DB_NAME', '${DB_NAME}' );
		define( 'DB_USER', 'farol' );
		define( 'DB_PASSWORD', 'farol' );
		define( 'DB_HOST', '${db_host}' );
		define( 'DB_CHARSET', 'utf8mb4' );
		define( 'DB_COLLATE', '' );
		\$table_prefix = 'wp_';
		require '${salts}';
		define( 'WP_HOME', '${SITE_URL}' );
		define( 'WP_SITEURL', '${SITE_URL}' );
		define( 'WP_DEBUG', ${WP_DEBUG_VALUE} );
		define( 'WP_DEBUG_LOG', '${DEBUG_LOG}' );
		define( 'WP_DEBUG_DISPLAY', false );
		define( 'SCRIPT_DEBUG', false );
		define( 'WP_ENVIRONMENT_TYPE', 'local' );
		define( 'DISABLE_WP_CRON', false );
		define( 'AUTOMATIC_UPDATER_DISABLED', true );
		define( 'WP_AUTO_UPDATE_CORE', false );
		define( 'FS_METHOD', 'direct' );
		// Loopback only: no request leaves this machine (update checks, feeds, oEmbed...);
		// tools/runtime/offline.php logs any that tries. 127.0.0.1: the tests' stand-in servers.
		define( 'WP_HTTP_BLOCK_EXTERNAL', true );
		define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1,::1' );
		define( 'FAROL_ROOT', '${ROOT}' );
		${cookie_hash}
		${redis_socket}
		if ( ! defined( 'ABSPATH' ) ) {
			define( 'ABSPATH', __DIR__ . '/' );
		}
		require_once ABSPATH . 'wp-settings.php';
	PHP
	if ! cmp -s "$WP_DIR/wp-config.php.tmp" "$WP_DIR/wp-config.php"; then
		mv "$WP_DIR/wp-config.php.tmp" "$WP_DIR/wp-config.php"
	else
		rm -f "$WP_DIR/wp-config.php.tmp"
	fi
}

# Runs tools/runtime/native/cli.php <task> against the site (install, seed).
wp_task() {
	(cd "$ROOT" && FAROL_SITE_URL="$SITE_URL" "$PHP" -d memory_limit=512M "$HERE/cli.php" "$WP_DIR" "$@")
}

install_site() {
	local status output
	# WordPress answers a database failure with an HTML page and exit status 0: check the words.
	status=$(wp_task is-installed 2>&1 || true)
	case "$status" in
	installed) ;;
	"not installed")
		log "installing WordPress into ${DB_NAME}"
		wp_task install || die "wp_install failed"
		status=$(wp_task is-installed 2>&1 || true)
		[ "$status" = "installed" ] || die "WordPress is still not installed: ${status}"
		;;
	*) die "could not check the install (database ${DB_NAME} on 127.0.0.1:${DB_PORT}): ${status}" ;;
	esac
	output=$(wp_task seed 2>&1) || die "the seed failed: ${output}"
	case "$output" in
	*"Farol demo content ready"*)
		# Anything besides the seed's own line (a demo file's notice, say) is worth seeing.
		grep -v '^Farol demo content ready$' <<<"$output" | sed 's/^/native: seed: /' || true
		log "seeded: users admin, editor, subscriber (password: password) and demo content"
		;;
	*) die "the seed did not finish: ${output}" ;;
	esac
}

find_binary() {
	local candidate
	for candidate in "$@"; do
		if command -v "$candidate" >/dev/null 2>&1; then
			command -v "$candidate"
			return 0
		fi
	done
	return 1
}

nginx_pid() {
	[ -f "$NGINX_PID" ] && cat "$NGINX_PID" 2>/dev/null || true
}

fpm_pid() {
	[ -f "$FPM_PID" ] && cat "$FPM_PID" 2>/dev/null || true
}

web_running() {
	pid_alive "$(nginx_pid)" && pid_alive "$(fpm_pid)"
}

http_code() {
	curl -s -o /dev/null --max-time 10 -w '%{http_code}' "$1" 2>/dev/null || true
}

# Fills a template of tools/runtime/native/ into the instance's folder.
render_config() {
	local template=$1 target=$2 user_line=$3 access_log=$4 listen6=$5 cache_mark="#" cache_seconds=1
	if [ "$PAGE_CACHE" -gt 0 ]; then
		cache_mark=""
		cache_seconds=$PAGE_CACHE
	fi
	# "|" delimits the @PAGE_CACHE@ expression: its value is "#", which ends the others' early (with
	# "#" the line became s#@PAGE_CACHE@###g, an empty replacement: the cache was on when asked off).
	sed -e "s|@PAGE_CACHE@|${cache_mark}|g" -e "s#@PAGE_CACHE_SECONDS@#${cache_seconds}#g" -e "s#@DIR@#${NATIVE_DIR}#g" -e "s#@WP@#${WP_DIR}#g" -e "s#@PORT@#${SITE_PORT}#g" \
		-e "s#@LOG@#${WEB_LOG}#g" -e "s#@CHILDREN@#${WEB_WORKERS}#g" \
		-e "s#@USER@#${user_line}#g" -e "s#@ACCESS_LOG@#${access_log}#g" -e "s#@LISTEN6@#${listen6}#g" \
		"$template" >"$target.tmp"
	mv "$target.tmp" "$target"
}

fpm_start() {
	pid_alive "$(fpm_pid)" && return 0
	local fpm user_line="" run_as=()
	fpm=$(find_binary php-fpm8.2 php-fpm /usr/sbin/php-fpm8.2 /usr/sbin/php-fpm) ||
		die "php-fpm not found (Debian: apt-get install php8.2-fpm)"
	if [ "$(id -u)" -eq 0 ]; then
		user_line="user = root"
		run_as=(--allow-to-run-as-root)
	fi
	render_config "$HERE/php-fpm.conf.in" "$NATIVE_DIR/php-fpm.conf" "$user_line" "" ""
	rm -f "$FPM_PID" "$NATIVE_DIR/php-fpm.sock"
	nohup "$fpm" --nodaemonize --fpm-config "$NATIVE_DIR/php-fpm.conf" "${run_as[@]}" \
		</dev/null >>"$NATIVE_DIR/php-fpm.log" 2>&1 9>&- &
	local launched=$! waited=0
	until [ -S "$NATIVE_DIR/php-fpm.sock" ]; do
		if ! pid_alive "$launched"; then
			tail -n 20 "$NATIVE_DIR/php-fpm.log" >&2 || true
			die "php-fpm exited while starting; see ${NATIVE_DIR#"$ROOT"/}/php-fpm.log"
		fi
		[ "$waited" -ge 150 ] && die "php-fpm did not open its socket in 30 s"
		sleep 0.2
		waited=$((waited + 1))
	done
	[ -s "$FPM_PID" ] || echo "$launched" >"$FPM_PID"
}

nginx_start() {
	pid_alive "$(nginx_pid)" && return 0
	local nginx user_line="" access_log="access_log off;" listen6=""
	nginx=$(find_binary nginx /usr/sbin/nginx) || die "nginx not found (Debian: apt-get install nginx-light)"
	[ "$(id -u)" -eq 0 ] && user_line="user root;"
	[ "${FAROL_NATIVE_ACCESS_LOG:-0}" = "1" ] && access_log="access_log ${NATIVE_DIR}/access.log farol;"
	# localhost is ::1 as well as 127.0.0.1 for browsers and Node: answer on both, as php -S did.
	grep -q '^00000000000000000000000000000001 ' /proc/net/if_inet6 2>/dev/null &&
		listen6="listen [::1]:${SITE_PORT} backlog=511;"
	mkdir -p "$NATIVE_DIR/nginx-tmp"
	# The page cache starts empty: a page cached by an earlier run never outlives it.
	rm -rf "$NATIVE_DIR/page-cache"
	render_config "$HERE/nginx.conf.in" "$NATIVE_DIR/nginx.conf" "$user_line" "$access_log" "$listen6"
	rm -f "$NGINX_PID"
	if ! "$nginx" -e "$NATIVE_DIR/nginx-error.log" -p "$NATIVE_DIR" -c "$NATIVE_DIR/nginx.conf" 9>&- \
		>>"$NATIVE_DIR/nginx-error.log" 2>&1; then
		tail -n 20 "$NATIVE_DIR/nginx-error.log" >&2 || true
		die "nginx did not start; see ${NATIVE_DIR#"$ROOT"/}/nginx-error.log"
	fi
}

web_start() {
	if web_running; then
		return 0
	fi
	if ! pid_alive "$(nginx_pid)" && (exec 3<>"/dev/tcp/127.0.0.1/${SITE_PORT}") 2>/dev/null; then
		die "port ${SITE_PORT} is taken by another process (not started by this script)"
	fi
	local shape="nginx + php-fpm, ${WEB_WORKERS} PHP workers"
	[ "$PAGE_CACHE" -gt 0 ] && shape="${shape}, page cache ${PAGE_CACHE} s"
	log "serving ${SITE_URL} (${shape})"
	fpm_start
	nginx_start
	local waited=0 code
	while :; do
		code=$(http_code "${SITE_URL}/wp-login.php")
		[ "$code" = "200" ] && break
		if ! web_running; then
			die "the web server exited while starting; see ${WEB_LOG}, ${NATIVE_DIR}/nginx-error.log and php-fpm.log"
		fi
		if [ "$waited" -ge 150 ]; then
			die "${SITE_URL}/wp-login.php answered '${code}' after 30 s; see ${WEB_LOG} and ${DEBUG_LOG}"
		fi
		sleep 0.2
		waited=$((waited + 1))
	done
}

# Ends a process and waits for it (TERM, then KILL after 10 s).
stop_pid() {
	local pid=$1 name=$2
	pid_alive "$pid" || return 0
	log "stopping ${name} (pid $pid)"
	kill -TERM "$pid" 2>/dev/null || true
	for _ in $(seq 1 100); do
		pid_alive "$pid" || return 0
		sleep 0.1
	done
	kill -KILL "$pid" 2>/dev/null || true
}

web_stop() {
	stop_pid "$(nginx_pid)" nginx
	stop_pid "$(fpm_pid)" php-fpm
	rm -f "$NGINX_PID" "$FPM_PID" "$NATIVE_DIR/php-fpm.sock"
	redis_stop_unused
	# A site of an older checkout still served by php -S.
	if [ -f "$NATIVE_DIR/php-server.pid" ]; then
		local old children
		old=$(cat "$NATIVE_DIR/php-server.pid" 2>/dev/null || true)
		children=$(pgrep -P "${old:-0}" 2>/dev/null || true)
		stop_pid "$old" "php -S"
		for child in $children; do
			stop_pid "$child" "php -S worker"
		done
		rm -f "$NATIVE_DIR/php-server.pid"
	fi
}

# --- Commands -----------------------------------------------------------------------------

print_ready() {
	echo "Farol native site: ${SITE_URL}  (admin: ${SITE_URL}/wp-admin/  login admin / password)"
}

# The shared build check: scripts, styles and translations rebuilt when missing or stale.
ensure_build() {
	(cd "$ROOT" && node tools/runtime/ensure-build.js) || die "the build failed; the site was not started"
}

# Another instance of this checkout whose web server still runs (it needs MariaDB).
other_site_running() {
	local pid_file pid
	for pid_file in "$ROOT"/.farol/native/nginx.pid "$ROOT"/.farol/native-*/nginx.pid; do
		[ -f "$pid_file" ] && [ "$pid_file" != "$NGINX_PID" ] || continue
		pid=$(cat "$pid_file" 2>/dev/null || true)
		if pid_alive "$pid"; then
			echo "$pid_file"
			return 0
		fi
	done
	return 1
}

cmd_start() {
	local started=$SECONDS
	ensure_build
	mkdir -p "$NATIVE_DIR"
	db_start
	object_cache_start
	prepare_core
	install_site
	web_start
	print_ready
	log "ready in $((SECONDS - started)) s"
}

cmd_reset() {
	local started=$SECONDS
	ensure_build
	mkdir -p "$NATIVE_DIR"
	db_start
	object_cache_start
	prepare_core
	log "dropping and re-creating ${DB_NAME}"
	sql <<-SQL
		DROP DATABASE IF EXISTS ${DB_NAME};
		CREATE DATABASE ${DB_NAME} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;
	SQL
	# The cache holds the dropped database's rows: empty it (the database is the truth).
	[ -n "$OBJECT_CACHE" ] && { redis_cli flushall >/dev/null || die "could not empty Redis"; }
	rm -rf "$WP_DIR/wp-content/uploads"
	mkdir -p "$WP_DIR/wp-content/uploads"
	install_site
	web_start
	print_ready
	log "reset in $((SECONDS - started)) s"
}

cmd_stop() {
	local other
	web_stop
	if other=$(other_site_running); then
		log "site stopped; MariaDB keeps running for the site of ${other#"$ROOT"/}"
		return 0
	fi
	db_stop
	log "stopped"
}

cmd_status() {
	local ok=0 pid
	pid=$(db_pid)
	if db_running; then
		echo "MariaDB: running (pid ${pid}, 127.0.0.1:${DB_PORT}, socket ${DB_SOCKET#"$ROOT"/})"
	else
		echo "MariaDB: not running"
		ok=1
	fi
	if [ -f "$CACHE_MARK" ]; then
		if redis_answers; then
			echo "Redis:   running (pid $(cat "$REDIS_PID" 2>/dev/null), ${REDIS_SOCKET#"$ROOT"/})"
		else
			echo "Redis:   not answering on ${REDIS_SOCKET#"$ROOT"/}"
		fi
	fi
	pid=$(nginx_pid)
	if web_running; then
		echo "site:    running (pid ${pid}, ${SITE_URL}, home page HTTP $(http_code "${SITE_URL}/"))"
	else
		echo "site:    not running"
		ok=1
	fi
	return $ok
}

# One command at a time (php.sh's db-start and e2e.sh's start may race in CI); the servers
# started below do not inherit the lock (9>&-).
if [ "${1:-}" != status ] && [ "${1:-}" != db-status ]; then
	mkdir -p "$ROOT/.farol"
	exec 9>"$ROOT/.farol/native.lock"
	flock -w 300 9 || die "another native.sh command has held .farol/native.lock for 5 minutes"
fi

case "${1:-}" in
start) cmd_start ;;
stop) cmd_stop ;;
site-stop) web_stop ;;
status) cmd_status ;;
reset) cmd_reset ;;
db-start) db_start && log "MariaDB ready on 127.0.0.1:${DB_PORT} (databases $(printf '%s\n' farol_site farol_tests "$DB_NAME" | sort -u | paste -sd ' '))" ;;
db-status) db_running ;;
seed-comments) db_start && wp_task seed-comments "${2:-1000}" ;;
*)
	echo "usage: bash tools/runtime/native.sh start|stop|site-stop|status|reset|db-start|db-status|seed-comments [count]" >&2
	exit 2
	;;
esac
