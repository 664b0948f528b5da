/**
 * Helpers of the comment captcha's e2e specs: a field of a widget call's multipart body, and
 * axe-core run on one element.
 */
/**
 * External dependencies
 */
import type { Locator, Page, Request } from '@playwright/test';

/**
 * A field of a widget call's multipart body.
 *
 * @param request The request.
 * @param name    The field's name.
 */
export function field( request: Request, name: string ): string | undefined {
	const body = request.postData() ?? '';
	const match = new RegExp(
		`name="${ name }"\\r\\n\\r\\n([^\\r]*)\\r\\n`
	).exec( body );
	return match?.[ 1 ];
}

/**
 * The axe violations inside an element (axe-core, injected into the page).
 *
 * @param page    The page.
 * @param element What to check.
 */
export async function runAxe(
	page: Page,
	element: Locator
): Promise< string[] > {
	await page.addScriptTag( {
		path: require.resolve( 'axe-core/axe.min.js' ),
	} );
	const handle = await element.elementHandle();
	return page.evaluate( async ( node ) => {
		const axe = (
			window as unknown as {
				axe: {
					run: (
						context: unknown,
						options: unknown
					) => Promise< {
						violations: Array< { id: string; nodes: unknown[] } >;
					} >;
				};
			}
		 ).axe;
		const result = await axe.run( node, {
			runOnly: [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ],
		} );
		return result.violations.map(
			( violation ) => `${ violation.id } (${ violation.nodes.length })`
		);
	}, handle );
}
