/**
 * The spam settings: the captcha provider of the forms whose captcha is on, the keys of the
 * third-party providers (secrets shown masked, replaced when typed), the reCAPTCHA threshold,
 * and Akismet.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	RadioControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	spamSettings,
	type CaptchaProviderName,
	type SpamSettings,
} from '../spam-contract';
import { loadSettings, saveSettings } from './api';

interface Message {
	status: 'success' | 'error';
	text: string;
}

const errorText = ( error: unknown ): string =>
	error instanceof Error ? error.message : String( error );

/** The settings panel. */
export function SettingsPanel() {
	const [ settings, setSettings ] = useState< SpamSettings | null >( null );
	const [ message, setMessage ] = useState< Message | null >( null );
	const [ busy, setBusy ] = useState( false );

	useEffect( () => {
		loadSettings()
			.then( setSettings )
			.catch( ( error: unknown ) =>
				setMessage( { status: 'error', text: errorText( error ) } )
			);
	}, [] );

	if ( ! settings ) {
		return message ? (
			<Notice status="error" isDismissible={ false }>
				{ message.text }
			</Notice>
		) : null;
	}

	const change = ( patch: Partial< SpamSettings > ) =>
		setSettings( { ...settings, ...patch } );

	const secretHelp = __(
		'Never shown again: type a new one to replace it.',
		'farol'
	);

	const save = () => {
		const checked = spamSettings.safeParse( settings );
		if ( ! checked.success ) {
			setMessage( {
				status: 'error',
				text: __(
					'Check the threshold (0 to 1) and the keys.',
					'farol'
				),
			} );
			return;
		}
		setBusy( true );
		saveSettings( checked.data )
			.then( ( stored ) => {
				setSettings( stored );
				setMessage( {
					status: 'success',
					text: __( 'Settings saved.', 'farol' ),
				} );
			} )
			.catch( ( error: unknown ) =>
				setMessage( { status: 'error', text: errorText( error ) } )
			)
			.finally( () => setBusy( false ) );
	};

	return (
		<Card className="farol-contact-spam__panel">
			<CardHeader>
				<h2>{ __( 'Captcha', 'farol' ) }</h2>
			</CardHeader>
			<CardBody>
				{ message && (
					<Notice
						status={ message.status }
						onRemove={ () => setMessage( null ) }
					>
						{ message.text }
					</Notice>
				) }
				<RadioControl
					label={ __( 'Provider', 'farol' ) }
					help={ __(
						'Used by the forms whose captcha is on (form settings). A provider without its keys falls back to the proof of work.',
						'farol'
					) }
					selected={ settings.captcha_provider }
					options={ [
						{
							label: __(
								'Proof of work (on this site, no third party)',
								'farol'
							),
							value: 'proof_of_work',
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
						change( {
							captcha_provider: value as CaptchaProviderName,
						} )
					}
				/>
				{ settings.captcha_provider === 'recaptcha_v3' && (
					<>
						<TextControl
							label={ __( 'reCAPTCHA site key', 'farol' ) }
							value={ settings.recaptcha_site_key }
							onChange={ ( value ) =>
								change( { recaptcha_site_key: value } )
							}
						/>
						<TextControl
							label={ __( 'reCAPTCHA secret key', 'farol' ) }
							help={ secretHelp }
							autoComplete="off"
							value={ settings.recaptcha_secret }
							onChange={ ( value ) =>
								change( { recaptcha_secret: value } )
							}
						/>
						<TextControl
							label={ __(
								'Lowest score of a person (0 to 1)',
								'farol'
							) }
							help={ __(
								'Lower scores are kept as spam and not mailed.',
								'farol'
							) }
							type="number"
							min={ 0 }
							max={ 1 }
							step={ 0.1 }
							value={ String( settings.recaptcha_threshold ) }
							onChange={ ( value ) =>
								change( {
									recaptcha_threshold: Number( value ),
								} )
							}
						/>
					</>
				) }
				{ settings.captcha_provider === 'turnstile' && (
					<>
						<TextControl
							label={ __( 'Turnstile site key', 'farol' ) }
							value={ settings.turnstile_site_key }
							onChange={ ( value ) =>
								change( { turnstile_site_key: value } )
							}
						/>
						<TextControl
							label={ __( 'Turnstile secret key', 'farol' ) }
							help={ secretHelp }
							autoComplete="off"
							value={ settings.turnstile_secret }
							onChange={ ( value ) =>
								change( { turnstile_secret: value } )
							}
						/>
					</>
				) }
				<ToggleControl
					label={ __( 'Check submissions with Akismet', 'farol' ) }
					help={ __(
						'Uses the Akismet plugin’s key when that plugin is active, else the key below.',
						'farol'
					) }
					checked={ settings.akismet }
					onChange={ ( value ) => change( { akismet: value } ) }
				/>
				{ settings.akismet && (
					<TextControl
						label={ __( 'Akismet API key', 'farol' ) }
						help={ secretHelp }
						autoComplete="off"
						value={ settings.akismet_key }
						onChange={ ( value ) =>
							change( { akismet_key: value } )
						}
					/>
				) }
				<Button variant="primary" isBusy={ busy } onClick={ save }>
					{ __( 'Save', 'farol' ) }
				</Button>
			</CardBody>
		</Card>
	);
}
