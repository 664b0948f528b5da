/**
 * Helpers of the comment captcha's e2e specs: the invalid border's colour, the stand-in
 * provider's keys, a field of a widget call's multipart body (axe runs through tests/e2e/axe.ts).
 */
/**
 * External dependencies
 */
import type { Request } from '@playwright/test';

/** The invalid captcha's border (the theme's error red). */
export const RED = 'rgb(214, 54, 56)';

/** A third-party provider's keys, as the stand-in accepts them. */
export const THIRD_PARTY = {
	captcha_site_key: 'standin-site-key',
	captcha_secret: 'standin-secret',
};

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
