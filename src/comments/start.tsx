/**
 * Starts the comment widget on the page's comment area (see components/area.tsx for how
 * React takes it over without moving anything). Called by the farol/comments block's view
 * script.
 */

/**
 * Internal dependencies
 */
import { mountBlocks } from '../lib/mount';
import { Area } from './components/area';
import type { Context } from './context';
import { phraseBook } from './phrases';
import { commentsProps } from './props';
import { store, dispatch } from './store';

export const AREA_SELECTOR = '#wpdcom[data-farol-props]';

/**
 * A slot of the area, made when the server did not print it.
 *
 * @param area The area.
 * @param name The slot's name.
 */
function slot( area: HTMLElement, name: string ): HTMLElement {
	const found = area.querySelector< HTMLElement >(
		`[data-farol-slot="${ name }"]`
	);
	if ( found ) {
		return found;
	}
	const made = document.createElement( 'div' );
	made.dataset.farolSlot = name;
	area.append( made );
	return made;
}

/**
 * Mounts the widget.
 *
 * @return Unmounts it.
 */
export function startComments(): () => void {
	return mountBlocks( {
		selector: AREA_SELECTOR,
		props: commentsProps,
		render: ( props, area ) => {
			const list = area.querySelector< HTMLElement >( '#wpd-threads' );
			if ( ! list ) {
				throw new Error( 'the area has no #wpd-threads list' );
			}
			const slots = {
				toolbar: slot( area, 'toolbar' ),
				loadMore: slot( area, 'load-more' ),
				messages: slot( area, 'messages' ),
			};
			const ctx: Context = {
				area,
				list,
				props,
				phrase: phraseBook( props.phrases ),
				caller: { ajaxUrl: props.ajaxUrl, postId: props.postId },
			};
			dispatch( store ).init( props );
			return (
				<Area
					ctx={ ctx }
					serverNodes={ Array.from( area.childNodes ) }
					slots={ slots }
				/>
			);
		},
	} );
}
