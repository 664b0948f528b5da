/**
 * What the view hands the rules engine: the form's own FormData read as the server reads the
 * post (a `name[]` group is a list under its bare name, an empty file input is no file).
 */
/**
 * Internal dependencies
 */
import { readForm } from '../../../src/contact-form/view/form-values';

function form( html: string ): HTMLFormElement {
	document.body.innerHTML = `<form>${ html }</form>`;
	return document.querySelector( 'form' )!;
}

describe( 'readForm', () => {
	it( 'reads single values, groups as lists and leaves out unchecked boxes', () => {
		const { values, files } = readForm(
			form(
				`<input name="your-name" value=" Ana ">
				<input type="checkbox" name="channels[]" value="E-mail" checked>
				<input type="checkbox" name="channels[]" value="SEO">
				<input type="checkbox" name="channels[]" value="Anúncios" checked>
				<input type="checkbox" name="lgpd" value="1">
				<select name="subject"><option>Orçamento</option></select>`
			)
		);
		expect( values ).toEqual( {
			'your-name': ' Ana ',
			channels: [ 'E-mail', 'Anúncios' ],
			subject: 'Orçamento',
		} );
		expect( files ).toEqual( {} );
	} );

	it( 'takes one checked box of a group as a list too', () => {
		const { values } = readForm(
			form( '<input type="checkbox" name="g[]" value="a" checked>' )
		);
		expect( values ).toEqual( { g: [ 'a' ] } );
	} );

	it( 'counts an empty file input as no file', () => {
		const { files, values } = readForm(
			form( '<input type="file" name="briefing">' )
		);
		expect( files ).toEqual( { briefing: [] } );
		expect( values ).toEqual( {} );
	} );
} );
