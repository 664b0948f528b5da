/**
 * The answers of follows, the info modal and guest actions (a contract module: imports zod
 * only), spread into `commentsAnswers` (answers-contract.ts), so `npm run contracts` publishes
 * them and WireContractTest checks PHP against them.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

const count = z.number().int().min( 0 );

/** wpdFollowUser: the button's title and class for its new state. */
export const followAnswer = z.object( {
	followTip: z.string(),
	followClass: z.enum( [ 'wpd-follow-active', 'wpd-follow-link' ] ),
} );

/** A tab's page (items and pager, escaped HTML) and its numbers. */
export const infoPageAnswer = z.object( {
	html: z.string(),
	page: count.min( 1 ),
	pages: count.min( 1 ),
	total: count,
} );
export type InfoPageAnswer = z.output< typeof infoPageAnswer >;

/** wpdGetInfo: the modal's markup (a member's tabs, or a guest's e-mail form). */
export const infoAnswer = z.object( { html: z.string() } );

/** wpdEmailDeleteLinks and wpdGuestAction: the text the widget shows. */
export const guestMessageAnswer = z.object( { message: z.string() } );

/** The actions of this area, by name. */
export const infoAnswers = {
	wpdFollowUser: followAnswer,
	wpdCancelFollow: infoPageAnswer,
	wpdGetInfo: infoAnswer,
	wpdGetActivityPage: infoPageAnswer,
	wpdGetFollowsPage: infoPageAnswer,
	wpdGetSubscriptionsPage: infoPageAnswer,
	wpdEmailDeleteLinks: guestMessageAnswer,
	wpdGuestAction: guestMessageAnswer,
};
