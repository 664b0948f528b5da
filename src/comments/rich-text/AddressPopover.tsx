/**
 * The address popover: a small form inside the editor, under the toolbar, for a link, an
 * image (address and description) or a video. It is not a browser prompt: Enter inserts,
 * Escape or Cancel closes it and gives the focus back to the editor, and an address the
 * content rules refuse shows an inline error (the phrase `editor_invalid_address`) tied to
 * the field. Its fields have no name, so the comment form never sends them, and Enter never
 * submits the comment form.
 */
/**
 * External dependencies
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
/**
 * Internal dependencies
 */
import { checkAddress, type AddressKind } from './address';
import type { LabelKey } from './labels';

interface Props {
	kind: AddressKind;
	labels: Record< LabelKey, string >;
	/** The address to start with (a link's current address). */
	initial: string;
	/** The host links are compared with. */
	siteHost: string;
	/** Inserts the checked address (for a link, '' removes it), with an image's description. */
	onInsert: ( value: string, alt: string ) => void;
	onCancel: () => void;
}

const PROMPTS: Record< AddressKind, LabelKey > = {
	link: 'editor_link_prompt',
	image: 'editor_image_prompt',
	video: 'editor_video_prompt',
};

const TITLES: Record< AddressKind, LabelKey > = {
	link: 'editor_link',
	image: 'editor_image',
	video: 'editor_video',
};

/**
 * The popover.
 *
 * @param props          The kind, texts and what to do.
 * @param props.kind     Link, image or video.
 * @param props.labels   The texts.
 * @param props.initial  The address to start with.
 * @param props.siteHost The site's host name.
 * @param props.onInsert Inserts the address.
 * @param props.onCancel Closes the popover.
 */
export default function AddressPopover( {
	kind,
	labels,
	initial,
	siteHost,
	onInsert,
	onCancel,
}: Props ) {
	const id = useId();
	const [ address, setAddress ] = useState( initial );
	const [ alt, setAlt ] = useState( '' );
	const [ invalid, setInvalid ] = useState( false );
	const field = useRef< HTMLInputElement >( null );
	useEffect( () => {
		field.current?.focus();
		field.current?.select();
	}, [] );
	const insert = () => {
		const checked = checkAddress( kind, address, siteHost );
		if ( ! checked.ok ) {
			setInvalid( true );
			field.current?.focus();
			return;
		}
		onInsert( checked.value, alt.trim() );
	};
	// Enter in a field inserts (and never submits the comment form around the editor).
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			insert();
		}
	};
	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the popover wherever the focus is inside it.
		<div
			className={ `farol-editor__popover farol-editor__popover--${ kind }` }
			role="group"
			aria-label={ labels[ TITLES[ kind ] ] }
			onKeyDown={ ( event ) => {
				if ( event.key === 'Escape' ) {
					event.preventDefault();
					event.stopPropagation();
					onCancel();
				}
			} }
		>
			<label htmlFor={ `${ id }-address` }>
				{ labels[ PROMPTS[ kind ] ] }
			</label>
			<input
				ref={ field }
				id={ `${ id }-address` }
				type="text"
				inputMode="url"
				autoComplete="off"
				spellCheck={ false }
				value={ address }
				aria-invalid={ invalid }
				aria-describedby={ invalid ? `${ id }-error` : undefined }
				onChange={ ( event ) => {
					setAddress( event.target.value );
					setInvalid( false );
				} }
				onKeyDown={ onKeyDown }
			/>
			{ kind === 'image' && (
				<>
					<label htmlFor={ `${ id }-alt` }>
						{ labels.editor_image_alt_prompt }
					</label>
					<input
						id={ `${ id }-alt` }
						type="text"
						autoComplete="off"
						value={ alt }
						onChange={ ( event ) => setAlt( event.target.value ) }
						onKeyDown={ onKeyDown }
					/>
				</>
			) }
			{ invalid && (
				<p
					id={ `${ id }-error` }
					className="farol-editor__popover-error"
					role="alert"
				>
					{ labels.editor_invalid_address }
				</p>
			) }
			<div className="farol-editor__popover-actions">
				<button type="button" onClick={ onCancel }>
					{ labels.editor_cancel }
				</button>
				<button
					type="button"
					className="farol-editor__insert"
					onClick={ insert }
				>
					{ labels.editor_source_insert }
				</button>
			</div>
		</div>
	);
}
