<?php
/**
 * The follow button in a comment's actions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Follows;

use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use WP_Comment;

/**
 * Adds a "Follow" button to each approved comment's actions row (`farol_comment_actions_html`),
 * except on the visitor's own comments and on comments without an e-mail. A member sees the
 * state they are in (one query per page for their follows, not one per comment); a guest sees
 * "Follow", whose answer asks them to log in. The title and class of each state are the ones
 * wpdFollowUser answers (state()).
 *
 * One accessible pattern, here and in the client (src/comments/follows/follow.ts): the visible
 * label changes with the state ("Follow" / "Following") and the button has no `aria-pressed`
 * (WAI-ARIA APG: a toggle button whose label changes must not also say pressed, or a screen
 * reader announces "Following, pressed" and the name no longer says what pressing does). The
 * name is the state; the title (followTip: "Follow this author" / "Stop following this author")
 * is the description, and says what a press does.
 */
final class FollowButton {

	/**
	 * The class of the followed state (the spec's `followClass`).
	 */
	public const ACTIVE_CLASS = 'wpd-follow-active';

	/**
	 * The class of the not-followed state.
	 */
	public const INACTIVE_CLASS = 'wpd-follow-link';

	/**
	 * The e-mails the current member follows, read once a request (member id => set).
	 *
	 * @var array<int,array<string,true>>
	 */
	private array $followed = array();

	/**
	 * The store's write count when $followed was read.
	 *
	 * @var int
	 */
	private int $read_at = -1;

	/**
	 * The button's markup by state (0: follow, 1: unfollow), built once for the phrases in
	 * $buttons_for rather than once per comment.
	 *
	 * @var array<int,string>
	 */
	private array $buttons = array();

	/**
	 * The phrases $buttons were built with (Phrases::all(); other phrases, other buttons).
	 *
	 * @var array<string,string>|null
	 */
	private ?array $buttons_for = null;

	/**
	 * Creates the button.
	 *
	 * @param FollowStore $store    The follows.
	 * @param Settings    $settings Widget settings.
	 */
	public function __construct( private readonly FollowStore $store, private readonly Settings $settings ) {
	}

	/**
	 * Adds the filter.
	 */
	public function register(): void {
		add_filter( 'farol_comment_actions_html', array( $this, 'actions' ), 20, 2 );
	}

	/**
	 * The title and class of a state, as wpdFollowUser answers them.
	 *
	 * @param bool $following Whether the visitor now follows the author.
	 * @return array{followTip: string, followClass: string}
	 */
	public static function state( bool $following ): array {
		return array(
			'followTip'   => Phrases::get( $following ? 'unfollow_tip' : 'follow_tip' ),
			'followClass' => $following ? self::ACTIVE_CLASS : self::INACTIVE_CLASS,
		);
	}

	/**
	 * Appends the button.
	 *
	 * @param mixed $html    Markup so far.
	 * @param mixed $comment The comment.
	 */
	public function actions( $html, $comment ): string {
		$html = (string) $html;
		if ( ! $comment instanceof WP_Comment || ! $this->settings->follows_enabled() || '1' !== (string) $comment->comment_approved ) {
			return $html;
		}
		$email = FollowActions::author_email( $comment );
		if ( '' === $email ) {
			return $html;
		}
		$following = false;
		if ( is_user_logged_in() ) {
			$user = wp_get_current_user();
			if ( FollowActions::is_own( $comment, $user ) ) {
				return $html;
			}
			$following = isset( $this->followed_by( $user->ID )[ $email ] );
		}
		return $html . $this->button( $following );
	}

	/**
	 * The button in a state, escaped.
	 *
	 * @param bool $following Whether the visitor follows the author.
	 */
	private function button( bool $following ): string {
		$phrases = Phrases::all();
		if ( $phrases !== $this->buttons_for ) {
			$this->buttons     = array();
			$this->buttons_for = $phrases;
		}
		$index = $following ? 1 : 0;
		if ( ! isset( $this->buttons[ $index ] ) ) {
			$state                   = self::state( $following );
			$this->buttons[ $index ] = '<button type="button" class="farol-comment__follow ' . esc_attr( $state['followClass'] ) . '" data-farol-action="follow" title="' . esc_attr( $state['followTip'] ) . '">' . esc_html( Phrases::get( $following ? 'unfollow' : 'follow' ) ) . '</button>';
		}
		return $this->buttons[ $index ];
	}

	/**
	 * The e-mails a member follows.
	 *
	 * @param int $user Member id.
	 * @return array<string,true>
	 */
	private function followed_by( int $user ): array {
		if ( FollowStore::$writes !== $this->read_at ) {
			$this->followed = array();
			$this->read_at  = FollowStore::$writes;
		}
		if ( ! isset( $this->followed[ $user ] ) ) {
			$this->followed[ $user ] = array_fill_keys( $this->store->followed_emails( $user ), true );
		}
		return $this->followed[ $user ];
	}
}
