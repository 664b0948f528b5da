<?php
/**
 * Tools › Farol data: what happens to Farol's data when the plugin is deleted.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Lifecycle;

/**
 * A Tools screen with one setting, "Remove all Farol data when the plugin is deleted" (off by
 * default), saved by a form with a nonce for users with manage_options, and what it removes.
 */
final class DataScreen {

	/**
	 * Menu slug.
	 */
	public const SLUG = 'farol-data';

	/**
	 * The admin-post action that saves the setting.
	 */
	public const ACTION = 'farol_data_settings';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'save' ) );
	}

	/**
	 * Adds the page under Tools.
	 */
	public function add_page(): void {
		add_management_page( __( 'Farol data', 'farol' ), __( 'Farol data', 'farol' ), 'manage_options', self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * The page's address.
	 *
	 * @param array<string, string> $args More query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => self::SLUG ), $args ), admin_url( 'tools.php' ) );
	}

	/**
	 * Saves the setting: capability, nonce, then the checkbox.
	 */
	public function save(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'farol' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$remove = isset( $_POST['remove_data'] ) && '1' === sanitize_key( wp_unslash( $_POST['remove_data'] ) );
		update_option( Lifecycle::REMOVE_OPTION, $remove ? '1' : '0', false );
		wp_safe_redirect( self::url( array( 'updated' => '1' ) ) );
		exit;
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'farol' ), '', array( 'response' => 403 ) );
		}
		$updated = isset( $_GET['updated'] ) && '1' === sanitize_key( wp_unslash( $_GET['updated'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a notice only.
		$checked = Uninstaller::wanted();
		echo '<div class="wrap"><h1>' . esc_html__( 'Farol data', 'farol' ) . '</h1>';
		if ( $updated ) {
			echo '<div class="notice notice-success is-dismissible"><p>' . esc_html__( 'Settings saved.', 'farol' ) . '</p></div>';
		}
		echo '<p>' . esc_html__( 'Farol keeps leads, conversions, contact form submissions and their files, comment votes, ratings, subscriptions, follows and attachments, the mail and lead forwarding queues, its forms and its settings. Deleting the plugin keeps all of it by default, so reinstalling it finds everything again.', 'farol' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '" />';
		wp_nonce_field( self::ACTION );
		echo '<table class="form-table" role="presentation"><tr><th scope="row">' . esc_html__( 'When the plugin is deleted', 'farol' ) . '</th><td>';
		echo '<label><input type="checkbox" name="remove_data" value="1"' . checked( $checked, true, false ) . ' /> ' . esc_html__( 'Remove all Farol data when the plugin is deleted', 'farol' ) . '</label>';
		echo '<p class="description">' . esc_html__( 'With this on, deleting Farol from the Plugins screen removes its database tables (leads, conversions, submissions, votes, ratings, subscriptions, follows, queues), its settings and temporary data, its lead and contact forms, the data it keeps on posts, comments and users, its scheduled tasks and its private upload folders (contact form files and comment attachments). The comments themselves stay. This cannot be undone: export what you need first.', 'farol' ) . '</p>';
		if ( is_multisite() ) {
			echo '<p class="description">' . esc_html__( 'On a network each site decides for its own data; the data Farol keeps on user accounts goes when the main site has this on.', 'farol' ) . '</p>';
		}
		echo '</td></tr></table>';
		submit_button();
		echo '</form></div>';
	}
}
