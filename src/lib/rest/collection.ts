/**
 * A list of REST objects of one kind, read page by page (`X-WP-TotalPages`, `X-WP-Total`).
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
import { Model, type ModelClass } from './model';
import { invalidJson, isRecord, restAddress, send } from './transport';

/** Pagination of a collection, from the `X-WP-TotalPages` and `X-WP-Total` headers. */
export interface CollectionState {
	/** Page last read (1-based); 0 before the first read. */
	currentPage: number;
	/** Total pages, or null when the server sent no header. */
	totalPages: number | null;
	/** Total objects, or null when the server sent no header. */
	total: number | null;
	/** Query of the last read, without `page`. */
	query: Record< string, unknown >;
}

function headerInt( value: string | null ): number | null {
	if ( value === null ) {
		return null;
	}
	const number = Number.parseInt( value, 10 );
	return Number.isFinite( number ) ? number : null;
}

/**
 * A list of REST objects with pagination. Kinds from getModels() subclass it; on its own it
 * needs a `url` option and makes bare models.
 */
export class Collection< F extends object = UnknownFields > {
	/** The kind this class was built for (null for the bare class). */
	static readonly kind: KindInfo | null = null;

	/** The class of the items. */
	static readonly model: ModelClass< object > = Model;

	/** The items, in the server's order. */
	models: Array< Model< F > > = [];

	/** Pagination, from the last read. */
	readonly state: CollectionState = {
		currentPage: 0,
		totalPages: null,
		total: null,
		query: {},
	};

	private readonly ownUrl: string | undefined;

	/**
	 * @param models  Initial items.
	 * @param options `url` for collections not built from the schema.
	 */
	constructor(
		models: Array< Writable< F > > = [],
		options: UrlOptions = {}
	) {
		this.ownUrl = options.url;
		this.models = models.map( ( attributes ) => this.make( attributes ) );
	}

	/** The kind of this collection, or null for the bare class. */
	get kind(): KindInfo | null {
		return ( this.constructor as typeof Collection ).kind;
	}

	private make( attributes: Writable< F > ): Model< F > {
		const ModelOfKind = ( this.constructor as typeof Collection )
			.model as unknown as ModelClass< F >;
		const model = new ModelOfKind( attributes );
		return model;
	}

	/**
	 * The path inside the REST root of the list.
	 *
	 * @throws {Error} When no url can be built.
	 */
	restPath(): string {
		if ( this.ownUrl !== undefined ) {
			return this.ownUrl;
		}
		if ( ! this.kind ) {
			throw noUrlError( 'Collection', 'no kind and no url option' );
		}
		return this.kind.collectionPath;
	}

	/**
	 * The address of the list (absolute URL, or `/<path>` for WordPress' root middleware).
	 *
	 * @throws {Error} When no url can be built.
	 */
	url(): string {
		return restAddress( this.restPath() );
	}

	/** Number of items held. */
	get length(): number {
		return this.models.length;
	}

	/**
	 * The item at a position.
	 *
	 * @param index Position (negative counts from the end).
	 */
	at( index: number ): Model< F > | undefined {
		return this.models.at( index );
	}

	/**
	 * The item with an id.
	 *
	 * @param id Id (or slug, for kinds keyed by slug).
	 */
	get( id: string | number ): Model< F > | undefined {
		return this.models.find( ( model ) => model.id === id );
	}

	/** Every item's fields. */
	toJSON(): Array< Attributes< F > > {
		return this.models.map( ( model ) => model.toJSON() );
	}

	[ Symbol.iterator ](): Iterator< Model< F > > {
		return this.models[ Symbol.iterator ]();
	}

	/**
	 * Reads a page of the list (GET). The page size defaults to the kind's (100 for tags and
	 * categories); `X-WP-TotalPages` and `X-WP-Total` fill `state`.
	 *
	 * @param options        Read options.
	 * @param options.data   Query arguments (`page`, `per_page`, `search`, `status`, ...).
	 * @param options.append Add the items to those held instead of replacing them.
	 */
	async fetch(
		options: { data?: Record< string, unknown >; append?: boolean } = {}
	): Promise< this > {
		const restPath = this.restPath();
		const merged: Record< string, unknown > = {
			...( this.kind?.pageSize ? { per_page: this.kind.pageSize } : {} ),
			...options.data,
		};
		const { page, ...query } = merged;
		const pageNumber = typeof page === 'number' && page > 0 ? page : 1;
		const response = await send( {
			restPath,
			method: 'GET',
			data: pageNumber > 1 ? { ...query, page: pageNumber } : query,
		} );
		let items: unknown[];
		if ( Array.isArray( response.data ) ) {
			items = response.data;
		} else if ( isRecord( response.data ) ) {
			// Types, taxonomies and statuses answer with an object keyed by slug.
			items = Object.values( response.data );
		} else {
			throw invalidJson( response.status, response.data );
		}
		const shape = this.kind?.shape ?? UnknownShape;
		const models = items.map( ( item ) =>
			this.make(
				parseObject( shape, response.status, item ) as Writable< F >
			)
		);
		this.models = options.append ? [ ...this.models, ...models ] : models;
		this.state.currentPage = pageNumber;
		this.state.totalPages = headerInt(
			response.header( 'X-WP-TotalPages' )
		);
		this.state.total = headerInt( response.header( 'X-WP-Total' ) );
		this.state.query = query;
		return this;
	}

	/** Whether the server has pages after the last one read. */
	hasMore(): boolean {
		return (
			this.state.totalPages !== null &&
			this.state.currentPage < this.state.totalPages
		);
	}

	/** Reads the next page and appends it; does nothing when there is none. */
	async more(): Promise< this > {
		if ( ! this.hasMore() ) {
			return this;
		}
		return this.fetch( {
			data: { ...this.state.query, page: this.state.currentPage + 1 },
			append: true,
		} );
	}
}

/** A collection class of one kind. */
export interface CollectionClass< F extends object > {
	new (
		models?: Array< Writable< F > >,
		options?: UrlOptions
	): Collection< F >;
	readonly kind: KindInfo | null;
}
