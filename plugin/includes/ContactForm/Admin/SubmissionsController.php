<?php
/**
 * The Submissions inbox's REST routes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Admin;

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Forwarding\ContactForwardingQueue;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Support\Csv\CsvResponse;
use Farol\Support\JsonFile;
use Farol\Support\Names;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Routes under farol/v1/contact-submissions, for people who may read the inbox
 * (ContactFormPostType::INBOX_CAPABILITY; anyone else gets 401 logged out, 403 logged in;
 * cookie-authenticated calls need the REST nonce, as every core route):
 *
 * - GET contact-submissions?form&status&search&page&per_page: a page, newest first, the
 *   totals in X-WP-Total and X-WP-TotalPages;
 * - GET contact-submissions/{id}: one submission in full; POST it with `{spam: bool}` to mark
 *   it as spam or not (a message released from spam fires `farol_contact_submission_not_spam`
 *   with its id and form id); DELETE it (then `farol_contact_submission_deleted` fires with the row);
 * - POST contact-submissions/{id}/resend: mails it again (SubmissionResender);
 * - POST contact-submissions/{id}/forward: puts its failed forwarding to RD Station back in the
 *   queue (409 unless it failed; then `farol_contact_forwarding_requeued` fires with its id);
 * - GET contact-submissions/export.csv?form&status&search: a form's submissions as CSV.
 *
 * Arguments come from contact-submissions-routes.schema.json, generated from
 * src/contact-form/submissions-contract.ts.
 */
final class SubmissionsController {

	/**
	 * Base of the routes.
	 */
	public const BASE = 'contact-submissions';

	/**
	 * Creates the controller.
	 *
	 * @param SubmissionRepository $submissions The store.
	 * @param string               $schema_file Absolute path of contact-submissions-routes.schema.json.
	 */
	public function __construct( private readonly SubmissionRepository $submissions, private readonly string $schema_file ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_pre_serve_request', array( CsvResponse::class, 'serve' ), 10, 4 );
	}

	/**
	 * Registers the routes. Runs on rest_api_init.
	 */
	public function register_routes(): void {
		$schema = $this->schema();
		$item   = '/' . self::BASE . '/(?P<id>\d+)';
		$this->route( '/' . self::BASE, WP_REST_Server::READABLE, 'list', $this->args( $schema['list'] ) );
		$this->route( '/' . self::BASE . '/export\.csv', WP_REST_Server::READABLE, 'export', $this->args( $schema['export'] ) );
		$this->route( $item, WP_REST_Server::READABLE, 'read', $this->id_args() );
		$this->route( $item, WP_REST_Server::EDITABLE, 'update', $this->id_args() + $this->args( $schema['update'] ) );
		$this->route( $item, WP_REST_Server::DELETABLE, 'delete', $this->id_args() );
		$this->route( $item . '/resend', WP_REST_Server::CREATABLE, 'resend', $this->id_args() );
		$this->route( $item . '/forward', WP_REST_Server::CREATABLE, 'forward', $this->id_args() );
	}

	/**
	 * Whether the current user may use the inbox.
	 *
	 * @return true|WP_Error
	 */
	public function can_use(): bool|WP_Error {
		if ( current_user_can( ContactFormPostType::INBOX_CAPABILITY ) ) {
			return true;
		}
		return new WP_Error(
			'farol_contact_submissions_forbidden',
			__( 'Sorry, you are not allowed to read the messages of contact forms.', 'farol' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * A page of submissions.
	 *
	 * @param WP_REST_Request $request Valid request.
	 */
	public function list( WP_REST_Request $request ): WP_REST_Response {
		$per_page  = (int) $request['per_page'];
		$page      = $this->submissions->page( $this->filter( $request ), (int) $request['page'], $per_page );
		$presenter = new SubmissionPresenter();
		$response  = new WP_REST_Response( array_map( array( $presenter, 'summary' ), $page['rows'] ), 200 );
		$response->header( 'X-WP-Total', (string) $page['total'] );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $page['total'] / max( 1, $per_page ) ) );
		return $response;
	}

	/**
	 * One submission.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function read( WP_REST_Request $request ) {
		$row = $this->find( $request );
		return $row instanceof WP_Error ? $row : new WP_REST_Response( ( new SubmissionPresenter() )->detail( $row ), 200 );
	}

	/**
	 * Marks a submission as spam or as not spam.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update( WP_REST_Request $request ) {
		$row = $this->find( $request );
		if ( $row instanceof WP_Error ) {
			return $row;
		}
		if ( true === $request['spam'] ) {
			$this->submissions->mark_spam( $row );
		} elseif ( 'spam' === $row['status'] ) {
			$this->submissions->unmark_spam( $row );
			/**
			 * A message held as spam was released by a moderator: from now on it is a stored
			 * submission like any other (the contact forwarding queues it).
			 *
			 * @param int $submission_id The submission.
			 * @param int $form_id       Its form.
			 */
			do_action( 'farol_contact_submission_not_spam', (int) $row['id'], (int) $row['form_id'] );
		}
		return $this->read( $request );
	}

	/**
	 * Deletes a submission, then lets others forget what they kept with it.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete( WP_REST_Request $request ) {
		$row = $this->find( $request );
		if ( $row instanceof WP_Error ) {
			return $row;
		}
		if ( ! $this->submissions->delete( (int) $row['id'] ) ) {
			return new WP_Error( 'farol_contact_submission_not_deleted', __( 'The message could not be deleted.', 'farol' ), array( 'status' => 500 ) );
		}
		/**
		 * Fires after a contact form submission was deleted from the inbox.
		 *
		 * @param array<string,mixed> $row The deleted submission (fields and files decoded).
		 */
		do_action( 'farol_contact_submission_deleted', $row );
		return new WP_REST_Response(
			array(
				'deleted' => true,
				'id'      => (int) $row['id'],
			),
			200
		);
	}

	/**
	 * Mails a submission again.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function resend( WP_REST_Request $request ) {
		$row = $this->find( $request );
		if ( $row instanceof WP_Error ) {
			return $row;
		}
		$presenter = new SubmissionPresenter();
		$after     = ( new SubmissionResender( $this->submissions, $presenter ) )->resend( $row );
		return $after instanceof WP_Error ? $after : new WP_REST_Response( $presenter->detail( $after ), 200 );
	}

	/**
	 * Puts a submission whose forwarding failed back in the contact forwarding queue: due at
	 * once, attempts reset, the last error kept until the next attempt.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function forward( WP_REST_Request $request ) {
		$row = $this->find( $request );
		if ( $row instanceof WP_Error ) {
			return $row;
		}
		if ( 1 !== ( new ContactForwardingQueue() )->store()->requeue_failed( gmdate( 'Y-m-d H:i:s' ), (int) $row['id'] ) ) {
			return new WP_Error( 'farol_contact_forwarding_not_failed', __( 'Only a message whose forwarding failed can be forwarded again.', 'farol' ), array( 'status' => 409 ) );
		}
		/**
		 * A failed forwarding was put back in the queue from the inbox (the forwarding module
		 * schedules a run soon).
		 *
		 * @param int $submission_id The submission.
		 */
		do_action( 'farol_contact_forwarding_requeued', (int) $row['id'] );
		return $this->read( $request );
	}

	/**
	 * A form's submissions as a CSV download.
	 *
	 * @param WP_REST_Request $request Valid request.
	 */
	public function export( WP_REST_Request $request ): CsvResponse {
		$filter = array( 'form' => (int) $request['form'] ) + $this->filter( $request );
		return new CsvResponse( new SubmissionsCsv( $this->submissions, new SubmissionPresenter(), $filter ) );
	}

	/**
	 * The request's submission, or a 404.
	 *
	 * @param WP_REST_Request $request Request with an id.
	 * @return array<string,mixed>|WP_Error
	 */
	private function find( WP_REST_Request $request ) {
		$row = $this->submissions->find( (int) $request['id'] );
		return $row ?? new WP_Error( 'farol_contact_submission_not_found', __( 'No message has this ID.', 'farol' ), array( 'status' => 404 ) );
	}

	/**
	 * The filters a request sets.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return array{form?:int,status?:string,search?:string}
	 */
	private function filter( WP_REST_Request $request ): array {
		$filter = array();
		if ( null !== $request['form'] ) {
			$filter['form'] = (int) $request['form'];
		}
		if ( null !== $request['status'] ) {
			$filter['status'] = (string) $request['status'];
		}
		if ( null !== $request['search'] ) {
			$filter['search'] = (string) $request['search'];
		}
		return $filter;
	}

	/**
	 * Registers one route.
	 *
	 * @param string                            $route    Route.
	 * @param string                            $methods  Methods.
	 * @param string                            $callback Method of this class.
	 * @param array<string,array<string,mixed>> $args     Arguments.
	 */
	private function route( string $route, string $methods, string $callback, array $args ): void {
		register_rest_route(
			Names::REST_NAMESPACE,
			$route,
			array(
				'methods'             => $methods,
				'callback'            => array( $this, $callback ),
				'permission_callback' => array( $this, 'can_use' ),
				'args'                => $args,
			)
		);
	}

	/**
	 * A route's arguments from its contract schema, with descriptions for people.
	 *
	 * @param array<string,mixed> $schema The route's object schema.
	 * @return array<string,array<string,mixed>>
	 */
	private function args( array $schema ): array {
		$required     = $schema['required'] ?? array();
		$descriptions = array(
			'form'     => __( 'Only messages of this contact form (ID).', 'farol' ),
			'status'   => __( 'Only messages with this status.', 'farol' ),
			'search'   => __( 'Text found in any of the sent values.', 'farol' ),
			'page'     => __( 'Page of the list, from 1.', 'farol' ),
			'per_page' => __( 'Items per page.', 'farol' ),
			'spam'     => __( 'Whether the message is spam.', 'farol' ),
		);
		$args         = array();
		foreach ( $schema['properties'] as $name => $property ) {
			$args[ $name ] = array_merge(
				$property,
				array(
					'description'       => $descriptions[ $name ] ?? '',
					'required'          => in_array( $name, $required, true ),
					'sanitize_callback' => 'rest_sanitize_request_arg',
					'validate_callback' => 'rest_validate_request_arg',
				)
			);
		}
		return $args;
	}

	/**
	 * The ID argument of an item route.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function id_args(): array {
		return array(
			'id' => array(
				'description' => __( 'ID of the message.', 'farol' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
	}

	/**
	 * The routes' argument schemas.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function schema(): array {
		return JsonFile::read( $this->schema_file )['properties'];
	}
}
