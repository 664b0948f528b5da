/**
 * A lead form's phone field, enhanced in place: the mask of its mode on the server's tel
 * input and, for a field with a country select, the country's names in the form's language
 * and its flag beside the (native, keyboard-accessible) select. Changing the country changes
 * the calling code the number starts with. Renders only a portal (the flag).
 */
/**
 * External dependencies
 */
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Internal dependencies
 */
import { countryCallingCode } from '../../../lib/phone/codes';
import type { FieldRule } from '../../rules-contract';
import { localizeCountryOptions } from './country-names';
import type { MaskOptions, PhoneMaskMode } from './mask';
import { usePhoneMask } from './use-phone-mask';

export type PhoneFieldEnhancerProps = {
	/** The field's wrapper (`.farol-lead-form__field--phone`). */
	wrapper: HTMLElement;
	/** The field's published rule. */
	rule: FieldRule;
	/** The form's locale. */
	locale: string;
};

const MODES: readonly PhoneMaskMode[] = [
	'NO_MASK',
	'BRAZILIAN_MASK',
	'INTERNATIONAL_MASK',
];

function modeOf(
	rule: FieldRule,
	input: HTMLInputElement | null
): PhoneMaskMode {
	const mode = rule.phone?.mask ?? input?.dataset.phoneMask ?? 'NO_MASK';
	return ( MODES as readonly string[] ).includes( mode )
		? ( mode as PhoneMaskMode )
		: 'NO_MASK';
}

/**
 * Where the flag goes: a span the enhancer adds before the country select, once.
 *
 * @param select The country select.
 */
function flagSlot( select: HTMLSelectElement | null ): HTMLElement | null {
	if ( ! select ) {
		return null;
	}
	const existing = select.previousElementSibling;
	if (
		existing instanceof HTMLElement &&
		existing.dataset.farolFlag !== undefined
	) {
		return existing;
	}
	const slot = select.ownerDocument.createElement( 'span' );
	slot.className = 'farol-lead-form__flag';
	slot.dataset.farolFlag = '';
	select.before( slot );
	return slot;
}

export function PhoneFieldEnhancer( {
	wrapper,
	rule,
	locale,
}: PhoneFieldEnhancerProps ) {
	const input = useMemo(
		() => wrapper.querySelector< HTMLInputElement >( 'input[type="tel"]' ),
		[ wrapper ]
	);
	const select = useMemo(
		() =>
			wrapper.querySelector< HTMLSelectElement >(
				'select[name$="_country"]'
			),
		[ wrapper ]
	);
	const mode = modeOf( rule, input );
	const [ country, setCountry ] = useState(
		select?.value || rule.phone?.country || 'BR'
	);
	// The calling code comes from the small table shipped with the runtime: the phone
	// library itself loads only when a number has to be checked.
	const options = useMemo< MaskOptions >(
		() => ( {
			mode,
			callingCode:
				mode === 'INTERNATIONAL_MASK'
					? countryCallingCode( country ) ?? ''
					: '55',
		} ),
		[ mode, country ]
	);
	const slot = useMemo( () => flagSlot( select ), [ select ] );

	useEffect( () => {
		if ( ! select ) {
			return;
		}
		localizeCountryOptions( select, locale );
		const onChange = () => setCountry( select.value );
		select.addEventListener( 'change', onChange );
		return () => select.removeEventListener( 'change', onChange );
	}, [ select, locale ] );

	usePhoneMask( input, options );

	const flags = select?.dataset.flags ?? '';
	if ( ! slot || flags === '' || ! /^[A-Z]{2}$/.test( country ) ) {
		return null;
	}
	return createPortal(
		<img
			src={ `${ flags }${ country.toLowerCase() }.svg` }
			alt=""
			width={ 20 }
			height={ 15 }
			decoding="async"
		/>,
		slot
	);
}
