/**
 * Every phrase of the widget, by group (errors, notices, interface), with a search. Each
 * field holds the administrator's text; empty means the default, which is the field's label
 * and placeholder (in the user's language: the pt_BR defaults on a Portuguese admin).
 */
/**
 * WordPress dependencies
 */
import { Button, SearchControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { PHRASE_GROUPS, type PhraseGroup } from './boot';
import { FieldError } from './field-error';
import type { SectionProps } from './section-props';

/**
 * A group's heading.
 *
 * @param group The group.
 */
function groupTitle( group: PhraseGroup ): string {
	switch ( group ) {
		case 'errors':
			return __( 'Error messages', 'farol' );
		case 'notices':
			return __( 'Notices', 'farol' );
		case 'editor':
			return __( 'Editor toolbar and prompts', 'farol' );
		default:
			return __( 'Buttons, labels and texts', 'farol' );
	}
}

/**
 * The phrases.
 *
 * @param props Section properties.
 */
export function PhrasesSection( props: SectionProps ) {
	const { settings, change, errors, boot } = props;
	const [ search, setSearch ] = useState( '' );
	const needle = search.trim().toLowerCase();
	const setPhrase = ( key: string, text: string ) => {
		const phrases = { ...settings.phrases };
		if ( text === '' ) {
			delete phrases[ key ];
		} else {
			phrases[ key ] = text;
		}
		change( { phrases } );
	};
	const matches = ( key: string ) =>
		needle === '' ||
		[ key, boot.phraseDefaults[ key ] ?? '', settings.phrases[ key ] ?? '' ]
			.join( '\n' )
			.toLowerCase()
			.includes( needle );

	return (
		<>
			<p>
				{ __(
					'Change any text the widget shows. Empty fields use the default, shown in grey. Keep the codes that start with a percent sign: they stand for a number or a name.',
					'farol'
				) }
			</p>
			<SearchControl
				label={ __( 'Search the phrases', 'farol' ) }
				value={ search }
				onChange={ setSearch }
			/>
			{ PHRASE_GROUPS.map( ( group ) => {
				const keys = boot.phraseGroups[ group ].filter( matches );
				if ( keys.length === 0 ) {
					return null;
				}
				return (
					<fieldset
						key={ group }
						className="farol-comment-settings__phrases"
					>
						<legend>{ groupTitle( group ) }</legend>
						{ keys.map( ( key ) => (
							<div
								key={ key }
								className="farol-comment-settings__phrase"
								data-phrase={ key }
							>
								<TextControl
									label={ boot.phraseDefaults[ key ] ?? key }
									help={ key }
									placeholder={ boot.phraseDefaults[ key ] }
									value={ settings.phrases[ key ] ?? '' }
									onChange={ ( text ) =>
										setPhrase( key, text )
									}
								/>
								{ settings.phrases[ key ] !== undefined && (
									<Button
										variant="link"
										onClick={ () => setPhrase( key, '' ) }
									>
										{ __( 'Use the default', 'farol' ) }
									</Button>
								) }
								<FieldError
									message={ errors[ `phrases.${ key }` ] }
								/>
							</div>
						) ) }
					</fieldset>
				);
			} ) }
		</>
	);
}
