/**
 * What tests/e2e/import-sticky.spec.ts does to the e2e site's database and on the import
 * screen: puts Sticky Menu (or Anything!)'s option there as the old plugin stored it (the real
 * fixture's dump row, or a variant serialised here), removes it and what an import of it left,
 * reads the site's sticky rules, and runs the import from Ferramentas › Importar.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect } from './fixtures';
import { siteSql } from './e2e-database';

export const DUMP = path.join(
	__dirname,
	'../../../shared/fixtures/migration/sticky-menu-or-anything/dump.sql'
);
export const RULES = 'farol_sticky_rules';
const SOURCE_OPTION = 'sticky_anything_options';

/** The fixture's element: the theme's header template part. */
export const HEADER = '.wp-site-blocks > header.wp-block-template-part';

/**
 * A PHP serialisation of a flat array of strings and booleans (what the old plugin's save
 * stores: sanitize_text_field texts, isset() booleans).
 *
 * @param values The settings.
 */
export function serialize(
	values: Record< string, string | boolean >
): string {
	const text = ( value: string ) =>
		`s:${ Buffer.byteLength( value ) }:"${ value }";`;
	const entries = Object.entries( values ).map(
		( [ key, value ] ) =>
			text( key ) +
			( typeof value === 'boolean'
				? `b:${ value ? 1 : 0 };`
				: text( value ) )
	);
	return `a:${ entries.length }:{${ entries.join( '' ) }}`;
}

/**
 * SQL literal.
 *
 * @param value The text.
 */
function quote( value: string ): string {
	return `'${ value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
}

/** Removes the source option and what an import of it left (mapping, progress, report). */
export function cleanSource(): void {
	siteSql(
		`DELETE FROM wp_options WHERE option_name IN ('${ SOURCE_OPTION }', 'farol_import_progress_sticky_anything', 'farol_import_report_sticky_anything', 'farol_import_map_sticky_anything');
		DELETE FROM wp_farol_import_map WHERE source = 'sticky-anything';`
	);
}

/**
 * Puts a `sticky_anything_options` value on the site, as the old plugin stored it.
 *
 * @param serialized The option's stored text.
 */
export function loadSource( serialized: string ): void {
	cleanSource();
	siteSql(
		`INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('${ SOURCE_OPTION }', ${ quote(
			serialized
		) }, 'yes');`
	);
}

/** The serialised option of the real fixture (its dump's one row). */
export function fixtureOption(): string {
	const dump = fs.readFileSync( DUMP, 'utf8' );
	const row = /'sticky_anything_options','((?:[^'\\]|\\.)*)'/.exec( dump );
	const stored = row?.[ 1 ];
	if ( stored === undefined ) {
		throw new Error( `No ${ SOURCE_OPTION } row in ${ DUMP }` );
	}
	return stored.replace( /\\(.)/g, '$1' );
}

/**
 * The site's sticky rules.
 *
 * @param requestUtils WordPress REST helpers.
 */
export async function storedRules(
	requestUtils: RequestUtils
): Promise< unknown > {
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	return settings[ RULES ];
}

/**
 * The administrator runs the import from its Ferramentas › Importar screen: the dry run,
 * the button, the report.
 *
 * @param page The administrator's page.
 */
export async function importSticky( page: Page ): Promise< void > {
	await page.goto( '/wp-admin/admin.php?import=farol-sticky-anything' );
	await expect(
		page.getByRole( 'heading', {
			name: 'Simulação: o que uma importação faria',
		} )
	).toBeVisible();
	await expect(
		page.getByText(
			'Regras de elementos fixos — encontrados: 1; a criar: 1; já importados: 0.',
			{ exact: true }
		)
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Importar', exact: true } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Última importação' } )
	).toBeVisible( { timeout: 60_000 } );
	await expect(
		page.getByText(
			'Regras de elementos fixos — encontrados: 1; criados: 1; já importados (não criados de novo): 0.',
			{ exact: true }
		)
	).toBeVisible();
	// The keys with no Farol equivalent are named.
	await expect( page.getByText( /sa_version/ ).first() ).toBeVisible();
	// The dry run shown again: nothing left to create.
	await expect(
		page.getByText(
			'Regras de elementos fixos — encontrados: 1; a criar: 0; já importados: 1.',
			{ exact: true }
		)
	).toBeVisible();
}
