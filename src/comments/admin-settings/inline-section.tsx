/**
 * The inline comments' settings (Farol\Comments\Inline): whether marked passages get their
 * icon and popup, how the popup opens, and whether inline comments show in the main thread.
 */
/**
 * WordPress dependencies
 */
import { SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { INLINE_OPEN_MODES } from '../settings-contract';
import type { SectionProps } from './section-props';

type OpenMode = ( typeof INLINE_OPEN_MODES )[ number ];

/**
 * The inline comments' settings.
 *
 * @param props Section properties.
 */
export function InlineSection( props: SectionProps ) {
	const { settings, change } = props;
	const modes: Record< OpenMode, string > = {
		click: __( 'When the icon is clicked', 'farol' ),
		scroll_open: __(
			'Also when the icon scrolls near the top of the screen',
			'farol'
		),
		blink: __(
			'When clicked; the icon blinks for 3 seconds when it scrolls near the top',
			'farol'
		),
	};
	return (
		<fieldset className="farol-comment-settings__group">
			<legend>{ __( 'Inline comments', 'farol' ) }</legend>
			<ToggleControl
				label={ __( 'Comments on passages of a post', 'farol' ) }
				help={ __(
					'Passages an editor marks as discussable get an icon that opens a comment form.',
					'farol'
				) }
				checked={ settings.inline_enabled }
				onChange={ ( value ) => change( { inline_enabled: value } ) }
			/>
			<SelectControl
				label={ __( 'The comment form opens', 'farol' ) }
				value={ settings.inline_open_mode }
				options={ INLINE_OPEN_MODES.map( ( mode ) => ( {
					value: mode,
					label: modes[ mode ],
				} ) ) }
				disabled={ ! settings.inline_enabled }
				onChange={ ( value: string ) =>
					change( { inline_open_mode: value as OpenMode } )
				}
			/>
			<ToggleControl
				label={ __(
					'Show inline comments in the main thread',
					'farol'
				) }
				help={ __(
					"With the passage quoted. Off, they show only in their passage's popup.",
					'farol'
				) }
				checked={ settings.inline_in_main_thread }
				disabled={ ! settings.inline_enabled }
				onChange={ ( value ) =>
					change( { inline_in_main_thread: value } )
				}
			/>
		</fieldset>
	);
}
