<?php
/**
 * The shortcode replacement tool on the Contact Form 7 importer's screen.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use Farol\Import\ImportScreen;

/**
 * What `wp farol cf7-shortcodes` does, as a button of Tools › Import › Contact Form 7: the screen
 * lists the posts whose `[contact-form-7]` shortcodes show an imported form (a dry run of
 * Cf7ShortcodeReplacer), and a form (nonce, manage_options, a confirmation box) replaces them
 * with the `farol/contact-form` block; the screen then says which posts changed (each keeps a
 * revision). Printed through the screen's `farol_import_screen` action.
 */
final class Cf7ShortcodeTool {

	/** The admin-post action (also the nonce action). */
	public const ACTION = 'farol_cf7_shortcodes';

	/** Query arguments of the answer: shortcodes replaced, posts changed. */
	private const DONE  = 'farol_cf7_replaced';
	private const POSTS = 'farol_cf7_posts';

	/**
	 * Creates the tool.
	 *
	 * @param Cf7ShortcodeReplacer $replacer The replacement.
	 */
	public function __construct( private readonly Cf7ShortcodeReplacer $replacer ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'farol_import_screen', array( $this, 'render' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'replace' ) );
	}

	/**
	 * Prints the tool on the Contact Form 7 importer's screen.
	 *
	 * @param string $source The screen's source.
	 */
	public function render( string $source ): void {
		if ( ContactForm7Importer::ID !== $source || ! current_user_can( ImportScreen::CAPABILITY ) ) {
			return;
		}
		echo '<h2>' . esc_html__( 'Contact Form 7 shortcodes in your content', 'farol' ) . '</h2>';
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the answer of the nonce-checked replacement, only shown (integers).
		if ( isset( $_GET[ self::DONE ] ) ) {
			$done  = absint( wp_unslash( $_GET[ self::DONE ] ) );
			$posts = isset( $_GET[ self::POSTS ] ) ? array_filter( array_map( 'absint', explode( ',', sanitize_text_field( wp_unslash( $_GET[ self::POSTS ] ) ) ) ) ) : array();
			// phpcs:enable WordPress.Security.NonceVerification.Recommended
			echo '<div class="notice notice-success inline"><p role="status">';
			/* translators: 1: shortcodes, 2: posts. */
			echo esc_html( sprintf( __( 'Replaced %1$d shortcodes with the contact form block in %2$d posts (each keeps a revision):', 'farol' ), $done, count( $posts ) ) );
			echo '</p>';
			self::list_posts( $posts );
			echo '</div>';
		}
		$dry = $this->replacer->run( true );
		if ( $dry['kept'] > 0 ) {
			/* translators: %d: shortcodes. */
			echo '<p>' . esc_html( sprintf( __( '%d shortcodes of forms not imported stay as they are.', 'farol' ), $dry['kept'] ) ) . '</p>';
		}
		if ( array() === $dry['posts'] ) {
			echo '<p>' . esc_html__( 'No post holds a shortcode of an imported form.', 'farol' ) . '</p>';
			return;
		}
		/* translators: 1: shortcodes, 2: posts. */
		echo '<p>' . esc_html( sprintf( __( '%1$d shortcodes in %2$d posts show an imported form. They already show it; replacing them with Farol\'s contact form block makes the posts editable as blocks and independent of Contact Form 7. Each changed post keeps a revision.', 'farol' ), $dry['replaced'], count( $dry['posts'] ) ) ) . '</p>';
		self::list_posts( $dry['posts'] );
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '">';
		wp_nonce_field( self::ACTION );
		echo '<p><label><input type="checkbox" name="confirm" value="1" required> ' . esc_html__( 'Replace the shortcodes in these posts.', 'farol' ) . '</label></p>';
		submit_button( __( 'Replace the shortcodes with the block', 'farol' ), 'secondary', 'submit', false );
		echo '</form>';
	}

	/**
	 * The replacement: capability, nonce and confirmation checked, then back to the screen with
	 * what changed.
	 */
	public function replace(): void {
		if ( ! current_user_can( ImportScreen::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'farol' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		if ( ! isset( $_POST['confirm'] ) || '1' !== $_POST['confirm'] ) {
			wp_die( esc_html__( 'Confirm the replacement first.', 'farol' ), '', array( 'response' => 400 ) );
		}
		$out = $this->replacer->run( false );
		wp_safe_redirect(
			add_query_arg(
				array(
					self::DONE  => $out['replaced'],
					self::POSTS => implode( ',', $out['posts'] ),
				),
				ImportScreen::url( ContactForm7Importer::ID )
			)
		);
		exit;
	}

	/**
	 * Prints posts as links to their editor.
	 *
	 * @param int[] $posts Post ids.
	 */
	private static function list_posts( array $posts ): void {
		echo '<ul class="ul-disc">';
		foreach ( $posts as $id ) {
			$title = get_the_title( $id );
			$title = '' === $title ? '#' . $id : $title;
			$edit  = get_edit_post_link( $id );
			$item  = null === $edit ? esc_html( $title ) : '<a href="' . esc_url( $edit ) . '">' . esc_html( $title ) . '</a>';
			echo '<li>' . $item . '</li>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped just above.
		}
		echo '</ul>';
	}
}
