#!/usr/bin/env bash
# The release zips on a stock WordPress: the pinned core in a folder of its own (.farol/stock/wp),
# a fresh database (farol_stock on the native MariaDB, FAROL_DB_PORT), no mu-plugin, no demo
# content, no Composer, and dist/farol-<version>.zip and dist/farol-theme-<version>.zip:
#
#   bash tools/test/dist-stock.sh            unpacks both zips with PHP's ZipArchive (what
#                                            WordPress's upload uses) and activates them in PHP:
#                                            activation runs no query on posts or comments
#                                            (the php layer; about ten seconds)
#   bash tools/test/dist-stock.sh --browser  the administrator uploads both zips through
#                                            wp-admin's upload forms in Chromium, activates
#                                            them, opens every Farol screen, builds a page of
#                                            every block in the editor; a visitor comments,
#                                            converts and sends the contact form
#                                            (tests/stock/install.spec.ts; the e2e layer; ~40 s)
#   --core <branch>                          on another core of the pinned package (beta: the
#                                            6.6 release candidate; docs/release.md)
#   bash tools/test/dist-stock.sh --multisite the site made a subdirectory network first; the
#                                            network administrator uploads the plugin zip and
#                                            network-activates it, adds a site that a visitor
#                                            rates at once, and deletes it: its Farol tables go
#                                            with it (tests/stock/multisite.spec.ts; the e2e
#                                            layer). Served through dist-stock-router.php, the
#                                            rewrite rules a network needs.
#
# Before the zips go in, the site gets 1,000 posts and 10,000 comments (multi-row INSERTs).
# Then, either way: the plugin's code, routes, blocks and tables are there, a visitor sees the
# comment widget and its comment under a post (the Farol theme) and the comment on Twenty
# Twenty-Four, the widget's script is served, and the PHP log holds nothing but core's own
# "cannot reach WordPress.org" warnings (the machine is offline). Served by PHP's built-in
# server on FAROL_STOCK_PORT (default 8893). Builds the zips when they are missing (`npm run
# build` must have run). docs/release.md, "On a stock site".
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
BROWSER=0
MULTISITE=0
CORE="" # a branch of the pinned package; empty: the pinned core
while [ $# -gt 0 ]; do
	case "$1" in
	--browser) BROWSER=1 ;;
	--multisite)
		MULTISITE=1
		BROWSER=1
		;;
	--core)
		CORE="$2"
		shift
		;;
	--core=*) CORE="${1#--core=}" ;;
	*)
		echo "dist-stock: unknown argument $1" >&2
		exit 2
		;;
	esac
	shift
done
# A network's sites need an address without a port (WordPress drops the port of a new site's
# domain): the network is farol-network.test, which the browser maps to the server's port
# (Chromium's --host-resolver-rules) and the server sees as its Host.
SERVE="$URL"
RESOLVE=""
if [ "$MULTISITE" = 1 ]; then
	URL="http://farol-network.test"
	RESOLVE="MAP farol-network.test 127.0.0.1:${PORT}"
fi
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
core=$(node tools/runtime/wordpress.mjs $CORE)

rm -rf "$DIR"
mkdir -p "$DIR"
cp -a "$core/." "$WP/"
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
// A network's sites have addresses of their own: no fixed home then (wp-config-network.php).
if ( ! is_file( __DIR__ . '/wp-config-network.php' ) ) {
	define( 'WP_HOME', '${URL}' );
	define( 'WP_SITEURL', '${URL}' );
}
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '${LOG}' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
if ( is_file( __DIR__ . '/wp-config-network.php' ) ) {
	require_once __DIR__ . '/wp-config-network.php';
}
require_once ABSPATH . 'wp-settings.php';
PHP

task() { FAROL_STOCK_URL="$URL" php tools/test/dist-stock.php "$WP" "$@"; }

task install
post=$(task post)
# A site with history: 1,000 posts and 10,000 comments, in SQL, before Farol arrives. Activation
# must not do work proportional to them.
say "seeded $(task seed 1000 10000)"
router=()
if [ "$MULTISITE" = 1 ]; then
	# A subdirectory network, as Tools › Network Setup makes one, with the constants it asks for.
	say "$(task network)"
	cat >"$WP/wp-config-network.php" <<PHP
<?php
define( 'WP_ALLOW_MULTISITE', true );
define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', false );
define( 'DOMAIN_CURRENT_SITE', 'farol-network.test' );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );
PHP
	router=("$ROOT/tools/test/dist-stock-router.php")
fi
# Its own process group: the built-in server's workers are children to stop with it. Uploads up
# to 64 MB (PHP's default of 2 MB is below the plugin zip; a host's limit is usually higher).
PHP_CLI_SERVER_WORKERS=2 setsid php -d upload_max_filesize=64M -d post_max_size=64M \
	-S "localhost:${PORT}" -t "$WP" "${router[@]}" >"$DIR/server.log" 2>&1 &
server=$!
trap 'kill -- "-$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
	curl -sf -o /dev/null "$SERVE/wp-includes/css/buttons.min.css" && break
	sleep 0.1
done

if [ "$MULTISITE" = 1 ]; then
	FAROL_STOCK_URL="$URL" FAROL_STOCK_RESOLVE="$RESOLVE" FAROL_STOCK_PLUGIN_ZIP="$ROOT/$PLUGIN_ZIP" FAROL_STOCK_WP="$WP" \
		npx playwright test --config tests/stock/playwright.config.ts tests/stock/multisite.spec.ts ||
		fail "the browser run (tests/stock/multisite.spec.ts)"
	sites=$(task sites)
	sed 's/^/dist-stock: /' <<<"$sites"
	expect "the main site's Farol tables" "$(grep -c '^site 1 / farol tables: [1-9]' <<<"$sites" || true)" "1"
	expect "the deleted site gone" "$(grep -c '^site 2 ' <<<"$sites" || true)" "0"
	expect "Farol tables of no site" "$(sed -n 's/^orphan tables: //p' <<<"$sites")" "0"
elif [ "$BROWSER" = 1 ]; then
	# The administrator uploads both zips through wp-admin's forms and activates them
	# (tests/stock/install.spec.ts), then a visitor looks at the post.
	FAROL_STOCK_URL="$URL" FAROL_STOCK_POST="$post" FAROL_STOCK_PLUGIN_ZIP="$ROOT/$PLUGIN_ZIP" \
		FAROL_STOCK_THEME_ZIP="$ROOT/$THEME_ZIP" \
		npx playwright test --config tests/stock/playwright.config.ts tests/stock/install.spec.ts ||
		fail "the browser run (tests/stock/install.spec.ts)"
else
	php -r '
		foreach ( array( array( $argv[1], $argv[3] ), array( $argv[2], $argv[4] ) ) as list( $zip, $to ) ) {
			$z = new ZipArchive();
			if ( true !== $z->open( $zip ) || ! $z->extractTo( $to ) ) { fwrite( STDERR, "cannot unpack $zip\n" ); exit( 1 ); }
			$z->close();
		}' "$PLUGIN_ZIP" "$THEME_ZIP" "$WP/wp-content/plugins" "$WP/wp-content/themes"
	activation=$(task activate)
	sed 's/^/dist-stock: /' <<<"$activation"
	expect "activation's queries on posts and comments (1,000 posts, 10,000 comments)" \
		"$(sed -n 's/^activation content queries: //p' <<<"$activation")" "0"
fi

if [ "$MULTISITE" = 0 ]; then
	facts=$(task check)
	fact() { sed -n "s/^$1: //p" <<<"$facts"; }
	expect "active plugins" "$(fact active)" "farol/farol.php"
	expect "theme" "$(fact theme)" "farol"
	expect "Composer's vendor/ in the plugin" "$(fact composer)" "no"
	expect "mu-plugins" "$(fact mu-plugins)" "0"
	expect "blocks" "$(fact blocks)" "farol/box-shadow,farol/comments,farol/contact-field,farol/contact-form,farol/countdown,farol/lead-form"
	[ "$(fact routes)" -gt 0 ] && say "ok  farol/v1 routes: $(fact routes)" || fail "no farol/v1 route"
	[ "$(fact tables)" -gt 0 ] && say "ok  Farol tables: $(fact tables)" || fail "no Farol table"

	page=$(curl -s "$URL/?p=${post}")
	expect "comment widget under the post (Farol theme)" "$(grep -c 'wp-block-farol-comments' <<<"$page" || true)" "1"
	expect "the comment in the widget" "$(grep -c 'Primeiro comentário do site de verdade' <<<"$page" || true)" "1"
	script=$(grep -o 'wp-content/plugins/farol/build/comments/view\.js[^"]*' <<<"$page" | head -1 || true)
	expect "the widget's script served" "$(curl -s -o /dev/null -w '%{http_code}' "$URL/${script:-missing}")" "200"
	task theme twentytwentyfour >/dev/null
	page=$(curl -s "$URL/?p=${post}")
	expect "the comment on Twenty Twenty-Four" "$(grep -c 'Primeiro comentário do site de verdade' <<<"$page" || true)" "1"
fi

# wp-admin asks WordPress.org for updates and translations, and core logs a warning when it
# cannot reach it: this machine is offline (the dev runtimes' offline mu-plugin is not on a stock
# site). Those lines are core's; every other line fails the run.
touch "$LOG"
if grep -v 'Something may be wrong with WordPress.org' "$LOG" | grep -q .; then
	fail "the PHP log is not empty:"
	grep -v 'Something may be wrong with WordPress.org' "$LOG" | head -20
else
	say "ok  PHP log empty"
fi

if [ "$failures" -gt 0 ]; then
	say "${failures} check(s) failed"
	exit 1
fi
say "passed (plugin ${PLUGIN_ZIP}, theme ${THEME_ZIP} on WordPress $(grep -o "wp_version = '[^']*'" "$core/wp-includes/version.php" | cut -d"'" -f2))"
