/**
 * Internal dependencies
 */
import { choiceProblem, shortName } from '../../../src/comments/attachments';

const limits = { maxFiles: 2, maxFileSize: 1000, maxPostSize: 1500 };

describe( 'attachments', () => {
	it( 'shows a long name by its last 40 characters', () => {
		const name = `${ 'a'.repeat(
			30
		) }-relatorio-final-de-2026-versao-3.pdf`;
		expect( shortName( name ) ).toBe( `…${ name.slice( -40 ) }` );
		expect( Array.from( shortName( name ) ) ).toHaveLength( 41 );
		expect( shortName( 'foto.jpg' ) ).toBe( 'foto.jpg' );
	} );

	it( 'refuses too many files, a file too large and a total too large', () => {
		expect(
			choiceProblem( [ { size: 1 }, { size: 1 }, { size: 1 } ], limits )
		).toBe( 'attachment_too_many' );
		expect( choiceProblem( [ { size: 1001 } ], limits ) ).toBe(
			'attachment_too_large'
		);
		expect(
			choiceProblem( [ { size: 900 }, { size: 900 } ], limits )
		).toBe( 'attachments_too_large' );
		expect(
			choiceProblem( [ { size: 700 }, { size: 700 } ], limits )
		).toBe( '' );
	} );
} );
