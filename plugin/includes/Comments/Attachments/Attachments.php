<?php
/**
 * Attachments with comments.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Attachments;

use Farol\Comments\Settings;
use Farol\Comments\Write\EditPermission;
use Farol\Support\Abuse\RateLimit;
use Farol\Support\Abuse\Throttle;
use WP_Comment;

/**
 * Files sent with a comment (the spec's "file parts" of wpdAddComment, and of the form posted
 * without JavaScript): built by CommentsModule, which lists handler() among its ajax actions and
 * calls register(). The comment pipeline's seams carry it: `farol_comment_refusal` checks and
 * prepares the files before the comment is inserted (IncomingFiles; a refusal refuses the
 * comment, nothing is kept), `farol_comment_posted` keeps them with the new comment
 * (AttachmentStore); the renderer prints them and the file input (AttachmentRenderer); the
 * controller serves them (AttachmentsController); deleting a comment deletes its files.
 */
final class Attachments {

	/**
	 * The files prepared for the comment being posted.
	 *
	 * @var list<array{path:string,name:string,size:int,ext:string,kind:string,width:int,height:int,temporary:bool}>
	 */
	private array $ready = array();

	/**
	 * The attachments.
	 *
	 * @var AttachmentStore
	 */
	private AttachmentStore $store;

	/**
	 * The settings.
	 *
	 * @var AttachmentSettings
	 */
	private AttachmentSettings $settings;

	/**
	 * Builds the services.
	 *
	 * @param Settings       $settings   The widget's settings.
	 * @param EditPermission $permission Who may delete.
	 * @param Throttle       $throttle   The per-address limit.
	 */
	public function __construct( Settings $settings, private readonly EditPermission $permission, private readonly Throttle $throttle ) {
		$this->store    = new AttachmentStore();
		$this->settings = new AttachmentSettings( $settings );
	}

	/**
	 * The per-address limit of uploads: 20 comments with files in 10 minutes.
	 */
	public static function rate_limit(): RateLimit {
		return new RateLimit( 'comment-attachments', 20, 600 );
	}

	/**
	 * The wmuDeleteAttachment handler.
	 */
	public function handler(): DeleteAttachmentAction {
		return new DeleteAttachmentAction( $this->store, $this->permission, $this->throttle );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$renderer = new AttachmentRenderer( $this->store, $this->settings, $this->permission );
		( new AttachmentsController( $this->store ) )->register();
		add_filter( 'farol_comment_refusal', array( $this, 'check' ) );
		add_action( 'farol_comment_posted', array( $this, 'keep' ) );
		add_filter( 'farol_comment_after_text_html', array( $renderer, 'after_text' ), 10, 2 );
		add_filter( 'farol_comment_form_fields_html', array( $renderer, 'field' ), 10, 3 );
		add_action( 'delete_comment', fn ( $id ) => $this->store->delete_files_of( (int) $id ) );
		add_action( 'shutdown', fn () => IncomingFiles::discard( $this->ready ) );
	}

	/**
	 * Checks and prepares the request's files before its comment is inserted.
	 *
	 * @internal Filter callback of farol_comment_refusal.
	 * @param mixed $problem The refusal so far ('' for none).
	 */
	public function check( $problem ): string {
		$problem = is_string( $problem ) ? $problem : '';
		$files   = IncomingFiles::posted();
		if ( '' !== $problem || array() === $files ) {
			return $problem;
		}
		if ( $this->throttle->over( self::rate_limit() ) ) {
			return 'rate_limited';
		}
		$ready = ( new IncomingFiles( $this->settings ) )->prepare( $files );
		if ( is_string( $ready ) ) {
			return $ready;
		}
		$this->ready = $ready;
		return '';
	}

	/**
	 * Keeps the prepared files with the new comment.
	 *
	 * @internal Action callback of farol_comment_posted.
	 * @param mixed $comment The new comment.
	 */
	public function keep( $comment ): void {
		if ( ! $comment instanceof WP_Comment ) {
			return;
		}
		foreach ( $this->ready as $file ) {
			$this->store->add( (int) $comment->comment_ID, $file );
		}
		IncomingFiles::discard( $this->ready );
		$this->ready = array();
		// The comment's markup (the answer, the thread) is read after this, with its files.
		clean_comment_cache( (int) $comment->comment_ID );
	}
}
