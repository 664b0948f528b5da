<?php
/**
 * Copies the core of giggsey/libphonenumber-for-php into the plugin under a prefixed namespace.
 *
 * Usage: `php tools/vendoring/prefix-libphonenumber.php [--check] [--out DIR]` (`npm run
 * vendor:phone`). Without options it (re)writes plugin/lib/libphonenumber/; with `--check` it
 * writes nothing and exits 1 when the committed copy differs from what it would write (`npm
 * run lint` runs it); `--out DIR` works on another folder (the tests use a copy).
 *
 * What is copied: PhoneNumberUtil and every class of the library it reaches (found by
 * resolving the names each file uses with nikic/php-parser, transitively), plus the region
 * metadata `data/PhoneNumberMetadata_*.php` it loads by name. Not copied: geocoding, carrier,
 * time zone and short-number data, alternate formats, and what only PhoneNumberUtil's
 * findNumbers() and getAsYouTypeFormatter() reach (PhoneNumberMatcher, AsYouTypeFormatter,
 * the leniency levels...): the server never calls them (Farol\LeadForm\Rules\PhoneLibrary
 * parses, validates and lists calling codes), and the copied PhoneNumberUtil keeps their text,
 * so calling one would fail on its missing class. Each copied file keeps its text; only
 * the namespace `libphonenumber` becomes `Farol\Vendor\libphonenumber` (namespace
 * declarations, imports, qualified names and the strings that name classes), so another
 * plugin loading its own libphonenumber never shares classes with Farol's.
 *
 * @package Farol
 */

declare(strict_types=1);

use PhpParser\Node\Name;
use PhpParser\Node\Stmt\ClassMethod;
use PhpParser\Node\Stmt\GroupUse;
use PhpParser\Node\Stmt\Use_;
use PhpParser\NodeFinder;
use PhpParser\NodeTraverser;
use PhpParser\NodeVisitor\NameResolver;
use PhpParser\ParserFactory;

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line tool outside WordPress.
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- writes plain text to a terminal.

$farol_root = dirname( __DIR__, 2 );
require $farol_root . '/vendor/autoload.php';

const FAROL_PHONE_SOURCE_NAMESPACE = 'libphonenumber';
const FAROL_PHONE_TARGET_NAMESPACE = 'Farol\\Vendor\\libphonenumber';
// Methods whose classes are not followed (see the header): the server never calls them.
const FAROL_PHONE_UNUSED_METHODS = array( 'findNumbers', 'getAsYouTypeFormatter' );

/**
 * The library's files the copy needs, relative to its src/, sorted.
 *
 * @param string $src The library's src/ folder.
 * @return list<string>
 */
function farol_phone_files( string $src ): array {
	$parser = ( new ParserFactory() )->createForNewestSupportedVersion();
	$finder = new NodeFinder();
	$queue  = array( 'PhoneNumberUtil.php' );
	foreach ( glob( $src . '/data/PhoneNumberMetadata_*.php' ) as $file ) {
		$queue[] = 'data/' . basename( $file );
	}
	$seen = array();
	while ( array() !== $queue ) {
		$file = array_shift( $queue );
		if ( isset( $seen[ $file ] ) ) {
			continue;
		}
		$seen[ $file ] = true;
		$traverser     = new NodeTraverser( new NameResolver() );
		$ast           = $traverser->traverse( $parser->parse( (string) file_get_contents( $src . '/' . $file ) ) );
		$unused        = new SplObjectStorage();
		// The unused methods, and the `use` imports (the resolver has written every name the
		// code uses in full, so an import alone brings in nothing).
		$methods = $finder->find(
			$ast,
			fn( $node ): bool => $node instanceof Use_ || $node instanceof GroupUse
				|| ( $node instanceof ClassMethod && in_array( $node->name->toString(), FAROL_PHONE_UNUSED_METHODS, true ) )
		);
		foreach ( $methods as $method ) {
			foreach ( $finder->findInstanceOf( $method, Name::class ) as $name ) {
				$unused->attach( $name );
			}
		}
		foreach ( $finder->findInstanceOf( $ast, Name::class ) as $name ) {
			$class = $name->toString();
			if ( $unused->contains( $name ) || ! str_starts_with( $class, FAROL_PHONE_SOURCE_NAMESPACE . '\\' ) ) {
				continue;
			}
			$path = str_replace( '\\', '/', substr( $class, strlen( FAROL_PHONE_SOURCE_NAMESPACE ) + 1 ) ) . '.php';
			if ( is_file( $src . '/' . $path ) ) {
				$queue[] = $path;
			}
		}
	}
	$files = array_keys( $seen );
	sort( $files );
	return $files;
}

/**
 * A file's text with the namespace prefixed.
 *
 * @param string $code PHP source.
 */
function farol_phone_prefix( string $code ): string {
	$source = FAROL_PHONE_SOURCE_NAMESPACE;
	$target = FAROL_PHONE_TARGET_NAMESPACE;
	$out    = '';
	$after  = false;
	foreach ( PhpToken::tokenize( $code ) as $token ) {
		$text = $token->text;
		if ( $token->is( T_NAMESPACE ) ) {
			$after = true;
		} elseif ( $after && ! $token->isIgnorable() ) {
			if ( $token->is( array( T_STRING, T_NAME_QUALIFIED ) ) && ( $text === $source || str_starts_with( $text, $source . '\\' ) ) ) {
				$text = $target . substr( $text, strlen( $source ) );
			}
			$after = false;
		} elseif ( $token->is( T_NAME_QUALIFIED ) && str_starts_with( $text, $source . '\\' ) ) {
			$text = $target . substr( $text, strlen( $source ) );
		} elseif ( $token->is( T_NAME_FULLY_QUALIFIED ) && str_starts_with( $text, '\\' . $source . '\\' ) ) {
			$text = '\\' . $target . substr( $text, strlen( $source ) + 1 );
		} elseif ( $token->is( T_CONSTANT_ENCAPSED_STRING ) ) {
			$text = str_replace( $source . '\\\\', str_replace( '\\', '\\\\', $target ) . '\\\\', $text );
		}
		$out .= $text;
	}
	return $out;
}

/**
 * The region metadata classes grouped by the first character of their region code: one
 * `data/PhoneNumberMetadata-<character>.php` holding every `PhoneNumberMetadata_<region>` class
 * starting with it (each class's text kept, one header and one set of imports per file), a
 * `data/autoload.php` that loads a group when one of its classes is asked for, and a line that
 * requires it at the end of MultiFileMetadataSourceImpl.php (the class every metadata lookup goes
 * through). A zip deflates each file alone: 254 files of the same vocabulary took ~270 KB of a
 * release zip, the groups ~70 KB (docs/release.md, "Size"); a request loads the group of the
 * region it validates (~35 KB of PHP), not all regions.
 *
 * @param array<string, string> $files The copy, relative path => contents.
 * @return array<string, string>
 */
function farol_phone_group_metadata( array $files ): array {
	$groups = array();
	foreach ( $files as $file => $text ) {
		if ( ! preg_match( '#^data/PhoneNumberMetadata_(\w+)\.php$#', $file, $match ) ) {
			continue;
		}
		unset( $files[ $file ] );
		$at = strpos( $text, "\n/**\n * @internal\n */\nclass " );
		$ns = strpos( $text, "\nuse " );
		if ( false === $at || false === $ns || $ns > $at ) {
			fwrite( STDERR, "prefix-libphonenumber: {$file} is not shaped as a metadata file (header, imports, class).\n" );
			exit( 2 );
		}
		$group = strtoupper( $match[1][0] );
		preg_match_all( '/^use [^;]+;$/m', substr( $text, 0, $at ), $imports );
		$groups[ $group ]['head']    ??= rtrim( substr( $text, 0, $ns ) );
		$groups[ $group ]['imports'][] = $imports[0];
		$groups[ $group ]['classes'][] = ltrim( substr( $text, $at ), "\n" );
	}
	foreach ( $groups as $group => $parts ) {
		$imports = array_unique( array_merge( ...$parts['imports'] ) );
		sort( $imports );
		$files[ "data/PhoneNumberMetadata-{$group}.php" ] = $parts['head'] . "\n\n" . implode( "\n", $imports ) . "\n\n" . implode( "\n", $parts['classes'] );
	}
	$namespace                  = FAROL_PHONE_TARGET_NAMESPACE . '\\data\\PhoneNumberMetadata_';
	$files['data/autoload.php'] = <<<PHP
<?php

/**
 * Loads the region metadata classes, grouped by the first character of their region code in
 * PhoneNumberMetadata-<character>.php. Written by tools/vendoring/prefix-libphonenumber.php.
 *
 * @internal
 */

declare(strict_types=1);

spl_autoload_register(
    static function (string \$class): void {
        \$prefix = '{$namespace}';
        if (!str_starts_with(\$class, \$prefix) || strlen(\$class) === strlen(\$prefix)) {
            return;
        }
        \$file = __DIR__ . '/PhoneNumberMetadata-' . strtoupper(\$class[strlen(\$prefix)]) . '.php';
        if (is_readable(\$file)) {
            require_once \$file;
        }
    }
);

PHP;
	$source                     = 'MultiFileMetadataSourceImpl.php';
	$files[ $source ]           = rtrim( $files[ $source ] ) . "\n\n// Added by tools/vendoring/prefix-libphonenumber.php: the region metadata is grouped, see data/autoload.php.\nrequire_once __DIR__ . '/data/autoload.php';\n";
	ksort( $files );
	return $files;
}

/**
 * Every file of the copy: relative path => contents.
 *
 * @param string $root Repository root.
 * @return array<string, string>
 */
function farol_phone_copy( string $root ): array {
	$package = $root . '/vendor/giggsey/libphonenumber-for-php';
	$src     = $package . '/src';
	if ( ! is_dir( $src ) ) {
		fwrite( STDERR, "prefix-libphonenumber: vendor/giggsey/libphonenumber-for-php is missing; run `composer install`.\n" );
		exit( 2 );
	}
	$version = '';
	$lock    = json_decode( (string) file_get_contents( $root . '/vendor/composer/installed.json' ), true );
	foreach ( $lock['packages'] ?? array() as $entry ) {
		if ( 'giggsey/libphonenumber-for-php' === $entry['name'] ) {
			$version = $entry['version'];
		}
	}
	$files = array();
	foreach ( farol_phone_files( $src ) as $file ) {
		$files[ $file ] = farol_phone_prefix( (string) file_get_contents( $src . '/' . $file ) );
	}
	$files              = farol_phone_group_metadata( $files );
	$files['LICENSE']   = (string) file_get_contents( $package . '/LICENSE' );
	$files['README.md'] = "# libphonenumber (prefixed copy)\n\n"
		. "giggsey/libphonenumber-for-php {$version} (Apache-2.0, see LICENSE; a PHP port of Google's libphonenumber):\n"
		. "PhoneNumberUtil, the classes it uses and the region metadata, under the namespace\n"
		. '`' . FAROL_PHONE_TARGET_NAMESPACE . "`. The region metadata classes are grouped by the first\n"
		. "character of their region (data/PhoneNumberMetadata-<character>.php, loaded by data/autoload.php,\n"
		. "which MultiFileMetadataSourceImpl.php requires): 29 files instead of 254, a release zip\n"
		. "~200 KB smaller.\n\n"
		. "Generated by `php tools/vendoring/prefix-libphonenumber.php`; do not edit. To update, change the\n"
		. "version in composer.json, run `composer update giggsey/libphonenumber-for-php`, then the tool.\n";
	ksort( $files );
	return $files;
}

/**
 * Every file under a folder, relative path => contents.
 *
 * @param string $dir Folder.
 * @return array<string, string>
 */
function farol_phone_read_tree( string $dir ): array {
	$files = array();
	if ( ! is_dir( $dir ) ) {
		return $files;
	}
	$iterator = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) );
	foreach ( $iterator as $file ) {
		$files[ substr( $file->getPathname(), strlen( $dir ) + 1 ) ] = (string) file_get_contents( $file->getPathname() );
	}
	ksort( $files );
	return $files;
}

$farol_option   = array_search( '--out', $argv, true );
$farol_out      = false === $farol_option ? $farol_root . '/plugin/lib/libphonenumber' : rtrim( (string) ( $argv[ $farol_option + 1 ] ?? '' ), '/' );
$farol_expected = farol_phone_copy( $farol_root );
$farol_current  = farol_phone_read_tree( $farol_out );

if ( in_array( '--check', $argv, true ) ) {
	$farol_stale = array_keys( array_diff_assoc( $farol_expected, $farol_current ) + array_diff_key( $farol_current, $farol_expected ) );
	if ( array() !== $farol_stale ) {
		fwrite( STDERR, 'prefix-libphonenumber: ' . $farol_out . ' differs from the vendor copy (' . count( $farol_stale ) . ' files, e.g. ' . implode( ', ', array_slice( $farol_stale, 0, 3 ) ) . "). Run `npm run vendor:phone` and commit.\n" );
		exit( 1 );
	}
	echo 'prefix-libphonenumber: ' . $farol_out . ' is up to date (' . count( $farol_expected ) . " files)\n";
	exit( 0 );
}

foreach ( array_keys( $farol_current ) as $farol_file ) {
	unlink( $farol_out . '/' . $farol_file );
}
$farol_bytes = 0;
foreach ( $farol_expected as $farol_file => $farol_text ) {
	$farol_path = $farol_out . '/' . $farol_file;
	if ( ! is_dir( dirname( $farol_path ) ) ) {
		mkdir( dirname( $farol_path ), 0777, true );
	}
	file_put_contents( $farol_path, $farol_text );
	$farol_bytes += strlen( $farol_text );
}
printf( "prefix-libphonenumber: wrote %d files, %.1f KB, to %s\n", count( $farol_expected ), $farol_bytes / 1024, $farol_out );
