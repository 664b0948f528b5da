/**
 * A field's problem, shown under it and announced.
 */

interface Props {
	message?: string;
}

/**
 * The message, or nothing.
 *
 * @param props         Properties.
 * @param props.message The problem.
 */
export function FieldError( { message }: Props ) {
	if ( ! message ) {
		return null;
	}
	return (
		<p className="farol-comment-settings__error" role="alert">
			{ message }
		</p>
	);
}
