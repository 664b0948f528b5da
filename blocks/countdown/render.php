<?php
/**
 * Server render of farol/countdown.
 *
 * The only renderer of the countdown's markup: it prints the time left at render time from the
 * server clock (seconds rounded up, days of 24 hours), so the block reads right before and
 * without JavaScript, and hands the browser its props in one place, `data-farol-props`:
 * `target`, the instant already validated and normalised here (epoch ms, so the browser
 * parses no date), and `words`, every word the block shows in the site's language. The view
 * script's ticker (src/countdown/ticker.ts) then rewrites only the parts that change, with the
 * same arithmetic (src/countdown/time.ts), putting numbers into these words
 * (src/countdown/words.ts); tests/fixtures/countdown/text.json holds the cases both languages
 * must agree on. A block without a valid target prints nothing.
 *
 * @package Farol
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner content (none).
 * @var WP_Block            $block      Block instance.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_raw = isset( $attributes['target'] ) && is_string( $attributes['target'] ) ? trim( $attributes['target'] ) : '';

// An instant needs its offset; without one it would depend on the reader's time zone.
if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/', $farol_raw, $farol_fields )
	|| ! checkdate( (int) $farol_fields[2], (int) $farol_fields[3], (int) $farol_fields[1] )
	|| (int) $farol_fields[4] > 23 || (int) $farol_fields[5] > 59 || (int) ( $farol_fields[6] ?? 0 ) > 59
) {
	return;
}
try {
	$farol_target = new DateTimeImmutable( $farol_raw );
} catch ( Exception $farol_error ) {
	return;
}

$farol_left  = (int) max( 0, ceil( (float) $farol_target->format( 'U.u' ) - microtime( true ) ) );
$farol_ended = 0 === $farol_left;
$farol_units = array(
	'days'    => intdiv( $farol_left, DAY_IN_SECONDS ),
	'hours'   => intdiv( $farol_left % DAY_IN_SECONDS, HOUR_IN_SECONDS ),
	'minutes' => intdiv( $farol_left % HOUR_IN_SECONDS, MINUTE_IN_SECONDS ),
	'seconds' => $farol_left % MINUTE_IN_SECONDS,
);

// Every word the countdown shows, in the site's language. The browser's ticker gets the same
// words in its props and only puts numbers into them (src/countdown/words.ts), so the view
// script carries no translation library and says exactly what this file says.
$farol_words = array(
	// Captions under the digits: singular for exactly one, plural otherwise ("00 dias").
	'captions'     => array(
		'days'    => array( _x( 'day', 'countdown caption, exactly one', 'farol' ), _x( 'days', 'countdown caption, zero or more than one', 'farol' ) ),
		'hours'   => array( _x( 'hour', 'countdown caption, exactly one', 'farol' ), _x( 'hours', 'countdown caption, zero or more than one', 'farol' ) ),
		'minutes' => array( _x( 'minute', 'countdown caption, exactly one', 'farol' ), _x( 'minutes', 'countdown caption, zero or more than one', 'farol' ) ),
		'seconds' => array( _x( 'second', 'countdown caption, exactly one', 'farol' ), _x( 'seconds', 'countdown caption, zero or more than one', 'farol' ) ),
	),
	// Time spans of the sentence, with the language's plural forms (below).
	'spans'        => array(),
	'ended'        => __( 'The countdown has ended.', 'farol' ),
	'underAMinute' => __( 'Less than a minute remaining.', 'farol' ),
	/* translators: %s: time left, e.g. "3 days, 4 hours and 5 minutes". */
	'remaining'    => __( 'Time remaining: %s.', 'farol' ),
	/* translators: a list of two time spans: %1$s and %2$s are e.g. "2 days", "4 minutes". */
	'two'          => __( '%1$s and %2$s', 'farol' ),
	/* translators: a list of three time spans: %1$s, %2$s and %3$s are e.g. "2 days", "3 hours", "4 minutes". */
	'three'        => __( '%1$s, %2$s and %3$s', 'farol' ),
);

// Plural forms without a plural engine in the browser: for each span, the distinct forms _n()
// gives and, for every count from 0 to 199, which form it takes (one digit per count). Plural
// rules look only at the count, its last digit and its last two digits, so a count of 200 or
// more takes the form of 100 + count % 100.
$farol_span_forms = array(
	/* translators: %d: number of days. */
	'days'    => static fn( int $count ): string => _n( '%d day', '%d days', $count, 'farol' ),
	/* translators: %d: number of hours. */
	'hours'   => static fn( int $count ): string => _n( '%d hour', '%d hours', $count, 'farol' ),
	/* translators: %d: number of minutes. */
	'minutes' => static fn( int $count ): string => _n( '%d minute', '%d minutes', $count, 'farol' ),
);
foreach ( $farol_span_forms as $farol_unit => $farol_form_of ) {
	$farol_forms = array();
	$farol_pick  = '';
	for ( $farol_count = 0; $farol_count < 200; $farol_count++ ) {
		$farol_form  = $farol_form_of( $farol_count );
		$farol_index = array_search( $farol_form, $farol_forms, true );
		if ( false === $farol_index ) {
			$farol_index   = count( $farol_forms );
			$farol_forms[] = $farol_form;
		}
		$farol_pick .= (string) $farol_index;
	}
	$farol_words['spans'][ $farol_unit ] = array(
		'forms' => $farol_forms,
		'pick'  => $farol_pick,
	);
}

// The sentence for screen readers, to the minute, composed from those words as words.ts does.
$farol_parts = array();
foreach ( $farol_span_forms as $farol_unit => $farol_form_of ) {
	if ( $farol_units[ $farol_unit ] > 0 ) {
		$farol_parts[] = sprintf( $farol_form_of( $farol_units[ $farol_unit ] ), $farol_units[ $farol_unit ] );
	}
}
if ( $farol_ended ) {
	$farol_summary = $farol_words['ended'];
} elseif ( array() === $farol_parts ) {
	$farol_summary = $farol_words['underAMinute'];
} else {
	$farol_list = $farol_parts[0];
	if ( 2 === count( $farol_parts ) ) {
		$farol_list = sprintf( $farol_words['two'], ...$farol_parts );
	} elseif ( 3 === count( $farol_parts ) ) {
		$farol_list = sprintf( $farol_words['three'], ...$farol_parts );
	}
	$farol_summary = sprintf( $farol_words['remaining'], $farol_list );
}

$farol_props = array(
	'target' => $farol_target->getTimestamp() * 1000 + (int) $farol_target->format( 'v' ),
	'words'  => $farol_words,
);
// `data-farol-when="now"`: the ticker loads the ordinary way, not through the loader
// (Farol\Support\DeferredScripts), and schedules itself.
$farol_wrapper = get_block_wrapper_attributes(
	array(
		'data-farol-props' => (string) wp_json_encode( $farol_props ),
		'data-farol-when'  => 'now',
	)
);
?>
<div <?php echo $farol_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes each attribute. ?>>
	<p class="farol-countdown__summary" role="timer" aria-atomic="true"><?php echo esc_html( $farol_summary ); ?></p>
	<div class="farol-countdown__units<?php echo $farol_ended ? ' is-ended' : ''; ?>" aria-hidden="true">
		<?php foreach ( $farol_units as $farol_unit => $farol_value ) : ?>
			<div class="<?php echo esc_attr( 'farol-countdown__unit farol-countdown__unit--' . $farol_unit ); ?>">
				<span class="farol-countdown__value"><?php echo esc_html( str_pad( (string) $farol_value, 2, '0', STR_PAD_LEFT ) ); ?></span>
				<span class="farol-countdown__label"><?php echo esc_html( $farol_words['captions'][ $farol_unit ][ 1 === $farol_value ? 0 : 1 ] ); ?></span>
			</div>
		<?php endforeach; ?>
	</div>
</div>
