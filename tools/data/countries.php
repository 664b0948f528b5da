<?php
/**
 * Writes plugin/data/countries.json: every country of PHP's time zone database (ISO 3166-1
 * alpha-2 codes) with its name in each language a lead form speaks, sorted by name in that
 * language. Names and collation come from ICU (the intl extension), which the Playground's
 * PHP lacks, so the list is generated here once and shipped with the plugin.
 *
 * Usage: php tools/data/countries.php [--check]
 *
 * @package Farol
 */

declare(strict_types=1);

// phpcs:disable WordPress.WP.AlternativeFunctions -- a build tool run by hand with plain PHP, outside WordPress.

if ( ! extension_loaded( 'intl' ) ) {
	fwrite( STDERR, "countries: the intl extension is needed\n" );
	exit( 1 );
}

// The lead form's locales (src/lead-form/form-contract.ts) that have their own names; en-US
// and es-ES read the lists of en and es.
$farol_languages = array(
	'pt-BR' => 'pt_BR',
	'en'    => 'en',
	'es'    => 'es',
);

$farol_codes = array();
foreach ( DateTimeZone::listIdentifiers() as $farol_zone ) {
	$farol_location = timezone_location_get( new DateTimeZone( $farol_zone ) );
	$farol_code     = is_array( $farol_location ) ? (string) ( $farol_location['country_code'] ?? '' ) : '';
	if ( 1 === preg_match( '/^[A-Z]{2}$/', $farol_code ) ) {
		$farol_codes[ $farol_code ] = true;
	}
}
$farol_codes = array_keys( $farol_codes );

$farol_lists = array();
foreach ( $farol_languages as $farol_locale => $farol_icu ) {
	$farol_names = array();
	foreach ( $farol_codes as $farol_code ) {
		$farol_names[ $farol_code ] = Locale::getDisplayRegion( 'und-' . $farol_code, $farol_icu );
	}
	$farol_collator = new Collator( $farol_icu );
	uasort( $farol_names, array( $farol_collator, 'compare' ) );
	$farol_lists[ $farol_locale ] = array_map(
		static fn( string $code, string $name ): array => array( $code, $name ),
		array_keys( $farol_names ),
		array_values( $farol_names )
	);
}

$farol_json = json_encode( $farol_lists, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . "\n";
$farol_file = dirname( __DIR__, 2 ) . '/plugin/data/countries.json';
if ( in_array( '--check', $argv, true ) ) {
	if ( ! is_file( $farol_file ) || file_get_contents( $farol_file ) !== $farol_json ) {
		fwrite( STDERR, "countries: plugin/data/countries.json is stale; run php tools/data/countries.php\n" );
		exit( 1 );
	}
	echo "countries: up to date\n";
	exit( 0 );
}
file_put_contents( $farol_file, $farol_json );
echo 'countries: wrote ' . count( $farol_codes ) . " countries\n";
