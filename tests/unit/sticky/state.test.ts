/**
 * The sticky decision over a table of cases: offsets, width range, admin bar, push-up.
 */
/**
 * External dependencies
 */
import {
	adminBarOffset,
	computeStickyState,
	type StickyInput,
} from '@farol/sticky/state';

const base: StickyInput = {
	scrollY: 0,
	viewportWidth: 1024,
	elementTop: 500,
	elementHeight: 60,
	topDistance: 0,
	minWidth: 0,
	maxWidth: 99999,
	adminBarHandling: false,
	bodyHasAdminBar: false,
	adminBarHeight: 0,
	pushUpTop: null,
};

type Case = [
	name: string,
	input: Partial< StickyInput >,
	sticky: boolean,
	top: number,
];

const cases: Case[] = [
	// Offsets: sticks exactly at elementTop − topDistance − adminBar.
	[ 'above the element', { scrollY: 499 }, false, 0 ],
	[ 'at the element top', { scrollY: 500 }, true, 0 ],
	[ 'past the element', { scrollY: 2000 }, true, 0 ],
	[ 'fractional scroll just short', { scrollY: 499.5 }, false, 0 ],
	[
		'top distance: one pixel short',
		{ scrollY: 479, topDistance: 20 },
		false,
		20,
	],
	[
		'top distance: at the point',
		{ scrollY: 480, topDistance: 20 },
		true,
		20,
	],
	[
		'element at the very top sticks at once',
		{ elementTop: 0, scrollY: 0 },
		true,
		0,
	],
	[
		'top distance larger than the element top',
		{ elementTop: 10, topDistance: 50, scrollY: 0 },
		true,
		50,
	],
	// Width range, inclusive at both ends (viewport = innerWidth).
	[ 'below the minimum width', { scrollY: 900, minWidth: 1025 }, false, 0 ],
	[ 'at the minimum width', { scrollY: 900, minWidth: 1024 }, true, 0 ],
	[ 'at the maximum width', { scrollY: 900, maxWidth: 1024 }, true, 0 ],
	[ 'above the maximum width', { scrollY: 900, maxWidth: 1023 }, false, 0 ],
	[
		'min equals max equals viewport',
		{ scrollY: 900, minWidth: 1024, maxWidth: 1024 },
		true,
		0,
	],
	// Admin bar: counted only with handling on, body class, viewport > 600.
	[
		'admin bar counted: sticks 32 px earlier',
		{
			scrollY: 468,
			adminBarHandling: true,
			bodyHasAdminBar: true,
			adminBarHeight: 32,
		},
		true,
		32,
	],
	[
		'admin bar counted: one pixel short',
		{
			scrollY: 467,
			adminBarHandling: true,
			bodyHasAdminBar: true,
			adminBarHeight: 32,
		},
		false,
		32,
	],
	[
		'admin bar + top distance',
		{
			scrollY: 458,
			topDistance: 10,
			adminBarHandling: true,
			bodyHasAdminBar: true,
			adminBarHeight: 32,
		},
		true,
		42,
	],
	[
		'admin bar handling off',
		{ scrollY: 468, bodyHasAdminBar: true, adminBarHeight: 32 },
		false,
		0,
	],
	[
		'no admin-bar body class',
		{ scrollY: 468, adminBarHandling: true, adminBarHeight: 32 },
		false,
		0,
	],
	[
		'46 px bar at 782 px',
		{
			scrollY: 454,
			viewportWidth: 782,
			adminBarHandling: true,
			bodyHasAdminBar: true,
			adminBarHeight: 46,
		},
		true,
		46,
	],
	[
		'bar ignored at 600 px',
		{
			scrollY: 454,
			viewportWidth: 600,
			adminBarHandling: true,
			bodyHasAdminBar: true,
			adminBarHeight: 46,
		},
		false,
		0,
	],
	[
		'bar counted at 601 px',
		{
			scrollY: 454,
			viewportWidth: 601,
			adminBarHandling: true,
			bodyHasAdminBar: true,
			adminBarHeight: 46,
		},
		true,
		46,
	],
	// Push-up: the element's bottom never passes the push-up element's top.
	[
		'push-up far below: normal top',
		{ scrollY: 600, pushUpTop: 2000 },
		true,
		0,
	],
	[
		'push-up just touching: normal top',
		// Push-up top in the viewport = 2000 − 1940 = 60 = element height.
		{ scrollY: 1940, pushUpTop: 2000 },
		true,
		0,
	],
	[
		'push-up 20 px into the element: pushed 20 px up',
		{ scrollY: 1960, pushUpTop: 2000 },
		true,
		-20,
	],
	[
		'push-up with top distance',
		// Viewport top of push-up = 2000 − 1900 = 100; element would be at 50..110 → pushed to 40.
		{ scrollY: 1900, pushUpTop: 2000, topDistance: 50 },
		true,
		40,
	],
	[
		'push-up with admin bar',
		{
			scrollY: 1920,
			pushUpTop: 2000,
			adminBarHandling: true,
			bodyHasAdminBar: true,
			adminBarHeight: 32,
		},
		true,
		20,
	],
	[
		'pushed entirely off screen',
		{ scrollY: 2500, pushUpTop: 2000 },
		true,
		-560,
	],
];

describe( 'computeStickyState', () => {
	it.each( cases )( '%s', ( _name, input, sticky, top ) => {
		const state = computeStickyState( { ...base, ...input } );
		expect( state.sticky ).toBe( sticky );
		expect( state.top ).toBe( top );
	} );
} );

describe( 'adminBarOffset', () => {
	const on = {
		adminBarHandling: true,
		bodyHasAdminBar: true,
		adminBarHeight: 32,
	};
	it.each( [
		[ 1024, 32 ],
		[ 601, 32 ],
		[ 600, 0 ],
		[ 320, 0 ],
	] )( 'viewport %i px → %i px', ( viewportWidth, expected ) => {
		expect( adminBarOffset( { ...on, viewportWidth } ) ).toBe( expected );
	} );
} );
