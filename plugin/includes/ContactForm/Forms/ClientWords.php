<?php
/**
 * The words the contact form's browser script shows, worded by the server.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forms;

use WP_HTML_Tag_Processor;

/**
 * The view script (blocks/contact-form/view.ts) carries no translations of its own, so that a
 * visitor's page loads neither wp-i18n nor what it drags along: the block's render prints the
 * messages the browser words itself (the feedback call unreachable, an answer that is not
 * JSON, a refusal without a message, a form inside another form, a browser lacking a feature)
 * on the block's container, in `data-farol-words` (JSON), translated here with the text domain
 * `farol` (pt_BR in plugin/languages/pt_BR/contact-form-client.po). The container also says
 * `data-farol-when="interaction"`: the view loads on the visitor's first press, key or focus in
 * the form (the loader queues that first action and replays it once the view has taken over).
 */
final class ClientWords {

	/** The container attribute holding the words. */
	public const ATTRIBUTE = 'data-farol-words';

	/** When the view loads (see src/lib/mount/triggers.ts). */
	public const WHEN = 'interaction';

	/**
	 * The words, by the key the view reads.
	 *
	 * @return array{offline:string,invalid_json:string,refused:string,wrong_place:string,missing_features:string}
	 */
	public static function all(): array {
		return array(
			'offline'          => __( 'You are probably offline.', 'farol' ),
			'invalid_json'     => __( 'The response is not a valid JSON response.', 'farol' ),
			'refused'          => __( 'The form could not be sent. Please try again.', 'farol' ),
			'wrong_place'      => __( 'Error: This contact form is placed in the wrong place.', 'farol' ),
			/* translators: %s: names of browser features, e.g. "fetch, FormData". */
			'missing_features' => __( 'The contact form cannot run in this browser; it lacks: %s.', 'farol' ),
		);
	}

	/**
	 * Marks the block's container (its first tag): the words, and when the view loads.
	 *
	 * @param string $block The block's markup ('' stays '').
	 */
	public static function mark( string $block ): string {
		$tags = new WP_HTML_Tag_Processor( $block );
		if ( ! $tags->next_tag() ) {
			return $block;
		}
		$tags->set_attribute( 'data-farol-when', self::WHEN );
		$tags->set_attribute( self::ATTRIBUTE, (string) wp_json_encode( self::all(), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
		return $tags->get_updated_html();
	}
}
