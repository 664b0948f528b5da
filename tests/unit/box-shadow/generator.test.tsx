/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { COPY_MESSAGE_MS } from '@farol/box-shadow/clipboard';
import { StandaloneGenerator } from '@farol/box-shadow/generator';
import { publishedWords, type GeneratorWords } from '@farol/box-shadow/words';
import { defaultsFrom, limitsFrom } from '@farol/box-shadow/settings';
import metadata from '../../../blocks/box-shadow/block.json';
import words from '../../fixtures/box-shadow/words.json';
import { parsePo } from '../countdown/load-po';

const limits = limitsFrom( metadata.attributes );
const defaults = defaultsFrom( metadata.attributes );
const DEFAULT_RULE = 'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.3);';

/**
 * Renders a generator starting from the block defaults.
 * @param shown
 */
function renderGenerator( shown: GeneratorWords = words ) {
	const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
	const view = render(
		<StandaloneGenerator
			initial={ defaults }
			defaults={ defaults }
			limits={ limits }
			idPrefix="test"
			words={ shown }
		/>
	);
	const preview = view.container.querySelector< HTMLElement >(
		'.farol-box-shadow__preview'
	) as HTMLElement;
	const ruleButton = screen.getByRole( 'button', { name: /^box-shadow:/ } );
	return { user, preview, ruleButton, ...view };
}

/** Lets pending promise callbacks (the clipboard's answer) run inside act(). */
async function settle() {
	await act( async () => {} );
}

let execCommand: jest.Mock;

beforeEach( () => {
	jest.useFakeTimers();
	// jsdom has no execCommand; the fallback route calls it.
	execCommand = jest.fn( () => false );
	Object.defineProperty( document, 'execCommand', {
		value: execCommand,
		configurable: true,
	} );
} );

afterEach( () => {
	jest.useRealTimers();
	delete window.farolBoxShadowWords;
} );

describe( 'the controls', () => {
	it( 'are labelled, with units, and start from the defaults', () => {
		renderGenerator();
		expect(
			screen.getByRole( 'slider', { name: 'Horizontal offset (px)' } )
		).toHaveValue( '0' );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Horizontal offset (px)' } )
		).toHaveValue( 0 );
		expect(
			screen.getByRole( 'slider', { name: 'Vertical offset (px)' } )
		).toHaveValue( '12' );
		expect(
			screen.getByRole( 'slider', { name: 'Blur (px)' } )
		).toHaveValue( '32' );
		expect(
			screen.getByRole( 'slider', { name: 'Spread (px)' } )
		).toHaveValue( '-8' );
		expect(
			screen.getByRole( 'slider', { name: 'Opacity (%)' } )
		).toHaveValue( '30' );
		expect( screen.getByLabelText( 'Shadow color' ) ).toHaveValue(
			'#000000'
		);
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Inset shadow (inside the box)',
			} )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'button', { name: DEFAULT_RULE } )
		).toBeVisible();
	} );

	it( 'moving a slider updates the number, the preview and the rule', () => {
		const { preview } = renderGenerator();
		fireEvent.change(
			screen.getByRole( 'slider', { name: 'Horizontal offset (px)' } ),
			{ target: { value: '-20' } }
		);
		expect(
			screen.getByRole( 'spinbutton', { name: 'Horizontal offset (px)' } )
		).toHaveValue( -20 );
		expect( preview.style.boxShadow ).toBe(
			'-20px 12px 32px -8px rgba(0, 0, 0, 0.3)'
		);
		expect(
			screen.getByRole( 'button', {
				name: 'box-shadow: -20px 12px 32px -8px rgba(0, 0, 0, 0.3);',
			} )
		).toBeVisible();
	} );

	it( 'typing a number moves the slider, and out-of-range numbers are clamped', async () => {
		const { user } = renderGenerator();
		const blur = screen.getByRole( 'spinbutton', { name: 'Blur (px)' } );
		await user.clear( blur );
		await user.type( blur, '250' );
		expect( blur ).toHaveValue( 100 );
		expect(
			screen.getByRole( 'slider', { name: 'Blur (px)' } )
		).toHaveValue( '100' );
		const spread = screen.getByRole( 'spinbutton', {
			name: 'Spread (px)',
		} );
		await user.clear( spread );
		await user.type( spread, '-5' );
		expect( spread ).toHaveValue( -5 );
		expect( screen.getByText( /box-shadow:/ ) ).toHaveTextContent(
			'box-shadow: 0px 12px 100px -5px rgba(0, 0, 0, 0.3);'
		);
	} );

	it( 'colour, opacity and inset build the rgba() and the inset keyword', async () => {
		const { user, preview } = renderGenerator();
		fireEvent.input( screen.getByLabelText( 'Shadow color' ), {
			target: { value: '#0b1f33' },
		} );
		fireEvent.change(
			screen.getByRole( 'slider', { name: 'Opacity (%)' } ),
			{
				target: { value: '55' },
			}
		);
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Inset shadow (inside the box)',
			} )
		);
		expect( preview.style.boxShadow ).toBe(
			'inset 0px 12px 32px -8px rgba(11, 31, 51, 0.55)'
		);
		expect( screen.getByText( /box-shadow:/ ) ).toHaveTextContent(
			'box-shadow: inset 0px 12px 32px -8px rgba(11, 31, 51, 0.55);'
		);
	} );

	it( 'restores the defaults', async () => {
		const { user } = renderGenerator();
		const reset = screen.getByRole( 'button', {
			name: 'Restore defaults',
		} );
		expect( reset ).toBeDisabled();
		fireEvent.change( screen.getByRole( 'slider', { name: 'Blur (px)' } ), {
			target: { value: '3' },
		} );
		expect( reset ).toBeEnabled();
		await user.click( reset );
		expect( screen.getByText( /box-shadow:/ ) ).toHaveTextContent(
			DEFAULT_RULE
		);
		expect( reset ).toBeDisabled();
	} );
} );

describe( 'copying the rule', () => {
	it( 'a click copies the rule and confirms for exactly 5 seconds', async () => {
		const { user, ruleButton } = renderGenerator();
		fireEvent.change(
			screen.getByRole( 'slider', { name: 'Vertical offset (px)' } ),
			{
				target: { value: '-7' },
			}
		);
		await user.click( ruleButton );
		await settle();
		await expect( navigator.clipboard.readText() ).resolves.toBe(
			'box-shadow: 0px -7px 32px -8px rgba(0, 0, 0, 0.3);'
		);
		const status = screen.getByRole( 'status' );
		expect( status ).toHaveTextContent( 'Rule copied to the clipboard!' );
		expect( COPY_MESSAGE_MS ).toBe( 5000 );
		act( () => {
			jest.advanceTimersByTime( 4999 );
		} );
		expect( status ).toHaveTextContent( 'Rule copied to the clipboard!' );
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( status ).toBeEmptyDOMElement();
	} );

	it( 'a second copy restarts the 5 seconds', async () => {
		const { user, ruleButton } = renderGenerator();
		await user.click( ruleButton );
		await settle();
		act( () => {
			jest.advanceTimersByTime( 3000 );
		} );
		await user.click( ruleButton );
		await settle();
		act( () => {
			jest.advanceTimersByTime( 3000 );
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Rule copied to the clipboard!'
		);
		act( () => {
			jest.advanceTimersByTime( 2000 );
		} );
		expect( screen.getByRole( 'status' ) ).toBeEmptyDOMElement();
	} );

	it( 'works from the keyboard (Enter and Space)', async () => {
		const { user, ruleButton } = renderGenerator();
		ruleButton.focus();
		await user.keyboard( '{Enter}' );
		await settle();
		await expect( navigator.clipboard.readText() ).resolves.toBe(
			DEFAULT_RULE
		);
		await navigator.clipboard.writeText( '' );
		await user.keyboard( ' ' );
		await settle();
		await expect( navigator.clipboard.readText() ).resolves.toBe(
			DEFAULT_RULE
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Rule copied to the clipboard!'
		);
	} );

	it( 'confirms in Portuguese in the editor, with the words the server published', async () => {
		// What Blocks\BoxShadowWords prints before the editor script on a pt_BR site: its
		// English words (the fixture PHPUnit holds it to) through the pt_BR catalogue.
		const portuguese = parsePo(
			readFileSync(
				path.join(
					__dirname,
					'../../../plugin/languages/pt_BR/box-shadow.po'
				),
				'utf8'
			)
		);
		window.farolBoxShadowWords = Object.fromEntries(
			Object.entries( words ).map( ( [ key, word ] ) => [
				key,
				portuguese[ word ]?.[ 0 ],
			] )
		);
		const { user, ruleButton } = renderGenerator( publishedWords() );
		await user.click( ruleButton );
		await settle();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Regra copiada para a área de transferência!'
		);
		expect(
			screen.getByRole( 'slider', {
				name: 'Deslocamento horizontal (px)',
			} )
		).toBeVisible();
	} );

	it( 'falls back to select-and-copy when the Clipboard API refuses', async () => {
		const { user, ruleButton } = renderGenerator();
		jest.spyOn( navigator.clipboard, 'writeText' ).mockRejectedValue(
			new DOMException( 'Denied', 'NotAllowedError' )
		);
		execCommand.mockReturnValue( true );
		await user.click( ruleButton );
		await settle();
		expect( execCommand ).toHaveBeenCalledWith( 'copy' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Rule copied to the clipboard!'
		);
		// The temporary textarea is gone and the focus is back on the rule.
		expect( document.querySelector( 'textarea' ) ).toBeNull();
		expect( ruleButton ).toHaveFocus();
	} );

	it( 'when both routes fail, says so and leaves the rule selected', async () => {
		const { user, ruleButton } = renderGenerator();
		jest.spyOn( navigator.clipboard, 'writeText' ).mockRejectedValue(
			new DOMException( 'Denied', 'NotAllowedError' )
		);
		await user.click( ruleButton );
		await settle();
		const status = screen.getByRole( 'status' );
		expect( status ).toHaveTextContent( /Could not copy automatically/ );
		expect( status ).toHaveClass( 'is-error' );
		expect( document.getSelection()?.toString() ).toBe( DEFAULT_RULE );
		// An error does not vanish with the success timer.
		act( () => {
			jest.advanceTimersByTime( 10_000 );
		} );
		expect( status ).toHaveTextContent( /Could not copy automatically/ );
	} );
} );
