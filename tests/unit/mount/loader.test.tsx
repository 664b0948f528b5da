/**
 * The eager loader runs the scripts the server parked in `<template data-farol-deferred>`
 * when a marked container is needed: in order (each external script loaded before the next
 * is added), once per page however many containers and templates share them; the view
 * bundle's mountBlocks then mounts the containers the loader marked, and only those.
 */

/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { mountBlocks } from '@farol/lib/mount';
import { startLoader } from '@farol/lib/mount/start-loader';
import { fakeIdle, fakeViewport } from './helpers';

declare global {
	interface Window {
		ran?: string[];
	}
}

let viewport: ReturnType< typeof fakeViewport >;

/** Lets pending promise callbacks run. */
const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/**
 * The live scripts added to the page so far, by address or id.
 */
function liveScripts(): string[] {
	return Array.from(
		document.body.querySelectorAll( ':scope > script' )
	).map( ( script ) => script.getAttribute( 'src' ) ?? `#${ script.id }` );
}

/**
 * Reports an added external script as downloaded and run.
 *
 * @param src Its address.
 */
function finishLoading( src: string ): void {
	const script = document.body.querySelector(
		`:scope > script[src="${ src }"]`
	);
	expect( script ).not.toBeNull();
	script!.dispatchEvent( new Event( 'load' ) );
}

/**
 * The addresses the loader asked the browser to download ahead of their turn.
 */
function preloads(): string[] {
	return Array.from(
		document.head.querySelectorAll( 'link[rel="preload"][as="script"]' )
	).map( ( link ) => new URL( link.getAttribute( 'href' )! ).pathname );
}

beforeEach( () => {
	window.ran = [];
	document.head.innerHTML = '';
	viewport = fakeViewport();
	fakeIdle();
	document.body.innerHTML = `
		<div class="wp-block-demo" id="demo-1" data-farol-mount="demo-view" data-farol-props='{"label":"one"}'><p>Server one</p></div>
		<div class="wp-block-demo" id="demo-2" data-farol-mount="demo-view" data-farol-props='{"label":"two"}'><p>Server two</p></div>
		<div class="wp-block-other" id="other" data-farol-mount="other-view"><p>Server other</p></div>
		<script src="/already-on-the-page.js" id="i18n-js"></script>
		<template data-farol-deferred="demo-view">
			<script src="/react.js" id="react-js"></script>
			<script src="/already-on-the-page.js" id="i18n-js"></script>
			<script id="demo-view-js-translations">window.ran.push( 'demo translations' );</script>
			<script src="/demo-view.js" id="demo-view-js" defer></script>
		</template>
		<template data-farol-deferred="other-view">
			<script src="/react.js" id="react-js"></script>
			<script id="demo-view-js-translations">window.ran.push( 'demo translations' );</script>
			<script src="/other-view.js" id="other-view-js"></script>
		</template>`;
} );

describe( 'the loader', () => {
	it( 'does nothing until a container is needed', async () => {
		startLoader( document );
		await flush();
		expect( liveScripts() ).toEqual( [ '/already-on-the-page.js' ] );
		expect( document.querySelector( '[data-farol-needed]' ) ).toBeNull();
	} );

	it( 'runs the template’s scripts in order, each external one loaded before the next', async () => {
		const needed = jest.fn();
		document
			.getElementById( 'demo-1' )!
			.addEventListener( 'farol:needed', needed );
		startLoader( document );
		viewport.enter( document.getElementById( 'demo-1' )! );
		await flush();

		expect( document.getElementById( 'demo-1' ) ).toHaveAttribute(
			'data-farol-needed'
		);
		expect( needed ).toHaveBeenCalledTimes( 1 );
		expect( document.getElementById( 'demo-2' ) ).not.toHaveAttribute(
			'data-farol-needed'
		);
		// React is on its way; nothing after it runs yet. The script already on the page is not added again.
		expect( liveScripts() ).toEqual( [
			'/already-on-the-page.js',
			'/react.js',
		] );
		expect( window.ran ).toEqual( [] );
		// Both downloads started at once (the view does not wait for React's round trip);
		// the script already on the page is not asked for.
		expect( preloads() ).toEqual( [ '/react.js', '/demo-view.js' ] );

		finishLoading( '/react.js' );
		await flush();
		expect( window.ran ).toEqual( [ 'demo translations' ] );
		expect( liveScripts() ).toEqual( [
			'/already-on-the-page.js',
			'/react.js',
			'#demo-view-js-translations',
			'/demo-view.js',
		] );
		const view = document.getElementById(
			'demo-view-js'
		) as HTMLScriptElement;
		expect( view.async ).toBe( false );
		expect( view ).not.toHaveAttribute( 'defer' );
	} );

	it( 'runs each script once, across containers and templates', async () => {
		startLoader( document );
		viewport.enter( document.getElementById( 'demo-1' )! );
		await flush();
		viewport.enter( document.getElementById( 'other' )! );
		viewport.enter( document.getElementById( 'demo-2' )! );
		await flush();
		// The other template waits for the same React download.
		expect( liveScripts() ).toEqual( [
			'/already-on-the-page.js',
			'/react.js',
		] );

		finishLoading( '/react.js' );
		await flush();
		finishLoading( '/demo-view.js' );
		finishLoading( '/other-view.js' );
		await flush();
		// The two templates go on independently once React is there.
		expect( liveScripts().slice( 0, 3 ) ).toEqual( [
			'/already-on-the-page.js',
			'/react.js',
			'#demo-view-js-translations',
		] );
		expect( liveScripts().slice( 3 ).sort() ).toEqual( [
			'/demo-view.js',
			'/other-view.js',
		] );
		expect( window.ran ).toEqual( [ 'demo translations' ] );
		expect(
			document.querySelectorAll( '[data-farol-needed]' )
		).toHaveLength( 3 );
	} );

	it( 'runs a script two templates share once when both are needed at the same time, and not again for a later one', async () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			`<div id="late" data-farol-mount="late-view"></div>
			<template data-farol-deferred="late-view">
				<script src="/react.js" id="react-js"></script>
				<script src="/late-view.js" id="late-view-js"></script>
			</template>`
		);
		startLoader( document );
		// The lead form and the generator side by side: both asked for in one go.
		viewport.enter( document.getElementById( 'demo-1' )! );
		viewport.enter( document.getElementById( 'other' )! );
		await flush();
		expect( liveScripts() ).toEqual( [
			'/already-on-the-page.js',
			'/react.js',
		] );
		// The shared script is asked for once, each view beside it.
		expect( preloads() ).toEqual( [
			'/react.js',
			'/demo-view.js',
			'/other-view.js',
		] );

		finishLoading( '/react.js' );
		await flush();
		expect( liveScripts().slice( 3 ).sort() ).toEqual( [
			'/demo-view.js',
			'/other-view.js',
		] );
		finishLoading( '/demo-view.js' );
		finishLoading( '/other-view.js' );
		await flush();

		// A template needed after the shared script ran goes straight to its own view.
		viewport.enter( document.getElementById( 'late' )! );
		await flush();
		expect(
			liveScripts().filter( ( src ) => src === '/react.js' )
		).toHaveLength( 1 );
		expect( liveScripts().at( -1 ) ).toBe( '/late-view.js' );
		expect(
			preloads().filter( ( src ) => src === '/react.js' )
		).toHaveLength( 1 );
	} );
} );

describe( 'mountBlocks on a page with the loader', () => {
	const mountDemo = () =>
		mountBlocks( {
			selector: '.wp-block-demo',
			props: z.object( { label: z.string() } ),
			render: ( { label } ) => <p>Live { label }</p>,
		} );

	it( 'mounts the containers the loader marked needed, and the others when it marks them', async () => {
		startLoader( document );
		act( () => viewport.enter( document.getElementById( 'demo-1' )! ) );
		await flush();

		// The view bundle arrives (the loader added it) and runs.
		let stop = () => {};
		act( () => {
			stop = mountDemo();
		} );
		expect( screen.getByText( 'Live one' ) ).toBeVisible();
		expect( screen.getByText( 'Server two' ) ).toBeVisible();

		// Near the viewport, but the loader decides: the bundle does not watch on its own.
		act( () => viewport.enter( document.getElementById( 'demo-2' )! ) );
		expect( screen.getByText( 'Live two' ) ).toBeVisible();
		act( () => stop() );
	} );
} );
