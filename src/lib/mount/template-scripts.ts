/**
 * Runs the scripts the server parked in a `<template data-farol-deferred="<handle>">`: the
 * handle's script tags and those of its dependencies that the page had not printed, in
 * dependency order, inline ones (translations, `before`/`after` data) included.
 *
 * Scripts inside a template are inert; each is copied into a live `<script>` and appended to
 * the document. Every external one is preloaded when the template starts (downloads side by
 * side); each is awaited (its `load`) before the next one is added, so the order WordPress
 * printed holds. A script already on the page, or loaded for another
 * template, is not run twice: external ones are recognised by their address or id, inline
 * ones by their id.
 */

/**
 * Internal dependencies
 */
import { findTemplate } from './needed';

/** Scripts added so far: address → the element and its load (two templates sharing React wait for one download). */
const loads = new Map< string, { script: Element; load: Promise< void > } >();

/** Addresses asked for ahead of their turn → the preload link (two templates sharing one ask once). */
const preloaded = new Map< string, Element >();

/** Templates run so far (each runs once). */
const runs = new WeakMap< HTMLTemplateElement, Promise< void > >();

/**
 * Whether the document already has a live script with this address.
 *
 * @param doc Document.
 * @param src Absolute address.
 */
function printedOnPage( doc: Document, src: string ): boolean {
	return [ ...doc.scripts ].some( ( script ) => script.src === src );
}

/**
 * A live copy of a parked script (attributes and text), without `async`/`defer`: order is
 * kept by awaiting each one.
 *
 * @param parked The inert script from the template.
 * @param doc    Document.
 */
function liveCopy(
	parked: HTMLScriptElement,
	doc: Document
): HTMLScriptElement {
	const script = doc.createElement( 'script' );
	for ( const { name, value } of parked.attributes ) {
		if ( name !== 'async' && name !== 'defer' ) {
			script.setAttribute( name, value );
		}
	}
	script.async = false;
	script.text = parked.text;
	return script;
}

/**
 * Adds an external script and resolves when it has run.
 *
 * @param parked The inert script.
 * @param doc    Document.
 */
function loadExternal(
	parked: HTMLScriptElement,
	doc: Document
): { script: Element; load: Promise< void > } {
	const script = liveCopy( parked, doc );
	const load = new Promise< void >( ( resolve, reject ) => {
		script.addEventListener( 'load', () => resolve(), { once: true } );
		script.addEventListener(
			'error',
			() => reject( new Error( script.src ) ),
			{ once: true }
		);
		doc.body.appendChild( script );
	} );
	return { script, load };
}

/**
 * Asks the browser to download a parked external script at once (the script element added
 * later takes the preloaded response), so a template's scripts (the views' shared Preact
 * chunk, the view) arrive side by side instead of one round trip after another. Nothing for
 * an inline script, or one the page already has or asked for.
 *
 * @param parked The inert script.
 * @param doc    Document.
 */
function preload( parked: HTMLScriptElement, doc: Document ): void {
	const src = parked.getAttribute( 'src' );
	if ( ! src ) {
		return;
	}
	const address = new URL( src, doc.baseURI ).href;
	if (
		preloaded.get( address )?.isConnected ||
		loads.get( address )?.script.isConnected ||
		printedOnPage( doc, address )
	) {
		return;
	}
	const link = doc.createElement( 'link' );
	link.rel = 'preload';
	link.setAttribute( 'as', 'script' );
	link.href = address;
	doc.head.appendChild( link );
	preloaded.set( address, link );
}

/**
 * Runs one parked script, unless the page already has it.
 *
 * @param parked The inert script.
 * @param doc    Document.
 */
function runScript(
	parked: HTMLScriptElement,
	doc: Document
): Promise< void > {
	const { id } = parked;
	const src = parked.getAttribute( 'src' );
	if ( src ) {
		// The resolved address, as `script.src` reports it for the scripts on the page.
		const address = new URL( src, doc.baseURI ).href;
		const pending = loads.get( address );
		if ( pending && pending.script.isConnected ) {
			return pending.load;
		}
		if (
			printedOnPage( doc, address ) ||
			( id && doc.getElementById( id ) )
		) {
			return Promise.resolve();
		}
		const added = loadExternal( parked, doc );
		loads.set( address, added );
		return added.load;
	}
	if ( id && doc.getElementById( id ) ) {
		return Promise.resolve();
	}
	// An inline script runs as it is appended.
	doc.body.appendChild( liveCopy( parked, doc ) );
	return Promise.resolve();
}

/**
 * Runs a deferred handle's template once; later calls get the same promise. A handle
 * without a template (already printed the ordinary way) resolves at once.
 *
 * @param handle Script handle.
 * @param doc    Document.
 */
export function runTemplate(
	handle: string,
	doc: Document = document
): Promise< void > {
	const template = findTemplate( handle, doc );
	if ( ! template ) {
		return Promise.resolve();
	}
	const existing = runs.get( template );
	if ( existing ) {
		return existing;
	}
	const scripts = [
		...template.content.querySelectorAll< HTMLScriptElement >( 'script' ),
	];
	// Every download starts now; each script still runs after the one before it.
	scripts.forEach( ( script ) => preload( script, doc ) );
	const run = scripts.reduce< Promise< void > >(
		( previous, parked ) => previous.then( () => runScript( parked, doc ) ),
		Promise.resolve()
	);
	runs.set( template, run );
	return run;
}
