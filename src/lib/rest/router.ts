/**
 * A small history router for apps that need one (the info modal's tabs, admin screens).
 */

/** What a route handler receives: named parameters and the whole fragment. */
export type RouteHandler = (
	params: Record< string, string >,
	fragment: string
) => void;

/** Router options. */
export interface RouterOptions {
	/**
	 * `hash` (default): the route is the part after `#`. `path`: the route is the path (and
	 * query) below `root`, changed with the History API.
	 */
	mode?: 'hash' | 'path';
	/** In `path` mode, the path the routes are relative to (default `/`). */
	root?: string;
	/** How often (ms) the address is checked for changes that fired no event; default 50. */
	interval?: number;
}

/** Options of navigate(). */
export interface NavigateOptions {
	/** Run the matching handler (default true). */
	trigger?: boolean;
	/** Replace the current history entry instead of adding one. */
	replace?: boolean;
}

interface Route {
	pattern: RegExp;
	names: string[];
	handler: RouteHandler;
}

/**
 * Polling interval (ms) when the browser gives no event (another script's `pushState`): short
 * enough that a route change feels immediate, as with the router this one replaces.
 */
export const ROUTER_INTERVAL = 50;

/**
 * Only one router may own the page's history at a time — across bundles too (every app
 * bundles its own copy of this module), so the owner is kept on window under a global symbol.
 */
const OWNER = Symbol.for( 'farol.router.history' );
type OwnerSlot = { [ OWNER ]?: Router | null };
const historyOwner = {
	get(): Router | null {
		return ( window as unknown as OwnerSlot )[ OWNER ] ?? null;
	},
	set( router: Router | null ): void {
		( window as unknown as OwnerSlot )[ OWNER ] = router;
	},
};

/**
 * decodeURI that leaves a malformed address as it is instead of throwing.
 *
 * @param value Part of the address.
 */
function safeDecode( value: string ): string {
	try {
		return decodeURI( value );
	} catch {
		return value;
	}
}

function compile( pattern: string ): { pattern: RegExp; names: string[] } {
	const names: string[] = [];
	const source = pattern
		.replace( /[\-{}\[\]+?.,\\\^$|#\s]/g, '\\$&' )
		.replace( /:(\w+)/g, ( _match, name: string ) => {
			names.push( name );
			return '([^/?]+)';
		} )
		.replace( /\*(\w+)/g, ( _match, name: string ) => {
			names.push( name );
			return '([^?]*?)';
		} );
	return { pattern: new RegExp( `^${ source }(?:\\?[\\s\\S]*)?$` ), names };
}

/**
 * Maps address fragments to handlers. Patterns are strings with `:name` parameters and a
 * `*rest` splat (`tab/:name`, `files/*path`) or RegExps (groups become `0`, `1`, ...); the
 * first matching route wins. It listens to `popstate` and `hashchange` and also checks the
 * address every 50 ms, so changes made without an event (another script's
 * `history.pushState`) are noticed too. Only one router can be started per page.
 */
export class Router {
	private readonly routes: Route[] = [];
	private readonly mode: 'hash' | 'path';
	private readonly root: string;
	private readonly interval: number;
	private current: string | null = null;
	private timer: ReturnType< typeof setInterval > | null = null;
	private readonly onEvent = (): void => {
		this.check();
	};

	/**
	 * @param options Mode, root and polling interval.
	 */
	constructor( options: RouterOptions = {} ) {
		this.mode = options.mode ?? 'hash';
		this.root = `/${ ( options.root ?? '/' ).replace(
			/^\/+|\/+$/g,
			''
		) }/`.replace( /^\/\/$/, '/' );
		this.interval = options.interval ?? ROUTER_INTERVAL;
	}

	/**
	 * Adds a route.
	 *
	 * @param pattern String pattern or RegExp.
	 * @param handler Called with the parameters when the address matches.
	 */
	route( pattern: string | RegExp, handler: RouteHandler ): this {
		if ( pattern instanceof RegExp ) {
			this.routes.push( { pattern, names: [], handler } );
		} else {
			this.routes.push( { ...compile( pattern ), handler } );
		}
		return this;
	}

	/** Whether this router is started. */
	get started(): boolean {
		return historyOwner.get() === this;
	}

	/** The current fragment (the route part of the address). */
	get fragment(): string {
		const { location } = window;
		if ( this.mode === 'hash' ) {
			return safeDecode( location.hash.replace( /^#\/?/, '' ) );
		}
		let path = safeDecode( location.pathname );
		if ( path.startsWith( this.root ) ) {
			path = path.slice( this.root.length );
		} else if ( `${ path }/` === this.root ) {
			path = '';
		}
		return path.replace( /^\/+/, '' ) + location.search;
	}

	/**
	 * Starts listening and runs the route of the current address.
	 *
	 * @param  options        Start options.
	 * @param  options.silent Do not run the current route.
	 * @return Whether a route matched the current address.
	 * @throws {Error} When a router's history has already been started.
	 */
	start( options: { silent?: boolean } = {} ): boolean {
		if ( historyOwner.get() !== null ) {
			throw new Error(
				'Farol router: history has already been started.'
			);
		}
		historyOwner.set( this );
		this.current = this.fragment;
		window.addEventListener( 'popstate', this.onEvent );
		window.addEventListener( 'hashchange', this.onEvent );
		this.timer = setInterval( this.onEvent, this.interval );
		return options.silent ? false : this.load( this.current );
	}

	/** Stops listening; the router (or another) can be started again. */
	stop(): void {
		if ( historyOwner.get() !== this ) {
			return;
		}
		window.removeEventListener( 'popstate', this.onEvent );
		window.removeEventListener( 'hashchange', this.onEvent );
		if ( this.timer !== null ) {
			clearInterval( this.timer );
			this.timer = null;
		}
		historyOwner.set( null );
	}

	/**
	 * Changes the address to a fragment and (by default) runs its route.
	 *
	 * @param fragment Route part of the address, e.g. `tab/replies`.
	 * @param options  Trigger and replace.
	 * @return Whether a route ran.
	 */
	navigate( fragment: string, options: NavigateOptions = {} ): boolean {
		const clean = fragment.replace( /^[#/]+/, '' );
		if ( clean === this.current ) {
			return false;
		}
		const url =
			this.mode === 'hash'
				? `${ window.location.pathname }${
						window.location.search
				  }#${ encodeURI( clean ) }`
				: this.root + encodeURI( clean );
		if ( options.replace ) {
			window.history.replaceState( {}, '', url );
		} else {
			window.history.pushState( {}, '', url );
		}
		this.current = this.fragment;
		return options.trigger === false ? false : this.load( this.current );
	}

	/** Runs the route of the address when it changed since last seen. */
	private check(): void {
		const fragment = this.fragment;
		if ( fragment !== this.current ) {
			this.current = fragment;
			this.load( fragment );
		}
	}

	private load( fragment: string ): boolean {
		for ( const route of this.routes ) {
			const match = route.pattern.exec( fragment );
			if ( ! match ) {
				continue;
			}
			const params: Record< string, string > = {};
			match.slice( 1 ).forEach( ( value, index ) => {
				if ( value === undefined ) {
					return;
				}
				const name = route.names[ index ] ?? String( index );
				try {
					params[ name ] = decodeURIComponent( value );
				} catch {
					params[ name ] = value;
				}
			} );
			route.handler( params, fragment );
			return true;
		}
		return false;
	}
}
