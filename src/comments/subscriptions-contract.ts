/**
 * The subscriptions' answers (issue 23): wpdAddSubscription, wpdUnsubscribe,
 * wpdCheckNotificationType and wpdCancelSubscription, spread into `commentsAnswers`
 * (answers-contract.ts), so the PHP wire test validates each. A contract module: zod only.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

const count = z.number().int().min( 0 );

/** A subscription's outcome: the phrase key of what happened and its configured text. */
export const subscriptionAnswer = z.object( {
	code: z.enum( [
		'subscription_added',
		'subscription_confirm_sent',
		'unsubscribed',
	] ),
	message: z.string(),
} );

/**
 * wpdCheckNotificationType: '' when the form asked for nothing, else the phrase key of what
 * was done for the comment's author.
 */
export const notificationAnswer = z.enum( [
	'',
	'subscription_added',
	'subscription_confirm_sent',
	'subscription_exists',
] );

/** wpdCheckNotificationType as the client reads it: api.ts wraps a non-object `data` as `{ value }`. */
export const notificationClientAnswer = z.object( {
	value: notificationAnswer,
} );

/** One page of the info modal's subscriptions tab, as wpdCancelSubscription answers it. */
export const subscriptionsPageAnswer = z.object( {
	html: z.string(),
	page: count.min( 1 ),
	pages: count.min( 1 ),
	total: count,
} );

export const subscriptionAnswers = {
	wpdAddSubscription: subscriptionAnswer,
	wpdUnsubscribe: subscriptionAnswer,
	wpdCheckNotificationType: notificationAnswer,
	wpdCancelSubscription: subscriptionsPageAnswer,
};
