/**
 * Registers the contact form field block in the editor, with one inserter variation per field
 * type; block.json is the only source of its attributes (SchemaBuilder's description keys).
 */

/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit, { FIELD_TYPES, typeLabel } from './edit';

const variations = FIELD_TYPES.map( ( type ) => ( {
	name: type,
	title: typeLabel( type ),
	attributes:
		'submit' === type
			? { type, label: __( 'Send', 'farol' ) }
			: { type, name: `your-${ type }`, label: typeLabel( type ) },
	scope: [ 'inserter', 'transform' ],
	isActive: [ 'type' ],
} ) );

registerBlockType( metadata.name, {
	edit: Edit,
	// Dynamic block: the form's renderer prints the field.
	save: () => null,
	variations,
} );
