<?php
/**
 * An inline comment popup, filled by InlineView::popup() (every value prepared there; escaped
 * here): a non-modal dialog labelled by its title, the close control, the quoted passage, the
 * slot of the passage's latest comments, the form (fields as the main form's: wc_comment, guests'
 * wc_name and wc_email, the consent and agreement boxes, wpdiscuz_unique_id 0_0, the stamp and
 * the honeypot, a member's nonce, the captcha slot when the visitor answers one; a guest's form names core's commenter cookies' hash, so the
 * script fills name and e-mail from them) or a login link, and the region of its messages. The phrases
 * the client may show ride along in `data-farol-phrases`.
 *
 * @package Farol
 *
 * @var array{id: string, post_id: int, quote: string, phrases: array<string,string>, login: string, guest: bool, required: bool, consent: bool, agreement: string, tags: array<string,array<string,bool>>, nonce: string, nonce_key: string, stamp: string, hp: string, max: int, min_send: int, captcha: string, text: array<string,string>} $farol_inline
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_inline_text  = $farol_inline['text'];
$farol_inline_title = 'farol-inline-title-' . $farol_inline['id'];
?>
<div class="farol-inline-popup" role="dialog" aria-labelledby="<?php echo esc_attr( $farol_inline_title ); ?>" data-inline-form-id="<?php echo esc_attr( $farol_inline['id'] ); ?>" data-farol-phrases="<?php echo esc_attr( (string) wp_json_encode( $farol_inline['phrases'] ) ); ?>">
<div class="farol-inline-popup__head">
<h2 class="farol-inline-popup__title" id="<?php echo esc_attr( $farol_inline_title ); ?>" tabindex="-1"><?php echo esc_html( $farol_inline_text['title'] ); ?></h2>
<button type="button" class="farol-inline-popup__close" data-farol-inline-close aria-label="<?php echo esc_attr( $farol_inline_text['close'] ); ?>"><svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24"><path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"/></svg></button>
</div>
<?php if ( '' !== $farol_inline['quote'] ) : ?>
<p class="farol-inline-popup__quote"><?php echo esc_html( $farol_inline['quote'] ); ?></p>
<?php endif; ?>
<div class="farol-inline-popup__list" data-farol-slot="inline-list" aria-live="polite"></div>
<?php if ( '' !== $farol_inline['login'] ) : ?>
<p class="farol-inline-popup__login"><a href="<?php echo esc_url( $farol_inline['login'] ); ?>"><?php echo esc_html( $farol_inline_text['login'] ); ?></a></p>
<?php else : ?>
<form class="farol-inline-form" data-farol-inline-form data-min-send-seconds="<?php echo esc_attr( (string) $farol_inline['min_send'] ); ?>"<?php echo $farol_inline['guest'] ? ' data-cookie-hash="' . esc_attr( COOKIEHASH ) . '"' : ''; ?>>
<textarea name="wc_comment" required rows="3"<?php echo $farol_inline['max'] > 0 ? ' maxlength="' . esc_attr( (string) $farol_inline['max'] ) . '"' : ''; ?> aria-label="<?php echo esc_attr( $farol_inline_text['placeholder'] ); ?>" placeholder="<?php echo esc_attr( $farol_inline_text['placeholder'] ); ?>"></textarea>
	<?php if ( $farol_inline['guest'] ) : ?>
<div class="farol-inline-form__identity">
<label class="farol-inline-form__field"><span><?php echo esc_html( $farol_inline_text['name'] ); ?></span> <input type="text" name="wc_name" autocomplete="name" maxlength="245"<?php echo $farol_inline['required'] ? ' required' : ''; ?>></label>
<label class="farol-inline-form__field"><span><?php echo esc_html( $farol_inline_text['email'] ); ?></span> <input type="email" name="wc_email" autocomplete="email" maxlength="100"<?php echo $farol_inline['required'] ? ' required' : ''; ?>></label>
</div>
<?php endif; ?>
	<?php if ( $farol_inline['consent'] ) : ?>
<label class="farol-inline-form__check"><input type="checkbox" name="wpd_cookies_consent" value="1"> <?php echo esc_html( $farol_inline_text['consent'] ); ?></label>
<?php endif; ?>
	<?php if ( '' !== $farol_inline['agreement'] ) : ?>
<label class="farol-inline-form__check"><input type="checkbox" name="wpd_agreement" value="1" required> <?php echo wp_kses( $farol_inline['agreement'], $farol_inline['tags'] ); ?></label>
<?php endif; ?>
<input type="hidden" name="inline_form_id" value="<?php echo esc_attr( $farol_inline['id'] ); ?>">
<input type="hidden" name="postId" value="<?php echo esc_attr( (string) $farol_inline['post_id'] ); ?>">
<input type="hidden" name="wpdiscuz_unique_id" value="0_0">
<input type="hidden" name="wpd_comment_depth" value="1">
	<?php if ( '' !== $farol_inline['nonce'] ) : ?>
<input type="hidden" name="<?php echo esc_attr( $farol_inline['nonce_key'] ); ?>" value="<?php echo esc_attr( $farol_inline['nonce'] ); ?>">
<?php endif; ?>
	<?php echo $farol_inline['stamp']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- StampKinds::field() escapes every value it prints. ?>
<div class="farol-inline-form__hp" aria-hidden="true" style="position:absolute;left:-9999em;width:1px;height:1px;overflow:hidden"><label>Website 2 <input type="text" name="<?php echo esc_attr( $farol_inline['hp'] ); ?>" value="" tabindex="-1" autocomplete="off"></label></div>
	<?php echo $farol_inline['captcha']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the captcha seam's markup, escaped by CommentCaptcha::markup(). ?>
<div class="farol-inline-form__actions"><button type="submit" class="farol-inline-form__submit"><?php echo esc_html( $farol_inline_text['submit'] ); ?></button></div>
</form>
<?php endif; ?>
<p class="farol-inline-popup__message" data-farol-slot="inline-message" role="status" aria-live="polite"></p>
</div>
