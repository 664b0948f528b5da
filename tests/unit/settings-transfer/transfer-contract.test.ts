/**
 * The settings file's contract: composed of each option's contract, without the secrets each
 * declares; a newer format version or an unknown section is refused.
 */
/**
 * Internal dependencies
 */
import {
	SETTINGS_TRANSFER_FORMAT,
	SETTINGS_TRANSFER_VERSION,
	settingsTransfer,
} from '../../../src/settings-transfer/transfer-contract';
import { commentSettings } from '../../../src/comments/settings-contract';
import { SPAM_SECRETS } from '../../../src/contact-form/spam-contract';

const file = ( settings: Record< string, unknown > ) => ( {
	format: SETTINGS_TRANSFER_FORMAT,
	version: SETTINGS_TRANSFER_VERSION,
	plugin_version: '0.1.0',
	site_url: 'https://staging.example.org/',
	exported_at: '2026-12-03T05:40:00Z',
	settings,
} );

describe( 'the settings file', () => {
	it( 'takes every section with its option’s values', () => {
		const parsed = settingsTransfer.parse(
			file( {
				comments: {
					per_page: 17,
					phrases: { post_not_found: 'Sumiu.' },
				},
				contact_spam: { captcha_provider: 'turnstile' },
				lead_forwarding: { timeout: 25 },
				lead_capture: { api_domain: '' },
				sticky_rules: [ { sticky_selector: '#masthead' } ],
			} )
		);
		expect( parsed.settings.comments?.per_page ).toBe( 17 );
		expect( parsed.settings.sticky_rules?.[ 0 ]?.z_index ).toBe( 1 );
	} );

	it( 'has the comment settings’ every key but the secrets', () => {
		const section = settingsTransfer.shape.settings.shape.comments.unwrap();
		expect( Object.keys( section.shape ).sort() ).toEqual(
			Object.keys( commentSettings.shape )
				.filter( ( key ) => key !== 'captcha_secret' )
				.sort()
		);
	} );

	it.each( [
		[ 'contact_spam', { [ SPAM_SECRETS[ 0 ] ]: 'x' } ],
		[ 'lead_forwarding', { api_key: 'x' } ],
		[ 'comments', { captcha_secret: 'x' } ],
		[
			'comments',
			{ social_providers: { google: { client_secret: 'x' } } },
		],
	] )( 'refuses a secret in %s', ( section, value ) => {
		expect(
			settingsTransfer.safeParse( file( { [ section ]: value } ) ).success
		).toBe( false );
	} );

	it( 'refuses a newer version, another format and an unknown section', () => {
		expect(
			settingsTransfer.safeParse( {
				...file( {} ),
				version: SETTINGS_TRANSFER_VERSION + 1,
			} ).success
		).toBe( false );
		expect(
			settingsTransfer.safeParse( { ...file( {} ), format: 'wpdiscuz' } )
				.success
		).toBe( false );
		expect(
			settingsTransfer.safeParse( file( { wpdiscuz_phrases: {} } ) )
				.success
		).toBe( false );
	} );
} );
