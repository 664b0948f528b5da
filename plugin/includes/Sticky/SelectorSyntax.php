<?php
/**
 * A CSS selector syntax check on the server.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Sticky;

/**
 * Tells, as far as a server can without a browser, whether a string is a selector list that
 * `document.querySelectorAll()` accepts (Selectors Level 4 grammar: type, universal, id, class,
 * attribute, pseudo-class and pseudo-element selectors, the four combinators, selector lists,
 * and the functional pseudo-classes that take selectors).
 *
 * Pseudo-class names are checked against the standard list (vendor-prefixed ones pass), so a
 * typo or a jQuery-only extension such as `:eq(0)` or `:visible`, which the plugin we replace
 * accepted, is reported instead of silently matching nothing in the browser.
 */
final class SelectorSyntax {

	/** Result code: the string is not a selector. */
	public const SYNTAX = 'syntax';

	/** Result code: the selector uses a jQuery extension that browsers do not know. */
	public const JQUERY = 'jquery';

	/** Pseudo-classes written with one colon (plus the four legacy pseudo-elements). */
	private const PSEUDO_CLASSES = array(
		'active',
		'any-link',
		'autofill',
		'blank',
		'checked',
		'current',
		'default',
		'defined',
		'dir',
		'disabled',
		'empty',
		'enabled',
		'first-child',
		'first-of-type',
		'focus',
		'focus-visible',
		'focus-within',
		'fullscreen',
		'future',
		'has',
		'host',
		'host-context',
		'hover',
		'in-range',
		'indeterminate',
		'invalid',
		'is',
		'lang',
		'last-child',
		'last-of-type',
		'link',
		'local-link',
		'matches',
		'modal',
		'muted',
		'not',
		'nth-child',
		'nth-col',
		'nth-last-child',
		'nth-last-col',
		'nth-last-of-type',
		'nth-of-type',
		'only-child',
		'only-of-type',
		'open',
		'optional',
		'out-of-range',
		'past',
		'paused',
		'picture-in-picture',
		'placeholder-shown',
		'playing',
		'popover-open',
		'read-only',
		'read-write',
		'required',
		'root',
		'scope',
		'seeking',
		'stalled',
		'state',
		'target',
		'target-within',
		'user-invalid',
		'user-valid',
		'valid',
		'visited',
		'volume-locked',
		'where',
		'before',
		'after',
		'first-line',
		'first-letter',
	);

	/** Pseudo-elements (written with two colons). */
	private const PSEUDO_ELEMENTS = array(
		'after',
		'backdrop',
		'before',
		'cue',
		'details-content',
		'file-selector-button',
		'first-letter',
		'first-line',
		'grammar-error',
		'highlight',
		'marker',
		'part',
		'placeholder',
		'selection',
		'slotted',
		'spelling-error',
		'target-text',
		'view-transition',
		'view-transition-group',
		'view-transition-image-pair',
		'view-transition-new',
		'view-transition-old',
	);

	/** Selector extensions of jQuery (api.jquery.com/category/selectors/jquery-selector-extensions). */
	private const JQUERY_EXTENSIONS = array(
		'animated',
		'button',
		'checkbox',
		'contains',
		'eq',
		'even',
		'file',
		'first',
		'gt',
		'header',
		'hidden',
		'image',
		'input',
		'last',
		'lt',
		'odd',
		'parent',
		'password',
		'radio',
		'reset',
		'selected',
		'submit',
		'text',
		'visible',
	);

	/** Functional pseudo-classes whose argument is a selector list. */
	private const SELECTOR_ARGUMENT = array( 'not', 'is', 'where', 'matches', 'has', 'host', 'host-context', 'slotted', 'cue' );

	/** Functional pseudo-classes whose argument is An+B (optionally "of <selector list>"). */
	private const NTH_ARGUMENT = array( 'nth-child', 'nth-last-child', 'nth-of-type', 'nth-last-of-type', 'nth-col', 'nth-last-col' );

	/**
	 * The selector being read.
	 *
	 * @var string
	 */
	private string $text;

	/**
	 * Read position (byte offset).
	 *
	 * @var int
	 */
	private int $pos = 0;

	/**
	 * Why reading failed (one of the result codes).
	 *
	 * @var string
	 */
	private string $problem = self::SYNTAX;

	/**
	 * The part of the selector that caused a jQuery problem (e.g. ":eq()").
	 *
	 * @var string
	 */
	private string $detail = '';

	/**
	 * Reader over one string.
	 *
	 * @param string $text Selector text.
	 */
	private function __construct( string $text ) {
		$this->text = $text;
	}

	/**
	 * Checks a selector list.
	 *
	 * @param string $selector Selector text (surrounding whitespace allowed).
	 * @return array{code:string,detail:string}|null Null when valid; otherwise the problem code
	 *                                                (SYNTAX or JQUERY) and the offending part.
	 */
	public static function check( string $selector ): ?array {
		$reader = new self( $selector );
		if ( '' !== trim( $selector ) && $reader->selector_list( false ) && $reader->at_end() ) {
			return null;
		}
		return array(
			'code'   => $reader->problem,
			'detail' => $reader->detail,
		);
	}

	/**
	 * Whether a selector list is valid.
	 *
	 * @param string $selector Selector text.
	 */
	public static function is_valid( string $selector ): bool {
		return null === self::check( $selector );
	}

	/**
	 * Reads `complex ( , complex )*`.
	 *
	 * @param bool $relative Whether each selector may start with a combinator (inside :has()).
	 */
	private function selector_list( bool $relative ): bool {
		do {
			$this->whitespace();
			if ( ! $this->complex_selector( $relative ) ) {
				return false;
			}
			$this->whitespace();
		} while ( $this->eat( ',' ) );
		return true;
	}

	/**
	 * Reads `compound ( combinator compound )*`.
	 *
	 * @param bool $relative Whether a leading combinator is allowed.
	 */
	private function complex_selector( bool $relative ): bool {
		if ( $relative && $this->combinator() ) {
			$this->whitespace();
		}
		if ( ! $this->compound_selector() ) {
			return false;
		}
		while ( true ) {
			$had_space = $this->whitespace();
			if ( $this->combinator() ) {
				$this->whitespace();
				if ( ! $this->compound_selector() ) {
					return false;
				}
				continue;
			}
			$next = $this->peek();
			if ( '' === $next || ',' === $next || ')' === $next ) {
				return true;
			}
			if ( ! $had_space || ! $this->compound_selector() ) {
				return false;
			}
		}
	}

	/**
	 * Reads one of `>`, `+`, `~`.
	 */
	private function combinator(): bool {
		$next = $this->peek();
		if ( '>' === $next || '+' === $next || '~' === $next ) {
			++$this->pos;
			return true;
		}
		return false;
	}

	/**
	 * Reads `[type] ( #id | .class | [attr] | :pseudo )*`, at least one part.
	 */
	private function compound_selector(): bool {
		$start = $this->pos;
		if ( ! $this->type_selector() ) {
			return false;
		}
		while ( true ) {
			$next = $this->peek();
			if ( '#' === $next || '.' === $next ) {
				++$this->pos;
				if ( ! $this->ident() ) {
					return false;
				}
			} elseif ( '[' === $next ) {
				if ( ! $this->attribute_selector() ) {
					return false;
				}
			} elseif ( ':' === $next ) {
				if ( ! $this->pseudo_selector() ) {
					return false;
				}
			} else {
				break;
			}
		}
		return $this->pos > $start;
	}

	/**
	 * Reads an optional `[ns|](name|*)`. Returns false only on a malformed one.
	 */
	private function type_selector(): bool {
		$next = $this->peek();
		if ( '|' === $next && '=' !== $this->peek( 1 ) ) {
			++$this->pos;
			return $this->eat( '*' ) || $this->ident();
		}
		if ( ! ( $this->eat( '*' ) || $this->ident() ) ) {
			return true;
		}
		if ( '|' === $this->peek() && '=' !== $this->peek( 1 ) ) {
			++$this->pos;
			return $this->eat( '*' ) || $this->ident();
		}
		return true;
	}

	/**
	 * Reads `[ ns|name ( matcher value modifier? )? ]`.
	 */
	private function attribute_selector(): bool {
		++$this->pos;
		$this->whitespace();
		if ( '|' === $this->peek() ) {
			++$this->pos;
		} elseif ( '*' === $this->peek() && '|' === $this->peek( 1 ) ) {
			$this->pos += 2;
		}
		if ( ! $this->ident() ) {
			return false;
		}
		if ( '|' === $this->peek() && '=' !== $this->peek( 1 ) ) {
			++$this->pos;
			if ( ! $this->ident() ) {
				return false;
			}
		}
		$this->whitespace();
		if ( $this->eat( ']' ) ) {
			return true;
		}
		$next = $this->peek();
		if ( in_array( $next, array( '~', '|', '^', '$', '*' ), true ) ) {
			++$this->pos;
		}
		if ( ! $this->eat( '=' ) ) {
			return false;
		}
		$this->whitespace();
		if ( ! ( $this->quoted_string() || $this->ident() ) ) {
			return false;
		}
		$this->whitespace();
		// Only the "i" flag: Chromium refuses the "s" flag that Selectors 4 also defines.
		if ( 'i' === strtolower( $this->peek() ) && ! $this->is_name_char( $this->peek( 1 ) ) ) {
			++$this->pos;
			$this->whitespace();
		}
		return $this->eat( ']' );
	}

	/**
	 * Reads `:name`, `::name`, `:name( ... )` or `::name( ... )`.
	 */
	private function pseudo_selector(): bool {
		++$this->pos;
		$is_element = $this->eat( ':' );
		$start      = $this->pos;
		if ( ! $this->ident() ) {
			return false;
		}
		$name      = strtolower( substr( $this->text, $start, $this->pos - $start ) );
		$has_args  = $this->eat( '(' );
		$known     = $is_element ? self::PSEUDO_ELEMENTS : self::PSEUDO_CLASSES;
		$prefixed  = str_starts_with( $name, '-' );
		$is_jquery = ! $is_element && in_array( $name, self::JQUERY_EXTENSIONS, true );

		if ( $is_jquery ) {
			$this->problem = self::JQUERY;
			$this->detail  = ':' . $name . ( $has_args ? '()' : '' );
			return false;
		}
		if ( ! $prefixed && ! in_array( $name, $known, true ) ) {
			return false;
		}
		if ( ! $has_args ) {
			return true;
		}
		if ( in_array( $name, self::SELECTOR_ARGUMENT, true ) ) {
			if ( ! $this->selector_list( 'has' === $name ) ) {
				return false;
			}
			$this->whitespace();
			return $this->eat( ')' );
		}
		$argument_start = $this->pos;
		if ( ! $this->balanced_until_close() ) {
			return false;
		}
		$argument = trim( substr( $this->text, $argument_start, $this->pos - 1 - $argument_start ) );
		if ( '' === $argument ) {
			return false;
		}
		if ( in_array( $name, self::NTH_ARGUMENT, true ) ) {
			return $this->is_nth_argument( $argument );
		}
		return true;
	}

	/**
	 * Whether the argument of an :nth-*() pseudo-class is `An+B` or `An+B of <selectors>`.
	 *
	 * @param string $argument Argument without the parentheses.
	 */
	private function is_nth_argument( string $argument ): bool {
		if ( ! preg_match( '/^(odd|even|[+-]?\d*n(?:\s*[+-]\s*\d+)?|[+-]?\d+)(?:\s+of\s+(.+))?$/is', $argument, $matches ) ) {
			return false;
		}
		if ( isset( $matches[2] ) && '' !== $matches[2] ) {
			$inner = new self( $matches[2] );
			return $inner->selector_list( false ) && $inner->at_end();
		}
		return true;
	}

	/**
	 * Skips to just after the `)` that closes an already opened parenthesis, across nested
	 * brackets and quoted strings.
	 */
	private function balanced_until_close(): bool {
		$closers = array( ')' );
		while ( ! $this->at_end() ) {
			$char = $this->peek();
			if ( '"' === $char || "'" === $char ) {
				if ( ! $this->quoted_string() ) {
					return false;
				}
				continue;
			}
			if ( '\\' === $char ) {
				if ( ! $this->escape() ) {
					return false;
				}
				continue;
			}
			++$this->pos;
			if ( '(' === $char ) {
				$closers[] = ')';
			} elseif ( '[' === $char ) {
				$closers[] = ']';
			} elseif ( ')' === $char || ']' === $char ) {
				if ( array_pop( $closers ) !== $char ) {
					return false;
				}
				if ( array() === $closers ) {
					return true;
				}
			} elseif ( '{' === $char || '}' === $char || ';' === $char ) {
				return false;
			}
		}
		return false;
	}

	/**
	 * Reads a CSS identifier.
	 */
	private function ident(): bool {
		$start = $this->pos;
		if ( '-' === $this->peek() ) {
			++$this->pos;
			if ( '-' === $this->peek() ) {
				++$this->pos;
			} elseif ( ! $this->name_start() ) {
				$this->pos = $start;
				return false;
			}
		} elseif ( ! $this->name_start() ) {
			return false;
		}
		while ( ! $this->at_end() ) {
			if ( '\\' === $this->peek() ) {
				if ( ! $this->escape() ) {
					return false;
				}
			} elseif ( $this->is_name_char( $this->peek() ) ) {
				++$this->pos;
			} else {
				break;
			}
		}
		return true;
	}

	/**
	 * Reads one name-start code point (letter, underscore, non-ASCII or escape).
	 */
	private function name_start(): bool {
		$char = $this->peek();
		if ( '\\' === $char ) {
			return $this->escape();
		}
		if ( '' !== $char && ( ctype_alpha( $char ) || '_' === $char || ord( $char ) >= 0x80 ) ) {
			++$this->pos;
			return true;
		}
		return false;
	}

	/**
	 * Whether a byte may continue a name.
	 *
	 * @param string $char One byte ('' at the end).
	 */
	private function is_name_char( string $char ): bool {
		return '' !== $char && ( ctype_alnum( $char ) || '_' === $char || '-' === $char || ord( $char ) >= 0x80 );
	}

	/**
	 * Reads a backslash escape: up to six hex digits and one optional space, or any other
	 * character except a newline.
	 */
	private function escape(): bool {
		$next = $this->peek( 1 );
		if ( '' === $next || "\n" === $next || "\r" === $next || "\f" === $next ) {
			return false;
		}
		$this->pos += 2;
		if ( ctype_xdigit( $next ) ) {
			$digits = 1;
			while ( $digits < 6 && ctype_xdigit( $this->peek() ) ) {
				++$this->pos;
				++$digits;
			}
			if ( ' ' === $this->peek() || "\t" === $this->peek() || "\n" === $this->peek() ) {
				++$this->pos;
			}
		}
		return true;
	}

	/**
	 * Reads a string in single or double quotes.
	 */
	private function quoted_string(): bool {
		$quote = $this->peek();
		if ( '"' !== $quote && "'" !== $quote ) {
			return false;
		}
		++$this->pos;
		while ( ! $this->at_end() ) {
			$char = $this->peek();
			if ( $char === $quote ) {
				++$this->pos;
				return true;
			}
			if ( "\n" === $char || "\r" === $char || "\f" === $char ) {
				return false;
			}
			if ( '\\' === $char ) {
				if ( '' === $this->peek( 1 ) ) {
					return false;
				}
				$this->pos += 2;
				continue;
			}
			++$this->pos;
		}
		return false;
	}

	/**
	 * Skips whitespace; tells whether there was any.
	 */
	private function whitespace(): bool {
		$start = $this->pos;
		while ( in_array( $this->peek(), array( ' ', "\t", "\n", "\r", "\f" ), true ) ) {
			++$this->pos;
		}
		return $this->pos > $start;
	}

	/**
	 * Consumes one expected character.
	 *
	 * @param string $char The character.
	 */
	private function eat( string $char ): bool {
		if ( $this->peek() === $char ) {
			++$this->pos;
			return true;
		}
		return false;
	}

	/**
	 * The byte at the read position plus an offset ('' past the end).
	 *
	 * @param int $ahead Offset from the read position.
	 */
	private function peek( int $ahead = 0 ): string {
		return $this->text[ $this->pos + $ahead ] ?? '';
	}

	/**
	 * Whether everything was read.
	 */
	private function at_end(): bool {
		return $this->pos >= strlen( $this->text );
	}
}
