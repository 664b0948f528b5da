/**
 * Logs the administrator in once and stores the session for the tests that need it
 * (`test.use( { storageState: ... } )` is the default; visitor tests start with an empty state).
 */
/**
 * External dependencies
 */
import { request, type FullConfig } from '@playwright/test';
/**
 * WordPress dependencies
 */
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export default async function globalSetup(
	config: FullConfig
): Promise< void > {
	const { baseURL, storageState } = config.projects[ 0 ]!.use;
	const requestContext = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath: storageState as string,
	} );
	await requestUtils.setupRest();
	await requestContext.dispose();
}
