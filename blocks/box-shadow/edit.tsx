/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	BaseControl,
	ColorPicker,
	PanelBody,
	RangeControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import type { Shadow } from '@farol/box-shadow/css';
import { Generator } from '@farol/box-shadow/generator';
import {
	defaultsFrom,
	limitsFrom,
	normalizeShadow,
	type NumericField,
} from '@farol/box-shadow/settings';
import { publishedWords } from '@farol/box-shadow/words';
import metadata from './block.json';

const limits = limitsFrom( metadata.attributes );
const defaults = defaultsFrom( metadata.attributes );
// The server's words (Farol\Blocks\BoxShadowWords), printed before this script: the canvas
// shows what the visitor's page shows.
const words = publishedWords();

/**
 * The editor: the block's attributes are the generator's starting values. They can be set in
 * the inspector or by using the generator in the canvas itself.
 *
 * @param props               Block edit props.
 * @param props.attributes    Block attributes.
 * @param props.setAttributes Attribute setter.
 * @param props.clientId      Block client id (unique element ids).
 */
export default function Edit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< Shadow > ) {
	const value = normalizeShadow( attributes, limits, defaults );
	const blockProps = useBlockProps();

	const range = ( field: NumericField, label: string ) => (
		<RangeControl
			__nextHasNoMarginBottom
			label={ label }
			value={ value[ field ] }
			min={ limits[ field ].min }
			max={ limits[ field ].max }
			allowReset
			resetFallbackValue={ defaults[ field ] }
			onChange={ ( next?: number ) =>
				setAttributes( { [ field ]: next ?? defaults[ field ] } )
			}
		/>
	);

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Starting values', 'farol' ) }>
					<p className="farol-box-shadow-editor__help">
						{ __(
							'Visitors start from these values and can change them on the page.',
							'farol'
						) }
					</p>
					{ range(
						'horizontal',
						__( 'Horizontal offset (px)', 'farol' )
					) }
					{ range(
						'vertical',
						__( 'Vertical offset (px)', 'farol' )
					) }
					{ range( 'blur', __( 'Blur (px)', 'farol' ) ) }
					{ range( 'spread', __( 'Spread (px)', 'farol' ) ) }
					{ range( 'opacity', __( 'Opacity (%)', 'farol' ) ) }
					<BaseControl
						__nextHasNoMarginBottom
						id={ `farol-box-shadow-color-${ clientId }` }
						label={ __( 'Shadow color', 'farol' ) }
					>
						<ColorPicker
							color={ value.shadowColor }
							enableAlpha={ false }
							onChange={ ( hex: string ) =>
								setAttributes( {
									shadowColor: normalizeShadow(
										{ shadowColor: hex.slice( 0, 7 ) },
										limits,
										value
									).shadowColor,
								} )
							}
						/>
					</BaseControl>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Inset shadow (inside the box)', 'farol' ) }
						checked={ value.inset }
						onChange={ ( inset: boolean ) =>
							setAttributes( { inset } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<Generator
					value={ value }
					onChange={ ( next ) => setAttributes( next ) }
					limits={ limits }
					defaults={ defaults }
					idPrefix={ `farol-box-shadow-${ clientId }` }
					words={ words }
				/>
			</div>
		</>
	);
}
