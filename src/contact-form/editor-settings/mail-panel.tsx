/**
 * The Mail panel: recipient, subject, body and reply-to (MAIL_META), the form's field
 * placeholders as buttons that insert `[name]` where the caret was in the last mail input
 * used (the body when none was), and warnings for what the server could not use.
 */
/**
 * External dependencies
 */
import type { SyntheticEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	Notice,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	type BlockLike,
	type MailTexts,
	fieldNames,
	insertAt,
	recipientValid,
	replyToValid,
	unknownPlaceholders,
} from './mail-checks';
import { useTextsMeta } from './use-meta';

export const MAIL_META = 'farol_contact_form_mail';

type MailKey = keyof MailTexts;
type Caret = { key: MailKey; start: number; end: number };

/** Marks each mail input (an `id` would unlink TextareaControl's label from its textarea). */
const MARK = 'data-farol-mail';

/**
 * The panel.
 */
export function MailPanel() {
	const [ mail, setMail ] = useTextsMeta( MAIL_META );
	const texts: MailTexts = {
		recipient: mail.recipient ?? '',
		subject: mail.subject ?? '',
		body: mail.body ?? '',
		reply_to: mail.reply_to ?? '',
	};
	const names = useSelect(
		( select ) =>
			fieldNames(
				(
					select( 'core/block-editor' ) as {
						getBlocks: () => BlockLike[];
					}
				 ).getBlocks()
			),
		[]
	);
	const caret = useRef< Caret >( { key: 'body', start: -1, end: -1 } );

	const change = ( key: MailKey, value: string ) =>
		setMail( { ...mail, [ key ]: value } );

	const remember =
		( key: MailKey ) =>
		( event: SyntheticEvent< HTMLInputElement | HTMLTextAreaElement > ) => {
			const target = event.currentTarget;
			caret.current = {
				key,
				start: target.selectionStart ?? target.value.length,
				end: target.selectionEnd ?? target.value.length,
			};
		};

	const insert = ( name: string ) => {
		const { key } = caret.current;
		const text = texts[ key ];
		const start =
			caret.current.start < 0 ? text.length : caret.current.start;
		const end = caret.current.end < 0 ? text.length : caret.current.end;
		const next = insertAt( text, start, end, `[${ name }]` );
		change( key, next.value );
		caret.current = { key, start: next.caret, end: next.caret };
		// After the store's update re-renders the input with the new text.
		window.requestAnimationFrame( () => {
			const element = document.querySelector( `[${ MARK }="${ key }"]` );
			if (
				element instanceof HTMLInputElement ||
				element instanceof HTMLTextAreaElement
			) {
				element.focus();
				element.setSelectionRange( next.caret, next.caret );
			}
		} );
	};

	const tracking = ( key: MailKey ) => ( {
		[ MARK ]: key,
		onFocus: remember( key ),
		onSelect: remember( key ),
		onKeyUp: remember( key ),
		onClick: remember( key ),
	} );

	const unknown = unknownPlaceholders( texts, names );

	return (
		<PluginDocumentSettingPanel
			name="farol-contact-form-mail"
			title={ __( 'Mail', 'farol' ) }
			className="farol-contact-form-settings"
		>
			<TextControl
				label={ __( 'Recipient', 'farol' ) }
				help={ __(
					'Addresses separated by commas, or a placeholder. Empty: the site’s admin address.',
					'farol'
				) }
				value={ texts.recipient }
				onChange={ ( value: string ) => change( 'recipient', value ) }
				{ ...tracking( 'recipient' ) }
			/>
			{ ! recipientValid( texts.recipient ) && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'The recipient is not a valid email address or a placeholder.',
						'farol'
					) }
				</Notice>
			) }
			<TextControl
				label={ __( 'Subject', 'farol' ) }
				value={ texts.subject }
				onChange={ ( value: string ) => change( 'subject', value ) }
				{ ...tracking( 'subject' ) }
			/>
			<TextareaControl
				label={ __( 'Message body', 'farol' ) }
				help={ __(
					'Empty: every field as “Label: value”, one per line.',
					'farol'
				) }
				rows={ 8 }
				value={ texts.body }
				onChange={ ( value: string ) => change( 'body', value ) }
				{ ...tracking( 'body' ) }
			/>
			<TextControl
				label={ __( 'Reply-to', 'farol' ) }
				value={ texts.reply_to }
				onChange={ ( value: string ) => change( 'reply_to', value ) }
				{ ...tracking( 'reply_to' ) }
			/>
			{ ! replyToValid( texts.reply_to ) && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'The reply-to is not a valid email address or a placeholder.',
						'farol'
					) }
				</Notice>
			) }
			{ unknown.map( ( name ) => (
				<Notice key={ name } status="warning" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: a placeholder, e.g. [your-email]. */
						__(
							'The placeholder %s names no field of this form.',
							'farol'
						),
						`[${ name }]`
					) }
				</Notice>
			) ) }
			<div
				className="farol-contact-form-settings__placeholders"
				role="group"
				aria-label={ __( 'Field placeholders', 'farol' ) }
			>
				<p>
					{ __(
						'Field placeholders (click to insert where the cursor was):',
						'farol'
					) }
				</p>
				{ names.map( ( name ) => (
					<Button
						key={ name }
						variant="secondary"
						size="small"
						// Keeps the focus (and the caret) in the input being edited.
						onMouseDown={ ( event: SyntheticEvent ) =>
							event.preventDefault()
						}
						onClick={ () => insert( name ) }
					>
						{ `[${ name }]` }
					</Button>
				) ) }
			</div>
		</PluginDocumentSettingPanel>
	);
}
