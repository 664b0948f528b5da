<?php
/**
 * The public token, for the form's editors.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Support\Names;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The token is a protected meta (it never shows in the post's `meta`): editors see it as the
 * read-only `token` field of wp/v2/farol-lead-forms (context edit, only for users who may edit
 * that form) and replace it with POST farol/v1/forms/{id}/token, which answers `{ "token" }`
 * with the new one; the old token stops working at once.
 */
final class TokenController {

	/**
	 * Creates the controller.
	 *
	 * @param FormRepository $forms The forms and their tokens.
	 */
	public function __construct( private readonly FormRepository $forms ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the field and the rotate route.
	 */
	public function register_routes(): void {
		register_rest_field(
			LeadFormPostType::POST_TYPE,
			'token',
			array(
				'get_callback' => array( $this, 'token_field' ),
				'schema'       => array(
					'description' => __( 'The form\'s public token (only for its editors).', 'farol' ),
					'type'        => array( 'string', 'null' ),
					'context'     => array( 'edit' ),
					'readonly'    => true,
				),
			)
		);
		register_rest_route(
			Names::REST_NAMESPACE,
			'/forms/(?P<id>\d+)/token',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'rotate' ),
				'permission_callback' => array( $this, 'can_edit' ),
				'args'                => array(
					'id' => FormRepository::id_argument(),
				),
			)
		);
	}

	/**
	 * The `token` field: the token for those who may edit the form, null for anyone else.
	 *
	 * @param array<string, mixed> $post The prepared post.
	 */
	public function token_field( array $post ): ?string {
		$id = (int) ( $post['id'] ?? 0 );
		return $id > 0 && current_user_can( 'edit_post', $id ) ? $this->forms->token( $id ) : null;
	}

	/**
	 * Whether the user may rotate this form's token (404 for an id that is no form).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return bool|WP_Error
	 */
	public function can_edit( WP_REST_Request $request ): bool|WP_Error {
		$post = get_post( (int) $request['id'] );
		if ( ! $post instanceof \WP_Post || LeadFormPostType::POST_TYPE !== $post->post_type || 'trash' === $post->post_status ) {
			return new WP_Error( 'farol_lead_form_not_found', __( 'There is no lead form with this id.', 'farol' ), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', $post->ID ) ) {
			return new WP_Error( 'rest_forbidden', __( 'You may not change this lead form\'s token.', 'farol' ), array( 'status' => rest_authorization_required_code() ) );
		}
		return true;
	}

	/**
	 * Replaces the token.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function rotate( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( array( 'token' => $this->forms->rotate_token( (int) $request['id'] ) ), 200 );
	}
}
