/**
 * The shared settings form (src/lib/admin/settings) as an administrator meets it on the
 * contact form's spam screen: the stored settings load with the secret masked, the secret's
 * field says typing replaces it and is never autofilled, a value the contract refuses is not
 * sent, a save shows what was stored, and a failed load says why.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { loadSettings, saveSettings } from '@farol/contact-form/admin-spam/api';
import { SettingsPanel } from '@farol/contact-form/admin-spam/settings-panel';
import {
	spamSettings,
	type SpamSettings,
} from '@farol/contact-form/spam-contract';

jest.mock( '@wordpress/components', () =>
	jest.requireActual( './components-stand-in' )
);
jest.mock( '@farol/contact-form/admin-spam/api', () => ( {
	loadSettings: jest.fn(),
	saveSettings: jest.fn(),
} ) );

const load = loadSettings as jest.MockedFunction< typeof loadSettings >;
const save = saveSettings as jest.MockedFunction< typeof saveSettings >;

const MASK = '••••••••';
const stored: SpamSettings = spamSettings.parse( {
	captcha_provider: 'recaptcha_v3',
	recaptcha_site_key: 'site-key',
	recaptcha_secret: MASK,
} );

beforeEach( () => {
	load.mockReset();
	save.mockReset();
} );

test( 'the stored secret shows masked, with its help, and is never autofilled', async () => {
	load.mockResolvedValue( stored );
	render( <SettingsPanel /> );
	const secret = await screen.findByLabelText( 'reCAPTCHA secret key' );
	expect( secret ).toHaveValue( MASK );
	expect( secret ).toHaveAttribute( 'autocomplete', 'off' );
	expect(
		screen.getByText( 'Never shown again: type a new one to replace it.' )
	).toBeInTheDocument();
} );

test( 'a value the contract refuses is not sent and the reason shows', async () => {
	load.mockResolvedValue( stored );
	const user = userEvent.setup();
	render( <SettingsPanel /> );
	const threshold = await screen.findByLabelText(
		'Lowest score of a person (0 to 1)'
	);
	await user.clear( threshold );
	await user.type( threshold, '7' );
	await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
	expect(
		screen.getByText( 'Check the threshold (0 to 1) and the keys.' )
	).toBeInTheDocument();
	expect( save ).not.toHaveBeenCalled();
} );

test( 'a typed secret is sent, and the stored (masked) answer replaces it', async () => {
	load.mockResolvedValue( stored );
	save.mockImplementation( async ( sent ) => ( {
		...sent,
		recaptcha_secret: MASK,
	} ) );
	const user = userEvent.setup();
	render( <SettingsPanel /> );
	const secret = await screen.findByLabelText( 'reCAPTCHA secret key' );
	await user.clear( secret );
	await user.type( secret, 'new-secret' );
	await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
	expect( await screen.findByText( 'Settings saved.' ) ).toBeInTheDocument();
	expect( save ).toHaveBeenCalledWith(
		expect.objectContaining( { recaptcha_secret: 'new-secret' } )
	);
	await waitFor( () => expect( secret ).toHaveValue( MASK ) );
} );

test( 'a refused save says why and keeps what was typed', async () => {
	load.mockResolvedValue( stored );
	save.mockRejectedValue( new Error( 'Sorry, you are not allowed.' ) );
	const user = userEvent.setup();
	render( <SettingsPanel /> );
	const key = await screen.findByLabelText( 'reCAPTCHA site key' );
	await user.type( key, '-2' );
	await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
	expect(
		await screen.findByText( 'Sorry, you are not allowed.' )
	).toBeInTheDocument();
	expect( key ).toHaveValue( 'site-key-2' );
} );

test( 'a failed load says why instead of the fields', async () => {
	load.mockRejectedValue( new Error( 'The server is away.' ) );
	render( <SettingsPanel /> );
	expect(
		await screen.findByText( 'The server is away.' )
	).toBeInTheDocument();
	expect( screen.queryByRole( 'button', { name: 'Save' } ) ).toBeNull();
} );
