/**
 * The messages (error, success, warning) and the loading bar. A message shows for 4 s, then
 * fades out over 1 s; the loading bar fades over 250 ms and, while it runs, is a progress bar
 * named "Loading…" for assistive technology. Both are fixed to the viewport, so
 * nothing on the page moves when they come and go.
 */

/**
 * External dependencies
 */
import { useEffect, useState } from 'react';

/**
 * Internal dependencies
 */
import type { Phrase } from '../phrases';
import { store, type Message, useDispatch, useSelect } from '../store';

export const MESSAGE_SHOWN_MS = 4000;
export const MESSAGE_FADE_MS = 1000;

/**
 * One message.
 *
 * @param props         Component props.
 * @param props.message The message.
 * @param props.phrase  The widget's texts.
 */
function Notice( { message, phrase }: { message: Message; phrase: Phrase } ) {
	const { dismissMessage } = useDispatch( store );
	const [ fading, setFading ] = useState( false );
	useEffect( () => {
		const shown = message.shownMs ?? MESSAGE_SHOWN_MS;
		const fade = window.setTimeout( () => setFading( true ), shown );
		const end = window.setTimeout(
			() => dismissMessage( message.id ),
			shown + MESSAGE_FADE_MS
		);
		return () => {
			window.clearTimeout( fade );
			window.clearTimeout( end );
		};
	}, [ message.id, message.shownMs, dismissMessage ] );
	return (
		<div
			className={ `farol-comments__message farol-comments__message--${
				message.kind
			}${ fading ? ' is-fading' : '' }` }
			role={ message.kind === 'error' ? 'alert' : 'status' }
			data-kind={ message.kind }
		>
			<span>{ message.text }</span>
			<button
				type="button"
				className="farol-comments__dismiss"
				aria-label={ phrase( 'dismiss' ) }
				onClick={ () => dismissMessage( message.id ) }
			>
				<svg
					viewBox="0 0 16 16"
					width="12"
					height="12"
					aria-hidden="true"
					focusable="false"
				>
					<path
						d="M4 4l8 8M12 4l-8 8"
						stroke="currentColor"
						strokeWidth="2"
					/>
				</svg>
			</button>
		</div>
	);
}

/**
 * The messages and the loading bar.
 *
 * @param props        Component props.
 * @param props.phrase The widget's texts.
 */
export function Messages( { phrase }: { phrase: Phrase } ) {
	const { messages, loading } = useSelect(
		( select ) => ( {
			messages: select( store ).getMessages(),
			loading: select( store ).isLoading(),
		} ),
		[]
	);
	return (
		<>
			<div
				className={ `farol-comments__loading${
					loading ? ' is-loading' : ''
				}` }
				role={ loading ? 'progressbar' : undefined }
				aria-label={ loading ? phrase( 'loading' ) : undefined }
				aria-hidden={ loading ? undefined : true }
			/>
			<div className="farol-comments__messages">
				{ messages.map( ( message ) => (
					<Notice
						key={ message.id }
						message={ message }
						phrase={ phrase }
					/>
				) ) }
			</div>
		</>
	);
}
