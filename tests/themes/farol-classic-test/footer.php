<?php
/**
 * The end of the page.
 *
 * @package FarolClassicTest
 */

declare(strict_types=1);

?>
</main>
<?php wp_footer(); ?>
</body>
</html>
