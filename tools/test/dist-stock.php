<?php
/**
 * Tasks of tools/test/dist-stock.sh on its stock WordPress (the pinned core, the release zips'
 * plugin and theme, no mu-plugin, no demo content):
 *
 * Usage:
 *
 *   php dist-stock.php <wp dir> install            a fresh database, then wp_install()
 *   php dist-stock.php <wp dir> activate           activates the plugin and the theme as an admin
 *   php dist-stock.php <wp dir> check              prints what the site has of Farol, one fact a line
 *   php dist-stock.php <wp dir> post               a published post with one approved comment: its id
 *   php dist-stock.php <wp dir> theme <stylesheet> switches the theme
 *   php dist-stock.php <wp dir> network           makes the site a subdirectory network, as core's
 *                                                  Network Setup does (the config's constants are
 *                                                  written by the script: wp-config-network.php)
 *   php dist-stock.php <wp dir> add-site <slug>    adds a site to the network at /<slug>/ with
 *                                                  wp_insert_site(), what Sites › Add New calls (the
 *                                                  form drops the port of the test's address): its id
 *   php dist-stock.php <wp dir> sites             one line per site of the network: its id, path
 *                                                  and how many Farol tables it has; then the
 *                                                  Farol tables of no live site ("orphan tables")
 *   php dist-stock.php <wp dir> seed <posts> <comments>
 *                                                  that many published posts and approved comments
 *                                                  (spread over the posts), in multi-row INSERTs
 *
 * `activate` also prints how long activation took and how many of its queries touched the posts
 * or comments tables (and their meta): activation must do no work proportional to the content.
 *
 * @package Farol
 */

declare(strict_types=1);

// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- plain text on a terminal, not HTML.

$farol_wp   = rtrim( (string) ( $argv[1] ?? '' ), '/' );
$farol_task = (string) ( $argv[2] ?? '' );
if ( ! is_file( $farol_wp . '/wp-config.php' ) ) {
	fwrite( STDERR, "dist-stock: no WordPress at {$farol_wp}\n" );
	exit( 2 );
}
$farol_port             = parse_url( (string) getenv( 'FAROL_STOCK_URL' ), PHP_URL_PORT );
$_SERVER['HTTP_HOST']   = (string) parse_url( (string) getenv( 'FAROL_STOCK_URL' ), PHP_URL_HOST ) . ( $farol_port ? ':' . $farol_port : '' );
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';

if ( 'install' === $farol_task ) {
	require_once $farol_wp . '/wp-config-db.php';
	// Before WordPress loads, so no $wpdb: drop and re-create the site's own database.
	$farol_db = new mysqli( FAROL_STOCK_DB_HOST, 'farol', 'farol', '', FAROL_STOCK_DB_PORT ); // phpcs:ignore WordPress.DB.RestrictedClasses.mysql__mysqli
	$farol_db->query( 'DROP DATABASE IF EXISTS ' . FAROL_STOCK_DB_NAME );
	$farol_db->query( 'CREATE DATABASE ' . FAROL_STOCK_DB_NAME . ' CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci' );
	$farol_db->close();
	define( 'WP_INSTALLING', true );
	require $farol_wp . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$farol_result = wp_install( 'Stock', 'admin', 'admin@example.com', true, '', 'password' );
	echo 'installed, admin user ' . (int) $farol_result['user_id'] . "\n";
	exit( 0 );
}

require $farol_wp . '/wp-load.php';

switch ( $farol_task ) {
	case 'activate':
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		wp_set_current_user( 1 );
		$farol_content = array();
		add_filter(
			'query',
			static function ( $query ) use ( &$farol_content ) {
				if ( preg_match( '/\bwp_(posts|postmeta|comments|commentmeta)\b/i', (string) $query ) ) {
					$farol_content[] = (string) $query;
				}
				return $query;
			}
		);
		$farol_start  = microtime( true );
		$farol_result = activate_plugin( 'farol/farol.php' );
		$farol_took   = microtime( true ) - $farol_start;
		if ( is_wp_error( $farol_result ) ) {
			fwrite( STDERR, 'dist-stock: activation failed: ' . $farol_result->get_error_message() . "\n" );
			exit( 1 );
		}
		echo 'activation ms: ' . (int) round( $farol_took * 1000 ) . "\n";
		echo 'activation content queries: ' . count( $farol_content ) . "\n";
		foreach ( array_slice( $farol_content, 0, 5 ) as $farol_query ) {
			echo 'activation content query: ' . preg_replace( '/\s+/', ' ', $farol_query ) . "\n";
		}
		switch_theme( 'farol' );
		echo 'activated farol/farol.php ' . get_plugin_data( WP_PLUGIN_DIR . '/farol/farol.php', false, false )['Version'] . ', theme ' . get_stylesheet() . ' ' . wp_get_theme()->get( 'Version' ) . "\n";
		break;
	case 'check':
		global $wpdb;
		$farol_routes = array_filter( array_keys( rest_get_server()->get_routes() ), static fn ( $r ): bool => str_starts_with( (string) $r, '/farol/v1' ) );
		$farol_blocks = array_filter( array_keys( WP_Block_Type_Registry::get_instance()->get_all_registered() ), static fn ( $n ): bool => str_starts_with( (string) $n, 'farol/' ) );
		echo 'active: ' . implode( ',', (array) get_option( 'active_plugins' ) ) . "\n";
		echo 'theme: ' . get_stylesheet() . "\n";
		echo 'composer: ' . ( is_dir( WP_PLUGIN_DIR . '/farol/vendor' ) ? 'yes' : 'no' ) . "\n";
		echo 'mu-plugins: ' . count( wp_get_mu_plugins() ) . "\n";
		echo 'routes: ' . count( $farol_routes ) . "\n";
		echo 'blocks: ' . implode( ',', $farol_blocks ) . "\n";
		echo 'tables: ' . count( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'farol_' ) . '%' ) ) ) . "\n";
		break;
	case 'post':
		$farol_post = wp_insert_post(
			array(
				'post_title'   => 'Olá, site de verdade',
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:paragraph --><p>Um post.</p><!-- /wp:paragraph -->',
			)
		);
		wp_insert_comment(
			array(
				'comment_post_ID'  => $farol_post,
				'comment_content'  => 'Primeiro comentário do site de verdade',
				'comment_approved' => 1,
				'comment_author'   => 'Ana',
			)
		);
		echo (int) $farol_post . "\n";
		break;
	case 'seed':
		global $wpdb;
		$farol_posts    = max( 1, (int) ( $argv[3] ?? 0 ) );
		$farol_comments = (int) ( $argv[4] ?? 0 );
		$farol_now      = gmdate( 'Y-m-d H:i:s' );
		$farol_first    = (int) $wpdb->get_var( "SELECT COALESCE( MAX( ID ), 0 ) + 1 FROM {$wpdb->posts}" );
		for ( $farol_i = 0; $farol_i < $farol_posts; $farol_i += 500 ) {
			$farol_rows = array();
			$farol_end  = min( $farol_posts, $farol_i + 500 );
			for ( $farol_j = $farol_i; $farol_j < $farol_end; $farol_j++ ) {
				$farol_rows[] = $wpdb->prepare( '(%d, 1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $farol_first + $farol_j, $farol_now, $farol_now, '<!-- wp:paragraph --><p>Conteúdo antigo.</p><!-- /wp:paragraph -->', 'Post antigo ' . $farol_j, '', 'publish', 'post-antigo-' . $farol_j, '', '', '', 'post' );
			}
			$wpdb->query( "INSERT INTO {$wpdb->posts} (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, to_ping, pinged, post_content_filtered, post_type) VALUES " . implode( ',', $farol_rows ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- every row is prepared above.
		}
		for ( $farol_i = 0; $farol_i < $farol_comments; $farol_i += 1000 ) {
			$farol_rows = array();
			$farol_end  = min( $farol_comments, $farol_i + 1000 );
			for ( $farol_j = $farol_i; $farol_j < $farol_end; $farol_j++ ) {
				$farol_rows[] = $wpdb->prepare( '(%d, %s, %s, %s, %s, %s, %s)', $farol_first + ( $farol_j % $farol_posts ), 'Leitor ' . $farol_j, 'leitor' . $farol_j . '@example.com', $farol_now, $farol_now, 'Comentário antigo ' . $farol_j, '1' );
			}
			$wpdb->query( "INSERT INTO {$wpdb->comments} (comment_post_ID, comment_author, comment_author_email, comment_date, comment_date_gmt, comment_content, comment_approved) VALUES " . implode( ',', $farol_rows ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- every row is prepared above.
		}
		$wpdb->query( "UPDATE {$wpdb->posts} p SET comment_count = ( SELECT COUNT(*) FROM {$wpdb->comments} c WHERE c.comment_post_ID = p.ID AND c.comment_approved = '1' )" );
		echo 'posts: ' . (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post'" ) . ', comments: ' . (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->comments}" ) . "\n";
		break;
	case 'network':
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		define( 'WP_INSTALLING_NETWORK', true );
		foreach ( $wpdb->tables( 'ms_global' ) as $farol_name => $farol_table ) {
			$wpdb->$farol_name = $farol_table;
		}
		install_network();
		$farol_network = populate_network( 1, (string) $_SERVER['HTTP_HOST'], 'admin@example.com', 'Stock Network', '/', false );
		if ( is_wp_error( $farol_network ) ) {
			fwrite( STDERR, 'dist-stock: populate_network: ' . $farol_network->get_error_message() . "\n" );
			exit( 1 );
		}
		echo 'network on ' . $_SERVER['HTTP_HOST'] . "\n";
		break;
	case 'add-site':
		$farol_site = wp_insert_site(
			array(
				'domain'  => (string) $_SERVER['HTTP_HOST'],
				'path'    => '/' . sanitize_key( (string) ( $argv[3] ?? '' ) ) . '/',
				'title'   => 'Segundo site',
				'user_id' => 1,
			)
		);
		if ( is_wp_error( $farol_site ) ) {
			fwrite( STDERR, 'dist-stock: wp_insert_site: ' . $farol_site->get_error_message() . "\n" );
			exit( 1 );
		}
		echo (int) $farol_site . "\n";
		break;
	case 'sites':
		global $wpdb;
		$farol_live = array();
		foreach ( get_sites( array( 'number' => 0 ) ) as $farol_site ) {
			$farol_prefix = $wpdb->get_blog_prefix( (int) $farol_site->blog_id );
			$farol_live[] = $farol_prefix;
			echo 'site ' . (int) $farol_site->blog_id . ' ' . $farol_site->path . ' farol tables: ' . count( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $farol_prefix . 'farol_' ) . '%' ) ) ) . "\n";
		}
		$farol_orphans = array();
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', '%' . $wpdb->esc_like( '_farol_' ) . '%' ) ) as $farol_table ) {
			if ( ! in_array( substr( (string) $farol_table, 0, (int) strpos( (string) $farol_table, 'farol_' ) ), $farol_live, true ) ) {
				$farol_orphans[] = (string) $farol_table;
			}
		}
		echo 'orphan tables: ' . count( $farol_orphans ) . ( $farol_orphans ? ' (' . implode( ', ', $farol_orphans ) . ')' : '' ) . "\n";
		break;
	case 'theme':
		switch_theme( (string) ( $argv[3] ?? '' ) );
		echo get_stylesheet() . "\n";
		break;
	default:
		fwrite( STDERR, "dist-stock: unknown task {$farol_task}\n" );
		exit( 2 );
}
