<?php
/**
 * Importing the values of wpDiscuz's custom comment form fields.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Settings;
use Farol\Comments\Thread\ThreadNode;
use Farol\Import\ImportCommand;
use Farol\Import\ImportRunner;
use Farol\Import\Sources\WpDiscuzFields;
use Farol\Import\Sources\WpDiscuzSettings;
use Farol\Tests\TestCase;
use ReflectionProperty;

/**
 * The real fixture has no custom field (its README: `custom_field_meta` is empty), so this test
 * gives its form 7 fields as migration.md describes them (a default `custom_field_<13 hex>` key,
 * a key the administrator renamed, a checkbox stored as a list of labels, a radio as its label)
 * and stores values on the fixture's comments the way wpDiscuz does, hostile ones included.
 */
final class WpDiscuzFieldsImportTest extends TestCase {

	use ImportFixtures;

	private const DUMP = __DIR__ . '/../../../../shared/fixtures/migration/wpdiscuz-7.6.54/dump.sql';

	/**
	 * No earlier import; the fixture, its form's custom fields and the comments' values.
	 */
	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'map', 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_wpdiscuz' );
		}
		$this->load_dump( self::DUMP );
		$fields = get_post_meta( 7, 'wpdiscuz_form_fields', true );
		$this->assertIsArray( $fields );
		$fields['custom_field_65f1c0a2b3d4e'] = array(
			'type' => 'wpdFormAttr\\Field\\TextField',
			'name' => 'Cidade',
		);
		$fields['profissao']                  = array(
			'type' => 'wpdFormAttr\\Field\\TextField',
			'name' => 'Profissão',
		);
		$fields['custom_field_65f1c0a2b3d50'] = array(
			'type'   => 'wpdFormAttr\\Field\\CheckboxField',
			'name'   => 'Interesses',
			'values' => array( 'Música', 'Cinema', 'Teatro' ),
		);
		$fields['custom_field_65f1c0a2b3d51'] = array(
			'type'   => 'wpdFormAttr\\Field\\RadioField',
			'name'   => 'Plano',
			'values' => array( 'Mensal', 'Anual' ),
		);
		update_post_meta( 7, 'wpdiscuz_form_fields', $fields );
		// What wpDiscuz stores: every field on every comment, '' or a:0:{} when left empty.
		foreach ( array(
			20001 => array( 'Lisboa', '', array( 'Música', 'Cinema' ), 'Anual' ),
			20004 => array( '<script>alert(1)</script>Porto', '', array(), '' ),
			20002 => array( str_repeat( 'x', 6000 ), '', array(), '' ),
			20003 => array( '', 'Engenheiro & "poeta"', array(), '' ),
		) as $comment => list( $city, $job, $interests, $plan ) ) {
			add_comment_meta( $comment, 'custom_field_65f1c0a2b3d4e', $city );
			add_comment_meta( $comment, 'profissao', $job );
			add_comment_meta( $comment, 'custom_field_65f1c0a2b3d50', $interests );
			add_comment_meta( $comment, 'custom_field_65f1c0a2b3d51', $plan );
		}
		$this->raw_meta( 20005, 'custom_field_65f1c0a2b3d50', 'a:2:{i:0;s:3:"abc";}' );
		$this->raw_meta( 20006, 'custom_field_65f1c0a2b3d50', 'O:8:"stdClass":1:{s:1:"a";s:1:"b";}' );
		WpDiscuzFields::forget();
		WpDiscuzSettings::forget();
	}

	/**
	 * Every filled value is kept with its comment and shown under its text, escaped; empty ones
	 * are no items; broken, object and over-long values are refused; the dry run writes nothing,
	 * a second run creates nothing.
	 */
	public function test_values_are_kept_and_shown_escaped(): void {
		$command = new ImportCommand( $this->runner() );
		$dry     = $command->handle( 'wpdiscuz', true );
		$this->assertContains( 'Custom form field values: 8 found, 5 to create, 0 already imported.', $dry['lines'] );
		$this->assertSame( array(), get_comment_meta( 20001, WpDiscuzFields::META ), 'The dry run writes nothing.' );

		$text = implode( "\n", $command->handle( 'wpdiscuz', false )['lines'] );
		$this->assertStringContainsString( 'Custom form field values: 8 found, 5 created, 0 already imported (not created again).', $text );
		$this->assertMatchesRegularExpression( '/Not imported: Custom form field values field:\d+: the value is not readable\./', $text );
		$this->assertMatchesRegularExpression( '/Not imported: Custom form field values field:\d+: the value is longer than 5,000 characters\./', $text );
		$this->assertSame( 2, substr_count( $text, 'the value is not readable.' ), 'The broken serialisation and the object.' );

		$this->assertSame(
			array(
				array( 'custom_field_65f1c0a2b3d4e', 'Cidade', 'Lisboa' ),
				array( 'custom_field_65f1c0a2b3d50', 'Interesses', array( 'Música', 'Cinema' ) ),
				array( 'custom_field_65f1c0a2b3d51', 'Plano', 'Anual' ),
			),
			array_map( static fn ( array $f ): array => array( $f['key'], $f['label'], $f['value'] ), WpDiscuzFields::of( 20001 ) )
		);
		$html = $this->after_text( 20001 );
		$this->assertStringContainsString( '<dl class="farol-comment-fields"><div class="farol-comment-fields__item"><dt>Cidade</dt><dd>Lisboa</dd></div>', $html );
		$this->assertStringContainsString( '<dt>Interesses</dt><dd>Música, Cinema</dd>', $html );
		$this->assertStringContainsString( '<dt>Profissão</dt><dd>Engenheiro &amp; &quot;poeta&quot;</dd>', $this->after_text( 20003 ), 'A renamed key, with its label.' );
		$hostile = $this->after_text( 20004 );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;Porto', $hostile );
		$this->assertStringNotContainsString( '<script>', $hostile );
		$this->assertSame( '', $this->after_text( 20009 ), 'A comment without values shows nothing.' );
		$comment = ( new CommentRenderer( new Settings() ) )->render( new ThreadNode( get_comment( 20004 ), 1 ) );
		$this->assertMatchesRegularExpression( '#farol-comment__text.*</div>\s*<dl class="farol-comment-fields">.*&lt;script&gt;.*</dl>\s*<footer#s', $comment, 'In the comment\'s own markup, under its text.' );
		$this->assertStringNotContainsString( '<script>', $comment );
		$this->assertSame( 'Lisboa', get_comment_meta( 20001, 'custom_field_65f1c0a2b3d4e', true ), 'The source meta stays.' );

		$second = $command->handle( 'wpdiscuz', false );
		$this->assertContains( 'Custom form field values: 8 found, 0 created, 5 already imported (not created again).', $second['lines'] );
		$this->assertCount( 3, WpDiscuzFields::of( 20001 ) );
	}

	/**
	 * A run cut after a few items (a closed tab) continues to the same values, none twice.
	 */
	public function test_interrupted_run_resumes_to_the_same_result(): void {
		$runner   = $this->runner();
		$importer = $runner->importer( 'wpdiscuz' );
		$offset   = 0;
		// Up to the first field values, then a new request.
		do {
			$report = $runner->step( $importer, 5 );
			$offset = (int) $report['offset'];
		} while ( empty( $report['created']['field'] ) && ! $report['done'] );
		$this->assertFalse( $report['done'] );
		( new ReflectionProperty( $importer, 'cursor' ) )->setValue( $importer, null );
		$report = $runner->run( $importer );

		$this->assertTrue( $report['done'] );
		$this->assertGreaterThan( 0, $offset );
		$this->assertCount( 3, WpDiscuzFields::of( 20001 ) );
		$this->assertCount( 1, WpDiscuzFields::of( 20004 ) );
		$this->assertCount( 1, WpDiscuzFields::of( 20003 ) );
	}

	/**
	 * What is printed under a comment's text.
	 *
	 * @param int $comment The comment.
	 */
	private function after_text( int $comment ): string {
		return (string) apply_filters( 'farol_comment_after_text_html', '', get_comment( $comment ), null );
	}

	/**
	 * A comment meta row exactly as given (add_comment_meta would serialize a text again).
	 *
	 * @param int    $comment The comment.
	 * @param string $key     The key.
	 * @param string $raw     The stored text.
	 */
	private function raw_meta( int $comment, string $key, string $raw ): void {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the source's raw row.
			$wpdb->commentmeta,
			array(
				'comment_id' => $comment,
				'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- an insert.
				'meta_value' => $raw, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- an insert.
			)
		);
		wp_cache_flush();
	}
}
