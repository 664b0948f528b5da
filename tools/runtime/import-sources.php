<?php
/**
 * The rival plugins' data, as if the site had run them: the real migration fixtures
 * (../shared/fixtures/migration: wpDiscuz, Contact Form 7 + Flamingo, Sticky Menu (or Anything!))
 * and the RD Station plugin's options and integration (tests/fixtures/import/rd-station, built
 * from ../shared/anchors/migration.md), loaded into a site that already has content.
 *
 * The dumps were taken on sites of their own, so their ids would meet the site's: every post,
 * comment, user (but user 1, the administrator) and term id is moved up by FAROL_IMPORT_SOURCES_SHIFT,
 * in every column that holds one (the wpDiscuz tables' included). Of the options only the
 * plugins' own are loaded (the dumps' time zone, date format and discussion settings are the
 * lab's, not the site's). Used by the demo seed (tools/runtime/demo/70-import-sources.php) and by
 * the e2e spec's helper (tests/e2e/php/import-sources.php), which also removes it all.
 * Requires a loaded WordPress.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/** What is added to every id of the dumps. */
const FAROL_IMPORT_SOURCES_SHIFT = 700000;

/** The ids a dump's rows can take once moved (posts, comments, users, terms). */
const FAROL_IMPORT_SOURCES_END = 800000;

/** The plugins' options a dump may set. */
const FAROL_IMPORT_SOURCES_OPTIONS = '/^(wc_|wpd_|wpdiscuz_|wpcf7$|sticky_anything_options$|rdsm_)/';

/** The tables of wpDiscuz the wpDiscuz dump creates. */
const FAROL_IMPORT_SOURCES_TABLES = array( 'wc_users_voted', 'wc_users_rated', 'wc_comments_subscription', 'wc_follow_users', 'wc_feedback_forms', 'wc_phrases' );

/**
 * The dumps, by source.
 *
 * @return array<string, string> Source → dump file ('' when the shared fixtures are not there).
 */
function farol_import_sources_dumps(): array {
	// Beside the checkout, or where Playground mounts them (tools/runtime/playground-start.mjs).
	$shared = is_dir( '/farol-fixtures/migration' ) ? '/farol-fixtures/migration' : dirname( __DIR__, 2 ) . '/../shared/fixtures/migration';
	$own    = is_dir( '/farol-fixtures/import' ) ? '/farol-fixtures/import' : dirname( __DIR__, 2 ) . '/tests/fixtures/import';
	$dumps  = array(
		'wpdiscuz'        => $shared . '/wpdiscuz-7.6.54/dump.sql',
		'contact-form-7'  => $shared . '/contact-form-7/dump.sql',
		'sticky-anything' => $shared . '/sticky-menu-or-anything/dump.sql',
		'rd-station'      => $own . '/rd-station/dump.sql',
	);
	return array_map( static fn ( string $file ): string => is_readable( $file ) ? $file : '', $dumps );
}

/**
 * A moved id.
 *
 * @param string $kind  post, comment, user or term.
 * @param mixed  $value The id in the dump.
 */
function farol_import_sources_id( string $kind, mixed $value ): mixed {
	if ( null === $value || ! is_numeric( $value ) || (int) $value <= 0 || ( 'user' === $kind && 1 === (int) $value ) ) {
		return $value;
	}
	return (string) ( (int) $value + FAROL_IMPORT_SOURCES_SHIFT );
}

/**
 * Splits one row of a dump's VALUES ( … ) into its values (strings unescaped, NULL as null).
 *
 * @param string $tuple The text between the parentheses.
 * @return list<string|null>
 */
function farol_import_sources_values( string $tuple ): array {
	$values = array();
	$length = strlen( $tuple );
	$i      = 0;
	while ( $i < $length ) {
		$char = $tuple[ $i ];
		if ( ' ' === $char || ',' === $char || "\n" === $char ) {
			++$i;
			continue;
		}
		if ( "'" === $char ) {
			$value = '';
			for ( ++$i; $i < $length && "'" !== $tuple[ $i ]; $i++ ) {
				if ( '\\' === $tuple[ $i ] ) {
					++$i;
					$value .= strtr( $tuple[ $i ], array( 'n' => "\n", 'r' => "\r", 't' => "\t", '0' => "\0" ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- MySQL's escapes.
					continue;
				}
				$value .= $tuple[ $i ];
			}
			++$i;
			$values[] = $value;
			continue;
		}
		$end      = strcspn( $tuple, ',', $i );
		$raw      = trim( substr( $tuple, $i, $end ) );
		$values[] = 'NULL' === $raw ? null : $raw;
		$i       += $end;
	}
	return $values;
}

/**
 * A row with its ids moved.
 *
 * @param string                     $table The dump's table, without prefix.
 * @param array<string, string|null> $row   Column → value.
 * @return array<string, string|null>|null The row, or null to leave it out.
 */
function farol_import_sources_row( string $table, array $row ): ?array {
	$columns = array(
		'posts'                    => array(
			'ID'          => 'post',
			'post_author' => 'user',
			'post_parent' => 'post',
		),
		'postmeta'                 => array( 'post_id' => 'post' ),
		'comments'                 => array(
			'comment_ID'      => 'comment',
			'comment_post_ID' => 'post',
			'comment_parent'  => 'comment',
			'user_id'         => 'user',
		),
		'commentmeta'              => array( 'comment_id' => 'comment' ),
		'users'                    => array( 'ID' => 'user' ),
		'usermeta'                 => array( 'user_id' => 'user' ),
		'terms'                    => array( 'term_id' => 'term' ),
		'term_taxonomy'            => array(
			'term_taxonomy_id' => 'term',
			'term_id'          => 'term',
			'parent'           => 'term',
		),
		'term_relationships'       => array(
			'object_id'        => 'post',
			'term_taxonomy_id' => 'term',
		),
		'wc_users_voted'           => array(
			'comment_id' => 'comment',
			'post_id'    => 'post',
		),
		'wc_users_rated'           => array(
			'post_id' => 'post',
			'user_id' => 'user',
		),
		'wc_comments_subscription' => array( 'post_id' => 'post' ),
		'wc_follow_users'          => array(
			'post_id'     => 'post',
			'user_id'     => 'user',
			'follower_id' => 'user',
		),
		'wc_feedback_forms'        => array( 'post_id' => 'post' ),
	);
	if ( 'options' === $table ) {
		return preg_match( FAROL_IMPORT_SOURCES_OPTIONS, (string) $row['option_name'] ) ? $row : null;
	}
	if ( 'users' === $table && 1 === (int) $row['ID'] ) {
		return null; // The site's own administrator stays as it is.
	}
	foreach ( $columns[ $table ] ?? array() as $column => $kind ) {
		if ( array_key_exists( $column, $row ) ) {
			$row[ $column ] = farol_import_sources_id( $kind, $row[ $column ] );
		}
	}
	if ( 'wc_users_voted' === $table && '0' === (string) $row['is_guest'] ) {
		$row['user_id'] = farol_import_sources_id( 'user', $row['user_id'] );
	}
	if ( 'wc_comments_subscription' === $table ) {
		$row['subscribtion_id'] = farol_import_sources_id( 'comment' === $row['subscribtion_type'] ? 'comment' : 'post', $row['subscribtion_id'] );
	}
	if ( 'commentmeta' === $table && 'wmu_attachments' === $row['meta_key'] ) {
		$value = unserialize( (string) $row['meta_value'], array( 'allowed_classes' => false ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- the fixture's own meta, no objects.
		if ( is_array( $value ) ) {
			array_walk_recursive(
				$value,
				static function ( &$id ): void {
					$id = (string) farol_import_sources_id( 'post', $id );
				}
			);
			$row['meta_value'] = serialize( $value ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- written back as the plugin stored it.
		}
	}
	if ( 'usermeta' === $table && str_starts_with( (string) $row['meta_key'], 'wp_' ) ) {
		// Roles and capabilities are named after the site's tables.
		$row['meta_key'] = $GLOBALS['wpdb']->prefix . substr( (string) $row['meta_key'], 3 );
	}
	// The RD Station fixture's integration names Contact Form 7 form 7; here it is the Contact
	// Form 7 fixture's default form (3002, the same your-name / your-email fields).
	if ( 'postmeta' === $table && 'form_id' === $row['meta_key'] ) {
		$row['meta_value'] = farol_import_sources_id( 'post', '7' === $row['meta_value'] ? '3002' : $row['meta_value'] );
	}
	if ( 'postmeta' === $table && str_starts_with( (string) $row['meta_key'], 'cf7_mapped_fields_' ) ) {
		$form            = substr( (string) $row['meta_key'], 18 );
		$row['meta_key'] = 'cf7_mapped_fields_' . farol_import_sources_id( 'post', '7' === $form ? '3002' : $form );
	}
	return $row;
}

/**
 * Loads one dump, its ids moved.
 *
 * @param string $file The dump.
 * @throws RuntimeException When a statement fails.
 */
function farol_import_sources_load_dump( string $file ): void {
	global $wpdb;
	foreach ( preg_split( '/;\s*\n/', (string) file_get_contents( $file ) ) as $statement ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$statement = trim( (string) preg_replace( '/^--.*$/m', '', $statement ) );
		if ( preg_match( '/^(DROP TABLE IF EXISTS|CREATE TABLE) `wp_(wc_[a-z_]+)`/', $statement, $match ) ) {
			$sql = preg_replace( '/`wp_/', '`' . $wpdb->prefix, $statement, 1 );
		} elseif ( preg_match( '/^(INSERT INTO|INSERT IGNORE INTO|REPLACE INTO) `wp_([a-z_]+)` \(([^)]*)\) VALUES \((.*)\)$/s', $statement, $match ) ) {
			$names  = array_map( static fn ( string $name ): string => trim( $name, ' `' ), explode( ',', $match[3] ) );
			$values = farol_import_sources_values( $match[4] );
			if ( count( $names ) !== count( $values ) ) {
				throw new RuntimeException( 'A row of ' . basename( dirname( $file ) ) . ' could not be read: ' . substr( $statement, 0, 120 ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a command-line message.
			}
			$row = farol_import_sources_row( $match[2], array_combine( $names, $values ) );
			if ( null === $row ) {
				continue;
			}
			$verb = 'options' === $match[2] ? 'REPLACE INTO' : 'INSERT IGNORE INTO';
			$sql  = $verb . ' `' . $wpdb->prefix . $match[2] . '` (`' . implode( '`, `', array_keys( $row ) ) . '`) VALUES ('
				. implode( ', ', array_map( static fn ( $value ): string => null === $value ? 'NULL' : "'" . esc_sql( (string) $value ) . "'", $row ) ) . ')';
		} else {
			continue;
		}
		if ( false === $wpdb->query( $sql ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- the fixture's rows, each value escaped above.
			throw new RuntimeException( 'The fixture could not be loaded: ' . $wpdb->last_error ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a command-line message.
		}
	}
}

/**
 * Loads every source whose dump is there, unless already loaded.
 *
 * @return array<string, mixed> What a spec needs to find: the moved ids of the fixtures' posts.
 */
function farol_import_sources_load(): array {
	$loaded = array();
	if ( null === get_post( FAROL_IMPORT_SOURCES_SHIFT + 5 ) ) {
		foreach ( farol_import_sources_dumps() as $source => $file ) {
			if ( '' !== $file ) {
				farol_import_sources_load_dump( $file );
				$loaded[] = $source;
			}
		}
		// The RD Station fixture has OAuth tokens only; the demo's account has a public token
		// too (a fake one), so its importer has an account to carry.
		if ( in_array( 'rd-station', $loaded, true ) && false === get_option( 'rdsm_public_token' ) ) {
			update_option( 'rdsm_public_token', 'demo0000000000000000000000000000', false );
		}
		wp_cache_flush();
	}
	return array(
		'loaded'   => $loaded,
		'shift'    => FAROL_IMPORT_SOURCES_SHIFT,
		'wpdiscuz' => array(
			'post'   => FAROL_IMPORT_SOURCES_SHIFT + 5,
			'inline' => FAROL_IMPORT_SOURCES_SHIFT + 1002,
		),
		'cf7'      => array(
			'forms' => array(
				'default' => FAROL_IMPORT_SOURCES_SHIFT + 3002,
				'rich'    => FAROL_IMPORT_SOURCES_SHIFT + 3023,
			),
			'pages' => array(
				'rich'    => FAROL_IMPORT_SOURCES_SHIFT + 3024,
				'default' => FAROL_IMPORT_SOURCES_SHIFT + 3026,
			),
		),
	);
}

/**
 * Removes every row the dumps added (by their moved ids, the wpDiscuz tables and the plugins'
 * options). What an import made of them is the caller's to remove.
 */
function farol_import_sources_remove(): void {
	global $wpdb;
	$from = FAROL_IMPORT_SOURCES_SHIFT;
	$to   = FAROL_IMPORT_SOURCES_END;
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- core's tables by id range; wpDiscuz's own tables.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->commentmeta} WHERE comment_id BETWEEN %d AND %d", $from, $to ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->comments} WHERE comment_ID BETWEEN %d AND %d", $from, $to ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE post_id BETWEEN %d AND %d", $from, $to ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->term_relationships} WHERE object_id BETWEEN %d AND %d", $from, $to ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->posts} WHERE ID BETWEEN %d AND %d OR ( post_type = 'revision' AND post_parent BETWEEN %d AND %d )", $from, $to, $from, $to ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE user_id BETWEEN %d AND %d", $from, $to ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->users} WHERE ID BETWEEN %d AND %d", $from, $to ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->term_taxonomy} WHERE term_taxonomy_id BETWEEN %d AND %d", $from, $to ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->terms} WHERE term_id BETWEEN %d AND %d", $from, $to ) );
	foreach ( FAROL_IMPORT_SOURCES_TABLES as $table ) {
		$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}{$table}" );
	}
	foreach ( $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name REGEXP '^(wc_|wpd_|wpdiscuz_|wpcf7$|sticky_anything_options$|rdsm_)'" ) as $option ) {
		delete_option( $option );
	}
	// phpcs:enable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	wp_cache_flush();
}
