<?php
/**
 * The live updates' poll: GET farol/v1/update.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Live;

use Farol\Comments\Ajax\ReadablePost;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Phrases;
use Farol\Support\JsonFile;
use Farol\Support\Names;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * `GET /wp-json/farol/v1/update?postId=…&lastId=…&visibleCommentIds=…&version=…`, its arguments
 * from the contract (live-update-query.schema.json, generated from src/comments/live-contract.ts:
 * typed integers and an id list by pattern, so nothing but digits and commas reaches a query).
 * The post is checked as the read actions check it (Ajax\ReadablePost); a refusal is a REST error
 * whose code is the phrase key, with Request's status.
 *
 * Caching: a guest's answer (no `X-WP-Nonce`, so the REST API treats the request as anonymous)
 * is `Cache-Control: public, max-age=MAX_AGE`, sets no cookie, and depends on nothing but the
 * query, so a page cache or a CDN may serve it to every reader of the post; a member's (nonce)
 * is `private, no-store`. Errors are never cached.
 *
 * The route is a normal REST route; EarlyAnswer answers the same request before WordPress
 * registers blocks or runs the REST server (the poll's cost is WordPress's boot).
 */
final class UpdateRoute {

	/**
	 * The route, under Farol's namespace.
	 */
	public const ROUTE = '/update';

	/**
	 * Seconds a shared cache may keep a guest's answer: short, as the poll itself is 10 s or more.
	 */
	public const MAX_AGE = 10;

	/**
	 * The contract's query schema.
	 */
	private const QUERY_FILE = __DIR__ . '/live-update-query.schema.json';

	/**
	 * Creates the route.
	 *
	 * @param LiveUpdate   $update The answer's builder.
	 * @param ReadablePost $gate   The read actions' post check.
	 * @param LiveSettings $live   The live settings.
	 */
	public function __construct(
		private readonly LiveUpdate $update,
		private readonly ReadablePost $gate,
		private readonly LiveSettings $live
	) {
	}

	/**
	 * Registers the route (rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			Names::REST_NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => 'GET',
				'callback'            => array( $this, 'answer' ),
				'permission_callback' => '__return_true',
				'args'                => self::args(),
			)
		);
	}

	/**
	 * The route's arguments, from the contract.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function args(): array {
		$schema   = JsonFile::schema( self::QUERY_FILE );
		$required = $schema['required'] ?? array();
		$args     = array();
		foreach ( $schema['properties'] as $name => $property ) {
			$args[ $name ] = array_merge( $property, array( 'required' => in_array( $name, $required, true ) ) );
		}
		return $args;
	}

	/**
	 * Answers a poll whose arguments are valid.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function answer( WP_REST_Request $request ) {
		$refusal = $this->live->enabled_for_visitor() ? null : 'live_updates_off';
		$post    = null === $refusal ? $this->gate->check( (int) $request->get_param( 'postId' ) ) : $refusal;
		if ( is_string( $post ) ) {
			return new WP_Error( $post, Phrases::get( $post ), array( 'status' => Request::status( $post ) ) );
		}
		$response = new WP_REST_Response(
			$this->update->answer(
				$post,
				(int) $request->get_param( 'lastId' ),
				LiveThread::id_list( (string) $request->get_param( 'visibleCommentIds' ), LiveUpdate::MAX_VISIBLE ),
				(string) $request->get_param( 'version' )
			)
		);
		$response->header( 'Cache-Control', is_user_logged_in() ? 'private, no-store, max-age=0' : 'public, max-age=' . self::MAX_AGE );
		return $response;
	}
}
