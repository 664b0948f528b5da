/**
 * Internal dependencies
 */
import { choiceProblem, shortName } from '../../../src/comments/attachments';

const limits = {
	maxFiles: 2,
	maxFileSize: 1000,
	maxPostSize: 1500,
	accept: [ '.png', '.txt' ],
};

const file = ( size: number, name = 'a.png' ) => ( { name, size } );

describe( 'attachments', () => {
	it( 'shows a long name by its last 40 characters', () => {
		const name = `${ 'a'.repeat(
			30
		) }-relatorio-final-de-2026-versao-3.pdf`;
		expect( shortName( name ) ).toBe( `…${ name.slice( -40 ) }` );
		expect( Array.from( shortName( name ) ) ).toHaveLength( 41 );
		expect( shortName( 'foto.jpg' ) ).toBe( 'foto.jpg' );
	} );

	it( 'refuses a type the field does not accept, whatever the case', () => {
		expect( choiceProblem( [ file( 10, 'x.php' ) ], limits ) ).toBe(
			'attachment_wrong_type'
		);
		expect( choiceProblem( [ file( 10, 'x.png.php' ) ], limits ) ).toBe(
			'attachment_wrong_type'
		);
		expect( choiceProblem( [ file( 10, 'FOTO.PNG' ) ], limits ) ).toBe(
			''
		);
	} );

	it( 'refuses too many files, a file too large and a total too large', () => {
		expect(
			choiceProblem( [ file( 1 ), file( 1 ), file( 1 ) ], limits )
		).toBe( 'attachment_too_many' );
		expect( choiceProblem( [ file( 1001 ) ], limits ) ).toBe(
			'attachment_too_large'
		);
		expect( choiceProblem( [ file( 900 ), file( 900 ) ], limits ) ).toBe(
			'attachments_too_large'
		);
		expect( choiceProblem( [ file( 700 ), file( 700 ) ], limits ) ).toBe(
			''
		);
	} );
} );
