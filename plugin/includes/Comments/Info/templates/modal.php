<?php
/**
 * The info modal (wpdGetInfo's `html`): a labelled dialog with the visitor's tabs, or, for a
 * guest, the form asking for the delete links. Filled by InfoModal, which prepared every value
 * (the first panel's page arrives as escaped HTML; the rest is escaped here).
 *
 * @package Farol
 *
 * @var array{title: string, close: string, tabs_label: string, tabs: list<array{id: string, label: string, action: string}>, first: string, guest: ?array{intro: string, label: string, send: string, stamp_field: string, stamp: string, honeypot: string}, hint: string} $farol_info
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;
?>
<div class="farol-info" id="farol-info" role="dialog" aria-modal="true" aria-labelledby="farol-info-title" tabindex="-1">
<div class="farol-info__box">
<div class="farol-info__head">
<h2 class="farol-info__title" id="farol-info-title"><?php echo esc_html( $farol_info['title'] ); ?></h2>
<button type="button" class="farol-info__close" data-farol-info="close" aria-label="<?php echo esc_attr( $farol_info['close'] ); ?>">&times;</button>
</div>
<?php if ( array() !== $farol_info['tabs'] ) : ?>
<div class="farol-info__tabs" role="tablist" aria-label="<?php echo esc_attr( $farol_info['tabs_label'] ); ?>">
	<?php foreach ( $farol_info['tabs'] as $farol_index => $farol_tab ) : ?>
<button type="button" role="tab" class="farol-info__tab" id="<?php echo esc_attr( 'farol-info-tab-' . $farol_tab['id'] ); ?>" aria-controls="<?php echo esc_attr( 'farol-info-panel-' . $farol_tab['id'] ); ?>" aria-selected="<?php echo 0 === $farol_index ? 'true' : 'false'; ?>" tabindex="<?php echo 0 === $farol_index ? '0' : '-1'; ?>" data-farol-info-action="<?php echo esc_attr( $farol_tab['action'] ); ?>"><?php echo esc_html( $farol_tab['label'] ); ?></button>
	<?php endforeach; ?>
</div>
	<?php foreach ( $farol_info['tabs'] as $farol_index => $farol_tab ) : ?>
<div class="farol-info__panel" role="tabpanel" id="<?php echo esc_attr( 'farol-info-panel-' . $farol_tab['id'] ); ?>" aria-labelledby="<?php echo esc_attr( 'farol-info-tab-' . $farol_tab['id'] ); ?>" data-farol-info-action="<?php echo esc_attr( $farol_tab['action'] ); ?>" data-page="1" tabindex="0"<?php echo 0 === $farol_index ? '' : ' hidden'; ?>>
		<?php
		if ( 0 === $farol_index ) {
			echo $farol_info['first']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the tab's page, escaped by the tab and InfoPager.
		}
		?>
</div>
	<?php endforeach; ?>
<?php elseif ( null !== $farol_info['guest'] ) : ?>
<form class="farol-info__guest" data-farol-info="guest-form" novalidate>
<p id="farol-info-guest-intro"><?php echo esc_html( $farol_info['guest']['intro'] ); ?></p>
<label for="farol-info-email"><?php echo esc_html( $farol_info['guest']['label'] ); ?></label>
<input type="email" id="farol-info-email" name="email" required autocomplete="email" aria-describedby="farol-info-guest-intro">
<input type="hidden" name="<?php echo esc_attr( $farol_info['guest']['stamp_field'] ); ?>" value="<?php echo esc_attr( $farol_info['guest']['stamp'] ); ?>">
<span class="farol-info__hp" aria-hidden="true"><input type="text" name="<?php echo esc_attr( $farol_info['guest']['honeypot'] ); ?>" value="" tabindex="-1" autocomplete="off"></span>
<button type="submit" class="farol-info__send"><?php echo esc_html( $farol_info['guest']['send'] ); ?></button>
</form>
<?php else : ?>
<p class="farol-info__hint"><?php echo esc_html( $farol_info['hint'] ); ?></p>
<?php endif; ?>
</div>
</div>
