<?php
/**
 * Server render of farol/contact-field.
 *
 * A field is printed by the contact form's one renderer (Farol\ContactForm\Forms\ContactFormRenderer),
 * asked for through the `farol_contact_field_markup` filter; the form post itself is never
 * shown to visitors, so this serves previews only.
 *
 * @package Farol
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner content (none).
 * @var WP_Block            $block      Block instance.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

echo (string) apply_filters( 'farol_contact_field_markup', '', $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the renderer escapes every value it prints.
