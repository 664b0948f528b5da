/**
 * Checks the settings before saving, field by field, so each message shows beside its field:
 * the contract (numbers, lengths, choices), a shortest length not above the longest one, and
 * phrase overrides that keep their placeholder (`%d`, `%s`: the server would drop an override
 * without it and show the default instead).
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { commentSettings, type CommentSettings } from '../settings-contract';

/** Messages by field: a setting's name, or `phrases.<key>` for a phrase. */
export type FieldErrors = Record< string, string >;

/** Length pairs: the shortest must not exceed the longest (0: no limit). */
const LENGTH_PAIRS = [
	[ 'comment_min_length', 'comment_max_length' ],
	[ 'reply_min_length', 'reply_max_length' ],
] as const;

/**
 * Whether a text has the placeholder it needs exactly once and no other (`%%` is a percent
 * sign), the rule the server applies.
 *
 * @param text   The text.
 * @param wanted The placeholder ('' for none).
 */
export function keepsPlaceholder( text: string, wanted: string ): boolean {
	const found =
		text.replace( /%%/g, '' ).match( /%(?:\d+\$)?[a-zA-Z]/g ) ?? [];
	return wanted === ''
		? found.length === 0
		: found.length === 1 && found[ 0 ] === wanted;
}

/**
 * The problems of the settings, by field; empty when they can be saved.
 *
 * @param settings     The settings being edited.
 * @param placeholders The placeholder of each phrase that has one.
 */
export function validate(
	settings: CommentSettings,
	placeholders: Record< string, string >
): FieldErrors {
	const errors: FieldErrors = {};
	const checked = commentSettings.safeParse( settings );
	if ( ! checked.success ) {
		for ( const issue of checked.error.issues ) {
			errors[ issue.path.join( '.' ) ] ??= issueMessage( issue );
		}
	}
	for ( const [ min, max ] of LENGTH_PAIRS ) {
		if ( settings[ max ] > 0 && settings[ min ] > settings[ max ] ) {
			errors[ min ] ??= __(
				'The shortest length cannot be above the longest.',
				'farol'
			);
		}
	}
	for ( const [ key, text ] of Object.entries( settings.phrases ) ) {
		const wanted = placeholders[ key ] ?? '';
		if ( text.trim() !== '' && ! keepsPlaceholder( text, wanted ) ) {
			errors[ `phrases.${ key }` ] =
				wanted === ''
					? __(
							'Remove the codes that start with a percent sign.',
							'farol'
					  )
					: sprintf(
							/* translators: %s: a placeholder code such as %d. */
							__(
								'Keep %s once: it stands for the number or name.',
								'farol'
							),
							wanted
					  );
		}
	}
	return errors;
}

/** The parts of a zod issue a message needs. */
interface Issue {
	code: string;
	type?: string;
	minimum?: number | bigint;
	maximum?: number | bigint;
}

/**
 * The message of one contract problem.
 *
 * @param issue A zod issue.
 */
function issueMessage( issue: Issue ): string {
	if ( issue.code === 'too_small' && issue.type === 'number' ) {
		/* translators: %d: the smallest value allowed. */
		return sprintf( __( 'Enter %d or more.', 'farol' ), issue.minimum );
	}
	if ( issue.code === 'too_big' && issue.type === 'number' ) {
		/* translators: %d: the largest value allowed. */
		return sprintf( __( 'Enter %d or less.', 'farol' ), issue.maximum );
	}
	if ( issue.code === 'too_big' && issue.type === 'string' ) {
		return sprintf(
			/* translators: %d: the most characters allowed. */
			__( 'At most %d characters.', 'farol' ),
			issue.maximum
		);
	}
	if ( issue.code === 'invalid_type' || issue.code === 'not_finite' ) {
		return __( 'Enter a whole number.', 'farol' );
	}
	return __( 'This value is not valid.', 'farol' );
}
