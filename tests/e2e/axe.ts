/**
 * axe-core on a part of the page shown, the one way every spec checks accessibility
 * (docs/testing.md): `await expectNoAxeViolations( page, '.farol-rating' )`.
 *
 * The rules are axe's default set (WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices).
 * axe is put into every frame of the page (evaluated, so a page's Content-Security-Policy
 * cannot block it), so iframes inside the part are checked too. A rule is switched off only
 * for a reason written next to it: `{ disable: { region: 'why it does not apply here' } }`.
 * A failure names each rule with its help and the elements that broke it.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';

/**
 * Internal dependencies
 */
import { expect } from './fixtures';

export type AxeCheck = {
	/** Rules switched off: the rule's id → why it does not apply (never empty). */
	disable?: Record< string, string >;
	/** Parts inside the checked one that are not ours (core's markup, say): CSS selectors. */
	exclude?: string[];
};

const SOURCE = fs.readFileSync(
	require.resolve( 'axe-core/axe.min.js' ),
	'utf8'
);

/**
 * Puts axe into every frame of the page that does not have it yet. A frame that cannot take
 * it (gone meanwhile) is left out; the main frame must take it.
 *
 * @param page The page.
 */
async function inject( page: Page ): Promise< void > {
	for ( const frame of page.frames() ) {
		try {
			const present = await frame.evaluate( () =>
				Boolean( ( window as { axe?: unknown } ).axe )
			);
			if ( ! present ) {
				await frame.evaluate( SOURCE );
			}
		} catch ( error ) {
			if ( frame === page.mainFrame() ) {
				throw error;
			}
		}
	}
}

/**
 * The axe violations inside the elements a selector matches, one line each: the rule, its
 * help and the elements that break it.
 *
 * @param page     The page.
 * @param selector CSS selector of the part to check (it must be in the page).
 * @param check    Rules switched off (with their reasons) and parts left out.
 * @return The violations (none: an empty array).
 */
export async function axeViolations(
	page: Page,
	selector: string,
	check: AxeCheck = {}
): Promise< string[] > {
	const disabled = Object.entries( check.disable ?? {} );
	for ( const [ rule, reason ] of disabled ) {
		if ( reason.trim() === '' ) {
			throw new Error(
				`axe rule "${ rule }" switched off without a reason`
			);
		}
	}
	await expect( page.locator( selector ).first() ).toBeAttached();
	await inject( page );
	return page.evaluate(
		async ( { include, exclude, off } ) => {
			const axe = (
				window as unknown as {
					axe: {
						run: (
							context: ContextObject,
							options: RunOptions
						) => Promise< AxeResults >;
					};
				}
			 ).axe;
			const results = await axe.run(
				{ include: [ include ], exclude },
				{
					rules: Object.fromEntries(
						off.map( ( rule ) => [ rule, { enabled: false } ] )
					),
					resultTypes: [ 'violations' ],
				}
			);
			return results.violations.map(
				( violation ) =>
					`${ violation.id }: ${ violation.help } — ${ violation.nodes
						.map( ( node ) => node.target.join( ' ' ) )
						.join( ', ' ) }`
			);
		},
		{
			include: selector,
			exclude: check.exclude ?? [],
			off: disabled.map( ( [ rule ] ) => rule ),
		}
	);
}

/**
 * Expects no axe violation inside the elements a selector matches (see axeViolations()).
 *
 * @param page     The page.
 * @param selector CSS selector of the part to check.
 * @param check    Rules switched off (with their reasons) and parts left out.
 */
export async function expectNoAxeViolations(
	page: Page,
	selector: string,
	check: AxeCheck = {}
): Promise< void > {
	expect(
		await axeViolations( page, selector, check ),
		`axe on ${ selector }`
	).toEqual( [] );
}
