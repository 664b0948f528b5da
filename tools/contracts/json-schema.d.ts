/**
 * Types of ./json-schema.js (CommonJS, loaded as it is by the build script and jest).
 */
/**
 * External dependencies
 */
import type { ZodTypeAny } from 'zod';

export function toWordPressSchema(
	zodSchema: ZodTypeAny,
	name?: string
): Record< string, unknown >;
export function serialize( schema: Record< string, unknown > ): string;
export const WORDPRESS_KEYWORDS: Set< string >;
