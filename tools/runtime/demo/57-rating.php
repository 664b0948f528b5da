<?php
/**
 * Demo: the post rating. "Landing pages que convertem" (50-comments.php) gets twelve ratings
 * (average 4,3), so the stars, the average and the count show at once above its comments, and
 * its page carries the schema.org AggregateRating. A demo visitor can rate it too (one rating
 * per address; the confirm comes before a change).
 *
 * Idempotent: the demo voters are fixed identities (`g:demo-…`, never a real visitor's hash),
 * and a rating of a voter replaces that voter's rating.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

use Farol\Comments\Rating\RatingsTable;
use Farol\Comments\Rating\RatingStore;

( new RatingsTable() )->maybe_upgrade();

$farol_rated = get_posts(
	array(
		'name'           => 'landing-pages-que-convertem',
		'post_type'      => 'post',
		'posts_per_page' => 1,
		'fields'         => 'ids',
	)
);
if ( $farol_rated ) {
	$farol_rating_store = new RatingStore();
	// Stars 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2: sum 52, twelve ratings, average 4,3.
	foreach ( array( 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2 ) as $farol_rating_i => $farol_rating_stars ) {
		$farol_rating_store->rate( (int) $farol_rated[0], 'g:demo-' . $farol_rating_i, $farol_rating_stars );
	}
}
