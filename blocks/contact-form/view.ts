/**
 * Front end of farol/contact-form: makes each form the server rendered send without reload.
 *
 * No React and no WordPress package: the server's markup is the form and stays; the contact
 * form's client logic (src/contact-form/view, on src/contact-form/runtime and the rules engine)
 * only adds behaviour, and the words it shows itself come from the server, printed on the
 * block's container (`data-farol-words`). The container says `data-farol-when="interaction"`:
 * the server parks this script until the visitor's first press, key or focus in the form, and
 * the loader queues that first action (a submit, a click) and replays it once the form has
 * taken over, so an early submit validates with the form's own messages. Until then, and if
 * this script never comes, the form is a plain HTML form that posts and is answered on reload.
 * A browser missing a feature keeps the plain form; a form placed inside another form shows
 * its error.
 */

/**
 * External dependencies
 */
import { checkEnvironment } from '@farol/contact-form/runtime/environment';
import {
	readClientWords,
	setClientWords,
} from '@farol/contact-form/runtime/messages';
import { startContactForm } from '@farol/contact-form/view/controller';
import { readProps } from '@farol/contact-form/view/props';
// From its own module: the index also re-exports the React-based mountBlocks.
import { enhanceBlocks } from '@farol/lib/mount/enhance-blocks';

enhanceBlocks( {
	selector: '.wp-block-farol-contact-form',
	enhance( container ) {
		setClientWords( readClientWords( container ) );
		if ( ! checkEnvironment( container, window, console ).ready ) {
			return undefined;
		}
		const form = container.querySelector< HTMLFormElement >(
			'form.farol-contact-form'
		);
		const props = form === null ? null : readProps( form );
		if ( form === null || props === null ) {
			// eslint-disable-next-line no-console -- a broken page should say why its form reloads.
			console.error( 'farol/contact-form: unreadable data-farol-props' );
			return undefined;
		}
		return startContactForm( form, props );
	},
} );
