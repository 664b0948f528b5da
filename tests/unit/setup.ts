/**
 * External dependencies
 */
import '@testing-library/jest-dom';

/*
 * `:active`: jsdom's selector engine (nwsapi) takes it for "is the focused element"; in a
 * browser it means a press under way (the pointer, or Space on a button), which jsdom cannot
 * have. The mount helper waits for a press to end before a takeover (src/lib/mount/press.ts),
 * so here `:active` matches nothing, as in a browser nobody is pressing; a test that presses
 * says so (tests/unit/mount/press.test.tsx).
 */
const { matches, querySelector } = Element.prototype;
Element.prototype.matches = function ( this: Element, selector: string ) {
	return selector === ':active' ? false : matches.call( this, selector );
};
Element.prototype.querySelector = function ( this: Element, selector: string ) {
	return selector === ':active' ? null : querySelector.call( this, selector );
} as typeof querySelector;
