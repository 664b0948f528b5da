/**
 * Stand-in for https://www.google.com/recaptcha/api.js.
 *
 * With `?render=<site key>` (reCAPTCHA v3): the documented `grecaptcha.ready( callback )` and
 * `grecaptcha.execute( siteKey, { action } )`, which resolves with a token
 * `standin:<outcome>:<action>` (outcome from `window.farolStandinOutcome`, default "pass") that
 * tests/php/stand-ins/captcha.php's siteverify understands. An execute with another site key
 * than the one in `render` rejects.
 *
 * With `?render=explicit` (reCAPTCHA v2, the checkbox): `grecaptcha.render( element, { sitekey,
 * callback, 'expired-callback' } )` puts a 304 × 78 box in the element with a real checkbox
 * labelled "I'm not a robot" and the documented `g-recaptcha-response` textarea; ticking it
 * fills the textarea with `standin:<outcome>:` and calls back; `getResponse( id )` and
 * `reset( id )` as documented. A render without a site key throws.
 */
( function () {
	const script = document.currentScript;
	const key = script
		? new URL( script.src ).searchParams.get( 'render' )
		: '';
	const widgets = [];
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
		render( element, options ) {
			if ( key !== 'explicit' ) {
				throw new Error( 'render needs api.js?render=explicit' );
			}
			if ( ! options || ! options.sitekey ) {
				throw new Error( 'Missing required parameters: sitekey' );
			}
			const id = widgets.length;
			const box = document.createElement( 'div' );
			box.className = 'standin-recaptcha';
			box.style.cssText =
				'width:304px;height:78px;box-sizing:border-box;border:1px solid #d3d3d3;background:#f9f9f9;padding:20px 12px;font:14px sans-serif';
			const label = document.createElement( 'label' );
			const check = document.createElement( 'input' );
			check.type = 'checkbox';
			label.append( check, " I'm not a robot" );
			const response = document.createElement( 'textarea' );
			response.name = 'g-recaptcha-response';
			response.className = 'g-recaptcha-response';
			response.style.display = 'none';
			box.append( label, response );
			element.append( box );
			check.addEventListener( 'change', function () {
				response.value = check.checked
					? 'standin:' +
					  ( window.farolStandinOutcome || 'pass' ) +
					  ':'
					: '';
				if ( check.checked && typeof options.callback === 'function' ) {
					options.callback( response.value );
				}
			} );
			widgets.push( { check, response } );
			return id;
		},
		getResponse( id ) {
			const widget = widgets[ id || 0 ];
			return widget ? widget.response.value : '';
		},
		reset( id ) {
			const widget = widgets[ id || 0 ];
			if ( widget ) {
				widget.check.checked = false;
				widget.response.value = '';
			}
		},
	};
} )();
