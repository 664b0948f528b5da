/**
 * Types for @wordpress/dataviews 0.7.0 (bundled into the Leads app and the contact form inbox: WordPress 6.5 does not
 * ship it as a script), which has none. Only what Farol uses is declared, after the
 * package's README and source at that version.
 */
declare module '@wordpress/dataviews' {
	import type { ComponentType, ReactNode } from 'react';

	/** A filter of the view: one value, `in` or `notIn` (0.7's operators). */
	export interface ViewFilter {
		field: string;
		operator: 'in' | 'notIn';
		value?: string | number;
	}

	export interface View {
		type: 'table' | 'grid' | 'list';
		search?: string;
		filters: ViewFilter[];
		page: number;
		perPage: number;
		sort?: { field: string; direction: 'asc' | 'desc' };
		hiddenFields: string[];
		layout: Record< string, unknown >;
	}

	export interface Field< Item > {
		id: string;
		header: string;
		getValue: ( args: { item: Item } ) => unknown;
		render?: ( args: { item: Item } ) => ReactNode;
		type?: 'enumeration';
		elements?: Array< { value: string | number; label: string } >;
		enableSorting?: boolean;
		enableHiding?: boolean;
		filterBy?: { operators?: Array< 'in' | 'notIn' >; isPrimary?: boolean };
	}

	export interface Action< Item > {
		id: string;
		label: string;
		isPrimary?: boolean;
		icon?: ReactNode | ComponentType;
		isDestructive?: boolean;
		/** Offered in the bulk menu too (then isEligible is required). */
		supportsBulk?: boolean;
		isEligible?: ( item: Item ) => boolean;
		/** Runs at once; or, with RenderModal, the modal asks first. */
		callback?: ( items: Item[] ) => void | Promise< void >;
		RenderModal?: ComponentType< {
			items: Item[];
			closeModal: () => void;
			onPerform?: () => void;
		} >;
	}

	export interface DataViewsProps< Item > {
		view: View;
		onChangeView: ( view: View ) => void;
		fields: Array< Field< Item > >;
		data: Item[];
		actions?: Array< Action< Item > >;
		paginationInfo: { totalItems: number; totalPages: number };
		search?: boolean;
		searchLabel?: string;
		getItemId?: ( item: Item ) => string | number;
		isLoading?: boolean;
		supportedLayouts?: Array< View[ 'type' ] >;
	}

	export function DataViews< Item >( props: DataViewsProps< Item > ): JSX.Element;
}
