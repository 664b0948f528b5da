<?php
/**
 * An upgrade from the previous release, as a site owner does it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Lifecycle;

use Farol\Tests\LeadForm\ForwardingStandIn;
use Farol\Tests\TestCase;
use ZipArchive;

/**
 * A site runs the previous release (its zip, kept in tests/fixtures/release/), every feature
 * writes its data (exercise.php: leads, conversions with idempotency keys, a contact submission
 * with a file, a comment with votes, a rating, a subscription, a follow, an attachment, the mail
 * and forwarding queues with pending jobs, settings saved), then the current release's zip is
 * uploaded over it as wp-admin's "Replace current with uploaded" does. Nothing is lost, every
 * table reaches its current schema, the pending mail job still runs, no PHP notice (each step
 * fails on one). Each step runs in a fresh process. docs/release.md, "Upgrades".
 */
final class UpgradeTest extends TestCase {

	private const PREFIX = 'wpupgrade_';

	/**
	 * The release a site upgrades from (docs/release.md: replaced by each release's own zip).
	 */
	private const PREVIOUS = 'farol-0.1.0.zip';

	/**
	 * The current release's zip, built now from the checkout (`npm run dist`, a few seconds; it
	 * needs the build, which tools/test/php.sh checks first): a zip left by an earlier build
	 * would test older code.
	 */
	private static function current_zip(): string {
		$version = (string) json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/package.json' ), true )['version'];
		$zip     = FAROL_TESTS_ROOT . "/dist/farol-{$version}.zip";
		exec( 'cd ' . escapeshellarg( FAROL_TESTS_ROOT ) . ' && node tools/dist/build.mjs --quiet 2>&1', $output, $status );
		self::assertSame( 0, $status, implode( "\n", $output ) );
		self::assertFileExists( $zip );
		return $zip;
	}

	/**
	 * The upgrade keeps every row and reaches the current schemas; the queue's job still runs.
	 */
	public function test_uploading_the_new_zip_over_the_previous_release_keeps_everything(): void {
		$plugins = FAROL_TESTS_CONTENT_DIR . '/plugins-upgrade';
		exec( 'rm -rf ' . escapeshellarg( $plugins ) );
		wp_mkdir_p( $plugins );
		$zip = new ZipArchive();
		$this->assertTrue( $zip->open( FAROL_TESTS_ROOT . '/tests/fixtures/release/' . self::PREVIOUS ), 'the previous release is kept' );
		$this->assertTrue( $zip->extractTo( $plugins ) );
		$zip->close();
		$rd = new ForwardingStandIn();
		$rd->start();
		$rd->script( array( 'ok' ) );
		$env = array(
			'FAROL_TESTS_PLUGIN_DIR' => $plugins,
			'FAROL_UPGRADE_RD_BASE'  => $rd->base_url(),
		);

		LifecycleSite::install( self::PREFIX, $env );
		LifecycleSite::step( self::PREFIX, 'activate', $env );
		$this->assertSame( 'exercised', LifecycleSite::run( self::PREFIX, __DIR__ . '/exercise.php', $env ) );
		$before = LifecycleSite::snapshot( self::PREFIX, $env );
		$this->assertNotEmpty( array_filter( $before['rows'] ), 'the previous release wrote rows' );

		$current = self::current_zip();
		$upgrade = fn ( string $step ): string => LifecycleSite::run(
			self::PREFIX,
			__DIR__ . '/upgrade.php',
			$env + array(
				'FAROL_UPGRADE_STEP' => $step,
				'FAROL_UPGRADE_ZIP'  => $current,
			)
		);
		$this->assertSame( 'replaced', $upgrade( 'replace' ), 'the upload replaced the plugin and kept it active' );
		$after   = LifecycleSite::snapshot( self::PREFIX, $env );

		$this->assertSame( array(), LifecycleSite::missing( $before, $after ), 'nothing the previous release wrote is gone' );
		foreach ( $before['rows'] as $table => $count ) {
			$this->assertGreaterThanOrEqual( $count, $after['rows'][ $table ] ?? -1, "rows of {$table}" );
		}

		$answer   = LifecycleSite::run( self::PREFIX, __DIR__ . '/upgrade.php', $env + array( 'FAROL_UPGRADE_STEP' => 'versions', 'FAROL_TESTS_ADMIN' => '1' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$versions = json_decode( $answer, true );
		$this->assertIsArray( $versions, $answer );
		$this->assertSame( $versions['plugin'], $versions['data'], 'the data version is the running release' );
		unset( $versions['plugin'], $versions['data'] );
		foreach ( $versions as $table => $pair ) {
			$this->assertSame( $pair[1], $pair[0], "{$table} reached its current schema" );
		}

		$jobs = json_decode( $upgrade( 'jobs' ), true );
		$this->assertGreaterThan( 0, $jobs['before']['mail']['pending'] ?? 0, 'the previous release left a mail job pending' );
		$this->assertArrayNotHasKey( 'pending', $jobs['after']['mail'], 'the pending mail job ran after the upgrade: ' . wp_json_encode( $jobs ) );
		$this->assertSame( 1, (int) ( $jobs['before']['forwarding']['pending'] ?? 0 ), 'the previous release left a forwarding job pending' );
		$this->assertArrayNotHasKey( 'pending', $jobs['after']['forwarding'], 'the pending forwarding job ran after the upgrade: ' . wp_json_encode( $jobs ) );
		$this->assertSame( 1, (int) ( $jobs['after']['forwarding']['sent'] ?? 0 ), 'and was sent: ' . wp_json_encode( $jobs ) );
		$sent = $rd->requests();
		$rd->stop();
		$this->assertCount( 1, $sent, 'the stand-in got the conversion once' );
		$this->assertStringContainsString( 'conceicao@empresa.com.br', $sent[0]['body'] );
		exec( 'rm -rf ' . escapeshellarg( $plugins ) );
	}
}
