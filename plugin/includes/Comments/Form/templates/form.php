<?php
/**
 * A comment form's markup: the main form, the reply template and the edit form, filled by
 * CommentFormRenderer (every value prepared there; everything escaped here). The client drives the
 * `data-farol-slot` and `data-farol-action` elements; without JavaScript the main form posts
 * to admin-post.php. Fields keep the wire contract's names (wc_comment, wc_name, wc_email,
 * wc_website, wpdiscuz_unique_id, wpd_comment_depth, wpdiscuz_notification_type,
 * wpd_cookies_consent, wpd_agreement); inputs sit inside their labels, so a cloned reply form
 * needs no new ids but its editor's. Each form is named (aria-label: the main form's call to
 * join, the reply's, or "Edit"), so it is a form landmark a visitor can reach and tell apart.
 *
 * @package Farol
 *
 * @var array{kind: string, uniqueid: string, depth: int, post_id: int, comment_id: int, content: string, action: string, fallback: string, nonce: string, nonce_field: string, guest: bool, required: bool, consent: bool, agreement: string, agreement_tags: array<string,array<string,bool>>, stamp: string, extra: string, hp: string, notify: string, max: int, captcha: string, text: array<string,string>} $farol_form
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_text = $farol_form['text'];
?>
<form class="<?php echo esc_attr( 'farol-comment-form farol-comment-form--' . $farol_form['kind'] ); ?>" data-farol-form="<?php echo esc_attr( $farol_form['kind'] ); ?>" data-uniqueid="<?php echo esc_attr( $farol_form['uniqueid'] ); ?>" method="post" action="<?php echo esc_url( $farol_form['action'] ); ?>" aria-label="<?php echo esc_attr( $farol_text['label'] ); ?>"<?php echo '' !== $farol_form['extra'] ? ' enctype="multipart/form-data"' : ''; ?>>
<input type="hidden" name="action" value="<?php echo esc_attr( $farol_form['fallback'] ); ?>">
<div<?php echo '' !== $farol_form['uniqueid'] ? ' id="' . esc_attr( 'wpd-editor-' . $farol_form['uniqueid'] ) . '"' : ''; ?> class="farol-editor" data-farol-slot="editor" data-max-length="<?php echo esc_attr( (string) $farol_form['max'] ); ?>"><textarea name="wc_comment" required rows="4" aria-label="<?php echo esc_attr( $farol_text['placeholder'] ); ?>" placeholder="<?php echo esc_attr( $farol_text['placeholder'] ); ?>"><?php echo esc_textarea( $farol_form['content'] ); ?></textarea></div>
<span class="farol-comment-form__counter" data-farol-slot="counter" aria-live="polite"></span>
<?php if ( $farol_form['guest'] ) : ?>
<div class="farol-comment-form__identity">
<label class="farol-comment-form__field"><span><?php echo esc_html( $farol_text['name'] ); ?></span> <input type="text" name="wc_name" autocomplete="name" maxlength="245"<?php echo $farol_form['required'] ? ' required' : ''; ?>></label>
<label class="farol-comment-form__field"><span><?php echo esc_html( $farol_text['email'] ); ?></span> <input type="email" name="wc_email" autocomplete="email" maxlength="100"<?php echo $farol_form['required'] ? ' required' : ''; ?>></label>
<label class="farol-comment-form__field"><span><?php echo esc_html( $farol_text['website'] ); ?></span> <input type="url" name="wc_website" autocomplete="url" maxlength="200"></label>
</div>
<?php endif; ?>
<?php if ( $farol_form['consent'] ) : ?>
<label class="farol-comment-form__check"><input type="checkbox" name="wpd_cookies_consent" value="1"> <?php echo esc_html( $farol_text['consent'] ); ?></label>
<?php endif; ?>
<?php if ( '' !== $farol_form['agreement'] ) : ?>
<label class="farol-comment-form__check"><input type="checkbox" name="wpd_agreement" value="1" required> <?php echo wp_kses( $farol_form['agreement'], $farol_form['agreement_tags'] ); ?></label>
<?php endif; ?>
<?php echo $farol_form['extra']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the farol_comment_form_fields_html filter returns escaped markup. ?>
<input type="hidden" name="wpdiscuz_unique_id" value="<?php echo esc_attr( $farol_form['uniqueid'] ); ?>">
<input type="hidden" name="wpd_comment_depth" value="<?php echo esc_attr( $farol_form['depth'] > 0 ? (string) $farol_form['depth'] : '' ); ?>">
<input type="hidden" name="postId" value="<?php echo esc_attr( (string) $farol_form['post_id'] ); ?>">
<?php echo $farol_form['notify']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the subscriptions' SubscribeBar::form_field() escapes what it prints. ?>
<?php if ( $farol_form['comment_id'] > 0 ) : ?>
<input type="hidden" name="commentId" value="<?php echo esc_attr( (string) $farol_form['comment_id'] ); ?>">
<?php endif; ?>
<?php if ( '' !== $farol_form['nonce'] ) : ?>
<input type="hidden" name="<?php echo esc_attr( $farol_form['nonce_field'] ); ?>" value="<?php echo esc_attr( $farol_form['nonce'] ); ?>">
<?php endif; ?>
<?php echo $farol_form['stamp']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- StampKinds::field() escapes every value it prints. ?>
<div class="farol-comment-form__hp" aria-hidden="true" style="position:absolute;left:-9999em;width:1px;height:1px;overflow:hidden"><label>Website 2 <input type="text" name="<?php echo esc_attr( $farol_form['hp'] ); ?>" value="" tabindex="-1" autocomplete="off"></label></div>
<?php echo $farol_form['captcha']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CommentCaptcha::markup() escapes every value it prints. ?>
<div class="farol-comment-form__actions">
<?php if ( 'main' !== $farol_form['kind'] ) : ?>
<button type="button" class="farol-comment-form__cancel" data-farol-action="<?php echo esc_attr( 'edit' === $farol_form['kind'] ? 'cancel-edit' : 'cancel-reply' ); ?>"><?php echo esc_html( $farol_text['cancel'] ); ?></button>
<?php endif; ?>
<button type="submit" class="farol-comment-form__submit" data-farol-action="submit"><?php echo esc_html( $farol_text['submit'] ); ?></button>
</div>
</form>
