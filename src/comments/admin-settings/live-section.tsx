/**
 * The bubble and live updates (Comments\Live): the mode, guests, the poll's interval, the
 * bubble's timers and its cookie.
 */
/**
 * WordPress dependencies
 */
import { RadioControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CommentSettings } from '../settings-contract';
import { NumberField } from './number-field';
import type { SectionProps } from './section-props';

/**
 * The fields of this section (the tab holding a problem is marked).
 * @param field
 */
export const isLiveField = ( field: string ) =>
	field.startsWith( 'live_' ) || field.startsWith( 'bubble_' );

/**
 * The live updates' settings.
 *
 * @param props Section properties.
 */
export function LiveSection( props: SectionProps ) {
	const { settings, change, errors } = props;
	const number = (
		name:
			| 'live_interval_seconds'
			| 'bubble_show_seconds'
			| 'bubble_preview_seconds'
			| 'bubble_hint_seconds'
			| 'bubble_cookie_days',
		label: string,
		help: string,
		min: number,
		max: number
	) => (
		<NumberField
			name={ name }
			label={ label }
			help={ help }
			value={ settings[ name ] }
			min={ min }
			max={ max }
			error={ errors[ name ] }
			onChange={ ( value ) => change( { [ name ]: value } ) }
		/>
	);
	return (
		<>
			<RadioControl
				label={ __( 'Live updates', 'farol' ) }
				help={ __(
					'The page asks the server for new comments every few seconds while it is open.',
					'farol'
				) }
				selected={ settings.live_mode }
				options={ [
					{ label: __( 'Off', 'farol' ), value: 'off' },
					{
						label: __(
							'A bubble announces new comments; a click shows them',
							'farol'
						),
						value: 'bubble',
					},
					{
						label: __(
							'New comments appear in the thread by themselves',
							'farol'
						),
						value: 'automatic',
					},
				] }
				onChange={ ( value ) =>
					change( {
						live_mode: value as CommentSettings[ 'live_mode' ],
					} )
				}
			/>
			<ToggleControl
				label={ __(
					'Live updates for visitors who are not logged in',
					'farol'
				) }
				checked={ settings.live_guests }
				onChange={ ( value ) => change( { live_guests: value } ) }
			/>
			{ number(
				'live_interval_seconds',
				__( 'Seconds between checks', 'farol' ),
				__(
					'Each open page asks once per interval; a hidden tab does not ask.',
					'farol'
				),
				10,
				3600
			) }
			{ number(
				'bubble_show_seconds',
				__( 'Seconds the bubble stays open', 'farol' ),
				__( 'When new comments arrive, without a preview.', 'farol' ),
				1,
				60
			) }
			{ number(
				'bubble_preview_seconds',
				__( 'Seconds the preview stays open', 'farol' ),
				__(
					'When the newest comment is previewed (author and first words).',
					'farol'
				),
				1,
				60
			) }
			{ number(
				'bubble_hint_seconds',
				__( 'Seconds before the hint hides', 'farol' ),
				__( '0 shows no hint.', 'farol' ),
				0,
				60
			) }
			{ number(
				'bubble_cookie_days',
				__( 'Days a dismissed bubble is remembered', 'farol' ),
				__(
					'Comments announced before a visitor dismissed the bubble are not announced again.',
					'farol'
				),
				1,
				365
			) }
		</>
	);
}
