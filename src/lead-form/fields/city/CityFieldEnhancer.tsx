/**
 * A lead form's city field, enhanced in place into a combobox (ARIA APG, list autocomplete):
 * the server's text input gets role=combobox and a listbox of cities (a portal beside it)
 * from the cities API, searched within the form's selected state. Arrow keys move through
 * the cities (aria-activedescendant), Enter or a click chooses one, Escape closes the list.
 * Choosing a city writes its name in the input, its state in the state select and its IBGE
 * code in the `city_id` hidden input; a `city_id` already filled (autofill) is shown by name.
 * Outside Brazil the free-text place fields replace the city and state (./open-place.ts).
 */
/**
 * External dependencies
 */
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from 'react';
import { createPortal } from 'react-dom';

/**
 * Internal dependencies
 */
import type { City } from '../../cities-contract';
import type { FieldRule } from '../../rules-contract';
import { citiesFoundText, type RuntimeTexts } from '../../runtime-texts';
import { citiesClient } from './cities-client';
import { useOpenPlace } from './open-place';
import { useCitySearch } from './use-city-search';

export type CityFieldEnhancerProps = {
	/** The city field's wrapper (`.farol-lead-form__field--city`). */
	wrapper: HTMLElement;
	/** The whole form (the state select, the country select and `city_id` are in it). */
	form: HTMLFormElement;
	/** The city field's published rule. */
	rule: FieldRule;
	/** The form's locale. */
	locale: string;
	/** The cities API endpoint (`endpoints.cities` of the form's props). */
	citiesEndpoint: string;
	/** The runtime's texts in the form's locale (`texts` of the form's props). */
	texts: RuntimeTexts;
};

function popupSlot( input: HTMLInputElement | null ): HTMLElement | null {
	if ( ! input ) {
		return null;
	}
	const existing = input.nextElementSibling;
	if (
		existing instanceof HTMLElement &&
		existing.dataset.farolCities !== undefined
	) {
		return existing;
	}
	const slot = input.ownerDocument.createElement( 'div' );
	slot.className = 'farol-lead-form__cities';
	slot.dataset.farolCities = '';
	input.after( slot );
	return slot;
}

// The list's looks travel with it (the form's stylesheet is the runtime's): a plain box
// under the input, the active city highlighted.
const LIST_STYLE = {
	listStyle: 'none',
	margin: '0.25em 0 0',
	padding: 0,
	maxHeight: '16em',
	overflowY: 'auto',
	border: '1px solid currentColor',
	borderRadius: '4px',
	background: 'Canvas',
	color: 'CanvasText',
} as const;

const optionStyle = ( active: boolean ) =>
	( {
		padding: '0.4em 0.6em',
		cursor: 'pointer',
		background: active ? 'Highlight' : 'transparent',
		color: active ? 'HighlightText' : 'inherit',
	} ) as const;

// Heard, not seen.
const VISUALLY_HIDDEN = {
	position: 'absolute',
	width: '1px',
	height: '1px',
	overflow: 'hidden',
	clip: 'rect(0 0 0 0)',
	whiteSpace: 'nowrap',
} as const;

function notify( element: HTMLElement, type: string ) {
	element.dispatchEvent( new Event( type, { bubbles: true } ) );
}

export function CityFieldEnhancer( {
	wrapper,
	form,
	rule,
	citiesEndpoint,
	texts,
}: CityFieldEnhancerProps ) {
	const input = useMemo(
		() =>
			wrapper.querySelector< HTMLInputElement >(
				`input.farol-lead-form__input[name="${ rule.name }"]`
			) ??
			wrapper.querySelector< HTMLInputElement >( 'input[type="text"]' ),
		[ wrapper, rule.name ]
	);
	const stateSelect = useMemo(
		() =>
			form.querySelector< HTMLSelectElement >(
				'[data-field-type="state"] select'
			),
		[ form ]
	);
	const cityId = useMemo(
		() => form.querySelector< HTMLInputElement >( 'input[name="city_id"]' ),
		[ form ]
	);
	const client = useMemo(
		() => citiesClient( citiesEndpoint ),
		[ citiesEndpoint ]
	);
	const slot = useMemo( () => popupSlot( input ), [ input ] );
	const [ term, setTerm ] = useState< string | null >( null );
	const [ state, setState ] = useState( stateSelect?.value ?? '' );
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( -1 );
	const { cities, status } = useCitySearch( client, term, state );
	const chosen = useRef< City | null >( null );
	const listId = ( input?.id ?? rule.name ) + '-cities';
	const expanded = open && cities.length > 0;

	useOpenPlace( wrapper, form, input, stateSelect );

	const choose = useCallback(
		( city: City ) => {
			if ( ! input ) {
				return;
			}
			chosen.current = city;
			input.value = city.name;
			notify( input, 'change' );
			if ( stateSelect && stateSelect.value !== city.state ) {
				stateSelect.value = city.state;
				notify( stateSelect, 'change' );
			}
			if ( cityId ) {
				cityId.value = String( city.id );
				notify( cityId, 'change' );
			}
			setTerm( null );
			setOpen( false );
			setActive( -1 );
		},
		[ input, stateSelect, cityId ]
	);

	// The combobox's own attributes on the server's input.
	useEffect( () => {
		if ( ! input ) {
			return;
		}
		input.setAttribute( 'role', 'combobox' );
		input.setAttribute( 'aria-autocomplete', 'list' );
		input.setAttribute( 'aria-controls', listId );
		input.setAttribute( 'autocomplete', 'off' );
	}, [ input, listId ] );

	// With the list's own commit (a layout effect): on Preact a plain effect runs a frame later,
	// and the list would show while the input still says it is collapsed.
	useLayoutEffect( () => {
		if ( ! input ) {
			return;
		}
		input.setAttribute( 'aria-expanded', expanded ? 'true' : 'false' );
		if ( expanded && active >= 0 ) {
			input.setAttribute(
				'aria-activedescendant',
				`${ listId }-${ active }`
			);
		} else {
			input.removeAttribute( 'aria-activedescendant' );
		}
	}, [ input, expanded, active, listId ] );

	// Restore by id: a city code filled before (autofill) shows its city's name.
	useEffect( () => {
		const id = cityId?.value ?? '';
		if ( ! input || ! /^[0-9]{7}$/.test( id ) ) {
			return;
		}
		client.byId( id ).then( ( city ) => {
			if ( city && cityId?.value === id ) {
				chosen.current = city;
				input.value = city.name;
				if ( stateSelect && stateSelect.value === '' ) {
					stateSelect.value = city.state;
					setState( city.state );
				}
			}
		} );
	}, [ client, input, cityId, stateSelect ] );

	// A new state: a city of another state is no longer chosen.
	useEffect( () => {
		if ( ! stateSelect ) {
			return;
		}
		const onChange = () => {
			setState( stateSelect.value );
			if (
				chosen.current &&
				chosen.current.state !== stateSelect.value &&
				cityId
			) {
				chosen.current = null;
				cityId.value = '';
			}
		};
		stateSelect.addEventListener( 'change', onChange );
		return () => stateSelect.removeEventListener( 'change', onChange );
	}, [ stateSelect, cityId ] );

	// The input's listeners see each commit's list at once (a layout effect: on Preact a plain
	// effect re-subscribes a frame later, and a quick Escape or arrow would act on the old list).
	useLayoutEffect( () => {
		if ( ! input ) {
			return;
		}
		const onInput = () => {
			chosen.current = null;
			if ( cityId ) {
				cityId.value = '';
			}
			setTerm( input.value );
			setOpen( true );
			setActive( -1 );
		};
		const onKeyDown = ( event: KeyboardEvent ) => {
			const count = cities.length;
			switch ( event.key ) {
				case 'ArrowDown':
					event.preventDefault();
					if ( ! open ) {
						setOpen( true );
						setTerm( input.value );
					}
					if ( count > 0 ) {
						setActive( ( active + 1 ) % count );
					}
					break;
				case 'ArrowUp':
					event.preventDefault();
					if ( ! open ) {
						setOpen( true );
						setTerm( input.value );
					}
					if ( count > 0 ) {
						setActive( active <= 0 ? count - 1 : active - 1 );
					}
					break;
				case 'Enter': {
					const city =
						expanded && active >= 0 ? cities[ active ] : undefined;
					if ( city ) {
						event.preventDefault();
						choose( city );
					}
					break;
				}
				case 'Escape':
					if ( expanded ) {
						event.preventDefault();
						setOpen( false );
						setActive( -1 );
					}
					break;
			}
		};
		const onBlur = () => {
			setOpen( false );
			setActive( -1 );
		};
		input.addEventListener( 'input', onInput );
		input.addEventListener( 'keydown', onKeyDown );
		input.addEventListener( 'blur', onBlur );
		return () => {
			input.removeEventListener( 'input', onInput );
			input.removeEventListener( 'keydown', onKeyDown );
			input.removeEventListener( 'blur', onBlur );
		};
	}, [ input, cityId, cities, open, active, expanded, choose ] );

	if ( ! slot ) {
		return null;
	}
	let message = '';
	if ( open && status === 'done' ) {
		message = citiesFoundText( texts, cities.length );
	}
	return createPortal(
		<>
			<ul
				id={ listId }
				role="listbox"
				className="farol-lead-form__cities-list"
				style={ LIST_STYLE }
				aria-label={ texts.cities }
				hidden={ ! expanded }
			>
				{ cities.map( ( city, index ) => (
					// The keyboard works on the combobox (arrows, Enter), as the APG pattern wants.
					// eslint-disable-next-line jsx-a11y/click-events-have-key-events
					<li
						key={ city.id }
						id={ `${ listId }-${ index }` }
						role="option"
						aria-selected={ index === active }
						className="farol-lead-form__city"
						style={ optionStyle( index === active ) }
						// Keep the focus in the input while a city is clicked.
						onMouseDown={ ( event ) => event.preventDefault() }
						onClick={ () => choose( city ) }
						onMouseEnter={ () => setActive( index ) }
					>
						{ city.name }{ ' ' }
						<span className="farol-lead-form__city-state">
							{ city.state }
						</span>
					</li>
				) ) }
			</ul>
			<div
				className="screen-reader-text"
				role="status"
				aria-live="polite"
			>
				{ message }
			</div>
		</>,
		slot
	);
}
