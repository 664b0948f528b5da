<?php
/**
 * Each source in Tools › Import.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import;

/**
 * Registers every source with core's Importers API (Tools › Import lists it; its screen is
 * admin.php?import=farol-<source>). The screen is plain server-rendered PHP (manage_options):
 * the dry run (ImportRunner::survey(): what was found, what will be created per kind, what
 * cannot be carried and why; counted, so it answers fast at any size),
 * an "Import" button, and while a run is under way its progress and a reload that asks for the
 * next batch. Each batch is an admin-post request (nonce, capability, a known source); the
 * progress is kept by the runner, so a closed tab continues where it stopped.
 */
final class ImportScreen {

	/** The admin-post action of one batch (also the nonce action, followed by the source). */
	public const STEP_ACTION = 'farol_import_step';

	/** Who may import. */
	public const CAPABILITY = 'manage_options';

	/**
	 * Creates the screen.
	 *
	 * @param ImportRunner $runner The framework with its sources.
	 */
	public function __construct( private readonly ImportRunner $runner ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_importers' ) );
		add_action( 'admin_post_' . self::STEP_ACTION, array( $this, 'step' ) );
	}

	/**
	 * Registers each source with the Importers API.
	 */
	public function register_importers(): void {
		if ( ! function_exists( 'register_importer' ) ) {
			return;
		}
		foreach ( $this->runner->importers() as $id => $importer ) {
			register_importer(
				self::importer_id( $id ),
				$importer->name(),
				$importer->description(),
				function () use ( $importer ): void {
					$this->render( $importer );
				}
			);
		}
	}

	/**
	 * The Importers API id of a source.
	 *
	 * @param string $source The source's id.
	 */
	public static function importer_id( string $source ): string {
		return 'farol-' . $source;
	}

	/**
	 * A source's screen.
	 *
	 * @param string $source The source's id.
	 */
	public static function url( string $source ): string {
		return add_query_arg( 'import', self::importer_id( $source ), admin_url( 'admin.php' ) );
	}

	/**
	 * The address of a source's next batch (nonce included).
	 *
	 * @param string $source The source's id.
	 */
	public static function step_url( string $source ): string {
		return wp_nonce_url(
			add_query_arg(
				array(
					'action' => self::STEP_ACTION,
					'source' => $source,
				),
				admin_url( 'admin-post.php' )
			),
			self::STEP_ACTION . '_' . $source
		);
	}

	/**
	 * One batch: checks capability, source and nonce, imports, goes back to the screen.
	 */
	public function step(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'farol' ), '', array( 'response' => 403 ) );
		}
		$source   = isset( $_REQUEST['source'] ) ? sanitize_key( wp_unslash( $_REQUEST['source'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the nonce names the source, checked next.
		$importer = $this->runner->importer( $source );
		if ( null === $importer ) {
			wp_die( esc_html__( 'Unknown source.', 'farol' ), '', array( 'response' => 400 ) );
		}
		check_admin_referer( self::STEP_ACTION . '_' . $source );
		/**
		 * Items per batch of the admin screen's import (one request each).
		 *
		 * @param int    $size   ImportRunner::BATCH.
		 * @param string $source The source's id.
		 */
		$size = (int) apply_filters( 'farol_import_batch_size', ImportRunner::BATCH, $source );
		$this->runner->step( $importer, max( 1, $size ) );
		wp_safe_redirect( self::url( $source ) );
		exit;
	}

	/**
	 * Prints a source's screen.
	 *
	 * @param Importer $importer The source.
	 */
	public function render( Importer $importer ): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'farol' ), '', array( 'response' => 403 ) );
		}
		echo '<div class="wrap"><h1>' . esc_html( $importer->name() ) . '</h1>';
		echo '<p>' . esc_html( $importer->description() ) . ' ' . esc_html__( 'The source\'s own data is only read: turn its plugin back on and it finds everything.', 'farol' ) . '</p>';

		$progress = $this->runner->progress( $importer );
		if ( null !== $progress ) {
			$this->progress( $importer, $progress );
			echo '</div>';
			return;
		}
		$last = $this->runner->last_report( $importer );
		if ( null !== $last ) {
			echo '<h2>' . esc_html__( 'Last import', 'farol' ) . '</h2>';
			/* translators: %s: a date and time. */
			echo '<p>' . esc_html( sprintf( __( 'Finished %s.', 'farol' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $last['finished'] ) ) ) . '</p>';
			self::print_lines( ImportReport::lines( $importer, $last ) );
		}
		/**
		 * Prints a source's own tools on its screen (after the last report), e.g. Contact Form 7's
		 * shortcode replacement.
		 *
		 * @param string $source The source's id.
		 */
		do_action( 'farol_import_screen', $importer->id() );
		if ( ! $importer->detect() ) {
			/* translators: %s: a plugin's name. */
			echo '<p>' . esc_html( sprintf( __( 'No data of %s was found on this site.', 'farol' ), $importer->name() ) ) . '</p></div>';
			return;
		}
		echo '<h2>' . esc_html__( 'Dry run: what an import would do', 'farol' ) . '</h2>';
		self::print_lines( ImportReport::lines( $importer, $this->runner->survey( $importer ) ) );
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::STEP_ACTION ) . '">';
		echo '<input type="hidden" name="source" value="' . esc_attr( $importer->id() ) . '">';
		wp_nonce_field( self::STEP_ACTION . '_' . $importer->id() );
		submit_button( __( 'Import', 'farol' ), 'primary', 'submit', false );
		echo '</form></div>';
	}

	/**
	 * A run under way: its progress, and the next batch asked for by a reload.
	 *
	 * @param Importer             $importer The source.
	 * @param array<string, mixed> $progress The run so far.
	 */
	private function progress( Importer $importer, array $progress ): void {
		$total = max( 1, (int) $progress['total'] );
		$next  = self::step_url( $importer->id() );
		echo '<h2>' . esc_html__( 'Importing…', 'farol' ) . '</h2>';
		printf(
			'<p><progress max="%1$d" value="%2$d"></progress> <span role="status">%3$s</span></p>',
			(int) $total,
			(int) min( $total, (int) $progress['offset'] ),
			esc_html( ImportReport::progress( $progress ) )
		);
		echo '<meta http-equiv="refresh" content="1;url=' . esc_url( $next ) . '">';
		echo '<p><a class="button" href="' . esc_url( $next ) . '">' . esc_html__( 'Continue the import', 'farol' ) . '</a></p>';
	}

	/**
	 * Prints lines as a list.
	 *
	 * @param string[] $lines The lines.
	 */
	private static function print_lines( array $lines ): void {
		echo '<ul class="ul-disc">';
		foreach ( $lines as $line ) {
			echo '<li>' . esc_html( $line ) . '</li>';
		}
		echo '</ul>';
	}
}
