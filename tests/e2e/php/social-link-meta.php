<?php
/**
 * Plugin Name: Farol e2e: social link over REST
 * Description: Copied into the site's mu-plugins by comments-social-smoke.spec.ts for its run
 * (on the native e2e site and on the Playground smoke site alike, neither has a CLI the spec can
 * reach on Playground): the user meta linking a Telegram id (`farol_social_telegram`,
 * Comments\Social\Accounts::META) becomes writable through wp/v2/users, by administrators
 * only, so the spec links a member it makes as it makes it. Never part of a site: the spec
 * removes it after.
 *
 * @package Farol
 */

declare(strict_types=1);

add_action(
	'init',
	static function (): void {
		register_meta(
			'user',
			'farol_social_telegram',
			array(
				'type'          => 'string',
				'single'        => true,
				'show_in_rest'  => array( 'schema' => array( 'context' => array( 'edit' ) ) ),
				'auth_callback' => static fn (): bool => current_user_can( 'manage_options' ),
			)
		);
	}
);
