/**
 * Settings › Sticky elements (wp-admin), as a user works it. Fields, defaults and limits come
 * from the committed contract (./sticky-rules).
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import type { RuleField } from './sticky-rules';

export {
	BOOLEAN_FIELDS,
	MAX_RULES,
	MAX_SELECTOR_LENGTH,
	NUMBER_FIELDS,
	RULE_DEFAULTS,
	type Rule,
	type RuleField,
} from './sticky-rules';

export const STICKY_SETTINGS_URL =
	'/wp-admin/options-general.php?page=farol-sticky';

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
	field( rule: number, field: RuleField ): Locator {
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
	async fieldMessage( rule: number, field: RuleField ): Promise< Locator > {
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
	toggle( rule: number, field: RuleField ): Locator {
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

	get addButton(): Locator {
		return this.page
			.locator( '.farol-sticky-admin__footer button' )
			.first();
	}

	async addRule(): Promise< void > {
		await this.addButton.click();
	}

	async save(): Promise< void > {
		await this.page
			.locator( '.farol-sticky-admin__footer button[type="submit"]' )
			.click();
	}
}
