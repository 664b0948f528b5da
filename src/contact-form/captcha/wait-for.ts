/**
 * Small helpers shared by the captcha scripts.
 */

/**
 * Resolves with a value once `read()` gives one (polled every 50 ms), or undefined after
 * `timeoutMs`: a third-party script that never loads (blocked, offline) must not leave the
 * form in `submitting`; the server then answers with the captcha message.
 *
 * @param read      Reads the value (e.g. a global a provider's script defines).
 * @param timeoutMs Longest wait.
 */
export function waitFor< T >(
	read: () => T | undefined,
	timeoutMs: number
): Promise< T | undefined > {
	return new Promise( ( resolve ) => {
		const started = Date.now();
		const poll = () => {
			const value = read();
			if ( value !== undefined || Date.now() - started >= timeoutMs ) {
				resolve( value );
				return;
			}
			setTimeout( poll, 50 );
		};
		poll();
	} );
}

/**
 * The captcha container of a form, for one provider.
 *
 * @param form     The form.
 * @param provider The provider's name.
 */
export function captchaContainer(
	form: HTMLFormElement,
	provider: string
): HTMLElement | null {
	return form.querySelector< HTMLElement >(
		`[data-farol-captcha="${ provider }"]`
	);
}
