<?php
/**
 * Contact Form 7's shortcodes after the import.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Import\ImportCommand;
use Farol\Import\ImportRunner;
use Farol\Import\Sources\Cf7ShortcodeReplacer;
use Farol\Import\Sources\Cf7Shortcodes;
use Farol\Import\Sources\ContactForm7Importer;
use Farol\Tests\TestCase;

/**
 * The fixture's pages hold `[contact-form-7 id="60d96de" …]` and `[contact-form-7 id="bd36aa0" …]`
 * (../shared/fixtures/migration/contact-form-7): after the import they show the Farol forms,
 * with Contact Form 7 off or on, and the tool replaces them by the block on request.
 */
final class ContactForm7ShortcodeTest extends TestCase {

	use ImportFixtures;

	private const DUMP = __DIR__ . '/../../../../shared/fixtures/migration/contact-form-7/dump.sql';

	/**
	 * The shortcodes' handlers before the test.
	 *
	 * @var array<string, callable>
	 */
	private array $handlers = array();

	/**
	 * No earlier import; the shortcodes as the plugin left them.
	 */
	protected function set_up(): void {
		global $shortcode_tags;
		parent::set_up();
		foreach ( array( 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_' . ContactForm7Importer::ID );
		}
		$this->handlers = array_intersect_key( $shortcode_tags, array_flip( Cf7Shortcodes::TAGS ) );
	}

	/**
	 * Puts the shortcodes back.
	 */
	protected function tear_down(): void {
		global $shortcode_tags;
		foreach ( Cf7Shortcodes::TAGS as $tag ) {
			remove_shortcode( $tag );
		}
		$shortcode_tags = array_merge( $shortcode_tags, $this->handlers ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores what set_up() saw.
		parent::tear_down();
	}

	/**
	 * With Contact Form 7 off, the hash, id and title forms print the imported Farol form; a form
	 * not imported prints nothing.
	 */
	public function test_shortcodes_render_the_imported_form_without_cf7(): void {
		$this->load_dump( self::DUMP );
		$this->assertTrue( shortcode_exists( 'contact-form-7' ), 'Farol answers the shortcode when CF7 is off.' );
		$this->assertSame( '', do_shortcode( '[contact-form-7 id="60d96de" title="Pedido de contacto completo"]' ), 'Before the import: nothing.' );

		( new ImportCommand( $this->runner() ) )->handle( ContactForm7Importer::ID, false );
		$rich  = $this->farol_id( 3023 );
		$plain = $this->farol_id( 3002 );
		$this->assertStringContainsString( 'data-farol-form="' . $rich . '"', do_shortcode( '[contact-form-7 id="60d96de" title="Pedido de contacto completo"]' ) );
		$this->assertStringContainsString( 'data-farol-form="' . $rich . '"', do_shortcode( '[contact-form-7 id="3023"]' ) );
		$this->assertStringContainsString( 'data-farol-form="' . $plain . '"', do_shortcode( '[contact-form-7 title="Contact form 1"]' ) );
		$this->assertStringContainsString( 'name="email_contato"', do_shortcode( '[contact-form-7 id="60d96de"]' ) );
		$this->assertSame( '', do_shortcode( '[contact-form-7 id="deadbee"]' ) );

		$page = apply_filters( 'the_content', get_post( 3026 )->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$this->assertStringContainsString( 'data-farol-form="' . $plain . '"', $page, 'The fixture\'s page shows the Farol form.' );
	}

	/**
	 * With Contact Form 7 on, an imported form is Farol's, any other stays CF7's, and the filter
	 * leaves a form to CF7.
	 */
	public function test_cf7_keeps_the_forms_not_imported(): void {
		$this->load_dump( self::DUMP );
		( new ImportCommand( $this->runner() ) )->handle( ContactForm7Importer::ID, false );
		add_shortcode( 'contact-form-7', static fn (): string => 'CF7 form' );
		$this->assertStringContainsString( 'data-farol-form="' . $this->farol_id( 3023 ) . '"', do_shortcode( '[contact-form-7 id="60d96de"]' ) );
		$this->assertSame( 'CF7 form', do_shortcode( '[contact-form-7 id="deadbee"]' ) );
		$keep = static fn (): bool => false;
		add_filter( 'farol_cf7_shortcode_takes_over', $keep );
		$this->assertSame( 'CF7 form', do_shortcode( '[contact-form-7 id="60d96de"]' ) );
		remove_filter( 'farol_cf7_shortcode_takes_over', $keep );
	}

	/**
	 * The tool: a dry run changes nothing; the run puts the block in place of the shortcode
	 * block, keeps the rest of the page and a revision; a second run finds nothing.
	 */
	public function test_tool_replaces_shortcodes_with_the_block(): void {
		$this->load_dump( self::DUMP );
		$replacer = new Cf7ShortcodeReplacer( new Cf7Shortcodes() );
		$this->assertSame( 2, $replacer->run( false )['kept'], 'Nothing is replaced before the import.' );

		( new ImportCommand( $this->runner() ) )->handle( ContactForm7Importer::ID, false );
		$before = get_post( 3024 )->post_content;
		$dry    = $replacer->run( true );
		$this->assertSame( array( 3024, 3026 ), $dry['posts'] );
		$this->assertSame( 2, $dry['replaced'] );
		$this->assertSame( $before, get_post( 3024 )->post_content );

		$replacer->run( false );
		clean_post_cache( 3024 );
		$after = get_post( 3024 )->post_content;
		$this->assertStringContainsString( '<!-- wp:farol/contact-form {"formId":' . $this->farol_id( 3023 ) . '} /-->', $after );
		$this->assertStringNotContainsString( 'contact-form-7', $after );
		$this->assertStringNotContainsString( 'wp:shortcode', $after );
		$this->assertStringContainsString( '<p>Preencha o pedido abaixo.</p>', $after );
		$this->assertNotEmpty( wp_get_post_revisions( 3024 ), 'The page keeps a revision to go back to.' );
		$this->assertSame( 0, $replacer->run( false )['replaced'] );
	}

	/**
	 * The Farol form a CF7 form became.
	 *
	 * @param int $cf7 The CF7 form's id.
	 */
	private function farol_id( int $cf7 ): int {
		$id = (int) $this->runner()->target( ContactForm7Importer::ID, 'form:' . $cf7 );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}
}
