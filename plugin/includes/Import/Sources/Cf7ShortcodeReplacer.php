<?php
/**
 * Replaces `[contact-form-7]` shortcodes of imported forms by the `farol/contact-form` block.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use Farol\Import\ImportMap;
use WP_CLI;

/**
 * On request (`wp farol cf7-shortcodes [--dry-run]`): each post, page or other content (not
 * CF7's or Flamingo's own posts, not revisions) whose text holds a Contact Form 7 shortcode of
 * an imported form gets, in its place, the `farol/contact-form` block of the Farol form. A
 * `core/shortcode` block holding only that shortcode is replaced whole. Posts are saved with
 * wp_update_post(), so each keeps a revision to go back to; shortcodes of forms not imported
 * are left as they are. Rendering does not need this (Cf7Shortcodes answers the shortcodes); it
 * makes the pages editable as blocks and independent of Contact Form 7's ids.
 */
final class Cf7ShortcodeReplacer {

	/** Posts read per query. */
	private const BATCH = 100;

	/**
	 * Creates the replacer.
	 *
	 * @param Cf7Shortcodes $shortcodes The shortcode lookup.
	 * @param ImportMap     $map        The import's mapping.
	 */
	public function __construct( private readonly Cf7Shortcodes $shortcodes, private readonly ImportMap $map = new ImportMap() ) {
	}

	/**
	 * Replaces (or, in a dry run, counts) the shortcodes.
	 *
	 * @param bool $dry_run Count only.
	 * @return array{posts: list<int>, replaced: int, kept: int}
	 */
	public function run( bool $dry_run ): array {
		global $wpdb;
		$out  = array(
			'posts'    => array(),
			'replaced' => 0,
			'kept'     => 0,
		);
		$last = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a scan of contents by id, in batches.
			$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID > %d AND post_type NOT IN ('revision','wpcf7_contact_form','flamingo_inbound','flamingo_contact') AND post_status NOT IN ('auto-draft','trash') AND post_content LIKE %s ORDER BY ID LIMIT %d", $last, '%' . $wpdb->esc_like( '[contact-form' ) . '%', self::BATCH ) );
			foreach ( $ids as $id ) {
				$last = (int) $id;
				$post = get_post( $last );
				if ( null === $post ) {
					continue;
				}
				$counts       = array( 0, 0 );
				$content      = $this->replace( $post->post_content, $counts );
				$out['kept'] += $counts[1];
				if ( $counts[0] > 0 ) {
					$out['replaced'] += $counts[0];
					$out['posts'][]   = $last;
					if ( ! $dry_run ) {
						wp_update_post( wp_slash( array( 'ID' => $last, 'post_content' => $content ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- two keys.
					}
				}
			}
			$full = count( $ids ) === self::BATCH;
		} while ( $full );
		return $out;
	}

	/**
	 * A content with its imported forms' shortcodes replaced.
	 *
	 * @param string         $content The content.
	 * @param array<int,int> $counts  Replaced and kept shortcodes, added to.
	 */
	public function replace( string $content, array &$counts ): string {
		$pattern = '/(<!-- wp:shortcode -->\s*)?(\[(contact-form-7|contact-form)\b([^\]]*)\])(\s*<!-- \/wp:shortcode -->)?/';
		return (string) preg_replace_callback(
			$pattern,
			function ( array $match ) use ( &$counts ): string {
				$attrs = shortcode_parse_atts( trim( $match[4] ) );
				$cf7   = $this->shortcodes->cf7_form( $match[3], is_array( $attrs ) ? $attrs : array() );
				$farol = $cf7 > 0 ? (int) $this->map->target( ContactForm7Importer::ID, 'form:' . $cf7 ) : 0;
				if ( $farol <= 0 ) {
					++$counts[1];
					return $match[0];
				}
				++$counts[0];
				$block = '<!-- wp:farol/contact-form {"formId":' . $farol . '} /-->';
				$whole = '' !== ( $match[1] ?? '' ) && '' !== ( $match[5] ?? '' );
				return $whole ? $block : ( $match[1] ?? '' ) . $block . ( $match[5] ?? '' );
			},
			$content
		);
	}

	/**
	 * `wp farol cf7-shortcodes [--dry-run]`: replaces the shortcodes of imported Contact Form 7
	 * forms by Farol's contact form block (each changed post keeps a revision).
	 *
	 * @param array<int,string>    $args       Positional arguments (none).
	 * @param array<string,string> $assoc_args `dry-run`.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		unset( $args );
		$dry = isset( $assoc_args['dry-run'] );
		$out = $this->run( $dry );
		WP_CLI::log(
			sprintf(
				/* translators: 1: shortcodes, 2: posts, 3: shortcodes of forms not imported. */
				$dry ? __( '%1$d shortcodes in %2$d posts would be replaced; %3$d of forms not imported stay.', 'farol' ) : __( '%1$d shortcodes in %2$d posts replaced; %3$d of forms not imported stay.', 'farol' ),
				$out['replaced'],
				count( $out['posts'] ),
				$out['kept']
			)
		);
	}
}
