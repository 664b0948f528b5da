/**
 * Rating the post (wpdUserRate), the lazy chunk `comments-rating`. A star's `data-rating` is its
 * count of stars (1–5), posted as `rating` as it is. A visitor who already rated is asked first
 * (the spec's confirm dialog, phrase `rating_change_confirm`): a member's own rating is in the
 * printed markup (`data-mine`, stars 1–5); a guest's page is the same for every guest (cacheable),
 * so the browser remembers the guest's rating of each post in localStorage after the answer.
 * The answer's markup (the server's one renderer) replaces the rating, and the focus goes to the
 * same star in it.
 */
/**
 * Internal dependencies
 */
import { fragment, request, type Context } from '../context';
import { rateAnswer, rateRequest } from '../rating-contract';
import { dispatch, store } from '../store';

const SLOT = '[data-farol-slot="rating"]';

/**
 * The localStorage key of a guest's rating of a post.
 *
 * @param postId The post.
 */
export function rememberedKey( postId: number ): string {
	return `farol_rating_${ postId }`;
}

/**
 * The stars (1–5) the visitor gave the post before, 0 when none is known.
 *
 * @param slot   The rating.
 * @param postId The post.
 */
export function ratedBefore( slot: HTMLElement, postId: number ): number {
	const printed = Number( slot.dataset.mine );
	if ( printed > 0 ) {
		return printed;
	}
	try {
		return (
			Number( window.localStorage.getItem( rememberedKey( postId ) ) ) ||
			0
		);
	} catch {
		return 0; // Storage refused (private mode, blocked): nothing is remembered.
	}
}

/**
 * Remembers the visitor's stars for the post.
 *
 * @param postId The post.
 * @param stars  1–5.
 */
function remember( postId: number, stars: number ): void {
	try {
		window.localStorage.setItem( rememberedKey( postId ), String( stars ) );
	} catch {
		// Storage refused: the next change is sent without the question.
	}
}

/**
 * Rates the post with the clicked star, after the question when the visitor rated before.
 *
 * @param ctx     The area.
 * @param button  The star.
 * @param confirm Asks the visitor (window.confirm; a test passes its own).
 */
export async function rate(
	ctx: Context,
	button: HTMLButtonElement,
	// eslint-disable-next-line no-alert -- changing a rating asks first, in the browser's own dialog.
	confirm: ( text: string ) => boolean = ( text ) => window.confirm( text )
): Promise< void > {
	const slot = button.closest< HTMLElement >( SLOT );
	const sent = rateRequest.safeParse( {
		rating: Number( button.dataset.rating ),
	} );
	if (
		! slot ||
		slot.getAttribute( 'aria-busy' ) === 'true' ||
		! sent.success
	) {
		return;
	}
	const postId = ctx.props.postId;
	if (
		ratedBefore( slot, postId ) > 0 &&
		! confirm( ctx.phrase( 'rating_change_confirm' ) )
	) {
		return;
	}
	slot.setAttribute( 'aria-busy', 'true' );
	const answer = await request(
		ctx,
		'wpdUserRate',
		{
			rating: sent.data.rating,
			...( ctx.props.nonce ? { nonce: ctx.props.nonce } : {} ),
		},
		rateAnswer,
		{ sayFailure: true }
	);
	slot.removeAttribute( 'aria-busy' );
	if ( ! answer ) {
		return;
	}
	remember( postId, answer.rating );
	const next = fragment( answer.html ).querySelector< HTMLElement >( SLOT );
	if ( next ) {
		const hadFocus = slot.contains( slot.ownerDocument.activeElement );
		slot.replaceWith( next );
		if ( hadFocus ) {
			next
				.querySelector< HTMLElement >(
					`[data-rating="${ sent.data.rating }"]`
				)
				?.focus();
		}
	}
	dispatch( store ).showMessage( 'success', ctx.phrase( 'rating_counted' ) );
}
