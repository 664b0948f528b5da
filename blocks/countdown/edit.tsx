/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	DateTimePicker,
	Dropdown,
	PanelBody,
	Placeholder,
} from '@wordpress/components';
import { dateI18n, getSettings } from '@wordpress/date';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { Countdown } from '@farol/countdown/countdown';
import { parseTarget } from '@farol/countdown/time';
import {
	instantToWallTime,
	toIsoWithOffset,
	wallTimeToInstant,
	zoneFromSettings,
} from '@farol/countdown/zone';

export interface CountdownAttributes {
	/** Target instant, ISO 8601 with the site zone's offset ('' until chosen). */
	target: string;
}

/**
 * Whether a PHP time format prints am/pm (an unescaped "a" or "A").
 *
 * @param format PHP date format, e.g. "H:i" or "g:i a".
 */
function usesTwelveHours( format: string ): boolean {
	return /(^|[^\\])[aA]/.test( format );
}

/**
 * The editor: a date-time picker in the site's time zone and a live preview.
 *
 * @param props               Block edit props.
 * @param props.attributes    Block attributes.
 * @param props.setAttributes Attribute setter.
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CountdownAttributes > ) {
	const settings = getSettings();
	const zone = useMemo(
		() => zoneFromSettings( settings.timezone ),
		[ settings.timezone ]
	);
	const target = parseTarget( attributes.target );
	const is12Hour = usesTwelveHours( settings.formats.time );
	const zoneName =
		'name' in zone
			? zone.name
			: `UTC${ zone.offsetMinutes < 0 ? '−' : '+' }${
					Math.abs( zone.offsetMinutes ) / 60
			  }`;

	const pick = ( wall: string | null ) => {
		const instant = wall ? wallTimeToInstant( wall, zone ) : null;
		if ( instant !== null ) {
			setAttributes( { target: toIsoWithOffset( instant, zone ) } );
		}
	};

	const picker = (
		<DateTimePicker
			currentDate={
				target === null ? null : instantToWallTime( target, zone )
			}
			onChange={ pick }
			is12Hour={ is12Hour }
		/>
	);
	const zoneHelp = sprintf(
		/* translators: %s: the site's time zone, e.g. "America/Sao_Paulo". */
		__( 'Times are in the site time zone (%s).', 'farol' ),
		zoneName
	);

	const blockProps = useBlockProps();

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Target date and time', 'farol' ) }>
					<p className="farol-countdown-editor__help">{ zoneHelp }</p>
					{ target !== null && (
						<p className="farol-countdown-editor__chosen">
							{ sprintf(
								/* translators: %s: the chosen date and time, formatted for the site. */
								__( 'Counting down to %s.', 'farol' ),
								dateI18n(
									settings.formats.datetime,
									attributes.target,
									undefined
								)
							) }
						</p>
					) }
					{ picker }
					{ target !== null && (
						<Button
							className="farol-countdown-editor__clear"
							variant="secondary"
							isDestructive
							onClick={ () => setAttributes( { target: '' } ) }
						>
							{ __( 'Clear date', 'farol' ) }
						</Button>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ target === null ? (
					<Placeholder
						icon="clock"
						label={ __( 'Countdown', 'farol' ) }
						instructions={ `${ __(
							'Choose the date and time to count down to.',
							'farol'
						) } ${ zoneHelp }` }
					>
						<Dropdown
							popoverProps={ { placement: 'bottom-start' } }
							renderToggle={ ( { isOpen, onToggle } ) => (
								<Button
									variant="primary"
									onClick={ onToggle }
									aria-expanded={ isOpen }
								>
									{ __( 'Choose date and time', 'farol' ) }
								</Button>
							) }
							renderContent={ () => (
								<div className="farol-countdown-editor__popover">
									{ picker }
								</div>
							) }
						/>
					</Placeholder>
				) : (
					<Countdown target={ target } />
				) }
			</div>
		</>
	);
}
