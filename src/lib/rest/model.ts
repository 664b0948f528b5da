/**
 * One REST object: read (GET), create (POST), update (PUT, or PATCH of some fields) and delete,
 * at the routes of its kind or at a url given by hand.
 */

/**
 * Internal dependencies
 */
import { UnknownShape, type UnknownFields, type Writable } from './core-types';
import {
	noUrlError,
	parseObject,
	type Attributes,
	type KindInfo,
	type UrlOptions,
} from './kind';
import { isRecord, restAddress, send } from './transport';

/** Options of Model.save(). */
export interface SaveOptions {
	/** Send PATCH with only the given (or changed) attributes instead of PUT with all. */
	patch?: boolean;
}

/** Options of Model.destroy(). */
export interface DestroyOptions {
	/** Delete for good; the default is true for every kind that cannot be trashed. */
	force?: boolean;
	/** Extra query arguments, e.g. `{ reassign: 1 }` for users. */
	data?: Record< string, unknown >;
}

/** What destroy() resolves with. */
export interface DestroyResult {
	/** True when the object is gone for good, false when it went to the trash. */
	deleted: boolean;
	/** The server's answer. */
	data: unknown;
}

/**
 * One REST object. Kinds from getModels() subclass it with their routes; on its own it needs
 * a `url` option.
 */
export class Model< F extends object = UnknownFields > {
	/** The kind this class was built for (null for the bare class). */
	static readonly kind: KindInfo | null = null;

	private attributes: Record< string, unknown >;
	private changed = new Set< string >();
	private readonly ownUrl: string | undefined;

	/**
	 * @param attributes Initial fields.
	 * @param options    `url` for models not built from the schema.
	 */
	constructor( attributes: Writable< F > = {}, options: UrlOptions = {} ) {
		this.attributes = { ...( attributes as Record< string, unknown > ) };
		this.ownUrl = options.url;
	}

	/** The kind of this model, or null for the bare class. */
	get kind(): KindInfo | null {
		return ( this.constructor as typeof Model ).kind;
	}

	private get label(): string {
		return `${ this.kind?.name ?? 'Model' } model`;
	}

	/** The id (value of the kind's id attribute), or undefined for a new object. */
	get id(): string | number | undefined {
		const value = this.attributes[ this.kind?.idAttribute ?? 'id' ];
		return typeof value === 'string' || typeof value === 'number'
			? value
			: undefined;
	}

	/** Whether the object has not been created on the server yet. */
	isNew(): boolean {
		return ! this.kind?.singleton && this.id === undefined;
	}

	/**
	 * One field.
	 *
	 * @param key Field name.
	 */
	get< K extends keyof F & string >( key: K ): Attributes< F >[ K ] {
		// Known fields were checked by the kind's schema when they came from the server.
		return this.attributes[ key ] as Attributes< F >[ K ];
	}

	/**
	 * Whether a field is set.
	 *
	 * @param key Field name.
	 */
	has( key: string ): boolean {
		return this.attributes[ key ] !== undefined;
	}

	/**
	 * Sets fields (merged into the current ones) and marks them changed.
	 *
	 * @param attributes Fields to set.
	 */
	set( attributes: Writable< F > ): this {
		for ( const [ key, value ] of Object.entries( attributes ) ) {
			this.attributes[ key ] = value;
			this.changed.add( key );
		}
		return this;
	}

	/** Fields set since the last read or save. */
	changedAttributes(): Writable< F > {
		const changes: Record< string, unknown > = {};
		this.changed.forEach( ( key ) => {
			changes[ key ] = this.attributes[ key ];
		} );
		return changes as Writable< F >;
	}

	/** A copy of all fields. */
	toJSON(): Attributes< F > {
		return { ...this.attributes } as Attributes< F >;
	}

	/**
	 * The path inside the REST root this model is read from and written to.
	 *
	 * @throws {Error} When no url can be built.
	 */
	restPath(): string {
		if ( this.ownUrl !== undefined ) {
			return this.ownUrl;
		}
		const kind = this.kind;
		if ( ! kind ) {
			throw noUrlError( this.label, 'no kind and no url option' );
		}
		if ( kind.singleton || this.id === undefined ) {
			return kind.collectionPath;
		}
		if ( ! kind.hasItems ) {
			throw noUrlError(
				this.label,
				`the schema has no item route under ${ kind.collectionPath }`
			);
		}
		const id = encodeURIComponent( String( this.id ) ).replace(
			/%2F/gi,
			'/'
		);
		return `${ kind.collectionPath }/${ id }`;
	}

	/**
	 * The address of this model: an absolute URL, or `/<path>` when only WordPress' root
	 * middleware knows the REST root.
	 *
	 * @throws {Error} When no url can be built (a bare Model without the `url` option).
	 */
	url(): string {
		return restAddress( this.restPath() );
	}

	private absorb( status: number, data: unknown ): void {
		const shape = this.kind?.shape ?? UnknownShape;
		this.attributes = {
			...this.attributes,
			...parseObject( shape, status, data ),
		};
		this.changed.clear();
	}

	/**
	 * Reads the object (GET).
	 *
	 * @param options      Read options.
	 * @param options.data Query arguments, e.g. `{ context: 'edit' }`.
	 */
	async fetch(
		options: { data?: Record< string, unknown > } = {}
	): Promise< this > {
		if ( this.isNew() && this.ownUrl === undefined ) {
			throw new Error(
				`Farol REST: fetch() of a ${ this.label } needs its ${
					this.kind?.idAttribute ?? 'id'
				}.`
			);
		}
		const response = await send( {
			restPath: this.restPath(),
			method: 'GET',
			data: options.data,
		} );
		this.absorb( response.status, response.data );
		return this;
	}

	/**
	 * Creates (POST, when new) or updates the object: PUT with every field, or PATCH with
	 * only the given (else the changed) fields when `patch` is set. PUT and PATCH travel as
	 * POST with `X-HTTP-Method-Override`. The server's answer replaces the fields.
	 *
	 * @param attributes Fields to set first.
	 * @param options    `{ patch: true }` for a partial update.
	 */
	async save(
		attributes?: Writable< F >,
		options: SaveOptions = {}
	): Promise< this > {
		if ( attributes ) {
			this.set( attributes );
		}
		const restPath = this.restPath();
		let response;
		if ( this.isNew() ) {
			response = await send( {
				restPath,
				method: 'POST',
				data: this.toJSON(),
			} );
		} else if ( options.patch ) {
			response = await send( {
				restPath,
				method: 'PATCH',
				data: attributes ?? this.changedAttributes(),
			} );
		} else {
			response = await send( {
				restPath,
				method: 'PUT',
				data: this.toJSON(),
			} );
		}
		this.absorb( response.status, response.data );
		return this;
	}

	/**
	 * Deletes the object (DELETE, sent as POST with `X-HTTP-Method-Override`). Kinds that
	 * cannot be trashed — everything but core's posts, pages, comments, media, statuses,
	 * taxonomies and types — add `force=true`.
	 *
	 * @param options Force and extra query arguments.
	 */
	async destroy( options: DestroyOptions = {} ): Promise< DestroyResult > {
		if ( this.isNew() && this.ownUrl === undefined ) {
			throw new Error(
				`Farol REST: destroy() of a ${ this.label } needs its ${
					this.kind?.idAttribute ?? 'id'
				}.`
			);
		}
		const force = options.force ?? ! this.kind?.trashable;
		const query: Record< string, unknown > = { ...options.data };
		if ( force ) {
			query.force = true;
		}
		const response = await send( {
			restPath: this.restPath(),
			method: 'DELETE',
			query,
		} );
		const data = response.data;
		const deleted = isRecord( data ) && data.deleted === true;
		if ( deleted && isRecord( data.previous ) ) {
			this.absorb( response.status, data.previous );
		} else if ( isRecord( data ) && ! deleted ) {
			this.absorb( response.status, data );
		}
		return { deleted, data };
	}
}

/** A model class of one kind. */
export interface ModelClass< F extends object > {
	new ( attributes?: Writable< F >, options?: UrlOptions ): Model< F >;
	readonly kind: KindInfo | null;
}
