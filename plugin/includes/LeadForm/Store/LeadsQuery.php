<?php
/**
 * Reads of the leads store for the Leads screen.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Store;

/**
 * The only SQL of the Leads screen: lists of contacts and conversions (filtered, sorted, a
 * page at a time, with their totals), one of each with its details, batches for the CSV
 * export, and the per-form figures of the statistics. Read-only.
 *
 * The queries lean on the tables' indexes: a whole e-mail address is looked up by its hash
 * (contacts' UNIQUE email_hash), a form and time range by conversions' form_created
 * (form_id, created_at), a time range alone by created_at, a contact's conversions by
 * contact_id; exports walk the primary key backwards. Only portable SQL (no MySQL-only
 * function), so the Playground runtime's SQLite answers the same. Times are stored in UTC.
 */
final class LeadsQuery {

	// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- custom tables have no WordPress API; only table names, whitelisted columns and clauses built here are interpolated, every value goes through prepare() (spread from the list the clauses were built with).

	/**
	 * Contacts' sortable columns: argument → column.
	 */
	public const CONTACT_ORDER = array(
		'last_conversion_at'  => 'c.last_conversion_at',
		'first_conversion_at' => 'c.first_conversion_at',
		'email'               => 'c.email',
		'name'                => 'c.name',
		'conversions_count'   => 'c.conversions_count',
	);

	/**
	 * Conversions' sortable columns: argument → column.
	 */
	public const CONVERSION_ORDER = array(
		'created_at' => 'v.created_at',
		'email'      => 'v.email',
		'form_id'    => 'v.form_id',
	);

	/**
	 * Columns of a conversion in a list.
	 */
	private const CONVERSION_COLUMNS = "v.id, v.uuid, v.form_id, v.contact_id, v.email, COALESCE(c.name, '') AS name, v.created_at, v.conversion_url, v.traffic_source, v.forward_status, v.forward_attempts, v.forward_error";

	/**
	 * One page of contacts and how many the filter keeps.
	 *
	 * @param LeadsFilter $filter   Filters.
	 * @param string      $orderby  A key of CONTACT_ORDER.
	 * @param string      $order    asc or desc.
	 * @param int         $page     Page, from 1.
	 * @param int         $per_page Rows per page.
	 * @return array{rows: list<array<string,mixed>>, total: int}
	 */
	public function contacts( LeadsFilter $filter, string $orderby, string $order, int $page, int $per_page ): array {
		global $wpdb;
		list( $where, $args ) = $this->contacts_where( $filter );
		$table                = LeadsTables::contacts();
		$column               = self::CONTACT_ORDER[ $orderby ] ?? self::CONTACT_ORDER['last_conversion_at'];
		$direction            = 'asc' === $order ? 'ASC' : 'DESC';
		$rows                 = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT c.id, c.email, c.name, c.conversions_count, c.first_conversion_at, c.last_conversion_at, c.last_form_id FROM {$table} c WHERE {$where} ORDER BY {$column} {$direction}, c.id {$direction} LIMIT %d OFFSET %d",
				...array_merge( $args, array( $per_page, ( $page - 1 ) * $per_page ) )
			),
			ARRAY_A
		);
		$total                = (int) $wpdb->get_var( $this->prepared( "SELECT COUNT(*) FROM {$table} c WHERE {$where}", $args ) );
		return array(
			'rows'  => $rows ? $rows : array(),
			'total' => $total,
		);
	}

	/**
	 * One contact, every column; null when unknown.
	 *
	 * @param int $id Contact ID.
	 * @return array<string,mixed>|null
	 */
	public function contact( int $id ): ?array {
		global $wpdb;
		$table = LeadsTables::contacts();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * A contact's conversions, newest first.
	 *
	 * @param int $contact_id Contact ID.
	 * @param int $limit      Most rows.
	 * @return list<array<string,mixed>>
	 */
	public function conversions_of_contact( int $contact_id, int $limit = 100 ): array {
		global $wpdb;
		$conversions = LeadsTables::conversions();
		$contacts    = LeadsTables::contacts();
		$rows        = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT ' . self::CONVERSION_COLUMNS . " FROM {$conversions} v LEFT JOIN {$contacts} c ON c.id = v.contact_id WHERE v.contact_id = %d ORDER BY v.created_at DESC, v.id DESC LIMIT %d",
				$contact_id,
				$limit
			),
			ARRAY_A
		);
		return $rows ? $rows : array();
	}

	/**
	 * One page of conversions and how many the filter keeps.
	 *
	 * @param LeadsFilter $filter   Filters.
	 * @param string      $orderby  A key of CONVERSION_ORDER.
	 * @param string      $order    asc or desc.
	 * @param int         $page     Page, from 1.
	 * @param int         $per_page Rows per page.
	 * @return array{rows: list<array<string,mixed>>, total: int}
	 */
	public function conversions( LeadsFilter $filter, string $orderby, string $order, int $page, int $per_page ): array {
		global $wpdb;
		list( $where, $args ) = $this->conversions_where( $filter );
		$conversions          = LeadsTables::conversions();
		$contacts             = LeadsTables::contacts();
		$column               = self::CONVERSION_ORDER[ $orderby ] ?? self::CONVERSION_ORDER['created_at'];
		$direction            = 'asc' === $order ? 'ASC' : 'DESC';
		$rows                 = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT ' . self::CONVERSION_COLUMNS . " FROM {$conversions} v LEFT JOIN {$contacts} c ON c.id = v.contact_id WHERE {$where} ORDER BY {$column} {$direction}, v.id {$direction} LIMIT %d OFFSET %d",
				...array_merge( $args, array( $per_page, ( $page - 1 ) * $per_page ) )
			),
			ARRAY_A
		);
		$total                = (int) $wpdb->get_var(
			$this->prepared( "SELECT COUNT(*) FROM {$conversions} v LEFT JOIN {$contacts} c ON c.id = v.contact_id WHERE {$where}", $args )
		);
		return array(
			'rows'  => $rows ? $rows : array(),
			'total' => $total,
		);
	}

	/**
	 * One conversion, every column plus its contact's name; null when unknown.
	 *
	 * @param int $id Conversion ID.
	 * @return array<string,mixed>|null
	 */
	public function conversion( int $id ): ?array {
		global $wpdb;
		$conversions = LeadsTables::conversions();
		$contacts    = LeadsTables::contacts();
		$row         = $wpdb->get_row(
			$wpdb->prepare( "SELECT v.*, COALESCE(c.name, '') AS name FROM {$conversions} v LEFT JOIN {$contacts} c ON c.id = v.contact_id WHERE v.id = %d", $id ),
			ARRAY_A
		);
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Contacts the filter keeps with an ID below $below, highest ID first (export batches).
	 *
	 * @param LeadsFilter $filter Filters.
	 * @param int         $below  Exclusive upper bound of the IDs (PHP_INT_MAX for the first batch).
	 * @param int         $limit  Batch size.
	 * @return list<array<string,mixed>>
	 */
	public function contacts_batch( LeadsFilter $filter, int $below, int $limit ): array {
		global $wpdb;
		list( $where, $args ) = $this->contacts_where( $filter );
		$table                = LeadsTables::contacts();
		$rows                 = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT c.* FROM {$table} c WHERE {$where} AND c.id < %d ORDER BY c.id DESC LIMIT %d",
				...array_merge( $args, array( $below, $limit ) )
			),
			ARRAY_A
		);
		return $rows ? $rows : array();
	}

	/**
	 * Conversions the filter keeps with an ID below $below, highest ID first (export batches).
	 *
	 * @param LeadsFilter $filter Filters.
	 * @param int         $below  Exclusive upper bound of the IDs.
	 * @param int         $limit  Batch size.
	 * @return list<array<string,mixed>>
	 */
	public function conversions_batch( LeadsFilter $filter, int $below, int $limit ): array {
		global $wpdb;
		list( $where, $args ) = $this->conversions_where( $filter );
		$conversions          = LeadsTables::conversions();
		$contacts             = LeadsTables::contacts();
		$rows                 = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT v.*, COALESCE(c.name, '') AS name FROM {$conversions} v LEFT JOIN {$contacts} c ON c.id = v.contact_id WHERE {$where} AND v.id < %d ORDER BY v.id DESC LIMIT %d",
				...array_merge( $args, array( $below, $limit ) )
			),
			ARRAY_A
		);
		return $rows ? $rows : array();
	}

	/**
	 * Views and rejected attempts per form over the filter's days.
	 *
	 * @param LeadsFilter $filter Uses first_day and last_day.
	 * @return array<int,array{views: int, rejected: int}> By form ID.
	 */
	public function form_traffic( LeadsFilter $filter ): array {
		global $wpdb;
		$table  = LeadsTables::form_stats();
		$where  = array( '1=1' );
		$args   = array();
		$ranges = array(
			'day >= %s' => $filter->first_day,
			'day <= %s' => $filter->last_day,
		);
		foreach ( $ranges as $clause => $value ) {
			if ( null !== $value ) {
				$where[] = $clause;
				$args[]  = $value;
			}
		}
		$rows    = $wpdb->get_results(
			$this->prepared( "SELECT form_id, SUM(views) AS views, SUM(rejected) AS rejected FROM {$table} WHERE " . implode( ' AND ', $where ) . ' GROUP BY form_id', $args ),
			ARRAY_A
		);
		$traffic = array();
		foreach ( $rows ? $rows : array() as $row ) {
			$traffic[ (int) $row['form_id'] ] = array(
				'views'    => (int) $row['views'],
				'rejected' => (int) $row['rejected'],
			);
		}
		return $traffic;
	}

	/**
	 * Conversions per form in the filter's time range.
	 *
	 * @param LeadsFilter $filter Uses from and to.
	 * @return array<int,int> By form ID.
	 */
	public function conversions_per_form( LeadsFilter $filter ): array {
		global $wpdb;
		$range                = new LeadsFilter( null, null, $filter->from, $filter->to );
		list( $where, $args ) = $this->conversions_where( $range );
		$table                = LeadsTables::conversions();
		$rows                 = $wpdb->get_results(
			$this->prepared( "SELECT v.form_id, COUNT(*) AS total FROM {$table} v WHERE {$where} GROUP BY v.form_id", $args ),
			ARRAY_A
		);
		$counts               = array();
		foreach ( $rows ? $rows : array() as $row ) {
			$counts[ (int) $row['form_id'] ] = (int) $row['total'];
		}
		return $counts;
	}

	/**
	 * The WHERE clause of a contacts query (alias c) and its values. The form and time filters
	 * keep the contacts with a conversion of that form in that range.
	 *
	 * @param LeadsFilter $filter Filters.
	 * @return array{0: string, 1: list<mixed>}
	 */
	private function contacts_where( LeadsFilter $filter ): array {
		global $wpdb;
		$where = array( '1=1' );
		$args  = array();
		if ( null !== $filter->search ) {
			if ( is_email( $filter->search ) ) {
				$where[] = 'c.email_hash = %s';
				$args[]  = ContactRepository::email_hash( $filter->search );
			} else {
				$like    = '%' . $wpdb->esc_like( $filter->search ) . '%';
				$where[] = '(c.email LIKE %s OR c.name LIKE %s)';
				array_push( $args, $like, $like );
			}
		}
		if ( null !== $filter->form || null !== $filter->from || null !== $filter->to ) {
			list( $sub_where, $sub_args ) = $this->conversions_where( new LeadsFilter( null, $filter->form, $filter->from, $filter->to ) );
			$where[]                      = 'c.id IN (SELECT v.contact_id FROM ' . LeadsTables::conversions() . " v WHERE {$sub_where})";
			$args                         = array_merge( $args, $sub_args );
		}
		return array( implode( ' AND ', $where ), $args );
	}

	/**
	 * The WHERE clause of a conversions query (alias v; the name searched is the contact's,
	 * alias c) and its values.
	 *
	 * @param LeadsFilter $filter Filters.
	 * @return array{0: string, 1: list<mixed>}
	 */
	private function conversions_where( LeadsFilter $filter ): array {
		global $wpdb;
		$where = array( '1=1' );
		$args  = array();
		if ( null !== $filter->search ) {
			if ( is_email( $filter->search ) ) {
				$where[] = 'v.contact_id IN (SELECT id FROM ' . LeadsTables::contacts() . ' WHERE email_hash = %s)';
				$args[]  = ContactRepository::email_hash( $filter->search );
			} else {
				$like    = '%' . $wpdb->esc_like( $filter->search ) . '%';
				$where[] = '(v.email LIKE %s OR c.name LIKE %s)';
				array_push( $args, $like, $like );
			}
		}
		$clauses = array(
			'v.form_id = %d'        => $filter->form,
			'v.created_at >= %s'    => $filter->from,
			'v.created_at < %s'     => $filter->to,
			'v.forward_status = %s' => $filter->forward_status,
		);
		foreach ( $clauses as $clause => $value ) {
			if ( null !== $value ) {
				$where[] = $clause;
				$args[]  = $value;
			}
		}
		return array( implode( ' AND ', $where ), $args );
	}

	/**
	 * A query with its values bound (prepare() refuses a query without placeholders).
	 *
	 * @param string           $sql  Query with placeholders.
	 * @param array<int,mixed> $args Values, in placeholder order.
	 */
	private function prepared( string $sql, array $args ): string {
		global $wpdb;
		return array() === $args ? $sql : (string) $wpdb->prepare( $sql, ...$args );
	}

	// phpcs:enable
}
