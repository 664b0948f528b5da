<?php
/**
 * The settings of wpDiscuz (`wc_options`) that have a Farol equivalent, as import items.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

/**
 * `wc_options` is one serialized array of 15 tabs (read raw, without objects). Each Farol comment
 * setting with a wpDiscuz equivalent is one item (`setting:<farol key>`), whose plan carries the
 * changes to store in `farol_comments`; docs/import.md has the whole mapping table, and every
 * plan names, as notes, the wpDiscuz settings with no equivalent. A wpDiscuz value Farol cannot
 * take is refused with the reason.
 */
final class WpDiscuzSettings {

	/** The file types Farol's attachments take (the contract's `attachments_types` items). */
	public const FAROL_TYPES = array( 'jpg', 'jpeg', 'png', 'gif', 'webp', 'mp4', 'webm', 'pdf', 'txt', 'zip', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'ods' );

	/** Farol's longest edit window, in minutes (30 days). */
	private const MAX_EDIT_MINUTES = 43200;

	/**
	 * The items of this request.
	 *
	 * @var list<array{id: int, key: string, source: string, changes?: array<string, mixed>, reason?: string}>|null
	 */
	private static ?array $rows = null;

	/**
	 * `wc_options` as read in this request (null: missing).
	 *
	 * @var array<string, mixed>|null
	 */
	private static ?array $options = null;

	/**
	 * Whether `wc_options` was read in this request.
	 *
	 * @var bool
	 */
	private static bool $options_read = false;

	/**
	 * `wc_options`, unserialized; null when it is missing or broken.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function options(): ?array {
		global $wpdb;
		if ( self::$options_read ) {
			return self::$options;
		}
		self::$options_read = true;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- read raw: get_option() would unserialize objects.
		$raw           = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'wc_options' ) );
		$value         = null === $raw ? null : WpDiscuzContent::unserialize( (string) $raw );
		self::$options = null === $raw ? null : ( is_array( $value ) ? $value : array( '__broken' => true ) );
		return self::$options;
	}

	/**
	 * Whether wpDiscuz showed the phrases of its table (it reads them only when
	 * `general.isUsePoMo` is off; otherwise its translations showed).
	 */
	public static function phrases_used(): bool {
		$options = self::options();
		return '1' !== (string) ( $options['general']['isUsePoMo'] ?? '0' );
	}

	/**
	 * One item per Farol setting with an equivalent, in the mapping's order.
	 *
	 * @return list<array{id: int, key: string, source: string, changes?: array<string, mixed>, reason?: string}>
	 */
	public static function rows(): array {
		if ( null !== self::$rows ) {
			return self::$rows;
		}
		$options = self::options();
		if ( null === $options ) {
			self::$rows = array();
			return self::$rows;
		}
		if ( isset( $options['__broken'] ) ) {
			self::$rows = array(
				array(
					'id'     => 1,
					'key'    => 'wc_options',
					'source' => 'wc_options',
					'reason' => __( 'wc_options is not a readable serialized array.', 'farol' ),
				),
			);
			return self::$rows;
		}
		$rows = array();
		foreach ( self::mapping( $options ) as $key => $row ) {
			$rows[] = array(
				'id'  => count( $rows ) + 1,
				'key' => $key,
			) + $row;
		}
		self::$rows = $rows;
		return self::$rows;
	}

	/**
	 * Forgets what was read (tests load other fixtures).
	 */
	public static function forget(): void {
		self::$rows         = null;
		self::$options      = null;
		self::$options_read = false;
	}

	/**
	 * The plan of one setting.
	 *
	 * @param array<string, mixed> $row The item's row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function plan( array $row ): array {
		if ( isset( $row['reason'] ) || ! is_array( $row['changes'] ?? null ) ) {
			return array(
				'ok'     => false,
				'reason' => (string) ( $row['reason'] ?? __( 'the setting is not readable.', 'farol' ) ),
			);
		}
		return array(
			'ok'    => true,
			'value' => array( 'changes' => $row['changes'] ),
			'notes' => self::notes(),
		);
	}

	/**
	 * Farol key ⇒ source and changes (or the reason it cannot be carried), for the settings
	 * present in `wc_options`.
	 *
	 * @param array<string, mixed> $o The options.
	 * @return array<string, array{source: string, changes?: array<string, mixed>, reason?: string}>
	 */
	private static function mapping( array $o ): array {
		$get = static function ( string $path ) use ( $o ) {
			list( $tab, $name ) = explode( '.', $path );
			return is_array( $o[ $tab ] ?? null ) && array_key_exists( $name, $o[ $tab ] ) && is_scalar( $o[ $tab ][ $name ] ) ? (string) $o[ $tab ][ $name ] : null;
		};
		$int = static fn ( ?string $v ): ?int => null !== $v && preg_match( '/^\d{1,9}$/', $v ) ? (int) $v : null;
		$out = array();
		$set = static function ( string $key, string $source, mixed $value ) use ( &$out ): void {
			$out[ $key ] = null === $value
				? array(
					'source' => $source,
					/* translators: %s: a wpDiscuz setting. */
					'reason' => sprintf( __( 'the value of %s is not one Farol can take.', 'farol' ), $source ),
				)
				: array(
					'source'  => $source,
					'changes' => array( $key => $value ),
				);
		};
		if ( null !== $get( 'thread_layouts.votingButtonsStyle' ) ) {
			$set( 'vote_style', 'thread_layouts.votingButtonsStyle', '1' === $get( 'thread_layouts.votingButtonsStyle' ) ? 'separate' : 'total' );
		}
		if ( null !== $get( 'thread_display.mostVotedByDefault' ) ) {
			$set( 'default_sorting', 'thread_display.mostVotedByDefault', '1' === $get( 'thread_display.mostVotedByDefault' ) ? 'by_vote' : ( 'asc' === get_option( 'comment_order' ) ? 'oldest' : 'newest' ) );
		}
		foreach ( array(
			'read_more_words'    => array( 'content.commentReadMoreLimit', 2000 ),
			'comment_min_length' => array( 'content.commentTextMinLength', 100000 ),
			'comment_max_length' => array( 'content.commentTextMaxLength', 100000 ),
			'reply_min_length'   => array( 'content.replyTextMinLength', 100000 ),
			'reply_max_length'   => array( 'content.replyTextMaxLength', 100000 ),
		) as $key => list( $source, $max ) ) {
			$value = $get( $source );
			if ( null !== $value ) {
				// wpDiscuz's empty maximum is "no limit", Farol's 0.
				$number = '' === $value && str_contains( $source, 'Max' ) ? 0 : $int( $value );
				$set( $key, $source, null !== $number && $number <= $max ? $number : null );
			}
		}
		$editable = $get( 'moderation.commentEditableTime' );
		if ( null !== $editable ) {
			$set( 'edit_window_minutes', 'moderation.commentEditableTime', 'unlimit' === $editable ? self::MAX_EDIT_MINUTES : ( null === $int( $editable ) ? null : min( self::MAX_EDIT_MINUTES, (int) ceil( $int( $editable ) / 60 ) ) ) );
		}
		$page = $int( $get( 'general.redirectPage' ) );
		if ( null !== $page ) {
			$set( 'redirect_page', 'general.redirectPage', 0 === $page || 'page' === get_post_type( $page ) ? $page : null );
		}
		foreach ( array(
			'attachments_enabled'        => 'content.wmuIsEnabled',
			'subscription_double_opt_in' => 'subscription.enableGuestsConfirm',
			'follows_enabled'            => 'subscription.isFollowActive',
			'subscribe_reply_checkbox'   => 'subscription.showReplyCheckbox',
			'live_guests'                => 'live.liveUpdateGuests',
		) as $key => $source ) {
			if ( null !== $get( $source ) ) {
				$set( $key, $source, '1' === $get( $source ) );
			}
		}
		if ( null !== $get( 'content.wmuIsGuestAllowed' ) ) {
			$set( 'attachments_who', 'content.wmuIsGuestAllowed', '1' === $get( 'content.wmuIsGuestAllowed' ) ? 'everyone' : 'members' );
		}
		$size = $get( 'content.wmuMaxFileSize' );
		if ( null !== $size ) {
			$bytes = is_numeric( $size ) ? (int) round( (float) $size * 1048576 ) : 0;
			$set( 'attachments_max_file_size', 'content.wmuMaxFileSize', $bytes >= 1024 && $bytes <= 67108864 ? $bytes : null );
		}
		if ( is_array( $o['content']['wmuMimeTypes'] ?? null ) ) {
			$types = array_values( array_intersect( self::FAROL_TYPES, array_map( 'strtolower', array_map( 'strval', array_keys( $o['content']['wmuMimeTypes'] ) ) ) ) );
			$set( 'attachments_types', 'content.wmuMimeTypes', array() === $types ? null : $types );
		}
		if ( null !== $get( 'live.enableBubble' ) ) {
			$set( 'live_mode', 'live.enableBubble', '1' === $get( 'live.enableBubble' ) ? 'bubble' : 'off' );
		}
		$timer = $int( $get( 'live.commentListUpdateTimer' ) );
		if ( null !== $get( 'live.commentListUpdateTimer' ) ) {
			$set( 'live_interval_seconds', 'live.commentListUpdateTimer', null !== $timer && $timer >= 10 && $timer <= 3600 ? $timer : null );
		}
		if ( null !== $get( 'inline.inlineFeedbackAttractionType' ) ) {
			$set( 'inline_open_mode', 'inline.inlineFeedbackAttractionType', 'blink' === $get( 'inline.inlineFeedbackAttractionType' ) ? 'blink' : 'click' );
		}
		$site_key = (string) $get( 'recaptcha.siteKey' );
		$secret   = (string) $get( 'recaptcha.secretKey' );
		if ( '' !== $site_key && '' !== $secret ) {
			$out['captcha'] = array(
				'source'  => 'recaptcha.siteKey, recaptcha.secretKey, recaptcha.showForGuests, recaptcha.showForUsers',
				'changes' => array(
					'captcha_provider' => 'recaptcha_v2',
					'captcha_site_key' => sanitize_text_field( $site_key ),
					'captcha_secret'   => sanitize_text_field( $secret ),
					'captcha_guests'   => '1' === $get( 'recaptcha.showForGuests' ),
					'captcha_members'  => '1' === $get( 'recaptcha.showForUsers' ),
				),
			);
		}
		return $out;
	}

	/**
	 * The wpDiscuz settings with no Farol equivalent, by group (docs/import.md has each one).
	 *
	 * @return list<string>
	 */
	public static function notes(): array {
		$notes = array(
			__( 'wc_options › form (collapsed form, rich editor buttons, name lengths, storeCommenterData): Farol\'s form and editor have no such settings.', 'farol' ),
			__( 'wc_options › thread_display (load on scroll or button, parent comments first, filter buttons, reverse children, unread highlighting): Farol\'s thread has no such settings.', 'farol' ),
			__( 'wc_options › thread_layouts except votingButtonsStyle (vote icons, isGuestCanVote, enableDislikeButton, avatars, comment link and date): no Farol settings.', 'farol' ),
			__( 'wc_options › thread_styles (theme, colours, font size, custom CSS): Farol\'s comments follow the site\'s theme.', 'farol' ),
			__( 'wc_options › subscription e-mail subjects and texts, mentions, enableMemberConfirm, subscriptionType: Farol\'s e-mails are its own phrases.', 'farol' ),
			__( 'wc_options › moderation (enableStickButton, enableCloseButton, enableEditingWhenHaveReplies, displayEditingInfo, per-user comment limits): no Farol settings.', 'farol' ),
			__( 'wc_options › rating, labels, login, social (rating colours and schema, role labels, login links, social login and sharing keys): no Farol equivalents; Farol\'s social login is set up on its own.', 'farol' ),
			__( 'wc_options › live except enableBubble, commentListUpdateTimer and liveUpdateGuests (bubble place and hint times); general except redirectPage (cache, combined files, date format, isUsePoMo): no Farol settings.', 'farol' ),
		);
		if ( ! self::phrases_used() ) {
			$notes[] = __( 'wc_phrases (wpDiscuz did not show them: general.isUsePoMo was on, so its translations showed; Farol\'s translations show now).', 'farol' );
		}
		return $notes;
	}
}
