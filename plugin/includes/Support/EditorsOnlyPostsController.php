<?php
/**
 * The wp/v2 controller of post types that only their editors may read.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

use WP_Error;
use WP_Post;
use WP_REST_Posts_Controller;
use WP_REST_Request;

/**
 * Core's posts controller lets anyone read a published post of any type shown in REST, even a
 * type that is not public: a visitor would read a contact form's mail settings or a lead
 * form's definition and forwarding at wp/v2/<rest_base>. Farol's form types are shown in REST
 * only for their editors (the block editor, the form editor, the forwarding screen, the form
 * pickers — all with context=edit); nothing public reads them, since a form reaches visitors
 * through its block's server markup or its own farol/v1 route. So here:
 *
 * - listing needs the type's `edit_posts` capability (401 for a visitor, 403 for others);
 * - an item is readable only by a user who may edit it (core then answers 401/403 for a single
 *   item and leaves it out of a list).
 *
 * Everything else (writes, revisions, autosaves, the schema) is core's. Set as the post type's
 * `rest_controller_class`.
 */
final class EditorsOnlyPostsController extends WP_REST_Posts_Controller {

	/**
	 * Listing the type: only for those who may edit posts of it.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		$type = get_post_type_object( $this->post_type );
		if ( null === $type || ! current_user_can( $type->cap->edit_posts ) ) {
			return new WP_Error(
				'rest_forbidden',
				__( 'Sorry, you are not allowed to list these forms.', 'farol' ),
				array( 'status' => rest_authorization_required_code() )
			);
		}
		return parent::get_items_permissions_check( $request );
	}

	/**
	 * Reading one post: core's rules, and the user may edit it.
	 *
	 * @param WP_Post $post The post.
	 */
	public function check_read_permission( $post ): bool {
		return $post instanceof WP_Post && current_user_can( 'edit_post', $post->ID ) && parent::check_read_permission( $post );
	}
}
