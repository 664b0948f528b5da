/**
 * The lead forms' hosts panel on the shared settings form: it shows this site's defaults
 * until the stored addresses arrive, refuses to save an address that is not http(s), and
 * says "Addresses saved." with what was stored.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { HostsPanel } from '@farol/lead-form/admin-forms/hosts-panel';
import { loadHosts, saveHosts } from '@farol/lead-form/admin-forms/api';

jest.mock( '@wordpress/components', () =>
	jest.requireActual( './components-stand-in' )
);
jest.mock( '@farol/lead-form/admin-forms/api', () => ( {
	loadHosts: jest.fn(),
	saveHosts: jest.fn(),
	describeError: ( error: unknown ) => String( error ),
} ) );

const load = loadHosts as jest.MockedFunction< typeof loadHosts >;
const save = saveHosts as jest.MockedFunction< typeof saveHosts >;

const stored = {
	api_domain: 'https://api.example.com',
	form_domain: '',
	cities_host: '',
};

beforeEach( () => {
	load.mockReset().mockResolvedValue( stored );
	save.mockReset().mockImplementation( async ( hosts ) => hosts );
} );

test( 'an address that is not http(s) cannot be saved', async () => {
	const user = userEvent.setup();
	render( <HostsPanel /> );
	const api = screen.getByLabelText( 'Conversion API address' );
	await waitFor( () => expect( api ).toHaveValue( stored.api_domain ) );
	await user.clear( api );
	await user.type( api, 'ftp://x' );
	expect(
		screen.getByRole( 'button', { name: 'Save addresses' } )
	).toBeDisabled();
	expect(
		screen.getByText( 'An http(s) address without a trailing slash.' )
	).toBeInTheDocument();
} );

test( 'a save sends the trimmed addresses and says so', async () => {
	const user = userEvent.setup();
	render( <HostsPanel /> );
	const forms = screen.getByLabelText( 'Form template address' );
	await waitFor( () =>
		expect( screen.getByLabelText( 'Conversion API address' ) ).toHaveValue(
			stored.api_domain
		)
	);
	await user.type( forms, ' https://forms.example.com ' );
	await user.click(
		screen.getByRole( 'button', { name: 'Save addresses' } )
	);
	expect( await screen.findByText( 'Addresses saved.' ) ).toBeInTheDocument();
	expect( save ).toHaveBeenCalledWith( {
		...stored,
		form_domain: 'https://forms.example.com',
	} );
} );
