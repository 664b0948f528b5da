/**
 * Social login's settings (Farol\Comments\Social): the agreement a visitor confirms first, and
 * per provider its switch, its app's credentials (Telegram: the bot's name and token) and its
 * endpoints (empty: the provider's documented ones). Secrets arrive masked (bullets and the last
 * four characters) and are saved back as they are: the server keeps the stored secret then.
 */
/**
 * WordPress dependencies
 */
import {
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	SOCIAL_PROVIDERS,
	socialProviderSettings,
	type SocialProvider,
	type SocialProviderSettings,
} from '../social-contract';
import type { SectionProps } from './section-props';

type Endpoint =
	| 'authorize_url'
	| 'token_url'
	| 'tokeninfo_url'
	| 'userinfo_url';

/**
 * The endpoint fields and their labels.
 */
function endpointLabels(): Record< Endpoint, string > {
	return {
		authorize_url: __( 'Authorize address', 'farol' ),
		token_url: __( 'Token address', 'farol' ),
		tokeninfo_url: __( 'Token-info address', 'farol' ),
		userinfo_url: __( 'User-info address', 'farol' ),
	};
}

/**
 * One provider's fields.
 *
 * @param props          Properties.
 * @param props.name     The provider.
 * @param props.value    Its settings.
 * @param props.onChange Called with its new settings.
 */
function ProviderFields( props: {
	name: SocialProvider;
	value: SocialProviderSettings;
	onChange: ( value: SocialProviderSettings ) => void;
} ) {
	const { name, value, onChange } = props;
	const telegram = name === 'telegram';
	const set = ( patch: Partial< SocialProviderSettings > ) =>
		onChange( { ...value, ...patch } );
	return (
		<details className="farol-comment-settings__provider">
			<summary>
				{ name }
				{ value.enabled ? ` — ${ __( 'on', 'farol' ) }` : '' }
			</summary>
			<ToggleControl
				label={ sprintf(
					/* translators: %s: the provider, e.g. google. */
					__( 'Log in with %s', 'farol' ),
					name
				) }
				checked={ value.enabled }
				onChange={ ( enabled ) => set( { enabled } ) }
			/>
			<TextControl
				label={
					telegram
						? __( 'Bot name', 'farol' )
						: __( 'App (client) ID', 'farol' )
				}
				value={ value.client_id }
				onChange={ ( id ) => set( { client_id: id } ) }
			/>
			<TextControl
				label={
					telegram
						? __( 'Bot token', 'farol' )
						: __( 'App secret', 'farol' )
				}
				help={ __(
					'Shown masked; leave it as it is to keep the saved one.',
					'farol'
				) }
				autoComplete="off"
				value={ value.client_secret }
				onChange={ ( secret ) => set( { client_secret: secret } ) }
			/>
			{ name === 'ok' && (
				<TextControl
					label={ __( 'Application public key', 'farol' ) }
					help={ __(
						'OK.ru signs its API calls with it (application_key); required.',
						'farol'
					) }
					value={ value.public_key }
					onChange={ ( key ) => set( { public_key: key } ) }
				/>
			) }
			{ ! telegram &&
				(
					Object.entries( endpointLabels() ) as [ Endpoint, string ][]
				 ).map( ( [ key, label ] ) => (
					<TextControl
						key={ key }
						type="url"
						label={ label }
						help={ __(
							'Empty: the address the provider documents.',
							'farol'
						) }
						value={ value[ key ] }
						onChange={ ( url ) => set( { [ key ]: url } ) }
					/>
				) ) }
		</details>
	);
}

/**
 * Social login's settings.
 *
 * @param props Section properties.
 */
export function SocialSection( props: SectionProps ) {
	const { settings, change } = props;
	return (
		<fieldset className="farol-comment-settings__group farol-comment-settings__social">
			<legend>{ __( 'Social login', 'farol' ) }</legend>
			<p>
				{ sprintf(
					/* translators: %s: the address to register with each provider. */
					__(
						'Register this address as the redirect (callback) address with each provider: %s',
						'farol'
					),
					// This page is in wp-admin, beside admin-ajax.php.
					new URL(
						'admin-ajax.php?action=wpd_login_callback',
						window.location.href
					).href
				) }
			</p>
			<TextareaControl
				label={ __( 'Agreement before a social login', 'farol' ) }
				help={ __(
					'Empty: none asked. Links and emphasis allowed. A visitor confirms it once every 30 days.',
					'farol'
				) }
				value={ settings.social_agreement_text }
				onChange={ ( value ) =>
					change( { social_agreement_text: value } )
				}
			/>
			{ SOCIAL_PROVIDERS.map( ( name ) => (
				<ProviderFields
					key={ name }
					name={ name }
					value={
						settings.social_providers[ name ] ??
						socialProviderSettings.parse( {} )
					}
					onChange={ ( value ) =>
						change( {
							social_providers: {
								...settings.social_providers,
								[ name ]: value,
							},
						} )
					}
				/>
			) ) }
		</fieldset>
	);
}
