/**
 * Page object for the comment widget on a post page, located the way a visitor (or assistive
 * technology) finds things: the area is the region named by its count heading, the thread a
 * list of lists (a comment is a list item whose level is its depth, holding its article), the
 * controls buttons, menus, forms and fields by their accessible names, messages by their role
 * (`alert` for an error, `status` otherwise). Names are the pt_BR phrases the site speaks on
 * every runtime (./comments.phrases.ts).
 *
 * Two things a visitor does not see are reached by what they are, not by a class: the value a
 * form sends (`sent()`, the wire contract's field names) and the data the server prints for
 * the client (`props()`, `commentId()`).
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import {
	PHRASES,
	WIDGET_CALLS,
	type FilterName,
	type SortName,
} from './comments.phrases';

export { PHRASES, WIDGET_CALLS };

export class CommentsPage {
	/** The comment area: the region named by its heading ("N comentários"). */
	readonly region: Locator;
	readonly heading: Locator;
	/** The thread: the list of top-level comments. */
	readonly list: Locator;
	/** The top-level comments (list items of level 1), in order. */
	readonly threads: Locator;
	readonly filters: Locator;
	readonly sortButton: Locator;
	readonly sortMenu: Locator;
	readonly loadMore: Locator;
	/** The loading bar, there only while the widget waits for the server. */
	readonly loading: Locator;
	/** The main form ("Participe da conversa"). */
	readonly mainForm: Locator;
	/** The open reply form. */
	readonly replyForm: Locator;
	/** The open edit form. */
	readonly editForm: Locator;
	/** Error messages. */
	readonly alerts: Locator;
	/** Success and warning messages. */
	readonly notices: Locator;

	constructor( readonly page: Page ) {
		this.region = page.getByRole( 'region', {
			name: /\d+ coment|comentário/,
		} );
		this.heading = this.region.getByRole( 'heading', { level: 2 } );
		// The thread list (the spec's #wpd-threads): the region holds other lists (social login's buttons).
		this.list = this.region.locator( '#wpd-threads' );
		this.threads = this.region.getByRole( 'listitem', { level: 1 } );
		this.filters = this.region.getByRole( 'group', {
			name: PHRASES.filters,
		} );
		this.sortButton = this.region.getByRole( 'button', {
			name: PHRASES.sortBy,
		} );
		this.sortMenu = this.region.getByRole( 'menu', {
			name: PHRASES.sortMenu,
		} );
		this.loadMore = this.region.getByRole( 'button', {
			name: PHRASES.loadMore,
		} );
		this.loading = page.getByRole( 'progressbar', {
			name: PHRASES.loading,
		} );
		this.mainForm = this.region.getByRole( 'form', {
			name: PHRASES.joinForm,
		} );
		this.replyForm = this.region.getByRole( 'form', {
			name: PHRASES.replyForm,
		} );
		this.editForm = this.region.getByRole( 'form', {
			name: PHRASES.editForm,
		} );
		this.alerts = this.region.getByRole( 'alert' );
		this.notices = this.region.getByRole( 'status' );
	}

	/**
	 * Opens a post and brings the widget as a reader does, by a first interaction with the area
	 * (the widget loads on intent: the focus on its sort button, given back afterwards), then
	 * waits until the widget has taken the area over (`data-farol-live`).
	 *
	 * @param url The post's address.
	 */
	async open( url: string ): Promise< void > {
		await this.page.goto( url );
		await this.takeOver();
	}

	/**
	 * Brings the widget on the page shown (see open()) and waits until it has taken over.
	 */
	async takeOver(): Promise< void > {
		await this.region.scrollIntoViewIfNeeded();
		await this.sortButton.focus();
		await this.live.waitFor();
		await this.sortButton.blur();
		// That focus scrolls the page smoothly (the theme's scroll-behavior), longer under load: a
		// visitor clicks a page at rest (a press mid-scroll is released elsewhere: docs/test-hygiene.md).
		await this.page.evaluate( async () => {
			for ( let still = 0, y = NaN; still < 3; y = window.scrollY ) {
				await new Promise( requestAnimationFrame );
				still = window.scrollY === y ? still + 1 : 0;
			}
		} );
	}

	/** The area once the widget has taken it over. */
	get live(): Locator {
		return this.page.locator( '#wpdcom[data-farol-live]' );
	}

	/**
	 * A comment (its article: author, date, text, actions; not its replies) by its text.
	 *
	 * @param text Text it shows.
	 */
	comment( text: string | RegExp ): Locator {
		return this.region.getByRole( 'article' ).filter( { hasText: text } );
	}

	/**
	 * A comment with its replies (the list item at its depth) by the text of its article.
	 *
	 * @param text  Text its article shows.
	 * @param level Its depth (1: a thread).
	 */
	item( text: string | RegExp, level = 1 ): Locator {
		return this.region.getByRole( 'listitem', { level } ).filter( {
			// Relative to each item (a locator in `has` is evaluated inside it).
			has: this.page.getByRole( 'article' ).filter( { hasText: text } ),
		} );
	}

	/**
	 * The replies shown under a comment (the list items one level deeper in its item).
	 *
	 * @param item  The comment's list item.
	 * @param level Its depth.
	 */
	replies( item: Locator, level = 1 ): Locator {
		return item.getByRole( 'listitem', { level: level + 1 } );
	}

	/**
	 * A button of a comment, by its name.
	 *
	 * @param comment The comment's article.
	 * @param name    The button's name.
	 */
	button( comment: Locator, name: string | RegExp ): Locator {
		return comment.getByRole( 'button', { name, exact: true } );
	}

	/**
	 * A comment's reply button (named "Responder para {author}").
	 *
	 * @param comment The comment's article.
	 */
	replyButton( comment: Locator ): Locator {
		return comment.getByRole( 'button', { name: PHRASES.reply } );
	}

	/**
	 * The vote total a comment shows beside its buttons.
	 *
	 * @param comment The comment's article.
	 */
	voteCount( comment: Locator ): Locator {
		return comment.getByText( /^-?\d+$/ );
	}

	/**
	 * Whether a comment shows the accent line that marks one the widget has just put in.
	 *
	 * @param comment The comment's article.
	 */
	markedNew( comment: Locator ): Promise< boolean > {
		return comment.evaluate(
			( node ) => getComputedStyle( node ).boxShadow !== 'none'
		);
	}

	/**
	 * The replies toggle ("Ocultar respostas (n)" / "Ver respostas (n)") in a part of the area.
	 *
	 * @param within Where (the whole area by default).
	 */
	repliesToggle( within?: Locator ): Locator {
		return ( within ?? this.page ).getByRole( 'button', {
			name: PHRASES.repliesToggle,
		} );
	}

	/**
	 * The reactions (likes and dislikes) of each top-level comment shown. The page shows their
	 * balance; the server prints both on the votes for the client, read beside the like button.
	 */
	async reactions(): Promise< number[] > {
		const counts: number[] = [];
		for ( const thread of await this.threads.all() ) {
			counts.push(
				await thread
					.getByRole( 'article' )
					.first()
					.getByRole( 'button', { name: PHRASES.like, exact: true } )
					.evaluate( ( button ) => {
						const votes = ( button.parentElement as HTMLElement )
							.dataset;
						return Number( votes.likes ) + Number( votes.dislikes );
					} )
			);
		}
		return counts;
	}

	/**
	 * How many text colours an element shows (its own and its parts'): more than one once code
	 * is highlighted.
	 *
	 * @param element The element.
	 */
	colours( element: Locator ): Promise< number > {
		return element.evaluate( ( root ) => {
			const seen = new Set( [ getComputedStyle( root ).color ] );
			for ( const part of Array.from( root.querySelectorAll( '*' ) ) ) {
				seen.add( getComputedStyle( part ).color );
			}
			return seen.size;
		} );
	}

	/**
	 * A menu item of the sort menu (found also while the menu is closed).
	 *
	 * @param name Its name.
	 */
	sortItem( name: SortName ): Locator {
		return this.region.getByRole( 'menuitemradio', {
			name,
			includeHidden: true,
		} );
	}

	/**
	 * A filter button.
	 *
	 * @param name Its name.
	 */
	filter( name: FilterName ): Locator {
		return this.filters.getByRole( 'button', { name } );
	}

	/**
	 * A form's writing box: the textarea, or the rich editor once it has taken over.
	 *
	 * @param form The form.
	 */
	writingBox( form: Locator ): Locator {
		return form.getByRole( 'textbox', {
			name: new RegExp(
				`^(${ PHRASES.joinForm }|${ PHRASES.replyForm })$`
			),
		} );
	}

	/**
	 * A form's submit button ("Publicar comentário", "Publicar resposta" or "Salvar").
	 *
	 * @param form The form.
	 */
	submit( form: Locator ): Locator {
		return form.getByRole( 'button', { name: PHRASES.submit } );
	}

	/**
	 * A form's field as the server receives it (a wire contract name, e.g. `wc_comment`): what
	 * the form sends, which the visitor does not see once the rich editor has taken over.
	 *
	 * @param form  The form.
	 * @param field The field's name.
	 */
	sent( form: Locator, field: string ): Locator {
		return form.locator( `[name="${ field }"]` );
	}

	/**
	 * Writes into a form: in the rich editor once its chunk has arrived (its toolbar shows),
	 * else in the textarea.
	 *
	 * @param form    The form.
	 * @param text    What to write.
	 * @param replace Whether to replace what is there.
	 */
	async write(
		form: Locator,
		text: string,
		replace = false
	): Promise< void > {
		const box = this.writingBox( form );
		// A click (not only focus): the browser asks before leaving only after a gesture.
		await box.click();
		const rich = await form
			.getByRole( 'toolbar', { name: PHRASES.editorToolbar } )
			.waitFor( { timeout: 10_000 } )
			.then( () => true )
			.catch( () => false );
		if ( ! rich ) {
			await box.fill( text );
			return;
		}
		await box.click();
		if ( replace ) {
			await this.page.keyboard.press( 'Control+A' );
		}
		await this.page.keyboard.type( text );
	}

	/**
	 * Fills a guest's name and email (unique by a stamp) and keeps them for next time.
	 *
	 * @param form  The form.
	 * @param stamp Makes them unique.
	 */
	async identify( form: Locator, stamp: string ): Promise< void > {
		await form
			.getByRole( 'textbox', { name: PHRASES.name, exact: true } )
			.fill( `Leitora ${ stamp }` );
		await form
			.getByRole( 'textbox', { name: PHRASES.email, exact: true } )
			.fill( `leitora-${ stamp }@e2e-comments.test` );
		const consent = form.getByRole( 'checkbox', {
			name: PHRASES.consent,
		} );
		if ( await consent.count() ) {
			await consent.check();
		}
	}

	/** The ids of the top-level comments shown, in order. */
	threadIds(): Promise< string[] > {
		return this.threads.evaluateAll( ( nodes ) =>
			nodes.map(
				( node ) => ( node as HTMLElement ).dataset.commentId ?? ''
			)
		);
	}

	/**
	 * A comment's id, from its article's anchor (`comment-{id}`, the address of a deep link).
	 *
	 * @param comment The comment's article.
	 */
	async commentId( comment: Locator ): Promise< number > {
		const anchor = ( await comment.getAttribute( 'id' ) ) ?? '';
		return Number( /^comment-(\d+)$/.exec( anchor )?.[ 1 ] ?? 0 );
	}

	/** The widget's props, as the server printed them on the area. */
	async props< T >(): Promise< T > {
		return JSON.parse(
			( await this.region.getAttribute( 'data-farol-props' ) ) ?? '{}'
		) as T;
	}

	/** The number the heading counts. */
	async count(): Promise< number > {
		return Number(
			/\d+/.exec( ( await this.heading.textContent() ) ?? '' )?.[ 0 ]
		);
	}

	/**
	 * Waits for one answer of an action.
	 *
	 * @param action The `wpd*` action.
	 */
	answerOf( action: string ) {
		return this.page.waitForResponse(
			( response ) =>
				WIDGET_CALLS.test( response.url() ) &&
				( response.request().postData() ?? '' ).includes(
					`name="action"\r\n\r\n${ action }`
				)
		);
	}
}
