/**
 * What a model or collection knows about its kind of REST object, and the checks both apply
 * to what the server sends.
 */

/**
 * External dependencies
 */
import type { z } from 'zod';

/**
 * Internal dependencies
 */
import type { UnknownFields, Writable } from './core-types';
import { invalidJson, isRecord } from './transport';

/** A zod schema that checks one REST object. */
export type Shape = z.ZodType< UnknownFields, z.ZodTypeDef, unknown >;

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

/**
 * The error of a model or collection that cannot say where it lives.
 *
 * @param name   What has no url, e.g. `Post model`.
 * @param detail Why.
 */
export function noUrlError( name: string, detail: string ): Error {
	return new Error(
		`Farol REST: the ${ name } has no url (${ detail }). Create it from a kind of getModels() or pass { url }.`
	);
}

/**
 * One object of the server's answer, checked by the kind's shape.
 *
 * @param  shape  The kind's shape.
 * @param  status HTTP status of the answer.
 * @param  data   The object.
 * @throws {Error} A RestError `invalid_json` when it does not match.
 */
export function parseObject(
	shape: Shape,
	status: number,
	data: unknown
): Record< string, unknown > {
	const parsed = shape.safeParse( data );
	if ( ! parsed.success || ! isRecord( parsed.data ) ) {
		throw invalidJson( status, data );
	}
	return parsed.data;
}
