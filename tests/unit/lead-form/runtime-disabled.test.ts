/**
 * A control the form disables does not apply now (the city and state while the visitor is
 * abroad, when the free-text place fields stand in): it is neither checked nor sent.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { buildValidator } from '@farol/lead-form/rules';
import {
	collectFields,
	disabledFields,
} from '../../../src/lead-form/runtime/collect';
import { fieldMessages } from '../../../src/lead-form/runtime/validation';

const published = JSON.parse(
	fs.readFileSync(
		path.join( __dirname, '../../fixtures/lead-form/rules-published.json' ),
		'utf8'
	)
);

const MARKUP = `
<form>
	<input name="name" data-type="string" value="Ana">
	<input name="email" type="email" data-type="string" value="ana@example.com">
	<input name="cf_texto" data-type="string" value="não vai" disabled>
	<fieldset disabled>
		<input type="checkbox" name="cf_interesse[]" value="marketing">
		<input type="checkbox" name="cf_interesse[]" value="vendas">
	</fieldset>
	<input type="checkbox" name="cf_termos" value="1">
	<input name="open_city" data-type="string" value="Lisboa">
	<button type="submit">Enviar</button>
</form>`;

function form(): HTMLFormElement {
	document.body.innerHTML = MARKUP;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

describe( 'disabled controls', () => {
	it( 'are not sent, the fieldset’s controls included', () => {
		expect( collectFields( form() ) ).toEqual( {
			name: 'Ana',
			email: 'ana@example.com',
			cf_termos: false,
			open_city: 'Lisboa',
		} );
	} );

	it( 'name the fields whose every control is disabled', () => {
		expect( [ ...disabledFields( form() ) ].sort() ).toEqual( [
			'cf_interesse',
			'cf_texto',
		] );
	} );

	it( 'are not checked, while an enabled required field still is', () => {
		const element = form();
		const validator = buildValidator( published.standard_pt );
		const fields = collectFields( element );
		// Without the skip list the disabled required group would be reported missing.
		expect( fieldMessages( validator, fields ) ).toHaveProperty(
			'cf_interesse'
		);
		expect(
			fieldMessages( validator, fields, disabledFields( element ) )
		).toEqual( { cf_termos: 'Por favor marque esse checkbox' } );
	} );

	it( 'count again once enabled', () => {
		const element = form();
		element.querySelector( 'fieldset' )!.removeAttribute( 'disabled' );
		const validator = buildValidator( published.standard_pt );
		expect(
			fieldMessages(
				validator,
				collectFields( element ),
				disabledFields( element )
			)
		).toEqual( {
			cf_interesse: 'Por favor selecione uma ou mais das opções',
			cf_termos: 'Por favor marque esse checkbox',
		} );
	} );
} );
