/**
 * Loads the phone library on demand (its metadata is the heaviest part of a lead form's
 * script), once.
 */
/**
 * Internal dependencies
 */
import type { PhoneLibrary } from './types';

let loading: Promise< PhoneLibrary > | null = null;

export function loadPhoneLibrary(): Promise< PhoneLibrary > {
	loading ??= import( './library' ).then( ( module ) => module.phoneLibrary );
	return loading;
}
