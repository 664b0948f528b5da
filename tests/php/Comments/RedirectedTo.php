<?php
/**
 * A redirect, caught in a test.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use RuntimeException;

/**
 * Thrown by a test's `wp_redirect` filter: the request would have redirected to the message.
 */
final class RedirectedTo extends RuntimeException {
}
