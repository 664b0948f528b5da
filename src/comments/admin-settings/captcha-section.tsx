/**
 * Captcha (issue 24): the comment forms' captcha provider, whom it asks (guests, members), the
 * third-party provider's keys (the secret shown masked, replaced when typed) and reCAPTCHA v3's
 * threshold. Keys: the captcha block of ../settings-contract.ts.
 */
/**
 * External dependencies
 */
import { SecretField } from '@farol/lib/admin/settings';

/**
 * WordPress dependencies
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CommentSettings } from '../settings-contract';
import type { SectionProps } from './section-props';

type Provider = CommentSettings[ 'captcha_provider' ];

/**
 * The captcha settings.
 *
 * @param props Section properties.
 */
export function CaptchaSection( props: SectionProps ) {
	const { settings, change } = props;
	const provider = settings.captcha_provider;
	const thirdParty = provider !== 'none' && provider !== 'proof_of_work';
	return (
		<fieldset className="farol-comment-settings__captcha">
			<legend>{ __( 'Captcha', 'farol' ) }</legend>
			<SelectControl
				label={ __( 'Captcha of the comment forms', 'farol' ) }
				help={ __(
					'The proof of work needs no third party: the visitor’s browser solves a small puzzle while they write. A provider without its keys falls back to it.',
					'farol'
				) }
				value={ provider }
				options={ [
					{ label: __( 'None', 'farol' ), value: 'none' },
					{
						label: __( 'Proof of work (no third party)', 'farol' ),
						value: 'proof_of_work',
					},
					{
						label: __( 'Google reCAPTCHA v2 (checkbox)', 'farol' ),
						value: 'recaptcha_v2',
					},
					{
						label: __( 'Google reCAPTCHA v3', 'farol' ),
						value: 'recaptcha_v3',
					},
					{
						label: __( 'Cloudflare Turnstile', 'farol' ),
						value: 'turnstile',
					},
				] }
				onChange={ ( value ) =>
					change( { captcha_provider: value as Provider } )
				}
			/>
			<ToggleControl
				label={ __( 'Guests answer the captcha', 'farol' ) }
				checked={ settings.captcha_guests }
				onChange={ ( value ) => change( { captcha_guests: value } ) }
			/>
			<ToggleControl
				label={ __( 'Logged-in members answer the captcha', 'farol' ) }
				checked={ settings.captcha_members }
				onChange={ ( value ) => change( { captcha_members: value } ) }
			/>
			{ thirdParty && (
				<>
					<TextControl
						label={ __( 'Site key', 'farol' ) }
						value={ settings.captcha_site_key }
						onChange={ ( value ) =>
							change( { captcha_site_key: value } )
						}
					/>
					<SecretField
						label={ __( 'Secret key', 'farol' ) }
						value={ settings.captcha_secret }
						onChange={ ( value ) =>
							change( { captcha_secret: value } )
						}
					/>
				</>
			) }
			{ provider === 'recaptcha_v3' && (
				<TextControl
					label={ __( 'Lowest score of a person (0 to 1)', 'farol' ) }
					help={ __(
						'Comments with a lower score are held for moderation.',
						'farol'
					) }
					type="number"
					min={ 0 }
					max={ 1 }
					step={ 0.1 }
					value={ String( settings.captcha_threshold ) }
					onChange={ ( value ) =>
						change( { captcha_threshold: Number( value ) } )
					}
				/>
			) }
		</fieldset>
	);
}
