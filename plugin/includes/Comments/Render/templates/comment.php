<?php
/**
 * One comment's markup: the only template of a comment, filled by CommentRenderer (which
 * prepared and typed every value; everything is escaped here, at output, but the phrases, the
 * post's link and the author's site, which CommentRenderer escapes once a list or once). The client mounts
 * into the `data-farol-slot` elements and acts on `data-farol-action` buttons; the vote
 * buttons' `aria-pressed` says "not pressed" because a cached page cannot know the reader,
 * the client sets it. Every visible text is a phrase (Farol\Comments\Phrases: overridable in the
 * settings); the replies toggle's label and count are apart, so the client can swap the label
 * (`hide_replies` / `view_replies`) and keep the count. The thread is a list of lists, as
 * core's comment list is: each comment a list item with its depth as `aria-level`, its replies
 * a nested list, so assistive technology tells which comment answers which.
 *
 * @package Farol
 *
 * @var array{id: int, parent: int, depth: int, classes: list<string>, author: string, url: string, iso: string, human: string, full_date: string, edited: string, text: string, read_more: bool, votes: int, likes: int, dislikes: int, vote_style: string, can_reply: bool, replies: int, children: string, sticky: bool, closed: bool, moderator: bool, after_text: string, actions: string, link: string, escaped: array<string,string>, reply_label: string} $farol_view
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_id      = (string) $farol_view['id'];
$farol_text    = $farol_view['escaped']; // The phrases, escaped once a list (CommentRenderer::frame()).
$farol_replies = 'wpd-replies-' . $farol_id;
?>
<div id="<?php echo esc_attr( 'wpd-comm-' . $farol_id . '_' . $farol_view['parent'] ); ?>" class="<?php echo esc_attr( implode( ' ', $farol_view['classes'] ) ); ?>" data-comment-id="<?php echo esc_attr( $farol_id ); ?>" data-depth="<?php echo esc_attr( (string) $farol_view['depth'] ); ?>" role="listitem" aria-level="<?php echo esc_attr( (string) $farol_view['depth'] ); ?>"><article id="<?php echo esc_attr( 'comment-' . $farol_id ); ?>" class="farol-comment__body">
<header class="farol-comment__head"><span class="farol-comment__author">
<?php
if ( '' !== $farol_view['url'] ) {
	echo '<a href="' . $farol_view['url'] . '" rel="nofollow ugc external">' . esc_html( $farol_view['author'] ) . '</a>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CommentRenderer::author_url() answers it through esc_url() (http and https only).
} else {
	echo esc_html( $farol_view['author'] );
}
?>
</span>
<?php if ( $farol_view['sticky'] ) : ?>
<span class="farol-comment__marker farol-comment__marker--sticky"><?php echo $farol_text['pinned']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped once a list. ?></span>
<?php endif; ?>
<?php if ( $farol_view['closed'] ) : ?>
<span class="farol-comment__marker farol-comment__marker--closed"><?php echo $farol_text['thread_closed_marker']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped once a list. ?></span>
<?php endif; ?>
<a class="farol-comment__date" href="<?php echo $farol_view['link']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the post's link through esc_url() once a list (CommentRenderer::post()), then '#comment-' and digits. ?>"><time datetime="<?php echo esc_attr( $farol_view['iso'] ); ?>" title="<?php echo esc_attr( $farol_view['full_date'] ); ?>"><?php echo esc_html( $farol_view['human'] ); ?></time></a>
<?php if ( '' !== $farol_view['edited'] ) : ?>
<span class="farol-comment__edited"><?php echo $farol_view['edited']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by CommentRenderer::edited_html(). ?></span>
<?php endif; ?>
</header>
<div class="farol-comment__text" data-farol-slot="text"><?php echo $farol_view['text']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's comment_text pipeline, on content KSES-filtered when it was saved. ?></div>
<?php if ( $farol_view['read_more'] ) : ?>
<button type="button" class="farol-comment__read-more" data-farol-action="read-more"><?php echo $farol_text['read_more']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped once a list. ?></button>
<?php endif; ?>
<?php echo $farol_view['after_text']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the farol_comment_after_text_html filter returns escaped markup. ?>
<footer class="farol-comment__actions" data-farol-slot="actions"><span class="farol-comment__votes" data-farol-slot="votes" data-style="<?php echo esc_attr( $farol_view['vote_style'] ); ?>" data-votes="<?php echo esc_attr( (string) $farol_view['votes'] ); ?>" data-likes="<?php echo esc_attr( (string) $farol_view['likes'] ); ?>" data-dislikes="<?php echo esc_attr( (string) $farol_view['dislikes'] ); ?>">
<button type="button" class="farol-comment__vote farol-comment__vote--up" data-farol-action="vote" data-vote="1" aria-pressed="false" aria-label="<?php echo $farol_text['vote_up']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped once a list. ?>"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M8 3l5 7H3z"/></svg>
<?php if ( 'separate' === $farol_view['vote_style'] ) : ?>
<span class="farol-comment__count"><?php echo esc_html( number_format_i18n( $farol_view['likes'] ) ); ?></span>
<?php endif; ?>
</button>
<?php if ( 'separate' !== $farol_view['vote_style'] ) : ?>
<span class="farol-comment__count"><?php echo esc_html( number_format_i18n( $farol_view['votes'] ) ); ?></span>
<?php endif; ?>
<button type="button" class="farol-comment__vote farol-comment__vote--down" data-farol-action="vote" data-vote="-1" aria-pressed="false" aria-label="<?php echo $farol_text['vote_down']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped once a list. ?>"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M8 13L3 6h10z"/></svg>
<?php if ( 'separate' === $farol_view['vote_style'] ) : ?>
<span class="farol-comment__count"><?php echo esc_html( number_format_i18n( $farol_view['dislikes'] ) ); ?></span>
<?php endif; ?>
</button></span>
<?php if ( $farol_view['can_reply'] ) : ?>
<button type="button" class="farol-comment__reply" data-farol-action="reply" aria-label="<?php echo esc_attr( $farol_view['reply_label'] ); ?>"><?php echo $farol_text['reply']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped once a list. ?></button>
<?php endif; ?>
<?php if ( $farol_view['replies'] > 0 ) : ?>
<button type="button" class="farol-comment__toggle" data-farol-action="toggle-replies" aria-expanded="true" aria-controls="<?php echo esc_attr( $farol_replies ); ?>"><span class="farol-comment__toggle-label"><?php echo $farol_text['hide_replies']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped once a list. ?></span> <span class="farol-comment__toggle-count">(<?php echo esc_html( number_format_i18n( $farol_view['replies'] ) ); ?>)</span></button>
<?php endif; ?>
<?php echo $farol_view['actions']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the farol_comment_actions_html filter returns escaped markup. ?>
<?php if ( $farol_view['moderator'] ) : ?>
<span class="farol-comment__tools" data-farol-slot="moderation">
	<?php if ( 1 === $farol_view['depth'] ) : ?>
<button type="button" data-farol-action="stick" aria-pressed="<?php echo $farol_view['sticky'] ? 'true' : 'false'; ?>"><?php echo $farol_view['sticky'] ? $farol_text['unstick'] : $farol_text['stick']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped once a list. ?></button>
<button type="button" data-farol-action="close" aria-pressed="<?php echo $farol_view['closed'] ? 'true' : 'false'; ?>"><?php echo $farol_view['closed'] ? $farol_text['open_thread'] : $farol_text['close_thread']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped once a list. ?></button>
	<?php endif; ?>
</span>
<?php endif; ?>
</footer></article>
<?php if ( '' !== $farol_view['children'] ) : ?>
<div class="farol-comment__replies" id="<?php echo esc_attr( $farol_replies ); ?>" role="list"><?php echo $farol_view['children']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- replies rendered by this template. ?></div>
<?php endif; ?>
</div>
