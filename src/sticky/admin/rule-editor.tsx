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
import {
	isNumberField,
	type BooleanField,
	type RuleDraft,
	type RuleField,
	type TextField,
} from './drafts';

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

/**
 * One field's wrapper: the e2e and the error styling find a field by `data-field`.
 *
 * @param props
 * @param props.field    Rule field name.
 * @param props.error    What is wrong with the field (the page's check or the server's), if any.
 * @param props.children The control.
 */
function Field( {
	field,
	error,
	children,
}: {
	field: RuleField;
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

interface FieldTexts {
	label: string;
	help: string;
}

/**
 * Label and help of every text field, in the order the page shows them. Typed by the
 * contract's fields: a field added to the contract does not compile until it has its texts.
 */
function textFieldTexts(): Record< TextField, FieldTexts > {
	return {
		sticky_selector: {
			label: __( 'Sticky element (CSS selector)', 'farol' ),
			help: __(
				'The one element that should stay in view, for example #header or .site-navigation.',
				'farol'
			),
		},
		top_distance: {
			label: __( 'Top distance (px)', 'farol' ),
			help: __(
				'Space between the top of the window and the sticky element.',
				'farol'
			),
		},
		min_width: {
			label: __( 'Minimum screen width (px)', 'farol' ),
			help: __(
				'The element does not stick on windows narrower than this.',
				'farol'
			),
		},
		max_width: {
			label: __( 'Maximum screen width (px)', 'farol' ),
			help: __(
				'The element does not stick on windows wider than this.',
				'farol'
			),
		},
		push_up_selector: {
			label: __( 'Push-up element (CSS selector)', 'farol' ),
			help: __(
				'Optional. When the page reaches this element (a footer, for example), it pushes the sticky element up instead of being covered by it.',
				'farol'
			),
		},
		z_index: {
			label: __( 'Z-index', 'farol' ),
			help: __(
				'Raise it if other elements cover the sticky element.',
				'farol'
			),
		},
	};
}

/** Label and help of every switch, in the order the page shows them. */
function toggleTexts(): Record< BooleanField, FieldTexts > {
	return {
		admin_bar: {
			label: __( 'Account for the admin bar', 'farol' ),
			help: __(
				'For logged-in users, keep the element below the WordPress admin bar (on windows wider than 600 px).',
				'farol'
			),
		},
		legacy_mode: {
			label: __( 'Legacy mode', 'farol' ),
			help: __(
				'Show a copy of the element while it sticks instead of the element itself, as older versions of the plugin did. Scripts attached to the element do not act on the copy.',
				'farol'
			),
		},
		dynamic_mode: {
			label: __( 'Dynamic mode', 'farol' ),
			help: __(
				'Follow changes of the element’s size and position after the page loads (menus built by scripts, content that grows).',
				'farol'
			),
		},
		debug: {
			label: __( 'Debug mode', 'farol' ),
			help: __(
				'Report selector problems in the browser console.',
				'farol'
			),
		},
	};
}

export function RuleEditor( {
	index,
	draft,
	errors,
	onChange,
	onRemove,
	previewUrl,
}: RuleEditorProps ) {
	const text = ( field: TextField, label: string, help: string ) => {
		const error = errors[ field ];
		return (
			<Field key={ field } field={ field } error={ error }>
				<TextControl
					__nextHasNoMarginBottom
					id={ fieldId( index, field ) }
					label={ label }
					help={ error ?? help }
					type={ isNumberField( field ) ? 'number' : 'text' }
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

	const toggle = ( field: BooleanField, label: string, help: string ) => {
		const error = errors[ field ];
		return (
			<Field key={ field } field={ field } error={ error }>
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
					{ Object.entries( textFieldTexts() ).map(
						( [ field, { label, help } ] ) =>
							text( field as TextField, label, help )
					) }
				</div>
				<div className="farol-sticky-admin__toggles">
					{ Object.entries( toggleTexts() ).map(
						( [ field, { label, help } ] ) =>
							toggle( field as BooleanField, label, help )
					) }
				</div>
			</CardBody>
		</Card>
	);
}
