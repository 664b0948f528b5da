/**
 * Settings › Sticky elements (wp-admin), as a user works it.
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

export const STICKY_SETTINGS_URL =
	'/wp-admin/options-general.php?page=farol-sticky';

export type StickyField =
	| 'sticky_selector'
	| 'push_up_selector'
	| 'top_distance'
	| 'min_width'
	| 'max_width'
	| 'z_index';

export class StickySettingsPage {
	readonly page: Page;

	constructor( page: Page ) {
		this.page = page;
	}

	async open(): Promise< void > {
		await this.page.goto( STICKY_SETTINGS_URL );
		await this.form.waitFor();
	}

	get form(): Locator {
		return this.page.locator( 'form.farol-sticky-admin' );
	}

	get rules(): Locator {
		return this.page.locator( '.farol-sticky-admin__rule' );
	}

	get notice(): Locator {
		return this.page.locator( '.farol-sticky-admin__notice' );
	}

	/**
	 * A text field of a rule, by its stable id.
	 *
	 * @param rule  Rule index (0 = first).
	 * @param field Field.
	 */
	field( rule: number, field: StickyField ): Locator {
		return this.page.locator(
			`#farol-sticky-${ rule }-${ field.replace( /_/g, '-' ) }`
		);
	}

	/**
	 * The text shown under a field (its help, or its error).
	 *
	 * @param rule  Rule index.
	 * @param field Field.
	 */
	async fieldMessage( rule: number, field: StickyField ): Promise< Locator > {
		const describedBy = await this.field( rule, field ).getAttribute(
			'aria-describedby'
		);
		return this.page.locator( `[id="${ describedBy }"]` );
	}

	/**
	 * A switch of a rule.
	 *
	 * @param rule  Rule index.
	 * @param field Field.
	 */
	toggle(
		rule: number,
		field: 'admin_bar' | 'legacy_mode' | 'dynamic_mode' | 'debug'
	): Locator {
		return this.rules
			.nth( rule )
			.locator( `[data-field="${ field }"] input[type="checkbox"]` );
	}

	/**
	 * The "Preview on the site" link of a rule.
	 *
	 * @param rule Rule index.
	 */
	previewLink( rule: number ): Locator {
		return this.rules.nth( rule ).locator( 'a[target="_blank"]' );
	}

	/**
	 * The "Remove this rule" button of a rule.
	 *
	 * @param rule Rule index.
	 */
	removeButton( rule: number ): Locator {
		return this.rules.nth( rule ).locator( 'button.is-destructive' );
	}

	async addRule(): Promise< void > {
		await this.page
			.locator( '.farol-sticky-admin__footer button' )
			.first()
			.click();
	}

	async save(): Promise< void > {
		await this.page
			.locator( '.farol-sticky-admin__footer button[type="submit"]' )
			.click();
	}
}
