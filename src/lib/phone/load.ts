/**
 * Loads the phone library on demand (its metadata is the heaviest part of a lead form's
 * script), once. A chunk that fails to load is asked once more (retryImport) and then given
 * up: the next call tries again, while the forms go on without it meanwhile.
 */
/**
 * Internal dependencies
 */
import { retryImport } from '../bounded';
import type { PhoneLibrary } from './types';

let loading: Promise< PhoneLibrary > | null = null;

export function loadPhoneLibrary(): Promise< PhoneLibrary > {
	if ( ! loading ) {
		const started = retryImport( () => import( './library' ) ).then(
			( module ) => module.phoneLibrary
		);
		started.catch( () => {
			if ( loading === started ) {
				loading = null;
			}
		} );
		loading = started;
	}
	return loading;
}
