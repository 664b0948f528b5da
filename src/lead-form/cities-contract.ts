/**
 * The cities API contract, written once: what a city search accepts and what a city is.
 *
 * `npm run contracts` turns `citySearchQuery` into the JSON Schema committed as
 * plugin/includes/LeadForm/city-search.schema.json, from which PHP builds the REST
 * arguments of GET farol/v1/api/cidades/ (Farol\LeadForm\CitiesController). The lead form's
 * city field searches only once the visitor has typed `CITY_SEARCH_LIMITS.minTermLength`
 * characters, and parses the answers with `citySearchAnswer` and `cityAnswer`.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/** The 27 federative units of Brazil (26 states and the Federal District). */
export const STATE_ACRONYMS = [
	'AC',
	'AL',
	'AM',
	'AP',
	'BA',
	'CE',
	'DF',
	'ES',
	'GO',
	'MA',
	'MG',
	'MS',
	'MT',
	'PA',
	'PB',
	'PE',
	'PI',
	'PR',
	'RJ',
	'RN',
	'RO',
	'RR',
	'RS',
	'SC',
	'SE',
	'SP',
	'TO',
] as const;

export const CITY_SEARCH_LIMITS = {
	/** Shortest search term, in characters: one letter would match most of the country. */
	minTermLength: 2,
	/** Longest search term; the longest municipality name has 32 characters. */
	maxTermLength: 80,
	/** Most cities one search answers. */
	maxResults: 20,
} as const;

/** The query of a city search. */
export const citySearchQuery = z
	.object( {
		term: z
			.string()
			.min( CITY_SEARCH_LIMITS.minTermLength )
			.max( CITY_SEARCH_LIMITS.maxTermLength ),
		state_acronym: z.enum( STATE_ACRONYMS ).optional(),
	} )
	.strict();

/** A municipality: its 7-digit IBGE code, its name and its state's acronym. */
export const city = z.object( {
	id: z.number().int().min( 1000000 ).max( 9999999 ),
	name: z.string(),
	state: z.enum( STATE_ACRONYMS ),
} );

export const citySearchAnswer = z.object( {
	cities: z.array( city ).max( CITY_SEARCH_LIMITS.maxResults ),
} );

export const cityAnswer = z.object( { city } );

export type City = z.output< typeof city >;
export type CitySearchQuery = z.input< typeof citySearchQuery >;
