/**
 * Settings › Sticky elements: the list of sticky rules, read and saved through the REST layer.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, TextControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { adminConfig } from './config';
import {
	SELECTOR_FIELDS,
	toDraft,
	toPayload,
	toRule,
	type RuleDraft,
	type RuleField,
} from './drafts';
import { fieldId, RuleEditor, type RuleErrors } from './rule-editor';
import { selectorProblem } from './selector-check';
import {
	describeSaveError,
	loadRules,
	saveRules,
	type FieldError,
} from './settings-api';

type Status = 'loading' | 'ready' | 'failed';

interface PageNotice {
	status: 'success' | 'error';
	message: string;
}

/**
 * Field errors by rule index.
 *
 * @param fields Errors from the server.
 */
function groupErrors( fields: FieldError[] ): RuleErrors[] {
	const grouped: RuleErrors[] = [];
	for ( const { rule, field, message } of fields ) {
		grouped[ rule ] = {
			...grouped[ rule ],
			[ field ]: message,
		};
	}
	return grouped;
}

/**
 * The page's own verdict on a draft's selectors (the browser's, as the user types).
 *
 * @param draft Edited rule.
 */
function selectorErrors( draft: RuleDraft ): RuleErrors {
	const errors: RuleErrors = {};
	for ( const field of SELECTOR_FIELDS ) {
		const problem = selectorProblem( draft[ field ] );
		if ( problem ) {
			errors[ field ] = problem;
		}
	}
	return errors;
}

export function StickySettingsApp() {
	const config = adminConfig();
	const [ status, setStatus ] = useState< Status >( 'loading' );
	const [ drafts, setDrafts ] = useState< RuleDraft[] >( [] );
	const [ errors, setErrors ] = useState< RuleErrors[] >( [] );
	const [ notice, setNotice ] = useState< PageNotice | null >( null );
	const [ saving, setSaving ] = useState( false );
	const [ previewPage, setPreviewPage ] = useState( config.homeUrl );
	const focusAfterSave = useRef< string | null >( null );

	useEffect( () => {
		let current = true;
		loadRules()
			.then( ( rules ) => {
				if ( current ) {
					setDrafts( rules.map( ( rule ) => toDraft( rule ) ) );
					setStatus( 'ready' );
				}
			} )
			.catch( ( error: unknown ) => {
				if ( current ) {
					setNotice( {
						status: 'error',
						message: sprintf(
							/* translators: %s: error message. */
							__(
								'The settings could not be loaded: %s',
								'farol'
							),
							error instanceof Error
								? error.message
								: String( error )
						),
					} );
					setStatus( 'failed' );
				}
			} );
		return () => {
			current = false;
		};
	}, [] );

	useEffect( () => {
		if ( focusAfterSave.current ) {
			document.getElementById( focusAfterSave.current )?.focus();
			focusAfterSave.current = null;
		}
	} );

	const update = ( index: number, changes: Partial< RuleDraft > ) => {
		setDrafts( ( list ) =>
			list.map( ( draft, i ) =>
				i === index ? { ...draft, ...changes } : draft
			)
		);
		setErrors( ( list ) => {
			const next = [ ...list ];
			const own = { ...next[ index ] };
			for ( const field of Object.keys( changes ) ) {
				delete own[ field as keyof RuleErrors ];
			}
			next[ index ] = own;
			return next;
		} );
	};

	const remove = ( index: number ) => {
		setDrafts( ( list ) => list.filter( ( _, i ) => i !== index ) );
		setErrors( ( list ) => list.filter( ( _, i ) => i !== index ) );
	};

	const add = () => {
		setDrafts( ( list ) => [ ...list, toDraft( config.defaults ) ] );
		focusAfterSave.current = fieldId( drafts.length, 'sticky_selector' );
	};

	// What the page finds wrong now, in front of what the server said at the last save.
	const shownErrors = drafts.map( ( draft, index ) => ( {
		...errors[ index ],
		...selectorErrors( draft ),
	} ) );

	const save = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( saving ) {
			return;
		}
		const invalid = drafts.findIndex(
			( draft ) => Object.keys( selectorErrors( draft ) ).length > 0
		);
		if ( invalid >= 0 ) {
			// Nothing the server would have to refuse is sent.
			const [ field ] = Object.keys(
				selectorErrors( drafts[ invalid ]! )
			) as RuleField[];
			setNotice( {
				status: 'error',
				message: __(
					'The settings were not saved. Correct the fields marked below.',
					'farol'
				),
			} );
			document.getElementById( fieldId( invalid, field! ) )?.focus();
			return;
		}
		setSaving( true );
		setNotice( null );
		try {
			const saved = await saveRules( drafts.map( toPayload ) );
			setDrafts( saved.map( ( rule ) => toDraft( rule ) ) );
			setErrors( [] );
			setNotice( {
				status: 'success',
				message: __( 'Settings saved.', 'farol' ),
			} );
		} catch ( error ) {
			const problem = describeSaveError( error );
			setErrors( groupErrors( problem.fields ) );
			setNotice( { status: 'error', message: problem.message } );
			const first = problem.fields[ 0 ];
			if ( first ) {
				focusAfterSave.current = fieldId(
					first.rule,
					first.field as RuleField
				);
			}
		} finally {
			setSaving( false );
		}
	};

	const previewUrl = ( draft: RuleDraft ): string | null =>
		draft.sticky_selector.trim() && config.previewNonce
			? addQueryArgs( previewPage || config.homeUrl, {
					farol_sticky_preview: JSON.stringify( toRule( draft ) ),
					farol_sticky_nonce: config.previewNonce,
			  } )
			: null;

	if ( status === 'loading' ) {
		return (
			<p className="farol-sticky-admin__loading">
				{ __( 'Loading…', 'farol' ) }
			</p>
		);
	}

	return (
		<form className="farol-sticky-admin" noValidate onSubmit={ save }>
			<p className="farol-sticky-admin__intro">
				{ __(
					'Keep an element in view while visitors scroll, such as the site header or a call to action. Each rule makes one element sticky.',
					'farol'
				) }
			</p>
			{ notice && (
				<Notice
					status={ notice.status }
					isDismissible={ false }
					className="farol-sticky-admin__notice"
				>
					{ notice.message }
				</Notice>
			) }
			{ status === 'ready' && (
				<>
					{ drafts.length === 0 && (
						<p className="farol-sticky-admin__empty">
							{ __(
								'No sticky elements yet. Add one to start.',
								'farol'
							) }
						</p>
					) }
					{ drafts.map( ( draft, index ) => (
						<RuleEditor
							key={ draft.key }
							index={ index }
							draft={ draft }
							errors={ shownErrors[ index ] ?? {} }
							onChange={ ( changes ) => update( index, changes ) }
							onRemove={ () => remove( index ) }
							previewUrl={ previewUrl( draft ) }
						/>
					) ) }
					<div className="farol-sticky-admin__footer">
						<Button
							variant="secondary"
							onClick={ add }
							disabled={ drafts.length >= config.maxRules }
						>
							{ __( 'Add a sticky element', 'farol' ) }
						</Button>
						<Button
							variant="primary"
							type="submit"
							isBusy={ saving }
							aria-disabled={ saving }
						>
							{ __( 'Save changes', 'farol' ) }
						</Button>
					</div>
					{ drafts.length > 0 && (
						<div className="farol-sticky-admin__preview-page">
							<TextControl
								__nextHasNoMarginBottom
								type="url"
								label={ __(
									'Page used by “Preview on the site”',
									'farol'
								) }
								help={ __(
									'Open this address with the rule applied and its element outlined, before saving.',
									'farol'
								) }
								value={ previewPage }
								onChange={ setPreviewPage }
							/>
						</div>
					) }
				</>
			) }
		</form>
	);
}
