<?php
/**
 * A comment's attachments, filled by AttachmentRenderer::after_text() (everything escaped here).
 *
 * @package Farol
 *
 * @var array{items: list<array{id: int, kind: string, name: string, size: string, url: string, width: int, height: int}>, can_delete: bool, text: array{label: string, delete: string}} $farol_attachments
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;
?>
<div class="farol-attachments" role="group" aria-label="<?php echo esc_attr( $farol_attachments['text']['label'] ); ?>">
<?php foreach ( $farol_attachments['items'] as $farol_item ) : ?>
<div class="<?php echo esc_attr( 'farol-attachment farol-attachment--' . $farol_item['kind'] ); ?>" data-attachment-id="<?php echo esc_attr( (string) $farol_item['id'] ); ?>">
	<?php if ( 'image' === $farol_item['kind'] ) : ?>
<a class="farol-attachment__link" href="<?php echo esc_url( $farol_item['url'] ); ?>"><img class="farol-attachment__thumb" src="<?php echo esc_url( $farol_item['url'] ); ?>" alt="<?php echo esc_attr( $farol_item['name'] ); ?>"<?php echo $farol_item['width'] > 0 ? ' width="' . esc_attr( (string) $farol_item['width'] ) . '" height="' . esc_attr( (string) $farol_item['height'] ) . '"' : ''; ?> loading="lazy" decoding="async"></a>
<?php elseif ( 'video' === $farol_item['kind'] ) : ?>
<video class="farol-attachment__video" controls preload="metadata" src="<?php echo esc_url( $farol_item['url'] ); ?>" aria-label="<?php echo esc_attr( $farol_item['name'] ); ?>"></video>
<?php else : ?>
<a class="farol-attachment__file" href="<?php echo esc_url( $farol_item['url'] ); ?>" download="<?php echo esc_attr( $farol_item['name'] ); ?>"><?php echo esc_html( $farol_item['name'] ); ?></a> <span class="farol-attachment__size"><?php echo esc_html( $farol_item['size'] ); ?></span>
<?php endif; ?>
	<?php if ( $farol_attachments['can_delete'] ) : ?>
<button type="button" class="farol-attachment__delete" data-farol-action="delete-attachment" data-attachment-id="<?php echo esc_attr( (string) $farol_item['id'] ); ?>" aria-label="<?php echo esc_attr( $farol_attachments['text']['delete'] . ': ' . $farol_item['name'] ); ?>"><?php echo esc_html( $farol_attachments['text']['delete'] ); ?></button>
<?php endif; ?>
</div>
<?php endforeach; ?>
</div>
