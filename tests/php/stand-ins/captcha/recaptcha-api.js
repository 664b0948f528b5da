/**
 * Stand-in for https://www.google.com/recaptcha/api.js?render=<site key> (reCAPTCHA v3): the
 * documented `grecaptcha.ready( callback )` and `grecaptcha.execute( siteKey, { action } )`,
 * which resolves with a token `standin:<outcome>:<action>` (outcome from
 * `window.farolStandinOutcome`, default "pass") that tests/php/stand-ins/captcha.php's
 * siteverify understands. An execute with another site key than the one in `render` rejects.
 */
( function () {
	const script = document.currentScript;
	const key = script
		? new URL( script.src ).searchParams.get( 'render' )
		: '';
	window.grecaptcha = {
		ready( callback ) {
			setTimeout( callback, 0 );
		},
		execute( siteKey, options ) {
			if ( siteKey !== key ) {
				return Promise.reject(
					new Error(
						'Invalid site key or not loaded in api.js: ' + siteKey
					)
				);
			}
			const outcome = window.farolStandinOutcome || 'pass';
			return Promise.resolve(
				'standin:' +
					outcome +
					':' +
					( ( options && options.action ) || '' )
			);
		},
	};
} )();
