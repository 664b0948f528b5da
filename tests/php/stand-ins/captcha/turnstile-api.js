/**
 * Stand-in for https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit: the
 * documented `turnstile.render( element, { sitekey, action, callback,
 * 'response-field-name' } )` (adds the hidden response input to the widget and calls back with
 * a token `standin:<outcome>:<action>`, outcome from `window.farolStandinOutcome`, default
 * "pass"), `getResponse( id )`, `reset( id )` (a new token) and `remove( id )`.
 */
( function () {
	const widgets = {};
	let next = 0;
	function issue( widget ) {
		const outcome = window.farolStandinOutcome || 'pass';
		widget.token =
			'standin:' + outcome + ':' + ( widget.options.action || '' );
		widget.input.value = widget.token;
		if ( typeof widget.options.callback === 'function' ) {
			widget.options.callback( widget.token );
		}
	}
	window.turnstile = {
		render( element, options ) {
			const target =
				typeof element === 'string'
					? document.querySelector( element )
					: element;
			if ( ! options || ! options.sitekey ) {
				throw new Error( 'turnstile: sitekey required' );
			}
			const id = 'standin-' + next++;
			const input = document.createElement( 'input' );
			input.type = 'hidden';
			input.name =
				options[ 'response-field-name' ] || 'cf-turnstile-response';
			target.appendChild( input );
			target.setAttribute( 'data-standin-widget', id );
			widgets[ id ] = { options, input, token: '' };
			setTimeout( function () {
				issue( widgets[ id ] );
			}, 50 );
			return id;
		},
		getResponse( id ) {
			return widgets[ id ] ? widgets[ id ].token : undefined;
		},
		reset( id ) {
			const widget = widgets[ id ];
			if ( widget ) {
				widget.token = '';
				widget.input.value = '';
				setTimeout( function () {
					issue( widget );
				}, 50 );
			}
		},
		remove( id ) {
			if ( widgets[ id ] ) {
				widgets[ id ].input.remove();
				delete widgets[ id ];
			}
		},
	};
} )();
