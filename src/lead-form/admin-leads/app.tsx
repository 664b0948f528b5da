/**
 * The Leads screen: the days shown and the CSV export, per-form statistics, and the
 * Contacts and Conversions tabs (DataViews tables with search, filters, sort and paging),
 * each row opening its detail.
 */
/**
 * WordPress dependencies
 */
import { TabPanel } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import type { View } from '@wordpress/dataviews';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { resetPage } from '../../lib/admin/view';
import type { LeadsAdminConfig } from './config';
import { ContactsList } from './contacts-list';
import { ConversionsList } from './conversions-list';
import { DetailModal, type DetailTarget } from './detail-modal';
import { exportUrl } from './export-url';
import { RangeControls } from './range-controls';
import { StatsTable } from './stats-table';
import { store } from './store';
import {
	contactsQuery,
	conversionsQuery,
	initialView,
	type DateRange,
} from './view-query';

type Tab = 'contacts' | 'conversions';

export function LeadsApp( {
	config,
}: {
	config: LeadsAdminConfig;
} ): JSX.Element {
	const [ tab, setTab ] = useState< Tab >( 'conversions' );
	const [ range, setRange ] = useState< DateRange >( {
		after: '',
		before: '',
	} );
	const [ views, setViews ] = useState< Record< Tab, View > >( () => ( {
		contacts: initialView( 'last_conversion_at' ),
		conversions: initialView( 'created_at' ),
	} ) );
	const [ detail, setDetail ] = useState< DetailTarget | null >( null );

	const statsQuery = useMemo(
		() => ( {
			after: range.after || undefined,
			before: range.before || undefined,
		} ),
		[ range ]
	);
	const { stats, statsError } = useSelect(
		( select ) => ( {
			stats: select( store ).getStats( statsQuery ),
			statsError: select( store ).getError( 'stats', statsQuery ),
		} ),
		[ statsQuery ]
	);
	const forms = ( stats ?? [] ).map( ( entry ) => ( {
		value: entry.form.id,
		label: entry.form.title || `#${ entry.form.id }`,
	} ) );

	const changeRange = ( next: DateRange ) => {
		setRange( next );
		setViews( ( current ) => ( {
			contacts: { ...current.contacts, page: 1 },
			conversions: { ...current.conversions, page: 1 },
		} ) );
	};
	const listProps = ( name: Tab ) => ( {
		view: views[ name ],
		onChangeView: ( next: View ) =>
			setViews( ( current ) => ( {
				...current,
				[ name ]: resetPage( current[ name ], next ),
			} ) ),
		range,
		forms,
		onOpen: setDetail,
	} );
	const query =
		tab === 'contacts'
			? contactsQuery( views.contacts, range )
			: conversionsQuery( views.conversions, range );

	return (
		<div className="farol-leads">
			<RangeControls
				range={ range }
				onChange={ changeRange }
				exportHref={ exportUrl( config, tab, query ) }
				exportLabel={
					tab === 'contacts'
						? __( 'Export contacts (CSV)', 'farol' )
						: __( 'Export conversions (CSV)', 'farol' )
				}
			/>
			<StatsTable forms={ stats } error={ statsError } />
			<TabPanel
				className="farol-leads__tabs"
				initialTabName={ tab }
				onSelect={ ( name ) => setTab( name as Tab ) }
				tabs={ [
					{
						name: 'conversions',
						title: __( 'Conversions', 'farol' ),
					},
					{ name: 'contacts', title: __( 'Contacts', 'farol' ) },
				] }
			>
				{ ( current ) =>
					current.name === 'contacts' ? (
						<ContactsList { ...listProps( 'contacts' ) } />
					) : (
						<ConversionsList { ...listProps( 'conversions' ) } />
					)
				}
			</TabPanel>
			{ detail && (
				<DetailModal
					target={ detail }
					onOpen={ setDetail }
					onClose={ () => setDetail( null ) }
				/>
			) }
		</div>
	);
}
