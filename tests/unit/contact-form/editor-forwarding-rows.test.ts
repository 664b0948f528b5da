/**
 * The contact form editor's Forwarding panel: what it reads from the meta and which of its
 * rows it writes back (only those the contract, and so the REST save, accepts).
 */
/**
 * Internal dependencies
 */
import {
	forwardingValue,
	validRows,
} from '../../../src/contact-form/editor-settings/forwarding-rows';

describe( 'contact form forwarding rows', () => {
	it( 'reads the stored settings, and the defaults for none or a broken value', () => {
		const stored = {
			enabled: true,
			conversion_identifier: 'contato-site',
			mapping: [ { from: 'your_name', to: 'name' } ],
		};
		expect( forwardingValue( stored ) ).toEqual( stored );
		const defaults = {
			enabled: false,
			conversion_identifier: '',
			mapping: [],
		};
		expect( forwardingValue( undefined ) ).toEqual( defaults );
		expect( forwardingValue( { enabled: 'yes' } ) ).toEqual( defaults );
		expect( forwardingValue( { enabled: true, extra: 1 } ) ).toEqual(
			defaults
		);
	} );

	it( 'keeps only complete rows aimed at an RD Station field or the consent', () => {
		expect(
			validRows( [
				{ from: 'your-email', to: 'email' },
				{ from: '', to: 'name' },
				{ from: 'your-name', to: '' },
				{ from: 'empresa', to: 'company' },
				{ from: 'interesses', to: 'cf_interesses' },
				{ from: 'rgpd', to: 'communications' },
			] )
		).toEqual( [
			{ from: 'your-email', to: 'email' },
			{ from: 'interesses', to: 'cf_interesses' },
			{ from: 'rgpd', to: 'communications' },
		] );
	} );
} );
