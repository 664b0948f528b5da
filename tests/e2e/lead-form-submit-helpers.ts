/**
 * What the lead form runtime specs share: a published form of their own on a published page
 * (created through the REST API as the administrator), the page opened as a visitor with
 * the runtime in charge, and the leads read back as the administrator.
 */
/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect, VISITOR } from './fixtures';

/** The server refuses a submission sent sooner than this after the form was rendered. */
export const HUMAN_DELAY_MS = 3200;

export interface TestForm {
	id: number;
	pageId: number;
	link: string;
}

/**
 * A published form and a published page showing it.
 *
 * @param requestUtils The REST helper (administrator).
 * @param title        The form's title.
 * @param definition   The form's definition (the contract fills the defaults).
 */
export async function createFormPage(
	requestUtils: RequestUtils,
	title: string,
	definition: Record< string, unknown >
): Promise< TestForm > {
	const form = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/farol-lead-forms',
		method: 'POST',
		data: {
			title,
			status: 'publish',
			meta: { farol_lead_form: definition },
		},
	} );
	const page = await requestUtils.rest< { id: number; link: string } >( {
		path: '/wp/v2/pages',
		method: 'POST',
		data: {
			title,
			status: 'publish',
			content: `<!-- wp:farol/lead-form {"formId":${ form.id }} /-->`,
		},
	} );
	return { id: form.id, pageId: page.id, link: page.link };
}

/**
 * Deletes what createFormPage made.
 *
 * @param requestUtils The REST helper.
 * @param made         The form and page.
 */
export async function deleteFormPage(
	requestUtils: RequestUtils,
	made: TestForm
): Promise< void > {
	await requestUtils.rest( {
		path: `/wp/v2/pages/${ made.pageId }`,
		method: 'DELETE',
		params: { force: true },
	} );
	await requestUtils.rest( {
		path: `/wp/v2/farol-lead-forms/${ made.id }`,
		method: 'DELETE',
		params: { force: true },
	} );
}

/**
 * A visitor's page (no cookies).
 *
 * @param browser The browser.
 * @param baseURL The site.
 */
export async function visitorPage(
	browser: Browser,
	baseURL: string
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL,
		storageState: VISITOR,
	} );
	return context.newPage();
}

/**
 * Brings the runtime (it loads on the first pointer press or focus inside the form, the
 * block's `data-farol-when="interaction"`) with a press on the form itself — no field gets
 * the focus — and waits until it has taken the form over (it marks the form
 * aria-busy="false").
 *
 * @param page The page.
 */
export async function runtimeReady( page: Page ): Promise< void > {
	const form = page.locator( '.farol-lead-form__form' ).first();
	await form.scrollIntoViewIfNeeded();
	await form.dispatchEvent( 'pointerdown' );
	await expect( form ).toHaveAttribute( 'aria-busy', 'false' );
}

/**
 * The conversions whose e-mail address matches, as the administrator reads them.
 *
 * @param requestUtils The REST helper.
 * @param email        The address.
 */
export async function conversionsOf(
	requestUtils: RequestUtils,
	email: string
): Promise< Array< Record< string, unknown > > > {
	return requestUtils.rest< Array< Record< string, unknown > > >( {
		path: '/farol/v1/leads/conversions',
		params: { search: email },
	} );
}

/**
 * A unique address for one test run.
 *
 * @param who The local part's start.
 */
export function uniqueEmail( who: string ): string {
	return `${ who }.${ Date.now() }.${ Math.floor(
		Math.random() * 1e6
	) }@farol-e2e.com.br`;
}
