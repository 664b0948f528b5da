<?php
/**
 * Tools › Farol settings: export and import.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\SettingsTransfer;

use WP_Error;

/**
 * A plain server-rendered screen under Tools (manage_options), as Tools › Mail queue: an
 * "Export settings" button (a POST to admin-post.php with its nonce) that downloads the
 * settings file, and an import form (a .json file of at most SettingsTransfer::MAX_BYTES,
 * checked by its extension and its content, with its nonce). The import's outcome — the
 * sections imported, or what is wrong with the file (nothing written) — waits for the user in a
 * short-lived transient and shows as a notice after the redirect back.
 */
final class TransferScreen {

	/**
	 * The page's slug.
	 */
	public const SLUG = 'farol-settings-transfer';

	/**
	 * The admin-post actions (also the nonces' actions).
	 */
	public const EXPORT_ACTION = 'farol_settings_export';
	public const IMPORT_ACTION = 'farol_settings_import';

	/**
	 * The upload field's name.
	 */
	public const FILE_FIELD = 'farol_settings_file';

	/**
	 * The transient prefix of an import's outcome (followed by the user's id).
	 */
	public const RESULT = 'farol_settings_import_';

	/**
	 * Creates the screen.
	 *
	 * @param SettingsTransfer $transfer The settings file.
	 */
	public function __construct( private readonly SettingsTransfer $transfer ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_post_' . self::EXPORT_ACTION, array( $this, 'export' ) );
		add_action( 'admin_post_' . self::IMPORT_ACTION, array( $this, 'import' ) );
	}

	/**
	 * Adds the page under Tools.
	 */
	public function add_page(): void {
		add_management_page(
			__( 'Farol settings', 'farol' ),
			__( 'Farol settings', 'farol' ),
			SettingsTransfer::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * The page's address.
	 */
	public static function url(): string {
		return add_query_arg( 'page', self::SLUG, admin_url( 'tools.php' ) );
	}

	/**
	 * "Export settings": checks capability and nonce, then answers the file as a download.
	 */
	public function export(): void {
		$this->check( self::EXPORT_ACTION );
		$body = SettingsTransfer::encode( $this->transfer->export() );
		$host = sanitize_file_name( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
		$name = 'farol-settings-' . ( '' !== $host ? $host . '-' : '' ) . gmdate( 'Y-m-d' ) . '.json';
		nocache_headers();
		header( 'Content-Type: application/json; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . $name . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a JSON download, not HTML.
		exit;
	}

	/**
	 * The import form's POST: checks capability, nonce and the upload, imports the file or
	 * keeps what is wrong with it, and goes back to the screen.
	 */
	public function import(): void {
		$this->check( self::IMPORT_ACTION );
		$dry_run = ! empty( $_POST['dry_run'] ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- check() verified the nonce.
		$text    = $this->uploaded_text();
		$result  = is_wp_error( $text ) ? $text : $this->transfer->import_text( $text, $dry_run );
		set_transient(
			self::RESULT . get_current_user_id(),
			is_wp_error( $result )
				? array( 'error' => $result->get_error_message() )
				: array(
					'sections' => $result,
					'dry_run'  => $dry_run,
				),
			5 * MINUTE_IN_SECONDS
		);
		wp_safe_redirect( self::url() );
		exit;
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( SettingsTransfer::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'farol' ), '', array( 'response' => 403 ) );
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Farol settings', 'farol' ) . '</h1>';
		$this->notice();
		echo '<p>' . esc_html__( 'Move every Farol setting from one site to another (from staging to production, say): export them as one JSON file here, then import that file on the other site.', 'farol' ) . '</p>';
		echo '<ul class="ul-disc">';
		foreach ( $this->transfer->options() as $section => $option ) {
			echo '<li>' . esc_html( SettingsTransfer::label( $section ) ) . '</li>';
		}
		echo '</ul>';
		echo '<p>' . esc_html__( 'Secrets (API keys, secret keys, app secrets) are never exported; an import keeps the secrets this site already has.', 'farol' ) . '</p>';

		echo '<h2>' . esc_html__( 'Export', 'farol' ) . '</h2>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::EXPORT_ACTION ) . '">';
		wp_nonce_field( self::EXPORT_ACTION );
		submit_button( __( 'Export settings', 'farol' ), 'secondary', 'submit', false );
		echo '</form>';

		echo '<h2>' . esc_html__( 'Import', 'farol' ) . '</h2>';
		echo '<p>' . esc_html__( 'Importing replaces the settings of every section the file holds. A file with anything wrong in it changes nothing.', 'farol' ) . '</p>';
		echo '<form method="post" enctype="multipart/form-data" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::IMPORT_ACTION ) . '">';
		wp_nonce_field( self::IMPORT_ACTION );
		printf(
			'<p><label for="%1$s">%2$s</label><br><input type="file" id="%1$s" name="%1$s" accept=".json,application/json" required></p>',
			esc_attr( self::FILE_FIELD ),
			/* translators: %s: a size, such as "1 MB". */
			esc_html( sprintf( __( 'Settings file (.json, at most %s)', 'farol' ), size_format( SettingsTransfer::MAX_BYTES ) ) )
		);
		echo '<p><label><input type="checkbox" name="dry_run" value="1"> ' . esc_html__( 'Only check the file (change nothing)', 'farol' ) . '</label></p>';
		submit_button( __( 'Import settings', 'farol' ), 'primary', 'submit', false );
		echo '</form></div>';
	}

	/**
	 * The last import's outcome, once.
	 */
	private function notice(): void {
		$key    = self::RESULT . get_current_user_id();
		$result = get_transient( $key );
		if ( ! is_array( $result ) ) {
			return;
		}
		delete_transient( $key );
		if ( isset( $result['error'] ) ) {
			printf( '<div class="notice notice-error" role="alert"><p>%s</p></div>', esc_html__( 'Nothing was imported.', 'farol' ) . ' ' . esc_html( (string) $result['error'] ) );
			return;
		}
		$sections = array_map( array( SettingsTransfer::class, 'label' ), (array) ( $result['sections'] ?? array() ) );
		$message  = array() === $sections
			? __( 'The file holds no settings section: nothing was changed.', 'farol' )
			: ( empty( $result['dry_run'] ) ? __( 'Settings imported:', 'farol' ) : __( 'The file is valid; these settings would be imported:', 'farol' ) );
		echo '<div class="notice notice-success" role="status"><p>' . esc_html( $message ) . '</p>';
		if ( array() !== $sections ) {
			echo '<ul class="ul-disc">';
			foreach ( $sections as $label ) {
				echo '<li>' . esc_html( $label ) . '</li>';
			}
			echo '</ul>';
		}
		echo '</div>';
	}

	/**
	 * The uploaded file's text, or what is wrong with the upload.
	 */
	private function uploaded_text(): string|WP_Error {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing,WordPress.Security.ValidatedSanitizedInput -- check() verified the nonce; the upload is checked below.
		$file = isset( $_FILES[ self::FILE_FIELD ] ) && is_array( $_FILES[ self::FILE_FIELD ] ) ? $_FILES[ self::FILE_FIELD ] : null;
		if ( null === $file || UPLOAD_ERR_NO_FILE === ( $file['error'] ?? UPLOAD_ERR_NO_FILE ) ) {
			return new WP_Error( 'farol_settings_no_file', __( 'Choose a settings file to import.', 'farol' ) );
		}
		$size = (int) ( $file['size'] ?? 0 );
		if ( in_array( $file['error'], array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) || $size > SettingsTransfer::MAX_BYTES ) {
			/* translators: %s: a size, such as "1 MB". */
			return new WP_Error( 'farol_settings_too_big', sprintf( __( 'The file is larger than %s.', 'farol' ), size_format( SettingsTransfer::MAX_BYTES ) ) );
		}
		$path = (string) ( $file['tmp_name'] ?? '' );
		if ( UPLOAD_ERR_OK !== $file['error'] || '' === $path || ! is_readable( $path ) ) {
			return new WP_Error( 'farol_settings_upload', __( 'The file could not be uploaded. Try again.', 'farol' ) );
		}
		if ( 'json' !== strtolower( pathinfo( (string) ( $file['name'] ?? '' ), PATHINFO_EXTENSION ) ) ) {
			return new WP_Error( 'farol_settings_extension', __( 'The settings file must be a .json file.', 'farol' ) );
		}
		$text = file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload.
		return false === $text ? new WP_Error( 'farol_settings_upload', __( 'The file could not be uploaded. Try again.', 'farol' ) ) : $text;
	}

	/**
	 * Refuses a user without the capability, or a request without the action's nonce.
	 *
	 * @param string $action The nonce's action.
	 */
	private function check( string $action ): void {
		if ( ! current_user_can( SettingsTransfer::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'farol' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
	}
}
