<?php
/**
 * A returning guest's name, e-mail and website in the comment form from the first paint.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Form;

use Farol\Support\Assets;
use WP_Post;

/**
 * When the comment area prints a guest's form (filter `farol_comments_client_props`, which the
 * area applies with its post; comments open, nobody logged in), prints the area's seed script
 * (`src/comments/prefill/`, a few hundred bytes) inline in the footer, after the area: as the
 * page is parsed it fills the form's name, e-mail and website from core's commenter cookies and
 * ticks the agreement box this browser agreed to. The page stays the same for every guest (the
 * cookies are read in the browser), and the widget itself still loads on the visitor's first
 * touch. Should the build's code ever contain `</script`, the script is enqueued as its file
 * instead (deferred: it still runs before the first interaction can bring the widget).
 */
final class GuestPrefill {

	/**
	 * The script's handle (and, with `-js`, the inline tag's id).
	 */
	public const HANDLE = 'farol-comments-prefill';

	/**
	 * The built entry.
	 */
	public const ENTRY = 'apps/comments/prefill';

	/**
	 * Creates the seam.
	 *
	 * @param Assets|null $assets Reads or registers the built script (null: no script, e.g. in tests).
	 */
	public function __construct( private readonly ?Assets $assets ) {
	}

	/**
	 * Adds the filter.
	 */
	public function register(): void {
		add_filter( 'farol_comments_client_props', array( $this, 'schedule' ), 30, 2 );
	}

	/**
	 * Asks for the script when the area's form is a guest's; the props pass through unchanged.
	 *
	 * @param mixed $props The widget's props.
	 * @param mixed $post  The area's post.
	 * @return mixed
	 *
	 * @internal Filter callback of `farol_comments_client_props`.
	 */
	public function schedule( $props, $post = null ) {
		if ( $post instanceof WP_Post && comments_open( $post ) && ! is_user_logged_in() && ! has_action( 'wp_footer', array( $this, 'print_script' ) ) ) {
			add_action( 'wp_footer', array( $this, 'print_script' ) );
		}
		return $props;
	}

	/**
	 * Prints the script inline, or enqueues its file (see the class comment).
	 */
	public function print_script(): void {
		if ( null === $this->assets ) {
			return;
		}
		$code = $this->assets->source( self::ENTRY );
		if ( null !== $code && ! str_contains( strtolower( $code ), '</script' ) ) {
			wp_print_inline_script_tag( trim( $code ), array( 'id' => self::HANDLE . '-js' ) );
			return;
		}
		if ( $this->assets->register( self::HANDLE, self::ENTRY ) ) {
			wp_enqueue_script( self::HANDLE );
		}
	}
}
