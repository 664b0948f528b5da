/**
 * The box-shadow generator: sliders paired with number inputs, a colour, an opacity, an
 * inset switch, a live preview and the rule, which copies itself when clicked.
 *
 * The markup matches render.php element for element, so the view script takes the server
 * markup over without anything moving.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from 'react';

/**
 * Internal dependencies
 */
import { COPY_MESSAGE_MS, copyText, selectContents } from './clipboard';
import { boxShadowRule, boxShadowValue, clamp, type Shadow } from './css';
import type { Limits, NumericField, Range } from './settings';
import type { GeneratorWords } from './words';

type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies text and reports the outcome; "copied" reverts to idle after COPY_MESSAGE_MS (a new
 * copy restarts the wait), a failure stays until the next attempt.
 *
 * @return The status and the copy action.
 */
export function useCopy(): {
	status: CopyStatus;
	copy: ( text: string, document: Document ) => Promise< boolean >;
} {
	const [ status, setStatus ] = useState< CopyStatus >( 'idle' );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	useEffect( () => () => clearTimeout( timer.current ), [] );

	const copy = async ( text: string, document: Document ) => {
		clearTimeout( timer.current );
		const copied = await copyText( text, document );
		setStatus( copied ? 'copied' : 'failed' );
		if ( copied ) {
			timer.current = setTimeout(
				() => setStatus( 'idle' ),
				COPY_MESSAGE_MS
			);
		}
		return copied;
	};
	return { status, copy };
}

interface SliderFieldProps {
	id: string;
	field: NumericField;
	label: string;
	unit: string;
	range: Range;
	value: number;
	onChange: ( value: number ) => void;
}

/**
 * A range slider and a number input for one value; typed numbers are clamped to the range.
 *
 * @param props Component props.
 */
function SliderField( props: SliderFieldProps ) {
	const { id, field, label, unit, range, value, onChange } = props;
	// What the visitor is typing ("-", "") until it is a number or the input loses focus.
	const [ draft, setDraft ] = useState< string | null >( null );
	const labelId = `${ id }-label`;

	const onType = ( text: string ) => {
		const typed = text.trim() === '' ? NaN : Number( text );
		if ( ! Number.isFinite( typed ) ) {
			setDraft( text );
			return;
		}
		const next = clamp( typed, range.min, range.max, value );
		setDraft( next === typed ? text : String( next ) );
		onChange( next );
	};

	return (
		<div
			className={ `farol-box-shadow__field farol-box-shadow__field--${ field }` }
		>
			<label
				className="farol-box-shadow__label"
				id={ labelId }
				htmlFor={ id }
			>
				{ label }{ ' ' }
				<span className="farol-box-shadow__unit">({ unit })</span>
			</label>
			<div className="farol-box-shadow__inputs">
				<input
					className="farol-box-shadow__range"
					type="range"
					id={ id }
					name={ field }
					min={ range.min }
					max={ range.max }
					step={ 1 }
					value={ value }
					onChange={ ( event ) =>
						onChange(
							clamp(
								Number( event.target.value ),
								range.min,
								range.max,
								value
							)
						)
					}
				/>
				<input
					className="farol-box-shadow__number"
					type="number"
					id={ `${ id }-number` }
					aria-labelledby={ labelId }
					min={ range.min }
					max={ range.max }
					step={ 1 }
					value={ draft ?? String( value ) }
					onChange={ ( event ) => onType( event.target.value ) }
					onBlur={ () => setDraft( null ) }
				/>
			</div>
		</div>
	);
}

export interface GeneratorProps {
	/** The current shadow. */
	value: Shadow;
	/** Called with the whole next shadow on every change. */
	onChange: ( next: Shadow ) => void;
	/** Slider ranges. */
	limits: Limits;
	/** What "Restore defaults" goes back to. */
	defaults: Shadow;
	/** Prefix of the element ids (render.php's, when taking over its markup). */
	idPrefix: string;
	/** The words shown (the server's on the front end, see words.ts). */
	words: GeneratorWords;
}

/**
 * The generator, controlled: the caller holds the shadow (React state on the front end, the
 * block's attributes in the editor).
 *
 * @param props Component props.
 */
export function Generator( props: GeneratorProps ) {
	const { value, onChange, limits, defaults, idPrefix, words } = props;
	const { status, copy } = useCopy();
	const code = useRef< HTMLElement >( null );
	const rule = boxShadowRule( value );
	const set =
		< K extends keyof Shadow >( key: K ) =>
		( next: Shadow[ K ] ) =>
			onChange( { ...value, [ key ]: next } );

	const onCopy = async ( event: { currentTarget: HTMLElement } ) => {
		const copied = await copy( rule, event.currentTarget.ownerDocument );
		if ( ! copied && code.current ) {
			// Leave the rule selected so Ctrl+C finishes the job.
			selectContents( code.current );
		}
	};

	const isDefault = (
		Object.keys( defaults ) as Array< keyof Shadow >
	 ).every( ( key ) => defaults[ key ] === value[ key ] );
	let message = '';
	if ( status === 'copied' ) {
		message = words.copied;
	} else if ( status === 'failed' ) {
		message = words.copyFailed;
	}

	const slider = ( field: NumericField, label: string, unit: string ) => (
		<SliderField
			id={ `${ idPrefix }-${ field }` }
			field={ field }
			label={ label }
			unit={ unit }
			range={ limits[ field ] }
			value={ value[ field ] }
			onChange={ set( field ) }
		/>
	);

	return (
		<>
			<fieldset className="farol-box-shadow__controls">
				<legend className="farol-box-shadow__legend">
					{ words.settings }
				</legend>
				{ slider( 'horizontal', words.horizontal, 'px' ) }
				{ slider( 'vertical', words.vertical, 'px' ) }
				{ slider( 'blur', words.blur, 'px' ) }
				{ slider( 'spread', words.spread, 'px' ) }
				<div className="farol-box-shadow__field farol-box-shadow__field--color">
					<label
						className="farol-box-shadow__label"
						htmlFor={ `${ idPrefix }-color` }
					>
						{ words.color }
					</label>
					<div className="farol-box-shadow__inputs">
						<input
							className="farol-box-shadow__color"
							type="color"
							id={ `${ idPrefix }-color` }
							name="shadowColor"
							value={ value.shadowColor }
							onChange={ ( event ) =>
								set( 'shadowColor' )(
									event.target.value.toLowerCase()
								)
							}
						/>
						<code
							className="farol-box-shadow__hex"
							aria-hidden="true"
						>
							{ value.shadowColor }
						</code>
					</div>
				</div>
				{ slider( 'opacity', words.opacity, '%' ) }
				<div className="farol-box-shadow__field farol-box-shadow__field--inset">
					<input
						className="farol-box-shadow__checkbox"
						type="checkbox"
						id={ `${ idPrefix }-inset` }
						name="inset"
						checked={ value.inset }
						onChange={ ( event ) =>
							set( 'inset' )( event.target.checked )
						}
					/>
					<label
						className="farol-box-shadow__label"
						htmlFor={ `${ idPrefix }-inset` }
					>
						{ words.inset }
					</label>
				</div>
				<button
					type="button"
					className="farol-box-shadow__reset"
					disabled={ isDefault }
					onClick={ () => onChange( defaults ) }
				>
					{ words.reset }
				</button>
			</fieldset>
			<div className="farol-box-shadow__result">
				<div className="farol-box-shadow__stage">
					<div
						className="farol-box-shadow__preview"
						role="img"
						aria-label={ words.preview }
						style={ { boxShadow: boxShadowValue( value ) } }
					/>
				</div>
				<div className="farol-box-shadow__output">
					<p className="farol-box-shadow__output-title">
						{ words.output }
					</p>
					<button
						type="button"
						className="farol-box-shadow__rule"
						aria-describedby={ `${ idPrefix }-hint` }
						onClick={ onCopy }
					>
						<code className="farol-box-shadow__code" ref={ code }>
							{ rule }
						</code>
						<span
							className="farol-box-shadow__copy"
							aria-hidden="true"
						>
							{ words.copy }
						</span>
					</button>
					<p
						className="farol-box-shadow__hint"
						id={ `${ idPrefix }-hint` }
					>
						{ words.hint }
					</p>
					<p
						className={
							status === 'failed'
								? 'farol-box-shadow__message is-error'
								: 'farol-box-shadow__message'
						}
						role="status"
					>
						{ message }
					</p>
				</div>
			</div>
		</>
	);
}

export interface StandaloneGeneratorProps
	extends Omit< GeneratorProps, 'value' | 'onChange' > {
	/** The shadow to start from. */
	initial: Shadow;
}

/**
 * The generator holding its own state: the front end.
 *
 * @param props Component props.
 */
export function StandaloneGenerator( props: StandaloneGeneratorProps ) {
	const { initial, ...rest } = props;
	const [ shadow, setShadow ] = useState( initial );
	return <Generator value={ shadow } onChange={ setShadow } { ...rest } />;
}
