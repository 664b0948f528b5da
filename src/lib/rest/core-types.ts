/**
 * Shapes of WordPress 6.5's core REST objects, as zod schemas and the types inferred from them.
 *
 * Every known field is optional (`_fields`, `context=embed` and permissions all trim answers)
 * and every other field passes through typed `unknown`. A known field of the wrong type makes
 * the answer an `invalid_json` error instead of a silently wrong value. Hand-written from the
 * core controllers' item schemas (wp-includes/rest-api/endpoints), not generated.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/** `{ rendered, raw? }`: a field WordPress renders (title, content, excerpt, guid, ...). */
const Rendered = z
	.object( {
		rendered: z.string(),
		raw: z.string().optional(),
		protected: z.boolean().optional(),
	} )
	.passthrough();

/** Registered meta: an object, or `[]` when nothing is registered (PHP's empty array). */
const Meta = z.union( [ z.record( z.unknown() ), z.array( z.unknown() ) ] );

const Id = z.number().int();
const NullableDate = z.string().nullable();

const postFields = {
	id: Id,
	date: NullableDate,
	date_gmt: NullableDate,
	guid: Rendered,
	modified: z.string(),
	modified_gmt: z.string(),
	slug: z.string(),
	status: z.string(),
	type: z.string(),
	link: z.string(),
	password: z.string(),
	title: Rendered,
	content: Rendered,
	excerpt: Rendered,
	author: Id,
	featured_media: Id,
	comment_status: z.string(),
	ping_status: z.string(),
	template: z.string(),
	meta: Meta,
};

/** A post (`wp/v2/posts`). */
export const PostShape = z
	.object( {
		...postFields,
		sticky: z.boolean(),
		format: z.string(),
		categories: z.array( Id ),
		tags: z.array( Id ),
	} )
	.partial()
	.passthrough();

/** A page (`wp/v2/pages`). */
export const PageShape = z
	.object( { ...postFields, parent: Id, menu_order: z.number().int() } )
	.partial()
	.passthrough();

/** A media item (`wp/v2/media`). */
export const MediaShape = z
	.object( {
		...postFields,
		alt_text: z.string(),
		caption: Rendered,
		description: Rendered,
		media_type: z.string(),
		mime_type: z.string(),
		media_details: z.record( z.unknown() ),
		post: Id.nullable(),
		source_url: z.string(),
	} )
	.partial()
	.passthrough();

/** A comment (`wp/v2/comments`). */
export const CommentShape = z
	.object( {
		id: Id,
		post: Id,
		parent: Id,
		author: Id,
		author_name: z.string(),
		author_email: z.string(),
		author_url: z.string(),
		date: z.string(),
		date_gmt: z.string(),
		content: Rendered,
		link: z.string(),
		status: z.string(),
		type: z.string(),
		author_avatar_urls: z.record( z.string() ),
		meta: Meta,
	} )
	.partial()
	.passthrough();

/** A user (`wp/v2/users`). */
export const UserShape = z
	.object( {
		id: Id,
		username: z.string(),
		name: z.string(),
		first_name: z.string(),
		last_name: z.string(),
		email: z.string(),
		url: z.string(),
		description: z.string(),
		link: z.string(),
		locale: z.string(),
		nickname: z.string(),
		slug: z.string(),
		roles: z.array( z.string() ),
		capabilities: z.record( z.boolean() ),
		avatar_urls: z.record( z.string() ),
		meta: Meta,
	} )
	.partial()
	.passthrough();

/** A term: a tag (`wp/v2/tags`) or a category (`wp/v2/categories`, which adds `parent`). */
export const TermShape = z
	.object( {
		id: Id,
		count: z.number().int(),
		description: z.string(),
		link: z.string(),
		name: z.string(),
		slug: z.string(),
		taxonomy: z.string(),
		parent: Id,
		meta: Meta,
	} )
	.partial()
	.passthrough();

/** A taxonomy (`wp/v2/taxonomies`). */
export const TaxonomyShape = z
	.object( {
		name: z.string(),
		slug: z.string(),
		description: z.string(),
		types: z.array( z.string() ),
		hierarchical: z.boolean(),
		rest_base: z.string(),
		rest_namespace: z.string(),
	} )
	.partial()
	.passthrough();

/** A post type (`wp/v2/types`). */
export const TypeShape = z
	.object( {
		name: z.string(),
		slug: z.string(),
		description: z.string(),
		hierarchical: z.boolean(),
		viewable: z.boolean(),
		taxonomies: z.array( z.string() ),
		rest_base: z.string(),
		rest_namespace: z.string(),
	} )
	.partial()
	.passthrough();

/** A post status (`wp/v2/statuses`). */
export const StatusShape = z
	.object( {
		name: z.string(),
		slug: z.string(),
		public: z.boolean(),
		queryable: z.boolean(),
		show_in_list: z.boolean(),
		date_floating: z.boolean(),
	} )
	.partial()
	.passthrough();

/**
 * The site settings (`wp/v2/settings`): core's, plus every setting registered with
 * `show_in_rest` (Farol's among them) as `unknown` — parse those with their own schema.
 */
export const SettingsShape = z
	.object( {
		title: z.string(),
		description: z.string(),
		url: z.string(),
		email: z.string(),
		timezone: z.string(),
		date_format: z.string(),
		time_format: z.string(),
		start_of_week: z.number().int(),
		language: z.string(),
		use_smilies: z.boolean(),
		default_category: Id,
		default_post_format: z.string(),
		posts_per_page: z.number().int(),
		show_on_front: z.string(),
		page_on_front: Id,
		page_for_posts: Id,
		default_ping_status: z.string(),
		default_comment_status: z.string(),
		site_logo: Id.nullable(),
		site_icon: Id.nullable(),
	} )
	.partial()
	.passthrough();

/** Any other REST object: a record whose fields are all unknown. */
export const UnknownShape = z.record( z.unknown() );

export type Post = z.infer< typeof PostShape >;
export type Page = z.infer< typeof PageShape >;
export type Media = z.infer< typeof MediaShape >;
export type Comment = z.infer< typeof CommentShape >;
export type User = z.infer< typeof UserShape >;
export type Term = z.infer< typeof TermShape >;
export type Taxonomy = z.infer< typeof TaxonomyShape >;
export type PostType = z.infer< typeof TypeShape >;
export type PostStatus = z.infer< typeof StatusShape >;
export type SiteSettings = z.infer< typeof SettingsShape >;
export type UnknownFields = z.infer< typeof UnknownShape >;

/** A rendered field as the server accepts it on write: a string or `{ raw }`. */
export type RenderedInput = string | { raw: string };

/**
 * What may be sent for an object of fields F: the same fields, rendered ones as
 * RenderedInput, every field optional; unknown fields stay unknown.
 */
export type Writable< F > = {
	[ K in keyof F ]?: NonNullable< F[ K ] > extends { rendered: string }
		? RenderedInput
		: F[ K ];
};
