<?php
/**
 * Server render of farol/countdown.
 *
 * The only renderer of the countdown's markup: it prints the time left at render time from the
 * server clock (seconds rounded up, days of 24 hours), so the block reads right before and
 * without JavaScript, and hands the browser its props in one place, `data-farol-props`
 * (`{"target": <epoch ms>}`: the instant already validated and normalised here, so the
 * browser parses nothing). The view script's ticker (src/countdown/ticker.ts) then rewrites
 * only the parts that change, with the same arithmetic (src/countdown/time.ts) and the same
 * words (src/countdown/labels.ts); tests/fixtures/countdown-text.json holds the cases both
 * languages must agree on. A block without a valid target prints nothing.
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

// Captions under the digits: singular for exactly one, plural otherwise ("00 dias"); see labels.ts.
$farol_captions = array(
	'days'    => array( _x( 'day', 'countdown caption, exactly one', 'farol' ), _x( 'days', 'countdown caption, zero or more than one', 'farol' ) ),
	'hours'   => array( _x( 'hour', 'countdown caption, exactly one', 'farol' ), _x( 'hours', 'countdown caption, zero or more than one', 'farol' ) ),
	'minutes' => array( _x( 'minute', 'countdown caption, exactly one', 'farol' ), _x( 'minutes', 'countdown caption, zero or more than one', 'farol' ) ),
	'seconds' => array( _x( 'second', 'countdown caption, exactly one', 'farol' ), _x( 'seconds', 'countdown caption, zero or more than one', 'farol' ) ),
);

// The sentence for screen readers, to the minute (the same words as labels.ts summary()).
$farol_parts = array();
if ( $farol_units['days'] > 0 ) {
	/* translators: %d: number of days. */
	$farol_parts[] = sprintf( _n( '%d day', '%d days', $farol_units['days'], 'farol' ), $farol_units['days'] );
}
if ( $farol_units['hours'] > 0 ) {
	/* translators: %d: number of hours. */
	$farol_parts[] = sprintf( _n( '%d hour', '%d hours', $farol_units['hours'], 'farol' ), $farol_units['hours'] );
}
if ( $farol_units['minutes'] > 0 ) {
	/* translators: %d: number of minutes. */
	$farol_parts[] = sprintf( _n( '%d minute', '%d minutes', $farol_units['minutes'], 'farol' ), $farol_units['minutes'] );
}
if ( $farol_ended ) {
	$farol_summary = __( 'The countdown has ended.', 'farol' );
} elseif ( array() === $farol_parts ) {
	$farol_summary = __( 'Less than a minute remaining.', 'farol' );
} else {
	if ( 3 === count( $farol_parts ) ) {
		/* translators: a list of three time spans: %1$s, %2$s and %3$s are e.g. "2 days", "3 hours", "4 minutes". */
		$farol_list = sprintf( __( '%1$s, %2$s and %3$s', 'farol' ), ...$farol_parts );
	} elseif ( 2 === count( $farol_parts ) ) {
		/* translators: a list of two time spans: %1$s and %2$s are e.g. "2 days", "4 minutes". */
		$farol_list = sprintf( __( '%1$s and %2$s', 'farol' ), ...$farol_parts );
	} else {
		$farol_list = $farol_parts[0];
	}
	/* translators: %s: time left, e.g. "3 days, 4 hours and 5 minutes". */
	$farol_summary = sprintf( __( 'Time remaining: %s.', 'farol' ), $farol_list );
}

$farol_props   = array( 'target' => $farol_target->getTimestamp() * 1000 + (int) $farol_target->format( 'v' ) );
$farol_wrapper = get_block_wrapper_attributes(
	array( 'data-farol-props' => (string) wp_json_encode( $farol_props ) )
);
?>
<div <?php echo $farol_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes each attribute. ?>>
	<p class="farol-countdown__summary" role="timer" aria-atomic="true"><?php echo esc_html( $farol_summary ); ?></p>
	<div class="farol-countdown__units<?php echo $farol_ended ? ' is-ended' : ''; ?>" aria-hidden="true">
		<?php foreach ( $farol_units as $farol_unit => $farol_value ) : ?>
			<div class="<?php echo esc_attr( 'farol-countdown__unit farol-countdown__unit--' . $farol_unit ); ?>">
				<span class="farol-countdown__value"><?php echo esc_html( str_pad( (string) $farol_value, 2, '0', STR_PAD_LEFT ) ); ?></span>
				<span class="farol-countdown__label"><?php echo esc_html( $farol_captions[ $farol_unit ][ 1 === $farol_value ? 0 : 1 ] ); ?></span>
			</div>
		<?php endforeach; ?>
	</div>
</div>
