/**
 * The comment widget's settings page: four tabs (the thread, writing, live updates, phrases) over one
 * settings object, read from and saved to wp/v2/settings as a whole. A save is checked first
 * (validate.ts), and a problem shows beside its field with the tab marked; the server's own
 * refusal shows above.
 */
/**
 * External dependencies
 */
import {
	FormNotice,
	NotLoaded,
	useSettingsForm,
} from '@farol/lib/admin/settings';

/**
 * WordPress dependencies
 */
import { Button, TabPanel } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CommentSettings } from '../settings-contract';
import { loadSettings, saveSettings } from './api';
import type { BootData } from './boot';
import { InfoSection } from './info-section';
import { CaptchaSection } from './captcha-section';
import { isLiveField, LiveSection } from './live-section';
import { InlineSection } from './inline-section';
import { PhrasesSection } from './phrases-section';
import { RatingSection } from './rating-section';
import { AttachmentsSection } from './attachments-section';
import { SocialSection } from './social-section';
import type { SectionProps } from './section-props';
import { SubscriptionsSection } from './subscriptions-section';
import { ThreadSection } from './thread-section';
import { validate, type FieldErrors } from './validate';
import { WritingSection } from './writing-section';

/** The fields of each tab, to mark a tab that holds a problem. */
const TAB_FIELDS: Record< string, ( field: string ) => boolean > = {
	thread: ( field ) =>
		[ 'per_page', 'read_more_words', 'default_sorting' ].includes( field ),
	writing: ( field ) =>
		! field.startsWith( 'phrases' ) &&
		! field.startsWith( 'subscri' ) &&
		! isLiveField( field ) &&
		! [ 'per_page', 'read_more_words', 'default_sorting' ].includes(
			field
		),
	phrases: ( field ) => field.startsWith( 'phrases' ),
	subscriptions: ( field ) => field.startsWith( 'subscri' ),
	live: isLiveField,
};

interface Props {
	boot: BootData;
}

/**
 * The page.
 *
 * @param props      Properties.
 * @param props.boot The server's boot data.
 */
export function SettingsPage( { boot }: Props ) {
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const { settings, change, busy, message, setMessage, submit } =
		useSettingsForm( {
			load: loadSettings,
			save: saveSettings,
			clearOnChange: true,
			check: ( value: CommentSettings ) => {
				const found = validate( value, boot.placeholders );
				setErrors( found );
				return Object.keys( found ).length > 0
					? {
							error: __(
								'Some values cannot be saved: see the marked fields.',
								'farol'
							),
					  }
					: { value };
			},
		} );

	if ( ! settings ) {
		return (
			<NotLoaded
				message={ message }
				placeholder={
					<p className="farol-comment-settings__loading">
						{ __( 'Loading…', 'farol' ) }
					</p>
				}
			/>
		);
	}

	const section: SectionProps = { settings, change, errors, boot };
	const marked = ( tab: string, title: string ) =>
		Object.keys( errors ).some( ( field ) => TAB_FIELDS[ tab ]?.( field ) )
			? `${ title } ⚠`
			: title;

	return (
		<form
			className="farol-comment-settings"
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			<FormNotice
				className="farol-comment-settings__notice"
				message={ message }
				onRemove={ () => setMessage( null ) }
			/>
			<TabPanel
				className="farol-comment-settings__tabs"
				tabs={ [
					{
						name: 'thread',
						title: marked( 'thread', __( 'Thread', 'farol' ) ),
					},
					{
						name: 'writing',
						title: marked( 'writing', __( 'Writing', 'farol' ) ),
					},
					{
						name: 'subscriptions',
						title: marked(
							'subscriptions',
							__( 'Subscriptions', 'farol' )
						),
					},
					{
						name: 'live',
						title: marked( 'live', __( 'Live updates', 'farol' ) ),
					},
					{
						name: 'phrases',
						title: marked( 'phrases', __( 'Phrases', 'farol' ) ),
					},
				] }
			>
				{ ( tab ) => (
					<div className="farol-comment-settings__panel">
						{ tab.name === 'thread' && (
							<>
								<ThreadSection { ...section } />
								<RatingSection { ...section } />
								<InlineSection { ...section } />
							</>
						) }
						{ tab.name === 'writing' && (
							<>
								<WritingSection { ...section } />
								<CaptchaSection { ...section } />
								<InfoSection { ...section } />
								<AttachmentsSection { ...section } />
								<SocialSection { ...section } />
							</>
						) }
						{ tab.name === 'subscriptions' && (
							<SubscriptionsSection { ...section } />
						) }
						{ tab.name === 'live' && (
							<LiveSection { ...section } />
						) }
						{ tab.name === 'phrases' && (
							<PhrasesSection { ...section } />
						) }
					</div>
				) }
			</TabPanel>
			<Button
				variant="primary"
				type="submit"
				isBusy={ busy }
				disabled={ busy }
			>
				{ __( 'Save settings', 'farol' ) }
			</Button>
		</form>
	);
}
