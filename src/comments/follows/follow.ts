/**
 * The follow button of a comment (printed by the server, Follows\FollowButton): wpdFollowUser
 * toggles following the comment's author and answers the button's new title and class
 * (`followTip`, `followClass`); the visible label follows the class ("Seguir" / "Seguindo") and
 * the title (its description) says what a press does. No `aria-pressed`: a toggle whose label
 * changes must not also announce a pressed state (WAI-ARIA APG; FollowButton.php prints the
 * same pattern). A refusal (a
 * guest is asked to log in, nobody follows themselves) is the widget's usual error message.
 */

/**
 * Internal dependencies
 */
import { commentOf, request, type Context } from '../context';
import { followAnswer } from '../info-contract';
import { dispatch, store } from '../store';

export const FOLLOW_ACTIVE = 'wpd-follow-active';
export const FOLLOW_INACTIVE = 'wpd-follow-link';

/**
 * Follows or unfollows the author of the button's comment.
 *
 * @param ctx    The area.
 * @param button The follow button.
 */
export async function toggleFollow(
	ctx: Context,
	button: HTMLButtonElement
): Promise< void > {
	const comment = commentOf( button );
	if ( ! comment || button.disabled ) {
		return;
	}
	button.disabled = true;
	const answer = await request(
		ctx,
		'wpdFollowUser',
		{ commentId: comment.id, nonce: ctx.props.nonce },
		followAnswer
	);
	button.disabled = false;
	if ( ! answer ) {
		return;
	}
	const following = answer.followClass === FOLLOW_ACTIVE;
	button.classList.remove( FOLLOW_ACTIVE, FOLLOW_INACTIVE );
	button.classList.add( answer.followClass );
	button.title = answer.followTip;
	button.textContent = ctx.phrase( following ? 'unfollow' : 'follow' );
	dispatch( store ).showMessage(
		'success',
		ctx.phrase( following ? 'follow_added' : 'follow_removed' )
	);
}
