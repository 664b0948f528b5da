/**
 * The edited post's metas, read from and written to the editor's store, so they are saved
 * with the post (the REST route checks them against their registered schemas).
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

type EditorSelectors = {
	getEditedPostAttribute: ( name: 'meta' ) => unknown;
};
type EditorActions = {
	editPost: ( edits: { meta: Record< string, unknown > } ) => void;
};

/**
 * One meta of the edited post and its setter.
 *
 * @param key The meta key.
 * @return The raw value (undefined when the REST answer has none) and a setter.
 */
export function useMeta( key: string ): [ unknown, ( next: unknown ) => void ] {
	const value = useSelect(
		( select ) => {
			const meta = (
				select( 'core/editor' ) as EditorSelectors
			 ).getEditedPostAttribute( 'meta' );
			return meta && typeof meta === 'object'
				? ( meta as Record< string, unknown > )[ key ]
				: undefined;
		},
		[ key ]
	);
	const { editPost } = useDispatch( 'core/editor' ) as EditorActions;
	return [ value, ( next ) => editPost( { meta: { [ key ]: next } } ) ];
}

/**
 * A meta that is an object of strings (the mail settings, the messages).
 *
 * @param key The meta key.
 * @return Its strings and a setter.
 */
export function useTextsMeta(
	key: string
): [ Record< string, string >, ( next: Record< string, string > ) => void ] {
	const [ raw, set ] = useMeta( key );
	const value: Record< string, string > = {};
	if ( raw && typeof raw === 'object' && ! Array.isArray( raw ) ) {
		for ( const [ name, text ] of Object.entries( raw ) ) {
			if ( typeof text === 'string' ) {
				value[ name ] = text;
			}
		}
	}
	return [ value, set ];
}
