<?php
/**
 * Importing Sticky Menu (or Anything!) on Scroll from the real fixture.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Import\ImportCommand;
use Farol\Import\ImportRunner;
use Farol\Import\Sources\StickyAnythingImporter;
use Farol\Tests\TestCase;

/**
 * Loads shared/fixtures/migration/sticky-menu-or-anything/dump.sql (the option as the real
 * plugin 2.34 saved it) into the test database and imports it through the plugin's own
 * runner, as `wp farol import sticky-anything` and Tools › Import do.
 */
final class StickyAnythingImportTest extends TestCase {

	use ImportFixtures;

	private const FIXTURE = __DIR__ . '/../../../../shared/fixtures/migration/sticky-menu-or-anything';

	private const RULES = 'farol_sticky_rules';

	/**
	 * Starts every test with no Farol rule and no earlier import.
	 */
	protected function set_up(): void {
		parent::set_up();
		delete_option( self::RULES );
		delete_option( StickyAnythingImporter::OPTION );
		foreach ( array( 'map', 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_sticky_anything' );
		}
	}

	/**
	 * Stores a raw option value (as a hostile or broken site would hold it).
	 *
	 * @param string $raw The option_value.
	 */
	private function store_raw( string $raw ): void {
		global $wpdb;
		$wpdb->replace(
			$wpdb->options,
			array(
				'option_name'  => StickyAnythingImporter::OPTION,
				'option_value' => $raw,
				'autoload'     => 'yes',
			)
		);
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( StickyAnythingImporter::OPTION, 'options' );
	}

	/**
	 * The fixture's settings become the Farol rule expected.json describes, key by key.
	 */
	public function test_fixture_becomes_the_expected_rule_and_the_source_is_untouched(): void {
		$this->load_dump( self::FIXTURE . '/dump.sql' );
		$expected = json_decode( (string) file_get_contents( self::FIXTURE . '/expected.json' ), true )['sticky_anything_options'];
		$before   = $this->all_options()[ StickyAnythingImporter::OPTION ];

		$result = ( new ImportCommand( $this->runner() ) )->handle( 'sticky-anything', false );

		$this->assertTrue( $result['ok'], $result['message'] );
		$this->assertContains( 'Sticky rules: 1 found, 1 created, 0 already imported (not created again).', $result['lines'] );
		$this->assertSame(
			array(
				array(
					'sticky_selector'  => $expected['sa_element'],
					'push_up_selector' => $expected['sa_pushup'],
					'top_distance'     => (int) $expected['sa_topspace'],
					'min_width'        => (int) $expected['sa_minscreenwidth'],
					'max_width'        => (int) $expected['sa_maxscreenwidth'],
					'z_index'          => (int) $expected['sa_zindex'],
					'legacy_mode'      => $expected['sa_legacymode'],
					'dynamic_mode'     => $expected['sa_dynamicmode'],
					'debug'            => $expected['sa_debugmode'],
					'admin_bar'        => $expected['sa_adminbar'],
				),
			),
			get_option( self::RULES )
		);
		$this->assertSame( $before, $this->all_options()[ StickyAnythingImporter::OPTION ], 'The source option is never written.' );
		$this->assertSame( $expected, get_option( StickyAnythingImporter::OPTION ) );
		// The report stays in the admin, with what has no equivalent.
		$report = get_option( ImportRunner::OPTION_PREFIX . 'report_sticky_anything' );
		$this->assertSame( 1, $report['created']['rule'] );
		$this->assertStringContainsString( 'sa_version', implode( ' ', $report['notes'] ) );
	}

	/**
	 * The dry run says what it would create and writes nothing at all.
	 */
	public function test_dry_run_writes_nothing(): void {
		$this->load_dump( self::FIXTURE . '/dump.sql' );
		$before = $this->all_options();

		$result = ( new ImportCommand( $this->runner() ) )->handle( 'sticky-anything', true );

		$this->assertTrue( $result['ok'] );
		$this->assertContains( 'Sticky rules: 1 found, 1 to create, 0 already imported.', $result['lines'] );
		$this->assertContains( 'No equivalent: sa_tab (the old settings page\'s open tab).', $result['lines'] );
		$this->assertSame( $before, $this->all_options() );
	}

	/**
	 * A second run creates nothing and says so; a rule added by hand since is kept.
	 */
	public function test_second_run_creates_nothing(): void {
		$this->load_dump( self::FIXTURE . '/dump.sql' );
		$command = new ImportCommand( $this->runner() );
		$command->handle( 'sticky-anything', false );
		$rules = get_option( self::RULES );

		$dry    = $command->handle( 'sticky-anything', true );
		$second = $command->handle( 'sticky-anything', false );

		$this->assertContains( 'Sticky rules: 1 found, 0 to create, 1 already imported.', $dry['lines'] );
		$this->assertSame( 'Import finished: nothing new to import.', $second['message'] );
		$this->assertContains( 'Sticky rules: 1 found, 0 created, 1 already imported (not created again).', $second['lines'] );
		$this->assertSame( $rules, get_option( self::RULES ) );
	}

	/**
	 * An empty site: the command says there is nothing, and an unknown source is named.
	 */
	public function test_no_data_and_unknown_source(): void {
		$command = new ImportCommand( $this->runner() );
		$this->assertFalse( $command->handle( 'sticky-anything', true )['ok'] );
		$unknown = $command->handle( 'nope', true );
		$this->assertFalse( $unknown['ok'] );
		$this->assertStringContainsString( 'sticky-anything', $unknown['message'] );
		$this->assertSame( array(), get_option( self::RULES ) );
	}

	/**
	 * Old and empty values map as the old front end read them.
	 */
	public function test_legacy_and_empty_values(): void {
		$this->store_raw(
			serialize( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the source's own format.
				array(
					'sa_element'        => '#masthead',
					'sa_topspace'       => '',
					'sa_minscreenwidth' => '',
					'sa_maxscreenwidth' => '',
					'sa_zindex'         => '',
					'sa_pushup'         => '#NO-ELEMENT',
				)
			)
		);
		$this->assertTrue( ( new ImportCommand( $this->runner() ) )->handle( 'sticky-anything', false )['ok'] );
		$rule = get_option( self::RULES )[0];
		$this->assertSame( '#masthead', $rule['sticky_selector'] );
		$this->assertSame( '', $rule['push_up_selector'] );
		$this->assertSame( array( 0, 0, 99999, 1 ), array( $rule['top_distance'], $rule['min_width'], $rule['max_width'], $rule['z_index'] ) );
		$this->assertTrue( $rule['admin_bar'], 'The old default (admin bar counted) is kept.' );
	}

	/**
	 * A negative top space (the old script used it as is) becomes 0, and the report says so.
	 */
	public function test_negative_top_space_becomes_zero_and_is_reported(): void {
		$this->store_raw(
			serialize( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the source's own format.
				array(
					'sa_element'  => '#masthead',
					'sa_topspace' => '-10',
				)
			)
		);
		$this->assertTrue( ( new ImportCommand( $this->runner() ) )->handle( 'sticky-anything', false )['ok'] );
		$this->assertSame( 0, get_option( self::RULES )[0]['top_distance'] );
		$notes = implode( ' ', get_option( ImportRunner::OPTION_PREFIX . 'report_sticky_anything' )['notes'] );
		$this->assertStringContainsString( 'sa_topspace -10 px', $notes );
	}

	/**
	 * A top space of 0 or more is carried as is, and the report says nothing about it.
	 */
	public function test_positive_top_space_is_not_reported(): void {
		$this->store_raw(
			serialize( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the source's own format.
				array(
					'sa_element'  => '#masthead',
					'sa_topspace' => '12',
				)
			)
		);
		$this->assertTrue( ( new ImportCommand( $this->runner() ) )->handle( 'sticky-anything', false )['ok'] );
		$this->assertSame( 12, get_option( self::RULES )[0]['top_distance'] );
		$this->assertStringNotContainsString( 'sa_topspace', implode( ' ', get_option( ImportRunner::OPTION_PREFIX . 'report_sticky_anything' )['notes'] ) );
	}

	/**
	 * Hostile rows are refused and reported, never fatal, and nothing is written.
	 *
	 * @dataProvider hostile_values
	 *
	 * @param string $raw    The stored option text.
	 * @param string $reason Part of the reported reason.
	 */
	public function test_hostile_rows_are_refused( string $raw, string $reason ): void {
		$this->store_raw( $raw );
		$result = ( new ImportCommand( $this->runner() ) )->handle( 'sticky-anything', false );
		$this->assertTrue( $result['ok'] );
		$this->assertStringContainsString( $reason, implode( "\n", $result['lines'] ) );
		$this->assertStringContainsString( 'Not imported: Sticky rules sticky_anything_options', implode( "\n", $result['lines'] ) );
		$this->assertSame( array(), get_option( self::RULES ) );
	}

	/**
	 * Broken, hostile and empty source values.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function hostile_values(): array {
		// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the source's own format.
		return array(
			'broken serialisation' => array( 'a:2:{s:10:"sa_element";s:99:"#x";}', 'broken serialisation' ),
			'an object'            => array( 'O:8:"stdClass":1:{s:10:"sa_element";s:2:"#x";}', 'broken serialisation' ),
			'javascript: selector' => array( serialize( array( 'sa_element' => 'javascript:alert(1)' ) ), 'address or markup' ),
			'markup in a selector' => array( serialize( array( 'sa_element' => '<img src=x onerror=alert(1)>' ) ), 'address or markup' ),
			'markup in push-up'    => array(
				serialize(
					array(
						'sa_element' => '#a',
						'sa_pushup'  => '</script><script>alert(1)</script>',
					)
				),
				'address or markup',
			),
			'a brace'              => array( serialize( array( 'sa_element' => '#a{color:red}' ) ), 'Rule 1' ),
			'no element'           => array( serialize( array( 'sa_element' => '#NO-ELEMENT' ) ), 'no sticky element' ),
		);
		// phpcs:enable
	}

	/**
	 * A run interrupted between batches continues from its progress to the same result.
	 */
	public function test_progress_is_kept_between_batches(): void {
		$this->load_dump( self::FIXTURE . '/dump.sql' );
		$runner   = $this->runner();
		$importer = $runner->importer( 'sticky-anything' );
		$report   = $runner->step( $importer, 1 );
		$this->assertTrue( $report['done'] );
		$this->assertNull( $runner->progress( $importer ) );
		$this->assertSame( array( StickyAnythingImporter::OPTION => '1' ), $runner->map( $importer ) );
	}
}
