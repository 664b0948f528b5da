/**
 * A runtime that draws its own controls over the server's reads what the visitor set in them
 * when it takes over, and mountBlocks hands it any change that lands after that read: between
 * the read and the first commit, or on a server control the new tree has replaced (a colour
 * picker or a select's list still open on it) — for every kind of control a visitor sets
 * (range, number, colour, checkbox, select, text).
 */

/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { mountBlocks } from '@farol/lib/mount';

type Values = Record< string, string | boolean >;

const SERVER = `
	<input type="range" name="range" min="0" max="10" value="0">
	<input type="number" name="number" value="0">
	<input type="color" name="color" value="#000000">
	<input type="checkbox" name="box">
	<select name="choice"><option value="a">A</option><option value="b">B</option></select>
	<input type="text" name="text" value="">
	<button type="button">Copiar</button>`;

/** A change the visitor makes in each kind of control, and what it reads as. */
const CHANGES: Array< [ string, string | boolean ] > = [
	[ 'range', '1' ],
	[ 'number', '7' ],
	[ 'color', '#ff0000' ],
	[ 'box', true ],
	[ 'choice', 'b' ],
	[ 'text', 'Ana' ],
];

/**
 * What the controls of a tree show.
 *
 * @param root The container.
 */
function valuesIn( root: Element ): Values {
	const values: Values = {};
	root.querySelectorAll< HTMLInputElement | HTMLSelectElement >(
		'input,select'
	).forEach( ( control ) => {
		values[ control.name ] =
			control.type === 'checkbox'
				? ( control as HTMLInputElement ).checked
				: control.value;
	} );
	return values;
}

/**
 * Changes a control as a visitor does (the value, then `input` and `change`).
 *
 * @param control The control.
 * @param value   What the visitor sets.
 */
function visitorSets(
	control: HTMLInputElement | HTMLSelectElement,
	value: string | boolean
): void {
	if ( typeof value === 'boolean' ) {
		( control as HTMLInputElement ).checked = value;
	} else {
		control.value = value;
	}
	control.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	control.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

/**
 * The runtime: its own controls, starting from what it read, and its state shown.
 *
 * @param props         Component props.
 * @param props.initial What it read from the server's controls.
 */
function Runtime( { initial }: { initial: Values } ) {
	const [ state, setState ] = useState( initial );
	const set = ( name: string ) => ( event: { target: EventTarget } ) => {
		const control = event.target as HTMLInputElement;
		setState( ( previous ) => ( {
			...previous,
			[ name ]:
				control.type === 'checkbox' ? control.checked : control.value,
		} ) );
	};
	return (
		<>
			<input
				type="range"
				name="range"
				min="0"
				max="10"
				value={ state.range as string }
				onChange={ set( 'range' ) }
			/>
			<input
				type="number"
				name="number"
				value={ state.number as string }
				onChange={ set( 'number' ) }
			/>
			<input
				type="color"
				name="color"
				value={ state.color as string }
				onChange={ set( 'color' ) }
			/>
			<input
				type="checkbox"
				name="box"
				checked={ state.box as boolean }
				onChange={ set( 'box' ) }
			/>
			<select
				name="choice"
				value={ state.choice as string }
				onChange={ set( 'choice' ) }
			>
				<option value="a">A</option>
				<option value="b">B</option>
			</select>
			<input
				type="text"
				name="text"
				value={ state.text as string }
				onChange={ set( 'text' ) }
			/>
			<output>{ JSON.stringify( state ) }</output>
		</>
	);
}

let container: HTMLElement;
let stop = () => {};

/**
 * Mounts the runtime; `meanwhile` runs between its read of the server's controls and its
 * first commit.
 *
 * @param meanwhile What happens after the read.
 */
function mount( meanwhile: () => void = () => {} ): void {
	act( () => {
		stop = mountBlocks( {
			selector: '#block',
			props: z.object( {} ),
			render: ( _props, server ) => {
				const initial = valuesIn( server );
				meanwhile();
				return <Runtime initial={ initial } />;
			},
		} );
	} );
}

/** The runtime's state, as it shows it. */
const runtimeState = (): Values =>
	JSON.parse( screen.getByRole( 'status' ).textContent ?? '{}' );

beforeEach( () => {
	document.body.innerHTML = `<div id="block" data-farol-props="{}" data-farol-needed>${ SERVER }</div>`;
	container = document.getElementById( 'block' )!;
} );

afterEach( () => {
	act( () => stop() );
	stop = () => {};
} );

describe( 'mountBlocks keeps what the visitor set in the server’s controls', () => {
	it( 'reads what was set before the takeover', () => {
		for ( const [ name, value ] of CHANGES ) {
			visitorSets(
				container.querySelector( `[name="${ name }"]` )!,
				value
			);
		}
		mount();
		const expected = Object.fromEntries( CHANGES );
		expect( runtimeState() ).toEqual( expected );
		expect( valuesIn( container ) ).toEqual( expected );
	} );

	it.each( CHANGES )(
		'hands the runtime a %s change that lands between its read and its first commit',
		( name, value ) => {
			const server = container.querySelector< HTMLInputElement >(
				`[name="${ name }"]`
			)!;
			mount( () => visitorSets( server, value ) );
			expect( runtimeState()[ name ] ).toEqual( value );
			expect( valuesIn( container )[ name ] ).toEqual( value );
		}
	);

	it.each( CHANGES )(
		'hands the runtime a %s change made on the replaced server control (a picker still open on it)',
		( name, value ) => {
			const server = container.querySelector< HTMLInputElement >(
				`[name="${ name }"]`
			)!;
			mount();
			expect( server.isConnected ).toBe( false );
			act( () => visitorSets( server, value ) );
			expect( runtimeState()[ name ] ).toEqual( value );
			expect( valuesIn( container )[ name ] ).toEqual( value );
		}
	);

	it( 'adds nothing for a runtime that keeps the server’s controls', () => {
		const text =
			container.querySelector< HTMLInputElement >( '[name="text"]' )!;
		const seen = jest.fn();
		text.addEventListener( 'input', seen );
		const nodes = Array.from( container.childNodes );
		/** A runtime that puts the server's nodes back (the lead form's, the comments'). */
		function Keeper() {
			useLayoutEffect( () => container.append( ...nodes ), [] );
			return null;
		}
		act( () => {
			stop = mountBlocks( {
				selector: '#block',
				props: z.object( {} ),
				render: () => <Keeper />,
			} );
		} );
		act( () => visitorSets( text, 'Ana' ) );
		expect( seen ).toHaveBeenCalledTimes( 1 );
		expect( text.value ).toBe( 'Ana' );
	} );
} );
