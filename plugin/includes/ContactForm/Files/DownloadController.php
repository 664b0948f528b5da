<?php
/**
 * The download of a kept file.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Files;

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\Support\Uploads\FileName;
use Farol\Support\Names;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `GET farol/v1/contact-submissions/{id}/files/{field}/{index}`: the file kept with a
 * submission, for users with ContactFormPostType::INBOX_CAPABILITY only (a visitor gets 401,
 * another user 403; a browser link carries the REST nonce, see url()). The answer is the raw
 * bytes as an attachment download: `Content-Disposition: attachment` with the safe name,
 * `X-Content-Type-Options: nosniff`, `Cache-Control: private, no-store`. A submission, field,
 * index or file that is not there — or a stored path that does not resolve inside the private
 * folder — is 404 `farol_contact_file_not_found`.
 */
final class DownloadController {

	/**
	 * The route, as WordPress matches it.
	 */
	public const ROUTE = '/contact-submissions/(?P<id>\d+)/files/(?P<field>[A-Za-z][A-Za-z0-9_:-]*)/(?P<index>\d+)';

	/**
	 * Creates the controller.
	 *
	 * @param SubmissionFiles $rows The submissions' files.
	 */
	public function __construct( private readonly SubmissionFiles $rows = new SubmissionFiles() ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve' ), 10, 2 );
	}

	/**
	 * The download address of a kept file (with the REST nonce, so the signed-in browser that
	 * follows the link is recognised).
	 *
	 * @param int    $submission_id Submission.
	 * @param string $field         Field name.
	 * @param int    $index         Index in the field's list.
	 */
	public static function url( int $submission_id, string $field, int $index ): string {
		return add_query_arg( '_wpnonce', wp_create_nonce( 'wp_rest' ), rest_url( sprintf( '%s/contact-submissions/%d/files/%s/%d', Names::REST_NAMESPACE, $submission_id, rawurlencode( $field ), $index ) ) );
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
				'permission_callback' => static fn (): bool => current_user_can( ContactFormPostType::INBOX_CAPABILITY ),
				'args'                => array(
					'id'    => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'index' => array(
						'type'     => 'integer',
						'minimum'  => 0,
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
		$entry = $this->rows->entry( (int) $request['id'], (string) $request['field'], (int) $request['index'] );
		$path  = null === $entry || empty( $entry['kept'] ) ? null : PrivateDirectory::resolve( $entry['path'] ?? null );
		$bytes = null === $path ? false : file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local private file.
		if ( false === $bytes ) {
			return new WP_Error( 'farol_contact_file_not_found', __( 'This file is not kept.', 'farol' ), array( 'status' => 404 ) );
		}
		$name     = basename( (string) $path );
		$type     = wp_check_filetype( $name )['type'];
		$response = new WP_REST_Response( $bytes );
		$response->set_headers(
			array(
				'Content-Type'           => is_string( $type ) && '' !== $type ? $type : 'application/octet-stream',
				'Content-Disposition'    => 'attachment; filename="' . ( FileName::is_safe( $name ) ? $name : 'file' ) . '"',
				'Content-Length'         => (string) strlen( $bytes ),
				'X-Content-Type-Options' => 'nosniff',
				'Cache-Control'          => 'private, no-store',
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
		echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a file download, sent with nosniff as an attachment.
		return true;
	}
}
