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
import ServerSideRender from '@wordpress/server-side-render';

/**
 * External dependencies
 */
import {
	instantToWallTime,
	toIsoWithOffset,
	wallTimeToInstant,
	zoneFromSettings,
} from '@farol/countdown/zone';
import { useSettled } from '@farol/lib/editor/use-settled';

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
 * The stored target as an instant, or null while none is chosen. The editor wrote the value
 * itself (ISO 8601 with the site zone's offset); render.php remains the judge of what it shows.
 *
 * @param target Stored attribute.
 */
function chosenInstant( target: string ): number | null {
	const instant = target ? Date.parse( target ) : NaN;
	return Number.isFinite( instant ) ? instant : null;
}

/**
 * Shown when render.php prints nothing for the stored value: the inspector's picker fixes it.
 */
function NothingToShow() {
	return (
		<Placeholder
			icon="clock"
			label={ __( 'Countdown', 'farol' ) }
			instructions={ __(
				'Choose the date and time to count down to.',
				'farol'
			) }
		/>
	);
}

/**
 * The editor: a date-time picker in the site's time zone, and as preview the markup
 * render.php prints (the block's only renderer), fetched through core's block renderer.
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
	const target = chosenInstant( attributes.target );
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
	// The preview follows the target once the picking has settled (see useSettled).
	const previewTarget = useSettled( attributes.target );

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
					<ServerSideRender
						key={ previewTarget }
						block="farol/countdown"
						attributes={ { target: previewTarget } }
						EmptyResponsePlaceholder={ NothingToShow }
					/>
				) }
			</div>
		</>
	);
}
