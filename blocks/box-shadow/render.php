<?php
/**
 * Server render of farol/box-shadow.
 *
 * Prints the whole generator with the block's starting values: every control, the preview
 * with its shadow and the rule, so the page reads right before and without JavaScript. The
 * view script mounts the Generator component over it with the props of `data-farol-props`
 * (id prefix, starting shadow, and the words of Farol\Blocks\BoxShadowWords, translated by the
 * server: the script has no wp-i18n).
 * The component draws this same markup (the editor's canvas needs it too): the cases of
 * tests/fixtures/box-shadow/markup-cases.json, read by PHPUnit and jest, prove the two agree,
 * so change both together.
 * Ranges and defaults come from block.json (the block type's attribute schema).
 *
 * @package Farol
 *
 * @var array<string,mixed> $attributes Block attributes (already checked against the schema).
 * @var string              $content    Inner content (none).
 * @var WP_Block            $block      Block instance.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_schema = $block->block_type->attributes ?? array();
$farol_id     = wp_unique_id( 'farol-box-shadow-' );

// The starting shadow, made valid: integers inside their range, a #rrggbb colour.
$farol_shadow = array();
$farol_limits = array();
foreach ( array( 'horizontal', 'vertical', 'blur', 'spread', 'opacity' ) as $farol_field ) {
	$farol_min                    = (int) ( $farol_schema[ $farol_field ]['minimum'] ?? 0 );
	$farol_max                    = (int) ( $farol_schema[ $farol_field ]['maximum'] ?? 100 );
	$farol_raw                    = $attributes[ $farol_field ] ?? ( $farol_schema[ $farol_field ]['default'] ?? 0 );
	$farol_value                  = is_numeric( $farol_raw ) ? (int) round( (float) $farol_raw ) : (int) ( $farol_schema[ $farol_field ]['default'] ?? 0 );
	$farol_limits[ $farol_field ] = array( $farol_min, $farol_max );
	$farol_shadow[ $farol_field ] = max( $farol_min, min( $farol_max, $farol_value ) );
}
$farol_color                 = is_string( $attributes['shadowColor'] ?? null ) ? sanitize_hex_color( $attributes['shadowColor'] ) : null;
$farol_shadow['shadowColor'] = ( is_string( $farol_color ) && 7 === strlen( $farol_color ) ) ? strtolower( $farol_color ) : '#000000';
$farol_shadow['inset']       = true === ( $attributes['inset'] ?? false );

// The rule, written exactly as src/box-shadow/css.ts writes it.
$farol_rgb   = sscanf( $farol_shadow['shadowColor'], '#%02x%02x%02x' );
$farol_alpha = rtrim( rtrim( number_format( $farol_shadow['opacity'] / 100, 2, '.', '' ), '0' ), '.' );
$farol_css   = sprintf(
	'%s%dpx %dpx %dpx %dpx rgba(%d, %d, %d, %s)',
	$farol_shadow['inset'] ? 'inset ' : '',
	$farol_shadow['horizontal'],
	$farol_shadow['vertical'],
	max( 0, $farol_shadow['blur'] ),
	$farol_shadow['spread'],
	$farol_rgb[0],
	$farol_rgb[1],
	$farol_rgb[2],
	$farol_alpha
);
$farol_rule  = 'box-shadow: ' . $farol_css . ';';

// Every word of the generator, from its one source (the block editor gets the same words):
// the view script shows these, handed over in its props, so it needs no wp-i18n.
$farol_words = \Farol\Blocks\BoxShadowWords::all();

$farol_sliders = array(
	'horizontal' => array( $farol_words['horizontal'], 'px' ),
	'vertical'   => array( $farol_words['vertical'], 'px' ),
	'blur'       => array( $farol_words['blur'], 'px' ),
	'spread'     => array( $farol_words['spread'], 'px' ),
	'opacity'    => array( $farol_words['opacity'], '%' ),
);

$farol_wrapper = get_block_wrapper_attributes(
	array(
		'data-farol-props' => (string) wp_json_encode(
			array(
				'id'     => $farol_id,
				'shadow' => $farol_shadow,
				'words'  => $farol_words,
			),
			JSON_UNESCAPED_UNICODE
		),
	)
);

/**
 * Prints one slider and its number input.
 *
 * A closure, not a function: render.php runs once per block on the page.
 */
$farol_slider = static function ( string $field ) use ( $farol_id, $farol_sliders, $farol_limits, $farol_shadow ): void {
	$id = $farol_id . '-' . $field;
	?>
	<div class="<?php echo esc_attr( 'farol-box-shadow__field farol-box-shadow__field--' . $field ); ?>">
		<label class="farol-box-shadow__label" id="<?php echo esc_attr( $id . '-label' ); ?>" for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $farol_sliders[ $field ][0] ); ?> <span class="farol-box-shadow__unit">(<?php echo esc_html( $farol_sliders[ $field ][1] ); ?>)</span></label>
		<div class="farol-box-shadow__inputs">
			<input class="farol-box-shadow__range" type="range" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $field ); ?>" min="<?php echo esc_attr( (string) $farol_limits[ $field ][0] ); ?>" max="<?php echo esc_attr( (string) $farol_limits[ $field ][1] ); ?>" step="1" value="<?php echo esc_attr( (string) $farol_shadow[ $field ] ); ?>">
			<input class="farol-box-shadow__number" type="number" id="<?php echo esc_attr( $id . '-number' ); ?>" aria-labelledby="<?php echo esc_attr( $id . '-label' ); ?>" min="<?php echo esc_attr( (string) $farol_limits[ $field ][0] ); ?>" max="<?php echo esc_attr( (string) $farol_limits[ $field ][1] ); ?>" step="1" value="<?php echo esc_attr( (string) $farol_shadow[ $field ] ); ?>">
		</div>
	</div>
	<?php
};
?>
<div <?php echo $farol_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes each attribute. ?>>
	<fieldset class="farol-box-shadow__controls">
		<legend class="farol-box-shadow__legend"><?php echo esc_html( $farol_words['settings'] ); ?></legend>
		<?php
		$farol_slider( 'horizontal' );
		$farol_slider( 'vertical' );
		$farol_slider( 'blur' );
		$farol_slider( 'spread' );
		?>
		<div class="farol-box-shadow__field farol-box-shadow__field--color">
			<label class="farol-box-shadow__label" for="<?php echo esc_attr( $farol_id . '-color' ); ?>"><?php echo esc_html( $farol_words['color'] ); ?></label>
			<div class="farol-box-shadow__inputs">
				<input class="farol-box-shadow__color" type="color" id="<?php echo esc_attr( $farol_id . '-color' ); ?>" name="shadowColor" value="<?php echo esc_attr( $farol_shadow['shadowColor'] ); ?>">
				<code class="farol-box-shadow__hex" aria-hidden="true"><?php echo esc_html( $farol_shadow['shadowColor'] ); ?></code>
			</div>
		</div>
		<?php $farol_slider( 'opacity' ); ?>
		<div class="farol-box-shadow__field farol-box-shadow__field--inset">
			<input class="farol-box-shadow__checkbox" type="checkbox" id="<?php echo esc_attr( $farol_id . '-inset' ); ?>" name="inset"<?php checked( $farol_shadow['inset'] ); ?>>
			<label class="farol-box-shadow__label" for="<?php echo esc_attr( $farol_id . '-inset' ); ?>"><?php echo esc_html( $farol_words['inset'] ); ?></label>
		</div>
		<button type="button" class="farol-box-shadow__reset" disabled><?php echo esc_html( $farol_words['reset'] ); ?></button>
	</fieldset>
	<div class="farol-box-shadow__result">
		<div class="farol-box-shadow__stage">
			<div class="farol-box-shadow__preview" role="img" aria-label="<?php echo esc_attr( $farol_words['preview'] ); ?>" style="<?php echo esc_attr( 'box-shadow: ' . $farol_css ); ?>"></div>
		</div>
		<div class="farol-box-shadow__output">
			<p class="farol-box-shadow__output-title"><?php echo esc_html( $farol_words['output'] ); ?></p>
			<button type="button" class="farol-box-shadow__rule" aria-describedby="<?php echo esc_attr( $farol_id . '-hint' ); ?>"><code class="farol-box-shadow__code"><?php echo esc_html( $farol_rule ); ?></code><span class="farol-box-shadow__copy" aria-hidden="true"><?php echo esc_html( $farol_words['copy'] ); ?></span></button>
			<p class="farol-box-shadow__hint" id="<?php echo esc_attr( $farol_id . '-hint' ); ?>"><?php echo esc_html( $farol_words['hint'] ); ?></p>
			<p class="farol-box-shadow__message" role="status"></p>
		</div>
	</div>
</div>
