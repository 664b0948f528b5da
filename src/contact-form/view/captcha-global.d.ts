/**
 * The shape of `window.farolContactCaptcha`, as the form reads it (the captcha script defines
 * the global; its own declaration may augment `Window`, so this one only names the shape and
 * the form reads the global through it, which never conflicts).
 */
export type FarolContactCaptcha = {
	/** Called before each send; may add a token to the form data. */
	beforeSubmit( form: HTMLFormElement, formData: FormData ): Promise< void >;
	/** Called after each refill with the answer's `captcha` data. */
	refill(
		form: HTMLFormElement,
		data: Record< string, string > | undefined
	): void;
};
