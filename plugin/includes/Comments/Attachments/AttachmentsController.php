<?php
/**
 * The one way a kept attachment reaches a browser.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Attachments;

use Farol\Support\Names;
use Farol\Support\Uploads\FileName;
use WP_Comment;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `GET farol/v1/comment-attachments/{id}`: the bytes of an attachment, read by PHP from the
 * private folder and sent as data, never run: whatever the web server (Apache, nginx, IIS), no
 * kept file is reachable by its own address, so the name on disk cannot make it execute. Who
 * may read: anyone when the comment is approved on a post everyone may read (published, no
 * password), else a user who may edit the comment (REST nonce required, as for every cookie
 * request); everyone else gets 404 `farol_attachment_not_found`, as for an id that is not an
 * attachment. Images and videos are sent inline with their own type, other files as a download
 * (`Content-Disposition: attachment`); always `X-Content-Type-Options: nosniff` and a
 * `Content-Security-Policy` of `default-src 'none'; sandbox`, so even a file a browser could
 * render as a page runs nothing.
 */
final class AttachmentsController {

	/**
	 * The route, as WordPress matches it.
	 */
	public const ROUTE = '/comment-attachments/(?P<id>\d+)';

	/**
	 * Creates the controller.
	 *
	 * @param AttachmentStore $store The attachments.
	 */
	public function __construct( private readonly AttachmentStore $store ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve' ), 10, 2 );
	}

	/**
	 * An attachment's address.
	 *
	 * @param int $id Attachment id.
	 */
	public static function url( int $id ): string {
		return rest_url( sprintf( '%s/comment-attachments/%d', Names::REST_NAMESPACE, $id ) );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			Names::REST_NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'download' ),
				// Public by design: download() answers 404 to whoever may not read the comment.
				'permission_callback' => '__return_true',
				'args'                => array(
					'id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * GET the file.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function download( WP_REST_Request $request ) {
		$found   = $this->store->find( (int) $request['id'] );
		$comment = null === $found ? null : get_comment( $found[0] );
		$path    = null === $found || ! $comment instanceof WP_Comment || ! self::readable( $comment ) ? null : $this->store->file( $found[1] );
		if ( null === $path || null === $found ) {
			return new WP_Error( 'farol_attachment_not_found', __( 'This attachment does not exist.', 'farol' ), array( 'status' => 404 ) );
		}
		$ext      = (string) ( $found[1]['ext'] ?? '' );
		$name     = (string) ( $found[1]['name'] ?? '' );
		$inline   = in_array( AttachmentTypes::kind( $ext ), array( 'image', 'video' ), true );
		$public   = '1' === (string) $comment->comment_approved;
		$response = new WP_REST_Response( $path );
		$response->set_headers(
			array(
				'Content-Type'            => AttachmentTypes::served_type( $ext ),
				'Content-Disposition'     => ( $inline ? 'inline' : 'attachment' ) . '; filename="' . ( FileName::is_safe( $name ) ? $name : 'attachment.' . $ext ) . '"',
				'Content-Length'          => (string) filesize( $path ),
				'X-Content-Type-Options'  => 'nosniff',
				'Content-Security-Policy' => "default-src 'none'; sandbox",
				'Cache-Control'           => $public ? 'public, max-age=86400' : 'private, no-store',
			)
		);
		return $response;
	}

	/**
	 * Sends a download's bytes as they are instead of as JSON (its headers are already sent).
	 *
	 * @internal Filter callback of rest_pre_serve_request.
	 * @param bool             $served Whether the answer was sent already.
	 * @param WP_HTTP_Response $result The answer.
	 */
	public function serve( $served, $result ): bool {
		if ( $served || ! $result instanceof WP_REST_Response || 200 !== $result->get_status() || '/' . Names::REST_NAMESPACE . self::ROUTE !== $result->get_matched_route() || ! is_string( $result->get_data() ) ) {
			return (bool) $served;
		}
		if ( 'HEAD' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared with a constant only.
			readfile( $result->get_data() ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a kept file resolved inside the private folder, sent as data.
		}
		return true;
	}

	/**
	 * Whether the current visitor may read a comment's attachments.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public static function readable( WP_Comment $comment ): bool {
		$post = get_post( (int) $comment->comment_post_ID );
		if ( null !== $post && '1' === (string) $comment->comment_approved && 'publish' === $post->post_status && ! post_password_required( $post ) ) {
			return true;
		}
		return current_user_can( 'edit_comment', (int) $comment->comment_ID );
	}
}
