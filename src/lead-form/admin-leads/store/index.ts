/**
 * The `farol/leads` data store: lists, details and statistics of the Leads screen, each
 * fetched once per query by its resolver and kept, so switching tabs or pages back shows
 * what was already read. A failed fetch is kept as a message under the same key.
 */
/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type {
	ContactDetail,
	ContactSummary,
	ContactsQuery,
	ConversionDetail,
	ConversionSummary,
	ConversionsQuery,
	FormStats,
	StatsQuery,
} from '../../leads-contract';
import { errorMessage, type Page } from '../../../lib/admin/api';
import {
	fetchContact,
	fetchContacts,
	fetchConversion,
	fetchConversions,
	fetchStats,
} from './api';

export const STORE_NAME = 'farol/leads';

interface Slots {
	contacts: Page< ContactSummary >;
	conversions: Page< ConversionSummary >;
	contact: ContactDetail;
	conversion: ConversionDetail;
	stats: FormStats[];
	errors: string;
}

type Slot = keyof Slots;
type State = { [ S in Slot ]: Record< string, Slots[ S ] > };

interface ReceiveAction {
	type: 'RECEIVE';
	slot: Slot;
	key: string;
	value: Slots[ Slot ];
}

const INITIAL: State = {
	contacts: {},
	conversions: {},
	contact: {},
	conversion: {},
	stats: {},
	errors: {},
};

/**
 * The key of a query: its arguments in a fixed order.
 *
 * @param query Arguments (or an ID).
 */
export function queryKey( query: object | number ): string {
	if ( typeof query === 'number' ) {
		return String( query );
	}
	return JSON.stringify(
		Object.entries( query )
			.filter( ( [ , value ] ) => value !== undefined && value !== '' )
			.sort( ( [ a ], [ b ] ) => a.localeCompare( b ) )
	);
}

function reducer( state: State = INITIAL, action: ReceiveAction ): State {
	if ( action.type !== 'RECEIVE' ) {
		return state;
	}
	return {
		...state,
		[ action.slot ]: {
			...state[ action.slot ],
			[ action.key ]: action.value,
		},
	};
}

const actions = {
	receive: < S extends Slot >(
		slot: S,
		key: string,
		value: Slots[ S ]
	): ReceiveAction => ( { type: 'RECEIVE', slot, key, value } ),
};

const selectors = {
	getContacts: ( state: State, query: ContactsQuery ) =>
		state.contacts[ queryKey( query ) ],
	getConversions: ( state: State, query: ConversionsQuery ) =>
		state.conversions[ queryKey( query ) ],
	getContact: ( state: State, id: number ) => state.contact[ queryKey( id ) ],
	getConversion: ( state: State, id: number ) =>
		state.conversion[ queryKey( id ) ],
	getStats: ( state: State, query: StatsQuery ) =>
		state.stats[ queryKey( query ) ],
	/**
	 * Why the fetch of a selector's data failed, if it did.
	 *
	 * @param state The state.
	 * @param slot  contacts, conversions, contact, conversion or stats.
	 * @param query The selector's argument.
	 */
	getError: (
		state: State,
		slot: Exclude< Slot, 'errors' >,
		query: object | number
	): string | undefined => state.errors[ `${ slot }:${ queryKey( query ) }` ],
};

type Dispatch = { dispatch: { receive: typeof actions.receive } };

/**
 * A resolver: fetches, then keeps the value or the failure's message.
 *
 * @param slot  Where the value goes.
 * @param fetch How to get it.
 */
function resolver<
	S extends Exclude< Slot, 'errors' >,
	Arg extends object | number,
>( slot: S, fetch: ( arg: Arg ) => Promise< Slots[ S ] > ) {
	return ( arg: Arg ) =>
		async ( { dispatch }: Dispatch ) => {
			try {
				dispatch.receive( slot, queryKey( arg ), await fetch( arg ) );
			} catch ( error ) {
				dispatch.receive(
					'errors',
					`${ slot }:${ queryKey( arg ) }`,
					await errorMessage( error )
				);
			}
		};
}

const resolvers = {
	getContacts: resolver( 'contacts', fetchContacts ),
	getConversions: resolver( 'conversions', fetchConversions ),
	getContact: resolver( 'contact', fetchContact ),
	getConversion: resolver( 'conversion', fetchConversion ),
	getStats: resolver( 'stats', fetchStats ),
};

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );
