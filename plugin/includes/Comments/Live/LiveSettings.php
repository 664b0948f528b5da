<?php
/**
 * The live updates' settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Live;

use Farol\Comments\Settings;

/**
 * The live updates' block of the widget's option (`live_mode`, `live_guests`,
 * `live_interval_seconds`, `bubble_*`; their shapes and defaults are in the contract,
 * src/comments/settings-contract.ts), read through the option's own sanitizer, so a broken key
 * takes its default.
 */
final class LiveSettings {

	public const MODE_OFF       = 'off';
	public const MODE_BUBBLE    = 'bubble';
	public const MODE_AUTOMATIC = 'automatic';

	/**
	 * Creates the reader.
	 *
	 * @param Settings $settings The widget's settings.
	 */
	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * `off`, `bubble` or `automatic`.
	 */
	public function mode(): string {
		return (string) $this->all()['live_mode'];
	}

	/**
	 * Whether live updates run for the current visitor: the mode is on, and the visitor is a
	 * member or guests are enabled.
	 */
	public function enabled_for_visitor(): bool {
		return self::MODE_OFF !== $this->mode() && ( is_user_logged_in() || (bool) $this->all()['live_guests'] );
	}

	/**
	 * What the poll script is told (seconds).
	 *
	 * @return array{mode: string, interval: int, showSeconds: int, previewSeconds: int, hintSeconds: int, cookieDays: int}
	 */
	public function client(): array {
		$all = $this->all();
		return array(
			'mode'           => $this->mode(),
			'interval'       => (int) $all['live_interval_seconds'],
			'showSeconds'    => (int) $all['bubble_show_seconds'],
			'previewSeconds' => (int) $all['bubble_preview_seconds'],
			'hintSeconds'    => (int) $all['bubble_hint_seconds'],
			'cookieDays'     => (int) $all['bubble_cookie_days'],
		);
	}

	/**
	 * The option, sanitized: the widget settings' own reading (Settings::effective(), once per
	 * stored value).
	 *
	 * @return array<string,mixed>
	 */
	private function all(): array {
		return $this->settings->effective();
	}
}
