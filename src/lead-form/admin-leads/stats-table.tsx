/**
 * Per-form figures over the screen's days: views, conversions, conversion rate, spam.
 */
/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FormStats } from '../leads-contract';
import { formatRate } from './format';

interface Props {
	forms: FormStats[] | undefined;
	error: string | undefined;
}

export function StatsTable( { forms, error }: Props ): JSX.Element {
	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		);
	}
	return (
		<table className="farol-leads__stats widefat striped">
			<caption>{ __( 'Per form', 'farol' ) }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Form', 'farol' ) }</th>
					<th scope="col">{ __( 'Views', 'farol' ) }</th>
					<th scope="col">{ __( 'Conversions', 'farol' ) }</th>
					<th scope="col">{ __( 'Conversion rate', 'farol' ) }</th>
					<th scope="col">{ __( 'Rejected as spam', 'farol' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ forms === undefined && (
					<tr>
						<td colSpan={ 5 }>{ __( 'Loading…', 'farol' ) }</td>
					</tr>
				) }
				{ forms?.length === 0 && (
					<tr>
						<td colSpan={ 5 }>
							{ __( 'No lead form yet.', 'farol' ) }
						</td>
					</tr>
				) }
				{ forms?.map( ( entry ) => (
					<tr key={ entry.form.id }>
						<th scope="row">
							{ entry.form.title || `#${ entry.form.id }` }
						</th>
						<td>{ entry.views }</td>
						<td>{ entry.conversions }</td>
						<td>{ formatRate( entry.conversion_rate ) }</td>
						<td>{ entry.rejected }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
