<?php
/**
 * The subscribe bar, filled by SubscribeBar (every value prepared there, escaped here). Inputs
 * sit inside their labels; the notice is a status region, so it is read out once shown.
 *
 * @package Farol
 *
 * @var array{post_id: int, notice: string, error: bool, action: string, fallback: string, nonce: string, guest: bool, types: list<string>, subs: list<array{sid: int, skey: string, label: string}>, stamp: string, hp: string, captcha: string, text: array<string,string>} $farol_bar
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_text = $farol_bar['text'];
?>
<div class="farol-subscribe" data-farol-slot="subscribe">
<?php if ( '' !== $farol_bar['notice'] ) : ?>
<p class="<?php echo esc_attr( 'farol-subscribe__notice' . ( $farol_bar['error'] ? ' farol-subscribe__notice--error' : '' ) ); ?>" role="status"><?php echo esc_html( $farol_bar['notice'] ); ?></p>
<?php endif; ?>
<?php if ( array() !== $farol_bar['subs'] ) : ?>
<p class="farol-subscribe__mine"><?php echo esc_html( $farol_text['subscribed'] ); ?></p>
<ul class="farol-subscribe__list">
	<?php foreach ( $farol_bar['subs'] as $farol_sub ) : ?>
<li><?php echo esc_html( $farol_sub['label'] ); ?> <button type="button" class="farol-subscribe__unsubscribe" data-farol-action="unsubscribe" data-sid="<?php echo esc_attr( (string) $farol_sub['sid'] ); ?>" data-skey="<?php echo esc_attr( $farol_sub['skey'] ); ?>"><?php echo esc_html( $farol_text['unsubscribe'] ); ?></button></li>
<?php endforeach; ?>
</ul>
<?php endif; ?>
<?php if ( array() !== $farol_bar['types'] ) : ?>
<form class="farol-subscribe__form" data-farol-subscribe method="post" action="<?php echo esc_url( $farol_bar['action'] ); ?>" aria-label="<?php echo esc_attr( $farol_text['submit'] ); ?>">
<input type="hidden" name="action" value="<?php echo esc_attr( $farol_bar['fallback'] ); ?>">
	<?php if ( '' !== $farol_bar['nonce'] ) : ?>
<input type="hidden" name="nonce" value="<?php echo esc_attr( $farol_bar['nonce'] ); ?>">
<?php endif; ?>
<label class="farol-subscribe__field"><span><?php echo esc_html( $farol_text['label'] ); ?></span> <select name="wpdiscuz_subscription_type">
	<?php foreach ( $farol_bar['types'] as $farol_type ) : ?>
<option value="<?php echo esc_attr( $farol_type ); ?>"><?php echo esc_html( $farol_text[ $farol_type ] ); ?></option>
<?php endforeach; ?>
</select></label>
	<?php if ( $farol_bar['guest'] ) : ?>
<label class="farol-subscribe__field"><span><?php echo esc_html( $farol_text['email'] ); ?></span> <input type="email" name="email" autocomplete="email" maxlength="100" required></label>
		<?php echo $farol_bar['stamp']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- StampKinds::field() escapes every value it prints. ?>
<div class="farol-comment-form__hp" aria-hidden="true" style="position:absolute;left:-9999em;width:1px;height:1px;overflow:hidden"><label>Website 2 <input type="text" name="<?php echo esc_attr( $farol_bar['hp'] ); ?>" value="" tabindex="-1" autocomplete="off"></label></div>
<?php endif; ?>
<input type="hidden" name="postId" value="<?php echo esc_attr( (string) $farol_bar['post_id'] ); ?>">
	<?php echo $farol_bar['captcha']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CommentCaptcha::markup() escapes every value it prints. ?>
<button type="submit" class="farol-subscribe__submit"><?php echo esc_html( $farol_text['submit'] ); ?></button>
</form>
<?php endif; ?>
</div>
<?php
