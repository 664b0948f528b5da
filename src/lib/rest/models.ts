/**
 * Models and collections: one typed class pair per route of the REST schema.
 */

/**
 * External dependencies
 */
import type { z } from 'zod';

/**
 * Internal dependencies
 */
import { DEFAULT_VERSION, normaliseBase } from './config';
import {
	CommentShape,
	MediaShape,
	PageShape,
	PostShape,
	SettingsShape,
	StatusShape,
	TaxonomyShape,
	TermShape,
	TypeShape,
	UnknownShape,
	UserShape,
	type Comment,
	type Media,
	type Page,
	type Post,
	type PostStatus,
	type PostType,
	type SiteSettings,
	type Taxonomy,
	type Term,
	type UnknownFields,
	type User,
	type Writable,
} from './core-types';
import { invalidJson, isRecord, restAddress, send } from './request';
import {
	loadSchemaEntry,
	onSchemaInvalidated,
	schemaCacheKey,
	type RestSchema,
} from './schema';

/** A zod schema that checks one REST object. */
type Shape = z.ZodType< UnknownFields, z.ZodTypeDef, unknown >;

/** What the model layer knows about one kind of REST object. */
export interface KindInfo {
	/** Key in getModels(): `Post`, `Tag`, ... or the PascalCase REST base of other routes. */
	readonly name: string;
	/** Version string the kind belongs to, e.g. `wp/v2/`. */
	readonly version: string;
	/** REST base, e.g. `posts`. */
	readonly base: string;
	/** Path of the collection (or of the singleton), e.g. `wp/v2/posts`. */
	readonly collectionPath: string;
	/** Whether items have their own route (`wp/v2/posts/<id>`). */
	readonly hasItems: boolean;
	/** Attribute that holds the id in item URLs: `id`, or `slug` for types, taxonomies, statuses. */
	readonly idAttribute: string;
	/** One object, no collection (settings). */
	readonly singleton: boolean;
	/** Deleting moves to the trash, so no `force=true` is added (core's trash-capable kinds). */
	readonly trashable: boolean;
	/** Default `per_page` of collection reads, or null for the server's default. */
	readonly pageSize: number | null;
	/** Checks the objects the server sends. */
	readonly shape: Shape;
}

/** Fields as a model holds them: what the server sent, or what the caller set. */
export type Attributes< F > = {
	[ K in keyof F ]?: F[ K ] | Writable< F >[ K ];
};

/** Options of a model or collection created by hand. */
export interface UrlOptions {
	/**
	 * Path inside the REST root (e.g. `farol/v1/things/3`) or an absolute URL. Required for the
	 * bare Model and Collection classes; kinds from getModels() build their own.
	 */
	url?: string;
}

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

function noUrlError( name: string, detail: string ): Error {
	return new Error(
		`Farol REST: the ${ name } has no url (${ detail }). Create it from a kind of getModels() or pass { url }.`
	);
}

function parseObject( shape: Shape, status: number, data: unknown ) {
	const parsed = shape.safeParse( data );
	if ( ! parsed.success || ! isRecord( parsed.data ) ) {
		throw invalidJson( status, data );
	}
	return parsed.data;
}

function headerInt( value: string | null ): number | null {
	if ( value === null ) {
		return null;
	}
	const number = Number.parseInt( value, 10 );
	return Number.isFinite( number ) ? number : null;
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

/** A kind with a collection: `Model` for one object, `Collection` for lists. */
export interface CollectionKind< F extends object > {
	readonly singleton: false;
	readonly info: KindInfo;
	readonly Model: ModelClass< F >;
	readonly Collection: CollectionClass< F >;
}

/** A kind that is one object (site settings): only `Model`. */
export interface SingletonKind< F extends object > {
	readonly singleton: true;
	readonly info: KindInfo;
	readonly Model: ModelClass< F >;
}

/** Any kind, fields unknown. */
export type AnyKind =
	| CollectionKind< UnknownFields >
	| SingletonKind< UnknownFields >;

/** The models of one version of the REST API. */
export interface NamespaceModels {
	/** Version string, e.g. `wp/v2/`. */
	readonly version: string;
	/** Every kind the schema lists, core and custom, keyed by name. */
	readonly byName: Readonly< Record< string, AnyKind > >;
}

/** The models of `wp/v2/`: the core kinds typed, every kind (custom ones too) in `byName`. */
export interface WpModels extends NamespaceModels {
	readonly Post: CollectionKind< Post >;
	readonly Page: CollectionKind< Page >;
	readonly Comment: CollectionKind< Comment >;
	readonly Media: CollectionKind< Media >;
	readonly User: CollectionKind< User >;
	readonly Tag: CollectionKind< Term >;
	readonly Category: CollectionKind< Term >;
	readonly Taxonomy: CollectionKind< Taxonomy >;
	readonly Type: CollectionKind< PostType >;
	readonly Status: CollectionKind< PostStatus >;
	readonly Settings: SingletonKind< SiteSettings >;
}

/** The core kinds of `wp/v2/`: REST base → name, item id parameter, shape. */
const CORE: Record<
	string,
	{
		name: keyof Omit< WpModels, keyof NamespaceModels >;
		param: string | null;
		shape: Shape;
	}
> = {
	posts: { name: 'Post', param: 'id', shape: PostShape },
	pages: { name: 'Page', param: 'id', shape: PageShape },
	comments: { name: 'Comment', param: 'id', shape: CommentShape },
	media: { name: 'Media', param: 'id', shape: MediaShape },
	users: { name: 'User', param: 'id', shape: UserShape },
	tags: { name: 'Tag', param: 'id', shape: TermShape },
	categories: { name: 'Category', param: 'id', shape: TermShape },
	taxonomies: { name: 'Taxonomy', param: 'taxonomy', shape: TaxonomyShape },
	types: { name: 'Type', param: 'type', shape: TypeShape },
	statuses: { name: 'Status', param: 'status', shape: StatusShape },
	settings: { name: 'Settings', param: null, shape: SettingsShape },
};

/** Core kinds whose delete goes to the trash: no `force=true` (spec §7). */
const TRASHABLE = new Set( [
	'Post',
	'Page',
	'Comment',
	'Media',
	'Status',
	'Taxonomy',
	'Type',
] );

/** Lookups page by 100 for these (spec §9). */
const PAGE_BY_100 = new Set( [ 'Tag', 'Category' ] );

/**
 * `template-parts` → `TemplateParts`.
 *
 * @param base A REST base.
 */
function pascal( base: string ): string {
	return base
		.split( /[^A-Za-z0-9]+/ )
		.filter( Boolean )
		.map( ( part ) => part.charAt( 0 ).toUpperCase() + part.slice( 1 ) )
		.join( '' );
}

/**
 * If `rest` is `<base>/(?P<name>...)` with one group running to the end, its base and name.
 *
 * @param rest Route without the namespace.
 */
function itemRoute( rest: string ): { base: string; param: string } | null {
	const match = /^([\w-]+)\/\(\?P<(\w+)>/.exec( rest );
	if ( ! match ) {
		return null;
	}
	// Find the parenthesis closing the group; it must be the last character.
	let depth = 0;
	let inClass = false;
	const start = match[ 1 ]!.length + 1;
	for ( let i = start; i < rest.length; i++ ) {
		const char = rest[ i ];
		if ( char === '\\' ) {
			i++;
		} else if ( inClass ) {
			inClass = char !== ']';
		} else if ( char === '[' ) {
			inClass = true;
		} else if ( char === '(' ) {
			depth++;
		} else if ( char === ')' ) {
			depth--;
			if ( depth === 0 ) {
				return i === rest.length - 1
					? { base: match[ 1 ]!, param: match[ 2 ]! }
					: null;
			}
		}
	}
	return null;
}

interface RouteFacts {
	collection: boolean;
	singleton: boolean;
	itemParam: string | null;
}

/**
 * Reads the kinds out of a namespace index.
 *
 * @param schema  The namespace index.
 * @param version Its version string.
 */
export function kindsFromSchema(
	schema: RestSchema,
	version: string
): KindInfo[] {
	const ns = normaliseBase( version );
	const prefix = `/${ ns }`;
	const isCore = ns === DEFAULT_VERSION;
	const facts = new Map< string, RouteFacts >();
	const factsOf = ( base: string ): RouteFacts => {
		let found = facts.get( base );
		if ( ! found ) {
			found = { collection: false, singleton: false, itemParam: null };
			facts.set( base, found );
		}
		return found;
	};

	for ( const [ route, data ] of Object.entries( schema.routes ) ) {
		if ( ! route.startsWith( prefix ) ) {
			continue;
		}
		const rest = route.slice( prefix.length );
		if ( /^[\w-]+$/.test( rest ) ) {
			const entry = factsOf( rest );
			entry.collection = true;
			entry.singleton =
				data.methods.includes( 'PUT' ) ||
				data.methods.includes( 'PATCH' );
			continue;
		}
		const item = itemRoute( rest );
		if ( item ) {
			factsOf( item.base ).itemParam = item.param;
		}
	}

	if ( isCore ) {
		// Core kinds are always offered; a route the site disabled answers rest_no_route.
		for ( const [ base, core ] of Object.entries( CORE ) ) {
			const entry = factsOf( base );
			entry.collection = true;
			entry.singleton = core.param === null;
			entry.itemParam ??= core.param;
		}
	}

	const kinds: KindInfo[] = [];
	for ( const [ base, entry ] of facts ) {
		if ( ! entry.collection ) {
			continue;
		}
		const core = isCore ? CORE[ base ] : undefined;
		const name = core?.name ?? pascal( base );
		const singleton = entry.singleton && entry.itemParam === null;
		kinds.push( {
			name,
			version: ns,
			base,
			collectionPath: `${ ns }${ base }`,
			hasItems: entry.itemParam !== null,
			idAttribute:
				entry.itemParam === null || entry.itemParam === 'id'
					? 'id'
					: 'slug',
			singleton,
			trashable: Boolean( core ) && TRASHABLE.has( name ),
			pageSize: core && PAGE_BY_100.has( name ) ? 100 : null,
			shape: core?.shape ?? UnknownShape,
		} );
	}
	return kinds;
}

/**
 * The Model (and Collection) classes of one kind.
 *
 * @param info The kind.
 */
export function kindClasses( info: KindInfo ): AnyKind {
	class KindModel extends Model< UnknownFields > {
		static override readonly kind: KindInfo = info;
	}
	Object.defineProperty( KindModel, 'name', { value: info.name } );
	if ( info.singleton ) {
		return { singleton: true, info, Model: KindModel };
	}
	class KindCollection extends Collection< UnknownFields > {
		static override readonly kind: KindInfo = info;
		static override readonly model: ModelClass< object > = KindModel;
	}
	Object.defineProperty( KindCollection, 'name', {
		value: `${ info.name }Collection`,
	} );
	return {
		singleton: false,
		info,
		Model: KindModel,
		Collection: KindCollection,
	};
}

const built = new Map<
	string,
	{ fingerprint: string; models: NamespaceModels }
>();
onSchemaInvalidated( ( key ) => built.delete( key ) );

/**
 * Builds the models of a version from its schema (GET on the versioned REST root, cached in
 * sessionStorage — see loadSchema()).
 *
 * `wp/v2/` gives `Post`, `Page`, `Comment`, `Media`, `User`, `Tag`, `Category`, `Taxonomy`,
 * `Type`, `Status` (each `{ Model, Collection }`) and `Settings` (`{ Model }`), typed; every
 * kind the schema lists — custom post types and taxonomies included — is also in `byName`,
 * keyed by the PascalCase of its REST base (`books` → `Books`, `farol_lead` → `FarolLead`).
 * Another version string (e.g. `getModels( 'farol/v1/' )`) gives only `byName`.
 */
export function getModels(): Promise< WpModels >;
export function getModels( version: 'wp/v2/' | 'wp/v2' ): Promise< WpModels >;
export function getModels( version: string ): Promise< NamespaceModels >;
export async function getModels(
	version: string = DEFAULT_VERSION
): Promise< NamespaceModels > {
	const ns = normaliseBase( version );
	const { schema, fingerprint } = await loadSchemaEntry( ns );
	const key = schemaCacheKey( ns );
	const existing = built.get( key );
	if ( existing && existing.fingerprint === fingerprint ) {
		return existing.models;
	}
	const byName: Record< string, AnyKind > = {};
	for ( const info of kindsFromSchema( schema, ns ) ) {
		byName[ info.name ] = kindClasses( info );
	}
	// The core kinds' classes check their fields with the shapes their types come from.
	const models = { version: ns, byName, ...byName } as NamespaceModels;
	built.set( key, { fingerprint, models } );
	return models;
}
