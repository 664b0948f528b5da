/**
 * enhanceContent() on shown comments: formulas rendered by KaTeX (the source kept as the
 * label; bad TeX stays as text), code highlighted with spans (no HTML from the code), spoilers
 * as keyboard toggles, each element done once.
 */
/**
 * Internal dependencies
 */
import { enhanceContent } from '../../../src/comments/rich-text/enhance';

it( 'renders formulas, highlights code and wires spoilers, once', async () => {
	document.body.innerHTML = `<section id="wpdcom">
		<p><span class="farol-latex" data-farol-latex="inline">x^2</span>
		<span class="farol-latex" data-farol-latex="inline">\\frac{</span></p>
		<pre><code class="language-php">&lt;?php echo "&lt;img src=x onerror=alert(1)&gt;";</code></pre>
		<p><span class="farol-spoiler">segredo</span></p></section>`;
	const area = document.getElementById( 'wpdcom' ) as HTMLElement;
	await enhanceContent( area );

	const [ good, bad ] = Array.from(
		area.querySelectorAll( '[data-farol-latex]' )
	);
	expect( good ).toHaveClass( 'is-rendered' );
	expect( good?.querySelector( '.katex' ) ).not.toBeNull();
	expect( good ).toHaveAttribute( 'aria-label', 'x^2' );
	expect( bad ).not.toHaveClass( 'is-rendered' );
	expect( bad?.textContent ).toBe( '\\frac{' );

	const code = area.querySelector( 'pre code' ) as HTMLElement;
	expect( code ).toHaveClass( 'hljs' );
	expect( code.querySelector( '.hljs-string' ) ).not.toBeNull();
	expect( code.querySelector( 'img' ) ).toBeNull();
	expect( code.textContent ).toBe(
		'<?php echo "<img src=x onerror=alert(1)>";'
	);

	const spoiler = area.querySelector( '.farol-spoiler' ) as HTMLElement;
	expect( spoiler ).toHaveAttribute( 'role', 'button' );
	expect( spoiler ).toHaveAttribute( 'aria-expanded', 'false' );
	spoiler.dispatchEvent(
		new KeyboardEvent( 'keydown', { key: 'Enter', bubbles: true } )
	);
	expect( spoiler ).toHaveClass( 'is-revealed' );
	expect( spoiler ).toHaveAttribute( 'aria-expanded', 'true' );

	// Again (new comments loaded): nothing is wired twice.
	await enhanceContent( area );
	spoiler.click();
	expect( spoiler ).not.toHaveClass( 'is-revealed' );
} );
