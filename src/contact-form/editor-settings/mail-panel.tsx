/**
 * The Mail panel: recipient, subject, body and reply-to (MAIL_META), the form's field
 * placeholders as buttons that insert `[name]` where the caret was in the last mail input
 * used (the body when none was), and warnings for what the server could not use. The Mail (2)
 * panel is the same over MAIL_2_META, behind a switch (`active`), its recipient one address
 * or one placeholder (the server sends nothing to anything else).
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
	ToggleControl,
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
import { useMeta } from './use-meta';

export const MAIL_META = 'farol_contact_form_mail';
export const MAIL_2_META = 'farol_contact_form_mail_2';

type MailKey = keyof MailTexts;
type Caret = { key: MailKey; start: number; end: number };

/** Marks each mail input (an `id` would unlink TextareaControl's label from its textarea). */
const MARK = 'data-farol-mail';

/**
 * The panel of the first mail, or of the second.
 *
 * @param props        Props.
 * @param props.second Whether it edits the second mail (MAIL_2_META).
 */
export function MailPanel( { second = false }: { second?: boolean } ) {
	const [ raw, setRaw ] = useMeta( second ? MAIL_2_META : MAIL_META );
	const mail: Record< string, unknown > =
		raw && typeof raw === 'object' && ! Array.isArray( raw )
			? ( raw as Record< string, unknown > )
			: {};
	const textOf = ( key: MailKey ): string => {
		const value = mail[ key ];
		return typeof value === 'string' ? value : '';
	};
	const texts: MailTexts = {
		recipient: textOf( 'recipient' ),
		subject: textOf( 'subject' ),
		body: textOf( 'body' ),
		reply_to: textOf( 'reply_to' ),
	};
	const active = mail.active === true;
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

	const change = ( key: MailKey | 'active', value: string | boolean ) =>
		setRaw( { ...mail, [ key ]: value } );

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
			const element = document.querySelector(
				`[${ MARK }="${ mark( key ) }"]`
			);
			if (
				element instanceof HTMLInputElement ||
				element instanceof HTMLTextAreaElement
			) {
				element.focus();
				element.setSelectionRange( next.caret, next.caret );
			}
		} );
	};

	const mark = ( key: MailKey ) => ( second ? `mail_2:${ key }` : key );

	const tracking = ( key: MailKey ) => ( {
		[ MARK ]: mark( key ),
		onFocus: remember( key ),
		onSelect: remember( key ),
		onKeyUp: remember( key ),
		onClick: remember( key ),
	} );

	const unknown = unknownPlaceholders( texts, names );
	const recipientOk = second
		? replyToValid( texts.recipient )
		: recipientValid( texts.recipient );
	const toggle = second && (
		<ToggleControl
			label={ __( 'Send a second mail', 'farol' ) }
			help={ __(
				'Sent after the first, e.g. a confirmation to the visitor with [your-email] as its recipient.',
				'farol'
			) }
			checked={ active }
			onChange={ ( value: boolean ) => change( 'active', value ) }
		/>
	);

	if ( second && ! active ) {
		return (
			<PluginDocumentSettingPanel
				name="farol-contact-form-mail-2"
				title={ __( 'Mail (2)', 'farol' ) }
				className="farol-contact-form-settings"
			>
				{ toggle }
			</PluginDocumentSettingPanel>
		);
	}

	return (
		<PluginDocumentSettingPanel
			name={
				second ? 'farol-contact-form-mail-2' : 'farol-contact-form-mail'
			}
			title={ second ? __( 'Mail (2)', 'farol' ) : __( 'Mail', 'farol' ) }
			className="farol-contact-form-settings"
		>
			{ toggle }
			<TextControl
				label={ __( 'Recipient', 'farol' ) }
				help={
					second
						? __(
								'One address or a placeholder. Empty: the site’s admin address.',
								'farol'
						  )
						: __(
								'Addresses separated by commas, or a placeholder. Empty: the site’s admin address.',
								'farol'
						  )
				}
				value={ texts.recipient }
				onChange={ ( value: string ) => change( 'recipient', value ) }
				{ ...tracking( 'recipient' ) }
			/>
			{ ! recipientOk && (
				<Notice status="warning" isDismissible={ false }>
					{ second
						? __(
								'The recipient is not one valid email address or one placeholder: the second mail will not be sent.',
								'farol'
						  )
						: __(
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
