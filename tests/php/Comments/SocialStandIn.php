<?php
/**
 * The social login stand-in server, started and stopped by the social tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Tests\StandIns\StandInServer;

require_once dirname( __DIR__ ) . '/stand-ins/StandInServer.php';

/**
 * Runs tests/php/stand-ins/social.php (one stand-in for every OAuth 2 / OpenID Connect family).
 */
trait SocialStandIn {

	/**
	 * The server.
	 *
	 * @var StandInServer
	 */
	protected static StandInServer $social;

	/**
	 * Starts the stand-in once for the class.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::$social = new StandInServer( 'social.php' );
		self::$social->start();
	}

	/**
	 * Stops it.
	 */
	public static function tear_down_after_class(): void {
		self::$social->stop();
		parent::tear_down_after_class();
	}
}
