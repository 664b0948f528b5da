/**
 * One sticky rule's fields.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RuleDraft, RuleField } from './drafts';

export type RuleErrors = Partial< Record< RuleField, string > >;

interface RuleEditorProps {
	index: number;
	draft: RuleDraft;
	errors: RuleErrors;
	onChange: ( changes: Partial< RuleDraft > ) => void;
	onRemove: () => void;
	previewUrl: string | null;
}

/**
 * The id of a field's input (used to move the focus to the first refused field).
 *
 * @param index Rule index.
 * @param field Field.
 */
export function fieldId( index: number, field: RuleField ): string {
	return `farol-sticky-${ index }-${ field.replace( /_/g, '-' ) }`;
}

type TextField =
	| 'sticky_selector'
	| 'push_up_selector'
	| 'top_distance'
	| 'min_width'
	| 'max_width'
	| 'z_index';

type ToggleField = 'admin_bar' | 'legacy_mode' | 'dynamic_mode' | 'debug';

/**
 * One field's wrapper: the e2e and the error styling find a field by `data-field`.
 *
 * @param props
 * @param props.field    Rule field name.
 * @param props.error    The server's message for this field, if any.
 * @param props.children The control.
 */
function Field( {
	field,
	error,
	children,
}: {
	field: TextField | ToggleField;
	error: string | undefined;
	children: ReactNode;
} ) {
	return (
		<div
			className={
				'farol-sticky-admin__field' + ( error ? ' has-error' : '' )
			}
			data-field={ field }
		>
			{ children }
		</div>
	);
}

export function RuleEditor( {
	index,
	draft,
	errors,
	onChange,
	onRemove,
	previewUrl,
}: RuleEditorProps ) {
	const text = (
		field: TextField,
		label: string,
		help: string,
		type: 'text' | 'number' = 'text'
	) => {
		const error = errors[ field ];
		return (
			<Field field={ field } error={ error }>
				<TextControl
					__nextHasNoMarginBottom
					id={ fieldId( index, field ) }
					label={ label }
					help={ error ?? help }
					type={ type }
					value={ draft[ field ] }
					aria-invalid={ error ? true : undefined }
					autoComplete="off"
					spellCheck={ false }
					onChange={ ( value: string ) =>
						onChange( { [ field ]: value } )
					}
				/>
			</Field>
		);
	};

	const toggle = ( field: ToggleField, label: string, help: string ) => {
		const error = errors[ field ];
		return (
			<Field field={ field } error={ error }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ label }
					help={ error ?? help }
					checked={ draft[ field ] }
					onChange={ ( value: boolean ) =>
						onChange( { [ field ]: value } )
					}
				/>
			</Field>
		);
	};

	const title = draft.sticky_selector.trim()
		? sprintf(
				/* translators: 1: rule number, 2: CSS selector. */
				__( 'Rule %1$d: %2$s', 'farol' ),
				index + 1,
				draft.sticky_selector.trim()
		  )
		: sprintf(
				/* translators: %d: rule number. */
				__( 'Rule %d', 'farol' ),
				index + 1
		  );

	return (
		<Card className="farol-sticky-admin__rule" size="small">
			<CardHeader>
				<h2 className="farol-sticky-admin__rule-title">{ title }</h2>
				<div className="farol-sticky-admin__rule-actions">
					{ previewUrl && (
						<Button
							variant="secondary"
							href={ previewUrl }
							target="_blank"
							rel="noopener"
						>
							{ __( 'Preview on the site', 'farol' ) }
						</Button>
					) }
					<Button
						variant="tertiary"
						isDestructive
						onClick={ onRemove }
					>
						{ __( 'Remove this rule', 'farol' ) }
					</Button>
				</div>
			</CardHeader>
			<CardBody>
				<div className="farol-sticky-admin__grid">
					{ text(
						'sticky_selector',
						__( 'Sticky element (CSS selector)', 'farol' ),
						__(
							'The one element that should stay in view, for example #header or .site-navigation.',
							'farol'
						)
					) }
					{ text(
						'top_distance',
						__( 'Top distance (px)', 'farol' ),
						__(
							'Space between the top of the window and the sticky element.',
							'farol'
						),
						'number'
					) }
					{ text(
						'min_width',
						__( 'Minimum screen width (px)', 'farol' ),
						__(
							'The element does not stick on windows narrower than this.',
							'farol'
						),
						'number'
					) }
					{ text(
						'max_width',
						__( 'Maximum screen width (px)', 'farol' ),
						__(
							'The element does not stick on windows wider than this.',
							'farol'
						),
						'number'
					) }
					{ text(
						'push_up_selector',
						__( 'Push-up element (CSS selector)', 'farol' ),
						__(
							'Optional. When the page reaches this element (a footer, for example), it pushes the sticky element up instead of being covered by it.',
							'farol'
						)
					) }
					{ text(
						'z_index',
						__( 'Z-index', 'farol' ),
						__(
							'Raise it if other elements cover the sticky element.',
							'farol'
						),
						'number'
					) }
				</div>
				<div className="farol-sticky-admin__toggles">
					{ toggle(
						'admin_bar',
						__( 'Account for the admin bar', 'farol' ),
						__(
							'For logged-in users, keep the element below the WordPress admin bar (on windows wider than 600 px).',
							'farol'
						)
					) }
					{ toggle(
						'legacy_mode',
						__( 'Legacy mode', 'farol' ),
						__(
							'Show a copy of the element while it sticks instead of the element itself, as older versions of the plugin did. Scripts attached to the element do not act on the copy.',
							'farol'
						)
					) }
					{ toggle(
						'dynamic_mode',
						__( 'Dynamic mode', 'farol' ),
						__(
							'Follow changes of the element’s size and position after the page loads (menus built by scripts, content that grows).',
							'farol'
						)
					) }
					{ toggle(
						'debug',
						__( 'Debug mode', 'farol' ),
						__(
							'Report selector problems in the browser console.',
							'farol'
						)
					) }
				</div>
			</CardBody>
		</Card>
	);
}
