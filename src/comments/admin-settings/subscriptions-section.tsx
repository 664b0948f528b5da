/**
 * Subscriptions (issue 23): on or off, the types the subscribe bar offers, the comment form's
 * "notify me of replies" box and the guests' double opt-in. The mail texts are phrases (the
 * Phrases tab, "mail_…" keys), one line each, with the placeholders listed here.
 */
/**
 * WordPress dependencies
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SectionProps } from './section-props';

/** The placeholders a mail text may hold. */
export const MAIL_PLACEHOLDERS = [
	'[postTitle]',
	'[siteTitle]',
	'[subscriptionType]',
	'[commentAuthor]',
	'[commentContent]',
	'[commentLink]',
	'[confirmUrl]',
	'[unsubscribeUrl]',
] as const;

/**
 * The subscription settings.
 *
 * @param props Section properties.
 */
export function SubscriptionsSection( props: SectionProps ) {
	const { settings, change } = props;
	const on = settings.subscriptions_enabled;
	return (
		<>
			<ToggleControl
				label={ __( 'Visitors may subscribe by email', 'farol' ) }
				help={ __(
					'A subscribe bar above the comments, and the notification mail when a comment is approved.',
					'farol'
				) }
				checked={ on }
				onChange={ ( value ) =>
					change( { subscriptions_enabled: value } )
				}
			/>
			<ToggleControl
				label={ __( 'Offer: new comments on the post', 'farol' ) }
				checked={ settings.subscribe_post }
				disabled={ ! on }
				onChange={ ( value ) => change( { subscribe_post: value } ) }
			/>
			<ToggleControl
				label={ __( 'Offer: replies to my comments', 'farol' ) }
				checked={ settings.subscribe_all_comment }
				disabled={ ! on }
				onChange={ ( value ) =>
					change( { subscribe_all_comment: value } )
				}
			/>
			<ToggleControl
				label={ __(
					'Comment form: "Notify me of replies to my comment"',
					'farol'
				) }
				checked={ settings.subscribe_reply_checkbox }
				disabled={ ! on }
				onChange={ ( value ) =>
					change( { subscribe_reply_checkbox: value } )
				}
			/>
			<ToggleControl
				label={ __(
					'Guests confirm by email (double opt-in)',
					'farol'
				) }
				help={ __(
					'Recommended: without it, anyone could subscribe someone else’s address.',
					'farol'
				) }
				checked={ settings.subscription_double_opt_in }
				disabled={ ! on }
				onChange={ ( value ) =>
					change( { subscription_double_opt_in: value } )
				}
			/>
			<p className="farol-comment-settings__help">
				{ __(
					'The mail texts are in the Phrases tab (keys starting with "mail_"). They may hold:',
					'farol'
				) }{ ' ' }
				<code>{ MAIL_PLACEHOLDERS.join( ' ' ) }</code>
			</p>
		</>
	);
}
