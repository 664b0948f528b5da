<?php
/**
 * A passage's latest comments in its popup, filled by InlineView::comments() (escaped here; the
 * text is core's comment_text pipeline on KSES-saved content, as in the thread). A comment the
 * main thread shows links to it there.
 *
 * @package Farol
 *
 * @var list<array{id: int, author: string, iso: string, date: string, text: string, thread: bool}> $farol_inline_items
 * @var string $farol_inline_none
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;
?>
<?php if ( array() === $farol_inline_items ) : ?>
<p class="farol-inline-popup__empty"><?php echo esc_html( $farol_inline_none ); ?></p>
<?php else : ?>
<ol class="farol-inline-popup__comments">
	<?php foreach ( $farol_inline_items as $farol_inline_item ) : ?>
<li class="farol-inline-comment" id="<?php echo esc_attr( 'farol-inline-comment-' . $farol_inline_item['id'] ); ?>">
<p class="farol-inline-comment__meta"><span class="farol-inline-comment__author"><?php echo esc_html( $farol_inline_item['author'] ); ?></span> <?php echo $farol_inline_item['thread'] ? '<a href="' . esc_url( '#comment-' . $farol_inline_item['id'] ) . '">' : ''; ?><time datetime="<?php echo esc_attr( $farol_inline_item['iso'] ); ?>"><?php echo esc_html( $farol_inline_item['date'] ); ?></time><?php echo $farol_inline_item['thread'] ? '</a>' : ''; ?></p>
<div class="farol-inline-comment__text"><?php echo wp_kses_post( $farol_inline_item['text'] ); ?></div>
</li>
<?php endforeach; ?>
</ol>
<?php endif; ?>
