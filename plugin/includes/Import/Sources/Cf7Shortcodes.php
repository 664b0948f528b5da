<?php
/**
 * `[contact-form-7]` shortcodes already in posts render the Farol form they were imported as.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use Farol\Import\ImportMap;
use Farol\Module;

/**
 * Answers Contact Form 7's shortcodes for imported forms: `[contact-form-7 id="60d96de"]` (the
 * first 7 characters of the form's `_hash`, CF7 5.8+), `[contact-form-7 id="123"]` (the post id),
 * `[contact-form-7 title="…"]` and the legacy `[contact-form N "title"]` (`_old_cf7_unit_id`),
 * looked up in that order, as CF7 does, in CF7's own posts (read only) and then in the import's
 * mapping (`form:<id>`). The Farol form is printed as its `farol/contact-form` block.
 *
 * With Contact Form 7 turned off the shortcodes are Farol's (a form that was not imported prints
 * nothing). With Contact Form 7 still on, an imported form is Farol's too (through
 * `pre_do_shortcode_tag`: the imported form is the one the site now runs, its submissions land in
 * Farol's inbox), and every form not imported stays CF7's, so the site keeps working while it
 * moves. The filter `farol_cf7_shortcode_takes_over` (bool, the CF7 form id) returning false
 * leaves a form to CF7 while CF7 is active.
 */
final class Cf7Shortcodes implements Module {

	/** The shortcodes: CF7's and its pre-3.0 one. */
	public const TAGS = array( 'contact-form-7', 'contact-form' );

	/**
	 * Creates the handler.
	 *
	 * @param ImportMap $map The import's mapping.
	 */
	public function __construct( private readonly ImportMap $map = new ImportMap() ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After CF7, which adds its shortcodes on plugins_loaded / init.
		add_action( 'init', array( $this, 'claim' ), 20 );
		add_filter( 'pre_do_shortcode_tag', array( $this, 'take_over' ), 10, 3 );
		if ( is_admin() ) {
			( new Cf7ShortcodeTool( new Cf7ShortcodeReplacer( $this ) ) )->register();
		}
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\\WP_CLI' ) ) {
			\WP_CLI::add_command( 'farol cf7-shortcodes', new Cf7ShortcodeReplacer( $this ) );
		}
	}

	/**
	 * Adds the shortcodes nobody answers (Contact Form 7 is off).
	 */
	public function claim(): void {
		foreach ( self::TAGS as $tag ) {
			if ( ! shortcode_exists( $tag ) ) {
				add_shortcode( $tag, array( $this, 'render' ) );
			}
		}
	}

	/**
	 * Answers an imported form's shortcode before CF7's handler runs.
	 *
	 * @param false|string $output What an earlier filter answered, or false.
	 * @param string       $tag    The shortcode.
	 * @param mixed        $attrs  Its attributes.
	 * @return false|string
	 */
	public function take_over( $output, string $tag, $attrs ) {
		if ( false !== $output || ! in_array( $tag, self::TAGS, true ) ) {
			return $output;
		}
		$attrs = is_array( $attrs ) ? $attrs : array();
		$cf7   = $this->cf7_form( $tag, $attrs );
		if ( $cf7 <= 0 || ! (bool) apply_filters( 'farol_cf7_shortcode_takes_over', true, $cf7 ) ) {
			return false;
		}
		$farol = (int) $this->map->target( ContactForm7Importer::ID, 'form:' . $cf7 );
		return $farol > 0 ? self::block( $farol ) : false;
	}

	/**
	 * The shortcode while Contact Form 7 is off: the imported form, or nothing.
	 *
	 * @param mixed  $attrs   Attributes.
	 * @param mixed  $content Enclosed content (none).
	 * @param string $tag     The shortcode.
	 */
	public function render( $attrs, $content = null, string $tag = '' ): string {
		unset( $content );
		$attrs = is_array( $attrs ) ? $attrs : array();
		$cf7   = $this->cf7_form( '' === $tag ? self::TAGS[0] : $tag, $attrs );
		$farol = $cf7 > 0 ? (int) $this->map->target( ContactForm7Importer::ID, 'form:' . $cf7 ) : 0;
		return $farol > 0 ? self::block( $farol ) : '';
	}

	/**
	 * The Farol form as its block (the block's own renderer, scripts and wrapper).
	 *
	 * @param int $form The Farol form.
	 */
	public static function block( int $form ): string {
		return render_block(
			array(
				'blockName'    => 'farol/contact-form',
				'attrs'        => array( 'formId' => $form ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The CF7 form a shortcode names (hash, then id, then title; the legacy unit id), or 0.
	 *
	 * @param string              $tag   The shortcode.
	 * @param array<string,mixed> $attrs Its attributes.
	 */
	public function cf7_form( string $tag, array $attrs ): int {
		global $wpdb;
		$type = ContactForm7Importer::FORM_TYPE;
		if ( 'contact-form' === $tag ) {
			$unit = (string) ( $attrs[0] ?? '' );
			return ctype_digit( $unit ) ? (int) $wpdb->get_var( $wpdb->prepare( "SELECT p.ID FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_old_cf7_unit_id' WHERE p.post_type = %s AND m.meta_value = %s ORDER BY p.ID LIMIT 1", $type, $unit ) ) : 0; // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- CF7's posts, read whether or not it is active.
		}
		$id = strtolower( trim( (string) ( $attrs['id'] ?? '' ) ) );
		if ( 1 === preg_match( '/^[0-9a-f]{7,64}$/', $id ) ) {
			$found = (int) $wpdb->get_var( $wpdb->prepare( "SELECT p.ID FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_hash' WHERE p.post_type = %s AND m.meta_value LIKE %s ORDER BY p.ID LIMIT 1", $type, $wpdb->esc_like( $id ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- as above.
			if ( $found > 0 ) {
				return $found;
			}
		}
		if ( ctype_digit( $id ) ) {
			$found = (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND ID = %d", $type, (int) $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- as above.
			if ( $found > 0 ) {
				return $found;
			}
		}
		$title = trim( (string) ( $attrs['title'] ?? '' ) );
		return '' === $title ? 0 : (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_title = %s AND post_status = 'publish' ORDER BY ID LIMIT 1", $type, $title ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- as above.
	}
}
