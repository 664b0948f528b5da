#!/usr/bin/env bash
# The release zips on a stock WordPress, server side: the pinned core in a folder of its own
# (.farol/stock/wp), a fresh database (farol_stock on the native MariaDB, FAROL_DB_PORT), no
# mu-plugin, no demo content, no Composer; the plugin and theme unpacked from
# dist/farol-<version>.zip and dist/farol-theme-<version>.zip with PHP's ZipArchive (what
# WordPress's upload uses). Then: install, activate both, and check that the plugin's code,
# routes, blocks and tables are there, that a visitor sees the comment widget and its comment
# under a post (the Farol theme) and the comment on Twenty Twenty-Four, that the widget's script
# is served, and that the PHP log stays empty. Served by PHP's built-in server on
# FAROL_STOCK_PORT (default 8893). About ten seconds. Builds the zips when they are missing
# (`npm run build` must have run). docs/release.md, "On a stock site".
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)

PORT=${FAROL_STOCK_PORT:-8893}
URL="http://localhost:${PORT}"
DB_PORT=${FAROL_DB_PORT:-3307}
DIR="$ROOT/.farol/stock"
WP="$DIR/wp"
LOG="$DIR/php-errors.log"
VERSION=$(node -p 'require("./package.json").version')
PLUGIN_ZIP="dist/farol-${VERSION}.zip"
THEME_ZIP="dist/farol-theme-${VERSION}.zip"
failures=0

say() { echo "dist-stock: $*"; }
fail() {
	echo "dist-stock: FAIL $*"
	failures=$((failures + 1))
}
expect() { # expect <what> <actual> <expected>
	if [ "$2" = "$3" ]; then say "ok  $1: $2"; else fail "$1: got '$2', expected '$3'"; fi
}

if [ ! -s "$PLUGIN_ZIP" ] || [ ! -s "$THEME_ZIP" ]; then
	node tools/dist/build.mjs --quiet
fi

FAROL_NATIVE_INSTANCE=stock FAROL_DB_PORT="$DB_PORT" bash tools/runtime/native.sh db-start >/dev/null
core=$(node tools/runtime/wordpress.mjs)

rm -rf "$DIR"
mkdir -p "$DIR"
cp -a "$core/." "$WP/"
php -r '
	foreach ( array( array( $argv[1], $argv[3] ), array( $argv[2], $argv[4] ) ) as list( $zip, $to ) ) {
		$z = new ZipArchive();
		if ( true !== $z->open( $zip ) || ! $z->extractTo( $to ) ) { fwrite( STDERR, "cannot unpack $zip\n" ); exit( 1 ); }
		$z->close();
	}' "$PLUGIN_ZIP" "$THEME_ZIP" "$WP/wp-content/plugins" "$WP/wp-content/themes"
cat >"$WP/wp-config-db.php" <<PHP
<?php
define( 'FAROL_STOCK_DB_NAME', 'farol_stock' );
define( 'FAROL_STOCK_DB_HOST', '127.0.0.1' );
define( 'FAROL_STOCK_DB_PORT', ${DB_PORT} );
PHP
cat >"$WP/wp-config.php" <<PHP
<?php
// A stock site's config, written by tools/test/dist-stock.sh.
require_once __DIR__ . '/wp-config-db.php';
define( 'DB_NAME', FAROL_STOCK_DB_NAME );
define( 'DB_USER', 'farol' );
define( 'DB_PASSWORD', 'farol' );
define( 'DB_HOST', FAROL_STOCK_DB_HOST . ':' . FAROL_STOCK_DB_PORT );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
$(for k in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do echo "define( '$k', '$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')' );"; done)
define( 'WP_HOME', '${URL}' );
define( 'WP_SITEURL', '${URL}' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '${LOG}' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

task() { FAROL_STOCK_URL="$URL" php tools/test/dist-stock.php "$WP" "$@"; }

task install
task activate
facts=$(task check)
fact() { sed -n "s/^$1: //p" <<<"$facts"; }
expect "active plugins" "$(fact active)" "farol/farol.php"
expect "theme" "$(fact theme)" "farol"
expect "Composer's vendor/ in the plugin" "$(fact composer)" "no"
expect "mu-plugins" "$(fact mu-plugins)" "0"
expect "blocks" "$(fact blocks)" "farol/box-shadow,farol/comments,farol/contact-field,farol/contact-form,farol/countdown,farol/lead-form"
[ "$(fact routes)" -gt 0 ] && say "ok  farol/v1 routes: $(fact routes)" || fail "no farol/v1 route"
[ "$(fact tables)" -gt 0 ] && say "ok  Farol tables: $(fact tables)" || fail "no Farol table"

post=$(task post)
# Its own process group: the built-in server's workers are children to stop with it.
PHP_CLI_SERVER_WORKERS=2 setsid php -S "localhost:${PORT}" -t "$WP" >"$DIR/server.log" 2>&1 &
server=$!
trap 'kill -- "-$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
	curl -sf -o /dev/null "$URL/wp-content/plugins/farol/readme.txt" && break
	sleep 0.1
done

page=$(curl -s "$URL/?p=${post}")
expect "comment widget under the post (Farol theme)" "$(grep -c 'wp-block-farol-comments' <<<"$page" || true)" "1"
expect "the comment in the widget" "$(grep -c 'Primeiro comentário do site de verdade' <<<"$page" || true)" "1"
script=$(grep -o 'wp-content/plugins/farol/build/comments/view\.js[^"]*' <<<"$page" | head -1 || true)
expect "the widget's script served" "$(curl -s -o /dev/null -w '%{http_code}' "$URL/${script:-missing}")" "200"
task theme twentytwentyfour >/dev/null
page=$(curl -s "$URL/?p=${post}")
expect "the comment on Twenty Twenty-Four" "$(grep -c 'Primeiro comentário do site de verdade' <<<"$page" || true)" "1"

if [ -s "$LOG" ]; then
	fail "the PHP log is not empty:"
	head -20 "$LOG"
else
	say "ok  PHP log empty"
fi

if [ "$failures" -gt 0 ]; then
	say "${failures} check(s) failed"
	exit 1
fi
say "passed (plugin ${PLUGIN_ZIP}, theme ${THEME_ZIP} on WordPress $(cat "$core/.farol-complete"))"
