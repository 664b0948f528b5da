<?php
/**
 * The file input of a comment form, filled by AttachmentRenderer::field() (everything escaped
 * here). The client reads the limits from the data attributes and lists the chosen names in the
 * live list.
 *
 * @package Farol
 *
 * @var array{accept: string, max_file: int, max_post: int, max: int, label: string, hint: string} $farol_field
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;
?>
<div class="farol-attachments-field" data-farol-slot="attachments" data-max-file-size="<?php echo esc_attr( (string) $farol_field['max_file'] ); ?>" data-max-post-size="<?php echo esc_attr( (string) $farol_field['max_post'] ); ?>" data-max-files="<?php echo esc_attr( (string) $farol_field['max'] ); ?>">
<label class="farol-attachments-field__label"><span><?php echo esc_html( $farol_field['label'] ); ?></span> <input type="file" name="wmu_files[]" multiple accept="<?php echo esc_attr( $farol_field['accept'] ); ?>"></label>
<span class="farol-attachments-field__hint"><?php echo esc_html( $farol_field['hint'] ); ?></span>
<ul class="farol-attachments-field__names" aria-live="polite"></ul>
</div>
