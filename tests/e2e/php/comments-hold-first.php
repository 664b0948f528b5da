<?php
/**
 * Plugin Name: Farol e2e: hold first comments
 * Description: Copied into the e2e site's mu-plugins by a comment spec for one test. WordPress's
 * default rule (a first-time commenter's comment waits for moderation) is switched on, whatever
 * the demo seed chose, so the held notice can be seen.
 *
 * @package Farol
 */

declare(strict_types=1);

add_filter( 'pre_option_comment_previously_approved', static fn (): string => '1' );
