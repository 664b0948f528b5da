/**
 * Helpers of the comment captcha's e2e specs: a field of a widget call's multipart body (axe
 * runs through tests/e2e/axe.ts).
 */
/**
 * External dependencies
 */
import type { Request } from '@playwright/test';

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
