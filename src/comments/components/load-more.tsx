/**
 * The load-more button (the `load-more` slot): loaded or loading, with what is left.
 */

/**
 * Internal dependencies
 */
import type { Phrase } from '../phrases';
import { store, useSelect } from '../store';

export interface LoadMoreProps {
	phrase: Phrase;
	/** The server's "N more conversations" of the first page (later pages bring their own). */
	initialLeftText: string;
	onLoad: () => void;
}

/**
 * The button.
 *
 * @param props                 Component props.
 * @param props.phrase          The widget's texts.
 * @param props.initialLeftText What the server printed as left.
 * @param props.onLoad          Loads the next page.
 */
export function LoadMore( { phrase, initialLeftText, onLoad }: LoadMoreProps ) {
	const { shown, loading, leftText } = useSelect(
		( select ) => ( {
			shown: select( store ).isShowLoadMore(),
			loading: select( store ).getBusy() === 'more',
			leftText: select( store ).getCommentsLeftText(),
		} ),
		[]
	);
	if ( ! shown ) {
		return null;
	}
	const left = leftText || initialLeftText;
	return (
		<button
			type="button"
			className="farol-comments__load-more"
			id="farol-comments-load-more"
			data-farol-action="load-more"
			aria-busy={ loading }
			disabled={ loading }
			onClick={ onLoad }
		>
			{ loading ? phrase( 'loading' ) : phrase( 'load_more' ) }
			{ left && ! loading && (
				<>
					{ ' ' }
					<span className="farol-comments__left">({ left })</span>
				</>
			) }
		</button>
	);
}
