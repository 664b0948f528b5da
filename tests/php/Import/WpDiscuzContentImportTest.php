<?php
/**
 * Importing wpDiscuz's inline feedback, attachments, settings and phrases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Comments\Attachments\AttachmentStore;
use Farol\Comments\Inline\InlineMarker;
use Farol\Comments\Inline\InlineStore;
use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Import\ImportCommand;
use Farol\Import\ImportRunner;
use Farol\Import\Sources\WpDiscuzFields;
use Farol\Import\Sources\WpDiscuzPhrases;
use Farol\Import\Sources\WpDiscuzSettings;
use Farol\Tests\TestCase;

/**
 * The real wpDiscuz 7.6.54 fixture (../shared/fixtures/migration/wpdiscuz-7.6.54): post 1002's two
 * inline anchors and their three comments, comment 20006's image, the saved settings and the
 * three changed phrases; and variants built from migration.md's facts.
 */
final class WpDiscuzContentImportTest extends TestCase {

	use ImportFixtures;

	private const DUMP = __DIR__ . '/../../../../shared/fixtures/migration/wpdiscuz-7.6.54/dump.sql';

	/** The fixture's anchors: shortcode id ⇒ the passage's text. */
	private const ANCHORS = array(
		'3c5zoaqnpc' => 'os comentários em linha ficam ancorados ao texto selecionado',
		'31vcw916q8' => 'uma pergunta aberta por omissão',
	);

	/**
	 * No earlier import; the source's forms and options read afresh.
	 */
	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'map', 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_wpdiscuz' );
		}
		delete_option( Settings::OPTION );
		WpDiscuzFields::forget();
		WpDiscuzSettings::forget();
	}

	/**
	 * The anchors become Farol's passages without touching the post: its shortcodes print Farol's
	 * marker with the icon, the inline feature finds and quotes them, their comments count; the
	 * dry run writes nothing and a second run creates nothing.
	 */
	public function test_inline_feedback_becomes_farol_passages(): void {
		$this->load_dump( self::DUMP );
		$content = get_post_field( 'post_content', 1002, 'raw' );
		$before  = $this->rendered( 1002 );
		$this->assertStringNotContainsString( '[wpdiscuz-feedback', $before, 'With wpDiscuz off and nothing imported, the text shows without the shortcode.' );
		$this->assertStringNotContainsString( InlineMarker::ATTRIBUTE, $before );

		$command = new ImportCommand( $this->runner() );
		$options = $this->all_options();
		$dry     = $command->handle( 'wpdiscuz', true );
		$this->assertContains( 'Inline feedback passages: 2 found, 2 to create, 0 already imported.', $dry['lines'] );
		$this->assertContains( 'Inline feedback comments: 3 found, 3 to create, 0 already imported.', $dry['lines'] );
		$this->assertSame( $options, $this->all_options(), 'The dry run writes no option.' );
		$this->assertSame( '', get_comment_meta( 20007, InlineMarker::META, true ) );
		$this->assertSame( array(), InlineMarker::ids( InlineMarker::content( 1002 ) ), 'Not imported: no passage yet.' );

		$lines = $command->handle( 'wpdiscuz', false )['lines'];
		$this->assertContains( 'Inline feedback passages: 2 found, 2 created, 0 already imported (not created again).', $lines );
		$this->assertContains( 'Inline feedback comments: 3 found, 3 created, 0 already imported (not created again).', $lines );
		$this->assertContains( 'No equivalent: wc_feedback_forms.question (the question wpDiscuz asked about a passage: Farol\'s popup shows its own title, the same for every passage).', $lines );
		$this->assertSame( $content, get_post_field( 'post_content', 1002, 'raw' ), 'The post keeps its shortcodes: wpDiscuz, turned back on, finds them.' );

		$read = InlineMarker::content( 1002 );
		foreach ( self::ANCHORS as $id => $text ) {
			$this->assertTrue( InlineMarker::has( $read, $id ), 'The inline feature finds passage ' . $id );
			$this->assertSame( $text, InlineMarker::passage( $read, $id ) );
		}
		$this->assertSame( '3c5zoaqnpc', get_comment_meta( 20007, InlineMarker::META, true ) );
		$this->assertSame( '3c5zoaqnpc', get_comment_meta( 20010, InlineMarker::META, true ) );
		$this->assertSame( '31vcw916q8', get_comment_meta( 20008, InlineMarker::META, true ) );
		$this->assertSame( '', get_comment_meta( 20009, InlineMarker::META, true ), 'Lúcia\'s regular comment stays regular.' );
		$counts = ( new InlineStore() )->counts( 1002 );
		ksort( $counts );
		$this->assertSame(
			array(
				'31vcw916q8' => 1,
				'3c5zoaqnpc' => 2,
			),
			$counts
		);

		$shown = $this->rendered( 1002 );
		$this->assertStringNotContainsString( '[wpdiscuz-feedback', $shown );
		$this->assertStringContainsString( '<span class="farol-inline" data-farol-inline="3c5zoaqnpc">os comentários em linha ficam ancorados ao texto selecionado</span>', $shown );
		$this->assertMatchesRegularExpression( '/data-farol-inline-open="31vcw916q8"[^>]*aria-label="[^"]*\(1\)"/', $shown, 'The icon with its comment count.' );

		$second = $command->handle( 'wpdiscuz', false );
		$this->assertContains( 'Inline feedback comments: 3 found, 0 created, 3 already imported (not created again).', $second['lines'] );
	}

	/**
	 * With wpDiscuz still active, an imported anchor's shortcode is Farol's and one not imported
	 * stays wpDiscuz's; an anchor whose shortcode left the post, or whose id Farol cannot take,
	 * and an inline comment whose anchor is gone are reported.
	 */
	public function test_shortcodes_while_wpdiscuz_is_active_and_broken_anchors(): void {
		global $wpdb;
		$this->load_dump( self::DUMP );
		$table = $wpdb->prefix . 'wc_feedback_forms';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test's own rows.
		$wpdb->query( "INSERT INTO {$table} (id, post_id, unique_id, question, opened, content) VALUES (3, 1002, 'gone000001', 'Q', 0, 'x'), (4, 1002, 'BAD ID', 'Q', 0, 'x'), (5, 999999, 'nopost0001', 'Q', 0, 'x')" );
		// phpcs:enable
		add_comment_meta( 20009, 'wpdiscuz_feedback_form_id', '77' );
		$post = $this->create_post( array( 'post_content' => 'A [wpdiscuz-feedback id="notimported" question="Q"]kept text[/wpdiscuz-feedback] B' ) );

		$text = implode( "\n", ( new ImportCommand( $this->runner() ) )->handle( 'wpdiscuz', false )['lines'] );
		$this->assertStringContainsString( 'Not imported: Inline feedback passages inline:gone000001: the post no longer holds the passage\'s shortcode.', $text );
		$this->assertStringContainsString( 'Not imported: Inline feedback passages inline:BAD ID: the passage\'s id is not one Farol\'s inline comments take', $text );
		$this->assertStringContainsString( 'Not imported: Inline feedback passages inline:nopost0001: the post of the passage does not exist.', $text );
		$this->assertMatchesRegularExpression( '/Not imported: Inline feedback comments inline_comment:\d+: the inline passage it answers is gone from wpDiscuz\'s table\./', $text );

		// wpDiscuz's own handler (stand-in): it keeps anchors the import did not carry.
		add_shortcode( 'wpdiscuz-feedback', static fn ( $attrs, $inner ): string => '<mark class="wpd">' . $inner . '</mark>' );
		$shown = $this->rendered( 1002 );
		$this->assertStringContainsString( 'data-farol-inline="31vcw916q8"', $shown, 'Imported: Farol\'s, with wpDiscuz active.' );
		$this->assertStringNotContainsString( 'class="wpd"', $shown );
		$this->assertStringContainsString( '<mark class="wpd">kept text</mark>', $this->rendered( $post ), 'Not imported: still wpDiscuz\'s.' );
		remove_shortcode( 'wpdiscuz-feedback' );
	}

	/**
	 * Farol's setting "inline comments in the main thread" off: imported inline comments take
	 * the type that keeps them in their popup only, like Farol's own.
	 */
	public function test_inline_comments_follow_the_main_thread_setting(): void {
		$this->load_dump( self::DUMP );
		update_option( Settings::OPTION, array( 'inline_in_main_thread' => false ) );
		$runner = $this->runner();
		$runner->run( $runner->importer( 'wpdiscuz' ) );
		$this->assertSame( InlineMarker::HIDDEN_TYPE, get_comment( 20007 )->comment_type );
		$this->assertSame( 'comment', get_comment( 20009 )->comment_type );
	}

	/**
	 * Comment 20006's image is the same media library item, shown with the comment from its own
	 * address; the source meta stays; a broken list and missing items are reported.
	 */
	public function test_attachments_are_the_same_media_items(): void {
		global $wpdb;
		$this->load_dump( self::DUMP );
		// Raw rows, as wpDiscuz stored them (add_comment_meta would serialize the text again).
		foreach ( array(
			20005 => 'a:1:{s:6:"images";a:1:{i:0;s:4:"1005"',
			20004 => 'a:1:{s:5:"files";a:1:{i:0;s:6:"999999";}}',
			20003 => 'a:1:{s:6:"images";a:2:{i:0;s:4:"1005";i:1;s:6:"888888";}}',
		) as $comment => $raw ) {
			$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the source's raw row.
				$wpdb->commentmeta,
				array(
					'comment_id' => $comment,
					'meta_key'   => 'wmu_attachments', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- an insert.
					'meta_value' => $raw, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- an insert.
				)
			);
		}
		wp_cache_flush();

		$lines = ( new ImportCommand( $this->runner() ) )->handle( 'wpdiscuz', false )['lines'];
		$text  = implode( "\n", $lines );
		$this->assertContains( 'Comment attachments: 4 found, 2 created, 0 already imported (not created again).', $lines );
		$this->assertMatchesRegularExpression( '/Not imported: Comment attachments attachment:\d+: the list of attachments is not readable\./', $text );
		$this->assertMatchesRegularExpression( '/Not imported: Comment attachments attachment:\d+: none of its attachments is in the media library\./', $text );
		$this->assertStringContainsString( 'No equivalent: wmu_attachments of comment 20003: 888888 (no longer in the media library, not carried).', $text );

		$kept = ( new AttachmentStore() )->of_comment( 20006 );
		$this->assertCount( 1, $kept );
		$this->assertSame( array( 1005, 'painel-farol-1796171604.5589.png', 'image', '' ), array( $kept[0]['media'], $kept[0]['name'], $kept[0]['kind'], $kept[0]['path'] ) );
		$html = (string) apply_filters( 'farol_comment_after_text_html', '', get_comment( 20006 ), null );
		$url  = wp_get_attachment_url( 1005 );
		$this->assertStringContainsString( '<img class="farol-attachment__thumb" src="' . esc_url( $url ) . '" alt="painel-farol-1796171604.5589.png"', $html );
		$this->assertSame( 'a:1:{s:6:"images";a:1:{i:0;s:4:"1005";}}', $wpdb->get_var( "SELECT meta_value FROM {$wpdb->commentmeta} WHERE comment_id = 20006 AND meta_key = 'wmu_attachments'" ), 'The source meta is only read.' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- raw check.

		( new ImportCommand( $this->runner() ) )->handle( 'wpdiscuz', false );
		$this->assertCount( 1, ( new AttachmentStore() )->of_comment( 20006 ), 'A second run adds nothing.' );
		( new AttachmentStore() )->delete( (int) $kept[0]['id'] );
		$this->assertSame( 'attachment', get_post_type( 1005 ), 'Removing it from the comment keeps the media item.' );
	}

	/**
	 * The saved settings land on Farol's equivalents, the changed phrases become overrides (not
	 * the ones left at wpDiscuz's default), and the report names what has no equivalent.
	 */
	public function test_settings_and_phrases(): void {
		$this->load_dump( self::DUMP );
		$command = new ImportCommand( $this->runner() );
		$options = $this->all_options();
		$dry     = $command->handle( 'wpdiscuz', true );
		$this->assertContains( 'Phrases: 3 found, 2 to create, 0 already imported.', $dry['lines'] );
		$this->assertContains( 'No equivalent: wc_options › thread_styles (theme, colours, font size, custom CSS): Farol\'s comments follow the site\'s theme.', $dry['lines'], 'The dry run says what cannot be carried.' );
		$this->assertSame( $options, $this->all_options(), 'The dry run writes no setting.' );

		$lines    = $command->handle( 'wpdiscuz', false )['lines'];
		$settings = new Settings();
		$this->assertContains( 'Phrases: 3 found, 2 created, 0 already imported (not created again).', $lines );
		$this->assertSame( 'separate', $settings->vote_style() );
		$this->assertSame( 15, $settings->edit_window_minutes(), '900 seconds.' );
		$this->assertSame( 0, $settings->comment_max_length(), 'wpDiscuz\'s empty maximum: none.' );
		$all = $settings->sanitize( get_option( Settings::OPTION ) );
		$this->assertSame( 'bubble', $all['live_mode'], 'The wizard switched the bubble on.' );
		$this->assertSame( 'blink', $all['inline_open_mode'] );
		$this->assertSame( 'everyone', $all['attachments_who'] );
		$this->assertSame( 2097152, $all['attachments_max_file_size'] );
		$this->assertSame( array( 'jpg', 'jpeg', 'png', 'gif' ), $all['attachments_types'], 'bmp, tiff and ico are not Farol types.' );
		$this->assertTrue( $all['subscription_double_opt_in'] );
		$this->assertSame( 'proof_of_work', $all['captcha_provider'], 'No reCAPTCHA keys in wpDiscuz: Farol\'s own captcha stays.' );
		$this->assertSame( 'Gostei', Phrases::get( 'vote_up' ) );
		$this->assertSame( 'Não gostei', Phrases::get( 'vote_down' ) );
		$phrases = $settings->phrases();
		ksort( $phrases );
		$this->assertSame(
			array(
				'vote_down' => 'Não gostei',
				'vote_up'   => 'Gostei',
			),
			$phrases,
			'Phrases at wpDiscuz\'s default are not carried (Farol\'s translations stay).'
		);
	}

	/**
	 * Hostile phrases (HTML, a placeholder) are refused, never stored; a phrases table wpDiscuz
	 * did not use (isUsePoMo on) is not carried; a broken wc_options is reported.
	 */
	public function test_hostile_phrases_and_broken_options(): void {
		global $wpdb;
		$this->load_dump( self::DUMP );
		$table = $wpdb->prefix . 'wc_phrases';
		$wpdb->update( $table, array( 'phrase_value' => '<img src=x onerror=alert(1)>Responder' ), array( 'phrase_key' => 'wc_reply_text' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- hostile row.
		$wpdb->update( $table, array( 'phrase_value' => 'Editar %s' ), array( 'phrase_key' => 'wc_edit_text' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- hostile row.
		$wpdb->update( $table, array( 'phrase_value' => 'Mais recentes' ), array( 'phrase_key' => 'wc_newest' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- changed row.

		$text = implode( "\n", ( new ImportCommand( $this->runner() ) )->handle( 'wpdiscuz', false )['lines'] );
		$this->assertStringContainsString( 'Not imported: Phrases phrase:wc_reply_text: the phrase holds HTML; Farol\'s phrases are plain text, so it is not carried.', $text );
		$this->assertStringContainsString( 'Not imported: Phrases phrase:wc_edit_text: the phrase has a placeholder', $text );
		$this->assertStringNotContainsString( '<img', $text );
		$this->assertSame( 'Mais recentes', Phrases::get( 'sort_newest' ) );
		$this->assertArrayNotHasKey( 'reply', ( new Settings() )->phrases() );
		$this->assertArrayNotHasKey( 'edit', ( new Settings() )->phrases() );

		// isUsePoMo on: wpDiscuz showed its translations, not the table.
		delete_option( ImportRunner::OPTION_PREFIX . 'report_wpdiscuz' );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}farol_import_map WHERE source = %s", 'wpdiscuz' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a fresh run.
		$options                         = WpDiscuzSettings::options();
		$options['general']['isUsePoMo'] = 1;
		update_option( 'wc_options', $options );
		WpDiscuzSettings::forget();
		$lines = $this->fresh_import();
		$this->assertSame( array(), preg_grep( '/^Phrases:/', $lines ) );
		$this->assertContains( 'No equivalent: wc_phrases (wpDiscuz did not show them: general.isUsePoMo was on, so its translations showed; Farol\'s translations show now).', $lines );

		$wpdb->update( $wpdb->options, array( 'option_value' => 'a:2:{s:4:"form";O:8:"stdClass":0:{}' ), array( 'option_name' => 'wc_options' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- broken serialisation.
		wp_cache_flush();
		WpDiscuzSettings::forget();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}farol_import_map WHERE source = %s", 'wpdiscuz' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a fresh run.
		$this->assertContains( 'Not imported: Settings setting:1: wc_options is not a readable serialized array.', $this->fresh_import() );
	}

	/**
	 * Every Farol phrase the mapping names exists, and the attachment types are the contract's.
	 */
	public function test_mapping_names_farol_keys(): void {
		$keys = Phrases::keys();
		foreach ( WpDiscuzPhrases::MAP as $source => list( $farol ) ) {
			if ( null !== $farol ) {
				$this->assertContains( $farol, $keys, $source );
			}
		}
		$schema = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/plugin/includes/Comments/comment-settings.schema.json' ), true );
		$this->assertSame( $schema['properties']['attachments_types']['items']['enum'], WpDiscuzSettings::FAROL_TYPES );
		foreach ( array( '3c5zoaqnpc', '31vcw916q8' ) as $id ) {
			$this->assertTrue( InlineMarker::valid_id( $id ) );
		}
	}

	/**
	 * A run from scratch, its lines.
	 *
	 * @return list<string>
	 */
	private function fresh_import(): array {
		return ( new ImportCommand( $this->runner() ) )->handle( 'wpdiscuz', false )['lines'];
	}

	/**
	 * A post's content as a visitor sees it (the_content on its page).
	 *
	 * @param int $post The post.
	 */
	private function rendered( int $post ): string {
		global $wp_query, $wp_the_query;
		$wp_query     = new \WP_Query( array( 'p' => $post ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the main query of the page under test; the base test case resets it.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as above.
		$wp_query->the_post();
		$html = (string) apply_filters( 'the_content', get_the_content( null, false, get_post( $post ) ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		wp_reset_postdata();
		return $html;
	}
}
