/**
 * The state of a settings screen, once: load the value, edit it, check it, save it, say how
 * that went. The screen only lays out its fields.
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** A notice above the fields. */
export interface FormMessage {
	status: 'success' | 'error';
	text: string;
}

/** What a check answers: the value to send, or why it cannot be sent. */
export type Checked< T > = { value: T } | { error: string };

export interface SettingsFormOptions< T > {
	/** Reads the stored value. */
	load: () => Promise< T >;
	/** Saves a value; resolves with it as stored. */
	save: ( value: T ) => Promise< T >;
	/** Checks the value before it is sent (default: sent as it is). */
	check?: ( value: T ) => Checked< T >;
	/** The value shown before (or instead of) a loaded one; default none (null). */
	initial?: T;
	/** The message of a failed call (default: the error's message). */
	errorText?: ( error: unknown ) => string;
	/** The message of a save that worked (default "Settings saved."). */
	savedText?: string;
	/** Whether an edit takes the last message away. */
	clearOnChange?: boolean;
}

export interface SettingsForm< T > {
	/** The value being edited; null until loaded. */
	settings: T | null;
	/** Merges a patch into the value. */
	change: ( patch: Partial< T > ) => void;
	/** Whether the value differs from the one last loaded or stored. */
	dirty: boolean;
	/** Whether a save is under way. */
	busy: boolean;
	/** The last notice. */
	message: FormMessage | null;
	/** Replaces (or, with null, removes) the notice. */
	setMessage: ( message: FormMessage | null ) => void;
	/** Checks and saves the value. */
	submit: () => void;
}

const defaultErrorText = ( error: unknown ): string =>
	error instanceof Error ? error.message : String( error );

const same = ( a: unknown, b: unknown ): boolean =>
	JSON.stringify( a ) === JSON.stringify( b );

/**
 * A settings screen's state.
 *
 * @param options What to load and save, and how to check and tell.
 */
export function useSettingsForm< T extends object >(
	options: SettingsFormOptions< T >
): SettingsForm< T > {
	const {
		load,
		save,
		check,
		initial,
		errorText = defaultErrorText,
		savedText,
		clearOnChange = false,
	} = options;
	const [ settings, setSettings ] = useState< T | null >( initial ?? null );
	const [ stored, setStored ] = useState< T | null >( initial ?? null );
	const [ message, setMessage ] = useState< FormMessage | null >( null );
	const [ busy, setBusy ] = useState( false );

	useEffect( () => {
		load()
			.then( ( value ) => {
				setSettings( value );
				setStored( value );
			} )
			.catch( ( error: unknown ) =>
				setMessage( { status: 'error', text: errorText( error ) } )
			);
		// Loaded once, when the screen opens.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const change = useCallback(
		( patch: Partial< T > ) => {
			setSettings( ( current ) =>
				current ? { ...current, ...patch } : current
			);
			if ( clearOnChange ) {
				setMessage( null );
			}
		},
		[ clearOnChange ]
	);

	const submit = () => {
		if ( ! settings ) {
			return;
		}
		const checked: Checked< T > = check
			? check( settings )
			: { value: settings };
		if ( 'error' in checked ) {
			setMessage( { status: 'error', text: checked.error } );
			return;
		}
		setBusy( true );
		setMessage( null );
		save( checked.value )
			.then( ( value ) => {
				setSettings( value );
				setStored( value );
				setMessage( {
					status: 'success',
					text: savedText ?? __( 'Settings saved.', 'farol' ),
				} );
			} )
			.catch( ( error: unknown ) =>
				setMessage( { status: 'error', text: errorText( error ) } )
			)
			.finally( () => setBusy( false ) );
	};

	return {
		settings,
		change,
		dirty: settings !== null && ! same( settings, stored ),
		busy,
		message,
		setMessage,
		submit,
	};
}
